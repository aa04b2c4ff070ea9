/**
 * Fitting one ETS model by maximum likelihood (Hyndman et al. 2008 §5.2; R forecast 8.20 `etsmodel`
 * conventions for the likelihood, information criteria, σ² and the parameter count), and its
 * forecasts with 80 % and 95 % prediction intervals (ch. 6).
 */
import { ETS } from '../constants.js';
import { etsName, layoutOf, paramsOf, runPass, stateOf, type EtsParams, type EtsSpec, type EtsState } from './ets-model.js';
import { startVector } from './ets-init.js';
import { levenbergMarquardt, type SearchResult } from './ets-optim.js';
import { forecastMoments } from './ets-variance.js';

/**
 * Forecasts of a fitted model, each of length h: point forecasts (the forecast means: the state
 * recursion's forecasts, except for multiplicative-season models beyond one season, where the mean
 * of Hyndman et al. 2008 §6.5 is used, as R does), variances and 80 % / 95 % interval bounds.
 */
export interface EtsForecast {
  point: Float64Array;
  /** Forecast variance per step (in the units of y²). */
  variance: Float64Array;
  lower80: Float64Array;
  upper80: Float64Array;
  lower95: Float64Array;
  upper95: Float64Array;
}

/** A fitted ETS model. */
export interface EtsFit {
  spec: EtsSpec;
  /** `ETS(M,Ad,M)`-style name. */
  name: string;
  /** Season length used (1 without season). */
  m: number;
  /** Number of observations. */
  n: number;
  params: EtsParams;
  /** Initial state; `season[p]` is the index of every time t with t mod m = p (t = 0 the first observation). */
  initial: EtsState;
  /** State after the last observation; `season[j]` is the index used by forecast step j + 1 (j < m). */
  final: EtsState;
  /** Log-likelihood as R reports it: −0.5·(n·log Σe² + 2·Σ log|ŷ_t|), constants left out. */
  loglik: number;
  aic: number;
  aicc: number;
  bic: number;
  /** Parameters counted by the criteria: smoothing parameters, free initial states and σ². */
  nParams: number;
  /** Σe² / (n − nParams + 1): the error variance (relative errors for multiplicative errors), as R. */
  sigma2: number;
  /** One-step forecasts ŷ_t. */
  fitted: Float64Array;
  /** e_t: y − ŷ (additive errors) or (y − ŷ)/ŷ (multiplicative errors), as R. */
  residuals: Float64Array;
  /** h-step forecasts with 80 % and 95 % normal intervals (simulated for additive-error, multiplicative-season models). */
  forecast(h: number): EtsForecast;
}

/** Options of `fitEts`. */
export interface EtsFitOptions {
  /** Refuse the unstable combinations (additive errors with a multiplicative season), as R's `restrict = TRUE`. Default true. */
  restrict?: boolean;
  /**
   * 'thorough' (default): R's start, `ETS.extraStarts`, the additive twin and `ETS.restarts`, so the fit reaches R's
   * likelihood or better. 'quick': R's start and the additive-error twin only (about 3× faster; the forecaster's pool
   * uses it, docs/decisions.md "Forecaster: quick ETS search").
   */
  search?: 'thorough' | 'quick';
}

/** Whether a spec is one of R's forbidden (numerically unstable) combinations: additive errors with a multiplicative season. */
export function isRestricted(spec: EtsSpec): boolean {
  return spec.error === 'A' && spec.season === 'M';
}

/**
 * Fits ETS `spec` to `y` by maximum likelihood: smoothing parameters within R's "both" bounds
 * (α, β, γ in [1e-4, 0.9999] with β ≤ α and γ ≤ 1 − α, φ in [0.8, 0.98], and admissible), initial
 * level, trend and seasonal states free (seasonal states normalised to sum 0, or m when
 * multiplicative). The search (ets-optim.ts) starts from R's starting values, `ETS.extraStarts`
 * and, for multiplicative errors, the optimum of the additive-error twin; a few steps from each,
 * then the best `ETS.finalists` to convergence; the highest likelihood is kept.
 * @param y observations, oldest first
 * @param m season length (ignored when spec.season is 'N')
 * @returns the fit, or null when the data cannot support it: fewer observations than R requires
 *   (parameter count ≥ n − 1, or n ≤ m for a seasonal spec), zero or negative values with a
 *   multiplicative component, or no finite likelihood.
 * @throws RangeError for non-finite values, a seasonal spec with m outside [2, 24], or a restricted
 *   spec (additive errors with multiplicative season) unless `restrict: false`.
 */
export function fitEts(y: ArrayLike<number>, m: number, spec: EtsSpec, options: EtsFitOptions = {}): EtsFit | null {
  return fitEtsSearch(y, m, spec, options)?.fit ?? null;
}

/**
 * `fitEts` that also returns the best search vector, and takes extra starting vectors (same layout:
 * `layoutOf(spec, m)`), e.g. the optimum of the additive-error twin of a multiplicative-error model
 * (when given, the twin is not refitted). Returns and throws as `fitEts`.
 */
