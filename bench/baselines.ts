/**
 * Baselines for the case bench (issue 9): what a model with no understanding of the engine's kind
 * achieves under the same folds. Each is a `CvModel` (bench/cv.ts) fitted only on a fold's
 * training indices; each predicts a severity s, given as the risk 20·s + 10 (the middle of
 * severity s's quintile) so the engine's scorers apply unchanged.
 *
 * - `meanBaseline`: the training folds' mean severity for every case.
 * - `domainMeanBaseline`: the training folds' mean severity of the case's domain (the overall
 *   training mean for a domain the training folds do not hold).
 * - `tfidfRidgeBaseline`: TF-IDF of the scenario text (unigrams and bigrams, vocabulary and idf
 *   from the training texts) and ridge regression on severity, its penalty chosen by an inner
 *   stratified CV inside the training indices.
 *
 * The TF-IDF and the ridge solver are written here (about 100 lines): the project's dependencies
 * have no TF-IDF with bigrams and a fit/transform split (wink-nlp ships a BM25 vectorizer), and a
 * Cholesky solve of an n×n system (n ≤ 80) needs no linear-algebra package.
 */
import { mean } from '../src/engine/stats.js';
import { stratifiedKFold, type CvModel } from './cv.js';

/** Highest severity of the case scale (0–4). */
const MAX_SEVERITY = 4;

/** Risk 0–100 for a predicted severity s: 20·s + 10 (s clamped to 0–4), the middle of s's quintile. */
export function severityToRisk(s: number): number {
  return 20 * Math.min(MAX_SEVERITY, Math.max(0, s)) + 10;
}

/** Baseline (a): every case gets the mean severity of the training indices. */
export function meanBaseline(severity: readonly number[]): CvModel<number> {
  return {
    name: 'mean severity',
    fit: (train) => mean(train.map((i) => severity[i]!)),
    predict: (m, test) => test.map(() => severityToRisk(m)),
  };
}

/**
 * Baseline (b): a case gets the mean training severity of its domain, or the overall training
 * mean when no training case shares its domain.
 */
export function domainMeanBaseline(severity: readonly number[], domain: readonly string[]): CvModel<{ overall: number; byDomain: Map<string, number> }> {
  return {
    name: 'domain mean severity',
    fit: (train) => {
      const groups = new Map<string, number[]>();
      for (const i of train) groups.set(domain[i]!, [...(groups.get(domain[i]!) ?? []), severity[i]!]);
      return { overall: mean(train.map((i) => severity[i]!)), byDomain: new Map([...groups].map(([d, s]) => [d, mean(s)])) };
    },
    predict: (m, test) => test.map((i) => severityToRisk(m.byDomain.get(domain[i]!) ?? m.overall)),
  };
}

/** Lower-cased word tokens of `text`: runs of letters and digits, an apostrophe inside a word kept ("don't"). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** The 1..maxN-grams of `tokens`, each n-gram its tokens joined by one space, unigrams first. */
export function ngrams(tokens: readonly string[], maxN = 2): string[] {
  const out: string[] = [];
  for (let n = 1; n <= maxN; n++) for (let i = 0; i + n <= tokens.length; i++) out.push(tokens.slice(i, i + n).join(' '));
  return out;
}

/** A fitted TF-IDF vectorizer. */
export interface Tfidf {
  /** Term → column, terms in alphabetical order. */
  vocabulary: Map<string, number>;
  /** idf of each column. */
  idf: Float64Array;
  /** The L2-normalised TF-IDF row of `text` (terms outside the vocabulary are dropped). */
  transform(text: string): Float64Array;
}

/**
 * Fits TF-IDF on `texts` as scikit-learn's TfidfVectorizer does by default, with unigrams and
 * bigrams: a term is kept when it occurs in at least `minDf` texts; idf(t) = ln((1 + n)/(1 + df(t))) + 1
 * (smoothed); a row is raw term count × idf, scaled to unit Euclidean length.
 */
