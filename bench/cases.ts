/**
 * Case bench (issue 9): the engine on the real cases of ../shared/cases/dev.json, in-sample and
 * under cross-validation, beside baselines that need no understanding, under the same folds.
 *
 * 1. In-sample table: every case under the shipped calibration.
 * 2. Repeated stratified 5-fold CV (stratified by severity; fold seeds 1..R) and leave-one-
 *    domain-out, with every fit inside the folds: Spearman(risk, severity), AUC(risk, reversed),
 *    MAE on 0–4 after the quintile map. Out-of-fold risks are pooled per repeat and scored;
 *    figures are mean ± sd over repeats. LODO pools all held-out domains into one figure.
 * 3. Baselines under the same folds (bench/baselines.ts): training mean severity, training mean
 *    per domain, TF-IDF ridge on the scenario text.
 * 4. The engine against the best baseline on each figure, and the goal line.
 *
 *   npm run bench:cases                      5 repeats of 5-fold CV, LODO, baselines
 *   npm run bench:cases -- --quick           1 repeat
 *   npm run bench:cases -- --repeats N       N repeats
 *   npm run bench:cases -- --threads N       worker threads for the engine (default: all cores)
 *   npm run bench:cases -- --agents N        agents per engine prediction (default 1000)
 *   npm run bench:cases -- --fit             first refit on all cases and write src/engine/calibration.data.ts
 *   CASES=path/to/cases.json                 another case file of the same shape
 *
 * The engine is reached only through bench/engine-adapter.ts (fit, predict, read).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, fitPredict, leaveOneGroupOut, repeatedStratifiedFolds, scoreRisks, type CvModel, type FitPredict, type Fold, type Labels, type Scores } from './cv.js';
import { domainMeanBaseline, meanBaseline, severityToRisk, tfidfRidgeBaseline } from './baselines.js';
import { DEFAULT_PREDICT_AGENTS, PRIOR, SHIPPED_CALIBRATION, engineSettings, fitAndWriteCalibration, riskToSeverity, type BenchCase, type EngineCalibration, type EngineReading } from './engine-adapter.js';
import { createBenchPool, type BenchPool } from './engine-pool.js';
import { comparableModel } from './comparable.js';
import { expectedAnchor } from '../src/engine/reference/anchor.js';

const K = 5;
const DEFAULT_REPEATS = 5;
/** Cases per in-sample read task (small enough to spread over the threads). */
const READ_CHUNK = 8;

function flag(name: string): number | undefined {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 1) {
    console.error(`${name} needs a positive integer`);
    process.exit(2);
  }
  return v;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const casesPath = process.env.CASES ?? path.resolve(ROOT, '../shared/cases/dev.json');
if (!fs.existsSync(casesPath)) {
  console.error(`No case file at ${casesPath} (set CASES=…)`);
  process.exit(2);
}
const cases: BenchCase[] = (JSON.parse(fs.readFileSync(casesPath, 'utf8')) as BenchCase[]).map(({ id, domain, scenario, severity, reversed }) => ({ id, domain, scenario, severity, reversed }));
const repeats = process.argv.includes('--quick') ? 1 : (flag('--repeats') ?? DEFAULT_REPEATS);
const threads = flag('--threads') ?? Math.max(1, os.cpus().length);
const nAgents = flag('--agents') ?? DEFAULT_PREDICT_AGENTS;
const labels: Labels = { severity: cases.map((c) => c.severity), reversed: cases.map((c) => c.reversed) };

const t0 = Date.now();
const count = (xs: readonly (string | number)[]) => [...new Set(xs)].sort().map((v) => `${v}: ${xs.filter((x) => x === v).length}`).join(', ');
console.log(`cases: ${cases.length} from ${path.relative(ROOT, casesPath)}; severity {${count(labels.severity)}}; ${labels.reversed.filter(Boolean).length} reversed; ${new Set(cases.map((c) => c.domain)).size} domains`);
console.log(`engine ${engineSettings(nAgents)}`);

