/**
 * Scoring of the forecaster bench (bench/forecast.ts) as M4 scored (Makridakis, Spiliotis &
 * Assimakopoulos, IJF 2020): sMAPE and MASE averaged over series (equal horizons, so also over
 * points), OWA relative to Naive2, coverage as the share of test points inside an interval
 * (bounds included), and MSIS at 95 % (a = 0.05) averaged over series. Pure functions.
 */
import { mase, maseScale, msis, smape } from '../src/engine/forecast/stats.js';

/** M4's miss rate for the 95 % interval's MSIS. */
export const MSIS_ALPHA = 0.05;

/** A method's forecasts for a set: id → h values; intervals and seconds per series where known. */
export interface MethodForecasts {
  point: ReadonlyMap<string, ArrayLike<number>>;
  lower80?: ReadonlyMap<string, ArrayLike<number>>;
  upper80?: ReadonlyMap<string, ArrayLike<number>>;
  lower95?: ReadonlyMap<string, ArrayLike<number>>;
  upper95?: ReadonlyMap<string, ArrayLike<number>>;
  /** Seconds spent per series (CPU or as reported by the source). */
  seconds?: ReadonlyMap<string, number>;
}

/** Scores of one method on the scored series; null where the method has no such output. */
export interface MethodScore {
  smape: number;
  mase: number;
  /** Share of test points inside the 80 % / 95 % interval. */
  cov80: number | null;
  cov95: number | null;
  /** Mean MSIS of the 95 % interval (a = 0.05), scaled like MASE. */
  msis95: number | null;
  /** Mean seconds per series. */
  seconds: number | null;
  series: number;
}

/** The series to score: ids and their training and test parts. */
export interface ScoringData {
  ids: readonly string[];
  train: ReadonlyMap<string, ArrayLike<number>>;
  test: ReadonlyMap<string, ArrayLike<number>>;
  /** MASE period m. */
  m: number;
}

function get<T>(map: ReadonlyMap<string, T>, id: string, what: string): T {
  const v = map.get(id);
  if (v === undefined) throw new Error(`No ${what} for series ${id}`);
  return v;
}

function share(ids: readonly string[], test: ReadonlyMap<string, ArrayLike<number>>, lower?: ReadonlyMap<string, ArrayLike<number>>, upper?: ReadonlyMap<string, ArrayLike<number>>): number | null {
  if (!lower || !upper) return null;
  let inside = 0;
  let points = 0;
  for (const id of ids) {
    const y = get(test, id, 'test part');
    const lo = get(lower, id, 'lower bound');
    const hi = get(upper, id, 'upper bound');
    for (let j = 0; j < y.length; j++) {
      points++;
      if (y[j]! >= lo[j]! && y[j]! <= hi[j]!) inside++;
    }
  }
  return points ? inside / points : null;
}

/**
 * Scores a method on `data.ids`.
 * @throws Error when a series has no forecast (or no bound, when bounds are given).
 */
export function scoreMethod(data: ScoringData, fc: MethodForecasts): MethodScore {
  let s = 0;
  let m = 0;
  let is = 0;
  let secs = 0;
  let timed = 0;
  const intervals = Boolean(fc.lower95 && fc.upper95);
  for (const id of data.ids) {
    const y = get(data.test, id, 'test part');
    const f = get(fc.point, id, 'forecast');
    const scale = maseScale(get(data.train, id, 'training part'), data.m);
    s += smape(y, f);
    m += mase(y, f, scale);
    if (intervals) is += msis(y, get(fc.lower95!, id, 'lower bound'), get(fc.upper95!, id, 'upper bound'), scale, MSIS_ALPHA);
    const t = fc.seconds?.get(id);
    if (t !== undefined) {
      secs += t;
      timed++;
    }
  }
  const n = data.ids.length;
  return {
    smape: n ? s / n : NaN,
    mase: n ? m / n : NaN,
    cov80: share(data.ids, data.test, fc.lower80, fc.upper80),
    cov95: share(data.ids, data.test, fc.lower95, fc.upper95),
    msis95: intervals && n ? is / n : null,
    seconds: timed ? secs / timed : null,
    series: n,
  };
}

/** M4's overall weighted average: ½ (sMAPE / sMAPE of Naive2 + MASE / MASE of Naive2), on the same series. */
export function owa(score: { smape: number; mase: number }, naive2: { smape: number; mase: number }): number {
  return 0.5 * (score.smape / naive2.smape + score.mase / naive2.mase);
}

/** Elementwise median of several forecasts per id (the README's "median3" of the R runs). */
export function elementwiseMedian(forecasts: readonly ReadonlyMap<string, ArrayLike<number>>[]): Map<string, Float64Array> {
  const out = new Map<string, Float64Array>();
  for (const id of forecasts[0]?.keys() ?? []) {
    const rows = forecasts.map((f) => get(f, id, 'forecast'));
    const h = rows[0]!.length;
    const med = new Float64Array(h);
    for (let j = 0; j < h; j++) {
      const v = rows.map((r) => r[j]!).sort((a, b) => a - b);
      const k = v.length;
      med[j] = k % 2 ? v[(k - 1) / 2]! : (v[k / 2 - 1]! + v[k / 2]!) / 2;
    }
    out.set(id, med);
  }
  return out;
}

/** One comparison of the scorer with a published figure. */
export interface Check {
  label: string;
  got: number;
  expected: number;
  ok: boolean;
}

/**
 * Compares a score with a figure published to 3 decimals: ok when they agree after rounding
 * (|got − expected| ≤ 0.0005, plus float slack).
 */
export function check(label: string, got: number, expected: number): Check {
  return { label, got, expected, ok: Math.abs(got - expected) <= 0.0005 + 1e-9 };
}
