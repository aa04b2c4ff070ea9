/**
 * How many differences the automatic ARIMA takes (arima.ts), as forecast 8.20 decides them:
 *
 * - d: repeated KPSS tests of level stationarity at 5 % (`ndiffs`; Kwiatkowski, Phillips,
 *   Schmidt & Shin 1992), Bartlett long-run variance with trunc(3√n/13) lags (Hobijn et al. 1998,
 *   as forecast passes to urca's `ur.kpss`);
 * - D: the seasonal strength of an STL decomposition above 0.64 (`nsdiffs(test = "seas")`; Wang,
 *   Smith & Hyndman 2006). The decomposition is STL itself (Cleveland et al. 1990) as R's `stl`
 *   runs it inside forecast's `mstl` for one season: s.window = 11, s.degree = 0, t.window =
 *   nextodd(⌈1.5m / (1 − 1.5/11)⌉), l.window = nextodd(m), jumps ⌈window/10⌉, two inner passes,
 *   not robust.
 */
import { ARIMA } from '../constants.js';

/** True when every value equals the first (forecast's `is.constant`). */
export function isConstant(x: ArrayLike<number>): boolean {
  for (let i = 1; i < x.length; i++) if (x[i] !== x[0]) return false;
  return true;
}

/**
 * KPSS statistic for level stationarity: Σ S_t² / (n² σ̂²), S the partial sums of x − x̄, σ̂² the
 * Bartlett-weighted long-run variance with `lags` lags (default trunc(3√n/13), as forecast's `ndiffs`).
 */
export function kpssStatistic(x: ArrayLike<number>, lags = Math.trunc((3 * Math.sqrt(x.length)) / 13)): number {
  const n = x.length;
  let mu = 0;
  for (let i = 0; i < n; i++) mu += x[i]!;
  mu /= n;
  const e = Float64Array.from(x, (v) => v - mu);
  let s = 0;
  let eta = 0;
  let s2 = 0;
  for (let t = 0; t < n; t++) {
    s += e[t]!;
    eta += s * s;
    s2 += e[t]! * e[t]!;
  }
  eta /= n * n;
  s2 /= n;
  let lrv = s2;
  for (let l = 1; l <= lags; l++) {
    let c = 0;
    for (let t = l; t < n; t++) c += e[t]! * e[t - l]!;
    lrv += (2 / n) * (1 - l / (lags + 1)) * c;
  }
  return eta / lrv;
}

/** p-value of a KPSS statistic by linear interpolation in the critical-value table, clamped to [0.01, 0.1] (as forecast's `urca_pval`). */
export function kpssPValue(stat: number): number {
  const cv = ARIMA.kpssCritical;
  const lv = ARIMA.kpssLevels;
  if (stat <= cv[0]) return lv[0];
  if (stat >= cv[cv.length - 1]!) return lv[lv.length - 1]!;
  for (let i = 1; i < cv.length; i++) {
    if (stat <= cv[i]!) return lv[i - 1]! + ((stat - cv[i - 1]!) / (cv[i]! - cv[i - 1]!)) * (lv[i]! - lv[i - 1]!);
  }
  return lv[lv.length - 1]!;
}

/** Number of first differences by repeated KPSS tests (forecast's `ndiffs`, test = "kpss", at most `maxD`). */
export function ndiffs(x: ArrayLike<number>, alpha: number = ARIMA.kpssAlpha, maxD: number = ARIMA.maxD): number {
  let z = Float64Array.from(x);
  let d = 0;
  if (z.length < 2 || isConstant(z)) return 0;
  let dodiff = kpssPValue(kpssStatistic(z)) < alpha;
  while (dodiff && d < maxD) {
    d++;
    z = z.subarray(1).map((v, t) => v - z[t]!);
    if (z.length < 2 || isConstant(z)) return d;
    dodiff = kpssPValue(kpssStatistic(z)) < alpha;
  }
  return d;
}

