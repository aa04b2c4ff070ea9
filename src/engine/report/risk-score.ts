/** The report's `risk_score` (docs/engine.md step 6): mean risk over replicates, its level, 80 % range and components. */
import { mean, weightedQuantile } from '../stats.js';
import { CALIBRATION } from '../constants.js';
import { expectedRisk, type ExpectedAnchor } from '../reference/anchor.js';
import type { EnsembleOutcome } from '../simulation/ensemble.js';
import type { RiskDriver, RiskScore } from '../types.js';
import { r3 } from './format.js';
import { riskLevel } from './risk.js';

/**
 * `risk_score` of the base run: `value` (0–100, rounded), `level` (cut at 25/50/75),
 * `interval_80` (10th and 90th percentile), `components` (each in [0, 1], mean over replicates;
 * report/risk.ts) and the given `drivers`.
 * @param expected the expected severity blended into the risk at `severityWeight` (reference/anchor.ts),
 *   or null, stretched by `severityScale`. The interval is over replicates × the network's severities:
 *   each replicate's risk with the expected risk replaced by that of severity k (on the expectation's own
 *   scale: `levels`, the recalibrated k), weighted P(k), so that it carries how unsure the
 *   network is, not only how the replicates differ (which, with the anchors at most 0.9 of the
 *   blend, would give an interval a point wide).
 */
export function buildRiskScore(base: EnsembleOutcome, drivers: RiskDriver[], expected: ExpectedAnchor | null = null, severityWeight = 0, severityScale = 1): RiskScore {
  const value = Math.round(mean(base.risk));
  const values: number[] = [];
  const weights: number[] = [];
  for (const r of base.risk) {
    if (!expected || severityWeight <= 0) {
      values.push(r);
      weights.push(1);
      continue;
    }
    expected.distribution.forEach((p, k) => {
      const level = expected.levels?.[k] ?? k;
      values.push(Math.min(100, Math.max(0, r + severityWeight * (expectedRisk(level, severityScale) - expectedRisk(expected.severity, severityScale)))));
      weights.push(p);
    });
  }
  return {
    value,
    level: riskLevel(value),
    interval_80: [Math.round(weightedQuantile(values, weights, 0.1)), Math.round(weightedQuantile(values, weights, 0.9))],
    components: Object.fromEntries(
      Object.keys(base.components[0] ?? {}).map((k) => [k, r3(mean(base.components.map((c) => c[k as keyof typeof c])))]),
    ),
    drivers,
  };
}
