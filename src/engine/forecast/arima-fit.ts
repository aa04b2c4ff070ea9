/**
 * Seasonal ARIMA(p,d,q)(P,D,Q)_m estimation and forecasting, following R's `stats::arima` with
 * `method = "CSS-ML"` as forecast's `Arima` calls it: conditional-sum-of-squares estimates start an
 * exact maximum-likelihood fit (arima-likelihood.ts); the AR parts (non-seasonal and seasonal) are
 * kept stationary by R's partial-autocorrelation reparametrisation, the MA parts made invertible
 * by root flipping. The optimiser is Levenberg–Marquardt on both objectives written as sums of
 * squares (R uses BFGS; the optimum is the same). A constant is an intercept when d + D = 0 and a
 * drift (slope per step of the undifferenced series) when d + D = 1, as forecast's `Arima`
 * (`include.mean`, `include.drift`); it is profiled out exactly (generalised least squares).
 *
 * Sources: Box, Jenkins & Reinsel (time series analysis); Brockwell & Davis 1991 (innovations
 * algorithm, ψ-weights); R 4.2.2 `arima` (Gardner, Harvey & Phillips 1980 Kalman form; Jones 1980
 * reparametrisation); Hyndman & Khandakar 2008 (information criteria as forecast 8.20 `myarima`).
 */
import { ARIMA } from '../constants.js';
import { cssResiduals, exactLikelihood, innovations, predictionErrors } from './arima-likelihood.js';
import { arFromUnconstrained, arToPacf, arToUnconstrained, difference, differencingPolynomial, expandSeasonal, invertMa, minRootModulus, psiWeights } from './arima-poly.js';

/** Estimation method, as R's `arima`: CSS start then exact ML (default), CSS only, or ML from zeros. */
export type ArimaMethod = 'CSS-ML' | 'CSS' | 'ML';

/** Options of `fitArima`. */
export interface ArimaOptions {
  /**
   * Include a constant: an intercept (mean) when d + D = 0, a drift when d + D = 1. Default: true
   * when d + D = 0, false otherwise (R's `Arima` defaults). @throws when true with d + D ≥ 2.
   */
  constant?: boolean;
  /** Default 'CSS-ML'. */
  method?: ArimaMethod;
  /**
   * As R: when the CSS start has a non-stationary AR part, fail (return null) instead of starting
   * the likelihood search from zero AR coefficients. The automatic search sets it. Default false.
   */
  strictCss?: boolean;
  /**
   * Stop the likelihood search, and return null, once an MA root has stayed within 1 ± 0.005 of
   * the unit circle for 5 accepted steps: the fit would end with a root the automatic search
   * rejects (modulus < 1.01 after inversion). The automatic search sets it to save the crawl.
   */
  giveUpNearUnitMa?: boolean;
  /**
   * For `method: 'CSS'`: the offset of forecast's `auto.arima` that puts the CSS criterion on the
   * likelihood scale (aic = offset + N log σ² + 2k). Without it a CSS fit's aic is NaN.
   */
  cssOffset?: number;
}

/** Point forecasts and prediction intervals for steps 1…h. */
export interface ArimaForecast {
  point: Float64Array;
  /** 80 % interval (±1.2816 standard errors). */
  lower80: Float64Array;
  upper80: Float64Array;
  /** 95 % interval (±1.96 standard errors). */
  lower95: Float64Array;
  upper95: Float64Array;
  /** Forecast standard errors (σ²·Σψ_j² under the square root). */
  se: Float64Array;
}

/** A fitted ARIMA model. */
export interface ArimaFit {
  /** [p, d, q]. */
  order: [number, number, number];
  /** [P, D, Q] and the period m (m = 1 and zeros without a seasonal part). */
  seasonal: { order: [number, number, number]; period: number };
  /** Whether the model has a constant (intercept or drift). */
  constant: boolean;
  /** Coefficients by R's names: ar1…, ma1…, sar1…, sma1…, then `intercept` or `drift`. */
  coef: Record<string, number>;
  ar: Float64Array;
  ma: Float64Array;
  sar: Float64Array;
  sma: Float64Array;
  /**
   * Innovation variance as forecast's `Arima` reports it and uses for intervals: Σ residuals² /
   * (nobs − npar + 1), the ML estimate made nearly unbiased.
   */
  sigma2: number;
  /** The estimate of R's `stats::arima`: S/N for ML, Σe²/(residuals used) for CSS. */
  sigma2Raw: number;
  /** Gaussian log-likelihood (R's definition; NaN for a CSS fit). */
  loglik: number;
  aic: number;
  aicc: number;
  bic: number;
  /** Number of estimated parameters including σ² (forecast's `npar`). */
  npar: number;
  /** Observations after differencing (n − d − mD). */
  nobs: number;
  /** Residuals, length n: 0 for the first d + mD, then standardised innovations (ML) or CSS residuals. */
  residuals: Float64Array;
  method: ArimaMethod;
  /** Forecasts for steps 1…h with 80 % and 95 % intervals, using `sigma2` (or the given variance). @throws RangeError when h < 1. */
  forecast(h: number, sigma2?: number): ArimaForecast;
}

