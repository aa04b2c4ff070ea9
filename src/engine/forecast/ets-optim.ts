/**
 * Maximum likelihood search for one ETS model: all smoothing parameters and initial states at once,
 * by a bound-constrained Levenberg–Marquardt on the concentrated likelihood (Hyndman et al. 2008
 * §5.2: −2·log L = n·log Σe² + 2·Σ log|ŷ_t| for multiplicative errors), written as a sum of squares
 * Σ(e_t·G)² with G the geometric mean of |ŷ_t| (G = 1 for additive errors). The Jacobian comes from
 * forward sensitivities of the recursion (exact, one pass); parameters at an active bound are held;
 * steps that leave the admissible region are shortened. R's `ets` instead runs Nelder–Mead on the
 * same vector; this reaches its optimum or better in far fewer passes (test/engine/ets.test.ts).
 */
import { ETS } from '../constants.js';
import { admissible, boxOf, paramsOf, project, runPass, stateOf, type EtsSpec, type Layout } from './ets-model.js';

/** −2·log-likelihood at a search vector, or null when it is not finite or not admissible. */
export function likAt(y: Float64Array, L: Layout, v: Float64Array): number | null {
  const p = paramsOf(L, v);
  if (L.iGamma >= 0 && !admissible(p, L.m)) return null;
  const x0 = stateOf(L, v);
  if (L.spec.season === 'M') for (let i = 0; i < L.m; i++) if (!(x0.season[i]! > 0)) return null;
  const r = runPass(y, L.spec, L.m, p, x0);
  return r && Number.isFinite(r.lik) ? r.lik : null;
}

/**
 * Gauss–Newton normal equations at `v`: A = JᵀJ and g = Jᵀr for the residuals r_t = e_t·G, up to the
 * common factor G² (which the step does not depend on). Returns null when the pass fails.
 */
