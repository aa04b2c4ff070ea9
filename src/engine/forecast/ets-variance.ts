/**
 * Forecast means and variances of ETS models (Hyndman, Koehler, Ord & Snyder 2008, ch. 6):
 * class 1 (additive errors, no multiplicative part: exact, Table 6.1), class 2 (multiplicative
 * errors without multiplicative season: exact, §6.4), class 3 (multiplicative errors and season:
 * the mean and variance recursions of §6.5 on Kronecker products, as R's `forecast:::class3`) and,
 * for anything else (additive errors with a multiplicative season, only fitted on request), a
 * seeded simulation of sample paths.
 */
import { ETS } from '../constants.js';
import { Rng } from '../rng.js';
import { pointForecasts, type EtsParams, type EtsSpec, type EtsState } from './ets-model.js';

/** Means and variances (or simulated quantiles) for steps 1..h. */
export interface Moments {
  mean: Float64Array;
  variance: Float64Array;
  /** Simulated bounds at 80 % and 95 % (null for the analytical classes: mean ± z·√variance). */
  simulated: { lower80: Float64Array; upper80: Float64Array; lower95: Float64Array; upper95: Float64Array } | null;
}

/** c_j = α + β·(φ + … + φ^j) + γ·[j mod m = 0] for j = 1..h−1 (Table 6.1). */
function cj(spec: EtsSpec, m: number, p: EtsParams, h: number): Float64Array {
  const c = new Float64Array(Math.max(0, h - 1));
  const phi = spec.trend === 'Ad' ? p.phi! : 1;
  let phiSum = 0;
  let pw = 1;
  for (let j = 1; j < h; j++) {
    pw *= phi;
    phiSum += pw;
    let v = p.alpha;
    if (spec.trend !== 'N') v += p.beta! * phiSum;
    if (spec.season !== 'N' && j % m === 0) v += p.gamma!;
    c[j - 1] = v;
  }
  return c;
}

/**
 * Moments of the h-step forecasts from the final state `x` (its seasonal ring at `phase` for step
 * 1), with σ² the variance of the errors (relative errors for multiplicative models).
 * @param seed seeds the simulation (used only outside classes 1–3)
 */
export function forecastMoments(spec: EtsSpec, m: number, p: EtsParams, x: EtsState, phase: number, h: number, sigma2: number, seed = 'ets'): Moments {
  const point = pointForecasts(spec, m, p, x, phase, h);
  if (spec.season !== 'M') {
    const c = cj(spec, m, p, h);
    const variance = new Float64Array(h);
    if (spec.error === 'A') {
      let acc = 0;
      for (let i = 0; i < h; i++) {
        variance[i] = sigma2 * (1 + acc);
        if (i < h - 1) acc += c[i]! ** 2;
      }
    } else {
      // θ_1 = μ_1², θ_h = μ_h² + σ²·Σ_{j<h} c_j²·θ_{h−j}; var = (1 + σ²)·θ_h − μ_h².
      const theta = new Float64Array(h);
      for (let i = 0; i < h; i++) {
        let s = 0;
        for (let j = 1; j <= i; j++) s += c[j - 1]! ** 2 * theta[i - j]!;
        theta[i] = point[i]! ** 2 + sigma2 * s;
        variance[i] = (1 + sigma2) * theta[i]! - point[i]! ** 2;
      }
    }
    return { mean: point, variance, simulated: null };
  }
  if (spec.error === 'M') return class3(spec, m, p, x, phase, h, sigma2);
  return simulate(spec, m, p, x, phase, h, sigma2, seed);
}

/** Sparse matrix as triplets. */
type Sparse = { r: number; c: number; v: number }[];

function kron(A: number[][], B: number[][]): Sparse {
  const out: Sparse = [];
  const pb = B.length;
  const qb = B[0]!.length;
  A.forEach((row, i) =>
    row.forEach((a, j) => {
      if (a === 0) return;
      B.forEach((brow, k) => brow.forEach((b, l) => b !== 0 && out.push({ r: i * pb + k, c: j * qb + l, v: a * b })));
    }),
  );
  return out;
}