interface Layout {
  p: number;
  q: number;
  P: number;
  Q: number;
  m: number;
}

/** The four coefficient groups of a seasonal ARMA. */
interface Parts {
  ar: Float64Array;
  ma: Float64Array;
  sar: Float64Array;
  sma: Float64Array;
}

function split(x: ArrayLike<number>, l: Layout, transformed: boolean): Parts {
  const at = (from: number, len: number): Float64Array => Float64Array.from({ length: len }, (_, i) => x[from + i]!);
  let ar = at(0, l.p);
  const ma = at(l.p, l.q);
  let sar = at(l.p + l.q, l.P);
  const sma = at(l.p + l.q + l.P, l.Q);
  if (transformed) {
    ar = arFromUnconstrained(ar);
    sar = arFromUnconstrained(sar);
  }
  return { ar, ma, sar, sma };
}

function expand(parts: Parts, m: number) {
  return { phi: expandSeasonal(parts.ar, parts.sar, m, -1), theta: expandSeasonal(parts.ma, parts.sma, m, 1) };
}

/** Solves the k×k system A x = b (Gaussian elimination, partial pivoting); null when singular. */
function solve(A: Float64Array[], b: Float64Array): Float64Array | null {
  const k = b.length;
  const M = A.map((row, i) => {
    const r = new Float64Array(k + 1);
    r.set(row);
    r[k] = b[i]!;
    return r;
  });
  for (let c = 0; c < k; c++) {
    let piv = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[piv]![c]!)) piv = r;
    if (!(Math.abs(M[piv]![c]!) > 1e-300)) return null;
    [M[c], M[piv]] = [M[piv]!, M[c]!];
    for (let r = c + 1; r < k; r++) {
      const f = M[r]![c]! / M[c]![c]!;
      if (f === 0) continue;
      for (let j = c; j <= k; j++) M[r]![j]! -= f * M[c]![j]!;
    }
  }
  const x = new Float64Array(k);
  for (let i = k - 1; i >= 0; i--) {
    let s = M[i]![k]!;
    for (let j = i + 1; j < k; j++) s -= M[i]![j]! * x[j]!;
    x[i] = s / M[i]![i]!;
  }
  return x;
}

const sumSquares = (r: Float64Array) => {
  let s = 0;
  for (let i = 0; i < r.length; i++) s += r[i]! * r[i]!;
  return s;
};

/**
 * Levenberg–Marquardt minimiser of Σ r(x)² (Marquardt 1963) with a forward-difference Jacobian
 * refreshed every few steps and updated in between by Broyden's rank-one formula (Broyden 1965),
 * which saves most of the k extra evaluations per step. `residuals` returns null where the model
 * is not defined (treated as infinitely bad).
 */
