/**
 * Scores of a classifier against gold labels (bench/reader.ts): per-label precision, recall and
 * F1, macro-F1 over the labels that occur in gold or prediction, accuracy.
 */

/** Per-label figures. */
export interface LabelScore {
  label: string;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

/** Figures of one labelling task. */
export interface TaskScore {
  n: number;
  accuracy: number;
  macroF1: number;
  perLabel: LabelScore[];
}

/**
 * Scores predicted against gold labels (same length; null entries are skipped).
 * @returns NaN figures when nothing was scored.
 */
export function scoreTask(gold: (string | null)[], pred: (string | null)[]): TaskScore {
  const pairs = gold.map((g, i) => [g, pred[i]] as const).filter(([g, p]) => g !== null && p !== null) as [string, string][];
  const labels = [...new Set(pairs.flat())].sort();
  const perLabel = labels.map((label) => {
    const tp = pairs.filter(([g, p]) => g === label && p === label).length;
    const fp = pairs.filter(([g, p]) => g !== label && p === label).length;
    const fn = pairs.filter(([g, p]) => g === label && p !== label).length;
    const precision = tp + fp ? tp / (tp + fp) : 0;
    const recall = tp + fn ? tp / (tp + fn) : 0;
    return { label, precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0, support: tp + fn };
  });
  const scored = perLabel.filter((l) => l.support > 0);
  return {
    n: pairs.length,
    accuracy: pairs.length ? pairs.filter(([g, p]) => g === p).length / pairs.length : NaN,
    macroF1: scored.length ? scored.reduce((a, l) => a + l.f1, 0) / scored.length : NaN,
    perLabel,
  };
}

/** Micro-averaged F1 of multi-label sets. */
export function microF1(gold: string[][], pred: string[][]): { precision: number; recall: number; f1: number } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  gold.forEach((g, i) => {
    const p = pred[i] ?? [];
    tp += p.filter((x) => g.includes(x)).length;
    fp += p.filter((x) => !g.includes(x)).length;
    fn += g.filter((x) => !p.includes(x)).length;
  });
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

/**
 * Cohen's kappa of two labellings of the same items (Cohen 1960): (p_o − p_e) / (1 − p_e), with
 * p_e from each labeller's own label shares. 1 when the chance agreement is 1 and they agree.
 */
export function cohenKappa(a: string[], b: string[]): number {
  const n = Math.min(a.length, b.length);
  if (!n) return NaN;
  let agree = 0;
  const ca = new Map<string, number>();
  const cb = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    if (a[i] === b[i]) agree++;
    ca.set(a[i]!, (ca.get(a[i]!) ?? 0) + 1);
    cb.set(b[i]!, (cb.get(b[i]!) ?? 0) + 1);
  }
  const po = agree / n;
  let pe = 0;
  for (const [k, v] of ca) pe += (v / n) * ((cb.get(k) ?? 0) / n);
  return pe === 1 ? 1 : (po - pe) / (1 - pe);
}
