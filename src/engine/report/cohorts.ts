/** The report's `cohort_breakdowns`: stance, awareness, intensity, top concerns and quotes per cohort at the last round. */
import { COHORTS } from '../population/sample.js';
import { MECHANISMS } from '../text/lexicon.js';
import { mean } from '../stats.js';
import type { CohortBreakdown } from '../types.js';
import { REPORT } from '../constants.js';
import type { Catalog, ReportInputs, TextVars } from './context.js';
import { r3 } from './format.js';
import { over } from './outcome.js';
import { buildQuotes, type QuoteContext } from './quotes.js';
import { format } from '../i18n/index.js';
import type { ChangeWords } from './phrases.js';
import type { ScenarioFeatures } from '../text/features.js';
import type { Mechanism } from '../text/lexicon.js';

/**
 * One breakdown per cohort present in the population (COHORTS order). Shares are of all agents
 * (`share_of_population`, `awareness`) or of the cohort's aware agents (`stance`, `intensity`:
 * strongly opposed), means over replicates, in [0, 1]. `top_concerns`: up to three mechanisms
 * carrying more than 10 % of the cohort's summed pressure, each worded with the change that carries it
 * (`concernOf`).
 * @param words the changes' words (phrases.ts `changeWords`, in `features.changes` order); @param actor the actor as the report names it.
 */
export function buildCohorts(inp: ReportInputs, cat: Catalog, quoteCtx: QuoteContext, words: ChangeWords[], actor: string): CohortBreakdown[] {
  const { base, worlds, input } = inp;
  const lastRound = input.nRounds - 1;
  const out: CohortBreakdown[] = [];
  const usedQuotes = new Set<string>();
  COHORTS.forEach((id, c) => {
    const share = mean(worlds.map((w) => w.cohortShare[c]!));
    if (share <= 0) return;
    const support = over(base, (rounds) => rounds[lastRound]!.cohortSupport[c]!);
    const oppose = over(base, (rounds) => rounds[lastRound]!.cohortOppose[c]!);
    const awareness = over(base, (rounds) => rounds[lastRound]!.cohortAware[c]!);
    const intensity = over(base, (rounds) => rounds[lastRound]!.cohortStrong[c]!);
    const pressure = MECHANISMS.map((m, k) => ({ m, v: mean(base.states.map((s) => s.cohortPressure[c * MECHANISMS.length + k]!)) }));
    const totalPressure = pressure.reduce((a, p) => a + p.v, 0);
    const top_concerns = pressure
      .filter((p) => totalPressure > 0 && p.v / totalPressure > REPORT.concernShare)
      .sort((a, b) => b.v - a.v)
      .slice(0, REPORT.topConcerns)
      .map((p) => concernOf(p.m, inp.features, words, cat, actor));
    out.push({
      cohort: id,
      label: cat.cohorts[id],
      share_of_population: r3(share),
      stance: { support: r3(support), neutral: r3(Math.max(0, 1 - support - oppose)), oppose: r3(oppose), net: r3(support - oppose) },
      awareness: r3(awareness),
      intensity: r3(intensity),
      top_concerns,
      quotes: buildQuotes(inp, c, cat, quoteCtx, usedQuotes, [oppose, 1 - support - oppose, support]),
    });
  });
  return out;
}

/**
 * A concern as a communications director reads it: the mechanism worded with the change that carries
 * it in the text (the main change when it carries the mechanism at all, else the change with the largest
 * share of it, `ScenarioChange.shares`),
 * "Losing out from the rise in the parking charges from £2 to £3.50" rather than "Loss to people
 * affected" (blind read 26: eight cohorts with the same stock concern). The mechanism's label when no
 * change carries it or the change has no words.
 */
export function concernOf(mech: Mechanism, features: Pick<ScenarioFeatures, 'changes' | 'mainChange'>, words: ChangeWords[], cat: Catalog, actor: string): string {
  // The main change names the concern whenever it carries the mechanism at all: a side change with a larger
  // share ("Pupils who use these routes will need to make their own way home") is a consequence of it.
  const main = features.changes.findIndex((c) => c.type === features.mainChange);
  let best = main >= 0 && features.changes[main]!.shares[mech] > 0 ? main : -1;
  if (best < 0) features.changes.forEach((c, k) => {
    if (c.shares[mech] > 0 && (best < 0 || c.shares[mech] > features.changes[best]!.shares[mech])) best = k;
  });
  const w = best >= 0 ? words[best] : undefined;
  const template = cat.concerns[mech];
  return w?.change && template ? format(template, { change: w.change, actor }) : cat.mechanisms[mech]!;
}

/** Cohorts whose net stance is below −0.1, most opposed first. */
export function opposedCohorts(cohorts: CohortBreakdown[]): CohortBreakdown[] {
  return [...cohorts].filter((c) => c.stance.net < REPORT.opposedCohortNet).sort((a, b) => a.stance.net - b.stance.net);
}
