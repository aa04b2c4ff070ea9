/**
 * The forecasting models (docs/engine.md "Forecaster"; issue 4 item 2). Each takes the training values
 * and the season context, and returns point forecasts for h steps, or null when it cannot fit
 * (too short, non-positive data for a multiplicative form). Pure, typed arrays.
 *
 * Sources: M4 benchmarks (Makridakis et al. 2020; the organisers' R code for Naive2, SES, Holt,
 * Damped, Theta), Hyndman et al. 2008 "Forecasting with Exponential Smoothing" (ETS recursions,
 * AICc), Hyndman & Billah 2003 (Theta as SES with drift), Bandara et al. 2021 (MSTL idea).
 */
import { clamp, mean } from '../stats.js';
import { FORECAST } from '../constants.js';
import { classicalIndices, isSeasonal, leastSquares, nelderMead } from './stats.js';

/** What a model knows about the series' seasonality. */
export interface SeasonContext {
  /** Primary season length (1 = none). */
  m: number;
  /** All candidate season lengths, ascending (e.g. [24, 168] for hourly). */
  periods: number[];
}

/** Point forecasts with the model's own 80 % and 95 % prediction bounds, one entry per step ahead (units of y). */
export interface BandedForecast {
  point: Float64Array;
  lower80: Float64Array;
  upper80: Float64Array;
  lower95: Float64Array;
  upper95: Float64Array;
}

/**
 * A forecasting model: a name and a fit-and-forecast function; state space models also give their
 * model-based bounds from the same fit (`bands`), and the slow ones say so (`slow`: the forecaster's
 * cost rule, forecaster.ts `slowModelAllowed`, may leave them out or backtest them on fewer origins).
 */
export interface Model {
  name: string;
  forecast(y: Float64Array, h: number, ctx: SeasonContext): Float64Array | null;
  bands?(y: Float64Array, h: number, ctx: SeasonContext): BandedForecast | null;
  /**
   * `bands` plus a `refit` that re-estimates the chosen specification (ETS components, ARIMA orders) on another
   * history of the same series without searching again (the forecaster backtests slow models this way on long
   * series; forecaster.ts). `refit` returns point forecasts for h steps, or null when that spec cannot be fitted there.
   */
  fitted?(y: Float64Array, h: number, ctx: SeasonContext): FittedModel | null;
  slow?: boolean;
}

/** A model fitted by `Model.fitted`: its forecast with bounds, and a refit of the same specification. */
export interface FittedModel {
  bands: BandedForecast;
  refit(y: Float64Array, h: number): Float64Array | null;
}

/** Last value repeated. */
export const naive: Model = {
  name: 'naive',
  forecast(y, h) {
    return new Float64Array(h).fill(y[y.length - 1]!);
  },
};

/** Last season repeated (m = 1: naive). */
export const seasonalNaive: Model = {
  name: 'seasonal_naive',
  forecast(y, h, { m }) {
    const n = y.length;
    if (m <= 1 || n < m) return naive.forecast(y, h, { m: 1, periods: [] });
    const f = new Float64Array(h);
    for (let i = 0; i < h; i++) f[i] = y[n - m + (i % m)]!;
    return f;
  },
};

/** Seasonal adjustment as M4's benchmarks do it: multiplicative classical indices when the 90 % test says seasonal. */
export function deseasonalize(y: Float64Array, m: number): { adjusted: Float64Array; indices: Float64Array | null } {
  let positive = true;
  for (let i = 0; i < y.length; i++) if (!(y[i]! > 0)) positive = false;
  if (m <= 1 || !positive || !isSeasonal(y, m)) return { adjusted: y, indices: null };
  const indices = classicalIndices(y, m);
  const adjusted = new Float64Array(y.length);
  for (let t = 0; t < y.length; t++) adjusted[t] = y[t]! / indices[t % m]!;
  return { adjusted, indices };
}

