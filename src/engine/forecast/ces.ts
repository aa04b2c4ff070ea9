/**
 * Complex exponential smoothing (CES): Svetunkov, Kourentzes & Ord (2022, Naval Research Logistics 69(8),
 * "Complex exponential smoothing"; working paper Svetunkov & Kourentzes 2015), with the seasonal variants
 * of the R package `smooth` (`ces`, `auto.ces`, Svetunkov), whose state space form this follows.
 *
 * The series y_t is smoothed with a complex level l_t + i·c_t (c is the "information potential") and a
 * complex smoothing parameter a0 + i·a1. In single-source-of-error form, with e_t the one-step error:
 *
 *   none:    y_t = l_{t−1} + e_t,
 *            l_t = l_{t−1} − (1 − a1) c_{t−1} + (a0 − a1) e_t,
 *            c_t = l_{t−1} + (1 − a0) c_{t−1} + (a0 + a1) e_t;
 *   simple:  the same on the states m steps back (l_{t−m}, c_{t−m}): lagged CES;
 *   partial: none plus an additive real seasonal state, y_t = l_{t−1} + s_{t−m} + e_t, s_t = s_{t−m} + b e_t;
 *   full:    none plus a complex seasonal pair (s1, s2) at lag m smoothed by b0 + i·b1 like (l, c),
 *            y_t = l_{t−1} + s1_{t−m} + e_t.
 *
 * Estimation: Gaussian likelihood of the one-step errors, Nelder–Mead over the smoothing parameters within
 * the stability region, which smooth checks per lag group: every eigenvalue of F − g·w' below 1 in modulus.
 * Initial states by backcasting, smooth's default (this reproduces smooth's published fits: BJsales
 * a = 1.998 + 1.003i, M3 N2457 a = 1.1085 + 1.0114i), or optionally optimised: for given smoothing parameters
 * the errors are linear in the initial states, so the best ones come from least squares. `autoCes` picks the
 * seasonality with the least AICc; what AICc counts is in `parameterCount`.
 * Intervals are Gaussian, from the model's impulse responses (smooth's parametric intervals).
 */
import { mean } from '../stats.js';
import { CES } from '../constants.js';
import type { Model } from './models.js';
import { aiccOf, gaussianLoglik, normalBands, type IntervalForecast } from './normal-interval.js';
import { nelderMead } from './stats.js';
import { decomposeFigure } from './ets-init.js';

/** CES's seasonal variants (smooth's `seasonality` argument). */
export type CesSeasonality = 'none' | 'simple' | 'partial' | 'full';

/** All variants, in smooth's order. */
export const CES_SEASONALITIES: readonly CesSeasonality[] = ['none', 'simple', 'partial', 'full'];

/** How the initial states are found: smooth's backcasting (default) or optimised (here by exact least squares). */
export type CesInitial = 'backcasting' | 'optimal';

/** A complex smoothing parameter re + i·im. */
export interface Complex {
  re: number;
  im: number;
}

/** A fitted CES. Series-valued fields have the input's length n and units. */
export interface CesFit {
  seasonality: CesSeasonality;
  /** Season length (1 for "none"). */
  m: number;
  initial: CesInitial;
  /** Complex smoothing parameter a0 + i·a1 (of the lagged states for "simple"). */
  a: Complex;
  /** Seasonal smoothing parameter: real b for "partial", complex b0 + i·b1 for "full", else null. */
  b: number | Complex | null;
  /**
   * Initial states, component after component, each in time order (oldest first): (l, c) one value each
   * for "none"; m values of l then m of c for "simple"; l, c, then m of s for "partial"; l, c, m of s1, m of s2 for "full".
   */
  initialStates: Float64Array;
  /** One-step fitted values. */
  fitted: Float64Array;
  /** One-step errors y − fitted. */
  residuals: Float64Array;
  /** Estimated parameters: smoothing parameters, counted initial states (see `parameterCount`) and the error variance. */
  nParams: number;
  /** Gaussian log-likelihood at the variance's MLE SSE / n. */
  loglik: number;
  aicc: number;
  /** Residual standard deviation √(SSE / (n − nParams + 1)), used by the intervals. */
  sigma: number;
  /** Point forecasts and 80 / 95 % Gaussian prediction intervals for steps 1..h. */
  forecast(h: number): IntervalForecast;
}

