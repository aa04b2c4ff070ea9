/**
 * Comparing members over their replicate distributions: how often each has the lowest risk.
 * Members' replicates are independent draws (different texts, different worlds), so the
 * probability is taken over every combination of one replicate per member, counted exactly
 * without enumerating them: P(i lowest) = mean over i's replicates r of Π_{j≠i} P(X_j > r), with a
 * tie with another member counted as half.
 */
import { mean, stdev } from '../stats.js';

/**
 * Probability that each distribution has the lowest value, in input order; the figures sum to 1
 * for two members (for more, ties between three or more make the sum approximate).
 * @param risks one array of replicate risks per member, each non-empty.
 * @throws Error when a member has no replicates.
 */
export function probabilityBest(risks: readonly (readonly number[])[]): number[] {
  for (const r of risks) if (!r.length) throw new Error('A member has no replicate risks');
  return risks.map((own, i) => {
    let total = 0;
    for (const r of own) {
      let p = 1;
      for (let j = 0; j < risks.length; j++) {
        if (j === i) continue;
        const other = risks[j]!;
        let above = 0;
        for (const x of other) above += x > r ? 1 : x === r ? 0.5 : 0;
        p *= above / other.length;
      }
      total += p;
    }
    return total / own.length;
  });
}

/** Mean and standard deviation of one member's replicate risks. */
export function riskMoments(risks: readonly number[]): { mean: number; sd: number } {
  return { mean: mean(risks), sd: risks.length > 1 ? stdev(risks) : 0 };
}

/** Indexes of the members from the lowest mean risk to the highest (ties: input order). */
export function orderByRisk(means: readonly number[]): number[] {
  return means.map((m, i) => ({ m, i })).sort((a, b) => a.m - b.m || a.i - b.i).map((x) => x.i);
}
