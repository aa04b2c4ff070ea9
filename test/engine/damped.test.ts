/**
 * M4's Damped benchmark (`damped` in src/engine/forecast/models.ts) against R 4.2.2 / forecast 8.20 on R's built-in
 * datasets (test/fixtures/forecast-r/damped.json, written by test/fixtures/forecast-r/damped.R with the M4
 * benchmark code's seasonality test, classical multiplicative decomposition and holt(damped = TRUE)). The known
 * answer on an exact damped trend is in test/engine/scum.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { damped, deseasonalize } from '../../src/engine/forecast/models.js';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/forecast-r/damped.json');

interface RDamped {
  name: string;
  /** R's frequency (uspop's is 0.1: decennial). */
  m: number;
  h: number;
  seasonal: boolean;
  phi: number;
  y: number[];
  point: number[];
}

const refs: RDamped[] = JSON.parse(fs.readFileSync(FIXTURE, 'utf8'));
const contextOf = (r: RDamped) => {
  const m = r.m >= 2 ? r.m : 1;
  return { m, periods: m > 1 ? [m] : [] };
};

describe("damped: agreement with R's M4 Damped benchmark", () => {
  it('makes the same seasonality decision as the M4 benchmark code on every series', () => {
    for (const r of refs) assert.equal(deseasonalize(Float64Array.from(r.y), contextOf(r).m).indices !== null, r.seasonal, r.name);
  });

  it('forecasts within 1.1 % of R at every step on the series of 24 observations or more', () => {
    // Measured: at most 1.04 % (UKgas), most under 0.5 %. Our fit minimises the SSE from heuristic initial states
    // (first three and six observations) by Nelder–Mead; R's ets optimises the initial states with the smoothing
    // parameters under its own bounds, so small differences are expected.
    const long = refs.filter((r) => r.y.length >= 24);
    assert.ok(long.length >= 9);
    for (const r of long) {
      const f = damped.forecast(Float64Array.from(r.y), r.h, contextOf(r))!;
      for (let j = 0; j < r.h; j++) {
        const rel = Math.abs(f[j]! - r.point[j]!) / Math.abs(r.point[j]!);
        assert.ok(rel < 0.011, `${r.name} step ${j + 1}: ours ${f[j]}, R ${r.point[j]} (${(100 * rel).toFixed(2)} %)`);
      }
    }
  });

  it('stays within 10 % on a short, accelerating series, where the initial states weigh most', () => {
    // uspop (19 decennial values): 0.7 % at step 1, 8.2 % at step 6 measured. The heuristic initial slope from the
    // first six values of an accelerating series is small, R's optimised one larger; the gap grows with the step.
    const r = refs.find((x) => x.name === 'uspop')!;
    const f = damped.forecast(Float64Array.from(r.y), r.h, contextOf(r))!;
    assert.ok(Math.abs(f[0]! - r.point[0]!) / r.point[0]! < 0.01, `step 1: ours ${f[0]}, R ${r.point[0]}`);
    for (let j = 0; j < r.h; j++) assert.ok(Math.abs(f[j]! - r.point[j]!) / r.point[j]! < 0.1, `step ${j + 1}: ours ${f[j]}, R ${r.point[j]}`);
  });
});