/** State layout of a variant: the lag and measurement weight of each component. */
interface Layout {
  lags: number[];
  w: number[];
  /** Number of smoothing parameters. */
  nSmoothing: number;
}

function layout(seasonality: CesSeasonality, m: number): Layout {
  switch (seasonality) {
    case 'none':
      return { lags: [1, 1], w: [1, 0], nSmoothing: 2 };
    case 'simple':
      return { lags: [m, m], w: [1, 0], nSmoothing: 2 };
    case 'partial':
      return { lags: [1, 1, m], w: [1, 0, 1], nSmoothing: 3 };
    case 'full':
      return { lags: [1, 1, m, m], w: [1, 0, 1, 0], nSmoothing: 4 };
  }
}

/** Transition F (row-major K×K) and persistence g of a variant for parameters p (a0, a1[, b | b0, b1]). */
function matrices(seasonality: CesSeasonality, p: readonly number[]): { F: Float64Array; g: Float64Array } {
  const K = seasonality === 'none' || seasonality === 'simple' ? 2 : seasonality === 'partial' ? 3 : 4;
  const F = new Float64Array(K * K);
  const g = new Float64Array(K);
  const pair = (at: number, re: number, im: number) => {
    F[at * K + at] = 1;
    F[at * K + at + 1] = im - 1;
    F[(at + 1) * K + at] = 1;
    F[(at + 1) * K + at + 1] = 1 - re;
    g[at] = re - im;
    g[at + 1] = re + im;
  };
  pair(0, p[0]!, p[1]!);
  if (seasonality === 'partial') {
    F[2 * K + 2] = 1;
    g[2] = p[2]!;
  } else if (seasonality === 'full') pair(2, p[2]!, p[3]!);
  return { F, g };
}

/** Largest eigenvalue modulus of the 2×2 discount matrix [[1 − (re − im), im − 1], [1 − (re + im), 1 − re]]. */
function pairRadius(re: number, im: number): number {
  const d00 = 1 - (re - im);
  const d01 = im - 1;
  const d10 = 1 - (re + im);
  const d11 = 1 - re;
  const tr = d00 + d11;
  const det = d00 * d11 - d01 * d10;
  const disc = tr * tr - 4 * det;
  if (disc >= 0) {
    const r = Math.sqrt(disc);
    return Math.max(Math.abs((tr + r) / 2), Math.abs((tr - r) / 2));
  }
  return Math.sqrt(Math.max(det, 0));
}

/**
 * Stability of a complex smoothing parameter re + i·im: both eigenvalues of its discount matrix
 * F − g·w' inside the unit circle (Svetunkov, Kourentzes & Ord 2022; smooth's admissible bounds). This is
 * the region (re − 2.5)² + im² > 1.25, (re − 0.5)² + (im − 1)² > 0.25, (re − 1.5)² + (im − 0.5)² < 1.5.
 */
export function cesStable(a: Complex): boolean {
  return pairRadius(a.re, a.im) < 1;
}

/** Stability of every smoothing parameter of a variant (partial's real b: |1 − b| < 1). */
function stable(seasonality: CesSeasonality, p: readonly number[]): number {
  let r = pairRadius(p[0]!, p[1]!);
  if (seasonality === 'partial') r = Math.max(r, Math.abs(1 - p[2]!));
  if (seasonality === 'full') r = Math.max(r, pairRadius(p[2]!, p[3]!));
  return r;
}

