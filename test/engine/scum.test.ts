/** SCUM and the forecaster's choice between selecting and combining (forecast/scum.ts, forecast/forecaster.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SCUM_MEMBERS, elementwiseMedian, median, scumBands, scumModel, trimmedMean } from '../../src/engine/forecast/scum.js';
import { DEFAULT_COMBINATION, MODELS, NONSEASONAL_COMBINATION, forecastSeries, slowModelAllowed } from '../../src/engine/forecast/forecaster.js';
import { isSeasonal } from '../../src/engine/forecast/stats.js';
import { damped, naive2, seasonalNaive, theta, type SeasonContext } from '../../src/engine/forecast/models.js';
import { FORECAST } from '../../src/engine/constants.js';
import { modelOptimism } from '../../src/engine/forecast/interval-blend.js';

const NONE: SeasonContext = { m: 1, periods: [] };
const QUARTERLY: SeasonContext = { m: 4, periods: [4] };
// Deterministic noise (no RNG): a fixed irregular sequence.
const noise = (t: number) => Math.sin(t * 12.9898) * 43758.5453 - Math.floor(Math.sin(t * 12.9898) * 43758.5453) - 0.5;
const trendy = Float64Array.from({ length: 40 }, (_, t) => 100 + 2.5 * t + 12 * noise(t));
const seasonal = Float64Array.from({ length: 48 }, (_, t) => 200 + t + 20 * [1, -0.5, 0.8, -1.3][t % 4]! + 6 * noise(t));

describe('SCUM', () => {
  it('takes medians elementwise (mean of the middle two for an even count)', () => {
    assert.equal(median([3, 1, 2]), 2, 'odd count: the middle value');
    assert.equal(median([4, 1, 3, 2]), 2.5, 'even count: mean of the middle two');
    assert.deepEqual(Array.from(elementwiseMedian([Float64Array.of(1, 10), Float64Array.of(3, 0), Float64Array.of(2, 5), Float64Array.of(9, 1)])), [2.5, 3]);
  });

  it('is the elementwise median of its four members on a known series, point and bounds', () => {
    const h = 6;
    const members = SCUM_MEMBERS.map((m) => m.bands!(trendy, h, NONE));
    assert.deepEqual(SCUM_MEMBERS.map((m) => m.name), ['ets_auto', 'ces', 'auto_arima', 'dotm'], 'the paper’s members');
    assert.ok(members.every((b) => b !== null), 'every member fits a 40-point trend');
    const scum = scumModel.bands!(trendy, h, NONE)!;
    for (let t = 0; t < h; t++) {
      const pts = members.map((b) => b!.point[t]!).sort((a, b) => a - b);
      assert.ok(Math.abs(scum.point[t]! - (pts[1]! + pts[2]!) / 2) < 1e-9, `step ${t + 1}: SCUM ${scum.point[t]} is not the median of ${pts}`);
      const lows = members.map((b) => b!.lower95[t]!).sort((a, b) => a - b);
      assert.ok(Math.abs(scum.lower95[t]! - (lows[1]! + lows[2]!) / 2) < 1e-9, `step ${t + 1}: lower 95 % bound is not the members' median`);
    }
    assert.deepEqual(Array.from(scumModel.forecast(trendy, h, NONE)!), Array.from(scum.point), 'forecast and bands agree');
  });

  it('rejects an empty member list', () => {
    assert.throws(() => scumBands([]), RangeError);
  });

  it('trims the lowest and highest values before averaging', () => {
    assert.equal(trimmedMean([10, 1, 3, 2, 100, 4], 1), 4.75, 'drops 1 and 100, mean of 2, 3, 4, 10');
    assert.equal(trimmedMean([5, 1, 9], 1), 5, 'trimming one of three leaves the median');
    assert.equal(trimmedMean([2, 4], 0), 3, 'no trim: the mean');
    assert.ok(Number.isNaN(trimmedMean([], 1)));
    assert.throws(() => trimmedMean([1, 2], 1), RangeError, 'nothing would be left');
    assert.throws(() => trimmedMean([1, 2, 3], 0.5), RangeError);
  });
});

describe('default combination', () => {
  it('is the trimmed mean of SCUM’s members, Theta and Damped, each fitted on the whole series', () => {
    assert.deepEqual(DEFAULT_COMBINATION.members, ['ets_auto', 'ces', 'auto_arima', 'dotm', 'theta', 'damped']);
    const h = 6;
    const r = forecastSeries(trendy, h, NONE);
    assert.equal(r.model, DEFAULT_COMBINATION.name);
    const members = DEFAULT_COMBINATION.members.map((name) => MODELS.find((m) => m.name === name)!.forecast(trendy, h, NONE)!);
    for (let t = 0; t < h; t++) {
      const expected = trimmedMean(members.map((f) => f[t]!), FORECAST.defaultTrim);
      assert.ok(Math.abs(r.point[t]! - expected) < 1e-6 * Math.abs(expected), `step ${t + 1}: ${r.point[t]} is not the trimmed mean ${expected}`);
    }
  });

  it('is the mean of ETS, CES and Theta on a quarterly series the seasonality test finds not seasonal (issue 27)', () => {
    assert.deepEqual(NONSEASONAL_COMBINATION.members, ['ets_auto', 'ces', 'theta']);
    const h = 8;
    const flat = Float64Array.from({ length: 40 }, (_, t) => 100 + 0.2 * t + 12 * noise(t));
    assert.equal(isSeasonal(flat, 4), false, 'noise around a slow drift has no quarterly pattern');
    const r = forecastSeries(flat, h, QUARTERLY);
    assert.equal(r.model, NONSEASONAL_COMBINATION.name);
    const members = NONSEASONAL_COMBINATION.members.map((name) => MODELS.find((m) => m.name === name)!.forecast(flat, h, QUARTERLY)!);
    for (let t = 0; t < h; t++) {
      const expected = (members[0]![t]! + members[1]![t]! + members[2]![t]!) / 3;
      assert.ok(Math.abs(r.point[t]! - expected) < 1e-6 * Math.abs(expected), `step ${t + 1}: ${r.point[t]} is not the mean ${expected}`);
    }
    // A seasonal quarterly series keeps the default combination, and so does a non-seasonal monthly one.
    assert.equal(isSeasonal(seasonal, 4), true);
    assert.equal(forecastSeries(seasonal, h, QUARTERLY).model, DEFAULT_COMBINATION.name);
    const monthly = Float64Array.from({ length: 48 }, (_, t) => 100 + 0.2 * t + 12 * noise(t));
    assert.equal(isSeasonal(monthly, 12), false);
    assert.equal(forecastSeries(monthly, 18, { m: 12, periods: [12] }).model, DEFAULT_COMBINATION.name);
  });

  it('damped: M4’s Damped benchmark follows a damped trend toward its limit', () => {
    // An exact damped trend, level 100, slope 5, φ = 0.9: increments 5·0.9^t shrink toward a limit of 100 + 45.
    const phi = 0.9;
    const y = Float64Array.from({ length: 30 }, (_, t) => 100 + (5 * phi * (1 - phi ** (t + 1))) / (1 - phi));
    const f = damped.forecast(y, 10, NONE)!;
    for (let j = 0; j < 10; j++) {
      const truth = 100 + (5 * phi * (1 - phi ** (31 + j))) / (1 - phi);
      assert.ok(Math.abs(f[j]! - truth) < 0.01 * truth, `step ${j + 1}: ${f[j]} against the damped path ${truth}`);
      // Damping: the steps shrink (a linear trend's would not).
      if (j >= 2) assert.ok(f[j]! - f[j - 1]! <= f[j - 1]! - f[j - 2]! + 1e-9, `step ${j + 1}: increment grew`);
    }
  });
});

describe('choice between selecting and combining', () => {
  it('combines (the default) when a single origin cannot tell methods apart', () => {
    const r = forecastSeries(trendy, 6, NONE, { maxFolds: 1 });
    assert.equal(r.model, DEFAULT_COMBINATION.name, `one origin is too few to select; chose ${r.model}`);
    assert.equal(r.backtest.folds, 1);
  });

  it('keeps the default with the usual three origins even where one candidate wins on all of them', () => {
    // Three origins cannot tell methods apart (docs/decisions.md "Forecaster: default combination").
    const r = forecastSeries(trendy, 6, NONE);
    assert.equal(r.backtest.folds, 3);
    assert.equal(r.model, DEFAULT_COMBINATION.name);
  });

  it('combines the best three when SCUM is not a candidate and origins are too few', () => {
    const r = forecastSeries(trendy, 6, NONE, { maxFolds: 1, models: [seasonalNaive, naive2, theta] });
    assert.match(r.model, /^combination\(median: /, `chose ${r.model}`);
  });

  it('still selects when many origins agree that one method is clearly better', () => {
    // A pure seasonal pattern with zeros: seasonal naive is exact on every origin, the default's members that adjust
    // by a multiplicative decomposition (Theta, DOTM, Damped) are not.
    const pattern = [0, 50, 0, 100];
    const pure = Float64Array.from({ length: 80 }, (_, t) => pattern[t % 4]!);
    const r = forecastSeries(pure, 8, QUARTERLY, { maxFolds: 8 });
    assert.ok(r.backtest.folds >= FORECAST.minFoldsToReplaceDefault, `folds ${r.backtest.folds}`);
    assert.notEqual(r.model, DEFAULT_COMBINATION.name);
    for (let t = 0; t < 8; t++) assert.ok(Math.abs(r.point[t]! - pattern[t % 4]!) < 1e-6, `step ${t + 1}: ${r.point[t]} (method ${r.model})`);
    // With the usual three origins the evidence is too thin: the default stays.
    assert.equal(forecastSeries(pure, 8, QUARTERLY).model, DEFAULT_COMBINATION.name);
  });

  it('keeps the slow models to series where they fit the time budget (rule on n·m)', () => {
    assert.equal(slowModelAllowed(126, 12), true, 'a long monthly series');
    assert.equal(slowModelAllowed(700, 24), false, 'M4 Hourly length at m = 24');
    const hourly = Float64Array.from({ length: 700 }, (_, t) => 100 + 20 * Math.sin((2 * Math.PI * t) / 24) + noise(t));
    const ets = MODELS.find((m) => m.name === 'ets_auto')!;
    assert.equal(ets.forecast(hourly, 48, { m: 24, periods: [24, 168] }), null, 'the pool’s ETS declines a 700-point hourly series');
    assert.ok(MODELS.some((m) => m.name === 'mstl_ets') && MODELS.some((m) => m.name === 'arima') && MODELS.some((m) => m.name === 'seasonal_naive'), 'hourly specialists stay');
  });
});

describe('intervals', () => {
  it('widen with the horizon, also beyond the validation horizon, on a short series', () => {
    const r = forecastSeries(trendy.subarray(0, 20), 6, NONE);
    const width = (j: number) => r.upper95[j]! - r.lower95[j]!;
    assert.ok(width(5) > width(0), `95 % width ${width(0)} at step 1, ${width(5)} at step 6`);
    for (let j = 1; j < 6; j++) assert.ok(width(j) >= width(j - 1) - 1e-9 || width(j) >= 0.9 * width(j - 1), `width fell from ${width(j - 1)} to ${width(j)} at step ${j + 1}`);
    for (let j = 0; j < 6; j++) assert.ok(r.lower95[j]! <= r.lower80[j]! && r.upper80[j]! <= r.upper95[j]!, `nested at step ${j + 1}`);
  });

  it('blend a symmetric conformal band with SCUM’s model band: each side a geometric mean, keeping the band’s asymmetry, tilted by the errors’ skew', () => {
    const short = trendy.subarray(0, 24);
    const r = forecastSeries(short, 6, NONE, { force: 'scum' });
    assert.equal(r.model, 'scum');
    const ref = scumModel.bands!(short, 6, NONE)!;
    const w = FORECAST.intervalConformalWeight;
    const k = modelOptimism(24, 1);
    assert.ok(Math.abs(k - (1 + (3 * FORECAST.modelOptimismSlope) / 24)) < 1e-12, `κ ${k}`);
    // The validated horizon is the whole horizon here (24 / 4 = 6 steps): no growth beyond it, only the tilt.
    const maxTilt = (FORECAST.intervalSkewShrinkage * Math.log(1 + 2 / FORECAST.intervalSkewPrior)) / 2 + 1e-9;
    const tilts: number[] = [];
    for (let j = 0; j < 6; j++) {
      const below = r.point[j]! - r.lower95[j]!;
      const above = r.upper95[j]! - r.point[j]!;
      const mBelow = ref.point[j]! - ref.lower95[j]!;
      const mAbove = ref.upper95[j]! - ref.point[j]!;
      // offset = c^w · (κ·m)^(1−w) · exp(∓t) on each side with the same conformal c: the product of the sides gives c
      // back (positive), their ratio the model band's asymmetry times exp(2t), t the same at every step and bounded.
      const c = (Math.sqrt((below * above) / (k * k * mBelow * mAbove) ** (1 - w))) ** (1 / w);
      assert.ok(c > 0 && Number.isFinite(c), `step ${j + 1}: conformal width ${c}`);
      const t = Math.log(above / below / (mAbove / mBelow) ** (1 - w)) / 2;
      assert.ok(Math.abs(t) <= maxTilt, `step ${j + 1}: tilt ${t} beyond ${maxTilt}`);
      tilts.push(t);
    }
    for (const t of tilts) assert.ok(Math.abs(t - tilts[0]!) < 1e-9, `tilts ${tilts.join(', ')}`);
  });
});