/** Loess estimate at xs (1-based) from y[nleft..nright] (Fortran `stlest`); null when all weights vanish. */
function stlEst(y: Float64Array, n: number, len: number, ideg: number, xs: number, nleft: number, nright: number, w: Float64Array): number | null {
  const range = n - 1;
  let h = Math.max(xs - nleft, nright - xs);
  if (len > n) h += Math.trunc((len - n) / 2);
  const h9 = 0.999 * h;
  const h1 = 0.001 * h;
  let a = 0;
  for (let j = nleft; j <= nright; j++) {
    w[j - 1] = 0;
    const r = Math.abs(j - xs);
    if (r <= h9) {
      w[j - 1] = r <= h1 ? 1 : (1 - (r / h) ** 3) ** 3;
      a += w[j - 1]!;
    }
  }
  if (a <= 0) return null;
  for (let j = nleft; j <= nright; j++) w[j - 1]! /= a;
  if (h > 0 && ideg > 0) {
    let mid = 0;
    for (let j = nleft; j <= nright; j++) mid += w[j - 1]! * j;
    let b = xs - mid;
    let c = 0;
    for (let j = nleft; j <= nright; j++) c += w[j - 1]! * (j - mid) ** 2;
    if (Math.sqrt(c) > 0.001 * range) {
      b /= c;
      for (let j = nleft; j <= nright; j++) w[j - 1]! *= b * (j - mid) + 1;
    }
  }
  let ys = 0;
  for (let j = nleft; j <= nright; j++) ys += w[j - 1]! * y[j - 1]!;
  return ys;
}

/** Loess smoothing evaluated every `njump` points and interpolated linearly between (Fortran `stless`). */
function stlEss(y: Float64Array, n: number, len: number, ideg: number, njump: number, ys: Float64Array, offset = 0): void {
  const w = new Float64Array(n);
  const put = (i: number, v: number | null) => (ys[offset + i - 1] = v ?? y[i - 1]!);
  if (n < 2) {
    ys[offset] = y[0]!;
    return;
  }
  const newnj = Math.min(njump, n - 1);
  let nleft = 1;
  let nright = n;
  if (len >= n) {
    for (let i = 1; i <= n; i += newnj) put(i, stlEst(y, n, len, ideg, i, 1, n, w));
  } else if (newnj === 1) {
    const nsh = Math.trunc((len + 1) / 2);
    nleft = 1;
    nright = len;
    for (let i = 1; i <= n; i++) {
      if (i > nsh && nright !== n) {
        nleft++;
        nright++;
      }
      put(i, stlEst(y, n, len, ideg, i, nleft, nright, w));
    }
  } else {
    const nsh = Math.trunc((len + 1) / 2);
    for (let i = 1; i <= n; i += newnj) {
      if (i < nsh) {
        nleft = 1;
        nright = len;
      } else if (i >= n - nsh + 1) {
        nleft = n - len + 1;
        nright = n;
      } else {
        nleft = i - nsh + 1;
        nright = len + i - nsh;
      }
      put(i, stlEst(y, n, len, ideg, i, nleft, nright, w));
    }
  }
  if (newnj !== 1) {
    for (let i = 1; i <= n - newnj; i += newnj) {
      const delta = (ys[offset + i + newnj - 1]! - ys[offset + i - 1]!) / newnj;
      for (let j = i + 1; j <= i + newnj - 1; j++) ys[offset + j - 1] = ys[offset + i - 1]! + delta * (j - i);
    }
    const k = Math.trunc((n - 1) / newnj) * newnj + 1;
    if (k !== n) {
      put(n, stlEst(y, n, len, ideg, n, nleft, nright, w));
      if (k !== n - 1) {
        const delta = (ys[offset + n - 1]! - ys[offset + k - 1]!) / (n - k);
        for (let j = k + 1; j <= n - 1; j++) ys[offset + j - 1] = ys[offset + k - 1]! + delta * (j - k);
      }
    }
  }
}

/** Moving average of length `len` (Fortran `stlma`): n − len + 1 values. */
function movingAverage(x: Float64Array, n: number, len: number): Float64Array {
  const out = new Float64Array(n - len + 1);
  let v = 0;
  for (let i = 0; i < len; i++) v += x[i]!;
  out[0] = v / len;
  for (let j = 1; j < out.length; j++) {
    v += x[j + len - 1]! - x[j - 1]!;
    out[j] = v / len;
  }
  return out;
}

const nextOdd = (x: number) => (Math.round(x) % 2 === 0 ? Math.round(x) + 1 : Math.round(x));

/** Seasonal, trend and remainder of an STL decomposition. */
export interface StlResult {
  seasonal: Float64Array;
  trend: Float64Array;
  remainder: Float64Array;
}

/**
 * STL decomposition (Cleveland, Cleveland, McRae & Terpenning 1990) with R's `stl` defaults for a
 * given seasonal window (not robust: two inner passes, no outer loop).
 * @throws RangeError when the series holds fewer than two periods or the period is below 2.
 */