export function levenbergMarquardt(residuals: (x: Float64Array) => Float64Array | null, start: ArrayLike<number>, maxIter = 100, initialLambda = 1e-3, relTol = 1e-8, giveUp?: (x: Float64Array) => boolean): { x: Float64Array; value: number; gaveUp?: boolean } | null {
  let x = Float64Array.from(start);
  let r = residuals(x);
  if (!r) return null;
  let value = sumSquares(r);
  if (!Number.isFinite(value)) return null;
  const k = x.length;
  if (k === 0) return { x, value };
  const N = r.length;
  let lambda = initialLambda;
  let cols: Float64Array[] = [];
  let stale = true;
  let age = 0;
  const refresh = () => {
    cols = [];
    for (let j = 0; j < k; j++) {
      const step = 1e-7 * (1 + Math.abs(x[j]!));
      const xj = x.slice();
      xj[j]! += step;
      let rj = residuals(xj);
      let s = step;
      if (!rj || !Number.isFinite(sumSquares(rj))) {
        xj[j] = x[j]! - step;
        rj = residuals(xj);
        s = -step;
      }
      const col = new Float64Array(N);
      if (rj) for (let i = 0; i < N; i++) col[i] = (rj[i]! - r![i]!) / s;
      cols.push(col);
    }
    stale = false;
    age = 0;
  };
  for (let iter = 0; iter < maxIter; iter++) {
    if (stale || age >= Math.max(3, k)) refresh();
    const A = Array.from({ length: k }, () => new Float64Array(k));
    const g = new Float64Array(k);
    let maxDiag = 0;
    for (let a = 0; a < k; a++) {
      const ca = cols[a]!;
      for (let b = a; b < k; b++) {
        let s = 0;
        const cb = cols[b]!;
        for (let i = 0; i < N; i++) s += ca[i]! * cb[i]!;
        A[a]![b] = s;
        A[b]![a] = s;
      }
      let s = 0;
      for (let i = 0; i < N; i++) s += ca[i]! * r[i]!;
      g[a] = -s;
      maxDiag = Math.max(maxDiag, A[a]![a]!);
    }
    if (!(maxDiag > 0)) break;
    let accepted = false;
    let lastStep = 0;
    let gain = 0;
    let delta: Float64Array | null = null;
    let rNew: Float64Array | null = null;
    for (let tries = 0; tries < 12; tries++) {
      const M = A.map((row, a) => {
        const copy = row.slice();
        copy[a]! += lambda * (row[a]! + 1e-9 * maxDiag);
        return copy;
      });
      delta = solve(M, g);
      if (!delta) {
        lambda *= 10;
        continue;
      }
      const xn = x.map((v, j) => v + delta![j]!);
      const rn = residuals(xn);
      const vn = rn ? sumSquares(rn) : Infinity;
      if (rn && vn < value) {
        gain = value - vn;
        lastStep = Math.max(...Array.from(delta, Math.abs));
        x = xn;
        rNew = rn;
        value = vn;
        lambda = Math.max(lambda / 5, 1e-12);
        accepted = true;
        break;
      }
      // A failed step with an updated Jacobian: recompute it before damping further.
      if (age > 0) break;
      lambda *= 8;
    }
    if (!accepted) {
      if (age > 0) {
        stale = true;
        continue;
      }
      break;
    }
    // Broyden: J += (Δr − J δ) δᵀ / δᵀδ.
    let dd = 0;
    for (let j = 0; j < k; j++) dd += delta![j]! * delta![j]!;
    if (dd > 0) {
      const u = new Float64Array(N);
      for (let i = 0; i < N; i++) {
        let jd = 0;
        for (let j = 0; j < k; j++) jd += cols[j]![i]! * delta![j]!;
        u[i] = (rNew![i]! - r[i]! - jd) / dd;
      }
      for (let j = 0; j < k; j++) {
        const c = cols[j]!;
        const dj = delta![j]!;
        for (let i = 0; i < N; i++) c[i]! += u[i]! * dj;
      }
    }
    r = rNew!;
    age++;
    if (giveUp?.(x)) return { x, value, gaveUp: true };
    // Converged when an accepted step gains less than relTol (R's optim reltol is 1.5e-8); with
    // an updated Jacobian, confirm with a fresh one first.
    if (gain <= relTol * value || lastStep < 1e-9) {
      if (age > 1) stale = true;
      else break;
    }
  }
  return { x, value };
}

/** True when every root of the AR polynomial 1 − Σφ_k z^k lies outside the unit circle. */
export function isStationary(phi: ArrayLike<number>): boolean {
  return arToPacf(phi) !== null;
}

/**
 * Smallest root modulus of the model's AR and MA polynomials (the seasonal factors' roots taken
 * to the power 1/m, which is what the expanded polynomial has), as forecast's `myarima` checks it.
 */
export function smallestRoot(fit: Pick<ArimaFit, 'ar' | 'ma' | 'sar' | 'sma' | 'seasonal'>): number {
  const m = fit.seasonal.period;
  const neg = (a: Float64Array) => a.map((v) => -v);
  // myarima ignores coefficients below 1e-8 in the tail.
  const trim = (a: Float64Array) => {
    let k = a.length;
    while (k > 0 && Math.abs(a[k - 1]!) <= 1e-8) k--;
    return a.subarray(0, k);
  };
  return Math.min(
    minRootModulus(trim(neg(fit.ar))),
    Math.pow(minRootModulus(trim(neg(fit.sar))), 1 / m),
    minRootModulus(trim(fit.ma)),
    Math.pow(minRootModulus(trim(fit.sma)), 1 / m),
  );
}