function normalEquations(y: Float64Array, L: Layout, v: Float64Array): { A: Float64Array; g: Float64Array } | null {
  const spec: EtsSpec = L.spec;
  const k = L.k;
  const m = L.m;
  const n = y.length;
  const p = paramsOf(L, v);
  const x0 = stateOf(L, v);
  const alpha = p.alpha;
  const beta = p.beta ?? 0;
  const gamma = p.gamma ?? 0;
  const damped = spec.trend === 'Ad';
  const phi = damped ? p.phi! : 1;
  const hasTrend = spec.trend !== 'N';
  const season = spec.season;
  const multE = spec.error === 'M';
  const { iBeta, iGamma, iPhi, iLevel, iTrend, iSeason } = L;

  let l = x0.level;
  let b = x0.trend;
  const S = x0.season.slice();
  const dl = new Float64Array(k);
  const db = new Float64Array(k);
  const dS = new Float64Array(season === 'N' ? 0 : k * m);
  dl[iLevel] = 1;
  if (iTrend >= 0) db[iTrend] = 1;
  // dS is phase-major: dS[p·k + j] = ∂(seasonal state of phase p)/∂(entry j).
  if (iSeason >= 0) {
    for (let j = 1; j < m; j++) {
      const dir = iSeason + j - 1;
      dS[j * k + dir] = 1;
      dS[dir] = -1;
    }
  }
  const dq = new Float64Array(k);
  const dsp = new Float64Array(k);
  const de = new Float64Array(k);
  const EtE = new Float64Array(k * k);
  const Ete = new Float64Array(k);
  const dLsum = new Float64Array(k);
  let ete = 0;
  let phase = 0;
  for (let t = 0; t < n; t++) {
    const yt = y[t]!;
    const q = l + phi * b;
    for (let j = 0; j < k; j++) dq[j] = dl[j]! + phi * db[j]!;
    if (damped) dq[iPhi]! += b;
    let f: number;
    let pp: number;
    let sp = 0;
    if (season === 'N') {
      f = q;
      pp = yt;
    } else {
      sp = S[phase]!;
      for (let j = 0, o = phase * k; j < k; j++) dsp[j] = dS[o + j]!;
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
    } else e = yt - f;
    // de = −dŷ (additive) or −y/ŷ²·dŷ (multiplicative); dŷ from dq and dsp.
    const c = multE ? -yt / (f * f) : -1;
    for (let j = 0; j < k; j++) {
      const df = season === 'N' ? dq[j]! : season === 'A' ? dq[j]! + dsp[j]! : dq[j]! * sp + q * dsp[j]!;
      de[j] = c * df;
      if (multE) dLsum[j]! += df / f;
    }
    ete += e * e;
    for (let i = 0; i < k; i++) {
      const di = de[i]!;
      if (di === 0) continue;
      Ete[i]! += di * e;
      const row = i * k;
      for (let j = i; j < k; j++) EtE[row + j]! += di * de[j]!;
    }
    // State update and its sensitivities.
    const d = pp - q;
    const bOld = b;
    l = q + alpha * d;
    if (hasTrend) b = phi * b + beta * d;
    for (let j = 0; j < k; j++) {
      const dpp = season === 'N' ? 0 : season === 'A' ? -dsp[j]! : (-yt / (sp * sp)) * dsp[j]!;
      const dd = dpp - dq[j]!;
      dl[j] = dq[j]! + alpha * dd;
      if (hasTrend) db[j] = phi * db[j]! + beta * dd;
    }
    dl[0]! += d;
    if (hasTrend) {
      db[iBeta]! += d;
      if (damped) db[iPhi]! += bOld;
    }
    if (season !== 'N') {
      const tt = season === 'A' ? yt - q : yt / q;
      S[phase] = sp + gamma * (tt - sp);
      const ct = season === 'A' ? -1 : -yt / (q * q);
      const o = phase * k;
      for (let j = 0; j < k; j++) dS[o + j] = dsp[j]! + gamma * (ct * dq[j]! - dsp[j]!);
      dS[o + iGamma]! += tt - sp;
      if (++phase === m) phase = 0;
    }
  }
  if (!Number.isFinite(ete)) return null;
  // J = E + e·dLᵀ (dL = mean of dŷ/ŷ, zero for additive errors).
  const A = new Float64Array(k * k);
  const g = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    const dLi = dLsum[i]! / n;
    g[i] = Ete[i]! + dLi * ete;
    for (let j = i; j < k; j++) {
      const dLj = dLsum[j]! / n;
      const a = EtE[i * k + j]! + Ete[i]! * dLj + dLi * Ete[j]! + ete * dLi * dLj;
      A[i * k + j] = a;
      A[j * k + i] = a;
    }
  }
  // From the natural parameters (α, β, γ) to the search entries (α, β*, γ*): J_v = J·T, where
  // column c of J_v combines columns of J (α also moves β = βlo + β*·(α − βlo) and
  // γ = γlo + γ*·(1 − α − γlo)).
  const cols: [number, number][][] = Array.from({ length: k }, (_, c) => [[c, 1]]);
  if (iBeta >= 0) {
    cols[0]!.push([iBeta, v[iBeta]!]);
    cols[iBeta] = [[iBeta, alpha - ETS.lower[1]]];
  }
  if (iGamma >= 0) {
    cols[0]!.push([iGamma, -v[iGamma]!]);
    cols[iGamma] = [[iGamma, 1 - alpha - ETS.lower[2]]];
  }
  const At = new Float64Array(k * k);
  const gt = new Float64Array(k);
  for (let a = 0; a < k; a++) {
    for (const [r, w] of cols[a]!) gt[a]! += w * g[r]!;
    for (let c = a; c < k; c++) {
      let s = 0;
      for (const [r, w] of cols[a]!) for (const [q, u] of cols[c]!) s += w * u * A[r * k + q]!;
      At[a * k + c] = s;
      At[c * k + a] = s;
    }
  }
  return { A: At, g: gt };
}

