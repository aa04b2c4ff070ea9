/** The forecaster on synthetic series with a known answer (issue 4 "Done means"). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { autoArima, autoEts, mstlEts, naive2, seasonalEts, seasonalNaive, theta, type SeasonContext } from '../../src/engine/forecast/models.js';
import { forecastSeries, inferFrequency, seasonContext } from '../../src/engine/index.js';
import { DEFAULT_COMBINATION } from '../../src/engine/forecast/forecaster.js';
import { isSeasonal, mase, maseScale, msis, smape } from '../../src/engine/forecast/stats.js';

const range = (n: number, f: (t: number) => number) => Float64Array.from({ length: n }, (_, t) => f(t));
const maxAbsError = (a: ArrayLike<number>, b: ArrayLike<number>) => Math.max(...Array.from(a, (v, i) => Math.abs(v - b[i]!)));
const NONE: SeasonContext = { m: 1, periods: [] };
const MONTHLY: SeasonContext = { m: 12, periods: [12] };

const trend = range(60, (t) => 100 + 3 * t);
const trendFuture = range(12, (t) => 100 + 3 * (60 + t));
const season = range(96, (t) => 200 + 40 * Math.sin((2 * Math.PI * t) / 12));
const seasonFuture = range(12, (t) => 200 + 40 * Math.sin((2 * Math.PI * (96 + t)) / 12));
const shift = range(60, (t) => (t < 30 ? 10 : 50));

describe('forecast models on known answers', () => {
  it('seasonal naive repeats a pure season exactly', () => {
    assert.ok(maxAbsError(seasonalNaive.forecast(season, 12, MONTHLY)!, seasonFuture) < 1e-9);
  });

  it('Naive2 deseasonalises a seasonal series and holds the level', () => {
    assert.ok(isSeasonal(season, 12));
    const f = naive2.forecast(season, 12, MONTHLY)!;
    assert.ok(maxAbsError(f, seasonFuture) < 6, `error ${maxAbsError(f, seasonFuture)}`);
  });

  it('ETS (AICc) follows a pure trend', () => {
    assert.ok(maxAbsError(autoEts.forecast(trend, 12, NONE)!, trendFuture) < 1, `error ${maxAbsError(autoEts.forecast(trend, 12, NONE)!, trendFuture)}`);
  });

  it('seasonal ETS (Holt–Winters) follows trend plus season', () => {
    const y = range(96, (t) => 500 + 2 * t + 30 * Math.sin((2 * Math.PI * t) / 12));
    const future = range(12, (t) => 500 + 2 * (96 + t) + 30 * Math.sin((2 * Math.PI * (96 + t)) / 12));
    const f = seasonalEts.forecast(y, 12, MONTHLY)!;
    assert.ok(maxAbsError(f, future) < 5, `error ${maxAbsError(f, future)}`);
  });

  it('Theta extends a trend with half its slope added to SES', () => {
    const f = theta.forecast(trend, 12, NONE)!;
    // Theta's drift is half the regression slope on top of SES: it rises, at least half as fast.
    assert.ok(f[11]! > f[0]! && f[11]! - f[0]! > 11 * 1.4, `slope ${(f[11]! - f[0]!) / 11}`);
  });

  it('the multi-seasonal method recovers two cycles (day and week of hourly data)', () => {
    const y = range(24 * 7 * 4, (t) => 100 + 20 * Math.sin((2 * Math.PI * t) / 24) + 10 * Math.sin((2 * Math.PI * t) / 168));
    const future = range(48, (t) => 100 + 20 * Math.sin((2 * Math.PI * (672 + t)) / 24) + 10 * Math.sin((2 * Math.PI * (672 + t)) / 168));
    const f = mstlEts(false).forecast(y, 48, { m: 24, periods: [24, 168] })!;
    assert.ok(maxAbsError(f, future) < 3, `error ${maxAbsError(f, future)}`);
  });

  it('seasonal ARIMA forecasts a seasonal series with a trend', () => {
    const y = range(96, (t) => 500 + 2 * t + 30 * Math.sin((2 * Math.PI * t) / 12));
    const future = range(12, (t) => 500 + 2 * (96 + t) + 30 * Math.sin((2 * Math.PI * (96 + t)) / 12));
    assert.ok(maxAbsError(autoArima.forecast(y, 12, MONTHLY)!, future) < 2);
  });

  it('the seasonal AR reaches lags of every day of the week on hourly data (nested cycles)', () => {
    // Day-differences z that follow z_t = 0.7·z_{t−144} + e_t (a six-day lag, beyond the 3 seasonal lags of other
    // frequencies); y accumulates them at lag 24. The 48-step forecast's conditional mean is known exactly.
    const n = 24 * 7 * 6;
    let seed = 12345;
    const uniform = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const z = new Float64Array(n + 48);
    for (let t = 0; t < n; t++) z[t] = (t >= 144 ? 0.7 * z[t - 144]! : 0) + 10 * (uniform() + uniform() + uniform() - 1.5);
    const y = new Float64Array(n);
    for (let t = 0; t < n; t++) y[t] = 1000 + (t >= 24 ? y[t - 24]! - 1000 : 0) + z[t]!;
    const expected = new Float64Array(48);
    const yExt = Array.from(y);
    for (let j = 0; j < 48; j++) {
      z[n + j] = 0.7 * z[n + j - 144]!;
      yExt.push(yExt[n + j - 24]! + z[n + j]!);
      expected[j] = yExt[n + j]!;
    }
    const f = autoArima.forecast(y, 48, { m: 24, periods: [24, 168] })!;
    // The noise sd is 5; a model without the six-day lag misses 0.7·z_{t−144} (sd ≈ 4.9 per step).
    assert.ok(maxAbsError(f, expected) < 3, `max error ${maxAbsError(f, expected)} against the conditional mean`);
  });

  it('after a level shift, forecasts sit at the new level', () => {
    const r = forecastSeries(shift, 6, NONE);
    for (const v of r.point) assert.ok(Math.abs(v - 50) < 2, `forecast ${v}`);
  });
});

describe('forecastSeries', () => {
  it('chooses by validation, gives nested intervals around the point, and reports the backtest', () => {
    const noisy = range(120, (t) => 300 + 2 * t + 25 * Math.sin((2 * Math.PI * t) / 12) + 8 * Math.sin(t * 12.9898) );
    const r = forecastSeries(noisy, 18, seasonContext('monthly', noisy.length));
    assert.equal(r.point.length, 18);
    for (let j = 0; j < 18; j++) {
      assert.ok(r.lower95[j]! <= r.lower80[j]! && r.lower80[j]! <= r.point[j]! && r.point[j]! <= r.upper80[j]! && r.upper80[j]! <= r.upper95[j]!);
    }
    // The default combination's slow members are backtested on the last origin only at this size (n·m = 1440, cost rule): a
    // method's folds are the origins it was scored on.
    assert.equal(r.backtest.folds, r.model === DEFAULT_COMBINATION.name ? 1 : 3, `folds ${r.backtest.folds} for ${r.model}`);
    assert.ok(r.backtest.mase !== null && r.backtest.mase < 1.5, `backtest MASE ${r.backtest.mase}`);
    // Cross-fitted coverage needs two calibration origins; the default combination at this size (n·m = 1440) keeps its one (cost rule), so null.
    assert.equal(r.calibrationFolds, r.model === DEFAULT_COMBINATION.name ? 1 : r.calibrationFolds);
    if (r.calibrationFolds >= 2) assert.ok(r.backtest.coverage_95 !== null && r.backtest.coverage_95 >= 0 && r.backtest.coverage_95 <= 1, `coverage ${r.backtest.coverage_95}`);
    else assert.equal(r.backtest.coverage_95, null, 'no cross-fitted coverage from a single origin');
    assert.ok(r.candidates.length >= 5);
  });

  it('is deterministic', () => {
    const y = range(50, (t) => 10 + Math.sin(t) * 3 + t / 5);
    assert.deepEqual(Array.from(forecastSeries(y, 6, NONE).point), Array.from(forecastSeries(y, 6, NONE).point));
  });

  it('handles the shortest accepted series', () => {
    const r = forecastSeries(Float64Array.from([5, 6, 5, 7, 6, 8, 7, 9]), 6, NONE);
    assert.equal(r.point.length, 6);
    assert.ok(r.point.every(Number.isFinite) && r.upper95.every(Number.isFinite));
    assert.ok(r.upper95[0]! > r.lower95[0]!, 'an honest interval has width');
  });
});

describe('frequency and scoring', () => {
  it('infers the frequency from timestamps', () => {
    const at = (step: number, n = 10) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2024, 0, 1) + i * step).toISOString());
    assert.equal(inferFrequency(at(3600e3)), 'hourly');
    assert.equal(inferFrequency(at(86400e3)), 'daily');
    assert.equal(inferFrequency(at(7 * 86400e3)), 'weekly');
    assert.equal(inferFrequency(Array.from({ length: 10 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}-01`)), 'monthly');
    assert.equal(inferFrequency(at(17 * 60e3)), null);
  });

  it('scores like M4', () => {
    assert.equal(smape([100, 200], [110, 180]), (200 * 10 / 210 + 200 * 20 / 380) / 2);
    assert.equal(maseScale([1, 2, 4, 7], 1), 2);
    assert.equal(mase([10], [12], 2), 1);
  });

  it('scores intervals by MSIS like M4 (a = 0.05)', () => {
    // Inside: width 4. Below by 2: width 4 + 40·2. Above by 2: width 3 + 40·2. (4 + 84 + 83) / 3 / scale 2.
    assert.equal(msis([10, 20, 30], [8, 22, 25], [12, 26, 28], 2, 0.05), 28.5, 'MSIS of a known case');
    assert.equal(msis([5, 5], [5, 4], [5, 6], 1, 0.05), 1, 'a point on a bound is inside: only the width counts');
    assert.throws(() => msis([1], [0, 0], [2, 2], 1, 0.05), RangeError, 'mismatched lengths');
    assert.throws(() => msis([1], [0], [2], 1, 0), RangeError, 'alpha outside (0, 1)');
  });
});
