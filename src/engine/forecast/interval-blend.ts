/**
 * Sharper prediction intervals (issue 27): the forecaster's split-conformal half-widths (forecaster.ts
 * `intervalBands`, honest but noisy: a 95 % quantile from a few backtest origins) blended with the half-widths of a
 * model-based band (SCUM's median of its members' bounds, forecaster.ts; smooth and per step, but the models'
 * in-sample variance understates the errors to come: alone it covered 0.76–0.86 of M3/M1 Quarterly and Yearly test
 * points at 95 %). The blend is a weighted geometric mean, per step and per side:
 *
 *   offset = conformal^w · (κ · model)^(1 − w)
 *
 * i.e. the mean of the two log widths, a shrinkage of the noisy conformal estimate toward the model's, with the
 * model's side widened by κ for its known optimism, κ = 1 + c·(m + 2)/n (`modelOptimism`: larger on short series,
 * whose fits are more optimistic). Each side keeps the model band's own asymmetry (multiplicative models give wider
 * upper offsets). The blended offsets are then shaped (`shapeOffsets`): they grow faster beyond the validated horizon,
 * and tilt toward the side the calibration errors fell on (`errorSkew`). Measured on M3 and M1 (docs/decisions.md
 * "Forecaster: sharper intervals" and "Forecaster: intervals by sample size, horizon and skew"). Pure.
 */
import type { BandedForecast } from './models.js';
import { FORECAST } from '../constants.js';

/** Offsets below and above the point, per step (units of y, non-negative). */
export interface BandOffsets {
  below: Float64Array;
  above: Float64Array;
}

/**
 * Offsets of a model band from its own point forecast at one level (80 or 95 %), per step. Entries that are not
 * finite and positive are NaN (the caller keeps the conformal offset there).
 */
export function modelOffsets(band: BandedForecast, level: 80 | 95): BandOffsets {
  const lower = level === 80 ? band.lower80 : band.lower95;
  const upper = level === 80 ? band.upper80 : band.upper95;
  const h = band.point.length;
  const valid = (x: number) => (Number.isFinite(x) && x > 0 ? x : NaN);
  return {
    below: Float64Array.from({ length: h }, (_, j) => valid(band.point[j]! - lower[j]!)),
    above: Float64Array.from({ length: h }, (_, j) => valid(upper[j]! - band.point[j]!)),
  };
}

/**
 * Blends symmetric conformal half-widths with a model band's offsets: per step and side
 * conformal^weight · (widening · model)^(1 − weight). Where the model offset is NaN (or missing) or the conformal
 * half-width is not positive, the conformal half-width stands alone.
 * @param conformal half-widths per step (h entries, units of y)
 * @param model the model band's offsets (`modelOffsets`), at least h entries
 * @param weight weight of the conformal width in [0, 1]
 * @param widening factor κ ≥ 0 applied to the model offsets before blending
 * @throws RangeError when weight is outside [0, 1] or widening is negative
 */
export function blendOffsets(conformal: Float64Array, model: BandOffsets, weight: number, widening: number): BandOffsets {
  if (!(weight >= 0 && weight <= 1)) throw new RangeError(`weight must be in [0, 1], got ${weight}`);
  if (!(widening >= 0)) throw new RangeError(`widening must be non-negative, got ${widening}`);
  const h = conformal.length;
  const side = (offsets: Float64Array) =>
    Float64Array.from({ length: h }, (_, j) => {
      const c = conformal[j]!;
      const m = offsets[j];
      if (!(c > 0) || m === undefined || !Number.isFinite(m) || !(m > 0)) return c;
      return Math.exp(weight * Math.log(c) + (1 - weight) * Math.log(widening * m));
    });
  return { below: side(model.below), above: side(model.above) };
}

/**
 * The widening κ of a model band for its optimism (docs/decisions.md "Forecaster: intervals by sample size, horizon and
 * skew"): κ = 1 + `FORECAST.modelOptimismSlope`·(m + 2)/n, the model's parameters p = m + 2 (level, trend and m
 * seasonal states; m = 1: three) over the n values they were fitted on.
 * @param n series length (≥ 1)
 * @param m season length (1 for none)
 * @throws RangeError when n < 1 or m < 1
 */
export function modelOptimism(n: number, m: number): number {
  if (!(n >= 1)) throw new RangeError(`n must be at least 1, got ${n}`);
  if (!(m >= 1)) throw new RangeError(`m must be at least 1, got ${m}`);
  return 1 + (FORECAST.modelOptimismSlope * (m + 2)) / n;
}

/**
 * The calibration errors' share d ∈ (0, 1] in the band of a series of n values with season m (docs/decisions.md
 * "Forecaster: long series trust the model band"): 1 up to n = L·(m + 2), L = `FORECAST.modelTrustValuesPerParameter`,
 * then (L·(m + 2)/n)^`FORECAST.modelTrustPower`. The forecaster multiplies the conformal weight of `blendOffsets`,
 * κ − 1 (`modelOptimism`) and the skew of `shapeOffsets` by d, so on long series the band tends to the model band.
 * @param n series length (≥ 1)
 * @param m season length (1 for none)
 * @throws RangeError when n < 1 or m < 1
 */
export function calibrationShare(n: number, m: number): number {
  if (!(n >= 1)) throw new RangeError(`n must be at least 1, got ${n}`);
  if (!(m >= 1)) throw new RangeError(`m must be at least 1, got ${m}`);
  return Math.min(1, ((FORECAST.modelTrustValuesPerParameter * (m + 2)) / n) ** FORECAST.modelTrustPower);
}

/**
 * Skew A = log((P + ε)/(N + ε)) of calibration errors: P and N the sums of the positive and of the negative errors'
 * magnitudes, ε = `FORECAST.intervalSkewPrior`·(P + N)/2 (so |A| ≤ log(1 + 2/prior) = log 9 even when every error has one sign). 0 when
 * there are no non-zero errors. Positive: the series came out above the forecasts more than below.
 * @param errorsByFold errors per calibration origin and step (any units; only ratios matter)
 */
export function errorSkew(errorsByFold: readonly (readonly number[])[]): number {
  let pos = 0;
  let neg = 0;
  for (const fold of errorsByFold)
    for (const e of fold) {
      if (e > 0) pos += e;
      else if (e < 0) neg -= e;
    }
  if (!(pos + neg > 0)) return 0;
  const eps = (FORECAST.intervalSkewPrior * (pos + neg)) / 2;
  return Math.log((pos + eps) / (neg + eps));
}

/**
 * Shapes blended offsets (new arrays; the input is untouched): beyond the validated horizon hv (0-based step j ≥ hv)
 * both sides grow by ((j + 1)/hv)^`FORECAST.beyondHorizonGrowth`, and the side above is multiplied by
 * exp(γ·skew/2) and the one below by exp(−γ·skew/2), γ = `FORECAST.intervalSkewShrinkage` (docs/decisions.md
 * "Forecaster: intervals by sample size, horizon and skew").
 * @param offsets offsets per step (units of y)
 * @param hv validated horizon (≥ 1)
 * @param skew `errorSkew` of the calibration errors
 */
export function shapeOffsets(offsets: BandOffsets, hv: number, skew: number): BandOffsets {
  const tilt = (FORECAST.intervalSkewShrinkage * skew) / 2;
  const growth = (j: number) => (j >= hv ? ((j + 1) / hv) ** FORECAST.beyondHorizonGrowth : 1);
  return {
    below: offsets.below.map((v, j) => v * growth(j) * Math.exp(-tilt)),
    above: offsets.above.map((v, j) => v * growth(j) * Math.exp(tilt)),
  };
}