/** S·X for a d×d dense X. */
function left(S: Sparse, X: Float64Array, d: number): Float64Array {
  const out = new Float64Array(d * d);
  for (const { r, c, v } of S) for (let j = 0; j < d; j++) out[r * d + j]! += v * X[c * d + j]!;
  return out;
}

/** X·Sᵀ for a d×d dense X. */
function rightT(X: Float64Array, S: Sparse, d: number): Float64Array {
  const out = new Float64Array(d * d);
  for (const { r, c, v } of S) for (let i = 0; i < d; i++) out[i * d + r]! += v * X[i * d + c]!;
  return out;
}

/**
 * Class 3 (ETS(M,N,M), (M,A,M), (M,Ad,M)): with x = (level, trend) and z the seasonal states,
 * M_h = E[x zᵀ] and V_h = Var(vec(x zᵀ)) follow Hyndman et al. 2008 §6.5; mean μ_h = H1·M_h·H2ᵀ
 * and variance (1 + σ²)·H21·V_h·H21ᵀ + σ²·μ_h². The damped trend uses x = (l, b) with
 * F1 = [[1, φ], [0, φ]], G1 = [[α, αφ], [β, βφ]], H1 = [1, φ], the exact form (R 8.20's class3
 * uses [[1, 1], [0, φ]], G1 = [[α, α], [β, β]], H1 = [1, 1] for damped models too, so its means
 * drift from its own point forecasts by (1 − φ)·b per step).
 */
function class3(spec: EtsSpec, m: number, p: EtsParams, x: EtsState, phase: number, h: number, s2: number): Moments {
  const phi = spec.trend === 'Ad' ? p.phi! : 1;
  const a = p.alpha;
  const g = p.gamma!;
  let F1: number[][];
  let G1: number[][];
  let H1: number[];
  let x0: number[];
  if (spec.trend === 'N') {
    F1 = [[1]];
    G1 = [[a]];
    H1 = [1];
    x0 = [x.level];
  } else {
    const b = p.beta!;
    F1 = [
      [1, phi],
      [0, phi],
    ];
    G1 = [
      [a, a * phi],
      [b, b * phi],
    ];
    H1 = [1, phi];
    x0 = [x.level, x.trend];
  }
  const p1 = x0.length;
  // z[0] is the newest seasonal state, z[m − 1] the one used at step 1.
  const z = Array.from({ length: m }, (_, i) => x.season[(phase + m - 1 - i) % m]!);
  const F2: number[][] = Array.from({ length: m }, (_, i) => Array.from({ length: m }, (_, j) => (i === 0 ? (j === m - 1 ? 1 : 0) : j === i - 1 ? 1 : 0)));
  const G2: number[][] = Array.from({ length: m }, (_, i) => Array.from({ length: m }, (_, j) => (i === 0 && j === m - 1 ? g : 0)));
  const d = p1 * m;
  // vec(M) is column-major: entry i + p1·j holds x_i·z_j, so Kronecker products are (season) ⊗ (level/trend).
  const F21 = kron(F2, F1);
  const G21 = kron(G2, G1);
  const K = [...kron(G2, F1), ...kron(F2, G1)];
  let M = new Float64Array(d);
  for (let j = 0; j < m; j++) for (let i = 0; i < p1; i++) M[i + p1 * j] = x0[i]! * z[j]!;
  let V = new Float64Array(d * d);
  const mean = new Float64Array(h);
  const variance = new Float64Array(h);
  const hIdx = (i: number) => i + p1 * (m - 1); // H21 picks the last seasonal column.
  for (let step = 0; step < h; step++) {
    let mu = 0;
    for (let i = 0; i < p1; i++) mu += H1[i]! * M[hIdx(i)]!;
    let hv = 0;
    for (let i = 0; i < p1; i++) for (let j = 0; j < p1; j++) hv += H1[i]! * H1[j]! * V[hIdx(i) * d + hIdx(j)]!;
    mean[step] = mu;
    variance[step] = (1 + s2) * hv + s2 * mu * mu;
    if (step === h - 1) break;
    const FV = left(F21, V, d);
    const FVF = rightT(FV, F21, d);
    const FVG = rightT(FV, G21, d);
    const W = new Float64Array(d * d);
    const U = new Float64Array(d * d);
    for (let i = 0; i < d; i++) {
      for (let j = 0; j < d; j++) {
        const vv = M[i]! * M[j]!;
        W[i * d + j] = V[i * d + j]! + vv;
        U[i * d + j] = 3 * V[i * d + j]! + 2 * vv;
      }
    }
    const KWK = rightT(left(K, W, d), K, d);
    const GUG = rightT(left(G21, U, d), G21, d);
    const next = new Float64Array(d * d);
    for (let i = 0; i < d; i++) {
      for (let j = 0; j < d; j++) {
        const ij = i * d + j;
        next[ij] = FVF[ij]! + s2 * (FVG[ij]! + FVG[j * d + i]! + KWK[ij]! + s2 * GUG[ij]!);
      }
    }
    V = next;
    // M ← F1·M·F2ᵀ + σ²·G1·M·G2ᵀ (as vectors: (F2 ⊗ F1)·vec M + σ²·(G2 ⊗ G1)·vec M).
    const Mn = new Float64Array(d);
    for (const { r, c, v } of F21) Mn[r]! += v * M[c]!;
    for (const { r, c, v } of G21) Mn[r]! += s2 * v * M[c]!;
    M = Mn;
  }
  return { mean, variance, simulated: null };
}

