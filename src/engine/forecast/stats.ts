/**
 * Numerics only the forecaster uses: autocorrelation, the M4 seasonality test, classical
 * decomposition, least squares, conformal quantiles, Nelder–Mead, and the accuracy measures of
 * M4 (sMAPE, MASE, MSIS; Makridakis et al., IJF 2020). Generic statistics (mean, clamp, quantile…) are in
 * `../stats.ts`.
 */
import { mean } from '../stats.js';
import { FORECAST } from '../constants.js';

/** Sample autocorrelation at `lag`. */
export function acf(x: ArrayLike<number>, lag: number): number {
  const n = x.length;
  const m = mean(x);
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    const d = x[i]! - m;
    den += d * d;
    if (i >= lag) num += d * (x[i - lag]! - m);
  }
  return den > 0 ? num / den : 0;
}

/**
 * M4's seasonality test (benchmark code `seasonality_test`): seasonal when
 * |acf(m)| > 1.645 · sqrt((1 + 2 Σ_{k<m} acf(k)²) / n), the 90 % one-sided limit; needs n ≥ 3m.
 */
export function isSeasonal(x: ArrayLike<number>, m: number): boolean {
  const n = x.length;
  if (m <= 1 || n < 3 * m) return false;
  let s = 0;
  for (let k = 1; k < m; k++) s += acf(x, k) ** 2;
  const limit = FORECAST.seasonalityZ * Math.sqrt((1 + 2 * s) / n);
  return Math.abs(acf(x, m)) > limit;
}

/**
 * Multiplicative seasonal indices by classical decomposition (centred moving average of order m,
 * as R's `decompose(type = "multiplicative")`), normalised to mean 1. Index i is for phase i
 * (position t has phase t mod m).
 */
export function classicalIndices(x: ArrayLike<number>, m: number): Float64Array {
  const n = x.length;
  const trend = new Float64Array(n).fill(NaN);
  const half = Math.floor(m / 2);
  for (let t = half; t < n - half; t++) {
    let s = 0;
    if (m % 2 === 0) {
      s += 0.5 * x[t - half]! + 0.5 * x[t + half]!;
      for (let k = -half + 1; k < half; k++) s += x[t + k]!;
    } else {
      for (let k = -half; k <= half; k++) s += x[t + k]!;
    }
    trend[t] = s / m;
  }
  const sums = new Float64Array(m);
  const counts = new Float64Array(m);
  for (let t = 0; t < n; t++) {
    if (Number.isNaN(trend[t]!) || trend[t] === 0) continue;
    sums[t % m]! += x[t]! / trend[t]!;
    counts[t % m]!++;
  }
  const idx = new Float64Array(m);
  for (let p = 0; p < m; p++) idx[p] = counts[p]! > 0 ? sums[p]! / counts[p]! : 1;
  const avg = mean(idx);
  for (let p = 0; p < m; p++) idx[p] = avg > 0 ? idx[p]! / avg : 1;
  return idx;
}

/** Ordinary least squares: coefficients b minimising |y − X b|² (normal equations, ridge 1e-9 for stability). */
export function leastSquares(X: Float64Array[], y: Float64Array): Float64Array | null {
  const k = X.length;
  const n = y.length;
  const A = Array.from({ length: k }, () => new Float64Array(k + 1));
  for (let i = 0; i < k; i++) {
    for (let j = i; j < k; j++) {
      let s = 0;
      const xi = X[i]!;
      const xj = X[j]!;
      for (let t = 0; t < n; t++) s += xi[t]! * xj[t]!;
      A[i]![j] = s;
      A[j]![i] = s;
    }
    let s = 0;
    for (let t = 0; t < n; t++) s += X[i]![t]! * y[t]!;
    A[i]![k] = s;
    A[i]![i]! += 1e-9 * (A[i]![i]! + 1);
  }
  // Gaussian elimination with partial pivoting.
  for (let c = 0; c < k; c++) {
    let p = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[p]![c]!)) p = r;
    if (Math.abs(A[p]![c]!) < 1e-12) return null;
    [A[c], A[p]] = [A[p]!, A[c]!];
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = A[r]![c]! / A[c]![c]!;
      if (f === 0) continue;
      for (let j = c; j <= k; j++) A[r]![j]! -= f * A[c]![j]!;
    }
  }
  const b = new Float64Array(k);
  for (let i = 0; i < k; i++) b[i] = A[i]![k]! / A[i]![i]!;
  return b;
}

/** sMAPE in percent (M4): mean of 200·|y − f| / (|y| + |f|); a point with y = f = 0 counts 0. */
export function smape(actual: ArrayLike<number>, forecast: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < actual.length; i++) {
    const d = Math.abs(actual[i]!) + Math.abs(forecast[i]!);
    s += d > 0 ? (200 * Math.abs(actual[i]! - forecast[i]!)) / d : 0;
  }
  return s / actual.length;
}

/** MASE scale (M4): mean |x_t − x_{t−m}| over the training part (m = 1 when the series is too short). */
export function maseScale(train: ArrayLike<number>, m: number): number {
  const lag = train.length > m ? m : 1;
  let s = 0;
  for (let t = lag; t < train.length; t++) s += Math.abs(train[t]! - train[t - lag]!);
  const scale = s / Math.max(1, train.length - lag);
  return scale > 0 ? scale : 1e-9;
}

