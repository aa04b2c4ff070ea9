/**
 * ETS state space recursions (Hyndman, Koehler, Snyder & Grose, IJF 2002; Hyndman, Koehler, Ord &
 * Snyder 2008, "Forecasting with Exponential Smoothing", Tables 2.2–2.3 and ch. 5): errors A or M,
 * trend N, A or Ad (damped), season N, A or M. Written in the "y form" where the state updates are
 * the same for additive and multiplicative errors (only the likelihood differs), as R's
 * `forecast::ets` computes them.
 *
 * Seasonal states live in a ring indexed by phase: `season[p]` is the index used at every time t
 * with t mod m = p (t = 0 is the first observation), so an update touches one entry only.
 */
import { ETS } from '../constants.js';

/** Error type: additive or multiplicative. */
export type EtsError = 'A' | 'M';
/** Trend type: none, additive, additive damped. */
export type EtsTrend = 'N' | 'A' | 'Ad';
/** Season type: none, additive, multiplicative. */
export type EtsSeason = 'N' | 'A' | 'M';

/** One ETS model of the taxonomy, e.g. `{ error: 'M', trend: 'Ad', season: 'M' }` for ETS(M,Ad,M). */
export interface EtsSpec {
  error: EtsError;
  trend: EtsTrend;
  season: EtsSeason;
}

/** Smoothing parameters in the state space form (β and γ not divided by α): null when the model has no such component. */
export interface EtsParams {
  alpha: number;
  beta: number | null;
  gamma: number | null;
  phi: number | null;
}

/** A state: level, trend (0 without trend) and the seasonal ring by phase (empty without season). */
export interface EtsState {
  level: number;
  trend: number;
  season: Float64Array;
}

/** `ETS(M,Ad,M)`-style name of a spec. */
export function etsName(spec: EtsSpec): string {
  return `ETS(${spec.error},${spec.trend},${spec.season})`;
}

/** Sum of the one-step results of a pass over the data. */
export interface PassResult {
  /** −2·log-likelihood without constants: n·log Σe² (+ 2·Σ log|ŷ| for multiplicative errors), R's `lik`. */
  lik: number;
  /** Σe² (e = y − ŷ, or (y − ŷ)/ŷ for multiplicative errors). */
  sse: number;
}

/**
 * Runs the model over `y` from the initial state `x0` (not modified). Returns null when a step gives
 * a non-finite value or, for multiplicative errors, a one-step forecast ŷ = 0 (the relative error is
 * then undefined; a negative ŷ enters through log|ŷ|, as in R). With `keep`, fills the one-step forecasts, residuals and the final state.
 */
export function runPass(
  y: Float64Array,
  spec: EtsSpec,
  m: number,
  p: EtsParams,
  x0: EtsState,
  keep?: { fitted: Float64Array; residuals: Float64Array; final: EtsState },
): PassResult | null {
  const n = y.length;
  const multE = spec.error === 'M';
  const hasTrend = spec.trend !== 'N';
  const season = spec.season;
  const alpha = p.alpha;
  const beta = p.beta ?? 0;
  const gamma = p.gamma ?? 0;
  const phi = spec.trend === 'Ad' ? p.phi! : 1;
  let l = x0.level;
  let b = hasTrend ? x0.trend : 0;
  const S = season === 'N' ? x0.season : x0.season.slice();
  let sse = 0;
  let sumLog = 0;
  let phase = 0;
  for (let t = 0; t < n; t++) {
    const yt = y[t]!;
    const q = l + phi * b;
    let f: number;
    let pp: number;
    let sp = 0;
    if (season === 'N') {
      f = q;
      pp = yt;
    } else {
      sp = S[phase]!;
      if (season === 'A') {
        f = q + sp;
        pp = yt - sp;
      } else {
        f = q * sp;
        pp = yt / sp;
      }
    }
    let e: number;
    if (multE) {
      if (f === 0) return null;
      e = (yt - f) / f;
      sumLog += Math.log(Math.abs(f));
    } else e = yt - f;
    if (keep) {
      keep.fitted[t] = f;
      keep.residuals[t] = e;
    }
    sse += e * e;
    const d = pp - q;
    l = q + alpha * d;
    if (hasTrend) b = phi * b + beta * d;
    if (season !== 'N') {
      const tt = season === 'A' ? yt - q : yt / q;
      S[phase] = sp + gamma * (tt - sp);
      if (++phase === m) phase = 0;
    }
  }
  if (!Number.isFinite(sse) || !Number.isFinite(l) || !Number.isFinite(b)) return null;
  if (keep) {
    keep.final.level = l;
    keep.final.trend = b;
    keep.final.season = S;
  }
  const lik = Math.max(ETS.likFloor, n * Math.log(sse) + 2 * sumLog);
  return { lik, sse };
}