function reseasonalize(f: Float64Array, n: number, m: number, indices: Float64Array | null): Float64Array {
  if (!indices) return f;
  for (let i = 0; i < f.length; i++) f[i]! *= indices[(n + i) % m]!;
  return f;
}

/** M4's Naive2: naive on the seasonally adjusted series, reseasonalised. */
export const naive2: Model = {
  name: 'naive2',
  forecast(y, h, { m }) {
    const { adjusted, indices } = deseasonalize(y, m);
    return reseasonalize(new Float64Array(h).fill(adjusted[adjusted.length - 1]!), y.length, m, indices);
  },
};

/** Trend kinds of the non-seasonal ETS models. */
type TrendKind = 'N' | 'A' | 'Ad';

interface EtsFit {
  sse: number;
  k: number;
  forecast(h: number): Float64Array;
}

/** Non-seasonal ETS with additive errors (ANN, AAN, AAdN), parameters by Nelder–Mead on the SSE. */
function fitEts(y: Float64Array, trend: TrendKind): EtsFit | null {
  const n = y.length;
  if (n < (trend === 'N' ? 3 : 6)) return null;
  const l0 = trend === 'N' ? y[0]! : mean(y, 0, Math.min(n, 3));
  const b0 = trend === 'N' ? 0 : (mean(y, Math.min(n, 3), Math.min(n, 6)) - mean(y, 0, Math.min(n, 3))) / 3;
  const run = (alpha: number, beta: number, phi: number, keep?: { l: number; b: number }) => {
    let l = l0;
    let b = b0;
    let sse = 0;
    for (let t = 0; t < n; t++) {
      const fit = l + phi * b;
      const e = y[t]! - fit;
      sse += e * e;
      const lNew = fit + alpha * e;
      b = trend === 'N' ? 0 : phi * b + alpha * beta * e;
      l = lNew;
    }
    if (keep) {
      keep.l = l;
      keep.b = b;
    }
    return sse;
  };
  const decode = (p: number[]) => ({
    alpha: clamp(p[0]!, 0.0001, 0.9999),
    beta: trend === 'N' ? 0 : clamp(p[1]!, 0.0001, 0.9999),
    phi: trend === 'Ad' ? clamp(p[2]!, FORECAST.phiMin, FORECAST.phiMax) : 1,
  });
  const objective = (p: number[]) => {
    const { alpha, beta, phi } = decode(p);
    const penalty = p.reduce((s, v, i) => s + (i < 2 ? Math.max(0, -v, v - 1) : 0), 0);
    return run(alpha, beta, phi) * (1 + penalty);
  };
  const start = trend === 'N' ? [0.3] : trend === 'A' ? [0.3, 0.1] : [0.3, 0.1, 0.9];
  const best = nelderMead(objective, start, 0.1, 200);
  const { alpha, beta, phi } = decode(best.x);
  const state = { l: 0, b: 0 };
  const sse = run(alpha, beta, phi, state);
  const k = (trend === 'N' ? 1 : trend === 'A' ? 2 : 3) + (trend === 'N' ? 1 : 2);
  return {
    sse,
    k,
    forecast(h) {
      const f = new Float64Array(h);
      let damp = 0;
      let pw = 1;
      for (let i = 0; i < h; i++) {
        pw *= phi;
        damp += trend === 'Ad' ? pw : 1;
        f[i] = state.l + (trend === 'N' ? 0 : damp * state.b);
      }
      return f;
    },
  };
}

/** AICc of a Gaussian fit with `k` parameters (Hyndman et al. 2008, eq. 7.3 without constants). */
function aicc(sse: number, n: number, k: number): number {
  const ll = n * Math.log(Math.max(sse, 1e-12) / n);
  return ll + 2 * k + (n - k - 1 > 0 ? (2 * k * (k + 1)) / (n - k - 1) : Infinity);
}