/**
 * Fits a seasonal ARIMA(p,d,q)(P,D,Q)_m to y by CSS then exact maximum likelihood (R's `arima`,
 * `method = "CSS-ML"`).
 *
 * @param y the series, oldest first (finite values).
 * @param order [p, d, q].
 * @param seasonal { order: [P, D, Q], period: m }; omit for a non-seasonal model.
 * @returns the fit, or null when it fails (too few observations for the parameters, a
 *   non-stationary AR start under `strictCss`, or a likelihood that cannot be evaluated).
 * @throws RangeError for negative orders, a period < 1, non-finite data, or a constant with d + D ≥ 2.
 */
export function fitArima(y: ArrayLike<number>, order: [number, number, number], seasonal?: { order: [number, number, number]; period: number }, opts: ArimaOptions = {}): ArimaFit | null {
  const [p, d, q] = order;
  const [P, D, Q] = seasonal?.order ?? [0, 0, 0];
  const m = seasonal && P + D + Q > 0 ? seasonal.period : 1;
  for (const v of [p, d, q, P, D, Q]) if (!Number.isInteger(v) || v < 0) throw new RangeError(`ARIMA orders must be non-negative integers, got ${[p, d, q, P, D, Q].join(',')}`);
  if (!Number.isInteger(m) || m < 1) throw new RangeError(`ARIMA period must be a positive integer, got ${m}`);
  for (let i = 0; i < y.length; i++) if (!Number.isFinite(y[i]!)) throw new RangeError(`ARIMA data must be finite; value ${i} is ${y[i]}`);
  const diffs = d + D;
  const constant = opts.constant ?? diffs === 0;
  if (constant && diffs >= 2) throw new RangeError('A constant is allowed only with d + D ≤ 1 (intercept or drift)');
  const method = opts.method ?? 'CSS-ML';
  const layout: Layout = { p, q, P, Q, m };
  const w = difference(y, d, D, m);
  const N = w.length;
  const k = p + q + P + Q;
  const ncond = p + m * P;
  if (N <= ncond + k + (constant ? 1 : 0)) return null;
  const npar = k + (constant ? 1 : 0) + 1;

  let est: Float64Array = new Float64Array(k);
  let parts: Parts = split(est, layout, false);
  if (method !== 'ML') {
    const cssObjective = (x: Float64Array) => {
      const { phi, theta } = expand(split(x, layout, false), m);
      const r = cssResiduals(w, phi, theta, constant);
      return Number.isFinite(r.ssq) ? r.residuals.subarray(ncond) : null;
    };
    // As a start for ML the CSS estimates need not be polished (a non-invertible MA can make the
    // CSS surface crawl for hundreds of steps); alone they must be.
    const cssIter = method === 'CSS' ? ARIMA.cssMaxIter : ARIMA.cssStartMaxIter;
    let css = k === 0 ? null : levenbergMarquardt(cssObjective, est, cssIter, ARIMA.lmLambda, ARIMA.cssRelTol);
    if (css && method === 'CSS-ML' && (!isStationary(split(css.x, layout, false).ar) || !isStationary(split(css.x, layout, false).sar))) {
      // The CSS surface has several minima; R's BFGS from zero creeps to the nearest. A heavily
      // damped start (gradient-like first steps) does the same, so try it before giving up.
      const damped = levenbergMarquardt(cssObjective, est, cssIter, ARIMA.dampedCssLambda);
      if (damped) css = damped;
    }
    if (css) est = css.x;
    parts = split(est, layout, false);
  }
  if (method === 'CSS') {
    const { phi, theta } = expand(parts, m);
    const r = cssResiduals(w, phi, theta, constant);
    const sigma2 = r.ssq / r.used;
    const aic = opts.cssOffset === undefined ? NaN : opts.cssOffset + N * Math.log(sigma2) + 2 * npar;
    return buildFit(y, layout, [p, d, q], [P, D, Q], constant, parts, r.constant, sigma2, NaN, aic, npar, N, r.residuals, method, w);
  }
  // Starting values for the likelihood: the CSS estimates, AR parts stationary (else, as R, fail
  // under strictCss), MA parts inverted.
  let arStart = parts.ar;
  let sarStart = parts.sar;
  if (!isStationary(arStart) || !isStationary(sarStart)) {
    if (opts.strictCss) return null;
    if (!isStationary(arStart)) arStart = new Float64Array(p);
    if (!isStationary(sarStart)) sarStart = new Float64Array(P);
  }
  const pack = (ar: Float64Array, ma: Float64Array, sar: Float64Array, sma: Float64Array) => {
    const x = new Float64Array(k);
    x.set(arToUnconstrained(ar) ?? new Float64Array(p), 0);
    x.set(ma, p);
    x.set(arToUnconstrained(sar) ?? new Float64Array(P), p + q);
    x.set(sma, p + q + P);
    return x;
  };
  const mlResiduals = (x: Float64Array) => {
    const { phi, theta } = expand(split(x, layout, true), m);
    const r = exactLikelihood(w, phi, theta, constant);
    if (!r || !Number.isFinite(r.minus2LogLik)) return null;
    const scale = Math.exp(r.sumLog / (2 * N));
    return r.innovations.map((u, t) => (u / Math.sqrt(r.variances[t]!)) * scale);
  };
  let x0 = pack(arStart, invertMa(parts.ma), sarStart, invertMa(parts.sma));
  let nearUnit = 0;
  const giveUp = opts.giveUpNearUnitMa
    ? (x: Float64Array) => {
        const pr = split(x, layout, true);
        const root = Math.min(minRootModulus(pr.ma), Math.pow(minRootModulus(pr.sma), 1 / m));
        nearUnit = Math.abs(root - 1) < ARIMA.unitMaBand ? nearUnit + 1 : 0;
        return nearUnit >= ARIMA.unitMaSteps;
      }
    : undefined;
  let ml: { x: Float64Array; value: number; gaveUp?: boolean } | null = k > 0 ? levenbergMarquardt(mlResiduals, x0, ARIMA.mlMaxIter, ARIMA.lmLambda, ARIMA.mlRelTol, giveUp) : { x: x0, value: 0 };
  if (!ml || ml.gaveUp) return null;
  parts = split(ml.x, layout, true);
  // As R: make the MA parts invertible and, if that changed them, optimise again from there.
  const ma = invertMa(parts.ma);
  const sma = invertMa(parts.sma);
  if (ma.some((v, i) => v !== parts.ma[i]) || sma.some((v, i) => v !== parts.sma[i])) {
    x0 = pack(parts.ar, ma, parts.sar, sma);
    nearUnit = 0;
    const again = levenbergMarquardt(mlResiduals, x0, ARIMA.mlMaxIter, ARIMA.lmLambda, ARIMA.mlRelTol, giveUp);
    if (again?.gaveUp) return null;
    if (again) ml = again;
    parts = split(ml.x, layout, true);
    parts = { ...parts, ma: invertMa(parts.ma), sma: invertMa(parts.sma) };
  }
  const { phi, theta } = expand(parts, m);
  const r = exactLikelihood(w, phi, theta, constant);
  if (!r) return null;
  const loglik = -0.5 * r.minus2LogLik;
  const residuals = r.innovations.map((u, t) => u / Math.sqrt(r.variances[t]!));
  return buildFit(y, layout, [p, d, q], [P, D, Q], constant, parts, r.constant, r.s / N, loglik, -2 * loglik + 2 * npar, npar, N, residuals, method, w);
}