export function fitEtsSearch(y: ArrayLike<number>, m: number, spec: EtsSpec, options: EtsFitOptions = {}, warmStarts: Float64Array[] = []): { fit: EtsFit; v: Float64Array } | null {
  const data = Float64Array.from(y);
  const n = data.length;
  for (let t = 0; t < n; t++) if (!Number.isFinite(data[t]!)) throw new RangeError('ETS needs finite values');
  if (spec.season !== 'N' && (!Number.isInteger(m) || m < 2 || m > ETS.maxSeason)) {
    throw new RangeError(`A seasonal ETS needs a season length from 2 to ${ETS.maxSeason} (got ${m})`);
  }
  if ((options.restrict ?? true) && isRestricted(spec)) throw new RangeError(`${etsName(spec)} is a forbidden (unstable) combination`);
  const mm = spec.season === 'N' ? 1 : m;
  if (spec.season !== 'N' && n <= mm) return null;
  if (spec.error === 'M' || spec.season === 'M') for (let t = 0; t < n; t++) if (!(data[t]! > 0)) return null;
  const L = layoutOf(spec, mm);
  if (L.k >= n - ETS.spareObs) return null;
  const start = startVector(data, L);
  if (!start) return null;
  const starts: Float64Array[] = [start, ...warmStarts.filter((w) => w.length === L.k)];
  const thorough = (options.search ?? 'thorough') === 'thorough';
  for (const s of thorough ? ETS.extraStarts : []) {
    const v = start.slice();
    v[0] = s[0];
    if (L.iBeta >= 0) v[L.iBeta] = s[1];
    if (L.iGamma >= 0) v[L.iGamma] = s[2];
    if (L.iPhi >= 0) v[L.iPhi] = s[3];
    starts.push(v);
  }
  if (spec.error === 'M' && !warmStarts.length) {
    // The additive-error twin has the same recursion and a better-behaved likelihood (no 1/ŷ): its
    // optimum is a start that keeps the one-step forecasts positive.
    const twin = levenbergMarquardt(data, layoutOf({ ...spec, error: 'A' }, mm), start, ETS.raceIterations);
    if (twin) starts.push(twin.v);
  }
  // Race: a few iterations from every start, then the leading ones to convergence (the leader
  // after a few steps is not always in the best basin).
  const raced: SearchResult[] = [];
  for (const s of starts) {
    const r = levenbergMarquardt(data, L, s, ETS.raceIterations);
    if (r) raced.push(r);
  }
  raced.sort((a, b) => a.lik - b.lik);
  let best: SearchResult | null = null;
  for (const r of raced.slice(0, ETS.finalists)) {
    const done = r.converged ? r : (levenbergMarquardt(data, L, r.v) ?? r);
    if (!best || done.lik < best.lik) best = done;
  }
  if (!best) return null;
  // Restarts from the optimum's initial states with the smoothing parameters reset: the states
  // fitted so far often open a better basin for α, β, γ that no start reached.
  for (const reset of thorough ? ETS.restarts : []) {
    const v = best.v.slice();
    v[0] = reset[0];
    if (L.iBeta >= 0) v[L.iBeta] = reset[1];
    if (L.iGamma >= 0) v[L.iGamma] = reset[2];
    if (L.iPhi >= 0) v[L.iPhi] = reset[3];
    // A few steps first; carried on only when already ahead.
    const r = levenbergMarquardt(data, L, v, ETS.raceIterations);
    if (!r || r.lik >= best.lik) continue;
    const done = r.converged ? r : (levenbergMarquardt(data, L, r.v) ?? r);
    if (done.lik < best.lik) best = done;
  }
  const fit = buildFit(data, spec, mm, L.k, paramsOf(L, best.v), stateOf(L, best.v));
  return fit ? { fit, v: best.v } : null;
}

/** The fit object for given parameters and initial state, k being the searched entries (smoothing parameters and free initial states); null when the likelihood is not finite. */
export function buildFit(y: Float64Array, spec: EtsSpec, m: number, k: number, params: EtsParams, initial: EtsState): EtsFit | null {
  const n = y.length;
  const fitted = new Float64Array(n);
  const residuals = new Float64Array(n);
  const ring: EtsState = { level: 0, trend: 0, season: new Float64Array(0) };
  const pass = runPass(y, spec, m, params, initial, { fitted, residuals, final: ring });
  if (!pass) return null;
  const np = k + 1;
  const lik = pass.lik;
  const aic = lik + 2 * np;
  const phase = n % m;
  const final: EtsState = {
    level: ring.level,
    trend: ring.trend,
    season: Float64Array.from({ length: spec.season === 'N' ? 0 : m }, (_, j) => ring.season[(phase + j) % m]!),
  };
  const sigma2 = pass.sse / (n - k);
  return {
    spec,
    name: etsName(spec),
    m,
    n,
    params,
    initial,
    final,
    loglik: -0.5 * lik,
    aic,
    aicc: n - np - 1 > 0 ? aic + (2 * np * (np + 1)) / (n - np - 1) : Infinity,
    bic: lik + Math.log(n) * np,
    nParams: np,
    sigma2,
    fitted,
    residuals,
    forecast(h: number): EtsForecast {
      if (!Number.isInteger(h) || h < 1) throw new RangeError(`The horizon must be a positive integer (got ${h})`);
      const mo = forecastMoments(spec, m, params, final, 0, h, sigma2);
      const point = mo.mean;
      const out: EtsForecast = {
        point,
        variance: mo.variance,
        lower80: new Float64Array(h),
        upper80: new Float64Array(h),
        lower95: new Float64Array(h),
        upper95: new Float64Array(h),
      };
      if (mo.simulated) Object.assign(out, mo.simulated);
      else {
        for (let i = 0; i < h; i++) {
          const sd = Math.sqrt(Math.max(0, mo.variance[i]!));
          out.lower80[i] = point[i]! - ETS.z80 * sd;
          out.upper80[i] = point[i]! + ETS.z80 * sd;
          out.lower95[i] = point[i]! - ETS.z95 * sd;
          out.upper95[i] = point[i]! + ETS.z95 * sd;
        }
      }
      return out;
    },
  };
}
