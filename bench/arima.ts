/**
 * Automatic ARIMA (src/engine/forecast/arima.ts) on M3 and M4 Hourly: sMAPE, MASE and OWA relative
 * to the benchmark Naive2 of ../shared (layout and scoring in ../shared/m3/README.md), the same for
 * R's `auto.arima` forecasts stored there (forecast 8.20), coverage of the 95 % intervals, the
 * share of series whose forecasts match R's within 1 %, and CPU seconds per series (the process's
 * user + system time: one core, unaffected by other processes on a shared machine).
 *
 *   npm run bench:arima -- Monthly [--limit N] [--every K] [--max-refits R]
 *   (sets: Yearly, Quarterly, Monthly, Other, Hourly)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSeriesFile as readM4 } from './mdata.js';
import { autoArimaHK } from '../src/engine/forecast/arima.js';
import { mase, maseScale, smape } from '../src/engine/forecast/stats.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.resolve(ROOT, '../shared');
const set = process.argv[2] ?? 'Monthly';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const limit = arg('--limit', Infinity);
const every = arg('--every', 1);
const maxRefits = arg('--max-refits', Infinity);

const SETS: Record<string, { h: number; m: number; dir: string; prefix: string; naive2: string; r?: string }> = {
  Yearly: { h: 6, m: 1, dir: 'm3', prefix: 'M3-Yearly', naive2: 'benchmarks/M3-Yearly-Naive2.csv', r: 'benchmarks/M3-Yearly-R-ARIMA' },
  Quarterly: { h: 8, m: 4, dir: 'm3', prefix: 'M3-Quarterly', naive2: 'benchmarks/M3-Quarterly-Naive2.csv', r: 'benchmarks/M3-Quarterly-R-ARIMA' },
  Monthly: { h: 18, m: 12, dir: 'm3', prefix: 'M3-Monthly', naive2: 'benchmarks/M3-Monthly-Naive2.csv', r: 'benchmarks/M3-Monthly-R-ARIMA' },
  Other: { h: 8, m: 1, dir: 'm3', prefix: 'M3-Other', naive2: 'benchmarks/M3-Other-Naive2.csv', r: 'benchmarks/M3-Other-R-ARIMA' },
  Hourly: { h: 48, m: 24, dir: 'm4', prefix: 'Hourly', naive2: 'benchmarks/official/Naive2.csv' },
};
const cfg = SETS[set];
if (!cfg) throw new Error(`Unknown set ${set}; one of ${Object.keys(SETS).join(', ')}`);
const dir = path.join(SHARED, cfg.dir);
const train = readM4(path.join(dir, `${cfg.prefix}-train.csv`));
const test = readM4(path.join(dir, `${cfg.prefix}-test.csv`));
const naive2 = readM4(path.join(dir, cfg.naive2));
const rPoint = cfg.r ? readM4(path.join(dir, `${cfg.r}.csv`)) : null;
const rLo = cfg.r ? readM4(path.join(dir, `${cfg.r}-lo95.csv`)) : null;
const rHi = cfg.r ? readM4(path.join(dir, `${cfg.r}-hi95.csv`)) : null;
const ids = [...train.keys()].filter((_, i) => i % every === 0).slice(0, limit);

const acc = { ours: { s: 0, m: 0, cov: 0 }, r: { s: 0, m: 0, cov: 0 }, naive2: { s: 0, m: 0 } };
let seconds = 0;
let worst = 0;
let failed = 0;
let sameAsR = 0;
const orders = new Map<string, number>();
for (const id of ids) {
  const y = train.get(id)!;
  const yt = test.get(id)!;
  const scale = maseScale(y, cfg.m);
  const t0 = process.cpuUsage();
  let f: { point: Float64Array; lower95: Float64Array; upper95: Float64Array };
  try {
    const r = autoArimaHK(y, cfg.m, Number.isFinite(maxRefits) ? { maxRefits } : {});
    f = r.fit.forecast(cfg.h);
    const o = `${r.fit.order.join(',')}${r.fit.seasonal.period > 1 ? `(${r.fit.seasonal.order.join(',')})` : ''}${r.fit.constant ? '+c' : ''}`;
    orders.set(o, (orders.get(o) ?? 0) + 1);
  } catch {
    // No acceptable model: scored as the naive forecast with a zero-width interval.
    failed++;
    const last = y[y.length - 1]!;
    f = { point: new Float64Array(cfg.h).fill(last), lower95: new Float64Array(cfg.h).fill(last), upper95: new Float64Array(cfg.h).fill(last) };
  }
  const used = process.cpuUsage(t0);
  const secs = (used.user + used.system) / 1e6;
  seconds += secs;
  worst = Math.max(worst, secs);
  acc.ours.s += smape(yt, f.point);
  acc.ours.m += mase(yt, f.point, scale);
  for (let i = 0; i < cfg.h; i++) if (yt[i]! >= f.lower95[i]! && yt[i]! <= f.upper95[i]!) acc.ours.cov++;
  acc.naive2.s += smape(yt, naive2.get(id)!);
  acc.naive2.m += mase(yt, naive2.get(id)!, scale);
  if (rPoint) {
    const rp = rPoint.get(id)!;
    acc.r.s += smape(yt, rp);
    acc.r.m += mase(yt, rp, scale);
    for (let i = 0; i < cfg.h; i++) if (yt[i]! >= rLo!.get(id)![i]! && yt[i]! <= rHi!.get(id)![i]!) acc.r.cov++;
    const scaleR = rp.reduce((s, v) => s + Math.abs(v), 0) / cfg.h;
    let close = true;
    for (let i = 0; i < cfg.h; i++) if (Math.abs(f.point[i]! - rp[i]!) > 0.01 * scaleR) close = false;
    if (close) sameAsR++;
  }
}
const n = ids.length;
const owa = (a: { s: number; m: number }) => 0.5 * (a.s / acc.naive2.s + a.m / acc.naive2.m);
console.log(`M3/M4 ${set}: ${n} series, h=${cfg.h}, m=${cfg.m}`);
console.log(`  ours      sMAPE ${(acc.ours.s / n).toFixed(3)}  MASE ${(acc.ours.m / n).toFixed(3)}  OWA ${owa(acc.ours).toFixed(3)}  cov95 ${(acc.ours.cov / (n * cfg.h)).toFixed(3)}  failed ${failed}`);
if (rPoint) console.log(`  R arima   sMAPE ${(acc.r.s / n).toFixed(3)}  MASE ${(acc.r.m / n).toFixed(3)}  OWA ${owa(acc.r).toFixed(3)}  cov95 ${(acc.r.cov / (n * cfg.h)).toFixed(3)}  (same subset)`);
console.log(`  Naive2    sMAPE ${(acc.naive2.s / n).toFixed(3)}  MASE ${(acc.naive2.m / n).toFixed(3)}`);
if (rPoint) console.log(`  forecasts within 1 % (of R's mean absolute forecast) of R's at every step: ${sameAsR} of ${n} (${((100 * sameAsR) / n).toFixed(1)} %)`);
console.log(`  CPU seconds per series: mean ${(seconds / n).toFixed(4)}, max ${worst.toFixed(3)}`);
console.log(`  most chosen: ${[...orders].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([o, c]) => `${o} ×${c}`).join(', ')}`);