/** Auto ETS (ANN / AAN / AAdN by AICc) on the M4-style seasonally adjusted series. */
export const autoEts: Model = {
  name: 'ets',
  forecast(y, h, { m }) {
    const { adjusted, indices } = deseasonalize(y, m);
    let best: { score: number; fit: EtsFit } | null = null;
    for (const trend of ['N', 'A', 'Ad'] as TrendKind[]) {
      const fit = fitEts(adjusted, trend);
      if (!fit) continue;
      const score = aicc(fit.sse, adjusted.length, fit.k);
      if (!best || score < best.score) best = { score, fit };
    }
    return best ? reseasonalize(best.fit.forecast(h), y.length, m, indices) : null;
  },
};

/** M4's SES, Holt and Damped benchmarks (seasonally adjusted, reseasonalised). */
export function etsFixed(trend: TrendKind, name: string): Model {
  return {
    name,
    forecast(y, h, { m }) {
      const { adjusted, indices } = deseasonalize(y, m);
      const fit = fitEts(adjusted, trend);
      return fit ? reseasonalize(fit.forecast(h), y.length, m, indices) : null;
    },
  };
}

/**
 * M4's Damped benchmark (`damped`): additive damped-trend exponential smoothing (AAdN; Gardner & McKenzie 1985,
 * φ within Hyndman et al. 2008's [0.8, 0.98]) on the M4-style seasonally adjusted series, reseasonalised. One of the
 * three members of M4's Com benchmark; a member of the forecaster's default combination (forecaster.ts).
 */
export const damped: Model = etsFixed('Ad', 'damped');

/**
 * Holt–Winters ETS with additive or multiplicative seasonality and an additive or damped trend
 * (AAA, AAdA, AAM, AAdM); initial states from the first two seasons; parameters by Nelder–Mead.
 */
function fitHoltWinters(y: Float64Array, m: number, mult: boolean, damped: boolean): EtsFit | null {
  const n = y.length;
  if (m < 2 || n < 3 * m) return null;
  if (mult) for (let i = 0; i < n; i++) if (!(y[i]! > 0)) return null;
  const c1 = mean(y, 0, m);
  const c2 = mean(y, m, 2 * m);
  const b0 = (c2 - c1) / m;
  // Level just before the first observation; seasonal states against the trend line, so the
  // within-season slope does not leak into the seasonal pattern.
  const l0 = c1 - b0 * ((m + 1) / 2);
  const s0 = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    const line1 = c1 + b0 * (i - (m - 1) / 2);
    const line2 = c2 + b0 * (i - (m - 1) / 2);
    s0[i] = mult ? 0.5 * (y[i]! / line1 + y[i + m]! / line2) : 0.5 * (y[i]! - line1 + y[i + m]! - line2);
  }
  const s = new Float64Array(m);
  const run = (alpha: number, beta: number, gamma: number, phi: number, keep?: { l: number; b: number }) => {
    let l = l0;
    let b = b0;
    s.set(s0);
    let sse = 0;
    for (let t = 0; t < n; t++) {
      const p = t % m;
      const base = l + phi * b;
      const fit = mult ? base * s[p]! : base + s[p]!;
      const e = y[t]! - fit;
      sse += e * e;
      const lNew = mult ? alpha * (y[t]! / s[p]!) + (1 - alpha) * base : alpha * (y[t]! - s[p]!) + (1 - alpha) * base;
      const bNew = beta * (lNew - l) + (1 - beta) * phi * b;
      s[p] = mult ? gamma * (y[t]! / base) + (1 - gamma) * s[p]! : gamma * (y[t]! - base) + (1 - gamma) * s[p]!;
      l = lNew;
      b = bNew;
      if (!Number.isFinite(l)) return Infinity;
    }
    if (keep) {
      keep.l = l;
      keep.b = b;
    }
    return sse;
  };
  const decode = (p: number[]) => ({
    alpha: clamp(p[0]!, 0.0001, 0.9999),
    beta: clamp(p[1]!, 0.0001, FORECAST.holtWintersBetaMax),
    gamma: clamp(p[2]!, 0.0001, 0.9999),
    phi: damped ? clamp(p[3]!, FORECAST.phiMin, FORECAST.phiMax) : 1,
  });
  const best = nelderMead((p) => {
    const d = decode(p);
    return run(d.alpha, d.beta, d.gamma, d.phi);
  }, damped ? [0.2, 0.05, 0.1, 0.9] : [0.2, 0.05, 0.1], 0.1, 250);
  const d = decode(best.x);
  const state = { l: 0, b: 0 };
  const sse = run(d.alpha, d.beta, d.gamma, d.phi, state);
  if (!Number.isFinite(sse)) return null;
  const season = s.slice();
  return {
    sse,
    k: (damped ? 4 : 3) + 2 + m,
    forecast(h) {
      const f = new Float64Array(h);
      let damp = 0;
      let pw = 1;
      for (let i = 0; i < h; i++) {
        pw *= d.phi;
        damp += damped ? pw : 1;
        const base = state.l + damp * state.b;
        const p = (n + i) % m;
        f[i] = mult ? base * season[p]! : base + season[p]!;
      }
      return f;
    },
  };
}