/**
 * Runs the lagged state space filter over n steps. `hist[j]` holds component j from time −lag_j
 * (positions 0..lag_j − 1: the initial states) to n − 1. With `y`, e_t = y_t − ŷ_t; without, the homogeneous
 * system of a deviation (e_t = −ŷ_t, how the errors respond to the initial states). Writes ŷ into `yhat`.
 */
function filter(lay: Layout, F: Float64Array, g: Float64Array, hist: Float64Array[], n: number, y: Float64Array | null, yhat: Float64Array): void {
  // CES's transition is block diagonal: the pair (l, c), then s (partial) or the pair (s1, s2) (full); the
  // measurement picks the first state of each block. Written out per layout for speed.
  const K = lay.lags.length;
  const h0 = hist[0]!;
  const h1 = hist[1]!;
  const L0 = lay.lags[0]!;
  const f01 = F[1]!;
  const f11 = F[K + 1]!;
  const g0 = g[0]!;
  const g1 = g[1]!;
  if (K === 2) {
    for (let t = 0; t < n; t++) {
      const l = h0[t]!;
      const c = h1[t]!;
      yhat[t] = l;
      const e = y ? y[t]! - l : -l;
      h0[t + L0] = l + f01 * c + g0 * e;
      h1[t + L0] = l + f11 * c + g1 * e;
    }
    return;
  }
  const h2 = hist[2]!;
  const L2 = lay.lags[2]!;
  const g2 = g[2]!;
  if (K === 3) {
    for (let t = 0; t < n; t++) {
      const l = h0[t]!;
      const c = h1[t]!;
      const s = h2[t]!;
      const fit = l + s;
      yhat[t] = fit;
      const e = y ? y[t]! - fit : -fit;
      h0[t + 1] = l + f01 * c + g0 * e;
      h1[t + 1] = l + f11 * c + g1 * e;
      h2[t + L2] = s + g2 * e;
    }
    return;
  }
  const h3 = hist[3]!;
  const f23 = F[2 * K + 3]!;
  const f33 = F[3 * K + 3]!;
  const g3 = g[3]!;
  for (let t = 0; t < n; t++) {
    const l = h0[t]!;
    const c = h1[t]!;
    const s1 = h2[t]!;
    const s2 = h3[t]!;
    const fit = l + s1;
    yhat[t] = fit;
    const e = y ? y[t]! - fit : -fit;
    h0[t + 1] = l + f01 * c + g0 * e;
    h1[t + 1] = l + f11 * c + g1 * e;
    h2[t + L2] = s1 + f23 * s2 + g2 * e;
    h3[t + L2] = s1 + f33 * s2 + g3 * e;
  }
}

interface Evaluation {
  sse: number;
  x0: Float64Array;
}

/** Fresh state histories for n steps: component j holds its lag_j initial states, then one value per step. */
function histories(lay: Layout, n: number): Float64Array[] {
  return lay.lags.map((L) => new Float64Array(n + L));
}

/** Buffers reused by every evaluation of one fit. */
interface Workspace {
  hist: Float64Array[];
  e0: Float64Array;
  /** Response of ŷ to a unit first initial state of each component. */
  base: Float64Array[];
  /** Gram matrix (p×p, row-major; empty for backcasting), right-hand side and solution of the initial states' least squares. */
  gram: Float64Array;
  rhs: Float64Array;
  x: Float64Array;
  /** State histories of the backward run of backcasting. */
  reverse: Float64Array[];
  /** Offset of each component's initial states in the initial state vector (and Gram columns). */
  offset: number[];
  /** Number of initial states. */
  p: number;
}

function workspace(lay: Layout, n: number, optimal: boolean): Workspace {
  const p = lay.lags.reduce((s, L) => s + L, 0);
  const offset: number[] = [];
  let at = 0;
  for (const L of lay.lags) {
    offset.push(at);
    at += L;
  }
  return {
    hist: histories(lay, n),
    reverse: histories(lay, n),
    e0: new Float64Array(n),
    base: lay.lags.map(() => new Float64Array(n)),
    gram: new Float64Array(optimal ? p * p : 0),
    rhs: new Float64Array(p),
    x: new Float64Array(p),
    offset,
    p,
  };
}

