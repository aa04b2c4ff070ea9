/**
 * The two objectives of ARIMA estimation (arima-fit.ts), on the differenced series w:
 *
 * - conditional sum of squares (CSS), as R's `arima(method = "CSS")`: residuals of the expanded
 *   ARMA recursion, the first p + mP of them conditioned away (set to 0);
 * - the exact Gaussian likelihood of the ARMA on w, by the innovations algorithm (Brockwell & Davis
 *   1991, §5.3 and §8.7: the algorithm applied to the transformed process W_t = X_t for t ≤ m₀ =
 *   max(p', q') and W_t = φ(B)X_t after, whose covariances vanish beyond lag q'). It is the
 *   likelihood R's `arima` computes by a Kalman filter; R's diffuse prior on the differenced
 *   states amounts to the likelihood of w (Ansley & Kohn 1985).
 *
 * A constant (the mean of w: intercept, or drift times 1 or m) is profiled out exactly: both
 * objectives are linear filters of the data for given ARMA coefficients, so the residuals of w − c
 * are a − c·b with a the residuals of w and b those of a series of ones (generalised least squares).
 */
import { armaAutocovariance } from './arima-poly.js';

/** Result of `cssResiduals`. */
export interface CssResult {
  /** Residuals e_t of w − c (0 for the conditioned first p' values), length N. */
  residuals: Float64Array;
  /** The profiled constant c (0 without one). */
  constant: number;
  /** Σ e_t². */
  ssq: number;
  /** Residuals that count (N − p'). */
  used: number;
}

function cssFilter(x: Float64Array, phi: Float64Array, theta: Float64Array, out: Float64Array): void {
  const n = x.length;
  const p = phi.length;
  // Seasonal expansions are sparse (e.g. 8 non-zero of 50 lags): loop over the non-zero lags only.
  const arLag: number[] = [];
  const arCoef: number[] = [];
  for (let j = 0; j < p; j++) {
    if (phi[j] !== 0) {
      arLag.push(j + 1);
      arCoef.push(phi[j]!);
    }
  }
  const maLag: number[] = [];
  const maCoef: number[] = [];
  for (let j = 0; j < theta.length; j++) {
    if (theta[j] !== 0) {
      maLag.push(j + 1);
      maCoef.push(theta[j]!);
    }
  }
  const na = arLag.length;
  const nm = maLag.length;
  for (let t = 0; t < n; t++) {
    if (t < p) {
      out[t] = 0;
      continue;
    }
    let e = x[t]!;
    for (let j = 0; j < na; j++) e -= arCoef[j]! * x[t - arLag[j]!]!;
    // MA terms reach back only to the first residual that counts (index p).
    for (let j = 0; j < nm; j++) {
      const lag = maLag[j]!;
      if (t - lag < p) break;
      e -= maCoef[j]! * out[t - lag]!;
    }
    out[t] = e;
  }
}

/**
 * CSS residuals of w under the expanded ARMA (phi = φ'₁…, theta = θ'₁…), with the constant c
 * profiled when `constant` (R's `ARIMA_CSS`, conditioning on the first p' values).
 */
export function cssResiduals(w: Float64Array, phi: Float64Array, theta: Float64Array, constant: boolean, fixedConstant?: number): CssResult {
  const n = w.length;
  const a = new Float64Array(n);
  cssFilter(w, phi, theta, a);
  let c = fixedConstant ?? 0;
  if (constant && fixedConstant === undefined) {
    const b = new Float64Array(n);
    cssFilter(new Float64Array(n).fill(1), phi, theta, b);
    let ab = 0;
    let bb = 0;
    for (let t = 0; t < n; t++) {
      ab += a[t]! * b[t]!;
      bb += b[t]! * b[t]!;
    }
    c = bb > 0 ? ab / bb : 0;
    for (let t = 0; t < n; t++) a[t]! -= c * b[t]!;
  } else if (c !== 0) {
    const b = new Float64Array(n);
    cssFilter(new Float64Array(n).fill(1), phi, theta, b);
    for (let t = 0; t < n; t++) a[t]! -= c * b[t]!;
  }
  let ssq = 0;
  for (let t = phi.length; t < n; t++) ssq += a[t]! * a[t]!;
  return { residuals: a, constant: c, ssq, used: Math.max(0, n - phi.length) };
}

/** The innovations algorithm's coefficients for an ARMA (Brockwell & Davis 1991, eq. 5.2.16 on W). */
export interface Innovations {
  /** m₀ = max(p', q'). */
  m0: number;
  /** Row width: θ_{n,j} of row n at n·width + j − 1. */
  width: number;
  /** θ_{n,j}, rows 0…steady−1. */
  theta: Float64Array;
  /** r_n: one-step prediction variance of X_{n+1} in units of σ². */
  v: Float64Array;
  /** First row from which θ_{n,·} equals the MA coefficients and r_n = 1 (converged), or the row count. */
  steady: number;
}

/**
 * Runs the innovations algorithm for `rows` steps of an ARMA with unit innovation variance. Null
 * when the AR part is not stationary (no autocovariances).
 */