/** Seasonal ETS: the best of AAA, AAdA, AAM, AAdM by AICc (falls back to non-seasonal when m is too long for the data). */
export const seasonalEts: Model = {
  name: 'ets_seasonal',
  forecast(y, h, { m }) {
    if (m < 2 || m > FORECAST.seasonalEtsMaxSeason || y.length < 3 * m) return null;
    let best: { score: number; fit: EtsFit } | null = null;
    for (const mult of [false, true]) {
      for (const damped of [false, true]) {
        const fit = fitHoltWinters(y, m, mult, damped);
        if (!fit) continue;
        const score = aicc(fit.sse, y.length, fit.k);
        if (!best || score < best.score) best = { score, fit };
      }
    }
    return best ? best.fit.forecast(h) : null;
  },
};

/**
 * M4's Theta benchmark (Hyndman & Billah 2003 form, as `forecast::thetaf`): SES on the seasonally
 * adjusted series plus half the slope of a linear trend, reseasonalised.
 */
export const theta: Model = {
  name: 'theta',
  forecast(y, h, { m }) {
    const { adjusted, indices } = deseasonalize(y, m);
    const n = adjusted.length;
    const ses = fitEtsWithAlpha(adjusted);
    if (!ses) return null;
    const tMean = (n - 1) / 2;
    const yMean = mean(adjusted);
    let num = 0;
    let den = 0;
    for (let t = 0; t < n; t++) {
      num += (t - tMean) * (adjusted[t]! - yMean);
      den += (t - tMean) ** 2;
    }
    const drift = den > 0 ? num / den / 2 : 0;
    const f = ses.fit.forecast(h);
    const a = ses.alpha;
    for (let i = 0; i < h; i++) f[i]! += drift * (i + (1 - Math.pow(1 - a, n)) / a);
    return reseasonalize(f, y.length, m, indices);
  },
};

function fitEtsWithAlpha(y: Float64Array): { fit: EtsFit; alpha: number } | null {
  const n = y.length;
  if (n < 3) return null;
  let bestA = 0.5;
  let bestSse = Infinity;
  const sseFor = (a: number) => {
    let l = y[0]!;
    let sse = 0;
    for (let t = 0; t < n; t++) {
      const e = y[t]! - l;
      sse += e * e;
      l += a * e;
    }
    return { sse, l };
  };
  // Golden-section search on α ∈ (0, 1).
  let lo = 0.0001;
  let hi = 0.9999;
  const g = (Math.sqrt(5) - 1) / 2;
  let c = hi - g * (hi - lo);
  let d = lo + g * (hi - lo);
  for (let i = 0; i < 60; i++) {
    if (sseFor(c).sse < sseFor(d).sse) hi = d;
    else lo = c;
    c = hi - g * (hi - lo);
    d = lo + g * (hi - lo);
  }
  bestA = (lo + hi) / 2;
  const r = sseFor(bestA);
  bestSse = r.sse;
  return { alpha: bestA, fit: { sse: bestSse, k: 2, forecast: (h) => new Float64Array(h).fill(r.l) } };
}

