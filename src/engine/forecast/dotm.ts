/**
 * Dynamic optimised Theta model (DOTM) and its static special case (OTM): Fiorucci, Pellegrini, Louzada,
 * Petropoulos & Koehler (IJF 2016, "Models for optimising the theta method and their relationship to state
 * space models"), section 3, as the authors' R package forecTheta (`dotm`, `otm`) estimates it.
 *
 * With t = 1..n, α the smoothing parameter and θ ≥ 1 the theta coefficient:
 *
 *   Y_t = μ_t + ε_t,
 *   μ_t = ℓ_{t−1} + (1 − 1/θ) · [ (1 − α)^{t−1} A_{t−1} + ((1 − (1 − α)^t) / α) B_{t−1} ],
 *   ℓ_t = α Y_t + (1 − α) ℓ_{t−1},
 *
 * where A_t + B_t·s is the least-squares line through Y_1..Y_t, updated recursively (DOTM:
 * Ȳ_t = ((t − 1) Ȳ_{t−1} + Y_t) / t, B_t = ((t − 2) B_{t−1} + 6 (Y_t − Ȳ_{t−1}) / t) / (t + 1),
 * A_t = Ȳ_t − (t + 1) B_t / 2, from A_1 = Y_1, B_1 = 0) or fixed at the line through the whole sample (OTM).
 * θ = 2 with the static line is the standard Theta method (Assimakopoulos & Nikolopoulos 2000; Hyndman &
 * Billah 2003: SES with drift half the slope). Every update is linear in the observations, so the h-step
 * point forecast is the recursion fed with its own forecasts (as forecTheta does) and the forecast error
 * variance follows exactly from the impulse responses.
 *
 * Seasonality as M4's benchmarks and forecTheta's default: classical multiplicative decomposition when the
 * 90 % autocorrelation test passes (`deseasonalize` in models.ts); the model runs on the adjusted series.
 */
import { mean } from '../stats.js';
import { DOTM } from '../constants.js';
import { deseasonalize, type Model } from './models.js';
import { aiccOf, gaussianLoglik, normalBands, type IntervalForecast } from './normal-interval.js';
import { nelderMead } from './stats.js';

/** What to estimate and what to fix. */
export interface DotmOptions {
  /** Season length m (1 = none); with m ≥ 2 the series is adjusted as M4's benchmarks do. Default 1. */
  seasonLength?: number;
  /** true (default): DOTM, the line re-estimated at every t; false: OTM, the line through the whole sample. */
  dynamic?: boolean;
  /** Fixed θ ≥ 1 (default: estimated within DOTM.thetaBounds). */
  theta?: number;
  /** Fixed α in (0, 1] (default: estimated within DOTM.alphaBounds). */
  alpha?: number;
  /** Fixed initial level ℓ_0 in the units of the (adjusted) series (default: estimated). */
  level0?: number;
}

/** A fitted DOTM / OTM. Series-valued fields have the length n of the input, in its units. */
export interface DotmFit {
  dynamic: boolean;
  alpha: number;
  theta: number;
  /** Initial level ℓ_0, in the units of the seasonally adjusted series. */
  level0: number;
  /** Multiplicative seasonal indices (index i for positions t ≡ i mod m, 0-based), or null when not adjusted. */
  seasonalIndices: Float64Array | null;
  /** One-step fitted values μ_t, reseasonalised (DOTM's first is Y_1 itself). */
  fitted: Float64Array;
  /** y − fitted. */
  residuals: Float64Array;
  /** Number of one-step errors in the likelihood: n − 2 for DOTM (the first two only start the line), n for OTM. */
  nLik: number;
  /** Estimated parameters plus the error variance. */
  nParams: number;
  /** Residual standard deviation on the adjusted series, √(SSE / (nLik − estimated parameters)), used by the intervals. */
  sigma: number;
  /** Gaussian log-likelihood of the adjusted series' one-step errors, variance at its MLE. */
  loglik: number;
  aicc: number;
  /** Point forecasts and 80 / 95 % Gaussian prediction intervals for steps 1..h (reseasonalised). */
  forecast(h: number): IntervalForecast;
}

/** The recursion's state after observation t: level, regression line A + B·s and running mean. */
interface ThetaState {
  t: number;
  level: number;
  a: number;
  b: number;
  mean: number;
}

/** μ_{t+1} from the state at t; `omega` = 1 − 1/θ, `q` = (1 − α)^t. */
function predict(s: ThetaState, alpha: number, omega: number, q: number): number {
  return s.level + omega * (s.a * q + (s.b * (1 - q * (1 - alpha))) / alpha);
}

