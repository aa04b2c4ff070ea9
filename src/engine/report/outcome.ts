/**
 * Reading ensemble outcomes: means over replicates of per-replicate figures, opposed reach, and
 * the risk difference between two runs on the same worlds (common random numbers, so the
 * difference is the lever's effect; docs/engine.md step 5).
 */
import { mean } from '../stats.js';
import type { EnsembleOutcome } from '../simulation/ensemble.js';

/** Rounds of one replicate, as the ensemble records them. */
export type ReplicateRounds = EnsembleOutcome['rounds'][number];

/** Mean over replicates of `f(rounds of replicate r, r)`. */
export function over(outcome: EnsembleOutcome, f: (rounds: ReplicateRounds, r: number) => number): number {
  return mean(outcome.rounds.map((rounds, r) => f(rounds, r)));
}

/**
 * Share of people aware of the plan and opposed to it at round index `round` (0-based), mean
 * over replicates, in [0, 1]; of everyone, or of cohort index `cohort` (COHORTS order).
 */
export function opposedReach(o: EnsembleOutcome, round: number, cohort?: number): number {
  return over(o, (rounds) => {
    const m = rounds[round]!;
    return cohort === undefined ? m.aware * m.oppose : m.cohortAware[cohort]! * m.cohortOppose[cohort]!;
  });
}

/** Mean over replicates of risk(a) − risk(b), in risk points (0–100 scale); replicate r of each run shares its world. */
export function meanRiskDifference(a: EnsembleOutcome, b: EnsembleOutcome): number {
  return mean(a.risk.map((r, i) => r - b.risk[i]!));
}
