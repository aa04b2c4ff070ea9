/**
 * The forecaster (issue 4 items 2–3): runs every model on rolling-origin backtests, chooses the
 * best single model or combination by validation error (an OWA-like score relative to Naive2,
 * as M4 scored), refits on all data, and calibrates 80 % and 95 % intervals by split conformal
 * prediction on the backtest errors, with the achieved coverage measured by cross-fitting.
 * Pure; the choices come from the data (frequency, seasonality tests, validation).
 */
import { autoArima, autoEts, mstlEts, naive2, seasonalEts, seasonalNaive, theta, type Model, type SeasonContext } from './models.js';
import { mean } from '../stats.js';
import { FORECAST } from '../constants.js';
import { conformalQuantile, mase, maseScale, smape } from './stats.js';

/** Candidate models, in a fixed order (ties go to the earlier). */
export const MODELS: Model[] = [seasonalNaive, naive2, autoEts, seasonalEts, theta, mstlEts(false), mstlEts(true), autoArima];

/** Result of forecasting one series. */
export interface SeriesForecast {
  /** Chosen method: a model name or `combination(median|mean|weighted: a, b, c)`. */
  model: string;
  point: Float64Array;
  lower80: Float64Array;
  upper80: Float64Array;
  lower95: Float64Array;
  upper95: Float64Array;
  backtest: {
    /** Folds (origins) used. */
    folds: number;
    /** Validation horizon (steps per fold). */
    horizon: number;
    mase: number | null;
    smape: number | null;
    /** Share of held-out backtest points inside the interval calibrated on the other folds. */
    coverage_80: number | null;
    coverage_95: number | null;
  };
  /** Validation score (OWA-like) of every candidate, for explanation. */
  candidates: { name: string; score: number }[];
}

/** Options: which models, how many folds. */
export interface ForecastOptions {
  models?: Model[];
  maxFolds?: number;
  /** Force one named candidate (single model or combination) instead of choosing by validation. */
  force?: string;
  /** Backtest origins used to calibrate the intervals (default 8). */
  calibrationFolds?: number;
}

type Method = { name: string; parts: number[]; kind: 'single' | 'median' | 'mean' | 'weighted'; weights?: number[] };

function safe(f: Float64Array | null, train: Float64Array): f is Float64Array {
  if (!f) return false;
  let maxAbs = 0;
  for (let i = 0; i < train.length; i++) maxAbs = Math.max(maxAbs, Math.abs(train[i]!));
  const limit = FORECAST.safetyFactor * maxAbs + 1;
  for (let i = 0; i < f.length; i++) if (!Number.isFinite(f[i]!) || Math.abs(f[i]!) > limit) return false;
  return true;
}

function combine(method: Method, forecasts: (Float64Array | null)[], h: number): Float64Array | null {
  const parts = method.parts.map((i) => forecasts[i] ?? null);
  if (parts.some((p) => !p)) return null;
  const out = new Float64Array(h);
  for (let t = 0; t < h; t++) {
    const vals = parts.map((p) => p![t]!);
    if (method.kind === 'single') out[t] = vals[0]!;
    else if (method.kind === 'mean') out[t] = mean(vals);
    else if (method.kind === 'median') {
      const s = [...vals].sort((a, b) => a - b);
      out[t] = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
    } else {
      let sw = 0;
      let sv = 0;
      vals.forEach((v, i) => {
        sw += method.weights![i]!;
        sv += method.weights![i]! * v;
      });
      out[t] = sv / sw;
    }
  }
  return out;
}

/**
 * Forecasts `y` for `h` steps.
 * @param ctx season length and candidate periods (from the frequency, see `seasonContext`)
 * @throws Error when y has fewer than 3 values (the API requires 8).
 */