/**
 * Layout of the vector the estimator searches: [α, β*?, γ*?, φ?, l0, b0?, s0[1..m−1]?]. The phase-0
 * seasonal state is not free: it makes the initial indices sum to 0 (additive) or m
 * (multiplicative), as R's `etsmodel` does. β* and γ* in [0, 1] place β in [βlo, α] and γ in
 * [γlo, 1 − α], so R's usual constraints (β ≤ α, γ ≤ 1 − α) become a fixed box.
 */
export interface Layout {
  spec: EtsSpec;
  m: number;
  /** Number of entries. */
  k: number;
  iBeta: number;
  iGamma: number;
  iPhi: number;
  iLevel: number;
  iTrend: number;
  /** Index of the phase-1 seasonal state (phases 1..m−1 follow). */
  iSeason: number;
}

/** The vector layout of a spec (see `Layout`); m is 1 for non-seasonal specs. */
export function layoutOf(spec: EtsSpec, m: number): Layout {
  let k = 1;
  const iBeta = spec.trend !== 'N' ? k++ : -1;
  const iGamma = spec.season !== 'N' ? k++ : -1;
  const iPhi = spec.trend === 'Ad' ? k++ : -1;
  const iLevel = k++;
  const iTrend = spec.trend !== 'N' ? k++ : -1;
  const iSeason = spec.season !== 'N' ? k : -1;
  if (spec.season !== 'N') k += m - 1;
  return { spec, m: spec.season === 'N' ? 1 : m, k, iBeta, iGamma, iPhi, iLevel, iTrend, iSeason };
}

/** β from α and its share β* (R's usual bounds: β in [lower, min(upper, α)]). */
export function betaOf(alpha: number, share: number): number {
  const lo = ETS.lower[1];
  return lo + share * (Math.min(ETS.upper[1], alpha) - lo);
}

/** γ from α and its share γ* (R's usual bounds: γ in [lower, min(upper, 1 − α)]). */
export function gammaOf(alpha: number, share: number): number {
  const lo = ETS.lower[2];
  return lo + share * (Math.min(ETS.upper[2], 1 - alpha) - lo);
}

/** Smoothing parameters of a search vector. */
export function paramsOf(L: Layout, v: ArrayLike<number>): EtsParams {
  const alpha = v[0]!;
  return {
    alpha,
    beta: L.iBeta >= 0 ? betaOf(alpha, v[L.iBeta]!) : null,
    gamma: L.iGamma >= 0 ? gammaOf(alpha, v[L.iGamma]!) : null,
    phi: L.iPhi >= 0 ? v[L.iPhi]! : null,
  };
}

/** Initial state of a search vector (the phase-0 seasonal state from the normalisation). */
export function stateOf(L: Layout, v: ArrayLike<number>): EtsState {
  const m = L.m;
  const season = new Float64Array(L.iSeason >= 0 ? m : 0);
  if (L.iSeason >= 0) {
    let sum = 0;
    for (let j = 1; j < m; j++) {
      season[j] = v[L.iSeason + j - 1]!;
      sum += season[j]!;
    }
    season[0] = (L.spec.season === 'M' ? m : 0) - sum;
  }
  return { level: v[L.iLevel]!, trend: L.iTrend >= 0 ? v[L.iTrend]! : 0, season };
}

/** Lower and upper limits of the search vector (states unbounded). */
export function boxOf(L: Layout): { lo: Float64Array; hi: Float64Array } {
  const lo = new Float64Array(L.k).fill(-Infinity);
  const hi = new Float64Array(L.k).fill(Infinity);
  lo[0] = ETS.lower[0];
  hi[0] = ETS.upper[0];
  for (const i of [L.iBeta, L.iGamma]) {
    if (i < 0) continue;
    lo[i] = 0;
    hi[i] = 1;
  }
  if (L.iPhi >= 0) {
    lo[L.iPhi] = ETS.lower[3];
    hi[L.iPhi] = ETS.upper[3];
  }
  return { lo, hi };
}

