/** Complex exponential smoothing (src/engine/forecast/ces.ts) on known answers. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { autoCes, cesModel, cesStable, fitCes, CES_SEASONALITIES, type CesFit } from '../../src/engine/forecast/ces.js';
import { Rng } from '../../src/engine/rng.js';
import { BJSALES } from '../fixtures/bjsales.js';

const range = (n: number, f: (t: number) => number) => Float64Array.from({ length: n }, (_, t) => f(t));
const noise = (seed: string, n: number, sd: number) => {
  const rng = new Rng(seed);
  return range(n, () => sd * rng.normal());
};
const maxAbsError = (a: ArrayLike<number>, b: ArrayLike<number>) => Math.max(...Array.from(a, (v, i) => Math.abs(v - b[i]!)));
const sse = (fit: CesFit) => fit.residuals.reduce((s, e) => s + e * e, 0);

/** Monthly season plus noise, 8 years. */
const seasonal = (() => {
  const e = noise('ces-seasonal', 96, 3);
  return range(96, (t) => 200 + 40 * Math.sin((2 * Math.PI * t) / 12) + e[t]!);
})();
const seasonFuture = range(12, (t) => 200 + 40 * Math.sin((2 * Math.PI * (96 + t)) / 12));
const whiteNoise = (() => {
  const e = noise('ces-white', 96, 5);
  return range(96, (t) => 100 + e[t]!);
})();

describe('CES: stability region', () => {
  it('matches the published inequalities on a grid of a0 + i·a1', () => {
    // Svetunkov, Kourentzes & Ord (2022): stable when (a0 − 2.5)² + a1² > 1.25, (a0 − 0.5)² + (a1 − 1)² > 0.25
    // and (a0 − 1.5)² + (a1 − 0.5)² < 1.5.
    const disagree: string[] = [];
    let stableCount = 0;
    for (let a0 = -1; a0 <= 4; a0 += 0.0137) {
      for (let a1 = -2; a1 <= 3; a1 += 0.0171) {
        const published = (a0 - 2.5) ** 2 + a1 ** 2 > 1.25 && (a0 - 0.5) ** 2 + (a1 - 1) ** 2 > 0.25 && (a0 - 1.5) ** 2 + (a1 - 0.5) ** 2 < 1.5;
        if (published) stableCount++;
        if (published !== cesStable({ re: a0, im: a1 })) disagree.push(`${a0.toFixed(3)}+${a1.toFixed(3)}i`);
      }
    }
    assert.ok(stableCount > 1000, `only ${stableCount} stable grid points`);
    assert.deepEqual(disagree.slice(0, 5), [], `${disagree.length} grid points disagree`);
  });

  it('keeps every estimated smoothing parameter inside it', () => {
    const trend = range(40, (t) => 50 + 2 * t + noise('ces-trend', 40, 1)[t]!);
    for (const y of [seasonal, whiteNoise, trend, Float64Array.from(BJSALES)]) {
      for (const s of CES_SEASONALITIES) {
        const fit = fitCes(y, s, 12);
        if (!fit) continue;
        assert.ok(cesStable(fit.a), `${s}: a = ${fit.a.re} + ${fit.a.im}i outside the region`);
        if (typeof fit.b === 'number') assert.ok(fit.b > 0 && fit.b < 2, `partial b = ${fit.b}`);
        else if (fit.b) assert.ok(cesStable(fit.b), `full b = ${fit.b.re} + ${fit.b.im}i outside the region`);
      }
    }
  });
});