/**
 * SSE of the one-step errors at the least-squares initial states for smoothing parameters p. The errors
 * are those of zero initial states minus a linear response to the initial states; the system is
 * time-invariant, so the response to a seasonal initial state r steps later is the first one's shifted by r
 * (one run per component), and the Gram matrix of shifted columns comes from one cross-product per pair of
 * components and shift, trimmed at the end of the sample.
 */
function evaluate(lay: Layout, seasonality: CesSeasonality, p: readonly number[], y: Float64Array, ws: Workspace): Evaluation | null {
  const n = y.length;
  const { F, g } = matrices(seasonality, p);
  const K = lay.lags.length;
  const { hist, e0, base, gram, rhs, x, offset } = ws;
  const P = ws.p;
  for (const h of hist) h.fill(0);
  filter(lay, F, g, hist, n, y, e0);
  for (let t = 0; t < n; t++) e0[t] = y[t]! - e0[t]!;
  for (let j = 0; j < K; j++) {
    for (const h of hist) h.fill(0);
    hist[j]![0] = 1;
    filter(lay, F, g, hist, n, null, base[j]!);
  }
  // Column (j, r) is base_j delayed by r; entry ((j, r), (k, s)) with s = r + d ≥ r is
  // Σ_{u < n − s} base_j(u + d) · base_k(u).
  for (let j = 0; j < K; j++) {
    const bj = base[j]!;
    for (let k = 0; k < K; k++) {
      const bk = base[k]!;
      const Lj = lay.lags[j]!;
      const Lk = lay.lags[k]!;
      for (let d = 0; d < Lk; d++) {
        let sum = 0;
        for (let u = 0; u < n - d; u++) sum += bj[u + d]! * bk[u]!;
        // s runs from d (r = 0) up; trim the sum's tail as s grows.
        for (let s = d; s < Lk; s++) {
          const r = s - d;
          if (s > d) sum -= bj[n - s + d]! * bk[n - s]!;
          if (r >= Lj) break;
          const a = offset[j]! + r;
          const b = offset[k]! + s;
          gram[a * P + b] = sum;
          gram[b * P + a] = sum;
        }
      }
    }
    for (let r = 0; r < lay.lags[j]!; r++) {
      let sum = 0;
      for (let t = r; t < n; t++) sum += bj[t - r]! * e0[t]!;
      rhs[offset[j]! + r] = sum;
    }
  }
  if (!solveSymmetric(gram, rhs, x, P)) return null;
  let sse = 0;
  for (let t = 0; t < n; t++) {
    let fit = 0;
    for (let j = 0; j < K; j++) {
      const bj = base[j]!;
      const o = offset[j]!;
      const L = Math.min(lay.lags[j]!, t + 1);
      for (let r = 0; r < L; r++) fit += x[o + r]! * bj[t - r]!;
    }
    sse += (e0[t]! - fit) ** 2;
  }
  return Number.isFinite(sse) ? { sse, x0: x.slice() } : null;
}

/**
 * Solves G x = c for a symmetric positive semi-definite G (p×p, row-major; overwritten) by Cholesky with a
 * ridge of 1e-10 of the largest diagonal entry (numerical tolerance: the level and seasonal initial states
 * can be nearly collinear). False when the matrix is not positive.
 */
