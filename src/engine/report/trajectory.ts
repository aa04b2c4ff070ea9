/** The report's `sentiment_trajectory`: per-round sentiment and stance shares, the shape of the opposition curve, and per-cohort net sentiment. */
import { format } from '../i18n/index.js';
import { COHORTS } from '../population/sample.js';
import { mean, quantile } from '../stats.js';
import type { SentimentTrajectory, TrajectoryPoint } from '../types.js';
import { REPORT } from '../constants.js';
import type { Catalog, ReportInputs } from './context.js';
import { r3 } from './format.js';
import { opposedReach, over } from './outcome.js';

/** Label of round index `t` (0-based): the catalog's name for the first rounds, else "Round n". */
function roundLabel(cat: Catalog, t: number): string {
  return cat.rounds[t] ?? format(cat.round_later, { n: t + 1 });
}

/**
 * Trajectory of the base run. Per round: mean stance of aware agents in [−1, 1] with its 80 %
 * range over replicates, stance shares of the aware, awareness and posts per agent. Shape:
 * `muted` when opposed reach (aware × opposed) never reaches 8 %; otherwise, from the opposed share
 * of those aware per round, `spike_and_recover` when it ends below 85 % of its peak, `building`
 * when it never falls and ends above 1.2× the first round, else `persistent`.
 */
export function buildTrajectory(inp: ReportInputs, cat: Catalog): SentimentTrajectory {
  const { base, input } = inp;
  const rounds: TrajectoryPoint[] = Array.from({ length: input.nRounds }, (_, t) => {
    const nets = base.rounds.map((r) => r[t]!.meanStance);
    return {
      round: t + 1,
      label: roundLabel(cat, t),
      net_sentiment: r3(mean(nets)),
      net_sentiment_80: [r3(quantile(nets, 0.1)), r3(quantile(nets, 0.9))] as [number, number],
      support: r3(over(base, (r) => r[t]!.support)),
      neutral: r3(over(base, (r) => r[t]!.neutral)),
      oppose: r3(over(base, (r) => r[t]!.oppose)),
      awareness: r3(over(base, (r) => r[t]!.aware)),
      posts_per_agent: r3(over(base, (r) => r[t]!.posts)),
    };
  });
  const reach = rounds.map((_, t) => opposedReach(base, t));
  // Muted is judged on how many people end up opposed; the other shapes on the opposed share of
  // those aware, so that awareness spreading alone does not read as opposition building.
  const share = rounds.map((r) => r.oppose);
  const peak = Math.max(...share);
  const end = share[share.length - 1]!;
  let shape: SentimentTrajectory['shape'];
  if (Math.max(...reach) < REPORT.mutedPeak) shape = 'muted';
  else if (end < REPORT.recoveredShare * peak) shape = 'spike_and_recover';
  else if (share.every((v, i) => i === 0 || v >= share[i - 1]! - 1e-9) && end > REPORT.buildingGrowth * share[0]!) shape = 'building';
  else shape = 'persistent';
  return {
    shape,
    description: cat.trajectory[shape]!,
    rounds,
    by_cohort: COHORTS.map((id, c) => ({
      cohort: id,
      net_sentiment: rounds.map((_, t) => r3(over(base, (r) => r[t]!.cohortMean[c]!))),
    })),
  };
}
