/**
 * Fusion (issue 4 item 4; docs/decisions.md "Which people a series measures", "Combined confidence"): the simulation's predicted shift among the people a
 * series measures adjusts the statistical baseline into `scenario_adjusted`, and the report's
 * confidence combines simulation agreement with forecast skill (`confidence_basis`).
 */
import { FREQUENCY_TABLE } from '../../contracts/limits.js';
import { FORECAST_ELASTICITY } from '../population/priors.js';
import { medianSpacingMs } from '../forecast/frequency.js';
import { mean, round } from '../stats.js';
import { CONFIDENCE } from '../constants.js';
import { catalog, format } from '../i18n/index.js';
import type { Lang } from '../../contracts/limits.js';
import type { SeriesForecast } from '../forecast/forecaster.js';
import type { SeriesInput } from '../forecast/series.js';
import type { Frequency } from '../forecast/frequency.js';

/** Who a series measures and which way it moves with backlash. */
export interface Audience {
  audience: 'customers';
  /** +1: falls with opposition (sales, sign-ups); −1: rises with it (churn, complaints). */
  direction: 1 | -1;
  matched: string | null;
}

const RISES_WITH_BACKLASH = /\b(churn\w*|cancel\w*|complaints?|refunds?|returns?|unsubscrib\w*|tickets?|attrition|uninstall\w*|deletions?)\b/i;
const CUSTOMER_MEASURES = /\b(sales|revenue|orders?|bookings?|subscri\w*|sign[- ]?ups?|signups|users?|visits?|visitors?|traffic|downloads?|installs?|members?\w*|transactions?|units|demand|customers?|purchases?|ridership|footfall)\b/i;

/**
 * The audience of a series from its name and unit: customers in every case (the actor's
 * customers are who such series count); churn-like names rise with backlash. Documented in
 * docs/engine.md.
 */
export function audienceOf(series: Pick<SeriesInput, 'name' | 'unit'>): Audience {
  const text = `${series.name} ${series.unit ?? ''}`;
  const rising = RISES_WITH_BACKLASH.exec(text);
  if (rising) return { audience: 'customers', direction: -1, matched: rising[0] };
  const measure = CUSTOMER_MEASURES.exec(text);
  return { audience: 'customers', direction: 1, matched: measure ? measure[0] : null };
}

/** The simulated shift among customers: awareness × net stance, mean and 80 % range over replicates. */
export interface CustomerShift {
  mean: number;
  p10: number;
  p90: number;
}

const SECONDS_PER_DAY = 86_400;

/**
 * Timestamps of the h forecast steps after the last input timestamp: calendar months for
 * monthly, quarterly and yearly data (FREQUENCY_TABLE `months`), else the median input spacing.
 * Null when the input had fewer than two timestamps.
 */
function futureTimestamps(series: SeriesInput, h: number): string[] | null {
  const ts = series.timestamps;
  if (!ts || ts.length < 2) return null;
  const last = new Date(Date.parse(ts[ts.length - 1]!));
  const months = FREQUENCY_TABLE[series.frequency].months;
  const gap = medianSpacingMs(ts)!;
  return Array.from({ length: h }, (_, j) => {
    if (months) {
      const d = new Date(last);
      d.setUTCMonth(d.getUTCMonth() + months * (j + 1));
      return d.toISOString();
    }
    return new Date(last.getTime() + gap * (j + 1)).toISOString();
  });
}

/** 80 % and 95 % intervals: one [lower, upper] pair per forecast step, in the series' unit. */
export interface ForecastIntervals {
  '80': [number, number][];
  '95': [number, number][];
}

/** How the simulation moves a series (docs/decisions.md "Which people a series measures"). */
export interface ScenarioEffect {
  /** Who the series counts: the actor's customers. */
  audience: 'customers';
  /** `falls_with_opposition` (sales, sign-ups) or `rises_with_opposition` (churn, complaints). */
  direction: string;
  /** The word of the name or unit that decided the direction, or null. */
  matched_term: string | null;
  /** Customers' awareness × net stance at the last round, mean over replicates, in [−1, 1]. */
  customer_net_stance: number;
  /** Its 10th and 90th percentile over replicates. */
  customer_net_stance_80: number[];
  /** ε: relative change of the series per unit of customer net stance (population/priors.ts). */
  elasticity: number;
  /** [low, high] ε carried into the adjusted intervals. */
  elasticity_range: number[];
  /** Days over which the effect builds up to full size. */
  ramp_days: number;
  /** Full effect on the series, percent (± direction × ε × customer net stance × 100). */
  full_effect_pct: number;
  /** Where ε comes from. */
  source: string;
}

/** One entry of `quantitative_forecasts`: the baseline forecast, its backtest, and the scenario-adjusted forecast. */
export interface QuantitativeForecast {
  name: string;
  unit: string | null;
  frequency: Frequency;
  /** Steps forecast. */
  horizon: number;
  /** Chosen method (forecast/forecaster.ts `SeriesForecast.model`). */
  model: string;
  /** ISO-8601 time of each step; present when the input had timestamps. */
  timestamps?: string[] | undefined;
  /** Baseline point forecasts, 4 decimals, in the series' unit. */
  point: number[];
  intervals: ForecastIntervals;
  /** The baseline moved by the simulated customer reaction. */
  scenario_adjusted: { point: number[]; intervals: ForecastIntervals; effect: ScenarioEffect };
  /** Rolling-origin backtest of the chosen method, figures to 4 decimals; null figures when the series was too short. */
  backtest: SeriesForecast['backtest'];
}