function solveSymmetric(G: Float64Array, c: Float64Array, x: Float64Array, p: number): boolean {
  let maxDiag = 0;
  for (let i = 0; i < p; i++) maxDiag = Math.max(maxDiag, G[i * p + i]!);
  if (!(maxDiag > 0)) return false;
  const ridge = 1e-10 * maxDiag;
  for (let i = 0; i < p; i++) {
    for (let j = 0; j <= i; j++) {
      let s = G[i * p + j]! + (i === j ? ridge : 0);
      for (let k = 0; k < j; k++) s -= G[i * p + k]! * G[j * p + k]!;
      if (i === j) {
        if (!(s > 0)) return false;
        G[i * p + i] = Math.sqrt(s);
      } else G[i * p + j] = s / G[j * p + j]!;
    }
  }
  for (let i = 0; i < p; i++) {
    let s = c[i]!;
    for (let k = 0; k < i; k++) s -= G[i * p + k]! * x[k]!;
    x[i] = s / G[i * p + i]!;
  }
  for (let i = p - 1; i >= 0; i--) {
    let s = x[i]!;
    for (let k = i + 1; k < p; k++) s -= G[k * p + i]! * x[k]!;
    x[i] = s / G[i * p + i]!;
  }
  return true;
}

/**
 * smooth's starting states before backcasting: level the mean of the first max(10, m) observations and
 * potential the level / 1.1; seasonal states the additive seasonal pattern of a centred moving average
 * decomposition (s2 = s1 / 1.1); lagged CES ("simple") the first season itself (c = l / 1.1).
 */
function startingStates(seasonality: CesSeasonality, y: Float64Array, m: number, x0: Float64Array): void {
  const n = y.length;
  if (seasonality === 'simple') {
    for (let r = 0; r < m; r++) {
      x0[r] = y[r]!;
      x0[m + r] = y[r]! / 1.1;
    }
    return;
  }
  const level = mean(y, 0, Math.min(Math.max(10, m), n));
  x0[0] = level;
  x0[1] = level / 1.1;
  if (seasonality === 'none') return;
  // Additive classical decomposition: phase means of y minus its centred moving average, centred on 0.
  const pattern = decomposeFigure(y, m, false);
  for (let r = 0; r < m; r++) {
    x0[2 + r] = pattern[r]!;
    if (seasonality === 'full') x0[2 + m + r] = pattern[r]! / 1.1;
  }
}

/**
 * SSE of the one-step errors with backcast initial states (smooth's default `initial = "backcasting"`): from
 * the starting states, run forward through the sample, then the same model backward through the reversed
 * sample from the final states, step once more to the times before the first observation, and use those as
 * the initial states of the final forward run (CES.backcastIterations forward runs in all).
 */
function backcast(lay: Layout, seasonality: CesSeasonality, p: readonly number[], y: Float64Array, yr: Float64Array, m: number, ws: Workspace): Evaluation | null {
  const n = y.length;
  const { F, g } = matrices(seasonality, p);
  const K = lay.lags.length;
  const { hist, offset, e0: fit } = ws;
  const back = ws.base; // reused as the backward run's fitted values
  const reverse = ws.reverse;
  const x0 = new Float64Array(ws.p);
  startingStates(seasonality, y, m, x0);
  for (let it = 1; ; it++) {
    lay.lags.forEach((L, j) => {
      for (let r = 0; r < L; r++) hist[j]![r] = x0[offset[j]! + r]!;
    });
    filter(lay, F, g, hist, n, y, fit);
    if (it >= CES.backcastIterations) break;
    // Backward: the reversed run starts from each phase's latest state.
    lay.lags.forEach((L, j) => {
      for (let r = 0; r < L; r++) reverse[j]![r] = hist[j]![n - 1 - r + L]!;
    });
    filter(lay, F, g, reverse, n, yr, back[0]!);
    lay.lags.forEach((L, j) => {
      for (let r = 0; r < L; r++) x0[offset[j]! + r] = reverse[j]![n - 1 - r + L]!;
    });
    // One transition further back, within each block of components sharing a lag.
    const stepped = x0.slice();
    for (let j = 0; j < K; j++) {
      for (let r = 0; r < lay.lags[j]!; r++) {
        let v = 0;
        for (let k = 0; k < K; k++) if (lay.lags[k] === lay.lags[j]) v += F[j * K + k]! * x0[offset[k]! + r]!;
        stepped[offset[j]! + r] = v;
      }
    }
    x0.set(stepped);
  }
  let sse = 0;
  for (let t = 0; t < n; t++) sse += (y[t]! - fit[t]!) ** 2;
  return Number.isFinite(sse) ? { sse, x0 } : null;
}