describe('CES: published and hand-computed answers', () => {
  it("reproduces smooth's published fit of BJsales (first 138 observations, backcasting)", () => {
    // smooth vignette "ces()" (CRAN, 2022-03-29): a0 + ia1 = 1.9981 + 1.0034i, loss (−log-likelihood)
    // 249.4613, error standard deviation 1.4914 (n − 3 degrees of freedom), 3 parameters.
    const fit = fitCes(Float64Array.from(BJSALES.slice(0, 138)), 'none')!;
    assert.ok(Math.abs(fit.a.re - 1.9981) < 0.01, `a0 = ${fit.a.re}`);
    assert.ok(Math.abs(fit.a.im - 1.0034) < 0.001, `a1 = ${fit.a.im}`);
    assert.ok(Math.abs(-fit.loglik - 249.4613) < 0.05, `−loglik = ${-fit.loglik}`);
    assert.ok(Math.abs(Math.sqrt(sse(fit) / 135) - 1.4914) < 0.002, `sigma = ${Math.sqrt(sse(fit) / 135)}`);
    assert.equal(fit.nParams, 3);
  });

  it('optimal initial states fit at least as well as backcast ones', () => {
    const y = Float64Array.from(BJSALES.slice(0, 138));
    const back = fitCes(y, 'none')!;
    const optimal = fitCes(y, 'none', 1, 'optimal')!;
    assert.ok(optimal.loglik >= back.loglik - 1e-6, `optimal ${optimal.loglik} < backcast ${back.loglik}`);
    assert.equal(optimal.nParams, 5, 'a0, a1, l0, c0 and the variance');
  });

  it("fitted values follow the paper's recursion from the reported initial states", () => {
    for (const initial of ['backcasting', 'optimal'] as const) {
      const y = Float64Array.from(BJSALES.slice(0, 60));
      const fit = fitCes(y, 'none', 1, initial)!;
      const { re: a0, im: a1 } = fit.a;
      let l = fit.initialStates[0]!;
      let c = fit.initialStates[1]!;
      for (let t = 0; t < y.length; t++) {
        assert.ok(Math.abs(fit.fitted[t]! - l) < 1e-8, `${initial}, t = ${t}: fitted ${fit.fitted[t]} vs ${l}`);
        const e = y[t]! - l;
        [l, c] = [l - (1 - a1) * c + (a0 - a1) * e, l + (1 - a0) * c + (a0 + a1) * e];
      }
      // And the forecasts continue it without errors.
      const f = fit.forecast(3).mean;
      for (let i = 0; i < 3; i++) {
        assert.ok(Math.abs(f[i]! - l) < 1e-6, `${initial}, step ${i + 1}: ${f[i]} vs ${l}`);
        [l, c] = [l - (1 - a1) * c, l + (1 - a0) * c];
      }
    }
  });

  it('partial seasonality adds b times the error to the seasonal state m steps back', () => {
    const fit = fitCes(seasonal, 'partial', 12)!;
    const { re: a0, im: a1 } = fit.a;
    const b = fit.b as number;
    let l = fit.initialStates[0]!;
    let c = fit.initialStates[1]!;
    const s = Array.from(fit.initialStates.slice(2));
    for (let t = 0; t < seasonal.length; t++) {
      const yhat = l + s[t]!;
      assert.ok(Math.abs(fit.fitted[t]! - yhat) < 1e-8, `t = ${t}: fitted ${fit.fitted[t]} vs ${yhat}`);
      const e = seasonal[t]! - yhat;
      [l, c] = [l - (1 - a1) * c + (a0 - a1) * e, l + (1 - a0) * c + (a0 + a1) * e];
      s.push(s[t]! + b * e);
    }
  });
});

/** One-step errors of full-seasonality CES from the paper's equations (b = null: partial, with real b0). */
function fullErrors(y: Float64Array, m: number, a: { re: number; im: number }, b: { re: number; im: number } | number, x0: ArrayLike<number>): number[] {
  let l = x0[0]!;
  let c = x0[1]!;
  const s1 = Array.from({ length: m }, (_, r) => x0[2 + r]!);
  const s2 = typeof b === 'number' ? [] : Array.from({ length: m }, (_, r) => x0[2 + m + r]!);
  const errors: number[] = [];
  for (let t = 0; t < y.length; t++) {
    const e = y[t]! - (l + s1[t]!);
    errors.push(e);
    [l, c] = [l - (1 - a.im) * c + (a.re - a.im) * e, l + (1 - a.re) * c + (a.re + a.im) * e];
    if (typeof b === 'number') s1.push(s1[t]! + b * e);
    else {
      s1.push(s1[t]! - (1 - b.im) * s2[t]! + (b.re - b.im) * e);
      s2.push(s1[t]! + (1 - b.re) * s2[t]! + (b.re + b.im) * e);
    }
  }
  return errors;
}

