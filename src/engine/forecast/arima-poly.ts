/**
 * Polynomial helpers of the ARIMA code (arima-fit.ts): lag-polynomial products, roots, the
 * stationarity-preserving reparametrisation of AR coefficients, MA root flipping, ψ-weights and
 * ARMA autocovariances. Conventions as R's `arima`: AR polynomial 1 − φ₁B − … − φ_pB^p, MA
 * polynomial 1 + θ₁B + … + θ_qB^q, coefficient arrays hold φ₁…φ_p (θ₁…θ_q) without the leading 1.
 */

/**
 * Coefficients of φ(B)Φ(B^m) as one AR polynomial (sign = −1) or θ(B)Θ(B^m) as one MA polynomial
 * (sign = +1): returns c₁…c_{p+mP} with the product equal to 1 + sign·Σ c_k B^k.
 */
export function expandSeasonal(nonSeasonal: ArrayLike<number>, seasonal: ArrayLike<number>, m: number, sign: 1 | -1): Float64Array {
  const p = nonSeasonal.length;
  const P = seasonal.length;
  const out = new Float64Array(p + m * P);
  for (let i = 0; i < p; i++) out[i]! += nonSeasonal[i]!;
  for (let j = 0; j < P; j++) {
    out[m * (j + 1) - 1]! += seasonal[j]!;
    // (1 + s a B^i)(1 + s b B^{mj}) = … + s² a b B^{i+mj}; in coefficient terms c = s·(s a)(s b) = s a b.
    for (let i = 0; i < p; i++) out[m * (j + 1) + i]! += sign * nonSeasonal[i]! * seasonal[j]!;
  }
  return out;
}

/** Coefficients δ₁…δ_{d+mD} of (1 − B)^d (1 − B^m)^D = 1 + Σ δ_k B^k. */
export function differencingPolynomial(d: number, D: number, m: number): Float64Array {
  let poly = [1];
  const times = (other: number[]) => {
    const out = new Array(poly.length + other.length - 1).fill(0);
    for (let i = 0; i < poly.length; i++) for (let j = 0; j < other.length; j++) out[i + j]! += poly[i]! * other[j]!;
    poly = out;
  };
  for (let i = 0; i < d; i++) times([1, -1]);
  const seasonalDiff = new Array(m + 1).fill(0);
  seasonalDiff[0] = 1;
  seasonalDiff[m] = -1;
  for (let i = 0; i < D; i++) times(seasonalDiff);
  return Float64Array.from(poly.slice(1));
}

/** Applies (1 − B)^d (1 − B^m)^D: returns the n − d − mD differenced values. */
export function difference(y: ArrayLike<number>, d: number, D: number, m: number): Float64Array {
  let x = Float64Array.from(y as ArrayLike<number>);
  for (let i = 0; i < D; i++) x = x.subarray(m).map((v, t) => v - x[t]!);
  for (let i = 0; i < d; i++) x = x.subarray(1).map((v, t) => v - x[t]!);
  return x;
}

/**
 * Roots of 1 + c₁z + … + c_k z^k (trailing zero coefficients dropped), by the Durand–Kerner
 * iteration; returned as [re, im] pairs. For the small degrees of ARIMA factors (≤ 5).
 */
