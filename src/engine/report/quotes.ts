/**
 * Synthetic quotes (each marked `synthetic: true`): agents of a cohort
 * in the first replicate, bucketed by final stance, voice a catalog template for their strongest
 * concern. Drawn from their own seeded stream (`quotes`, seed, cohort), so quotes never shift
 * other draws.
 */
import { Rng } from '../rng.js';
import { capitalize, format, sentenceCase } from '../i18n/index.js';
import { AGE, ROLES } from '../population/priors.js';
import { MECHANISMS } from '../text/lexicon.js';
import { NO_CONCERN } from '../simulation/dynamics.js';
import { ROLE } from '../population/sample.js';
import { REPORT, STANCE } from '../constants.js';
import type { Quote } from '../types.js';
import { mainChangeIsGain, mainChangeIsPriced, type Catalog, type ReportInputs, type TextVars } from './context.js';

const STANCES = ['oppose', 'neutral', 'support'] as const;

/**
 * Up to three distinct quotes from agents of cohort index `c`, spread over the stances present
 * (the most common stance fills the remaining slots); aware agents are preferred, as they are
 * the ones talking. Templates naming `{object}` (or `{pct}`) are skipped when no object (or no
 * stated rise) was read. Opponents the main change lands on also draw from its class's lines.
 * `usedInReport` carries the lines other cohorts already voiced, so the report repeats as few as it can.
 */
export function buildQuotes(inp: ReportInputs, c: number, cat: Catalog, vars: TextVars, usedInReport: Set<string> = new Set()): Quote[] {
  const { worlds, base, input } = inp;
  const rng = new Rng('quotes', input.seed, c);
  const world = worlds[0]!;
  const state = base.states[0]!;
  const pop = world.population;
  const buckets: number[][] = [[], [], []];
  for (let i = 0; i < pop.n; i++) {
    if (pop.cohort[i] !== c) continue;
    const x = state.stance[i]!;
    buckets[x < -STANCE.supportAt ? 0 : x > STANCE.supportAt ? 2 : 1]!.push(i);
  }
  for (const b of buckets) b.sort((a, z) => state.aware[z]! - state.aware[a]! || a - z);
  const total = buckets.reduce((a, b) => a + b.length, 0);
  if (total === 0) return [];
  const order = [0, 1, 2].sort((a, b) => buckets[b]!.length - buckets[a]!.length || a - b);
  const picks: number[] = [];
  // A stance gets a voice only when it is more than a stray agent: at least REPORT.quoteMinShare of the cohort.
  for (const b of order) if (buckets[b]!.length && (picks.length === 0 || buckets[b]!.length >= REPORT.quoteMinShare * total)) picks.push(b);
  while (picks.length < REPORT.quotesPerCohort) picks.push(order[0]!);
  const used = new Set<string>();
  const quotes: Quote[] = [];
  const gain = mainChangeIsGain(inp.features);
  const dropsCause = inp.features.changes.some((c) => c.isCause && c.type.endsWith('_down'));
  const portrays = inp.features.changes.some((c) => c.type === 'portrayal_up');
  // Price and churn words fit only a change in what people pay.
  const priced = mainChangeIsPriced(inp.features);
  const main = inp.features.mainChange;
  const classLines = main ? cat.quotes.oppose[`class_${main}`] : undefined;
  for (const b of picks.slice(0, REPORT.quotesPerCohort)) {
    const bucket = buckets[b]!;
    const pool = bucket.slice(0, Math.max(1, Math.min(bucket.length, REPORT.quotePool)));
    const agent = pool[rng.int(pool.length)]!;
    const stance = STANCES[b]!;
    let templates: string[];
    if (stance === 'oppose') {
      const concern = state.concern[agent]!;
      const mech = concern === NO_CONCERN ? 'none' : MECHANISMS[concern]!;
      const role = pop.role[agent]!;
      // Those the change does not land on speak about it, not as if they paid for it.
      // (On a contested cause the public speaks for its side as a potential customer; staff, owners and commentators speak as observers.)
      const observer = role !== ROLE.customer && role !== ROLE.partner && !(mech === 'identity' && (role === ROLE.non_user || role === ROLE.activist)) && cat.quotes.oppose_observer[mech];
      const nonprice = !priced && (mech === 'loss' || mech === 'fairness') ? cat.quotes.oppose[`${mech}_nonprice`] : undefined;
      // How a campaign shows people is judged by those who see it, whoever they are.
      const portrayal = mech === 'identity' && portrays ? cat.quotes.oppose.class_portrayal_up : undefined;
      templates = portrayal ?? (observer ? observer : mech === 'identity' && dropsCause ? cat.quotes.oppose.identity_drop! : nonprice ?? cat.quotes.oppose[mech]!);
      // Those the main change lands on also say what it does to them, in its own words (a closure, a new fee, a shrunken pack).
      const lands = role === ROLE.customer || role === ROLE.partner || (role === ROLE.employee && main === 'jobs_down');
      if (classLines && lands && mech !== 'identity') templates = [...classLines, ...templates];
    } else {
      const affected = pop.role[agent] === ROLE.customer || pop.role[agent] === ROLE.partner;
      templates = stance === 'support' && gain && affected ? cat.quotes.support_gain : cat.quotes[stance];
      // "… but {actor} explained it well" only where the text gives a reason.
      if (stance === 'support' && templates === cat.quotes.support && inp.features.understanding.framing.justification.present) templates = [...templates, ...cat.quotes.support_reasoned];
    }
    if (!vars.object) templates = templates.filter((t) => !t.includes('{object}'));
    if (!vars.pct) templates = templates.filter((t) => !t.includes('{pct}'));
    let text = '';
    const start = rng.int(templates.length);
    // A line not yet used anywhere in the report; failing that, one not used in this cohort.
    for (const taken of [usedInReport, used]) {
      for (let k = 0; k < templates.length && !text; k++) {
        const candidate = sentenceCase(format(templates[(start + k) % templates.length]!, vars));
        if (!taken.has(candidate) && !used.has(candidate)) text = candidate;
      }
      if (text) break;
    }
    if (!text) continue;
    used.add(text);
    usedInReport.add(text);
    const persona = format(cat.personas.format, {
      role: cat.personas.role[ROLES.labels[pop.role[agent]!]!]!,
      age: cat.personas.age[AGE.labels[pop.age[agent]!]!]!,
      place: cat.personas.place[pop.urban[agent] ? 0 : 1]!,
    });
    quotes.push({ text, stance, persona: capitalize(persona), synthetic: true });
  }
  return quotes;
}
