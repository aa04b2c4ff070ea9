/**
 * Attaching series to a report (docs/decisions.md "Which people a series measures", "Combined
 * confidence"): each series is forecast, moved by the simulated customer shift, and the report's
 * confidence becomes the combined one, all in the report's language.
 */
import { COHORTS } from '../population/sample.js';
import type { EnsembleOutcome, World } from '../simulation/ensemble.js';
import { forecastSeries } from '../forecast/forecaster.js';
import { seasonContext } from '../forecast/frequency.js';
import type { SeriesInput } from '../forecast/series.js';
import { confidenceLabel } from '../report/confidence.js';
import { mean, quantile } from '../stats.js';
import type { Report } from '../types.js';
import { confidenceBasis, fuseForecast, type CustomerShift } from './fuse.js';

/**
 * Customers' awareness × net stance (support − oppose share) at the last round, in [−1, 1]:
 * the customer cohorts (core and price-sensitive, privacy-minded or attached) weighted by their share of the population; mean and 10th
 * and 90th percentile over replicates.
 */
export function customerShift(worlds: World[], base: EnsembleOutcome): CustomerShift {
  const customerCohorts = [COHORTS.indexOf('core_customers'), COHORTS.indexOf('price_sensitive_customers'), COHORTS.indexOf('privacy_minded_customers'), COHORTS.indexOf('attached_customers')];
  const values = base.rounds.map((rounds, r) => {
    const last = rounds[rounds.length - 1]!;
    let num = 0;
    let den = 0;
    for (const c of customerCohorts) {
      const share = worlds[r]!.cohortShare[c]!;
      num += share * last.cohortAware[c]! * (last.cohortSupport[c]! - last.cohortOppose[c]!);
      den += share;
    }
    return den > 0 ? num / den : 0;
  });
  return { mean: mean(values), p10: quantile(values, 0.1), p90: quantile(values, 0.9) };
}

/**
 * The report with `quantitative_forecast(s)` and `confidence_basis` added and `confidence.value`
 * and `label` replaced by the combined confidence; texts in `report.language`.
 * @throws Error when a series has fewer than 3 values (the domain requires 8: src/contracts/limits.ts SERIES).
 */
export function attachForecasts(report: Report, series: SeriesInput[], shift: CustomerShift): Report {
  const forecasts = series.map((s) => {
    const y = Float64Array.from(s.values);
    const fc = forecastSeries(y, s.horizon, seasonContext(s.frequency, y.length, s.seasonLength ?? undefined));
    return fuseForecast(s, fc, shift);
  });
  const basis = confidenceBasis(report.confidence.value, forecasts, report.language);
  const value = basis.value;
  return {
    ...report,
    confidence: { ...report.confidence, value, label: confidenceLabel(value) },
    confidence_basis: basis,
    quantitative_forecast: forecasts[0]!,
    quantitative_forecasts: forecasts,
  };
}
