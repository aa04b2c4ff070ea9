/**
 * Starting values of the ETS likelihood search, as R forecast 8.20 chooses them (`initparam`,
 * `initstate`): smoothing parameters at fixed shares of their bounds; seasonal indices from a
 * classical decomposition (three seasons or more) or from a linear trend plus one Fourier pair
 * (fewer); level and trend from a least-squares line through the first max(10, 2m) seasonally
 * adjusted values.
 */
import { ETS } from '../constants.js';
import { leastSquares } from './stats.js';
import type { EtsSpec, Layout } from './ets-model.js';

/**
 * Classical decomposition (R `decompose`): a centred moving average of order m as the trend, the
 * phase means of y − trend (or y / trend) as the seasonal figure, centred to mean 0 (or 1).
 * Returns the figure by phase (t mod m). Needs n ≥ 2m.
 */
export function decomposeFigure(y: ArrayLike<number>, m: number, multiplicative: boolean): Float64Array {
  const n = y.length;
  const half = Math.floor(m / 2);
  const sums = new Float64Array(m);
  const counts = new Float64Array(m);
  for (let t = half; t < n - half; t++) {
    let s = 0;
    if (m % 2 === 0) {
      s = 0.5 * (y[t - half]! + y[t + half]!);
      for (let k = -half + 1; k < half; k++) s += y[t + k]!;
    } else for (let k = -half; k <= half; k++) s += y[t + k]!;
    const trend = s / m;
    sums[t % m]! += multiplicative ? y[t]! / trend : y[t]! - trend;
    counts[t % m]!++;
  }
  const fig = new Float64Array(m);
  let avg = 0;
  for (let p = 0; p < m; p++) {
    fig[p] = counts[p]! > 0 ? sums[p]! / counts[p]! : multiplicative ? 1 : 0;
    avg += fig[p]! / m;
  }
  for (let p = 0; p < m; p++) fig[p] = multiplicative ? fig[p]! / avg : fig[p]! - avg;
  return fig;
}

/**
 * R's starting search vector for `spec` on `y` (layout of `layoutOf`), β and γ as shares of their
 * ranges. Returns null when the data cannot give one (a seasonal spec on fewer than 4 values).
 */
export function startVector(y: Float64Array, L: Layout): Float64Array | null {
  const spec: EtsSpec = L.spec;
  const n = y.length;
  const m = L.m;
  const v = new Float64Array(L.k);
  const [la, , , lp] = ETS.lower;
  const [ua, , , up] = ETS.upper;
  const alpha = la + (ETS.alphaStartShare * (ua - la)) / m;
  v[0] = alpha;
  // β and γ as shares of their ranges [lower, min(upper, α)] and [lower, min(upper, 1 − α)].
  if (L.iBeta >= 0) v[L.iBeta] = ETS.betaStartShare;
  if (L.iGamma >= 0) v[L.iGamma] = ETS.gammaStartShare;
  if (L.iPhi >= 0) v[L.iPhi] = lp + ETS.phiStartShare * (up - lp);

  let ysa: Float64Array = y;
  if (spec.season !== 'N') {
    if (n < 4) return null;
    const mult = spec.season === 'M';
    const seasonal = new Float64Array(n);
    if (n < 3 * m) {
      // Linear trend plus the first Fourier pair (R: tslm(y ~ trend + fourier(y, 1))); for m = 2 the sine is zero.
      const X: Float64Array[] = [new Float64Array(n).fill(1), Float64Array.from({ length: n }, (_, t) => t + 1)];
      if (m > 2) X.push(Float64Array.from({ length: n }, (_, t) => Math.sin((2 * Math.PI * (t + 1)) / m)));
      X.push(Float64Array.from({ length: n }, (_, t) => Math.cos((2 * Math.PI * (t + 1)) / m)));
      const coef = leastSquares(X, y);
      if (!coef) return null;
      for (let t = 0; t < n; t++) {
        const line = coef[0]! + coef[1]! * (t + 1);
        seasonal[t] = mult ? y[t]! / line : y[t]! - line;
      }
    } else {
      const fig = decomposeFigure(y, m, mult);
      for (let t = 0; t < n; t++) seasonal[t] = fig[t % m]!;
    }
    const init = new Float64Array(m - 1);
    for (let j = 1; j < m; j++) init[j - 1] = seasonal[j]!;
    if (mult) {
      let sum = 0;
      for (let j = 0; j < m - 1; j++) {
        init[j] = Math.max(init[j]!, ETS.minSeasonalIndex);
        sum += init[j]!;
      }
      // Keep the phase-0 index (m − sum) positive, as R does.
      if (sum > m) for (let j = 0; j < m - 1; j++) init[j] = init[j]! / (sum + ETS.minSeasonalIndex * (m - 1));
    }
    v.set(init, L.iSeason);
    ysa = new Float64Array(n);
    for (let t = 0; t < n; t++) ysa[t] = mult ? y[t]! / Math.max(seasonal[t]!, ETS.minSeasonalIndex) : y[t]! - seasonal[t]!;
  }
  const maxn = Math.min(Math.max(ETS.initialWindow, 2 * m), n);
  if (spec.trend === 'N') {
    let s = 0;
    for (let t = 0; t < maxn; t++) s += ysa[t]!;
    v[L.iLevel] = s / maxn;
  } else {
    // Least-squares line through (1, y1) … (maxn, y_maxn): intercept = level at time 0, slope = trend.
    const xm = (maxn + 1) / 2;
    let ym = 0;
    for (let t = 0; t < maxn; t++) ym += ysa[t]! / maxn;
    let sxy = 0;
    let sxx = 0;
    for (let t = 0; t < maxn; t++) {
      sxy += (t + 1 - xm) * (ysa[t]! - ym);
      sxx += (t + 1 - xm) ** 2;
    }
    let b0 = sxx > 0 ? sxy / sxx : 0;
    let l0 = ym - b0 * xm;
    if (Math.abs(l0 + b0) < 1e-8) {
      l0 *= 1.001;
      b0 *= 0.999;
    }
    v[L.iLevel] = l0;
    v[L.iTrend] = b0;
  }
  for (let i = 0; i < L.k; i++) if (!Number.isFinite(v[i]!)) return null;
  return v;
}