function buildFit(
  y: ArrayLike<number>,
  layout: Layout,
  order: [number, number, number],
  sOrder: [number, number, number],
  constant: boolean,
  parts: Parts,
  c: number,
  sigma2: number,
  loglik: number,
  aic: number,
  npar: number,
  nobs: number,
  diffResiduals: Float64Array,
  method: ArimaMethod,
  w: Float64Array,
): ArimaFit {
  const { m } = layout;
  const [, d] = order;
  const D = sOrder[1];
  const coef: Record<string, number> = {};
  parts.ar.forEach((v, i) => (coef[`ar${i + 1}`] = v));
  parts.ma.forEach((v, i) => (coef[`ma${i + 1}`] = v));
  parts.sar.forEach((v, i) => (coef[`sar${i + 1}`] = v));
  parts.sma.forEach((v, i) => (coef[`sma${i + 1}`] = v));
  // The constant of w is the intercept (d + D = 0), the drift (d = 1) or m × drift (D = 1).
  if (constant) coef[d + D === 0 ? 'intercept' : 'drift'] = d + D === 0 ? c : c / (D === 1 ? m : 1);
  const residuals = new Float64Array(y.length);
  residuals.set(diffResiduals, y.length - nobs);
  let ssr = 0;
  for (let t = 0; t < residuals.length; t++) ssr += residuals[t]! ** 2;
  const aicc = aic + (nobs - npar - 1 > 0 ? (2 * npar * (npar + 1)) / (nobs - npar - 1) : Infinity);
  const bic = aic + npar * (Math.log(nobs) - 2);
  const fit: ArimaFit = {
    order,
    seasonal: { order: sOrder, period: m },
    constant,
    coef,
    ...parts,
    sigma2: ssr / (nobs - npar + 1),
    sigma2Raw: sigma2,
    loglik,
    aic,
    aicc,
    bic,
    npar,
    nobs,
    residuals,
    method,
    forecast: (h, s2) => forecastArima(y, w, layout, order, sOrder, parts, c, s2 ?? fit.sigma2, h),
  };
  return fit;
}