/**
 * Multi-seasonal decomposition + ETS (an MSTL-style method, Bandara, Hyndman & Bergmeir 2021):
 * each seasonal profile (e.g. daily and weekly cycles of hourly data) is estimated by
 * recency-weighted phase means of the series detrended by a centred moving average, with the
 * other profiles removed, iterated twice; the adjusted series gets an auto ETS; forecast = ETS +
 * profiles. With `log`, the same on log values (multiplicative cycles), positive data only.
 */
export function mstlEts(log: boolean): Model {
  return {
    name: log ? 'mstl_ets_log' : 'mstl_ets',
    forecast(y, h, { periods }) {
      const n = y.length;
      const usable = periods.filter((p) => p >= 2 && n >= 2 * p + 1);
      if (!usable.length) return null;
      const x = new Float64Array(n);
      for (let t = 0; t < n; t++) {
        if (log && !(y[t]! > 0)) return null;
        x[t] = log ? Math.log(y[t]!) : y[t]!;
      }
      const profiles = usable.map((p) => new Float64Array(p));
      const seasonalAt = (t: number, skip: number) => {
        let s = 0;
        for (let k = 0; k < usable.length; k++) if (k !== skip) s += profiles[k]![t % usable[k]!]!;
        return s;
      };
      for (let iter = 0; iter < FORECAST.mstlIterations; iter++) {
        for (let k = 0; k < usable.length; k++) {
          const p = usable[k]!;
          const z = new Float64Array(n);
          for (let t = 0; t < n; t++) z[t] = x[t]! - seasonalAt(t, k);
          const trend = movingAverage(z, p);
          const sums = new Float64Array(p);
          const weights = new Float64Array(p);
          const cycles = n / p;
          // Recent cycles weigh more (half-life of a quarter of the history, at least 2 cycles).
          const halfLife = Math.max(FORECAST.mstlMinHalfLife, cycles / FORECAST.mstlHalfLifeShare);
          for (let t = 0; t < n; t++) {
            const age = (n - 1 - t) / p;
            const w = Math.pow(0.5, age / halfLife);
            sums[t % p]! += w * (z[t]! - trend[t]!);
            weights[t % p]! += w;
          }
          const prof = profiles[k]!;
          for (let i = 0; i < p; i++) prof[i] = weights[i]! > 0 ? sums[i]! / weights[i]! : 0;
          const avg = mean(prof);
          for (let i = 0; i < p; i++) prof[i]! -= avg;
        }
      }
      const adjusted = new Float64Array(n);
      for (let t = 0; t < n; t++) adjusted[t] = x[t]! - seasonalAt(t, -1);
      const base = autoEts.forecast(adjusted, h, { m: 1, periods: [] });
      if (!base) return null;
      for (let i = 0; i < h; i++) {
        const v = base[i]! + seasonalAt(n + i, -1);
        base[i] = log ? Math.exp(v) : v;
      }
      return base;
    },
  };
}

/** Centred moving average of order p, edges filled with the nearest defined value. */
function movingAverage(x: Float64Array, p: number): Float64Array {
  const n = x.length;
  const out = new Float64Array(n).fill(NaN);
  const half = Math.floor(p / 2);
  // Running sums for speed.
  const cum = new Float64Array(n + 1);
  for (let t = 0; t < n; t++) cum[t + 1] = cum[t]! + x[t]!;
  for (let t = half; t < n - half; t++) {
    if (p % 2 === 1) out[t] = (cum[t + half + 1]! - cum[t - half]!) / p;
    else out[t] = (0.5 * x[t - half]! + 0.5 * x[t + half]! + (cum[t + half]! - cum[t - half + 1]!)) / p;
  }
  const first = half;
  const last = n - half - 1;
  for (let t = 0; t < first; t++) out[t] = out[first]!;
  for (let t = last + 1; t < n; t++) out[t] = out[last]!;
  return out;
}

