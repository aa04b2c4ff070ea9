/**
 * Synthetic quotes (issue 21 item 2; each marked `synthetic: true`) from a typed grammar over the
 * change frames (i18n/grammar.ts `quotes`): a first sentence (hook) that names the main change —
 * its object with its article, its numbers from→to or its size, written by Intl.NumberFormat in the
 * report's language (report/phrases.ts) — chosen by stance, by the change's wording family and by
 * whether the change lands on the speaker; then a second sentence in the speaker's voice: the
 * concern that moves them (their strongest mechanism), what a person of that kind does next by the
 * actor's type (residents vote, fans renew, parents ask, donors give, viewers switch off), their age
 * where money is concerned, and their politics when they speak as members of the public.
 *
 * A cohort's three quotes are shared among the stances of its aware members in proportion to each
 * stance's share (largest remainder), so a stance held by a few is not voiced as often as one held
 * by most. A speaker in a group the text exempts (over-65s, low incomes, children) speaks as
 * someone spared, not as someone who pays. No line is used twice in a report. Drawn from their own
 * seeded stream (`quotes`, seed, cohort), so quotes never shift other draws.
 */
import { Rng } from '../rng.js';
import { format, sentenceCase, capitalize } from '../i18n/index.js';
import { shortenRepeats } from './repeats.js';
import { AGE, ROLES } from '../population/priors.js';
import { MECHANISMS } from '../text/lexicon.js';
import { NO_CONCERN } from '../simulation/dynamics.js';
import { ROLE } from '../population/sample.js';
import { REPORT, STANCE } from '../constants.js';
import type { Quote } from '../types.js';
import type { Catalog, ReportInputs } from './context.js';
import { deniedCue, familyOf, isGain, voiceType, type VoiceType } from './playbook.js';
import { exemptedInText, SPARED_AGE_BAND } from '../text/exemptions.js';
import { filled, wordVars } from './mitigations.js';
import { mainChangeWords, type ChangeWords } from './phrases.js';

const STANCES = ['oppose', 'neutral', 'support'] as const;

/** The last three words of a sentence, folded, to tell two sentences that end alike. */
function tail(sentence: string): string {
  return sentence.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').trim().split(/\s+/).slice(-3).join(' ');
}

/** Concerns a speaker the change does not land on voices in the first person (the rest are about paying or losing). */
const OBSERVER_CONCERNS = new Set(['fairness', 'harm', 'identity', 'privacy']);

/** ASSUMPTION: a member of the public with ideology beyond ±0.3 speaks for their side on a charge, a cut or a rule. */
const IDEOLOGY_VOICE = 0.3;

/**
 * Names of places of higher education, English and Spanish: their students are adults. An actor named
 * otherwise (a school, an academy, an instituto, a district) teaches minors, and the population is 18+
 * (population/sample.ts), so its youngest speakers are former pupils, not students.
 */
const HIGHER_EDUCATION = /\b(?:universit(?:y|ies)|college|polytechnic|institute of technology|universidad(?:es)?|facultad|escuela (?:t[eé]cnica )?superior|polit[eé]cnic[ao])\b/i;

/** What every cohort's quotes share: the main change's words and family, the actor's voice, the groups the text spares. */
export interface QuoteContext {
  vars: Record<string, string>;
  family: string;
  voice: VoiceType;
  /** Age bands (AGE order) and low income the text spares. */
  sparedAges: number[];
  sparedLowIncome: boolean;
  reasoned: boolean;
  mainType: string;
  /** A school that is not a university or college: its pupils are minors, so a young adult speaks as a former pupil. */
  pupils: boolean;
  /** The text names no actor: quotes do not address "the organisation" by name ("…, {actor}." loses its vocative). */
  unnamed?: boolean;
  /**
   * The text rules out leaving without a cost (a relief sentence read with the `exit` cue, negated:
   * "early termination charges will apply as normal"; docs/corpus.md "Cues"): those who lose speak of being
   * locked in, not of leaving.
   */
  lockedIn?: boolean;
  /**
   * The text speaks of something people renew (a subscription, a membership, a contract, a season
   * ticket): only then does a customer threaten not to renew (blind read 20: "my last renewal" said of a
   * free plan and of a bus route).
   */
  renews?: boolean;
}

