/**
 * Trains one reader — its sentence, document, frame, traits (and, when set, role) networks — on
 * corpus documents, for a given seed; the shipped model (scripts/train-reader.ts) and the bench's
 * folds (bench/reader.ts) both train through here, one reader per seed of `settings.ensembleSeeds`.
 */
import type { CorpusDocument } from '../../src/contracts/corpus.js';
import type { ReaderNets } from '../../src/engine/reader/read.js';
import { traitProbabilities } from '../../src/engine/reader/read.js';
import { DENSE_DIM } from '../../src/engine/reader/word-vectors.js';
import { plattFit, type PlattParams } from '../../src/engine/stats.js';
import { sentenceExamples, documentExamples, objectExamples, frameExamples, roleExamples, traitExamples, SENTENCE_HEADS, DOCUMENT_HEADS, FRAME_HEADS, ROLE_HEADS, TRAIT_HEADS } from './corpus.js';
import { trainNet } from './train-net.js';
import type { EnsembleMember, READER_SETTINGS } from './settings.js';

/** Which networks to train beyond the sentence and document ones, and whether to fit the traits' calibration. */
export interface TrainReaderChoices {
  frame: boolean;
  role: boolean;
  /** Fit the traits' Platt scaling on out-of-fold predictions (costs `traitCalibrationFolds` more document and traits trainings). */
  calibrateTraits?: boolean;
}

/**
 * One reader trained on `docs` with `seed` (every network's shuffles and initial weights).
 * @returns its networks (no members, no calibration).
 */
export function trainReaderNets(docs: CorpusDocument[], S: typeof READER_SETTINGS, seed: number, choices: TrainReaderChoices = { frame: true, role: S.useRoleNet }): Omit<ReaderNets, 'members' | 'traitCalibration'> {
  const rows = [...sentenceExamples(docs, S.buckets, S.families).map((r) => r.example), ...(S.objectExamples ? objectExamples(docs, S.buckets, S.families) : [])];
  const sentence = trainNet(SENTENCE_HEADS, rows, { ...S, seed, headWeights: S.sentenceHeadWeights, denseDim: DENSE_DIM, families: S.families });
  const { document, traits } = trainTraitNets(docs, S, seed);
  const frame = choices.frame ? trainNet(FRAME_HEADS, frameExamples(docs, S.frame.buckets, S.frame.families, S.objectExamples, S.frame.augment, seed), { ...S.frame, batch: S.batch, seed, denseDim: DENSE_DIM }) : undefined;
  const role = choices.role ? trainNet(ROLE_HEADS, roleExamples(docs, S.role.buckets, S.role.families), { ...S.role, batch: S.batch, seed, denseDim: DENSE_DIM }) : undefined;
  return { sentence, document, traits, ...(frame ? { frame } : {}), ...(role ? { role } : {}) };
}

/** The document network (actor type and the two traits over the whole text) and the traits network (the central sentence). */
function trainTraitNets(docs: CorpusDocument[], S: typeof READER_SETTINGS, seed: number): Pick<ReaderNets, 'document'> & { traits: NonNullable<ReaderNets['traits']> } {
  const document = trainNet(DOCUMENT_HEADS, documentExamples(docs, S.docBuckets), { ...S, seed, buckets: S.docBuckets, epochs: S.docEpochs, lr: S.docLr, hidden: 0 });
  const traits = trainNet(TRAIT_HEADS, traitExamples(docs, S.traits.buckets, S.traits.families), { ...S.traits, batch: S.batch, seed, denseDim: DENSE_DIM });
  return { document, traits };
}

/**
 * Platt scaling of the two traits (read.ts `traitProbabilities`), fitted on out-of-fold
 * predictions: the writers are dealt into `S.traitCalibrationFolds` folds (sorted, round robin),
 * each fold's documents are read by document and traits networks trained on the other folds, at
 * their labelled central sentence. Writers, not documents, are held out, as for every figure of the
 * reader (a writer's own wording would otherwise make the fit overconfident).
 * @returns the parameters per trait; the identity ({ a: 0, b: 1 }) when there are too few writers.
 */
export function fitTraitCalibration(docs: CorpusDocument[], S: typeof READER_SETTINGS, seed: number): NonNullable<ReaderNets['traitCalibration']> {
  const writers = [...new Set(docs.map((d) => d.writer))].sort();
  const k = Math.min(S.traitCalibrationFolds, writers.length);
  if (k < 2) return { takesBackOwned: { a: 0, b: 1 }, identitySalient: { a: 0, b: 1 } };
  const owned: { p: number; y: number }[] = [];
  const identity: { p: number; y: number }[] = [];
  for (let f = 0; f < k; f++) {
    const held = new Set(writers.filter((_, i) => i % k === f));
    const nets = trainTraitNets(docs.filter((d) => !held.has(d.writer)), S, seed);
    for (const d of docs) {
      if (!held.has(d.writer) || d.central === null || d.central === undefined) continue;
      const t = traitProbabilities([nets], d.sentences.map((s) => s.text), d.sentences[d.central]!.text);
      owned.push({ p: t.takesBackOwned, y: d.takes_back_owned ? 1 : 0 });
      identity.push({ p: t.identitySalient, y: d.identity_salient ? 1 : 0 });
    }
  }
  const fit: (pts: { p: number; y: number }[]) => PlattParams = plattFit;
  return { takesBackOwned: fit(owned), identitySalient: fit(identity) };
}

/**
 * A seed ensemble: one reader per seed (the first seed's reader holds the others as `members`),
 * with the traits' calibration fitted for the first seed when `choices.calibrateTraits` is not false.
 * @throws Error when `seeds` is empty.
 */
export function trainReaderEnsemble(docs: CorpusDocument[], S: typeof READER_SETTINGS, seeds: readonly number[], choices?: TrainReaderChoices): ReaderNets {
  if (!seeds.length) throw new Error('A reader needs at least one seed');
  const [first, ...rest] = seeds.map((seed) => trainReaderNets(docs, S, seed, choices));
  const traitCalibration = choices?.calibrateTraits === false ? undefined : fitTraitCalibration(docs, S, seeds[0]!);
  return { ...first!, ...(rest.length ? { members: rest } : {}), ...(traitCalibration ? { traitCalibration } : {}) };
}

/**
 * An ensemble whose members may train on different writer sets (settings.ts `ensembleMembers`): each
 * member on the documents of writers up to its `lastWriter` (all when absent), the first member
 * holding the others; the traits' calibration fitted on all documents with the first seed.
 * @throws Error when `members` is empty or a member's writer set is empty.
 */
export function trainMemberEnsemble(docs: CorpusDocument[], S: typeof READER_SETTINGS, members: readonly EnsembleMember[]): ReaderNets {
  if (!members.length) throw new Error('A reader needs at least one member');
  const nets = members.map((m) => {
    const own = m.lastWriter ? docs.filter((d) => d.writer <= m.lastWriter!) : docs;
    if (!own.length) throw new Error(`No documents up to writer ${m.lastWriter}`);
    return trainReaderNets(own, S, m.seed);
  });
  const [first, ...rest] = nets;
  return { ...first!, ...(rest.length ? { members: rest } : {}), traitCalibration: fitTraitCalibration(docs, S, members[0]!.seed) };
}