let shipped = SHIPPED_CALIBRATION;
if (process.argv.includes('--fit')) {
  const t = Date.now();
  shipped = fitAndWriteCalibration(cases, ROOT, path.basename(casesPath));
  console.log(`--fit: refitted on all ${cases.length} cases in ${((Date.now() - t) / 1000).toFixed(1)} s and wrote src/engine/calibration.data.ts: ${JSON.stringify(shipped)}`);
}

const pool: BenchPool = createBenchPool(cases, threads);
const all = [...cases.keys()];
const chunks = Array.from({ length: Math.ceil(cases.length / READ_CHUNK) }, (_, c) => all.slice(c * READ_CHUNK, (c + 1) * READ_CHUNK));
async function readAll(calibration: EngineCalibration): Promise<EngineReading[]> {
  const parts = await Promise.all(chunks.map((test) => pool.run({ kind: 'read', calibration, test, nAgents })));
  return parts.flatMap((p) => p.readings);
}
const engineFitPredict: FitPredict = async (fold) => (await pool.run({ kind: 'fit-predict', train: fold.train, test: fold.test, nAgents })).risks;

const cvFolds = repeatedStratifiedFolds(labels.severity, K, repeats);
const lodoFolds: Fold[][] = [leaveOneGroupOut(cases.map((c) => c.domain))];
type Result = Awaited<ReturnType<typeof evaluate>>;
const score = (run: FitPredict) => Promise.all([evaluate(cvFolds, labels, riskToSeverity, run), evaluate(lodoFolds, labels, riskToSeverity, run)]);

// Engine work goes to the threads at once, the fits first (they are the long part).
const engineP = score(engineFitPredict);
const inSampleP = readAll(shipped);
const priorP = readAll(PRIOR);

// Baselines run on the main thread meanwhile.
const ridge = tfidfRidgeBaseline(cases.map((c) => c.scenario), labels.severity);
const baselines: { name: string; cv: Result; lodo: Result }[] = [];
for (const b of [meanBaseline(labels.severity), domainMeanBaseline(labels.severity, cases.map((c) => c.domain)), ridge] as CvModel<unknown>[]) {
  const [cv, lodo] = await score(fitPredict(b));
  baselines.push({ name: b.name, cv, lodo });
}

// Comparable real cases (issue 20 item 4): reader profile → nearest training cases of the reference library.
const comparable = comparableModel(cases);
const [comparableCv, comparableLodo] = await score(fitPredict(comparable));

// The expected severity alone (src/engine/reader/severity.ts): trained on the corpus only, it fits
// nothing on the cases, so its out-of-fold risk is its risk. A text with no change read gets severity 2.
const expectedRisks = comparable.readings.map((r) => expectedAnchor(r)?.risk ?? severityToRisk(2));
const [expectedCv, expectedLodo] = await score((fold) => fold.test.map((i) => expectedRisks[i]!));

// An engine that fails (e.g. mid-rewrite) leaves the baselines to print.
const engine = await Promise.all([inSampleP, priorP, engineP]).then(
  async ([inSample, prior, [cv, lodo]]) => {
    // The prior weights fit nothing: their out-of-fold risk is their in-sample risk.
    const [priorCv, priorLodo] = await score((fold) => fold.test.map((i) => prior[i]!.risk));
    return { inSample, prior, cv, lodo, priorCv, priorLodo };
  },
  (err: Error) => {
    console.log(`\nENGINE FAILED, baselines only: ${err.stack ?? err.message}`);
    return null;
  },
);
await pool.destroy();

