/**
 * ETS bench on M3 (src/engine/forecast/ets.ts): `autoEts` on every series of a set, scored as M4
 * (sMAPE, MASE, OWA against the benchmark Naive2 of ../shared/m3/benchmarks), with the share of
 * test points inside our 95 % intervals, CPU seconds per series, and the same figures for R's
 * `forecast(ets(y))` from the benchmark files (../shared/m3/README.md), plus how often our choice
 * of model agrees with R's in spirit (its forecasts within 1 %).
 *
 *   npx tsx bench/m3-ets.ts [Yearly|Quarterly|Monthly|Other ...] [--limit N]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSeriesFile as readM4 } from './mdata.js';
import { autoEts } from '../src/engine/forecast/ets.js';
import { mase, maseScale, smape } from '../src/engine/forecast/stats.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const M3 = process.env.M3_DIR ?? path.resolve(ROOT, '../shared/m3');
const SETS: Record<string, { h: number; m: number }> = { Yearly: { h: 6, m: 1 }, Quarterly: { h: 8, m: 4 }, Monthly: { h: 18, m: 12 }, Other: { h: 8, m: 1 } };
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : Infinity;
const chosen = process.argv.slice(2).filter((a, i, all) => a in SETS && all[i - 1] !== '--limit');

for (const set of chosen.length ? chosen : Object.keys(SETS)) {
  const { h, m } = SETS[set]!;
  const file = (name: string) => path.join(M3, name);
  const train = readM4(file(`M3-${set}-train.csv`));
  const test = readM4(file(`M3-${set}-test.csv`));
  const naive2 = readM4(file(`benchmarks/M3-${set}-Naive2.csv`));
  const rEts = readM4(file(`benchmarks/M3-${set}-R-ETS.csv`));
  const rLo = readM4(file(`benchmarks/M3-${set}-R-ETS-lo95.csv`));
  const rHi = readM4(file(`benchmarks/M3-${set}-R-ETS-hi95.csv`));
  const ids = [...train.keys()].slice(0, limit);
  const acc = { ours: [0, 0], r: [0, 0], naive2: [0, 0] };
  let count = 0;
  let inside = 0;
  let insideR = 0;
  let close = 0;
  let failed = 0;
  let seconds = 0;
  let worst = 0;
  const models = new Map<string, number>();
  for (const id of ids) {
    const y = train.get(id)!;
    const actual = test.get(id)!.subarray(0, h);
    // CPU time of this process (the bench machine is shared: wall time would count other jobs).
    const c0 = process.cpuUsage();
    const fit = autoEts(y, m);
    const fc = fit?.forecast(h);
    const c1 = process.cpuUsage(c0);
    const dt = (c1.user + c1.system) / 1e6;
    seconds += dt;
    worst = Math.max(worst, dt);
    const point = fc?.point ?? naive2.get(id)!;
    if (!fc) failed++;
    models.set(fit?.name ?? 'none', (models.get(fit?.name ?? 'none') ?? 0) + 1);
    const scale = maseScale(y, m);
    const add = (k: keyof typeof acc, f: ArrayLike<number>) => {
      acc[k][0]! += smape(actual, f) * actual.length;
      acc[k][1]! += mase(actual, f, scale) * actual.length;
    };
    add('ours', point);
    add('r', rEts.get(id)!);
    add('naive2', naive2.get(id)!);
    count += actual.length;
    const lo = rLo.get(id)!;
    const hi = rHi.get(id)!;
    let near = true;
    for (let i = 0; i < actual.length; i++) {
      if (fc && actual[i]! >= fc.lower95[i]! && actual[i]! <= fc.upper95[i]!) inside++;
      if (actual[i]! >= lo[i]! && actual[i]! <= hi[i]!) insideR++;
      if (Math.abs(point[i]! - rEts.get(id)![i]!) > 0.01 * Math.abs(rEts.get(id)![i]!)) near = false;
    }
    if (near) close++;
  }
  const score = (k: keyof typeof acc) => {
    const s = acc[k][0]! / count;
    const ma = acc[k][1]! / count;
    const owa = 0.5 * (s / (acc.naive2[0]! / count) + ma / (acc.naive2[1]! / count));
    return `sMAPE ${s.toFixed(3)}  MASE ${ma.toFixed(3)}  OWA ${owa.toFixed(3)}`;
  };
  console.log(`M3 ${set}: ${ids.length} series, h=${h}, m=${m}`);
  console.log(`  ours   ${score('ours')}  cov95 ${(inside / count).toFixed(3)}  ${(seconds / ids.length).toFixed(4)} CPU s/series (max ${worst.toFixed(3)})  no fit ${failed}`);
  console.log(`  R ets  ${score('r')}  cov95 ${(insideR / count).toFixed(3)}`);
  console.log(`  forecasts within 1 % of R's on every step: ${close} of ${ids.length}`);
  console.log(`  models: ${[...models.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
}