export function fitTfidf(texts: readonly string[], options: { maxN?: number; minDf?: number } = {}): Tfidf {
  const { maxN = 2, minDf = 2 } = options;
  const df = new Map<string, number>();
  for (const t of texts) for (const term of new Set(ngrams(tokenize(t), maxN))) df.set(term, (df.get(term) ?? 0) + 1);
  const terms = [...df].filter(([, d]) => d >= minDf).map(([term]) => term).sort();
  const vocabulary = new Map(terms.map((t, j) => [t, j]));
  const idf = Float64Array.from(terms, (t) => Math.log((1 + texts.length) / (1 + df.get(t)!)) + 1);
  return {
    vocabulary,
    idf,
    transform(text) {
      const row = new Float64Array(terms.length);
      for (const term of ngrams(tokenize(text), maxN)) {
        const j = vocabulary.get(term);
        if (j !== undefined) row[j]! += idf[j]!;
      }
      let norm = 0;
      for (const v of row) norm += v * v;
      norm = Math.sqrt(norm);
      if (norm > 0) for (let j = 0; j < row.length; j++) row[j]! /= norm;
      return row;
    },
  };
}

/**
 * Solves A x = b for a symmetric positive definite A (m×m, row-major) by Cholesky decomposition
 * A = L Lᵀ, then forward and back substitution (Golub & Van Loan, Matrix Computations, §4.2).
 * @throws when A is not positive definite.
 */
export function choleskySolve(a: Float64Array, b: Float64Array): Float64Array {
  const m = b.length;
  const l = new Float64Array(m * m);
  for (let i = 0; i < m; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * m + j]!;
      for (let k = 0; k < j; k++) s -= l[i * m + k]! * l[j * m + k]!;
      if (i === j) {
        if (!(s > 0)) throw new Error('choleskySolve: matrix is not positive definite');
        l[i * m + i] = Math.sqrt(s);
      } else l[i * m + j] = s / l[j * m + j]!;
    }
  }
  const z = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i * m + k]! * z[k]!;
    z[i] = s / l[i * m + i]!;
  }
  const x = new Float64Array(m);
  for (let i = m - 1; i >= 0; i--) {
    let s = z[i]!;
    for (let k = i + 1; k < m; k++) s -= l[k * m + i]! * x[k]!;
    x[i] = s / l[i * m + i]!;
  }
  return x;
}

/** A fitted ridge regression y ≈ intercept + w·x. */
export interface Ridge {
  weights: Float64Array;
  intercept: number;
  predict(x: ArrayLike<number>): number;
}

/**
 * Ridge regression: minimises Σᵢ (yᵢ − b − w·xᵢ)² + λ‖w‖² with the intercept b unpenalised
 * (columns of X and y centred on their training means; Hastie, Tibshirani & Friedman, The Elements
 * of Statistical Learning, §3.4.1). Solves the primal system (XᵀX + λI) w = Xᵀy when there are
 * no more features than rows, else the dual (XXᵀ + λI) α = y, w = Xᵀα — the same w, from the
 * smaller system (n ≤ 80 texts against thousands of n-grams here).
 * @param x n rows of p features; @param y n targets; @param lambda penalty λ > 0.
 */
export function fitRidge(x: readonly ArrayLike<number>[], y: readonly number[], lambda: number): Ridge {
  const n = x.length;
  const p = x[0]?.length ?? 0;
  const xMean = new Float64Array(p);
  for (const row of x) for (let j = 0; j < p; j++) xMean[j]! += row[j]! / n;
  const yMean = mean(y);
  const xc = x.map((row) => Float64Array.from({ length: p }, (_, j) => row[j]! - xMean[j]!));
  const yc = y.map((v) => v - yMean);
  const dot = (u: ArrayLike<number>, v: ArrayLike<number>) => {
    let s = 0;
    for (let j = 0; j < u.length; j++) s += u[j]! * v[j]!;
    return s;
  };
  const weights = new Float64Array(p);
  if (p <= n) {
    const a = new Float64Array(p * p);
    const b = new Float64Array(p);
    for (let i = 0; i < n; i++) {
      const r = xc[i]!;
      for (let j = 0; j < p; j++) {
        b[j]! += r[j]! * yc[i]!;
        for (let k = 0; k < p; k++) a[j * p + k]! += r[j]! * r[k]!;
      }
    }
    for (let j = 0; j < p; j++) a[j * p + j]! += lambda;
    weights.set(choleskySolve(a, b));
  } else {
    const k = new Float64Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j <= i; j++) k[i * n + j] = k[j * n + i] = dot(xc[i]!, xc[j]!);
    for (let i = 0; i < n; i++) k[i * n + i]! += lambda;
    const alpha = choleskySolve(k, Float64Array.from(yc));
    for (let i = 0; i < n; i++) for (let j = 0; j < p; j++) weights[j]! += alpha[i]! * xc[i]![j]!;
  }
  const intercept = yMean - dot(weights, xMean);
  return { weights, intercept, predict: (row) => intercept + dot(weights, row) };
}