export function innovations(phi: Float64Array, theta: Float64Array, rows: number): Innovations | null {
  const p = phi.length;
  const q = theta.length;
  const m0 = Math.max(p, q);
  const width = Math.max(m0, 1);
  const gamma = armaAutocovariance(phi, theta, m0);
  if (!gamma) return null;
  // κ(i, j) of Brockwell & Davis eq. 5.3.5 depends on the lag h = |i − j| and on where i and j
  // lie relative to m₀; the three cases are tabulated once.
  const cross = new Float64Array(q + 1);
  const maCov = new Float64Array(q + 1);
  for (let h = 0; h <= q; h++) {
    let s = gamma[h]!;
    for (let r = 1; r <= p; r++) s -= phi[r - 1]! * gamma[Math.abs(r - h)]!;
    cross[h] = s;
    let t = h === 0 ? 1 : theta[h - 1]!;
    for (let r = 1; r + h <= q; r++) t += theta[r - 1]! * theta[r + h - 1]!;
    maCov[h] = t;
  }
  const count = Math.max(rows, 1);
  const th = new Float64Array(count * width);
  const v = new Float64Array(count);
  v[0] = gamma[0]!;
  let steady = rows;
  for (let n = 1; n < rows; n++) {
    const base = n * width;
    const lo = n >= m0 ? Math.max(0, n - q) : 0;
    // Row n + 1 of κ (1-based i = n + 1) against columns k + 1.
    const iRow = n + 1;
    for (let k = lo; k < n; k++) {
      const jCol = k + 1;
      const h = iRow - jCol;
      let s: number;
      if (iRow <= m0) s = gamma[h]!;
      else if (h > q) s = 0;
      else if (jCol <= m0) s = cross[h]!;
      else s = maCov[h]!;
      const kb = k * width + k - 1;
      const nb = base + n - 1;
      for (let j = lo; j < k; j++) s -= th[kb - j]! * th[nb - j]! * v[j]!;
      th[base + n - k - 1] = s / v[k]!;
    }
    let vn = iRow <= m0 ? gamma[0]! : maCov[0]!;
    for (let j = lo; j < n; j++) {
      const t = th[base + n - j - 1]!;
      vn -= t * t * v[j]!;
    }
    v[n] = vn;
    if (!(vn > 0)) return null;
    if (n > m0 && Math.abs(vn - 1) < 1e-11) {
      let close = true;
      for (let j = 1; j <= q && close; j++) if (Math.abs(th[base + j - 1]! - theta[j - 1]!) > 1e-11) close = false;
      if (close) {
        steady = n + 1;
        break;
      }
    }
  }
  return { m0, width, theta: th, v, steady };
}

/**
 * One-step prediction errors u_t = X_t − X̂_t of x (Brockwell & Davis eq. 5.3.9). With `total` >
 * x.length, continues with the forecasts X̂ (errors 0) up to `total` and returns them in `ahead`
 * (Brockwell & Davis eq. 5.3.15).
 */
export function predictionErrors(x: Float64Array, phi: Float64Array, theta: Float64Array, inn: Innovations, total = x.length): { u: Float64Array; ahead: Float64Array } {
  const n = x.length;
  const p = phi.length;
  const q = theta.length;
  const { m0, width, theta: th, steady } = inn;
  const xs = new Float64Array(total);
  xs.set(x);
  const u = new Float64Array(total);
  for (let t = 0; t < total; t++) {
    let xh = 0;
    if (t >= m0) for (let i = 1; i <= p; i++) xh += phi[i - 1]! * xs[t - i]!;
    const top = t < m0 ? t : Math.min(q, t);
    if (t >= steady) for (let j = 1; j <= top; j++) xh += theta[j - 1]! * u[t - j]!;
    else for (let j = 1; j <= top; j++) xh += th[t * width + j - 1]! * u[t - j]!;
    if (t < n) u[t] = xs[t]! - xh;
    else xs[t] = xh;
  }
  return { u: u.subarray(0, n), ahead: xs.subarray(n) };
}

/** Result of `exactLikelihood`. */
export interface ExactResult {
  /** Raw innovations u_t of w − c. */
  innovations: Float64Array;
  /** Their variances r_t in units of σ². */
  variances: Float64Array;
  /** The profiled (or fixed) constant c. */
  constant: number;
  /** S = Σ u_t² / r_t; σ̂² = S / N. */
  s: number;
  /** Σ log r_t. */
  sumLog: number;
  /** −2 log-likelihood with σ² concentrated out: N log(2π S/N) + Σ log r_t + N (R's `arima`). */
  minus2LogLik: number;
  /** The coefficients used for forecasting. */
  inn: Innovations;
}

/** Exact Gaussian likelihood of w − c under the ARMA (phi, theta); null when the AR part is not stationary. */
export function exactLikelihood(w: Float64Array, phi: Float64Array, theta: Float64Array, constant: boolean, fixedConstant?: number, rows = w.length): ExactResult | null {
  const n = w.length;
  const inn = innovations(phi, theta, rows);
  if (!inn) return null;
  const vAt = (t: number) => (t >= inn.steady ? 1 : inn.v[t]!);
  const a = predictionErrors(w, phi, theta, inn).u.slice();
  let c = fixedConstant ?? 0;
  if (constant || c !== 0) {
    const b = predictionErrors(new Float64Array(n).fill(1), phi, theta, inn).u;
    if (constant && fixedConstant === undefined) {
      let ab = 0;
      let bb = 0;
      for (let t = 0; t < n; t++) {
        const r = vAt(t);
        ab += (a[t]! * b[t]!) / r;
        bb += (b[t]! * b[t]!) / r;
      }
      c = bb > 0 ? ab / bb : 0;
    }
    for (let t = 0; t < n; t++) a[t]! -= c * b[t]!;
  }
  let s = 0;
  let sumLog = 0;
  const variances = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    const r = vAt(t);
    variances[t] = r;
    s += (a[t]! * a[t]!) / r;
    sumLog += Math.log(r);
  }
  const minus2LogLik = n * Math.log((2 * Math.PI * s) / n) + sumLog + n;
  return { innovations: a, variances, constant: c, s, sumLog, minus2LogLik, inn };
}
