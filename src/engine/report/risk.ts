/**
 * Risk score (0–100): a documented, monotone map of simulated outcomes (docs/engine.md step 6).
 * Each component is in [0, 1] and can only raise the score:
 *
 *   reach_opposed  share of all agents who are aware and opposed at the last round, saturating at 50 %
 *   intensity      share of aware agents strongly opposed (stance < −0.6)
 *   breadth        share of cohorts (≥ 1 % of people) whose net stance is below −0.2
 *   persistence    last-round opposition / peak opposition, times reach_opposed (backlash that does not fade)
 *
 *   raw  = 0.45 · reach_opposed + 0.25 · intensity + 0.2 · breadth + 0.1 · persistence
 *   risk = 100 · raw^γ   (γ calibrated, calibration.ts; monotone, so the order never changes)
 *
 * Weights, saturation and level cuts are in constants.ts (`RISK`); γ is fitted on real cases
 * (docs/engine.md "Calibration"); levels cut at 25 / 50 / 75.
 */
import type { RoundMetrics } from '../simulation/dynamics.js';
import { clamp } from '../stats.js';
import { RISK } from '../constants.js';

const RISK_WEIGHTS = RISK.weights;

/** The components of one replicate's risk, each in [0, 1]. */
export type RiskComponents = Record<keyof typeof RISK_WEIGHTS, number>;

/** Components of the risk from a replicate's rounds. */
export function riskComponents(rounds: RoundMetrics[], cohortShare: Float64Array): RiskComponents {
  const last = rounds[rounds.length - 1]!;
  const opposedReach = (m: RoundMetrics) => m.aware * m.oppose;
  const reach = Math.min(1, opposedReach(last) / RISK.reachSaturation);
  let peak = 0;
  for (const r of rounds) peak = Math.max(peak, opposedReach(r));
  let breadthNum = 0;
  let breadthDen = 0;
  for (let c = 0; c < cohortShare.length; c++) {
    if (cohortShare[c]! < RISK.minCohortShare) continue;
    breadthDen++;
    if (last.cohortAware[c]! > 0 && last.cohortSupport[c]! - last.cohortOppose[c]! < RISK.breadthNet) breadthNum++;
  }
  return {
    reach_opposed: reach,
    intensity: last.strongOppose,
    breadth: breadthDen ? breadthNum / breadthDen : 0,
    persistence: peak > 0 ? (opposedReach(last) / peak) * reach : 0,
  };
}

/**
 * Risk 0–100 from components (unrounded, so counterfactual differences stay precise), through
 * the calibrated monotone curve 100·(raw)^γ (γ = 1: the weighted sum itself).
 */
export function riskValue(c: RiskComponents, curve = 1): number {
  let v = 0;
  for (const k of Object.keys(RISK_WEIGHTS) as (keyof RiskComponents)[]) v += RISK_WEIGHTS[k] * c[k];
  return 100 * Math.pow(clamp(v, 0, 1), curve);
}

/** Level of a risk value (0–100): low below 25, moderate below 50, high below 75, else severe. */
export function riskLevel(value: number): 'low' | 'moderate' | 'high' | 'severe' {
  const cut = RISK.levelCuts;
  return value < cut.moderate ? 'low' : value < cut.high ? 'moderate' : value < cut.severe ? 'high' : 'severe';
}