/** `confidence_basis`: how the report's confidence combines simulation and forecast (docs/decisions.md "Combined confidence"). */
export interface ConfidenceBasis {
  /** The combined confidence in [0, 1], 2 decimals; also the report's `confidence.value`. */
  value: number;
  /** The simulation's own confidence and its weight. */
  simulation: { value: number; weight: number; basis: string };
  /** Forecast skill in (0, 1] (2 decimals), its weight, and each series' backtest MASE. */
  forecast: { value: number; weight: number; basis: string; backtest_mase: (number | null)[] };
  /** The formula, in words. */
  method: string;
}

/** Forecast figures carry 4 decimals. */
const r = (x: number) => round(x, 4);
const pairs = (lo: Float64Array, hi: Float64Array) => Array.from(lo, (l, j) => [r(l), r(hi[j]!)] as [number, number]);

/**
 * One entry of `quantitative_forecasts`: the forecast of `series` moved by the customer shift,
 * `baseline × (1 ± ε × shift × ramp)`; the adjusted intervals span both the ε range and the
 * shift's 80 % range (docs/decisions.md "Which people a series measures").
 */
export function fuseForecast(series: SeriesInput, fc: SeriesForecast, shift: CustomerShift): QuantitativeForecast {
  const aud = audienceOf(series);
  const h = fc.point.length;
  const e = FORECAST_ELASTICITY;
  const point = new Float64Array(h);
  const lo80 = new Float64Array(h);
  const hi80 = new Float64Array(h);
  const lo95 = new Float64Array(h);
  const hi95 = new Float64Array(h);
  for (let j = 0; j < h; j++) {
    const ramp = Math.min(1, ((j + 1) * FREQUENCY_TABLE[series.frequency].seconds) / SECONDS_PER_DAY / e.rampDays);
    const factor = (eps: number, s: number) => 1 + aud.direction * eps * s * ramp;
    const candidates = [e.low, e.high].flatMap((eps) => [shift.p10, shift.p90].map((s) => factor(eps, s)));
    const fLow = Math.max(0, Math.min(...candidates));
    const fHigh = Math.max(...candidates);
    point[j] = fc.point[j]! * Math.max(0, factor(e.value, shift.mean));
    lo80[j] = fc.lower80[j]! * fLow;
    hi80[j] = fc.upper80[j]! * fHigh;
    lo95[j] = fc.lower95[j]! * fLow;
    hi95[j] = fc.upper95[j]! * fHigh;
  }
  const timestamps = futureTimestamps(series, h);
  return {
    name: series.name,
    unit: series.unit,
    frequency: series.frequency,
    horizon: h,
    model: fc.model,
    ...(timestamps ? { timestamps } : {}),
    point: Array.from(fc.point, r),
    intervals: { '80': pairs(fc.lower80, fc.upper80), '95': pairs(fc.lower95, fc.upper95) },
    scenario_adjusted: {
      point: Array.from(point, r),
      intervals: { '80': pairs(lo80, hi80), '95': pairs(lo95, hi95) },
      effect: {
        audience: aud.audience,
        direction: aud.direction === 1 ? 'falls_with_opposition' : 'rises_with_opposition',
        matched_term: aud.matched,
        customer_net_stance: r(shift.mean),
        customer_net_stance_80: [r(shift.p10), r(shift.p90)],
        elasticity: e.value,
        elasticity_range: [e.low, e.high],
        ramp_days: e.rampDays,
        full_effect_pct: r(100 * aud.direction * e.value * shift.mean),
        source: e.source,
      },
    },
    backtest: {
      folds: fc.backtest.folds,
      horizon: fc.backtest.horizon,
      mase: fc.backtest.mase === null ? null : r(fc.backtest.mase),
      smape: fc.backtest.smape === null ? null : r(fc.backtest.smape),
      coverage_80: fc.backtest.coverage_80 === null ? null : r(fc.backtest.coverage_80),
      coverage_95: fc.backtest.coverage_95 === null ? null : r(fc.backtest.coverage_95),
    },
  };
}

/**
 * Forecast skill in (0, 1]: 1 / (1 + backtest MASE) averaged over series (MASE 0 → 1; a
 * seasonal-naive-level MASE of 1 → 0.5); series without a backtest count 0.25.
 */
export function forecastSkill(forecasts: QuantitativeForecast[]): number {
  return mean(forecasts.map((f) => (f.backtest.mase === null ? CONFIDENCE.skillWithoutBacktest : 1 / (1 + f.backtest.mase))));
}

/**
 * `confidence_basis`: the parts, their weights (CONFIDENCE.weights) and the combined value, with
 * the explanations in `lang`.
 * @param simulationConfidence the report's confidence before series, in [0, 1]
 */
export function confidenceBasis(simulationConfidence: number, forecasts: QuantitativeForecast[], lang: Lang): ConfidenceBasis {
  const skill = forecastSkill(forecasts);
  const w = CONFIDENCE.weights;
  const text = catalog(lang).confidence_basis;
  return {
    value: round(w.simulation * simulationConfidence + w.forecast * skill, 2),
    simulation: { value: simulationConfidence, weight: w.simulation, basis: text.simulation },
    forecast: {
      value: round(skill, 2),
      weight: w.forecast,
      basis: text.forecast,
      backtest_mase: forecasts.map((f) => f.backtest.mase),
    },
    method: format(text.method, w),
  };
}
