/**
 * The case bench's baselines (bench/baselines.ts) on small synthetic data: TF-IDF weights on a
 * tiny corpus, the Cholesky solve, ridge recovering a known linear relation (primal and dual
 * paths), the mean baselines, and the text baseline learning a word that decides severity.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Rng } from '../../src/engine/rng.js';
import { choleskySolve, domainMeanBaseline, fitRidge, fitTfidf, meanBaseline, ngrams, severityToRisk, tfidfRidgeBaseline, tokenize } from '../../bench/baselines.js';
import { crossValidate, fitPredict, scoreRisks, stratifiedKFold } from '../../bench/cv.js';

const close = (a: number, b: number, tol = 1e-9) => assert.ok(Math.abs(a - b) < tol, `${a} ≠ ${b}`);

describe('TF-IDF', () => {
  it('tokenizes words and builds unigrams then bigrams', () => {
    assert.deepEqual(tokenize("Users DON'T like the 20% rise."), ["users", "don't", 'like', 'the', '20', 'rise']);
    assert.deepEqual(ngrams(['a', 'b', 'c']), ['a', 'b', 'c', 'a b', 'b c']);
  });

  it('gives smoothed-idf weights on unit-length rows (hand-computed)', () => {
    // df: cat 3, dog 2, fish 1 over n = 3 → idf = ln(4/(1+df)) + 1.
    const t = fitTfidf(['cat dog', 'cat fish', 'cat dog'], { maxN: 1, minDf: 1 });
    assert.deepEqual([...t.vocabulary.keys()], ['cat', 'dog', 'fish']);
    close(t.idf[0]!, 1);
    close(t.idf[1]!, Math.log(4 / 3) + 1);
    close(t.idf[2]!, Math.log(2) + 1);
    const row = t.transform('cat dog dog');
    const raw = [1, 2 * (Math.log(4 / 3) + 1), 0];
    const norm = Math.hypot(...raw);
    raw.forEach((v, j) => close(row[j]!, v / norm));
    assert.deepEqual([...t.transform('unseen words')], [0, 0, 0]);
  });

  it('keeps the n-grams found in at least minDf texts', () => {
    const t = fitTfidf(['the cat sat', 'the cat ran', 'a dog sat']);
    assert.deepEqual([...t.vocabulary.keys()], ['cat', 'sat', 'the', 'the cat']);
  });
});

describe('ridge', () => {
  it('choleskySolve solves a small SPD system and refuses an indefinite one', () => {
    const x = choleskySolve(Float64Array.from([4, 2, 2, 3]), Float64Array.from([2, 1]));
    close(x[0]!, 0.5);
    close(x[1]!, 0);
    assert.throws(() => choleskySolve(Float64Array.from([1, 2, 2, 1]), Float64Array.from([1, 1])));
  });

  it('recovers a known linear relation (more rows than features)', () => {
    const rng = new Rng('ridge-test');
    const x = Array.from({ length: 40 }, () => [rng.normal(), rng.normal(), rng.normal()]);
    const y = x.map(([a, b, c]) => 2 + 1.5 * a! - 3 * b! + 0.5 * c!);
    const r = fitRidge(x, y, 1e-8);
    [1.5, -3, 0.5].forEach((w, j) => close(r.weights[j]!, w, 1e-6));
    close(r.intercept, 2, 1e-6);
    close(r.predict([1, 1, 1]), 1, 1e-6);
    // A large penalty shrinks the weights toward 0 and the prediction toward mean(y).
    const shrunk = fitRidge(x, y, 1e9);
    assert.ok(Math.max(...shrunk.weights.map(Math.abs)) < 1e-6);
    close(shrunk.predict([0, 0, 0]), y.reduce((a, b) => a + b) / y.length, 1e-3);
  });

  it('solves the dual when features outnumber rows, with the primal solution', () => {
    const rng = new Rng('ridge-dual');
    const n = 6;
    const p = 9;
    const lambda = 0.5;
    const x = Array.from({ length: n }, () => Array.from({ length: p }, () => rng.normal()));
    const y = x.map((row) => row[0]! - 2 * row[4]! + rng.normal() * 0.1);
    const dual = fitRidge(x, y, lambda);
    // Primal normal equations (XcᵀXc + λI) w = Xcᵀyc on centred data.
    const xm = Array.from({ length: p }, (_, j) => x.reduce((s, r) => s + r[j]!, 0) / n);
    const ym = y.reduce((a, b) => a + b) / n;
    const a = new Float64Array(p * p);
    const b = new Float64Array(p);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < p; j++) {
        b[j]! += (x[i]![j]! - xm[j]!) * (y[i]! - ym);
        for (let k = 0; k < p; k++) a[j * p + k]! += (x[i]![j]! - xm[j]!) * (x[i]![k]! - xm[k]!);
      }
    for (let j = 0; j < p; j++) a[j * p + j]! += lambda;
    const w = choleskySolve(a, b);
    w.forEach((v, j) => close(dual.weights[j]!, v, 1e-9));
  });
});

describe('baselines', () => {
  const severity = [0, 2, 4, 1, 3, 2];
  const domain = ['tech', 'tech', 'food', 'food', 'sports', 'tech'];

  it('map a severity to the middle of its quintile, clamped to 0–4', () => {
    assert.deepEqual([0, 2.5, 4, -1, 7].map(severityToRisk), [10, 60, 90, 10, 90]);
  });

  it('mean severity of the training indices for every case', () => {
    const m = meanBaseline(severity);
    assert.deepEqual(m.predict(m.fit([0, 1, 2]), [3, 4]), [severityToRisk(2), severityToRisk(2)]);
  });

  it('mean severity per training domain, the overall mean for an unseen domain', () => {
    const m = domainMeanBaseline(severity, domain);
    const fitted = m.fit([0, 1, 2, 3]);
    // tech: (0+2)/2 = 1; food: (4+1)/2 = 2.5; sports unseen: (0+2+4+1)/4 = 1.75.
    assert.deepEqual(m.predict(fitted, [5, 2, 4]), [severityToRisk(1), severityToRisk(2.5), severityToRisk(1.75)]);
  });

  it('TF-IDF ridge learns the words that decide severity, penalty chosen inside the fold', async () => {
    const rng = new Rng('corpus');
    const filler = ['the', 'company', 'will', 'change', 'its', 'plan', 'next', 'month', 'for', 'members'];
    const cues = ['welcome', 'minor', 'notable', 'outrage', 'boycott'];
    const sev = Array.from({ length: 40 }, (_, i) => i % 5);
    const texts = sev.map((s) => [...Array.from({ length: 8 }, () => filler[rng.int(filler.length)]!), cues[s]!, cues[s]!].join(' '));
    const model = tfidfRidgeBaseline(texts, sev, { seed: 1 });
    const oof = await crossValidate(40, stratifiedKFold(sev, 5, 1), fitPredict(model));
    const s = scoreRisks(oof.risks, { severity: sev, reversed: sev.map((v) => v === 4) }, (r) => Math.min(4, Math.floor(r / 20)));
    assert.ok(s.spearman > 0.9, `Spearman ${s.spearman}`);
    assert.ok(s.auc > 0.9, `AUC ${s.auc}`);
    assert.equal(model.chosen.length, 5, 'one penalty per outer fit');
  });
});