// 1. In-sample table.
const f3 = (x: number) => (Number.isNaN(x) ? 'n/a' : x.toFixed(3));
const fmtScores = (s: Scores) => `Spearman ${f3(s.spearman)}   AUC(reversed) ${f3(s.auc)}   MAE(0–4) ${f3(s.mae)}`;
if (engine) {
  console.log(`\n1. In-sample, shipped calibration ${JSON.stringify(shipped)}`);
  console.log(`${'id'.padEnd(34)} ${'domain'.padEnd(15)} sev rev   risk pred level     top failure mode`);
  cases.forEach((c, i) => {
    const r = engine.inSample[i]!;
    console.log(
      `${c.id.padEnd(34)} ${c.domain.padEnd(15)} ${String(c.severity).padStart(3)} ${(c.reversed ? 'yes' : 'no').padEnd(3)} ${String(r.risk).padStart(6)} ${String(riskToSeverity(r.risk)).padStart(4)} ${r.level.padEnd(9)} ${r.topFailureMode}`,
    );
  });
  console.log(`in-sample, shipped calibration:    ${fmtScores(scoreRisks(engine.inSample.map((r) => r.risk), labels, riskToSeverity))}`);
  console.log(`in-sample, prior weights (no fit): ${fmtScores(scoreRisks(engine.prior.map((r) => r.risk), labels, riskToSeverity))}`);
}

// 2–3. Cross-validation, engine and baselines under the same folds.
interface Row {
  name: string;
  cv: Result;
  lodo: Result;
}
const pm = (m: { mean: number; sd: number }) => (Number.isNaN(m.mean) ? 'n/a' : Number.isNaN(m.sd) ? f3(m.mean) : `${f3(m.mean)} ± ${f3(m.sd)}`);
const engineRows: Row[] = engine
  ? [
      { name: 'engine (fitted in each fold)', cv: engine.cv, lodo: engine.lodo },
      { name: 'engine, prior weights (no fit)', cv: engine.priorCv, lodo: engine.priorLodo },
    ]
  : [];
engineRows.push({ name: 'comparable cases (k nearest)', cv: comparableCv, lodo: comparableLodo });
engineRows.push({ name: 'expected severity (corpus net)', cv: expectedCv, lodo: expectedLodo });
console.log(
  `\n2. Cross-validation, every fit inside the folds. ${K}-fold stratified by severity, ${repeats} repeat${repeats > 1 ? 's' : ''} (fold seeds 1..${repeats}): ` +
    `out-of-fold risks pooled per repeat, mean ± sd over repeats. LODO: leave-one-domain-out (${lodoFolds[0]!.length} domains), held-out risks pooled.`,
);
console.log(`3. Baselines predict a severity s, scored as the risk 20·s + 10; a prediction constant within each fold has no Spearman (n/a) and AUC 0.5.`);
const col = 17;
console.log(`${'model'.padEnd(32)}${`${K}-fold Spearman`.padEnd(col)}${`${K}-fold AUC`.padEnd(col)}${`${K}-fold MAE`.padEnd(col)}${'LODO Spearman'.padEnd(14)}${'LODO AUC'.padEnd(10)}LODO MAE`);
for (const r of [...engineRows, ...baselines.map((b) => ({ ...b, name: `baseline: ${b.name}` }))]) {
  const s = r.cv.summary;
  const l = r.lodo.perRun[0]!;
  console.log(`${r.name.padEnd(32)}${pm(s.spearman).padEnd(col)}${pm(s.auc).padEnd(col)}${pm(s.mae).padEnd(col)}${f3(l.spearman).padEnd(14)}${f3(l.auc).padEnd(10)}${f3(l.mae)}`);
}
const kCounts = new Map<number, number>();
for (const k of comparable.chosen) kCounts.set(k, (kCounts.get(k) ?? 0) + 1);
console.log(`comparable cases: reader profile of each scenario, similarity-weighted severity of the k nearest training cases of data/reference/cases.jsonl; k by leave-one-out MAE per training fold, chosen ${[...kCounts].sort((a, b) => a[0] - b[0]).map(([k, n]) => `k=${k} ×${n}`).join(', ')}`);
const tally = (xs: readonly (number | string)[]) => [...xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<number | string, number>())].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([v, n]) => `${v} ×${n}`).join(', ');
if (pool.fitted.length) {
  console.log(
    `engine fits: reference weight w ${tally(pool.fitted.map((c) => c.referenceWeight))}; expected-severity weight w_s ${tally(pool.fitted.map((c) => c.severityWeight))}, scale s ${tally(pool.fitted.map((c) => c.severityScale))}; k ${tally(pool.fitted.map((c) => c.referenceK))}; ` +
      `pressure gain median ${[...pool.fitted.map((c) => c.pressureGain)].sort((a, b) => a - b)[Math.floor(pool.fitted.length / 2)]}`,
  );
}
const lambdaCounts = new Map<number, number>();
for (const l of ridge.chosen) lambdaCounts.set(l, (lambdaCounts.get(l) ?? 0) + 1);
console.log(`TF-IDF ridge: unigrams+bigrams (min df 2), smoothed idf, L2 rows; penalty by inner 5-fold CV per training fold, chosen ${[...lambdaCounts].sort((a, b) => a[0] - b[0]).map(([l, n]) => `λ=${l} ×${n}`).join(', ')}`);