/** Solves (A + λ·D) x = −g on the `free` entries by Cholesky; null when not positive definite. */
function dampedStep(A: Float64Array, g: Float64Array, k: number, free: number[], lambda: number): Float64Array | null {
  const f = free.length;
  let maxDiag = 0;
  for (const i of free) maxDiag = Math.max(maxDiag, A[i * k + i]!);
  if (!(maxDiag > 0)) return null;
  const M = new Float64Array(f * f);
  for (let a = 0; a < f; a++) {
    for (let c = 0; c < f; c++) M[a * f + c] = A[free[a]! * k + free[c]!]!;
    const d = Math.max(A[free[a]! * k + free[a]!]!, 1e-12 * maxDiag);
    M[a * f + a]! += lambda * d + 1e-14 * maxDiag;
  }
  // Cholesky M = R Rᵀ in place (lower triangle).
  for (let j = 0; j < f; j++) {
    let s = M[j * f + j]!;
    for (let r = 0; r < j; r++) s -= M[j * f + r]! ** 2;
    if (!(s > 0)) return null;
    const dj = Math.sqrt(s);
    M[j * f + j] = dj;
    for (let i = j + 1; i < f; i++) {
      let t = M[i * f + j]!;
      for (let r = 0; r < j; r++) t -= M[i * f + r]! * M[j * f + r]!;
      M[i * f + j] = t / dj;
    }
  }
  const z = new Float64Array(f);
  for (let i = 0; i < f; i++) {
    let s = -g[free[i]!]!;
    for (let r = 0; r < i; r++) s -= M[i * f + r]! * z[r]!;
    z[i] = s / M[i * f + i]!;
  }
  const x = new Float64Array(f);
  for (let i = f - 1; i >= 0; i--) {
    let s = z[i]!;
    for (let r = i + 1; r < f; r++) s -= M[r * f + i]! * x[r]!;
    x[i] = s / M[i * f + i]!;
  }
  const out = new Float64Array(k);
  free.forEach((idx, a) => (out[idx] = x[a]!));
  return out;
}

/** Result of a search: the vector, its −2·log-likelihood, the passes it took and whether it converged. */
export interface SearchResult {
  v: Float64Array;
  lik: number;
  passes: number;
  converged: boolean;
}

/**
 * Levenberg–Marquardt from `start` (projected into the bounds). Returns null when the start itself
 * has no finite likelihood.
 */
export function levenbergMarquardt(y: Float64Array, L: Layout, start: Float64Array, maxIterations: number = ETS.maxIterations): SearchResult | null {
  let v = project(L, start.slice());
  let cur = likAt(y, L, v);
  if (cur === null) return null;
  let passes = 1;
  let lambda = 1e-3;
  let smallGains = 0;
  let converged = false;
  for (let it = 0; it < maxIterations; it++) {
    const ne = normalEquations(y, L, v);
    passes++;
    if (!ne) {
      converged = true;
      break;
    }
    const { A, g } = ne;
    const { lo, hi } = boxOf(L);
    const free: number[] = [];
    for (let i = 0; i < L.k; i++) {
      const atLo = v[i]! <= lo[i]! + 1e-12 && g[i]! > 0;
      const atHi = v[i]! >= hi[i]! - 1e-12 && g[i]! < 0;
      if (!atLo && !atHi) free.push(i);
    }
    if (!free.length) {
      converged = true;
      break;
    }
    let accepted = false;
    let gain = 0;
    while (lambda < 1e12) {
      const step = dampedStep(A, g, L.k, free, lambda);
      if (!step) {
        lambda *= 10;
        continue;
      }
      let cand: Float64Array | null = null;
      let lik: number | null = null;
      // Shorten the step while it leaves the admissible region (or the likelihood is undefined).
      for (let half = 0, scale = 1; half < 6; half++, scale /= 2) {
        const c = new Float64Array(L.k);
        for (let i = 0; i < L.k; i++) c[i] = v[i]! + scale * step[i]!;
        project(L, c);
        lik = likAt(y, L, c);
        passes++;
        if (lik !== null) {
          cand = c;
          break;
        }
      }
      if (cand && lik !== null && lik < cur) {
        gain = cur - lik;
        v = cand;
        cur = lik;
        lambda = Math.max(lambda / 3, 1e-10);
        accepted = true;
        break;
      }
      lambda *= 8;
    }
    if (!accepted) {
      converged = true;
      break;
    }
    smallGains = gain < ETS.tolerance * (Math.abs(cur) + 1) ? smallGains + 1 : 0;
    if (smallGains >= 2) {
      converged = true;
      break;
    }
  }
  return { v, lik: cur, passes, converged };
}

