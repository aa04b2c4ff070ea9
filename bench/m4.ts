/**
 * Forecaster bench on M4 Hourly (issue 4 item 6): all 414 series, h = 48, m = 24. Checks first
 * that the scorer reproduces the README's figures for the official Naive2 and sNaive and the
 * recomputed Theta; then prints sMAPE, MASE and OWA (vs the official Naive2) for every model and
 * the final method, interval coverage at 80/95 %, and seconds per series.
 *
 *   npm run bench:m4 [-- --limit N]
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readM4 } from './m4data.js';
import { forecastSeries, seasonContext } from '../src/engine/index.js';
import { MODELS } from '../src/engine/forecast/forecaster.js';
import { mase, maseScale, smape } from '../src/engine/forecast/stats.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const M4 = process.env.M4_DIR ?? path.resolve(ROOT, '../shared/m4');
const H = 48;
const M = 24;
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : Infinity;

const train = readM4(path.join(M4, 'Hourly-train.csv'));
const test = readM4(path.join(M4, 'Hourly-test.csv'));
const ids = [...train.keys()].slice(0, limit);

function score(forecasts: Map<string, ArrayLike<number>>) {
  let s = 0;
  let m = 0;
  let count = 0;
  for (const id of ids) {
    const f = forecasts.get(id)!;
    const y = test.get(id)!;
    s += smape(y, f) * y.length;
    m += mase(y, f, maseScale(train.get(id)!, M)) * y.length;
    count += y.length;
  }
  return { smape: s / count, mase: m / count };
}

const naive2 = score(readM4(path.join(M4, 'benchmarks/official/Naive2.csv')));
const owa = (r: { smape: number; mase: number }) => 0.5 * (r.smape / naive2.smape + r.mase / naive2.mase);
const row = (name: string, r: { smape: number; mase: number }, extra = '') =>
  console.log(`${name.padEnd(34)} ${r.smape.toFixed(3).padStart(8)} ${r.mase.toFixed(3).padStart(8)} ${owa(r).toFixed(3).padStart(7)}  ${extra}`);

console.log(`M4 Hourly, ${ids.length} series, h=${H}, m=${M}; ${os.cpus()[0]?.model ?? ''}, node ${process.version}`);
if (ids.length === 414) {
  const expected: [string, string, number, number, number][] = [
    ['official Naive2', 'official/Naive2.csv', 18.383, 2.395, 1.0],
    ['official sNaive', 'official/sNaive.csv', 13.912, 1.193, 0.628],
    ['recomputed Theta', 'recomputed/Theta.csv', 18.138, 2.455, 1.006],
  ];
  console.log('\nScorer check against the README (sMAPE / MASE / OWA):');
  let ok = true;
  for (const [name, file, es, em, eo] of expected) {
    const r = score(readM4(path.join(M4, 'benchmarks', file)));
    const match = Math.abs(r.smape - es) < 0.0015 && Math.abs(r.mase - em) < 0.0015 && Math.abs(owa(r) - eo) < 0.0015;
    ok &&= match;
    console.log(`  ${name.padEnd(18)} ${r.smape.toFixed(3)} / ${r.mase.toFixed(3)} / ${owa(r).toFixed(3)}  expected ${es} / ${em} / ${eo}  ${match ? 'ok' : 'MISMATCH'}`);
  }
  if (!ok) {
    console.error('The scorer does not reproduce the README: figures below are not comparable.');
    process.exit(1);
  }
}

const perModel = MODELS.map(() => new Map<string, Float64Array>());
const finals = new Map<string, Float64Array>();
const chosen = new Map<string, number>();
let in80 = 0;
let in95 = 0;
let points = 0;
let bt80 = 0;
let bt95 = 0;
let btN = 0;
let seconds = 0;
for (const id of ids) {
  const y = train.get(id)!;
  const ctx = seasonContext('hourly', y.length, M);
  const t0 = process.hrtime.bigint();
  const r = forecastSeries(y, H, ctx);
  seconds += Number(process.hrtime.bigint() - t0) / 1e9;
  finals.set(id, r.point);
  const kind = r.model.replace(/:.*$/, ')');
  chosen.set(kind, (chosen.get(kind) ?? 0) + 1);
  const actual = test.get(id)!;
  actual.forEach((a, j) => {
    points++;
    if (a >= r.lower80[j]! && a <= r.upper80[j]!) in80++;
    if (a >= r.lower95[j]! && a <= r.upper95[j]!) in95++;
  });
  if (r.backtest.coverage_80 !== null) {
    bt80 += r.backtest.coverage_80;
    bt95 += r.backtest.coverage_95!;
    btN++;
  }
  MODELS.forEach((m, i) => {
    const f = m.forecast(y, H, ctx);
    perModel[i]!.set(id, f && f.every(Number.isFinite) ? f : new Float64Array(H).fill(y[y.length - 1]!));
  });
}

console.log('\nmethod                               sMAPE     MASE     OWA');
MODELS.forEach((m, i) => row(m.name, score(perModel[i]!)));
row('final (chosen per series)', score(finals), `${(seconds / ids.length).toFixed(3)} s/series`);
console.log(`\nintervals on the test period: 80 % covers ${(in80 / points).toFixed(3)}, 95 % covers ${(in95 / points).toFixed(3)}`);
console.log(`intervals on the backtest (cross-fitted, mean over series): 80 % ${(bt80 / btN).toFixed(3)}, 95 % ${(bt95 / btN).toFixed(3)}`);
console.log(`methods chosen: ${[...chosen.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log('reference OWA on Hourly: sNaive 0.628, M4 winner 0.440, FFORMA 0.484, best entry 0.410');