/**
 * Automatic seasonal AR on differences (ARIMA(p,0,0)(P,1,0)_s, or (p,1,0) without season): the
 * series is differenced at its season s when it holds three of them (else at lag 1), an AR with
 * short lags 1..p, seasonal lags s, 2s, …, P·s and the longer cycles' lags (and a constant or
 * not) is fitted by least squares (conditional sum of squares), orders chosen by AICc (p and P up to
 * `FORECAST.arMaxOrder`; P up to L/s − 1 where a longer cycle L that enters as a lag is a whole number of
 * seasons, e.g. 6 for hourly data with the week, L = 168 = 7·24); forecasts by recursion.
 */
export const autoArima: Model = {
  name: 'arima',
  forecast(y, h, { periods, m }) {
    const n = y.length;
    // Difference at the primary season when the data hold three of them; longer cycles (the week
    // of hourly data) enter as extra AR lags on the differenced series.
    const lag = m >= 2 && n >= 3 * m + FORECAST.arSpareRows ? m : 1;
    const z = new Float64Array(n - lag);
    for (let t = lag; t < n; t++) z[t - lag] = y[t]! - y[t - lag]!;
    const extraLags = periods.filter((p) => p > lag && z.length >= 3 * p + FORECAST.arSpareRows);
    let best: { score: number; coef: Float64Array; lags: number[]; constant: boolean } | null = null;
    const orders = Array.from({ length: FORECAST.arMaxOrder }, (_, i) => i + 1);
    // Nested cycles: where a longer cycle enters as a lag and is a whole number of seasons (hourly: the week is 7
    // days), the seasonal orders reach one season short of it, so the seasonal lags and the longer lag together
    // cover every season of the longer cycle (hourly: lags of 1–6 days and the week; P up to 3 gave M4 Hourly OWA
    // 0.423, up to 4 0.421, up to 6 0.410; docs/decisions.md "Forecaster: hourly seasonal AR").
    const nested = lag > 1 ? Math.max(0, ...extraLags.filter((p) => p % lag === 0).map((p) => p / lag - 1)) : 0;
    const seasonalOrders = Array.from({ length: Math.max(FORECAST.arMaxOrder, nested) }, (_, i) => i + 1);
    for (const p of orders) {
      for (const P of lag > 1 ? seasonalOrders : [0]) {
        for (const constant of [false, true]) {
          const lags = [...Array.from({ length: p }, (_, i) => i + 1)];
          for (let k = 1; k <= P; k++) lags.push(k * lag);
          lags.push(...extraLags);
          const maxLag = Math.max(...lags);
          const rows = z.length - maxLag;
          if (rows < lags.length + FORECAST.arSpareRows) continue;
          const X: Float64Array[] = lags.map((L) => {
            const col = new Float64Array(rows);
            for (let r = 0; r < rows; r++) col[r] = z[r + maxLag - L]!;
            return col;
          });
          if (constant) X.push(new Float64Array(rows).fill(1));
          const target = z.subarray(maxLag);
          const coef = leastSquares(X, target);
          if (!coef) continue;
          let sse = 0;
          for (let r = 0; r < rows; r++) {
            let fit = 0;
            for (let j = 0; j < X.length; j++) fit += coef[j]! * X[j]![r]!;
            sse += (target[r]! - fit) ** 2;
          }
          const score = aicc(sse, rows, X.length + 1);
          if (!best || score < best.score) best = { score, coef, lags, constant };
        }
      }
    }
    if (!best) return null;
    const zExt = Array.from(z);
    const yExt = Array.from(y);
    const f = new Float64Array(h);
    for (let i = 0; i < h; i++) {
      let v = best.constant ? best.coef[best.lags.length]! : 0;
      for (let j = 0; j < best.lags.length; j++) v += best.coef[j]! * zExt[zExt.length - best.lags[j]!]!;
      zExt.push(v);
      const yv = v + yExt[yExt.length - lag]!;
      yExt.push(yv);
      f[i] = yv;
    }
    return f;
  },
};
