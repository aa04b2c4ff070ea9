/**
 * The forecaster's cheaper searches and its interval rules for short series (docs/decisions.md "Forecaster:
 * per-series time" and "Forecaster: honest intervals on short series").
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { autoEts, etsAutoModel } from '../../src/engine/forecast/ets.js';
import { autoArimaHK, autoArimaModel } from '../../src/engine/forecast/arima.js';
import { intervalBands, isotonicInPlace, tailQuantile95 } from '../../src/engine/forecast/forecaster.js';
import type { SeasonContext } from '../../src/engine/forecast/models.js';

const NONE: SeasonContext = { m: 1, periods: [] };
const noise = (t: number) => Math.sin(t * 12.9898) * 43758.5453 - Math.floor(Math.sin(t * 12.9898) * 43758.5453) - 0.5;
// A damped trend: the slope shrinks by φ = 0.9 each step, plus small noise.
const damped = Float64Array.from({ length: 40 }, (_, t) => 100 + 5 * ((1 - 0.9 ** (t + 1)) / 0.1) + noise(t));
// An AR(1) around 50 with coefficient 0.7, driven by the fixed noise.
const ar1 = (() => {
  const y = new Float64Array(80);
  y[0] = 50;
  for (let t = 1; t < 80; t++) y[t] = 50 + 0.7 * (y[t - 1]! - 50) + 4 * noise(t);
  return y;
})();

describe('quick ETS search (forecaster pool)', () => {
  it('chooses the same model as the thorough search on a damped trend, with a likelihood close to it', () => {
    const quick = autoEts(damped, 1, { search: 'quick' })!;
    const thorough = autoEts(damped, 1)!;
    assert.equal(quick.name, thorough.name);
    assert.ok(Math.abs(quick.loglik - thorough.loglik) < 1, `quick ${quick.loglik}, thorough ${thorough.loglik}`);
  });

  it('refits the chosen spec on another history: on the same data it reproduces the forecast', () => {
    const f = etsAutoModel.fitted!(damped, 6, NONE)!;
    const again = f.refit(damped, 6)!;
    for (let j = 0; j < 6; j++) assert.ok(Math.abs(again[j]! - f.bands.point[j]!) < 1e-6 * Math.abs(f.bands.point[j]!) + 1e-6, `step ${j + 1}: ${again[j]} vs ${f.bands.point[j]}`);
    const shorter = f.refit(damped.subarray(0, 30), 6);
    assert.ok(shorter && shorter.length === 6 && shorter.every(Number.isFinite));
  });
});

describe('ARIMA adapter bounds', () => {
  it('keeps the best approximate (CSS) fit when the exact refits allowed run out', () => {
    const r = autoArimaHK(ar1, 1, { approximation: true, maxRefits: 0 });
    assert.equal(r.refits, 0);
    assert.equal(r.fit.method, 'CSS');
    assert.ok(r.fit.forecast(4).point.every(Number.isFinite));
  });

  it('refits the chosen orders on another history: on the same data it reproduces the forecast', () => {
    const f = autoArimaModel.fitted!(ar1, 5, NONE)!;
    const again = f.refit(ar1, 5)!;
    for (let j = 0; j < 5; j++) assert.ok(Math.abs(again[j]! - f.bands.point[j]!) < 1e-6, `step ${j + 1}: ${again[j]} vs ${f.bands.point[j]}`);
  });
});

describe('interval rules', () => {
  it('score each error against the other folds’ scale, so the band is wider than every calibration error', () => {
    // With each error scaled by a scale that includes it, two folds [1,1,1] and [3,3,3] give at most 3/2 the scale
    // (2), a band of exactly 3; scaled by the other fold, 3/1 = 3 times the scale, a band of 6.
    const b = intervalBands([[1, 1, 1], [3, 3, 3]], 3, 3);
    for (let j = 0; j < 3; j++) assert.ok(b.half95[j]! > 3 + 1e-9, `step ${j + 1}: ${b.half95[j]}`);
  });

  it('grow beyond the validated horizon from the centre of the last window', () => {
    // Equal errors over hv = 2 steps: the last window covers steps 1–2, centre 1.5, so step 3 gets 3/1.5 = 2 times
    // the scale of step 2 (growth in proportion to the step).
    const b = intervalBands([[1, 1], [1, 1], [1, 1]], 2, 4);
    assert.ok(Math.abs(b.half95[2]! / b.half95[1]! - 2) < 1e-9, `ratio ${b.half95[2]! / b.half95[1]!}`);
    assert.ok(Math.abs(b.half95[3]! / b.half95[1]! - 4 / 1.5) < 1e-9);
  });

  it('never narrow with the step within the validated horizon', () => {
    const b = intervalBands([[1, 4, 2, 5, 3, 6, 4, 8], [2, 3, 1, 6, 2, 5, 5, 7], [1, 5, 2, 4, 3, 7, 3, 9]], 8, 8);
    for (let j = 1; j < 8; j++) assert.ok(b.half95[j]! >= b.half95[j - 1]! - 1e-12, `step ${j + 1}`);
  });

  it('with fewer than 19 scores, put the 95 % bound at least at the 80 % one times the normal ratio', () => {
    // Two folds of three equal errors: six scores of 1, whose largest (the rank rule's stand-in) gives a 95 % band
    // no wider than the 80 % one; the rule makes it z(0.975)/z(0.90) ≈ 1.53 times as wide.
    const b = intervalBands([[1, 1, 1], [1, 1, 1]], 3, 3);
    for (let j = 0; j < 3; j++) assert.ok(Math.abs(b.half95[j]! / b.half80[j]! - 1.959963984540054 / 1.2815515655446004) < 1e-9, `step ${j + 1}: ${b.half95[j]! / b.half80[j]!}`);
    // A spread tail keeps its largest score when that is wider.
    assert.equal(tailQuantile95([1, 1, 1, 1, 1, 5], 1), 5);
  });

  it('keep the conformal 95 % quantile from 19 scores on', () => {
    // 19 scores: the 19th smallest is the rank rule's (⌈20·0.95⌉ = 19), no tail allowance.
    const scores = Array.from({ length: 19 }, () => 1);
    assert.equal(tailQuantile95(scores, 1), 1);
    const b = intervalBands([[1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]], 5, 5);
    for (let j = 0; j < 5; j++) assert.ok(Math.abs(b.half95[j]! - b.half80[j]!) < 1e-12, `step ${j + 1}`);
  });

  it('isotonic regression pools adjacent violators, keeping the weighted mean', () => {
    const v = Float64Array.from([1, 3, 2, 4]);
    isotonicInPlace(v, Float64Array.from([1, 1, 1, 1]));
    assert.deepEqual(Array.from(v), [1, 2.5, 2.5, 4]);
    const w = Float64Array.from([5, 1, NaN]);
    isotonicInPlace(w, Float64Array.from([1, 3, 1]));
    assert.deepEqual(Array.from(w.subarray(0, 2)), [2, 2]);
    assert.ok(Number.isNaN(w[2]!));
  });
});
