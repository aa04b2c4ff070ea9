/**
 * The case bench's cross-validation code (bench/cv.ts) on small synthetic data: fold splitters,
 * the out-of-fold runner and the scores on hand-computed examples. No case file is read.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { crossValidate, evaluate, fitPredict, leaveOneGroupOut, meanSd, repeatedStratifiedFolds, scoreRisks, stratifiedKFold, type CvModel, type Fold } from '../../bench/cv.js';

/** Severity by quintile of risk, as the engine maps it. */
const quintile = (risk: number) => Math.min(4, Math.max(0, Math.floor(risk / 20)));
/** 80 items with strata sizes 11, 9, 19, 21, 20 in a scrambled order. */
const STRATA = [11, 9, 19, 21, 20].flatMap((m, s) => Array<number>(m).fill(s)).map((s, i, xs) => xs[(i * 37) % xs.length]!);

function assertPartition(folds: readonly Fold[], n: number) {
  const seen = folds.flatMap((f) => f.test).sort((a, b) => a - b);
  assert.deepEqual(seen, [...Array(n).keys()], 'test sets partition 0..n-1');
  for (const f of folds) {
    const test = new Set(f.test);
    assert.ok(f.train.every((i) => !test.has(i)), `${f.label}: train and test are disjoint`);
    assert.equal(f.train.length + f.test.length, n, `${f.label}: train ∪ test is everything`);
  }
}

describe('stratifiedKFold', () => {
  it('partitions the indices and keeps each stratum within one of its share per fold', () => {
    const folds = stratifiedKFold(STRATA, 5, 1);
    assert.equal(folds.length, 5);
    assertPartition(folds, STRATA.length);
    for (const s of [0, 1, 2, 3, 4]) {
      const m = STRATA.filter((x) => x === s).length;
      for (const f of folds) {
        const inFold = f.test.filter((i) => STRATA[i] === s).length;
        assert.ok(inFold === Math.floor(m / 5) || inFold === Math.ceil(m / 5), `stratum ${s}: ${inFold} of ${m} in ${f.label}`);
      }
    }
    const sizes = folds.map((f) => f.test.length);
    assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, `fold sizes ${sizes}`);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    assert.deepEqual(stratifiedKFold(STRATA, 5, 3), stratifiedKFold(STRATA, 5, 3));
    assert.notDeepEqual(stratifiedKFold(STRATA, 5, 1), stratifiedKFold(STRATA, 5, 2));
    const repeats = repeatedStratifiedFolds(STRATA, 5, 3);
    assert.equal(repeats.length, 3);
    assert.deepEqual(repeats[1], stratifiedKFold(STRATA, 5, 2));
  });

  it('refuses a k that cannot split the items', () => {
    assert.throws(() => stratifiedKFold([0, 1, 0], 4, 1), RangeError);
    assert.throws(() => stratifiedKFold([0, 1, 0], 1, 1), RangeError);
  });
});

describe('leaveOneGroupOut', () => {
  it('holds out each group once, all of it, training on the rest', () => {
    const groups = ['tech', 'food', 'tech', 'sports', 'food', 'tech'];
    const folds = leaveOneGroupOut(groups);
    assert.deepEqual(folds.map((f) => f.label), ['tech', 'food', 'sports']);
    assertPartition(folds, groups.length);
    for (const f of folds) {
      assert.deepEqual(f.test, groups.flatMap((g, i) => (g === f.label ? [i] : [])));
      assert.ok(f.train.every((i) => groups[i] !== f.label));
    }
  });
});

describe('crossValidate', () => {
  it('fits only on training indices and pools every held-out prediction', async () => {
    const folds = stratifiedKFold(STRATA, 5, 7);
    const model: CvModel<Set<number>> = {
      name: 'spy',
      fit: (train) => new Set(train),
      predict: (seen, test) => test.map((i) => (seen.has(i) ? -1 : i)),
    };
    const oof = await crossValidate(STRATA.length, folds, fitPredict(model));
    assert.deepEqual(oof.risks, [...STRATA.keys()], 'no held-out index was seen in fitting');
    assert.equal(oof.constantWithinFolds, false);
  });

  it('notices a prediction constant within each fold', async () => {
    const folds = stratifiedKFold(STRATA, 5, 7);
    const oof = await crossValidate(STRATA.length, folds, (fold) => fold.test.map(() => fold.train.length));
    assert.equal(oof.constantWithinFolds, true);
  });
});

describe('scores', () => {
  const labels = { severity: [0, 1, 2, 4, 3], reversed: [false, false, true, false, true] };

  it('Spearman, AUC and quintile MAE on a hand-computed example', () => {
    const s = scoreRisks([10, 30, 50, 70, 90], labels, quintile);
    // d = 0,0,0,1,1: ρ = 1 − 6·2/(5·24) = 0.9.
    assert.ok(Math.abs(s.spearman - 0.9) < 1e-12);
    // Positives 50, 90 against negatives 10, 30, 70: 2 + 3 wins of 6 pairs.
    assert.ok(Math.abs(s.auc - 5 / 6) < 1e-12);
    // Quintiles 0,1,2,3,4 against 0,1,2,4,3.
    assert.ok(Math.abs(s.mae - 0.4) < 1e-12);
  });

  it('averages tied ranks and counts tied scores half', () => {
    const s = scoreRisks([10, 30, 30, 90], { severity: [1, 2, 3, 4], reversed: [false, true, false, false] }, quintile);
    // Ranks 1, 2.5, 2.5, 4 against 1..4: 4.5/√(4.5·5).
    assert.ok(Math.abs(s.spearman - 4.5 / Math.sqrt(22.5)) < 1e-12);
    // Positive 30 against 10 (win), 30 (tie), 90 (loss): 1.5/3.
    assert.ok(Math.abs(s.auc - 0.5) < 1e-12);
  });

  it('gives no Spearman and AUC ½ for a prediction constant within folds', () => {
    const s = scoreRisks([50, 50, 50, 51, 51], labels, quintile, true);
    assert.ok(Number.isNaN(s.spearman));
    assert.equal(s.auc, 0.5);
    assert.ok(Math.abs(s.mae - (2 + 1 + 0 + 2 + 1) / 5) < 1e-12);
  });

  it('meanSd uses the sample standard deviation', () => {
    const m = meanSd([1, 2, 3, 4]);
    assert.equal(m.mean, 2.5);
    assert.ok(Math.abs(m.sd - Math.sqrt(5 / 3)) < 1e-12);
    assert.ok(Number.isNaN(meanSd([1]).sd));
  });

  it('evaluate scores each run of folds and summarises over runs', async () => {
    const severity = STRATA;
    const reversed = STRATA.map((s) => s >= 3);
    const runs = repeatedStratifiedFolds(severity, 5, 2);
    // A perfect oracle: risk at the middle of the true severity's quintile.
    const result = await evaluate(runs, { severity, reversed }, quintile, (fold) => fold.test.map((i) => 20 * severity[i]! + 10));
    assert.equal(result.perRun.length, 2);
    assert.equal(result.summary.spearman.mean, 1);
    assert.equal(result.summary.auc.mean, 1);
    assert.equal(result.summary.mae.mean, 0);
    assert.equal(result.summary.mae.sd, 0);
  });
});