export function forecastSeries(y: Float64Array, h: number, ctx: SeasonContext, options: ForecastOptions = {}): SeriesForecast {
  const n = y.length;
  if (n < 3) throw new Error('A series needs at least 3 values');
  const models = options.models ?? MODELS;
  const maxPeriod = Math.max(1, ...ctx.periods, ctx.m);
  // Validation horizon and origins: up to 3 non-overlapping windows at the end, each leaving
  // enough history (two of the longest cycles, or half the series) to fit on.
  const hv = Math.max(1, Math.min(h, Math.floor(n / FORECAST.maxValidationShare)));
  const minTrain = Math.min(Math.max(2 * maxPeriod + 1, FORECAST.minTrain), Math.floor(n / 2));
  const origins: number[] = [];
  for (let k = 1; k <= (options.maxFolds ?? FORECAST.selectionFolds); k++) {
    const o = n - k * hv;
    if (o >= Math.max(minTrain, 3)) origins.push(o);
  }
  const positive = y.every((v) => v >= 0);

  // Backtest forecasts: fold × model.
  const folds = origins.map((o) => {
    const train = y.subarray(0, o);
    const actual = y.subarray(o, o + hv);
    const fc = models.map((m) => {
      const f = m.forecast(train, hv, ctx);
      return safe(f, train) ? f : null;
    });
    const ref = naive2.forecast(train, hv, ctx)!;
    const scale = maseScale(train, ctx.m);
    return { train, actual, fc, refSmape: smape(actual, ref), refMase: mase(actual, ref, scale), scale };
  });

  const scoreOf = (method: Method): number => {
    if (!folds.length) return method.kind === 'single' && models[method.parts[0]!] === seasonalNaive ? 0 : 1;
    let s = 0;
    for (const f of folds) {
      const p = combine(method, f.fc, hv);
      if (!p) return Infinity;
      const rs = f.refSmape > 0 ? smape(f.actual, p) / f.refSmape : 1;
      const rm = f.refMase > 0 ? mase(f.actual, p, f.scale) / f.refMase : 1;
      s += 0.5 * (rs + rm);
    }
    return s / folds.length;
  };

  const singles: Method[] = models.map((m, i) => ({ name: m.name, parts: [i], kind: 'single' }));
  const singleScores = singles.map(scoreOf);
  const ranked = singles.map((m, i) => ({ m, s: singleScores[i]! })).filter((x) => Number.isFinite(x.s)).sort((a, b) => a.s - b.s);
  const methods: Method[] = [...singles];
  for (const k of FORECAST.combinationSizes) {
    if (ranked.length < k) continue;
    const top = ranked.slice(0, k);
    const names = top.map((x) => x.m.name).join(', ');
    const parts = top.map((x) => x.m.parts[0]!);
    methods.push({ name: `combination(mean: ${names})`, parts, kind: 'mean' });
    if (k >= 3) methods.push({ name: `combination(median: ${names})`, parts, kind: 'median' });
    methods.push({ name: `combination(weighted: ${names})`, parts, kind: 'weighted', weights: top.map((x) => 1 / Math.max(1e-6, x.s)) });
  }
  const scores = methods.map((m, i) => (i < singles.length ? singleScores[i]! : scoreOf(m)));
  let chosen = 0;
  for (let i = 1; i < methods.length; i++) if (scores[i]! < scores[chosen]! - 1e-12) chosen = i;
  if (options.force) {
    const forced = methods.findIndex((m) => m.name === options.force || m.name.startsWith(`${options.force}`));
    if (forced >= 0) chosen = forced;
  }
  let method = methods[chosen]!;

  // Final fit on all data.
  const needed = new Set(method.parts);
  const finals: (Float64Array | null)[] = models.map((m, i) => {
    if (!needed.has(i)) return null;
    const f = m.forecast(y, h, ctx);
    return safe(f, y) ? f : null;
  });
  let point = combine(method, finals, h);
  if (!point) {
    method = singles[0]!; // seasonal naive never fails
    point = seasonalNaive.forecast(y, h, ctx)!;
  }

  // Conformal intervals from the chosen method's backtest errors. The folds that chose the method
  // flatter it (selection bias), so calibration also uses older origins, half a horizon apart,
  // that took no part in the choice (up to `calibrationFolds` in all), with shorter histories allowed
  // (half the selection minimum) so short series get enough errors to calibrate on.
  const calibrationOrigins = [...origins];
  for (let o = origins[origins.length - 1]! - Math.ceil(hv / 2); calibrationOrigins.length < (options.calibrationFolds ?? FORECAST.calibrationFolds) && o >= Math.max(FORECAST.minCalibrationTrain, Math.floor(minTrain / 2)); o -= Math.ceil(hv / 2)) {
    if (!calibrationOrigins.includes(o)) calibrationOrigins.push(o);
  }
  const foldErrors = calibrationOrigins.map((o, k) => {
    const train = y.subarray(0, o);
    const actual = y.subarray(o, o + hv);
    const fc = k < folds.length ? folds[k]!.fc : models.map((m, i) => (method.parts.includes(i) ? m.forecast(train, hv, ctx) : null)).map((f) => (safe(f, train) ? f : null));
    const p = combine(method, fc, hv) ?? seasonalNaive.forecast(train, hv, ctx)!;
    return Array.from(actual, (a, j) => a - p[j]!);
  });
  if (!foldErrors.length) {
    // No backtest possible: one-step changes of the series stand in for errors (wide, honest).
    foldErrors.push(Array.from({ length: Math.min(hv, n - 1) }, (_, j) => y[n - 1 - j]! - y[n - 2 - j]!));
  }
  const { half80, half95 } = intervalBands(foldErrors, hv, h);
  const lower80 = new Float64Array(h);
  const upper80 = new Float64Array(h);
  const lower95 = new Float64Array(h);
  const upper95 = new Float64Array(h);
  for (let j = 0; j < h; j++) {
    if (positive && point[j]! < 0) point[j] = 0;
    lower80[j] = point[j]! - half80[j]!;
    upper80[j] = point[j]! + half80[j]!;
    lower95[j] = point[j]! - half95[j]!;
    upper95[j] = point[j]! + half95[j]!;
    if (positive) {
      lower80[j] = Math.max(0, lower80[j]!);
      lower95[j] = Math.max(0, lower95[j]!);
    }
  }

  // Achieved coverage: calibrate on all folds but one, check the held-out fold.
  let cov80: number | null = null;
  let cov95: number | null = null;
  if (foldErrors.length >= 2) {
    let in80 = 0;
    let in95 = 0;
    let total = 0;
    foldErrors.forEach((held, k) => {
      const others = foldErrors.filter((_, i) => i !== k);
      const b = intervalBands(others, hv, hv);
      held.forEach((e, j) => {
        total++;
        if (Math.abs(e) <= b.half80[j]!) in80++;
        if (Math.abs(e) <= b.half95[j]!) in95++;
      });
    });
    cov80 = in80 / total;
    cov95 = in95 / total;
  }
  const chosenFold = folds.map((f) => combine(method, f.fc, hv));
  return {
    model: method.name,
    point,
    lower80,
    upper80,
    lower95,
    upper95,
    backtest: {
      folds: folds.length,
      horizon: hv,
      mase: folds.length ? mean(folds.map((f, k) => mase(f.actual, chosenFold[k]!, f.scale))) : null,
      smape: folds.length ? mean(folds.map((f, k) => smape(f.actual, chosenFold[k]!))) : null,
      coverage_80: cov80,
      coverage_95: cov95,
    },
    candidates: methods.map((m, i) => ({ name: m.name, score: scores[i]! })).filter((c) => Number.isFinite(c.score)),
  };
}