export function polyRoots(c: ArrayLike<number>): Array<[number, number]> {
  let k = c.length;
  while (k > 0 && Math.abs(c[k - 1]!) < 1e-12) k--;
  if (k === 0) return [];
  // Monic form: z^k + (c_{k-1}/c_k) z^{k-1} + … + 1/c_k.
  const a = new Float64Array(k + 1);
  a[k] = 1;
  for (let i = 0; i < k; i++) a[i] = (i === 0 ? 1 : c[i - 1]!) / c[k - 1]!;
  const re = new Float64Array(k);
  const im = new Float64Array(k);
  const radius = 1 + Math.max(...Array.from(a.subarray(0, k), Math.abs));
  for (let i = 0; i < k; i++) {
    const ang = (2 * Math.PI * i) / k + 0.4;
    re[i] = radius * 0.5 * Math.cos(ang);
    im[i] = radius * 0.5 * Math.sin(ang);
  }
  for (let iter = 0; iter < 500; iter++) {
    let moved = 0;
    for (let i = 0; i < k; i++) {
      // p(z_i) by Horner.
      let pr = 1;
      let pi = 0;
      for (let j = k - 1; j >= 0; j--) {
        const nr = pr * re[i]! - pi * im[i]! + a[j]!;
        pi = pr * im[i]! + pi * re[i]!;
        pr = nr;
      }
      // Π_{j≠i} (z_i − z_j).
      let dr = 1;
      let di = 0;
      for (let j = 0; j < k; j++) {
        if (j === i) continue;
        const xr = re[i]! - re[j]!;
        const xi = im[i]! - im[j]!;
        const nr = dr * xr - di * xi;
        di = dr * xi + di * xr;
        dr = nr;
      }
      const den = dr * dr + di * di || 1e-300;
      const qr = (pr * dr + pi * di) / den;
      const qi = (pi * dr - pr * di) / den;
      re[i]! -= qr;
      im[i]! -= qi;
      moved = Math.max(moved, Math.hypot(qr, qi) / (1 + Math.hypot(re[i]!, im[i]!)));
    }
    if (moved < 1e-14) break;
  }
  return Array.from({ length: k }, (_, i) => [re[i]!, im[i]!] as [number, number]);
}

/** Smallest root modulus of 1 + c₁z + … (Infinity when the polynomial is the constant 1). */
export function minRootModulus(c: ArrayLike<number>): number {
  let min = Infinity;
  for (const [r, i] of polyRoots(c)) min = Math.min(min, Math.hypot(r, i));
  return min;
}

/**
 * Maps unconstrained values to the coefficients of a stationary AR polynomial (R's `partrans`:
 * tanh gives partial autocorrelations in (−1, 1), Durbin–Levinson turns them into φ; Jones 1980).
 */
export function arFromUnconstrained(raw: ArrayLike<number>): Float64Array {
  const p = raw.length;
  const phi = Float64Array.from(raw, Math.tanh);
  const work = phi.slice();
  for (let j = 1; j < p; j++) {
    const a = phi[j]!;
    for (let k = 0; k < j; k++) work[k]! -= a * phi[j - k - 1]!;
    for (let k = 0; k < j; k++) phi[k] = work[k]!;
  }
  return phi;
}

/**
 * Partial autocorrelations of an AR polynomial (Durbin–Levinson run backwards, R's `invpartrans`);
 * null when the polynomial is not stationary (a partial autocorrelation of modulus ≥ 1).
 */
export function arToPacf(phi: ArrayLike<number>): Float64Array | null {
  const p = phi.length;
  const cur = Float64Array.from(phi);
  const work = cur.slice();
  for (let j = p - 1; j >= 0; j--) {
    const a = cur[j]!;
    if (!(Math.abs(a) < 1)) return null;
    for (let k = 0; k < j; k++) work[k] = (cur[k]! + a * cur[j - k - 1]!) / (1 - a * a);
    for (let k = 0; k < j; k++) cur[k] = work[k]!;
  }
  return cur;
}

/** Inverse of `arFromUnconstrained` (atanh of the partial autocorrelations, clipped just inside ±1); null when not stationary. */
export function arToUnconstrained(phi: ArrayLike<number>): Float64Array | null {
  const pacf = arToPacf(phi);
  if (!pacf) return null;
  return pacf.map((v) => Math.atanh(Math.max(-0.999999, Math.min(0.999999, v))));
}

/**
 * Flips the roots of an MA polynomial 1 + θ₁B + … that lie inside the unit circle to their
 * reciprocals (R's `maInvert`): the Gaussian likelihood is unchanged (with σ² rescaled) and the
 * model becomes invertible.
 */