function forecastArima(
  y: ArrayLike<number>,
  w: Float64Array,
  layout: Layout,
  order: [number, number, number],
  sOrder: [number, number, number],
  parts: Parts,
  c: number,
  sigma2: number,
  h: number,
): ArimaForecast {
  if (!Number.isInteger(h) || h < 1) throw new RangeError(`Forecast horizon must be a positive integer, got ${h}`);
  const { m } = layout;
  const { phi, theta } = expand(parts, m);
  const N = w.length;
  const x = w.map((v) => v - c);
  // Forecasts of the ARMA part: exact finite-sample predictors from the innovations algorithm
  // (Brockwell & Davis eq. 5.3.15); with a non-stationary AR (a CSS fit), the CSS recursion.
  let ahead: Float64Array;
  const inn = N >= Math.max(phi.length, theta.length) ? innovations(phi, theta, N + h) : null;
  if (inn) {
    ahead = predictionErrors(x, phi, theta, inn, N + h).ahead;
  } else {
    const e = cssResiduals(x, phi, theta, false).residuals;
    const xs = new Float64Array(N + h);
    xs.set(x);
    const es = new Float64Array(N + h);
    es.set(e);
    for (let t = N; t < N + h; t++) {
      let v = 0;
      for (let i = 1; i <= phi.length; i++) v += phi[i - 1]! * (t - i >= 0 ? xs[t - i]! : 0);
      for (let j = 1; j <= theta.length; j++) v += theta[j - 1]! * (t - j >= 0 ? es[t - j]! : 0);
      xs[t] = v;
    }
    ahead = xs.subarray(N);
  }
  // Undo the differencing: y_t = w_t − Σ δ_k y_{t−k}.
  const delta = differencingPolynomial(order[1], sOrder[1], m);
  const n = y.length;
  const ys = new Float64Array(n + h);
  for (let t = 0; t < n; t++) ys[t] = y[t]!;
  for (let i = 0; i < h; i++) {
    const t = n + i;
    let v = ahead[i]! + c;
    for (let k = 1; k <= delta.length; k++) v -= delta[k - 1]! * ys[t - k]!;
    ys[t] = v;
  }
  // Variances from the ψ-weights of θ(B) / (φ(B)(1 − B)^d(1 − B^m)^D).
  const full = new Float64Array(phi.length + delta.length);
  // (1 − Σφ B)(1 + Σδ B) = 1 − Σ full B.
  for (let i = 0; i < phi.length; i++) full[i]! += phi[i]!;
  for (let k = 0; k < delta.length; k++) full[k]! -= delta[k]!;
  for (let i = 0; i < phi.length; i++) for (let k = 0; k < delta.length; k++) full[i + k + 1]! += phi[i]! * delta[k]!;
  const psi = psiWeights(full, theta, h);
  const point = ys.slice(n);
  const se = new Float64Array(h);
  let acc = 0;
  for (let i = 0; i < h; i++) {
    acc += psi[i]! * psi[i]!;
    se[i] = Math.sqrt(sigma2 * acc);
  }
  const band = (z: number, sign: number) => point.map((v, i) => v + sign * z * se[i]!);
  return { point, se, lower80: band(ARIMA.z80, -1), upper80: band(ARIMA.z80, 1), lower95: band(ARIMA.z95, -1), upper95: band(ARIMA.z95, 1) };
}