/**
 * Half-widths of the 80 % and 95 % intervals per step: a local error scale (mean |error| over a
 * window of neighbouring steps, pooled across folds, growing like √step beyond the validation
 * horizon) times the conformal quantile of the scaled errors (Vovk et al. 2005; split conformal).
 * With no backtest at all, the scale is NaN-free but wide: the mean absolute step change.
 */
export function intervalBands(errorsByFold: number[][], hv: number, h: number): { half80: Float64Array; half95: Float64Array } {
  const w = Math.max(1, Math.floor(hv / FORECAST.errorWindowShare));
  const scale = new Float64Array(hv);
  for (let j = 0; j < hv; j++) {
    let s = 0;
    let c = 0;
    for (const fold of errorsByFold) {
      for (let k = Math.max(0, j - w); k <= Math.min(hv - 1, j + w); k++) {
        if (fold[k] === undefined) continue;
        s += Math.abs(fold[k]!);
        c++;
      }
    }
    scale[j] = c ? s / c : NaN;
  }
  const scaled: number[] = [];
  for (const fold of errorsByFold) fold.forEach((e, j) => scale[j]! > 0 && scaled.push(Math.abs(e) / scale[j]!));
  const q80 = scaled.length ? conformalQuantile(scaled, 0.8) : FORECAST.normalZ80;
  const q95 = scaled.length ? conformalQuantile(scaled, 0.95) : FORECAST.normalZ95;
  const half80 = new Float64Array(h);
  const half95 = new Float64Array(h);
  const lastScale = scale[hv - 1]! > 0 ? scale[hv - 1]! : 0;
  for (let j = 0; j < h; j++) {
    const s = j < hv ? (scale[j]! > 0 ? scale[j]! : lastScale) : lastScale * Math.sqrt((j + 1) / hv);
    half80[j] = q80 * s;
    half95[j] = q95 * s;
  }
  return { half80, half95 };
}
