/**
 * Trains the shipped reader on the whole corpus (data/corpus, docs/corpus.md) and writes
 * src/engine/reader/model.data.ts and model.bin (docs/engine.md "Reading"; the stored form:
 * scripts/reader/write-model.ts). Reproducible: the same corpus and settings
 * (scripts/reader/settings.ts) give the same files.
 *   npm run train:reader
 *   npm run train:reader -- --repack   (no training: converts a model.data.ts in the older form,
 *                                       base64 inline, into model.data.ts + model.bin)
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadCorpus } from './reader/corpus.js';
import { trainMemberEnsemble } from './reader/train-reader-nets.js';
import type { ReaderNets } from '../src/engine/reader/read.js';
import { READER_SETTINGS as S } from './reader/settings.js';
import { serializeNet, type SerializedReader } from '../src/engine/reader/net.js';
import { writeReaderModel } from './reader/write-model.js';

const target = path.resolve(process.env.READER_OUT ?? 'src/engine/reader/model.data.ts');
if (process.argv.includes('--repack')) {
  const old = (await import(path.resolve(target))) as { READER_MODEL: SerializedReader; READER_MODEL_FILE?: unknown };
  if (old.READER_MODEL_FILE) {
    console.log(`${target} is already in the binary form.`);
    process.exit(0);
  }
  const summary = fs.readFileSync(target, 'utf8').split('\n')[2]!.replace(/^ \* /, '');
  const w = writeReaderModel(old.READER_MODEL, summary, target);
  console.log(`repacked into ${w.data} and ${w.bin} (${(w.bytes / 1e6).toFixed(1)} MB)`);
  process.exit(0);
}

// READER_EXCLUDE (comma-separated writer ids) leaves writers out: the shipped model records the writers it was
// trained on (`trainedOn.writers`), and a writer added after it is left out to reproduce it.
const excluded = new Set((process.env.READER_EXCLUDE ?? '').split(',').filter(Boolean));
const docs = loadCorpus().filter((d) => !excluded.has(d.writer));
if (!docs.length) {
  console.error('No corpus in data/corpus.');
  process.exit(2);
}
const t0 = Date.now();
const nets = trainMemberEnsemble(docs, S, S.ensembleMembers);
const serializeReader = (n: Omit<ReaderNets, 'members' | 'traitCalibration'>) => ({
  sentence: serializeNet(n.sentence, { bits: S.embeddingBits, logScale: S.embeddingBits === 4 }),
  document: serializeNet(n.document, { bits: S.embeddingBits, logScale: S.embeddingBits === 4 }),
  ...(n.frame ? { frame: serializeNet(n.frame, { bits: S.embeddingBits, logScale: S.embeddingBits === 4 }) } : {}),
  ...(n.role ? { role: serializeNet(n.role, { bits: S.embeddingBits, logScale: S.embeddingBits === 4 }) } : {}),
  ...(n.traits ? { traits: serializeNet(n.traits, { bits: S.embeddingBits, logScale: S.embeddingBits === 4 }) } : {}),
});
const writers = [...new Set(docs.map((d) => d.writer))].sort();
const model = {
  trainedOn: { documents: docs.length, sentences: docs.reduce((a, d) => a + d.sentences.length, 0), writers },
  settings: S,
  ...serializeReader(nets),
  ...(nets.traitCalibration ? { traitCalibration: nets.traitCalibration } : {}),
  ...(nets.members?.length ? { members: nets.members.map(serializeReader) } : {}),
};
const summary = `An ensemble of ${S.ensembleMembers.length} (${S.ensembleMembers.map((m) => `seed ${m.seed} on ${m.lastWriter ? `writers up to ${m.lastWriter}` : 'all writers'}`).join(', ')}), trained on ${model.trainedOn.documents} documents, ${model.trainedOn.sentences} sentences, ${writers.length} writers.`;
const w = writeReaderModel(model as SerializedReader, summary, target);
console.log(`wrote ${w.data} and ${w.bin} (${(w.bytes / 1e6).toFixed(1)} MB) in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