/** Options of the TF-IDF ridge baseline. */
export interface TfidfRidgeOptions {
  /** Penalties the inner CV chooses from (default 0.03 … 300, ×√10 apart). */
  lambdas?: readonly number[];
  /** Folds of the inner CV (default 5). */
  innerK?: number;
  /** Seed of the inner folds (default 'inner'). */
  seed?: number | string;
  /** Smallest document frequency of a kept n-gram, counted in the texts being fitted (default 2). */
  minDf?: number;
}

/** A fitted TF-IDF ridge model and the penalty its inner CV chose. */
export interface TfidfRidgeModel {
  tfidf: Tfidf;
  ridge: Ridge;
  lambda: number;
}

const DEFAULT_LAMBDAS = [0.03, 0.1, 0.3, 1, 3, 10, 30, 100, 300];

/** TF-IDF fitted on `texts[train]`, ridge on its rows predicting `severity[train]`. */
function fitTfidfRidge(texts: readonly string[], severity: readonly number[], train: readonly number[], lambda: number, minDf: number): TfidfRidgeModel {
  const tfidf = fitTfidf(train.map((i) => texts[i]!), { minDf });
  const ridge = fitRidge(train.map((i) => tfidf.transform(texts[i]!)), train.map((i) => severity[i]!), lambda);
  return { tfidf, ridge, lambda };
}

/**
 * Baseline (c): bag-of-words ridge regression of severity on the scenario text. Inside a fold's
 * training indices, an inner stratified k-fold CV (TF-IDF refitted on each inner training part)
 * scores every penalty by its mean squared error on severity; the penalty with the lowest error
 * (the larger one on a tie) is refitted on all the training indices. Predicted severity is
 * clamped to 0–4 and given as the risk 20·s + 10.
 * `chosen` collects the penalty each `fit` picked, for the bench to print.
 */
export function tfidfRidgeBaseline(texts: readonly string[], severity: readonly number[], options: TfidfRidgeOptions = {}): CvModel<TfidfRidgeModel> & { chosen: number[] } {
  const { lambdas = DEFAULT_LAMBDAS, innerK = 5, seed = 'inner', minDf = 2 } = options;
  const chosen: number[] = [];
  return {
    name: 'TF-IDF ridge',
    chosen,
    fit(train) {
      const sse = new Array<number>(lambdas.length).fill(0);
      for (const inner of stratifiedKFold(train.map((i) => severity[i]!), innerK, seed)) {
        const innerTrain = inner.train.map((j) => train[j]!);
        const innerTest = inner.test.map((j) => train[j]!);
        const tfidf = fitTfidf(innerTrain.map((i) => texts[i]!), { minDf });
        const rows = innerTrain.map((i) => tfidf.transform(texts[i]!));
        const testRows = innerTest.map((i) => tfidf.transform(texts[i]!));
        lambdas.forEach((lambda, l) => {
          const ridge = fitRidge(rows, innerTrain.map((i) => severity[i]!), lambda);
          innerTest.forEach((i, j) => (sse[l]! += (ridge.predict(testRows[j]!) - severity[i]!) ** 2));
        });
      }
      let best = 0;
      for (let l = 1; l < lambdas.length; l++) if (sse[l]! <= sse[best]!) best = l;
      chosen.push(lambdas[best]!);
      return fitTfidfRidge(texts, severity, train, lambdas[best]!, minDf);
    },
    predict: (m, test) => test.map((i) => severityToRisk(m.ridge.predict(m.tfidf.transform(texts[i]!)))),
  };
}