/** MASE (M4): mean |y − f| divided by `maseScale(train, m)`. */
export function mase(actual: ArrayLike<number>, forecast: ArrayLike<number>, scale: number): number {
  let s = 0;
  for (let i = 0; i < actual.length; i++) s += Math.abs(actual[i]! - forecast[i]!);
  return s / actual.length / scale;
}

/**
 * MSIS, the mean scaled interval score of M4 (Makridakis, Spiliotis & Assimakopoulos, IJF 2020,
 * eq. 4; after Gneiting & Raftery, JASA 2007): mean over the h points of
 * (U − L) + (2/a)·(L − y)·[y < L] + (2/a)·(y − U)·[y > U], divided by `scale` (the MASE scale,
 * `maseScale(train, m)`). Lower is better; a (1 − a) interval, e.g. a = 0.05 for 95 %.
 * @param actual, lower, upper equal-length arrays (h points)
 * @param alpha the interval's miss rate a, in (0, 1)
 * @throws RangeError when the lengths differ or alpha is outside (0, 1)
 */
export function msis(actual: ArrayLike<number>, lower: ArrayLike<number>, upper: ArrayLike<number>, scale: number, alpha: number): number {
  if (lower.length !== actual.length || upper.length !== actual.length) throw new RangeError('msis: actual, lower and upper must have the same length');
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`msis: alpha must be in (0, 1), got ${alpha}`);
  let s = 0;
  for (let i = 0; i < actual.length; i++) {
    const y = actual[i]!;
    const l = lower[i]!;
    const u = upper[i]!;
    s += u - l;
    if (y < l) s += (2 / alpha) * (l - y);
    if (y > u) s += (2 / alpha) * (y - u);
  }
  return s / actual.length / scale;
}

/**
 * Quantile of a sample whose expected coverage of a new exchangeable value is q: the order statistic at position
 * q·(n+1), interpolated linearly between its neighbours (Hyndman & Fan 1996, "Sample quantiles in statistical
 * packages", definition 6). The k-th smallest of n exchangeable continuous scores covers a new one with probability
 * k/(n+1), so position q·(n+1) covers q on average; the conformal ⌈(n+1)q⌉-th smallest (`conformalQuantile`)
 * guarantees at least q and over-covers by up to 1/(n+1) (24 scores at 95 %: the largest, 0.96 on average).
 * When the position exceeds n (n < q/(1−q), e.g. fewer than 19 scores at 95 %), the largest value is returned,
 * which covers less than q: callers that need q there must add an allowance (`tailQuantile95` in forecaster.ts).
 * Returns NaN for an empty sample.
 */
export function coverageQuantile(values: number[], q: number): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const pos = q * (s.length + 1);
  if (pos >= s.length) return s[s.length - 1]!;
  if (pos <= 1) return s[0]!;
  const k = Math.floor(pos);
  return s[k - 1]! + (pos - k) * (s[k]! - s[k - 1]!);
}

/** Quantile of a sample with the conformal finite-sample correction: the ⌈(n+1)q⌉-th smallest. */
export function conformalQuantile(values: number[], q: number): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const k = Math.min(s.length, Math.ceil((s.length + 1) * q));
  return s[Math.max(0, k - 1)]!;
}

/** Nelder–Mead minimiser on [0,1]-bounded or free parameters (clamping is the objective's job). */
export function nelderMead(f: (p: number[]) => number, start: number[], step = 0.1, maxIter = 300, tol = 1e-8): { x: number[]; value: number } {
  const n = start.length;
  let simplex = [start.slice()];
  for (let i = 0; i < n; i++) {
    const p = start.slice();
    p[i] = p[i]! + (p[i]! + step <= 1 || p[i]! < 0.5 ? step : -step);
    simplex.push(p);
  }
  let values = simplex.map(f);
  for (let iter = 0; iter < maxIter; iter++) {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    simplex = order.map(([, i]) => simplex[i]!);
    values = order.map(([v]) => v);
    if (Math.abs(values[n]! - values[0]!) < tol * (Math.abs(values[0]!) + tol)) break;
    const centroid = new Array(n).fill(0);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) centroid[j] += simplex[i]![j]! / n;
    const worst = simplex[n]!;
    const at = (t: number) => centroid.map((c, j) => c + t * (worst[j]! - c));
    const reflected = at(-1);
    const fr = f(reflected);
    if (fr < values[0]!) {
      const expanded = at(-2);
      const fe = f(expanded);
      if (fe < fr) {
        simplex[n] = expanded;
        values[n] = fe;
      } else {
        simplex[n] = reflected;
        values[n] = fr;
      }
    } else if (fr < values[n - 1]!) {
      simplex[n] = reflected;
      values[n] = fr;
    } else {
      const contracted = fr < values[n]! ? at(-0.5) : at(0.5);
      const fc = f(contracted);
      if (fc < Math.min(fr, values[n]!)) {
        simplex[n] = contracted;
        values[n] = fc;
      } else {
        for (let i = 1; i <= n; i++) {
          simplex[i] = simplex[i]!.map((v, j) => simplex[0]![j]! + 0.5 * (v - simplex[0]![j]!));
          values[i] = f(simplex[i]!);
        }
      }
    }
  }
  let best = 0;
  for (let i = 1; i <= n; i++) if (values[i]! < values[best]!) best = i;
  return { x: simplex[best]!, value: values[best]! };
}
