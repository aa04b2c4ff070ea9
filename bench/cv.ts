/**
 * Cross-validation for the case bench (issue 9): fold splitters, a runner that fits a model on
 * the training indices of each fold and collects its out-of-fold predictions, and the three
 * scores of ../shared/cases/README.md. Pure and model-agnostic: the engine and the baselines
 * plug in as a `CvModel`; nothing here reads the case file. Seeds are explicit (the engine's
 * seeded `Rng`), so every split is reproducible.
 */
import { Rng } from '../src/engine/rng.js';
import { auc, mean, spearman } from '../src/engine/stats.js';

/** One fold: the indices a model is fitted on and the indices it predicts. */
export interface Fold {
  /** What the fold holds out (e.g. "fold 3", or a domain name). */
  label: string;
  train: number[];
  test: number[];
}

/** `xs` shuffled by Fisher–Yates with `rng` (a new array; `xs` is untouched). */
function shuffled<T>(xs: readonly T[], rng: Rng): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The folds whose test sets are `tests`, each training on every other index in 0..n−1. */
function foldsFromTests(n: number, tests: { label: string; test: number[] }[]): Fold[] {
  return tests.map(({ label, test }) => {
    const held = new Set(test);
    return { label, test: [...test].sort((a, b) => a - b), train: [...Array(n).keys()].filter((i) => !held.has(i)) };
  });
}

/**
 * Stratified k-fold split: `strata[i]` is the stratum of item i (here its severity 0–4). The
 * items of each stratum are shuffled with a generator seeded by `seed`, then dealt round-robin
 * into the k folds, the deal going on where the previous stratum stopped, so every fold gets
 * ⌊m/k⌋ or ⌈m/k⌉ of a stratum of m items and fold sizes differ by at most one (stratified
 * cross-validation: Kohavi 1995, "A study of cross-validation and bootstrap for accuracy
 * estimation and model selection", IJCAI). The test sets partition 0..n−1.
 * @returns k folds, labelled "fold 1".."fold k".
 */
export function stratifiedKFold(strata: readonly (number | string)[], k: number, seed: number | string): Fold[] {
  if (k < 2 || k > strata.length) throw new RangeError(`k must be in [2, ${strata.length}], got ${k}`);
  const rng = new Rng('bench-stratified-kfold', seed);
  const byStratum = new Map<number | string, number[]>();
  strata.forEach((s, i) => byStratum.set(s, [...(byStratum.get(s) ?? []), i]));
  const tests: number[][] = Array.from({ length: k }, () => []);
  let next = 0;
  const keys = [...byStratum.keys()].sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }));
  for (const key of keys) {
    for (const i of shuffled(byStratum.get(key)!, rng)) {
      tests[next]!.push(i);
      next = (next + 1) % k;
    }
  }
  return foldsFromTests(strata.length, tests.map((test, f) => ({ label: `fold ${f + 1}`, test })));
}

/**
 * Leave-one-group-out split: one fold per distinct value of `groups` (here the case's domain),
 * holding out all its items and training on the rest; folds in order of first appearance.
 */
export function leaveOneGroupOut(groups: readonly string[]): Fold[] {
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => byGroup.set(g, [...(byGroup.get(g) ?? []), i]));
  return foldsFromTests(groups.length, [...byGroup].map(([label, test]) => ({ label, test })));
}

/**
 * A model under cross-validation: `fit` sees only the training indices of a fold (every fitted
 * quantity — weights, vocabulary, means, penalties — must come from them), `predict` gives a risk
 * 0–100 for each test index.
 */
export interface CvModel<M> {
  name: string;
  fit(train: readonly number[]): M;
  predict(model: M, test: readonly number[]): number[];
}

/** Fits on a fold's training indices and returns the risks of its test indices, in order. */
export type FitPredict = (fold: Fold) => number[] | Promise<number[]>;

/** A `CvModel` as a `FitPredict`. */
export function fitPredict<M>(model: CvModel<M>): FitPredict {
  return (fold) => model.predict(model.fit(fold.train), fold.test);
}

/** Out-of-fold predictions of one cross-validation run. */
export interface OutOfFold {
  /** `risks[i]` is item i's risk predicted by the model fitted without it (NaN if never held out). */
  risks: number[];
  /** True when the model gave every test item of each fold the same value (e.g. a training mean). */
  constantWithinFolds: boolean;
}

/**
 * Runs `run` on every fold (concurrently when it returns promises, e.g. a thread pool) and pools
 * the held-out predictions into one array over the n items.
 */