/** The state after observing y at t + 1. Linear and homogeneous in (state, y), so it also moves deviations. */
function update(s: ThetaState, y: number, alpha: number, dynamic: boolean): void {
  const t = s.t + 1;
  s.level = alpha * y + (1 - alpha) * s.level;
  if (dynamic) {
    if (t === 1) {
      s.mean = y;
      s.a = y;
      s.b = 0;
    } else {
      const previous = s.mean;
      s.mean = ((t - 1) * previous + y) / t;
      s.b = ((t - 2) * s.b + (6 * (y - previous)) / t) / (t + 1);
      s.a = s.mean - (s.b * (t + 1)) / 2;
    }
  }
  s.t = t;
}

/** Least-squares line A + B·t through y at t = 1..n (forecTheta's An, Bn). */
function staticLine(y: Float64Array): { a: number; b: number } {
  const n = y.length;
  if (n < 2) return { a: y[0] ?? 0, b: 0 };
  let sty = 0;
  for (let t = 0; t < n; t++) sty += (t + 1) * y[t]!;
  const ybar = mean(y);
  const b = (6 * ((2 * sty) / n - (n + 1) * ybar)) / (n * n - 1);
  return { a: ybar - ((n + 1) * b) / 2, b };
}

interface Run {
  sse: number;
  state: ThetaState;
}

/** Runs the model over y; writes μ_t into `fitted` when given; SSE over the likelihood's errors. */
function run(y: Float64Array, level0: number, alpha: number, omega: number, dynamic: boolean, line: { a: number; b: number }, fitted?: Float64Array): Run {
  const s: ThetaState = { t: 0, level: level0, a: line.a, b: line.b, mean: 0 };
  let q = 1;
  let sse = 0;
  for (let t = 0; t < y.length; t++) {
    // DOTM has no line before the first observation: μ_1 = Y_1 (forecTheta).
    const mu = dynamic && t === 0 ? y[0]! : predict(s, alpha, omega, q);
    if (fitted) fitted[t] = mu;
    const e = y[t]! - mu;
    if (!dynamic || t >= 2) sse += e * e;
    update(s, y[t]!, alpha, dynamic);
    q *= 1 - alpha;
  }
  return { sse, state: s };
}

/** Point forecasts from a state: the recursion fed with its own forecasts. */
function pointForecast(state: ThetaState, alpha: number, omega: number, dynamic: boolean, h: number): Float64Array {
  const s = { ...state };
  const f = new Float64Array(h);
  let q = Math.pow(1 - alpha, s.t);
  for (let i = 0; i < h; i++) {
    f[i] = predict(s, alpha, omega, q);
    update(s, f[i]!, alpha, dynamic);
    q *= 1 - alpha;
  }
  return f;
}

/**
 * Standard deviation of the 1..h-step forecast errors, sigma · √(Σ_k ψ_{i,k}²): ψ_{i,k} is the response of
 * Y_{n+i} to a unit error at n + k, found by running the same (linear, homogeneous) recursion on deviations.
 */
function forecastSd(state: ThetaState, alpha: number, omega: number, dynamic: boolean, h: number, sigma: number): Float64Array {
  const v = new Float64Array(h);
  for (let k = 0; k < h; k++) {
    const d: ThetaState = { t: state.t + k, level: 0, a: 0, b: 0, mean: 0 };
    let q = Math.pow(1 - alpha, d.t);
    for (let i = k; i < h; i++) {
      const dy = predict(d, alpha, omega, q) + (i === k ? 1 : 0);
      v[i]! += dy * dy;
      update(d, dy, alpha, dynamic);
      q *= 1 - alpha;
    }
  }
  for (let i = 0; i < h; i++) v[i] = sigma * Math.sqrt(v[i]!);
  return v;
}

/**
 * Fits DOTM (default) or OTM to y by least squares on the one-step errors (Gaussian likelihood), with
 * Nelder–Mead over the free parameters among ℓ_0, α and ω = 1 − 1/θ, from ℓ_0 = Y_1, α = 0.5, θ = 2.
 * Returns null when y is shorter than DOTM.minLength, holds a non-finite value, or the fit is not finite.
 */
