/** Dynamic optimised Theta (src/engine/forecast/dotm.ts) on known answers. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dotmModel, fitDotm } from '../../src/engine/forecast/dotm.js';
import { theta, type SeasonContext } from '../../src/engine/forecast/models.js';
import { isSeasonal } from '../../src/engine/forecast/stats.js';
import { Rng } from '../../src/engine/rng.js';

const range = (n: number, f: (t: number) => number) => Float64Array.from({ length: n }, (_, t) => f(t));
const noisy = (seed: string, n: number, f: (t: number) => number, sd: number) => {
  const rng = new Rng(seed);
  return range(n, (t) => f(t) + sd * rng.normal());
};
const relError = (a: ArrayLike<number>, b: ArrayLike<number>) => Math.max(...Array.from(a, (v, i) => Math.abs(v - b[i]!) / Math.abs(b[i]!)));
const NONE: SeasonContext = { m: 1, periods: [] };
const MONTHLY: SeasonContext = { m: 12, periods: [12] };

/** Least-squares line A + B·t through y at t = 1..n. */
function line(y: Float64Array): { a: number; b: number } {
  const n = y.length;
  const tBar = (n + 1) / 2;
  const yBar = y.reduce((s, v) => s + v, 0) / n;
  let num = 0;
  let den = 0;
  for (let t = 1; t <= n; t++) {
    num += (t - tBar) * (y[t - 1]! - yBar);
    den += (t - tBar) ** 2;
  }
  return { a: yBar - (num / den) * tBar, b: num / den };
}

/** SES level after y from level y_1, and its SSE (the `theta` model's SES, models.ts). */
function ses(y: Float64Array, alpha: number): { level: number; sse: number } {
  let level = y[0]!;
  let sse = 0;
  for (const v of y) {
    sse += (v - level) ** 2;
    level += alpha * (v - level);
  }
  return { level, sse };
}

const trended = noisy('dotm-trend', 40, (t) => 100 + 0.8 * t, 6);

describe('DOTM: the standard Theta method as a special case', () => {
  it('OTM with θ = 2 is SES plus half the regression slope (Hyndman & Billah 2003), exactly', () => {
    // With the level started at y_1 − (A + B)/2, OTM's forecast equals SES from y_1 plus the drift
    // (B/2)·(h − 1 + (1 − (1 − α)^n)/α): the θ = 2 theta line's forecast.
    const alpha = 0.3;
    const { a, b } = line(trended);
    const fit = fitDotm(trended, { dynamic: false, theta: 2, alpha, level0: trended[0]! - (a + b) / 2 })!;
    const n = trended.length;
    const level = ses(trended, alpha).level;
    const expected = range(6, (i) => level + (b / 2) * (i + (1 - (1 - alpha) ** n) / alpha));
    assert.ok(relError(fit.forecast(6).mean, expected) < 1e-12, `${fit.forecast(6).mean} vs ${expected}`);
  });

  it("reproduces our `theta` model (M4's Theta) with the same α, on a non-seasonal and a seasonal series", () => {
    const seasonal = noisy('dotm-season', 72, (t) => (200 + t) * (1 + 0.2 * Math.sin((2 * Math.PI * t) / 12)), 3);
    assert.ok(isSeasonal(seasonal, 12), 'the seasonal series passes the 90 % test');
    for (const [y, ctx] of [
      [trended, NONE],
      [seasonal, MONTHLY],
    ] as const) {
      const fit0 = fitDotm(y, { dynamic: false, theta: 2, seasonLength: ctx.m })!;
      // The adjusted series and the α of SES on it, by golden section as the `theta` model does.
      const adjusted = fit0.seasonalIndices ? y.map((v, t) => v / fit0.seasonalIndices![t % ctx.m]!) : y;
      let lo = 0.0001;
      let hi = 0.9999;
      const g = (Math.sqrt(5) - 1) / 2;
      for (let i = 0; i < 60; i++) {
        const c = hi - g * (hi - lo);
        const d = lo + g * (hi - lo);
        if (ses(adjusted, c).sse < ses(adjusted, d).sse) hi = d;
        else lo = c;
      }
      const alpha = (lo + hi) / 2;
      const { a, b } = line(adjusted);
      const fit = fitDotm(y, { dynamic: false, theta: 2, alpha, level0: adjusted[0]! - (a + b) / 2, seasonLength: ctx.m })!;
      const err = relError(fit.forecast(12).mean, theta.forecast(y, 12, ctx)!);
      assert.ok(err < 1e-6, `m = ${ctx.m}: relative difference ${err}`);
    }
  });

  it('estimated OTM with θ fixed at 2 stays close to the Theta method', () => {
    const err = relError(fitDotm(trended, { dynamic: false, theta: 2 })!.forecast(6).mean, theta.forecast(trended, 6, NONE)!);
    assert.ok(err < 0.02, `relative difference ${err}`);
  });
});

