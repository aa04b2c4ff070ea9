/**
 * The pure parts of the forecaster bench (bench/forecast.ts): reading a set in the M4 layout
 * from a tiny fixture (test/fixtures/mdata), the benchmark file names, the season context per
 * set, the subsample rule, and the scoring (sMAPE, MASE, coverage, MSIS, OWA) on a hand-computed case.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchmarkFile, contextFor, parseSecondsCsv, readSecondsFile, readSeriesFile, readSet, selectIds, SETS, type BenchSet } from '../../bench/mdata.js';
import { check, elementwiseMedian, owa, scoreMethod } from '../../bench/mscore.js';
import { seasonContext } from '../../src/engine/index.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/mdata');
const TINY: BenchSet = { name: 'tiny', title: 'Tiny', dir: 'tiny', prefix: 'Tiny', h: 2, m: 1, frequency: 'yearly' };
const close = (a: number | null, b: number, what: string) => assert.ok(a !== null && Math.abs(a - b) < 1e-9, `${what}: ${a} ≠ ${b}`);

describe('bench data', () => {
  it('reads a set in the M4 layout, padded rows trimmed', () => {
    const { train, test } = readSet(FIXTURES, TINY);
    assert.deepEqual([...train.keys()], ['T1', 'T2'], 'ids in file order');
    assert.deepEqual([...train.get('T2')!], [10, 12], 'empty cells are padding');
    assert.deepEqual([...test.get('T1')!], [6, 7], 'test part');
  });

  it('refuses a set whose test part is not h long', () => {
    assert.throws(() => readSet(FIXTURES, { ...TINY, prefix: 'Short' }), /T1 has 1 test values, expected h = 2/);
  });

  it('reads benchmark forecasts and seconds per series', () => {
    assert.deepEqual([...readSeriesFile(benchmarkFile(FIXTURES, TINY, 'Naive2')!).get('T2')!], [12, 12], 'id,F1..Fh rows');
    assert.deepEqual([...readSecondsFile(benchmarkFile(FIXTURES, TINY, 'R-ETS', 'secs')!)], [['T1', 0.5], ['T2', 1.5]], 'id,seconds rows');
    assert.throws(() => parseSecondsCsv('id,seconds\nN1,fast\n'), /Row 2: "fast"/, 'a non-number is named');
  });

  it('names the benchmark files of M4 Hourly and of M3 and M1', () => {
    const hourly = SETS.find((s) => s.name === 'm4-hourly')!;
    const yearly = SETS.find((s) => s.name === 'm3-yearly')!;
    assert.equal(benchmarkFile('/d', hourly, 'Naive2'), path.join('/d', 'm4/benchmarks/official/Naive2.csv'), 'official Naive2');
    assert.equal(benchmarkFile('/d', hourly, 'Theta'), path.join('/d', 'm4/benchmarks/recomputed/Theta.csv'), 'recomputed Theta');
    assert.equal(benchmarkFile('/d', hourly, 'R-ETS'), null, 'no R runs on M4 Hourly');
    assert.equal(benchmarkFile('/d', yearly, 'R-ETS', 'lo95'), path.join('/d', 'm3/benchmarks/M3-Yearly-R-ETS-lo95.csv'), 'R bounds');
    assert.equal(benchmarkFile('/d', yearly, 'Theta', 'lo95'), null, 'no bounds for the M4 benchmark code');
  });

  it('gives each set the season context the service would', () => {
    const monthly = SETS.find((s) => s.name === 'm3-monthly')!;
    const other = SETS.find((s) => s.name === 'm3-other')!;
    assert.deepEqual(contextFor(monthly, 60), seasonContext('monthly', 60), 'the API\'s context for monthly data');
    assert.deepEqual(contextFor(SETS[0]!, 700), { m: 24, periods: [24, 168] }, 'hourly: day and week');
    assert.deepEqual(contextFor(other, 60), { m: 1, periods: [] }, 'no frequency, m = 1: no season');
  });

  it('subsamples every k-th series from the first, then limits', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    assert.deepEqual(selectIds(ids), ids, 'all by default');
    assert.deepEqual(selectIds(ids, { sample: 3 }), ['a', 'd', 'g'], 'every 3rd');
    assert.deepEqual(selectIds(ids, { sample: 2, limit: 2 }), ['a', 'c'], 'sample then limit');
    assert.throws(() => selectIds(ids, { sample: 0 }), RangeError, 'sample must be positive');
  });
});

describe('bench scoring', () => {
  const { train, test } = readSet(FIXTURES, TINY);
  const data = { ids: ['T1', 'T2'], train, test, m: 1 };
  const naive2 = readSeriesFile(benchmarkFile(FIXTURES, TINY, 'Naive2')!);

  it('scores points like M4 (hand-computed)', () => {
    const s = scoreMethod(data, { point: naive2 });
    // T1: scale 1, errors 1 and 2; T2: scale 2, errors 2 and 4.
    close(s.smape, ((200 / 11 + 200 * 2 / 12) / 2 + (200 * 2 / 26 + 200 * 4 / 28) / 2) / 2, 'sMAPE');
    close(s.mase, 1.5, 'MASE');
    assert.equal(s.cov95, null, 'no interval, no coverage');
    assert.equal(s.msis95, null, 'no interval, no MSIS');
    close(owa(s, s), 1, 'OWA of Naive2 against itself');
    close(owa({ smape: s.smape / 2, mase: s.mase }, s), 0.75, 'OWA halves the sMAPE ratio');
  });

  it('scores intervals by coverage and MSIS, and averages seconds', () => {
    const m = (a: number[], b: number[]) => new Map([['T1', a], ['T2', b]]);
    const s = scoreMethod(data, {
      point: naive2,
      lower95: m([5.5, 7.5], [13, 13]),
      upper95: m([6.5, 8], [15, 15]),
      seconds: new Map([['T1', 0.5], ['T2', 1.5]]),
    });
    close(s.cov95, 0.5, 'two of four points inside');
    // T1: (1 + 0.5 + 40·0.5) / 2 / 1 = 10.75; T2: (2 + 2 + 40·1) / 2 / 2 = 11.
    close(s.msis95, 10.875, 'MSIS');
    close(s.seconds, 1, 'seconds per series');
    assert.equal(s.cov80, null, 'no 80 % interval given');
  });

  it('takes the elementwise median and checks figures to 3 decimals', () => {
    const med = elementwiseMedian([new Map([['x', [1, 9]]]), new Map([['x', [5, 2]]]), new Map([['x', [3, 4]]])]);
    assert.deepEqual([...med.get('x')!], [3, 4], 'median of three per step');
    assert.equal(check('a', 0.8214, 0.821).ok, true, 'rounds to the published figure');
    assert.equal(check('a', 0.8216, 0.821).ok, false, 'rounds to another figure');
  });
});