/** Words of something renewed (English and Spanish). */
const RENEWED = /\b(renew\w*|subscri\w*|membership|memberships|contract|contracts|season tickets?|renov\w*|suscrip\w*|abonad\w*|abonos?|contratos?|permanencia|cuotas?)\b/iu;

/** A quote line with its slots filled; without the closing vocative (", {actor}.") when the actor is unnamed. */
function say(tpl: string, vars: Record<string, string>, unnamed: boolean | undefined): string {
  return format(unnamed ? tpl.replace(/,\s*\{actor\}(?=[.!?])/g, '') : tpl, vars);
}

/** The quote context of a report. */
export function quoteContext(inp: ReportInputs, words: ChangeWords[], actor: string): QuoteContext {
  const f = inp.features;
  const k = Math.max(0, f.changes.findIndex((c) => c.type === f.mainChange));
  const w = mainChangeWords(f, words);
  const spared = exemptedInText(f).map((x) => x.group);
  return {
    vars: w ? wordVars(w, actor) : { actor },
    family: w ? familyOf(w.type, isGain(f, k)) : 'other',
    voice: voiceType(f),
    sparedAges: [...(spared.includes('older') ? [SPARED_AGE_BAND.older] : []), ...(spared.includes('young') ? [SPARED_AGE_BAND.young] : [])],
    sparedLowIncome: spared.includes('low_income'),
    reasoned: f.understanding.framing.justification.present,
    mainType: w?.type ?? '',
    pupils: voiceType(f) === 'school' && !HIGHER_EDUCATION.test(f.actor ?? ''),
    unnamed: !f.actor,
    lockedIn: deniedCue(f, 'exit') !== null,
    renews: RENEWED.test(f.text),
  };
}

/**
 * Slots per stance for `n` quotes by largest remainder over `counts` (ties to the earlier stance);
 * a stance with no member gets none, and one marked in `tooFew` no leftover slot (those go to the
 * next remainders, else to the largest stance).
 */