/**
 * Number of estimated parameters of a variant, the error variance included. Optimised initial states all
 * count (as smooth does). Backcast ones: the seasonal states count (with weak seasonal smoothing they carry
 * the backcast pattern through the whole sample), the level and potential do not (their influence fades
 * within a few steps; smooth counts none of them, which makes every seasonal variant look cheap).
 */
function parameterCount(seasonality: CesSeasonality, m: number, initial: CesInitial): number {
  const lay = layout(seasonality, m);
  const states = lay.lags.reduce((s, L) => s + (initial === 'optimal' || L > 1 ? L : 0), 0);
  return lay.nSmoothing + states + 1;
}

/**
 * Fits one CES variant to y (season length m) by maximum likelihood: Nelder–Mead over the smoothing
 * parameters from smooth's start (a = 1.3 + 1i, partial b = 0.1, full b = 1.3 + 1i), constrained to the
 * stability region, with backcast (default) or least-squares optimal initial states. Returns null when a
 * seasonal variant has m < 2 (or, for optimal initial states, m > CES.optimalMaxSeason), when y is too short
 * for the variant's parameters (AICc needs n ≥ nParams + 2), holds a non-finite value, or the fit fails.
 */
export function fitCes(y: Float64Array, seasonality: CesSeasonality, m = 1, initial: CesInitial = 'backcasting'): CesFit | null {
  const n = y.length;
  const seasonal = seasonality !== 'none';
  if (seasonal && (m < 2 || (initial === 'optimal' && m > CES.optimalMaxSeason))) return null;
  const season = seasonal ? m : 1;
  const k = parameterCount(seasonality, season, initial);
  if (n < k + 2 || n < season + 2) return null;
  for (let t = 0; t < n; t++) if (!Number.isFinite(y[t]!)) return null;
  const lay = layout(seasonality, season);
  const work = workspace(lay, n, initial === 'optimal');
  const yr = y.slice().reverse();
  const run = (p: readonly number[]) => (initial === 'optimal' ? evaluate(lay, seasonality, p, y, work) : backcast(lay, seasonality, p, y, yr, season, work));
  const start: number[] = [...CES.startA];
  if (seasonality === 'partial') start.push(CES.startBPartial);
  if (seasonality === 'full') start.push(...CES.startA);
  const objective = (p: number[]) => {
    const r = stable(seasonality, p);
    if (!(r < 1)) return 1e100 * (1 + r);
    return run(p)?.sse ?? 1e100;
  };
  const p = nelderMead(objective, start, 0.1, CES.maxIterations, 1e-6).x;
  if (!(stable(seasonality, p) < 1)) return null;
  const ev = run(p);
  if (!ev) return null;
  const { F, g } = matrices(seasonality, p);
  // Final run from the initial states, kept for the forecasts.
  const hist = histories(lay, n);
  lay.lags.forEach((L, j) => {
    for (let r = 0; r < L; r++) hist[j]![r] = ev.x0[work.offset[j]! + r]!;
  });
  const fitted = new Float64Array(n);
  filter(lay, F, g, hist, n, y, fitted);
  const residuals = y.map((v, t) => v - fitted[t]!);
  let sse = 0;
  for (let t = 0; t < n; t++) sse += residuals[t]! ** 2;
  const floor = n * (1e-10 * (mean(y.map(Math.abs)) || 1)) ** 2; // numerical tolerance: an exact fit keeps a finite likelihood
  const loglik = gaussianLoglik(Math.max(sse, floor), n);
  const sigma = Math.sqrt(sse / (n - k + 1));
  const last = hist.map((hj, j) => hj.slice(n, n + lay.lags[j]!)); // the last lag_j values of each component
  return {
    seasonality,
    m: season,
    initial,
    a: { re: p[0]!, im: p[1]! },
    b: seasonality === 'partial' ? p[2]! : seasonality === 'full' ? { re: p[2]!, im: p[3]! } : null,
    initialStates: ev.x0,
    fitted,
    residuals,
    nParams: k,
    loglik,
    aicc: aiccOf(loglik, n, k),
    sigma,
    forecast(h) {
      return normalBands(project(lay, F, last, h, null), forecastSd(lay, F, g, h, sigma));
    },
  };
}