/** Moves `v` into the box of `boxOf`. In place. */
export function project(L: Layout, v: Float64Array): Float64Array {
  const { lo, hi } = boxOf(L);
  for (let i = 0; i < L.iLevel; i++) v[i] = Math.min(hi[i]!, Math.max(lo[i]!, v[i]!));
  return v;
}

/**
 * Whether the parameters are admissible (forecastable: the discount matrix has all eigenvalues
 * inside the unit circle), Hyndman et al. 2008 ch. 10, with R forecast's `admissible` tests for
 * seasonal models: simple inequalities, then the roots of
 * z^{m+1} + (α+β−φ) z^m + (α+β−αφ)(z^{m−1}+…+z^2) + (α+β−αφ+γ−1) z + φ(1−α−γ)
 * of modulus at most 1 + 1e-10, checked by the Schur–Cohn step-down (no root finding). Non-seasonal
 * models within the usual bounds are always admissible.
 */
export function admissible(p: EtsParams, m: number): boolean {
  const phi = p.phi ?? 1;
  if (phi < 0 || phi > 1 + 1e-8) return false;
  const alpha = p.alpha;
  if (p.gamma === null) {
    if (alpha < 1 - 1 / phi || alpha > 1 + 1 / phi) return false;
    if (p.beta !== null && (p.beta < alpha * (phi - 1) || p.beta > (1 + phi) * (2 - alpha))) return false;
    return true;
  }
  if (m <= 1) return true;
  const beta = p.beta ?? 0;
  const gamma = p.gamma;
  if (gamma < Math.max(1 - 1 / phi - alpha, 0) || gamma > 1 + 1 / phi - alpha) return false;
  if (alpha < 1 - 1 / phi - (gamma * (1 - m + phi + phi * m)) / (2 * phi * m)) return false;
  if (beta < -(1 - phi) * (gamma / m + alpha)) return false;
  // Coefficients from the highest power down.
  const c = new Float64Array(m + 2);
  c[0] = 1;
  c[1] = alpha + beta - phi;
  for (let i = 2; i < m; i++) c[i] = alpha + beta - alpha * phi;
  c[m] = alpha + beta - alpha * phi + gamma - 1;
  c[m + 1] = phi * (1 - alpha - gamma);
  return rootsInsideUnitCircle(c, ETS.rootTolerance);
}

/**
 * Schur–Cohn test: whether every root of c[0]·z^d + c[1]·z^{d−1} + … + c[d] has modulus ≤ 1 + tol.
 * Each step checks |c[d]| < |c[0]| and replaces the polynomial by (c[0]·P(z) − c[d]·P*(z))/z, which
 * keeps the roots inside the circle iff P's were (P* is P with its coefficients reversed). The
 * polynomial is first rescaled so that roots of modulus up to 1 + tol fall inside the unit circle.
 */
export function rootsInsideUnitCircle(coefs: ArrayLike<number>, tol = 0): boolean {
  let a = Array.from(coefs);
  // Scaling the variable by (1 + tol) moves roots of modulus 1 + tol onto the circle.
  const r = 1 + tol;
  let scale = 1;
  for (let i = a.length - 1; i >= 0; i--) {
    a[i] = a[i]! * scale;
    scale *= r;
  }
  while (a.length > 1) {
    const d = a.length - 1;
    const lead = a[0]!;
    const last = a[d]!;
    if (!(Math.abs(last) < Math.abs(lead))) return false;
    const next = new Array<number>(d);
    for (let i = 0; i < d; i++) next[i] = lead * a[i]! - last * a[d - i]!;
    // Rescale to avoid overflow over many steps.
    const norm = Math.abs(next[0]!) || 1;
    a = next.map((x) => x / norm);
  }
  return true;
}

/** Point forecasts for h steps from a final state (the ring's phase for step 1 is `phase`). */
export function pointForecasts(spec: EtsSpec, m: number, p: EtsParams, x: EtsState, phase: number, h: number): Float64Array {
  const f = new Float64Array(h);
  const phi = spec.trend === 'Ad' ? p.phi! : 1;
  let damp = 0;
  let pw = 1;
  for (let i = 0; i < h; i++) {
    pw *= phi;
    damp += pw;
    const base = spec.trend === 'N' ? x.level : x.level + damp * x.trend;
    if (spec.season === 'N') f[i] = base;
    else {
      const s = x.season[(phase + i) % m]!;
      f[i] = spec.season === 'A' ? base + s : base * s;
    }
  }
  return f;
}