// Per held-out domain (LODO): MAE of the engine and of each baseline.
const perDomain = [...engineRows.slice(0, 1), ...baselines];
const maeOn = (risks: readonly number[], idx: readonly number[]) => idx.reduce((s, i) => s + Math.abs(riskToSeverity(risks[i]!) - labels.severity[i]!), 0) / idx.length;
console.log(`\nLODO per held-out domain, MAE(0–4): ${perDomain.map((r) => r.name).join(' | ')}`);
for (const d of lodoFolds[0]!) {
  const meanSev = d.test.reduce((s, i) => s + labels.severity[i]!, 0) / d.test.length;
  const maes = perDomain.map((r) => maeOn(r.lodo.pooled[0]!.risks, d.test).toFixed(2));
  console.log(`  ${d.label.padEnd(16)} n=${String(d.test.length).padStart(2)} mean severity ${meanSev.toFixed(2)}   ${maes.join(' | ')}`);
}

// 4. The engine against the best baseline on each figure, and the goal.
const higher = { spearman: true, auc: true, mae: false } as const;
const figures = (['cv', 'lodo'] as const).flatMap((split) =>
  (['spearman', 'auc', 'mae'] as const).map((metric) => {
    const value = (r: Row) => (split === 'cv' ? r.cv.summary[metric].mean : r.lodo.perRun[0]![metric]);
    const best = baselines.filter((b) => !Number.isNaN(value(b))).reduce((a, b) => ((higher[metric] ? value(b) > value(a) : value(b) < value(a)) ? b : a));
    const name = `${split === 'cv' ? `${K}-fold` : 'LODO'} ${metric === 'mae' ? 'MAE' : metric === 'auc' ? 'AUC' : 'Spearman'}`;
    if (!engine) return `${name}: best baseline ${f3(value(best))} (${best.name})`;
    const e = value(engineRows[0]!);
    return `${name} ${f3(e)} vs ${f3(value(best))} (${best.name}) ${(higher[metric] ? e > value(best) : e < value(best)) ? 'engine better' : 'baseline better'}`;
  }),
);
console.log(`\n4. engine vs best baseline: ${figures.join('; ')}`);
const cvS = engine?.cv.summary;
console.log(
  `goal: 5-fold Spearman ≥ 0.55, AUC ≥ 0.75 — ${
    cvS
      ? `now ${f3(cvS.spearman.mean)} (${cvS.spearman.mean >= 0.55 ? 'met' : 'not met'}), ${f3(cvS.auc.mean)} (${cvS.auc.mean >= 0.75 ? 'met' : 'not met'})`
      : 'engine not measured'
  }`,
);

const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
console.log(
  `\nengine cost: ${pool.timings.fits.length} fits, ${(avg(pool.timings.fits) / 1000).toFixed(1)} s each on average; ${avg(pool.timings.predictions).toFixed(0)} ms per case prediction (${nAgents} agents); ${threads} worker thread${threads > 1 ? 's' : ''}`,
);
console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown'} (${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB), node ${process.version}, ${os.platform()} ${os.arch()}; total ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);
