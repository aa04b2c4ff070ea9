/** The report's `counter_narratives`: the stories opposed agents carry, by their strongest concern, with a suggested response. */
import { capitalize, format } from '../i18n/index.js';
import { COHORTS } from '../population/sample.js';
import { MECHANISMS } from '../text/lexicon.js';
import { NO_CONCERN } from '../simulation/dynamics.js';
import { REPORT, STANCE } from '../constants.js';
import type { CounterNarrative } from '../types.js';
import type { Catalog, ReportInputs, TextVars } from './context.js';
import { r3 } from './format.js';

/**
 * Up to REPORT.narratives (3) narratives, one per mechanism, carried by at least 1 % of all agents (aware,
 * opposed, with that mechanism as their strongest concern; mean over replicates), largest
 * `reach` first; `carried_by` names the two cohorts with most such agents.
 */
export function buildCounterNarratives(inp: ReportInputs, cat: Catalog, vars: TextVars): CounterNarrative[] {
  const { base, worlds } = inp;
  const counts = new Float64Array(MECHANISMS.length);
  const byCohort = MECHANISMS.map(() => new Float64Array(COHORTS.length));
  base.states.forEach((s, r) => {
    const pop = worlds[r]!.population;
    for (let i = 0; i < pop.n; i++) {
      if (!s.aware[i] || s.stance[i]! >= -STANCE.supportAt || s.concern[i] === NO_CONCERN) continue;
      counts[s.concern[i]!]! += 1 / pop.n / base.states.length;
      byCohort[s.concern[i]!]![pop.cohort[i]!]! += 1;
    }
  });
  return MECHANISMS.map((m, k) => ({ m, k, reach: counts[k]! }))
    .filter((x) => x.reach >= REPORT.narrativeMinReach)
    .sort((a, b) => b.reach - a.reach || a.k - b.k)
    .slice(0, REPORT.narratives)
    .map(({ m, k, reach }) => {
      const cn = cat.counter_narratives[m]!;
      const carried = COHORTS.map((id, c) => ({ id, v: byCohort[k]![c]! }))
        .filter((x) => x.v > 0)
        .sort((a, b) => b.v - a.v)
        .slice(0, REPORT.narrativeCohorts)
        .map((x) => cat.cohorts[x.id]);
      return {
        // Only a narrative that opens with the actor capitalises it ("…time to leave the organisation.").
        narrative: format(cn.narrative, vars).replace(/^(["“«¿¡]*)(\p{Ll})/u, (_, q: string, c: string) => q + c.toUpperCase()),
        mechanism: cat.mechanisms[m]!,
        carried_by: carried,
        reach: r3(reach),
        suggested_response: capitalize(format(cn.response, vars)),
      };
    });
}