export function fitDotm(y: Float64Array, options: DotmOptions = {}): DotmFit | null {
  const n = y.length;
  if (n < DOTM.minLength) return null;
  for (let t = 0; t < n; t++) if (!Number.isFinite(y[t]!)) return null;
  const dynamic = options.dynamic ?? true;
  const m = options.seasonLength ?? 1;
  const { adjusted, indices } = m >= 2 ? deseasonalize(y, m) : { adjusted: y, indices: null };
  // Optimise on the series divided by its mean absolute value, so the level's simplex step suits any units.
  const scale = mean(adjusted.map(Math.abs)) || 1;
  const z = adjusted.map((v) => v / scale);
  const lineZ = staticLine(z);
  const [aLo, aHi] = DOTM.alphaBounds;
  const omegaHi = 1 - 1 / DOTM.thetaBounds[1];
  const free = { level: options.level0 === undefined, alpha: options.alpha === undefined, omega: options.theta === undefined };
  if (options.theta !== undefined && !(options.theta >= 1)) throw new RangeError(`theta must be at least 1, got ${options.theta}`);
  if (options.alpha !== undefined && !(options.alpha > 0 && options.alpha <= 1)) throw new RangeError(`alpha must be in (0, 1], got ${options.alpha}`);
  const decode = (p: number[]) => {
    let i = 0;
    const level0 = free.level ? p[i++]! : options.level0! / scale;
    const alpha = free.alpha ? p[i++]! : options.alpha!;
    const omega = free.omega ? p[i++]! : 1 - 1 / options.theta!;
    return { level0, alpha, omega };
  };
  const start: number[] = [];
  if (free.level) start.push(z[0]!);
  if (free.alpha) start.push(DOTM.start.alpha);
  if (free.omega) start.push(1 - 1 / DOTM.start.theta);
  const objective = (p: number[]) => {
    const d = decode(p);
    if (free.alpha && !(d.alpha >= aLo && d.alpha <= aHi)) return Infinity;
    if (free.omega && !(d.omega >= 0 && d.omega <= omegaHi)) return Infinity;
    const sse = run(z, d.level0, d.alpha, d.omega, dynamic, lineZ).sse;
    return Number.isFinite(sse) ? sse : Infinity;
  };
  const best = start.length ? nelderMead(objective, start, 0.1, 400, 1e-10).x : [];
  const d = decode(best);
  const level0 = d.level0 * scale;
  const line = { a: lineZ.a * scale, b: lineZ.b * scale };
  const fittedAdj = new Float64Array(n);
  const { sse, state } = run(adjusted, level0, d.alpha, d.omega, dynamic, line, fittedAdj);
  if (!Number.isFinite(sse)) return null;
  const nLik = dynamic ? n - 2 : n;
  const estimated = start.length;
  const nParams = estimated + 1;
  const loglik = gaussianLoglik(Math.max(sse, tinySse(adjusted, nLik)), nLik);
  const sigma = Math.sqrt(sse / Math.max(1, nLik - estimated));
  const fitted = new Float64Array(n);
  const residuals = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    fitted[t] = fittedAdj[t]! * (indices ? indices[t % m]! : 1);
    residuals[t] = y[t]! - fitted[t]!;
  }
  const alpha = d.alpha;
  const omega = d.omega;
  return {
    dynamic,
    alpha,
    theta: 1 / (1 - omega),
    level0,
    seasonalIndices: indices,
    fitted,
    residuals,
    nLik,
    nParams,
    sigma,
    loglik,
    aicc: aiccOf(loglik, nLik, nParams),
    forecast(h) {
      const f = pointForecast(state, alpha, omega, dynamic, h);
      const sd = forecastSd(state, alpha, omega, dynamic, h, sigma);
      const k = indices ? Float64Array.from({ length: h }, (_, i) => indices[(n + i) % m]!) : undefined;
      return normalBands(f, sd, k);
    },
  };
}

/** A floor for the SSE of an exact fit, so the log-likelihood stays finite (numerical tolerance, relative to the series). */
function tinySse(y: Float64Array, nLik: number): number {
  const s = mean(y.map(Math.abs)) || 1;
  return nLik * (1e-10 * s) ** 2;
}

/** DOTM as a forecaster model (`ctx.m` is the season length); null when `fitDotm` cannot fit. */
export const dotmModel: Model = {
  name: 'dotm',
  forecast(y, h, ctx) {
    return dotmModel.bands!(y, h, ctx)?.point ?? null;
  },
  /** The same fit's point forecasts (its mean) with its Gaussian 80/95 % bounds; null as `forecast`. */
  bands(y, h, ctx) {
    const fit = fitDotm(y, { seasonLength: ctx.m });
    if (!fit) return null;
    const f = fit.forecast(h);
    for (let i = 0; i < h; i++) if (!Number.isFinite(f.mean[i]!) || !Number.isFinite(f.lower95[i]!) || !Number.isFinite(f.upper95[i]!)) return null;
    return { point: f.mean, lower80: f.lower80, upper80: f.upper80, lower95: f.lower95, upper95: f.upper95 };
  },
};