/** Quantile of a sorted sample (linear interpolation, R's type 7). */
function quantileSorted(s: Float64Array, q: number): number {
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.min(s.length - 1, lo + 1);
  return s[lo]! + (pos - lo) * (s[hi]! - s[lo]!);
}

/** Seeded sample paths (R forecast's `simulate.ets` idea): Gaussian errors of variance σ², y-form updates. */
function simulate(spec: EtsSpec, m: number, p: EtsParams, x: EtsState, phase: number, h: number, s2: number, seed: string): Moments {
  const rng = new Rng('ets-simulation', seed);
  const paths = ETS.simulationPaths;
  const draws = Array.from({ length: h }, () => new Float64Array(paths));
  const sd = Math.sqrt(s2);
  const phi = spec.trend === 'Ad' ? p.phi! : 1;
  const S = new Float64Array(m);
  for (let k = 0; k < paths; k++) {
    let l = x.level;
    let b = spec.trend === 'N' ? 0 : x.trend;
    S.set(x.season);
    let ph = phase;
    for (let i = 0; i < h; i++) {
      const q = l + phi * b;
      const sp = spec.season === 'N' ? 0 : S[ph]!;
      const f = spec.season === 'N' ? q : spec.season === 'A' ? q + sp : q * sp;
      const e = sd * rng.normal();
      const yv = spec.error === 'A' ? f + e : f * (1 + e);
      draws[i]![k] = yv;
      const pp = spec.season === 'N' ? yv : spec.season === 'A' ? yv - sp : yv / sp;
      const dd = pp - q;
      l = q + p.alpha * dd;
      if (spec.trend !== 'N') b = phi * b + p.beta! * dd;
      if (spec.season !== 'N') {
        const tt = spec.season === 'A' ? yv - q : yv / q;
        S[ph] = sp + p.gamma! * (tt - sp);
        ph = (ph + 1) % m;
      }
    }
  }
  const mean = pointForecasts(spec, m, p, x, phase, h);
  const variance = new Float64Array(h);
  const out = { lower80: new Float64Array(h), upper80: new Float64Array(h), lower95: new Float64Array(h), upper95: new Float64Array(h) };
  for (let i = 0; i < h; i++) {
    const s = draws[i]!.sort();
    let mu = 0;
    for (let k = 0; k < paths; k++) mu += s[k]! / paths;
    let v = 0;
    for (let k = 0; k < paths; k++) v += (s[k]! - mu) ** 2 / (paths - 1);
    variance[i] = v;
    out.lower80[i] = quantileSorted(s, 0.1);
    out.upper80[i] = quantileSorted(s, 0.9);
    out.lower95[i] = quantileSorted(s, 0.025);
    out.upper95[i] = quantileSorted(s, 0.975);
  }
  return { mean, variance, simulated: out };
}

/** Simulated moments for any spec (used by tests to check the analytical classes). */
export function simulatedMoments(spec: EtsSpec, m: number, p: EtsParams, x: EtsState, phase: number, h: number, sigma2: number, seed = 'ets'): Moments {
  return simulate(spec, m, p, x, phase, h, sigma2, seed);
}
