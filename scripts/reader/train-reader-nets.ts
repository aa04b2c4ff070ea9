/**
 * Trains one reader — its sentence, document, frame (and, when set, role) networks — on corpus
 * documents, for a given seed; the shipped model (scripts/train-reader.ts) and the bench's folds
 * (bench/reader.ts) both train through here, one reader per seed of `settings.ensembleSeeds`.
 */
import type { CorpusDocument } from '../../src/contracts/corpus.js';
import type { ReaderNets } from '../../src/engine/reader/read.js';
import { DENSE_DIM } from '../../src/engine/reader/word-vectors.js';
import { sentenceExamples, documentExamples, objectExamples, frameExamples, roleExamples, SENTENCE_HEADS, DOCUMENT_HEADS, FRAME_HEADS, ROLE_HEADS } from './corpus.js';
import { trainNet } from './train-net.js';
import type { READER_SETTINGS } from './settings.js';

/** Which networks to train beyond the sentence and document ones. */
export interface TrainReaderChoices {
  frame: boolean;
  role: boolean;
}

/**
 * One reader trained on `docs` with `seed` (every network's shuffles and initial weights).
 * @returns the networks, without ensemble members.
 */
export function trainReaderNets(docs: CorpusDocument[], S: typeof READER_SETTINGS, seed: number, choices: TrainReaderChoices = { frame: true, role: S.useRoleNet }): Omit<ReaderNets, 'members'> {
  const rows = [...sentenceExamples(docs, S.buckets, S.families).map((r) => r.example), ...(S.objectExamples ? objectExamples(docs, S.buckets, S.families) : [])];
  const sentence = trainNet(SENTENCE_HEADS, rows, { ...S, seed, headWeights: S.sentenceHeadWeights, denseDim: DENSE_DIM, families: S.families });
  const document = trainNet(DOCUMENT_HEADS, documentExamples(docs, S.docBuckets), { ...S, seed, buckets: S.docBuckets, epochs: S.docEpochs, lr: S.docLr, hidden: 0 });
  const frame = choices.frame ? trainNet(FRAME_HEADS, frameExamples(docs, S.frame.buckets, S.frame.families, S.objectExamples, S.frame.augment, seed), { ...S.frame, batch: S.batch, seed, denseDim: DENSE_DIM }) : undefined;
  const role = choices.role ? trainNet(ROLE_HEADS, roleExamples(docs, S.role.buckets, S.role.families), { ...S.role, batch: S.batch, seed, denseDim: DENSE_DIM }) : undefined;
  return { sentence, document, ...(frame ? { frame } : {}), ...(role ? { role } : {}) };
}

/**
 * A seed ensemble: one reader per seed, the first holding the others as `members`.
 * @throws Error when `seeds` is empty.
 */
export function trainReaderEnsemble(docs: CorpusDocument[], S: typeof READER_SETTINGS, seeds: readonly number[], choices?: TrainReaderChoices): ReaderNets {
  if (!seeds.length) throw new Error('A reader needs at least one seed');
  const [first, ...rest] = seeds.map((seed) => trainReaderNets(docs, S, seed, choices));
  return { ...first!, ...(rest.length ? { members: rest } : {}) };
}