export function invertMa(theta: ArrayLike<number>): Float64Array {
  const q = theta.length;
  let q0 = q;
  while (q0 > 0 && theta[q0 - 1] === 0) q0--;
  if (q0 === 0) return Float64Array.from(theta);
  const roots = polyRoots(Array.from(theta).slice(0, q0));
  if (roots.every(([r, i]) => Math.hypot(r, i) >= 1)) return Float64Array.from(theta);
  const out = new Float64Array(q);
  if (q0 === 1) {
    out[0] = 1 / theta[0]!;
    return out;
  }
  // Rebuild Π (1 − z/r) from the (flipped) roots; its coefficients are real up to rounding.
  let cr = [1];
  let ci = [0];
  for (let [r, i] of roots) {
    const mod2 = r * r + i * i;
    if (mod2 < 1) {
      r = r / mod2;
      i = -i / mod2;
    }
    // 1/root.
    const m2 = r * r + i * i;
    const ir = r / m2;
    const ii = -i / m2;
    const nr = [...cr, 0];
    const ni = [...ci, 0];
    for (let k = 0; k < cr.length; k++) {
      nr[k + 1]! -= cr[k]! * ir - ci[k]! * ii;
      ni[k + 1]! -= cr[k]! * ii + ci[k]! * ir;
    }
    cr = nr;
    ci = ni;
  }
  for (let k = 0; k < q0; k++) out[k] = cr[k + 1]!;
  return out;
}

/** ψ-weights ψ₀ = 1, ψ₁, …, ψ_{count−1} of θ(B)/φ(B) (φ, θ as coefficient arrays without the 1). */
export function psiWeights(phi: ArrayLike<number>, theta: ArrayLike<number>, count: number): Float64Array {
  const psi = new Float64Array(count);
  if (count === 0) return psi;
  psi[0] = 1;
  for (let j = 1; j < count; j++) {
    let v = j <= theta.length ? theta[j - 1]! : 0;
    const top = Math.min(j, phi.length);
    for (let i = 1; i <= top; i++) v += phi[i - 1]! * psi[j - i]!;
    psi[j] = v;
  }
  return psi;
}

/**
 * Autocovariances γ(0…maxLag) of a stationary ARMA(p, q) with unit innovation variance (Brockwell
 * & Davis 1991, §3.3, third method: a linear system for γ(0…p), then the recursion). Null when the
 * system is singular (an AR root on the unit circle).
 */
export function armaAutocovariance(phi: ArrayLike<number>, theta: ArrayLike<number>, maxLag: number): Float64Array | null {
  const p = phi.length;
  const q = theta.length;
  const psi = psiWeights(phi, theta, q + 1);
  // rhs(k) = Σ_{j=k}^{q} θ_j ψ_{j−k}, θ₀ = 1.
  const rhs = (k: number) => {
    let s = 0;
    for (let j = k; j <= q; j++) s += (j === 0 ? 1 : theta[j - 1]!) * psi[j - k]!;
    return s;
  };
  const gamma = new Float64Array(Math.max(maxLag, p) + 1);
  if (p === 0) {
    for (let k = 0; k <= maxLag; k++) gamma[k] = k <= q ? rhs(k) : 0;
    return gamma;
  }
  // γ(k) − Σ_i φ_i γ(|k − i|) = rhs(k), k = 0…p.
  const size = p + 1;
  const A = Array.from({ length: size }, () => new Float64Array(size + 1));
  for (let k = 0; k <= p; k++) {
    const row = A[k]!;
    row[k]! += 1;
    for (let i = 1; i <= p; i++) row[Math.abs(k - i)]! -= phi[i - 1]!;
    row[size] = rhs(k);
  }
  for (let c = 0; c < size; c++) {
    let piv = c;
    for (let r = c + 1; r < size; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[piv]![c]!)) piv = r;
    if (Math.abs(A[piv]![c]!) < 1e-12) return null;
    [A[c], A[piv]] = [A[piv]!, A[c]!];
    const pr = A[c]!;
    for (let r = 0; r < size; r++) {
      if (r === c) continue;
      const row = A[r]!;
      const f = row[c]! / pr[c]!;
      if (f === 0) continue;
      for (let j = c; j <= size; j++) row[j]! -= f * pr[j]!;
    }
  }
  for (let k = 0; k <= p; k++) gamma[k] = A[k]![size]! / A[k]![k]!;
  for (let k = p + 1; k < gamma.length; k++) {
    let v = k <= q ? rhs(k) : 0;
    for (let i = 1; i <= p; i++) v += phi[i - 1]! * gamma[k - i]!;
    gamma[k] = v;
  }
  if (!(gamma[0]! > 0)) return null;
  return gamma;
}
