/**
 * The forecaster's cheaper searches and its interval rules for short series (docs/decisions.md "Forecaster:
 * per-series time" and "Forecaster: honest intervals on short series").
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { autoEts, etsAutoModel } from '../../src/engine/forecast/ets.js';
import { autoArimaHK, autoArimaModel } from '../../src/engine/forecast/arima.js';
import { conformalQuantile95, forecastSeries, intervalBands, isotonicInPlace, tailQuantile95 } from '../../src/engine/forecast/forecaster.js';
import { conformalQuantile, coverageQuantile } from '../../src/engine/forecast/stats.js';
import { FORECAST } from '../../src/engine/constants.js';
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

  it('with fewer than 19 scores, put the 95 % bound at least at the mean score times the normal ratio', () => {
    // Two folds of three equal errors: six scores of 1, whose largest (the stand-in where position 0.95·7 exceeds 6)
    // gives a 95 % band no wider than the 80 % one; the rule makes it z(0.975)/E|Z| = 1.96/√(2/π) ≈ 2.46 times as wide.
    const b = intervalBands([[1, 1, 1], [1, 1, 1]], 3, 3);
    const ratio = 1.959963984540054 / Math.sqrt(2 / Math.PI);
    for (let j = 0; j < 3; j++) assert.ok(Math.abs(b.half95[j]! / b.half80[j]! - ratio) < 1e-9, `step ${j + 1}: ${b.half95[j]! / b.half80[j]!}`);
    // A spread tail keeps its largest score when that is wider (mean 10/6 · 2.46 ≈ 4.1 < 5) …
    assert.equal(tailQuantile95([1, 1, 1, 1, 1, 5]), 5);
    // … and a tight one gets the floor.
    assert.ok(Math.abs(tailQuantile95([1, 1, 1, 1, 1, 2]) - (7 / 6) * ratio) < 1e-12);
  });

  it('keep the 95 % order statistic from 19 scores on', () => {
    // 19 scores: position 0.95·20 = 19, the largest, no floor.
    const scores = Array.from({ length: 19 }, () => 1);
    assert.equal(tailQuantile95(scores), 1);
    const b = intervalBands([[1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]], 5, 5);
    for (let j = 0; j < 5; j++) assert.ok(Math.abs(b.half95[j]! - b.half80[j]!) < 1e-12, `step ${j + 1}`);
  });

  it('take the conservative conformal rank ⌈0.95·(n + 1)⌉ when asked, equal to the tail rule below 19 scores', () => {
    // 32 scores 1…32: rank ⌈0.95·33⌉ = 32, the largest; the interpolated quantile sits 0.35 of the way from 31 to 32.
    const scores = Array.from({ length: 32 }, (_, i) => i + 1);
    assert.equal(conformalQuantile95(scores), 32);
    assert.ok(Math.abs(tailQuantile95(scores) - 31.35) < 1e-9, `${tailQuantile95(scores)}`);
    // 39 scores: rank 38, not the largest.
    assert.equal(conformalQuantile95(Array.from({ length: 39 }, (_, i) => i + 1)), 38);
    for (const few of [[1, 1, 1, 1, 1, 5], [1, 1, 1, 1, 1, 2], [3, 1, 2]]) assert.equal(conformalQuantile95(few), tailQuantile95(few));
  });

  it('weigh the folds for the band’s scale, not for the scores', () => {
    const folds = [[1, 1, 1], [3, 3, 3], [2, 2, 2]];
    const equal = intervalBands(folds, 3, 3);
    const same = intervalBands(folds, 3, 3, { foldWeights: [1, 1, 1] });
    assert.deepEqual(Array.from(same.half95), Array.from(equal.half95));
    // Weights 1, 0.1, 0.01: the scale falls from the mean 2 to (1 + 0.3 + 0.02)/1.11; the quantile is unchanged.
    const recent = intervalBands(folds, 3, 3, { foldWeights: [1, 0.1, 0.01] });
    for (let j = 0; j < 3; j++) assert.ok(Math.abs(recent.half95[j]! / equal.half95[j]! - 1.32 / 1.11 / 2) < 1e-12, `step ${j + 1}`);
    assert.throws(() => intervalBands(folds, 3, 3, { foldWeights: [1, 1] }), RangeError);
    assert.throws(() => intervalBands(folds, 3, 3, { foldWeights: [1, 0, 1] }), RangeError);
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

describe('interval calibration quantile and window', () => {
  it('interpolates the order statistic at q·(n+1) (Hyndman & Fan definition 6)', () => {
    const v = Array.from({ length: 20 }, (_, i) => 20 - i); // 1…20, unsorted
    assert.ok(Math.abs(coverageQuantile(v, 0.95) - 19.95) < 1e-12);
    assert.equal(coverageQuantile(v, 0.5), 10.5);
    assert.equal(coverageQuantile(v.slice(0, 10), 0.95), 20); // position 10.45 > 10: the largest
    assert.ok(Number.isNaN(coverageQuantile([], 0.8)));
  });

  it('covers a new exchangeable score 95 % of the time on average, where the conformal rank covers more', () => {
    // 24 uniform scores per draw (seeded): position 0.95·25 = 23.75, between the 23rd and 24th smallest; the
    // conformal ⌈25·0.95⌉ = 24th smallest covers 24/25 = 0.96 on average.
    let seed = 12345;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    let inInterp = 0;
    let inConformal = 0;
    const draws = 40000;
    for (let d = 0; d < draws; d++) {
      const scores = Array.from({ length: 24 }, rand);
      const next = rand();
      if (next <= coverageQuantile(scores, 0.95)) inInterp++;
      if (next <= conformalQuantile(scores, 0.95)) inConformal++;
    }
    assert.ok(Math.abs(inInterp / draws - 0.95) < 0.005, `interpolated ${inInterp / draws}`);
    assert.ok(Math.abs(inConformal / draws - 0.96) < 0.005, `conformal ${inConformal / draws}`);
  });

  it('calibrates on the four most recent origins and older ones only with half the series to fit on', () => {
    // n = 60, h = 8 (hv 8): selection origins 52, 44, 36; the extra origins 32, 28, 24, 20, 16 would make eight.
    // The window keeps the four most recent (52, 44, 36, 32); 28 and older have less than half the series.
    assert.equal(FORECAST.calibrationKeepRecent, 4);
    assert.equal(FORECAST.calibrationMinTrainShare, 0.5);
    const y = Float64Array.from({ length: 60 }, (_, t) => 100 + 2 * t + 5 * noise(t));
    assert.equal(forecastSeries(y, 8, NONE).calibrationFolds, 4);
    // n = 120: the origins 112 … 76 all have more than half, so eight calibrate.
    const long = Float64Array.from({ length: 120 }, (_, t) => 100 + 2 * t + 5 * noise(t));
    assert.equal(forecastSeries(long, 8, NONE).calibrationFolds, 8);
  });
});
