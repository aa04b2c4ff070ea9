/**
 * Trains the expected-severity network (src/engine/reader/severity.ts) on the whole corpus
 * (data/corpus, each document's `writer_severity`, read without its reason and relief sentences:
 * severity.ts `bareDocument`) and writes src/engine/reader/severity-model.data.ts.
 * First prints its figure on writers it never trained on: the writers dealt into
 * SEVERITY_SETTINGS.folds folds (sorted, round robin), each fold read by a network trained on the
 * others; Spearman and MAE of the expected severity against the writers' own.
 * Reproducible: the same corpus and settings give the same file.
 *   npm run train:severity
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadCorpus } from './corpus.js';
import { trainNet, type Example } from './train-net.js';
import { SEVERITY_SETTINGS as S } from './settings.js';
import { serializeNet } from '../../src/engine/reader/net.js';
import { severityFeatures } from '../../src/engine/reader/features.js';
import { expectedSeverity, severityDense, SEVERITY_HEADS, type SerializedSeverityModel } from '../../src/engine/reader/severity.js';
import type { CorpusDocument } from '../../src/contracts/corpus.js';
import { mean, spearman } from '../../src/engine/stats.js';
import { bareOf } from './severity-input.js';

const target = path.resolve(process.env.SEVERITY_OUT ?? 'src/engine/reader/severity-model.data.ts');
// SEVERITY_EXCLUDE (comma-separated writer ids, or ranges "w77-w96") leaves writers out, so that writers stay
// unseen for the recalibration (recalibrate-severity.ts fits on the writers the network never saw).
const excluded = new Set(
  (process.env.SEVERITY_EXCLUDE ?? '').split(',').filter(Boolean).flatMap((x) => {
    const m = /^w(\d+)-w(\d+)$/.exec(x);
    return m ? Array.from({ length: Number(m[2]) - Number(m[1]) + 1 }, (_, i) => `w${String(Number(m[1]) + i).padStart(2, '0')}`) : [x];
  }),
);
const docs = loadCorpus().filter((d) => !excluded.has(d.writer));
if (!docs.length) {
  console.error('No corpus in data/corpus.');
  process.exit(2);
}
const t0 = Date.now();
// The bare document (severity.ts `bareDocument`), by the corpus's own roles.
// Read once per document (the reader's reading, with SEVERITY_ROLES=reader, costs milliseconds a document).
const bareCache = new Map<CorpusDocument, ReturnType<typeof bareOf>>();
const bare = (d: CorpusDocument) => {
  let b = bareCache.get(d);
  if (!b) bareCache.set(d, (b = bareOf(d)));
  return b;
};
const example = (d: CorpusDocument): Example => {
  const b = bare(d);
  return { ids: severityFeatures(b.sentences, b.central, S.buckets), ...(S.denseDim ? { dense: severityDense(b.sentences, b.central) } : {}), targets: [d.writer_severity] };
};
const train = (ds: CorpusDocument[]) => trainNet(SEVERITY_HEADS, ds.map(example), { ...S });

const writers = [...new Set(docs.map((d) => d.writer))].sort();
const predicted = new Array<number>(docs.length).fill(0);
const logits: number[][] = new Array(docs.length);
for (let f = 0; f < S.folds; f++) {
  const held = new Set(writers.filter((_, i) => i % S.folds === f));
  const net = train(docs.filter((d) => !held.has(d.writer)));
  docs.forEach((d, i) => {
    if (!held.has(d.writer)) return;
    const b = bare(d);
    const e = expectedSeverity(b.sentences, b.central, net);
    predicted[i] = e.severity;
    logits[i] = e.distribution.map((p) => Math.log(Math.max(p, 1e-12)));
  });
}
// Temperature scaling (Guo et al. 2017, "On Calibration of Modern Neural Networks"): the T that
// minimises the held-out writers' negative log-likelihood, on a grid.
let temperature = 1;
let bestNll = Infinity;
for (let t = 0.5; t <= 4.0001; t += 0.1) {
  let nll = 0;
  docs.forEach((d, i) => {
    const z = logits[i]!.map((l) => l / t);
    const m = Math.max(...z);
    const lse = m + Math.log(z.reduce((s, v) => s + Math.exp(v - m), 0));
    nll += lse - z[d.writer_severity]!;
  });
  if (nll < bestNll - 1e-9) [bestNll, temperature] = [nll, Math.round(t * 10) / 10];
}
const truth = docs.map((d) => d.writer_severity);
const heldOut = { spearman: round(spearman(predicted, truth)), mae: round(mean(predicted.map((p, i) => Math.abs(p - truth[i]!)))), folds: S.folds };
console.log(`held-out writers (${S.folds} folds): Spearman ${heldOut.spearman}, MAE ${heldOut.mae} (predicting the mean: ${round(mean(truth.map((t) => Math.abs(t - mean(truth)))))}); temperature ${temperature} (mean NLL ${round(bestNll / docs.length)})`);

const model: SerializedSeverityModel = {
  trainedOn: { documents: docs.length, writers },
  settings: S,
  heldOut,
  temperature,
  net: serializeNet(train(docs), { bits: 4, logScale: true }),
};
const header = `/** The shipped expected-severity network (src/engine/reader/severity.ts), written by scripts/reader/train-severity.ts from data/corpus. Do not edit. */\nimport type { SerializedSeverityModel } from './severity.js';\n\n`;
fs.writeFileSync(target, `${header}export const SEVERITY_MODEL: SerializedSeverityModel = ${JSON.stringify(model)};\n`);
console.log(`wrote ${path.relative(process.cwd(), target)} (${(fs.statSync(target).size / 1e6).toFixed(2)} MB), trained on ${docs.length} documents of ${writers.length} writers, in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