/**
 * Runs the system h steps past the data without errors. `last[j]` holds component j's last lag_j values
 * (oldest first); with `impulse`, starts from zero states and adds g at the first step instead (the
 * response of later observations to one error).
 */
function project(lay: Layout, F: Float64Array, last: Float64Array[], h: number, impulse: Float64Array | null): Float64Array {
  const K = lay.lags.length;
  const hist = lay.lags.map((L, j) => {
    const a = new Float64Array(L + h);
    if (!impulse) a.set(last[j]!);
    return a;
  });
  const f = new Float64Array(h);
  const prev = new Float64Array(K);
  for (let t = 0; t < h; t++) {
    let fit = 0;
    for (let j = 0; j < K; j++) {
      prev[j] = hist[j]![t]!;
      fit += lay.w[j]! * prev[j]!;
    }
    f[t] = fit;
    for (let j = 0; j < K; j++) {
      let v = impulse && t === 0 ? impulse[j]! : 0;
      for (let k = 0; k < K; k++) v += F[j * K + k]! * prev[k]!;
      hist[j]![t + lay.lags[j]!] = v;
    }
  }
  return f;
}

/** Standard deviation of the 1..h-step forecast errors: sigma · √(1 + Σ_{j<i} ψ_j²), ψ the impulse responses. */
function forecastSd(lay: Layout, F: Float64Array, g: Float64Array, h: number, sigma: number): Float64Array {
  // ψ_j: response of y at step j + 1 to the error at step 1 (project's first output is the zero state's).
  const psi = project(lay, F, [], h + 1, g);
  const sd = new Float64Array(h);
  let v = 1;
  for (let i = 0; i < h; i++) {
    if (i > 0) v += psi[i]! ** 2;
    sd[i] = sigma * Math.sqrt(v);
  }
  return sd;
}

/**
 * Automatic CES (smooth's `auto.ces`): fits every variant in `candidates` that the data allow (see `fitCes`)
 * and returns the one with the least AICc; null when none can be fitted.
 */
export function autoCes(y: Float64Array, m = 1, candidates: readonly CesSeasonality[] = CES_SEASONALITIES, initial: CesInitial = 'backcasting'): CesFit | null {
  let best: CesFit | null = null;
  for (const s of candidates) {
    const fit = fitCes(y, s, m, initial);
    if (fit && Number.isFinite(fit.aicc) && (!best || fit.aicc < best.aicc)) best = fit;
  }
  return best;
}

/** Automatic CES as a forecaster model (`ctx.m` is the season length); null when no variant can be fitted. */
export const cesModel: Model = {
  name: 'ces',
  slow: true,
  forecast(y, h, ctx) {
    return cesModel.bands!(y, h, ctx)?.point ?? null;
  },
  /** The same fit's point forecasts (its mean) with its Gaussian 80/95 % bounds; null as `forecast`. */
  bands(y, h, ctx) {
    const fit = autoCes(y, ctx.m);
    if (!fit) return null;
    const f = fit.forecast(h);
    for (let i = 0; i < h; i++) if (!Number.isFinite(f.mean[i]!) || !Number.isFinite(f.lower95[i]!) || !Number.isFinite(f.upper95[i]!)) return null;
    return { point: f.mean, lower80: f.lower80, upper80: f.upper80, lower95: f.lower95, upper95: f.upper95 };
  },
};