export function stl(y: ArrayLike<number>, period: number, sWindow: number = ARIMA.stlSeasonalWindow): StlResult {
  const n = y.length;
  const np = period;
  if (np < 2 || n <= 2 * np) throw new RangeError('STL needs a period of at least 2 and more than two periods of data');
  const ns = Math.max(3, nextOdd(sWindow));
  const nt = Math.max(3, nextOdd(Math.ceil((1.5 * np) / (1 - 1.5 / sWindow))));
  const nl = Math.max(3, nextOdd(np));
  const nsjump = Math.ceil(ns / 10);
  const ntjump = Math.ceil(nt / 10);
  const nljump = Math.ceil(nl / 10);
  const yy = Float64Array.from(y);
  const trend = new Float64Array(n);
  const season = new Float64Array(n);
  const cycle = new Float64Array(n + 2 * np);
  for (let pass = 0; pass < 2; pass++) {
    // Step 1–2: detrend, smooth each cycle-subseries, extended one period at both ends.
    for (let j = 1; j <= np; j++) {
      const k = Math.trunc((n - j) / np) + 1;
      const sub = new Float64Array(k);
      for (let i = 1; i <= k; i++) sub[i - 1] = yy[(i - 1) * np + j - 1]! - trend[(i - 1) * np + j - 1]!;
      const smooth = new Float64Array(k + 2);
      stlEss(sub, k, ns, 0, nsjump, smooth, 1);
      const w = new Float64Array(k);
      const first = stlEst(sub, k, ns, 0, 0, 1, Math.min(ns, k), w);
      smooth[0] = first ?? smooth[1]!;
      const last = stlEst(sub, k, ns, 0, k + 1, Math.max(1, k - ns + 1), k, w);
      smooth[k + 1] = last ?? smooth[k]!;
      for (let mm = 1; mm <= k + 2; mm++) cycle[(mm - 1) * np + j - 1] = smooth[mm - 1]!;
    }
    // Step 3: low-pass filter of the cycle-subseries (moving averages np, np, 3, then loess).
    const ma1 = movingAverage(cycle, n + 2 * np, np);
    const ma2 = movingAverage(ma1, ma1.length, np);
    const ma3 = movingAverage(ma2, ma2.length, 3);
    const low = new Float64Array(n);
    stlEss(ma3, n, nl, 1, nljump, low);
    // Step 4–6: seasonal = cycle − low-pass; trend = loess of the deseasonalised series.
    for (let i = 0; i < n; i++) season[i] = cycle[np + i]! - low[i]!;
    const deseason = yy.map((v, i) => v - season[i]!);
    stlEss(deseason, n, nt, 1, ntjump, trend);
  }
  const remainder = yy.map((v, i) => v - season[i]! - trend[i]!);
  return { seasonal: season, trend, remainder };
}

function variance(x: ArrayLike<number>): number {
  const n = x.length;
  let m = 0;
  for (let i = 0; i < n; i++) m += x[i]!;
  m /= n;
  let s = 0;
  for (let i = 0; i < n; i++) s += (x[i]! - m) ** 2;
  return s / (n - 1);
}

/**
 * Strength of seasonality max(0, min(1, 1 − var(R) / var(R + S))) from the STL decomposition
 * (Wang, Smith & Hyndman 2006; forecast's `seas.heuristic`). NaN when STL cannot run.
 */
export function seasonalStrength(y: ArrayLike<number>, period: number): number {
  if (period < 2 || y.length <= 2 * period) return NaN;
  const { seasonal, remainder } = stl(y, period);
  const vr = variance(remainder);
  const vrs = variance(remainder.map((v, i) => v + seasonal[i]!));
  return Math.max(0, Math.min(1, 1 - vr / vrs));
}

/**
 * Number of seasonal differences (0 or 1 by default) as forecast's `nsdiffs(test = "seas")`: one
 * more while the seasonal strength exceeds 0.64 and the series still holds two periods.
 */
export function nsdiffs(y: ArrayLike<number>, period: number, maxD: number = ARIMA.maxSeasonalD): number {
  let x = Float64Array.from(y);
  if (isConstant(x) || period < 2 || period >= x.length) return 0;
  let D = 0;
  const test = (z: Float64Array) => {
    const s = seasonalStrength(z, period);
    return Number.isFinite(s) && s > ARIMA.seasonalStrengthThreshold;
  };
  let dodiff = test(x);
  while (dodiff && D < maxD) {
    D++;
    x = x.subarray(period).map((v, t) => v - x[t]!);
    if (isConstant(x)) return D;
    dodiff = x.length >= 2 * period && D < maxD ? test(x) : false;
  }
  return D;
}
