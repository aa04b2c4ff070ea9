/**
 * Generic statistics shared across the engine (simulation, report, fusion, forecasting,
 * calibration): the one home of each of these functions. Numerics that only the forecaster
 * uses (autocorrelation, M4's seasonality test and accuracy measures, conformal quantiles) live
 * in `forecast/stats.ts`. Pure; empty inputs give the documented neutral value, never a throw.
 */

/** `v` limited to [lo, hi] (NaN stays NaN). */
export function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/** `x` rounded half up to `decimals` places (the precision a report field is given in). */
export function round(x: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
}

/** Arithmetic mean of `xs[from..to)`, summed left to right; 0 for an empty range. */
export function mean(xs: ArrayLike<number>, from = 0, to = xs.length): number {
  let s = 0;
  for (let i = from; i < to; i++) s += xs[i]!;
  return to > from ? s / (to - from) : 0;
}

/** Population standard deviation (divides by n); 0 for an empty list. */
export function stdev(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) * (x - m))));
}

/** Quantile by linear interpolation between order statistics (R's type 7), q in [0, 1]; 0 for an empty list. */
export function quantile(xs: readonly number[], q: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

/**
 * The q-quantile of weighted values: the smallest value whose cumulative weight (values sorted)
 * reaches q of the total (the inverse of the weighted empirical distribution). 0 for no values.
 * @param weights one non-negative weight per value.
 */
export function weightedQuantile(xs: readonly number[], weights: readonly number[], q: number): number {
  const order = xs.map((x, i) => [x, weights[i] ?? 0] as const).sort((a, b) => a[0] - b[0]);
  const total = order.reduce((s, [, w]) => s + w, 0);
  if (!order.length || total <= 0) return 0;
  let acc = 0;
  for (const [x, w] of order) {
    acc += w;
    if (acc >= q * total - 1e-12) return x;
  }
  return order[order.length - 1]![0];
}

/** Ranks 1..n, ties sharing their average rank. */
function ranks(xs: readonly number[]): number[] {
  const order = xs.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(xs.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) r[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

/** Spearman's rank correlation in [−1, 1] (average ranks for ties); NaN when either side is constant. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i]! - mx) * (ry[i]! - my);
    dx += (rx[i]! - mx) ** 2;
    dy += (ry[i]! - my) ** 2;
  }
  return num / Math.sqrt(dx * dy);
}

/**
 * Area under the ROC curve of `scores` for the positive `labels`, in [0, 1] (Mann–Whitney
 * statistic, ties count half); NaN when one class is empty.
 */
export function auc(scores: readonly number[], labels: readonly boolean[]): number {
  let pairs = 0;
  let wins = 0;
  for (let i = 0; i < scores.length; i++) {
    if (!labels[i]) continue;
    for (let j = 0; j < scores.length; j++) {
      if (labels[j]) continue;
      pairs++;
      wins += scores[i]! > scores[j]! ? 1 : scores[i] === scores[j] ? 0.5 : 0;
    }
  }
  return pairs ? wins / pairs : NaN;
}

/** Platt scaling parameters: P = σ(a + b · logit p). */
export interface PlattParams {
  a: number;
  b: number;
}

/** σ(a + b · logit p) of a probability p (clipped to [1e-4, 1 − 1e-4] first). */
export function plattScale(p: number, { a, b }: PlattParams): number {
  const q = Math.min(1 - 1e-4, Math.max(1e-4, p));
  return 1 / (1 + Math.exp(-(a + b * Math.log(q / (1 - q)))));
}

/**
 * Fits Platt scaling (Platt 1999, "Probabilistic outputs for support vector machines") of
 * probabilities `p` to outcomes `y` (0/1) by maximum likelihood: Newton's method on (a, b), each
 * step halved until the log-likelihood rises (plain Newton overshoots when logit p runs to ±9 and
 * once gave a fit worse than the raw p, docs/decisions.md "Seed ensemble").
 * @returns { a: 0, b: 1 } (the identity) when the points are too few or of one outcome only.
 */
export function plattFit(points: readonly { p: number; y: number }[]): PlattParams {
  const pts = points.map(({ p, y }) => ({ x: Math.log(Math.min(1 - 1e-4, Math.max(1e-4, p)) / (1 - Math.min(1 - 1e-4, Math.max(1e-4, p)))), y }));
  if (pts.length < 2 || pts.every((q) => q.y === pts[0]!.y)) return { a: 0, b: 1 };
  const logLik = (a: number, b: number) =>
    pts.reduce((acc, { x, y }) => {
      const q = Math.min(1 - 1e-12, Math.max(1e-12, 1 / (1 + Math.exp(-(a + b * x)))));
      return acc + (y ? Math.log(q) : Math.log(1 - q));
    }, 0);
  let a = 0;
  let b = 1;
  for (let it = 0; it < 50; it++) {
    let ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
    for (const { x, y } of pts) {
      const q = 1 / (1 + Math.exp(-(a + b * x)));
      ga += y - q;
      gb += (y - q) * x;
      const w = q * (1 - q);
      haa += w;
      hab += w * x;
      hbb += w * x * x;
    }
    const det = haa * hbb - hab * hab;
    if (Math.abs(det) < 1e-12) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    const before = logLik(a, b);
    let step = 1;
    while (step > 1e-6 && logLik(a + step * da, b + step * db) < before) step /= 2;
    if (step <= 1e-6) break;
    a += step * da;
    b += step * db;
    if (Math.abs(step * da) + Math.abs(step * db) < 1e-9) break;
  }
  return { a, b };
}
