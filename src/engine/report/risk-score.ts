/** The report's `risk_score` (docs/engine.md step 6): mean risk over replicates, its level, 80 % range and components. */
import { mean, quantile } from '../stats.js';
import type { EnsembleOutcome } from '../simulation/ensemble.js';
import type { RiskDriver, RiskScore } from '../types.js';
import { r3 } from './format.js';
import { riskLevel } from './risk.js';

/**
 * `risk_score` of the base run: `value` (0–100, rounded), `level` (cut at 25/50/75),
 * `interval_80` (10th and 90th percentile over replicates), `components` (each in [0, 1], mean
 * over replicates; report/risk.ts) and the given `drivers`.
 */
export function buildRiskScore(base: EnsembleOutcome, drivers: RiskDriver[]): RiskScore {
  const value = Math.round(mean(base.risk));
  return {
    value,
    level: riskLevel(value),
    interval_80: [Math.round(quantile(base.risk, 0.1)), Math.round(quantile(base.risk, 0.9))],
    components: Object.fromEntries(
      Object.keys(base.components[0] ?? {}).map((k) => [k, r3(mean(base.components.map((c) => c[k as keyof typeof c])))]),
    ),
    drivers,
  };
}