export function proportionalSlots(counts: number[], n: number, tooFew: readonly boolean[] = []): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const quota = counts.map((c) => (c / total) * n);
  const slots = quota.map(Math.floor);
  let left = n - slots.reduce((a, b) => a + b, 0);
  const order = quota.map((q, i) => ({ i, r: q - Math.floor(q) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (counts[i]! > 0 && !tooFew[i]) {
      slots[i]!++;
      left--;
    }
  }
  if (left > 0) slots[counts.indexOf(Math.max(...counts))]! += left;
  return slots;
}

/** The catalog's lines under the first of `keys` that has any whose slots are all filled. */
function lines(cat: Catalog, keys: string[], vars: Record<string, string>): string[] {
  for (const k of keys) {
    const l = (cat.grammar.quotes[k] ?? []).filter((t) => filled(t, vars));
    if (l.length) return l;
  }
  return [];
}

/**
 * Up to REPORT.quotesPerCohort distinct quotes from agents of cohort index `c` (aware agents
 * preferred: they are the ones talking). `usedInReport` carries the lines other cohorts voiced;
 * `reported` the cohort's stance shares as the report gives them (oppose, neutral, support).
 */
export function buildQuotes(inp: ReportInputs, c: number, cat: Catalog, ctx: QuoteContext, usedInReport: Set<string> = new Set(), reported?: readonly [number, number, number]): Quote[] {
  const { worlds, base, input } = inp;
  const rng = new Rng('quotes', input.seed, c);
  const pop = worlds[0]!.population;
  const state = base.states[0]!;
  const buckets: number[][] = [[], [], []];
  for (let i = 0; i < pop.n; i++) {
    if (pop.cohort[i] !== c) continue;
    const x = state.stance[i]!;
    buckets[x < -STANCE.supportAt ? 0 : x > STANCE.supportAt ? 2 : 1]!.push(i);
  }
  for (const b of buckets) b.sort((a, z) => state.aware[z]! - state.aware[a]! || a - z);
  // Shares among those who heard of it (everyone when nobody did).
  const aware = buckets.map((b) => b.filter((i) => state.aware[i]).length);
  const counts = aware.some((n) => n > 0) ? aware : buckets.map((b) => b.length);
  // A stance the report shows at under REPORT.minQuotedShare (its `stance`, mean over replicates) gets no leftover slot.
  const slots = proportionalSlots(counts, REPORT.quotesPerCohort, reported ? reported.map((s) => s < REPORT.minQuotedShare) : []);
  const quotes: Quote[] = [];
  const taken = new Set<number>();
  for (let b = 0; b < 3; b++) {
    for (let s = 0; s < slots[b]!; s++) {
      const bucket = buckets[b]!.filter((i) => !taken.has(i));
      if (!bucket.length) break;
      const pool = bucket.slice(0, Math.max(1, Math.min(bucket.length, REPORT.quotePool)));
      const agent = pool[rng.int(pool.length)]!;
      taken.add(agent);
      const text = compose(inp, cat, ctx, agent, STANCES[b]!, rng, usedInReport);
      if (!text) continue;
      usedInReport.add(text);
      quotes.push({ text, stance: STANCES[b]!, persona: persona(cat, ctx, pop.role[agent]!, pop.age[agent]!, pop.urban[agent] === 1), synthetic: true });
    }
  }
  return quotes;
}

/** A quote for one agent: a hook and a second sentence not yet used in the report, or '' when every pair is. */
function compose(inp: ReportInputs, cat: Catalog, ctx: QuoteContext, agent: number, stance: (typeof STANCES)[number], rng: Rng, used: Set<string>): string {
  const pop = inp.worlds[0]!.population;
  const state = inp.base.states[0]!;
  const role = pop.role[agent]!;
  const age = pop.age[agent]!;
  const ideology = pop.ideology[agent]!;
  const { family, voice, vars } = ctx;
  const lands = role === ROLE.customer || role === ROLE.partner || (role === ROLE.employee && ctx.mainType === 'jobs_down');
  const exempt = lands && role === ROLE.customer && (ctx.sparedAges.includes(age) || (ctx.sparedLowIncome && pop.income[agent] === 0));
  let hookKeys: string[];
  // A change type with hooks of its own (a restriction of access is no service people "use every week") speaks first.
  if (stance === 'oppose' && exempt) hookKeys = ['hook:exempt', `hook:oppose:${family}:observer`];
  else if (stance === 'oppose' && !lands) hookKeys = [`hook:oppose:${ctx.mainType}:observer`, `hook:oppose:${family}:observer`, `hook:oppose:${family}`, 'hook:oppose:other'];
  else hookKeys = [`hook:${stance}:${ctx.mainType}`, `hook:${stance}:${family}`, `hook:${stance}:other`];
  const hooks = lines(cat, hookKeys, vars);
  const then: string[] = [];
  const add = (key: string) => then.push(...lines(cat, [key], vars));
  if (stance === 'oppose') {
    const concern = state.concern[agent]!;
    const mech = concern === NO_CONCERN ? null : MECHANISMS[concern]!;
    // Those who pay speak of their own loss; others only of what they can judge from outside (unfairness, harm, identity, privacy).
    // Loss and unfairness are about money only when the change is a charge.
    const key = mech && family !== 'charge' && (mech === 'loss' || mech === 'fairness') ? `then:oppose:${mech}:nonprice` : `then:oppose:${mech}`;
    if (mech && ((lands && !exempt) || OBSERVER_CONCERNS.has(mech))) add(key);
    if (lands && !exempt) {
      // A school whose pupils are minors speaks through parents ("Our children…"), not of "students".
      const own = ctx.pupils && cat.grammar.quotes[`then:oppose:${voice}:pupils`] ? `then:oppose:${voice}:pupils` : `then:oppose:${voice}`;
      // Being locked in is said of what people pay ("They put it up and still won't let me leave"): only for a charge.
      add(ctx.lockedIn && family === 'charge' && cat.grammar.quotes['then:oppose:locked_in'] ? 'then:oppose:locked_in' : own);
      if (ctx.renews && !ctx.lockedIn) add(`then:oppose:${voice}:renews`);
      if (family === 'charge' && age === 0) add('then:oppose:young');
      if (family === 'charge' && age === 3) add('then:oppose:older');
    } else if (role === ROLE.employee) add('then:oppose:employee');
    // A council's "investors" are local business and funders, a club's its owners: each speaks of its own stake, not "the brand".
    else if (role === ROLE.investor) add(cat.grammar.quotes[`then:oppose:investor:${voice}`] ? `then:oppose:investor:${voice}` : 'then:oppose:investor');
    else {
      add('then:oppose:observer');
      if (['charge', 'service', 'rule'].includes(family) && ideology < -IDEOLOGY_VOICE) add('then:oppose:progressive');
      if (['charge', 'service', 'rule'].includes(family) && ideology > IDEOLOGY_VOICE) add('then:oppose:conservative');
    }
  } else {
    add(`then:${stance}`);
    if (lands) add(`then:${stance}:${voice}`);
    if (lands && ctx.renews) add(`then:${stance}:${voice}:renews`);
    if (stance === 'support' && ctx.reasoned) add('then:support:reasoned');
  }
  if (!hooks.length) return '';
  const pairs: [string, string][] = [];
  for (const h of hooks) for (const t of then.length ? then : ['']) pairs.push([h, t]);
  const start = rng.int(pairs.length);
  // Walk the pairs from a random start with a step coprime to their number, so the order is varied but every pair is tried.
  const step = coprimeStep(pairs.length, rng);
  for (let k = 0; k < pairs.length; k++) {
    const [h, t] = pairs[(start + k * step) % pairs.length]!;
    // A second sentence the hook already says ("…: the details matter. The details matter.") is no second sentence.
    if (t && h.toLowerCase().includes(t.toLowerCase().replace(/[.!?]$/, ''))) continue;
    // Nor one that ends as the hook ends ("I liked the crest as it was. It was fine as it was.").
    if (t && tail(say(h, vars, ctx.unnamed)) === tail(say(t, vars, ctx.unnamed))) continue;
    const text = shortenRepeats([sentenceCase(say(h, vars, ctx.unnamed)), t ? sentenceCase(say(t, vars, ctx.unnamed)) : ''].filter(Boolean).join(' '), vars.the_object ?? '');
    if (!used.has(text)) return text;
  }
  return '';
}

/** A step in 1..n−1 coprime to n (1 when n ≤ 2). */
function coprimeStep(n: number, rng: Rng): number {
  if (n <= 2) return 1;
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  for (let k = 0; k < 8; k++) {
    const s = 1 + rng.int(n - 1);
    if (gcd(s, n) === 1) return s;
  }
  return 1;
}

/** The persona: role in the actor's voice (a school's student or parent by age, a charity's donor, a broadcaster's viewer), age band, place. */
function persona(cat: Catalog, ctx: QuoteContext, role: number, age: number, urban: boolean): string {
  const label = ROLES.labels[role]!;
  const g = cat.grammar.persona_role;
  // A university's or college's users in their thirties or forties are students too (postgraduate and mature
  // students), not parents (blind read 20: "Parent, 50s: I use the Main Library every week").
  const studentAge = age === 0 || (ctx.voice === 'school' && !ctx.pupils && age === 1);
  const young = studentAge ? (ctx.pupils ? g[`${ctx.voice}:young:pupils`] : undefined) ?? g[`${ctx.voice}:young`] : undefined;
  const voiced = role === ROLE.customer ? young ?? g[ctx.voice] : undefined;
  return capitalize(
    format(cat.personas.format, {
      role: voiced ?? cat.personas.role[label]!,
      age: cat.personas.age[AGE.labels[age]!]!,
      place: cat.personas.place[urban ? 0 : 1]!,
    }),
  );
}
