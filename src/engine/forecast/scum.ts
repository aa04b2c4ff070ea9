/**
 * SCUM, the simple combination of univariate models (Petropoulos & Svetunkov, IJF 36(1) 2020, "A simple
 * combination of univariate models"): the elementwise median of the point forecasts of automatic ETS,
 * complex exponential smoothing (CES), automatic ARIMA and the dynamic optimised Theta model (DOTM); its
 * prediction bounds are the elementwise medians of the members' bounds (the paper's interval rule).
 * The forecaster (forecaster.ts) builds the same median from its own member forecasts, so the members are
 * fitted once; `scumModel` is the stand-alone model and `scumBands` the reference interval rule.
 */
import { etsAutoModel } from './ets.js';
import { autoArimaModel } from './arima.js';
import { cesModel } from './ces.js';
import { dotmModel } from './dotm.js';
import type { BandedForecast, Model, SeasonContext } from './models.js';

/** SCUM's members, in the paper's order: ETS, CES, ARIMA, DOTM. */
export const SCUM_MEMBERS: readonly Model[] = [etsAutoModel, cesModel, autoArimaModel, dotmModel];

/** Median of the values (mean of the middle two for an even count); NaN for none. */
export function median(values: number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const k = s.length >> 1;
  return s.length % 2 ? s[k]! : (s[k - 1]! + s[k]!) / 2;
}

/**
 * Trimmed mean: the mean of the values left after dropping the `trim` lowest and the `trim` highest (Jose &
 * Winkler, IJF 24(1) 2008, "Simple robust averages of forecasts: Some empirical results": trimmed means of
 * forecasts kept most of the mean's accuracy gain while resisting a member's outlying forecast). NaN for none.
 * @throws RangeError when 2·trim is not below the count of values, or trim is not a non-negative integer.
 */
export function trimmedMean(values: number[], trim: number): number {
  if (!values.length) return NaN;
  if (!Number.isInteger(trim) || trim < 0 || 2 * trim >= values.length) throw new RangeError(`cannot trim ${trim} from each end of ${values.length} values`);
  const s = [...values].sort((a, b) => a - b);
  let sum = 0;
  for (let i = trim; i < s.length - trim; i++) sum += s[i]!;
  return sum / (s.length - 2 * trim);
}

/** Elementwise median of equally long arrays (h entries each). */
export function elementwiseMedian(arrays: readonly Float64Array[]): Float64Array {
  const h = arrays[0]?.length ?? 0;
  return Float64Array.from({ length: h }, (_, t) => median(arrays.map((a) => a[t]!)));
}

/**
 * SCUM's forecast with its bounds from member forecasts that carry bounds: the elementwise medians of the
 * points, lower and upper 80 % and 95 % bounds (Petropoulos & Svetunkov 2020, §2).
 * @throws RangeError when no member is given.
 */
export function scumBands(members: readonly BandedForecast[]): BandedForecast {
  if (!members.length) throw new RangeError('SCUM needs at least one member forecast');
  const of = (k: keyof BandedForecast) => elementwiseMedian(members.map((f) => f[k]));
  return { point: of('point'), lower80: of('lower80'), upper80: of('upper80'), lower95: of('lower95'), upper95: of('upper95') };
}

/** Fits every member; null unless all four give finite forecasts with bounds (SCUM is the median of all four). */
function memberBands(y: Float64Array, h: number, ctx: SeasonContext): BandedForecast[] | null {
  const out: BandedForecast[] = [];
  for (const m of SCUM_MEMBERS) {
    const f = m.bands!(y, h, ctx);
    if (!f) return null;
    out.push(f);
  }
  return out;
}

/**
 * SCUM as a stand-alone forecaster model (`scum`): the median of the four members' point forecasts; null
 * when any member cannot fit (e.g. too short a series). Slow: it fits all four models.
 */
export const scumModel: Model = {
  name: 'scum',
  slow: true,
  forecast(y, h, ctx) {
    return scumModel.bands!(y, h, ctx)?.point ?? null;
  },
  /** SCUM's point forecasts with the median of the members' bounds (`scumBands`). */
  bands(y, h, ctx) {
    const members = memberBands(y, h, ctx);
    return members ? scumBands(members) : null;
  },
};
