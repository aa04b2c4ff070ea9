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