describe('CES: optimal initial states', () => {
  it('are the least-squares initial states of the seasonal variants (no single state can lower the SSE)', () => {
    for (const s of ['partial', 'full'] as const) {
      const fit = fitCes(seasonal, s, 12, 'optimal')!;
      assert.equal(fit.nParams, (s === 'partial' ? 3 + 2 + 12 : 4 + 2 + 24) + 1);
      const b = fit.b as number | { re: number; im: number };
      const sumSq = (x: ArrayLike<number>) => fullErrors(seasonal, 12, fit.a, b, x).reduce((acc, e) => acc + e * e, 0);
      const base = sumSq(fit.initialStates);
      assert.ok(Math.abs(base - sse(fit)) < 1e-6 * base, `${s}: the paper's recursion gives SSE ${base}, the fit ${sse(fit)}`);
      for (let i = 0; i < fit.initialStates.length; i++) {
        for (const delta of [-0.5, 0.5]) {
          const x = Float64Array.from(fit.initialStates);
          x[i]! += delta;
          assert.ok(sumSq(x) >= base * (1 - 1e-9), `${s}: moving initial state ${i} by ${delta} lowers the SSE from ${base} to ${sumSq(x)}`);
        }
      }
    }
  });
});

describe('CES: behaviour', () => {
  it('forecasts a constant series as the constant', () => {
    const y = new Float64Array(30).fill(5);
    const fit = autoCes(y, 1)!;
    assert.ok(maxAbsError(fit.forecast(8).mean, new Float64Array(8).fill(5)) < 1e-6, `forecast ${fit.forecast(8).mean}`);
    const monthly = new Float64Array(60).fill(5);
    const f = cesModel.forecast(monthly, 12, { m: 12, periods: [12] })!;
    assert.ok(maxAbsError(f, new Float64Array(12).fill(5)) < 1e-6, `forecast ${f}`);
  });

  it('chooses a seasonal variant on a clearly seasonal series and follows the season', () => {
    const fit = autoCes(seasonal, 12)!;
    assert.notEqual(fit.seasonality, 'none');
    const err = maxAbsError(fit.forecast(12).mean, seasonFuture);
    assert.ok(err < 12, `error ${err} against an amplitude of 40`);
  });

  it('chooses no seasonality on white noise', () => {
    assert.equal(autoCes(whiteNoise, 12)!.seasonality, 'none');
  });

  it('gives intervals that nest and widen with the horizon, one-step at ± z·sigma', () => {
    const fit = fitCes(Float64Array.from(BJSALES.slice(0, 138)), 'none')!;
    const f = fit.forecast(12);
    for (let i = 0; i < 12; i++) {
      assert.ok(f.lower95[i]! < f.lower80[i]! && f.lower80[i]! < f.mean[i]! && f.mean[i]! < f.upper80[i]! && f.upper80[i]! < f.upper95[i]!, `step ${i + 1} not nested`);
      if (i > 0) assert.ok(f.upper95[i]! - f.lower95[i]! >= f.upper95[i - 1]! - f.lower95[i - 1]! - 1e-9, `step ${i + 1} narrower than step ${i}`);
    }
    assert.ok(Math.abs((f.upper95[0]! - f.mean[0]!) / 1.959964 - fit.sigma) < 1e-6, 'one-step half-width is z95 · sigma');
  });

  it('returns null or a simpler variant for short series, without throwing', () => {
    assert.equal(fitCes(Float64Array.from([1, 2, 3, 4]), 'none'), null);
    assert.equal(cesModel.forecast(Float64Array.from([1, 2, 3]), 4, { m: 1, periods: [] }), null);
    const short = range(14, (t) => 10 + (t % 12));
    assert.equal(fitCes(short, 'full', 12), null, 'full seasonality needs more than a season and a bit');
    const fit = autoCes(short, 12);
    assert.ok(fit && fit.seasonality === 'none', `got ${fit?.seasonality}`);
    assert.equal(fitCes(Float64Array.from([1, 2, NaN, 4, 5, 6, 7, 8]), 'none'), null);
  });

  it('is deterministic', () => {
    const a = cesModel.forecast(seasonal, 18, { m: 12, periods: [12] })!;
    const b = cesModel.forecast(seasonal, 18, { m: 12, periods: [12] })!;
    assert.deepEqual(Array.from(a), Array.from(b));
    assert.equal(a.length, 18);
  });
});