describe('DOTM: recursions', () => {
  it("fitted values follow the paper's dynamic recursion (hand-computed)", () => {
    const y = Float64Array.from([12, 15, 14, 18, 21, 19, 24, 26]);
    const alpha = 0.4;
    const th = 3;
    const level0 = 11;
    const fit = fitDotm(y, { alpha, theta: th, level0 })!;
    // Fiorucci et al. (2016), section 3: μ_1 = Y_1; then μ_{t+1} from ℓ_t, A_t, B_t.
    let level = alpha * y[0]! + (1 - alpha) * level0;
    let mean = y[0]!;
    let A = y[0]!;
    let B = 0;
    assert.equal(fit.fitted[0], y[0]);
    for (let t = 1; t < y.length; t++) {
      const mu = level + (1 - 1 / th) * ((1 - alpha) ** t * A + ((1 - (1 - alpha) ** (t + 1)) / alpha) * B);
      assert.ok(Math.abs(fit.fitted[t]! - mu) < 1e-9, `t = ${t + 1}: ${fit.fitted[t]} vs ${mu}`);
      const s = t + 1;
      level = alpha * y[t]! + (1 - alpha) * level;
      const previous = mean;
      mean = ((s - 1) * previous + y[t]!) / s;
      B = ((s - 2) * B + (6 * (y[t]! - previous)) / s) / (s + 1);
      A = mean - ((s + 1) * B) / 2;
    }
    // The recursive line is the least-squares line through all the data.
    const ls = line(y);
    assert.ok(Math.abs(A - ls.a) < 1e-9 && Math.abs(B - ls.b) < 1e-9, `A, B = ${A}, ${B} vs ${ls.a}, ${ls.b}`);
    // The likelihood counts the errors from the third on.
    const sse = fit.residuals.slice(2).reduce((s, e) => s + e * e, 0);
    assert.ok(Math.abs(fit.loglik - (-6 / 2) * (Math.log((2 * Math.PI * sse) / 6) + 1)) < 1e-9, `loglik ${fit.loglik}`);
  });

  it('follows a noiseless line exactly', () => {
    const y = range(30, (t) => 5 + 2 * t);
    const f = fitDotm(y)!.forecast(8).mean;
    const expected = range(8, (i) => 5 + 2 * (30 + i));
    assert.ok(relError(f, expected) < 1e-6, `${f} vs ${expected}`);
  });

  it("gives OTM the SES-with-drift interval: sd_h = sigma · √(1 + (h − 1)α²)", () => {
    const fit = fitDotm(trended, { dynamic: false })!;
    const f = fit.forecast(6);
    for (let h = 1; h <= 6; h++) {
      const sd = (f.upper95[h - 1]! - f.mean[h - 1]!) / 1.959963984540054;
      const expected = fit.sigma * Math.sqrt(1 + (h - 1) * fit.alpha ** 2);
      assert.ok(Math.abs(sd - expected) < 1e-9 * expected, `h = ${h}: ${sd} vs ${expected}`);
      assert.ok(f.lower80[h - 1]! > f.lower95[h - 1]! && f.upper80[h - 1]! < f.upper95[h - 1]!, `h = ${h}: 80 % not inside 95 %`);
    }
  });
});

describe('DOTM: behaviour', () => {
  it('keeps α within [0.1, 0.99] and θ ≥ 1 (forecTheta bounds)', () => {
    const y2 = noisy('dotm-walk', 50, () => 0, 1).map((_, t, a) => 100 + a.slice(0, t + 1).reduce((s, v) => s + v, 0));
    for (const y of [trended, y2, range(30, (t) => 5 + 2 * t)]) {
      const fit = fitDotm(y)!;
      assert.ok(fit.alpha >= 0.1 && fit.alpha <= 0.99, `alpha ${fit.alpha}`);
      assert.ok(fit.theta >= 1 && fit.theta <= 1e10, `theta ${fit.theta}`);
      assert.ok(Number.isFinite(fit.aicc), 'AICc finite');
    }
  });

  it('deseasonalises a seasonal series as M4 did and keeps the season in the forecasts', () => {
    const y = noisy('dotm-monthly', 96, (t) => 300 * (1 + 0.3 * Math.sin((2 * Math.PI * t) / 12)), 3);
    const fit = fitDotm(y, { seasonLength: 12 })!;
    assert.ok(fit.seasonalIndices, 'seasonal indices estimated');
    const f = dotmModel.forecast(y, 12, MONTHLY)!;
    const expected = range(12, (i) => 300 * (1 + 0.3 * Math.sin((2 * Math.PI * (96 + i)) / 12)));
    assert.ok(relError(f, expected) < 0.05, `relative error ${relError(f, expected)}`);
  });

  it('returns null for series too short or not finite, without throwing', () => {
    assert.equal(fitDotm(Float64Array.from([1, 2, 3, 4, 5])), null);
    assert.equal(dotmModel.forecast(Float64Array.from([1, 2]), 3, NONE), null);
    assert.equal(fitDotm(Float64Array.from([1, 2, Infinity, 4, 5, 6, 7])), null);
    assert.ok(fitDotm(Float64Array.from([1, 2, 3, 4, 5, 7])), 'six observations are enough');
    assert.throws(() => fitDotm(trended, { theta: 0.5 }), RangeError);
  });

  it('is deterministic', () => {
    const a = dotmModel.forecast(trended, 6, NONE)!;
    const b = dotmModel.forecast(trended, 6, NONE)!;
    assert.deepEqual(Array.from(a), Array.from(b));
  });
});
