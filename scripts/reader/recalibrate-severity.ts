/**
 * Recalibrates the shipped expected-severity network's output on corpus writers it never trained on
 * (docs/decisions.md, thirteenth session): an expectation Σ k·P(k) regresses to the middle of the
 * scale (a text the network is unsure of reads 1.5 whatever it is), so harmless and severe texts sit
 * close together. The line expected ≈ c + d·truth, fitted by least squares over the documents of every
 * writer added after the network was trained (severity-model.data.ts `trainedOn.writers`), says how the
 * network compresses the writers' 0–4 scale; its inverse, truth ≈ (expected − c)/d (inverse regression,
 * as a measuring instrument is calibrated against known standards), puts each level back at its own
 * place: a = −c/d, b = 1/d. A report's level is categorical, so the level means are what must match; the
 * least-squares line the other way (truth on expected) would shrink toward the middle and lose the
 * levels for a lower MAE. The engine applies it clamped to [0, 4] (reference/anchor.ts `expectedAnchor`).
 * Writes src/engine/reader/severity-recalibration.data.ts.
 *   npx tsx scripts/reader/recalibrate-severity.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadCorpus } from './corpus.js';
import { SEVERITY_MODEL } from '../../src/engine/reader/severity-model.data.js';
import { shippedSeverityNet } from '../../src/engine/reader/severity-model.js';
import { expectedSeverity } from '../../src/engine/reader/severity.js';
import { bareOf } from './severity-input.js';
import { mean, spearman } from '../../src/engine/stats.js';

const seen = new Set(SEVERITY_MODEL.trainedOn.writers);
const docs = loadCorpus().filter((d) => !seen.has(d.writer));
if (docs.length < 100) {
  console.error(`Only ${docs.length} documents of writers the network never saw: too few to recalibrate.`);
  process.exit(2);
}
const net = shippedSeverityNet();
const pred = docs.map((d) => {
  const b = bareOf(d);
  return expectedSeverity(b.sentences, b.central, net).severity;
});
const truth = docs.map((d) => d.writer_severity);
const mx = mean(truth);
const my = mean(pred);
let sxy = 0;
let sxx = 0;
truth.forEach((x, i) => {
  sxy += (x - mx) * (pred[i]! - my);
  sxx += (x - mx) ** 2;
});
const d = sxy / sxx;
const c = my - d * mx;
const a = -c / d;
const b = 1 / d;
const mapped = pred.map((x) => Math.min(4, Math.max(0, a + b * x)));
const mae = (p: number[]) => mean(p.map((x, i) => Math.abs(x - truth[i]!)));
const byLevel = (p: number[]) => [0, 1, 2, 3, 4].map((l) => { const xs = p.filter((_, i) => truth[i] === l); return xs.length ? mean(xs).toFixed(2) : '-'; }).join(' / ');
const writers = [...new Set(docs.map((d) => d.writer))].sort();
const r3 = (x: number) => Math.round(x * 1000) / 1000;
console.log(`${docs.length} documents of ${writers.length} unseen writers (${writers[0]}–${writers.at(-1)}): Spearman ${r3(spearman(pred, truth))}`);
console.log(`expected ≈ ${r3(c)} + ${r3(d)}·truth, so truth ≈ ${r3(a)} + ${r3(b)}·expected; MAE ${r3(mae(pred))} → ${r3(mae(mapped))}`);
console.log(`mean by writer severity 0–4: ${byLevel(pred)} → ${byLevel(mapped)}`);
const target = path.resolve('src/engine/reader/severity-recalibration.data.ts');
const out = { a: r3(a), b: r3(b), documents: docs.length, writers, maeBefore: r3(mae(pred)), maeAfter: r3(mae(mapped)) };
fs.writeFileSync(
  target,
  `/** Written by scripts/reader/recalibrate-severity.ts: the shipped severity network's line onto the writers' scale, fitted on writers it never saw. Do not edit. */\nexport const SEVERITY_RECALIBRATION = ${JSON.stringify(out, null, 1)} as const;\n`,
);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
