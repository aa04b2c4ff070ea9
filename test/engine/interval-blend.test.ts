/** The geometric blend of conformal and model-based interval widths (forecast/interval-blend.ts, issue 27). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { blendOffsets, calibrationShare, errorSkew, modelOffsets, modelOptimism, shapeOffsets } from '../../src/engine/forecast/interval-blend.js';
import { FORECAST } from '../../src/engine/constants.js';

const band = {
  point: Float64Array.of(100, 100, 100),
  lower80: Float64Array.of(90, 85, 80),
  upper80: Float64Array.of(110, 120, 125),
  lower95: Float64Array.of(80, 70, 100),
  upper95: Float64Array.of(130, 140, Number.NaN),
};

describe('interval blend', () => {
  it('reads a model band’s offsets per side, NaN where they are not positive and finite', () => {
    const o = modelOffsets(band, 95);
    assert.deepEqual(Array.from(o.below), [20, 30, Number.NaN]);
    assert.deepEqual(Array.from(o.above), [30, 40, Number.NaN]);
    assert.deepEqual(Array.from(modelOffsets(band, 80).above), [10, 20, 25]);
  });

  it('is the weighted geometric mean of the conformal half-width and the widened model offset, per side', () => {
    const b = blendOffsets(Float64Array.of(80, 90, 50), modelOffsets(band, 95), 0.5, 1.25);
    assert.ok(Math.abs(b.below[0]! - Math.sqrt(80 * 25)) < 1e-9, `${b.below[0]}`);
    assert.ok(Math.abs(b.above[0]! - Math.sqrt(80 * 37.5)) < 1e-9, `${b.above[0]}`);
    assert.ok(b.above[1]! > b.below[1]!, 'keeps the model band’s asymmetry');
    assert.equal(b.below[2], 50, 'the conformal width stands where the model offset is missing');
    assert.equal(b.above[2], 50);
  });

  it('is the conformal band at weight 1 and the widened model band at weight 0', () => {
    const c = Float64Array.of(80, 90);
    const m = { below: Float64Array.of(10, 20), above: Float64Array.of(30, 40) };
    const one = blendOffsets(c, m, 1, 2);
    assert.ok(Math.abs(one.below[0]! - 80) < 1e-9 && Math.abs(one.above[1]! - 90) < 1e-9);
    const zero = blendOffsets(c, m, 0, 2);
    assert.ok(Math.abs(zero.below[0]! - 20) < 1e-9 && Math.abs(zero.above[1]! - 80) < 1e-9);
    assert.deepEqual(Array.from(blendOffsets(Float64Array.of(0), m, 0.5, 1).below), [0], 'a zero conformal width stays zero');
  });

  it('rejects a weight outside [0, 1] and a negative widening', () => {
    const m = { below: Float64Array.of(1), above: Float64Array.of(1) };
    assert.throws(() => blendOffsets(Float64Array.of(1), m, 1.5, 1), RangeError);
    assert.throws(() => blendOffsets(Float64Array.of(1), m, 0.5, -1), RangeError);
  });

  it('widens the model band more on short series and on seasonal ones (κ = 1 + c·(m + 2)/n)', () => {
    const c = FORECAST.modelOptimismSlope;
    assert.ok(Math.abs(modelOptimism(15, 1) - (1 + (3 * c) / 15)) < 1e-12);
    assert.ok(modelOptimism(15, 1) > modelOptimism(60, 1), 'shorter: wider');
    assert.ok(modelOptimism(60, 4) > modelOptimism(60, 1), 'more seasonal states: wider');
    assert.ok(modelOptimism(1e6, 1) < 1.001, 'long series: the band as it is');
    assert.throws(() => modelOptimism(0, 1), RangeError);
    assert.throws(() => modelOptimism(10, 0), RangeError);
  });

  it('gives the calibration errors their whole say up to L·(m + 2) values, fading as a power of the length beyond', () => {
    const L = FORECAST.modelTrustValuesPerParameter;
    const at = L * 3; // the threshold for a non-seasonal series
    assert.equal(calibrationShare(8, 1), 1, 'short series: unchanged');
    assert.equal(calibrationShare(Math.floor(at), 1), 1);
    assert.ok(calibrationShare(2 * at, 1) < 1 && calibrationShare(2 * at, 1) > 0);
    assert.ok(Math.abs(calibrationShare(2 * at, 1) - 0.5 ** FORECAST.modelTrustPower) < 1e-12, 'twice the threshold: 2^−power');
    assert.ok(calibrationShare(4 * at, 1) < calibrationShare(2 * at, 1), 'longer: less say');
    assert.equal(calibrationShare(2 * at, 4), 1, 'a quarterly series of the same length has more parameters to pin down');
    assert.ok(calibrationShare(1e6, 12) < 1e-6, 'very long: the model band alone');
    assert.throws(() => calibrationShare(0, 1), RangeError);
    assert.throws(() => calibrationShare(10, 0), RangeError);
  });

  it('measures the calibration errors’ skew, bounded when every error has one sign', () => {
    assert.equal(errorSkew([[1, -1], [2, -2]]), 0);
    assert.equal(errorSkew([[0, 0]]), 0);
    assert.equal(errorSkew([]), 0);
    assert.ok(errorSkew([[3, 1, -1]]) > 0 && errorSkew([[-3, -1, 1]]) < 0);
    assert.ok(Math.abs(errorSkew([[3, 1, -1]]) + errorSkew([[-3, -1, 1]])) < 1e-12, 'antisymmetric');
    const bound = Math.log(1 + 2 / FORECAST.intervalSkewPrior);
    assert.ok(Math.abs(errorSkew([[5, 7, 1]]) - bound) < 1e-12, `one sign: ${errorSkew([[5, 7, 1]])} against log 9`);
  });

  it('grows offsets beyond the validated horizon and tilts them toward the skew', () => {
    const flat = { below: Float64Array.of(10, 10, 10, 10), above: Float64Array.of(10, 10, 10, 10) };
    const g = FORECAST.beyondHorizonGrowth;
    const plain = shapeOffsets(flat, 2, 0);
    assert.deepEqual(Array.from(plain.below.subarray(0, 2)), [10, 10], 'within hv: unchanged');
    assert.ok(Math.abs(plain.above[2]! - 10 * 1.5 ** g) < 1e-9 && Math.abs(plain.above[3]! - 10 * 2 ** g) < 1e-9);
    const tilted = shapeOffsets(flat, 4, 1);
    const t = FORECAST.intervalSkewShrinkage / 2;
    assert.ok(Math.abs(tilted.above[0]! - 10 * Math.exp(t)) < 1e-9 && Math.abs(tilted.below[0]! - 10 * Math.exp(-t)) < 1e-9);
    assert.ok(Math.abs(tilted.above[0]! * tilted.below[0]! - 100) < 1e-9, 'the tilt keeps the product of the sides');
    assert.equal(flat.below[3], 10, 'input untouched');
  });
});