export async function crossValidate(n: number, folds: readonly Fold[], run: FitPredict): Promise<OutOfFold> {
  const predictions = await Promise.all(folds.map(async (fold) => run(fold)));
  const risks = new Array<number>(n).fill(NaN);
  let constantWithinFolds = true;
  folds.forEach((fold, f) => {
    const predicted = predictions[f]!;
    if (predicted.length !== fold.test.length) throw new Error(`${fold.label}: ${predicted.length} predictions for ${fold.test.length} cases`);
    fold.test.forEach((i, j) => (risks[i] = predicted[j]!));
    if (predicted.some((r) => r !== predicted[0])) constantWithinFolds = false;
  });
  return { risks, constantWithinFolds };
}

/** The truth a risk is scored against. */
export interface Labels {
  severity: readonly number[];
  reversed: readonly boolean[];
}

/** The three scores of cases/README.md for one set of risks. */
export interface Scores {
  /** Spearman rank correlation of risk with severity (ties get their average rank); NaN when undefined. */
  spearman: number;
  /** AUC of risk for `reversed`: the Mann–Whitney statistic P(risk⁺ > risk⁻), ties counting half. */
  auc: number;
  /** Mean |toSeverity(risk) − severity| on the 0–4 scale. */
  mae: number;
}

/**
 * Scores pooled risks 0–100 against the labels: Spearman(risk, severity) and AUC(risk, reversed)
 * (src/engine/stats.ts: average ranks for ties; Mann–Whitney with ties as ½), and the MAE after
 * `toSeverity` maps a risk onto 0–4 (the engine's quintile map, `riskToSeverity`).
 * A prediction that is constant within every fold orders cases only by which were held out
 * together, so `constantWithinFolds` reports its Spearman as undefined (NaN) and its AUC as ½,
 * the value of a score that ranks nothing.
 */
export function scoreRisks(risks: readonly number[], labels: Labels, toSeverity: (risk: number) => number, constantWithinFolds = false): Scores {
  return {
    spearman: constantWithinFolds ? NaN : spearman(risks, labels.severity),
    auc: constantWithinFolds ? 0.5 : auc(risks, labels.reversed),
    mae: mean(risks.map((r, i) => Math.abs(toSeverity(r) - labels.severity[i]!))),
  };
}

/** Mean and sample standard deviation (divisor n − 1; NaN for fewer than two values) of `xs`. */
export function meanSd(xs: readonly number[]): { mean: number; sd: number } {
  const m = mean(xs);
  const sd = xs.length > 1 ? Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1)) : NaN;
  return { mean: m, sd };
}

/** The folds of repeated stratified k-fold CV: repeat r (1..repeats) uses `stratifiedKFold(strata, k, r)`. */
export function repeatedStratifiedFolds(strata: readonly number[], k: number, repeats: number): Fold[][] {
  return Array.from({ length: repeats }, (_, r) => stratifiedKFold(strata, k, r + 1));
}

/** Each score summarised as mean ± sd over runs (a score undefined in any run is NaN). */
export type Summary = Record<keyof Scores, { mean: number; sd: number }>;

/** Mean ± sample sd of each score over `runs` (e.g. the repeats of repeated k-fold CV). */
export function summarize(runs: readonly Scores[]): Summary {
  return {
    spearman: meanSd(runs.map((s) => s.spearman)),
    auc: meanSd(runs.map((s) => s.auc)),
    mae: meanSd(runs.map((s) => s.mae)),
  };
}

/**
 * Evaluates one model on several runs of folds (the repeats of repeated k-fold, or the single run
 * of leave-one-domain-out): out-of-fold risks pooled per run and scored, then summarised over runs.
 * All runs start at once, so a thread-pool model keeps every thread busy.
 * @returns the pooled out-of-fold risks of each run, its scores, and their mean ± sd.
 */
export async function evaluate(
  runs: readonly (readonly Fold[])[],
  labels: Labels,
  toSeverity: (risk: number) => number,
  run: FitPredict,
): Promise<{ pooled: OutOfFold[]; perRun: Scores[]; summary: Summary }> {
  const n = labels.severity.length;
  const pooled = await Promise.all(runs.map((folds) => crossValidate(n, folds, run)));
  const perRun = pooled.map((oof) => scoreRisks(oof.risks, labels, toSeverity, oof.constantWithinFolds));
  return { pooled, perRun, summary: summarize(perRun) };
}
