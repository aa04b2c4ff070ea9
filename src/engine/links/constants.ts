/**
 * Figures of the cross-analysis and the Decision Tiebreaker (docs/decisions.md "Issue 23").
 * ASSUMPTION-marked figures are judgement calls, not fitted.
 */
export const LINK = {
  /**
   * Two members are a close call when their mean risks are within this many points (0–100 scale).
   * ASSUMPTION: 3 points is about the width of a default run's 80 % replicate interval (e.g. 83–86),
   * so a smaller gap is within the noise of one run.
   */
  closeCallPoints: 3,
  /** A failure mode counts as present in a member from this risk contribution on, points (the engine's "medium" severity). */
  presentContribution: 4,
  /** A cohort difference is worth a reason in ranked mode from this net-stance gap on (0.1 = 10 points of the cohort). */
  cohortReasonGap: 0.1,
  /** Cohorts listed in `opposition_by_cohort`, largest spread first. */
  cohortsShown: 8,
} as const;

/** The Decision Tiebreaker's extra replicates: more agents and more (new) seeds than the original runs. */
export const TIEBREAKER = {
  /** Agents per replicate = this × the member's original, at most AGENTS.max (src/contracts/limits.ts). */
  agentFactor: 2,
  /** Replicate worlds per member (the original runs have 8 by default). */
  replicates: 32,
  /**
   * Added to the member's seed (mod 2^31) so that the tiebreaker's worlds are new draws, not the
   * original ones again. ASSUMPTION: any fixed offset works; a prime keeps it away from small seeds users pick.
   */
  seedOffset: 1_000_003,
} as const;
