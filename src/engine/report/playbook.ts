/**
 * The mitigation playbook (issue 21 item 1): for each announced change, the levers that undo or
 * soften *that* change, chosen by its object class and direction × the actor's type × the group it
 * lands on, each with the simulation knob a counterfactual run turns, the framing cue that means
 * the plan already does it (or rules it out), and the largest effect the literature makes
 * plausible. Data, not code paths: a new class or actor type is a new row.
 *
 * Effect bounds (`maxShare`, the largest share of the risk a lever may be credited with) are
 * sourced where a study measures the lever's effect on reactions to a change; the others are
 * marked ASSUMPTION with the reasoning. A measured effect above the bound is reported at the bound.
 */
import { withChangeScaled, withExemption, withFrame, type Frame, type Levers } from '../simulation/levers.js';
import type { FramingCue } from '../understand/lexicon.js';
import type { ScenarioFeatures } from '../text/features.js';
import type { ChangeFrame } from '../understand/frames.js';
import { LEVERS } from '../constants.js';
import type { TextSpan } from '../types.js';
import { ONTOLOGY } from '../understand/ontology.js';
import { GROUP_ROLES } from '../understand/reading.js';
import { framingCue } from '../reader/read.js';
import { cueProbability } from '../understand/index.js';
import { exemptedInText, SPARED_AGE_BAND } from '../text/exemptions.js';
import { tokenize } from '../reader/tokens.js';

/** The kinds of lever a report can propose. */
export const LEVER_KINDS = ['drop', 'limit', 'delay', 'exempt', 'opt_in', 'keep_old', 'let_leave', 'grandfather', 'compensate', 'consult', 'explain', 'apologise'] as const;
/** One of LEVER_KINDS. */
export type LeverKind = (typeof LEVER_KINDS)[number];

/** Groups an exemption can spare, as the population models them (age band, income band). */
export type ExemptGroup = 'low_income' | 'older' | 'young' | 'low_income_older' | 'young_older';

/** Actor types as the reader reads them (a broadcaster is voiced apart from a company). */
export type VoiceType = 'company' | 'government' | 'sports' | 'nonprofit' | 'school' | 'broadcaster';

/** How a lever is simulated and bounded. */
export interface LeverSpec {
  /**
   * The counterfactual: a framing frame switched on at full strength; the change felt at a share
   * of its weight (`scale`, `null` = half the stated size, see `limitFactor`); or an exemption.
   */
  knob: { frame: Frame } | { scale: number | null } | { exempt: true };
  /** The framing cue that means the plan already does this (asserted) or rules it out (negated); null when none. */
  cue: FramingCue | null;
  /** Largest share of the base risk this lever may be credited with, 0–1. */
  maxShare: number;
  /** Where `maxShare` and the direction of the effect come from. */
  source: string;
}

/** The levers: knob, cue and plausible effect. */
export const LEVER_SPECS: Record<LeverKind, LeverSpec> = {
  drop: {
    knob: { scale: 0 },
    cue: null,
    maxShare: 1,
    source: 'Withdrawing a change removes its whole contribution; no bound beyond the measured effect.',
  },
  limit: {
    knob: { scale: null },
    cue: null,
    maxShare: 0.5,
    source: 'ASSUMPTION: halving a change at most halves the risk it causes (felt size saturates, LEVERS.lossChangeScale; Tversky & Kahneman 1992 diminishing sensitivity).',
  },
  delay: {
    knob: { frame: 'phase_in' },
    cue: 'phase_in',
    maxShare: 0.2,
    source: 'ASSUMPTION: notice lowers the first-day shock but not the loss itself; at most a fifth of the risk.',
  },
  exempt: {
    knob: { exempt: true },
    cue: null,
    maxShare: 0.4,
    source: 'ASSUMPTION: sparing the groups least able to pay removes their share of the opposition and much of the unfairness story (Kahneman, Knetsch & Thaler 1986 on who bears a cost).',
  },
  opt_in: {
    knob: { frame: 'opt_out' },
    cue: 'opt_out',
    maxShare: 0.5,
    source: 'Defaults decide most choices (Johnson & Goldstein 2003, Science 302): opt-in leaves the unwilling untouched; ASSUMPTION: at most half the risk.',
  },
  keep_old: {
    knob: { frame: 'opt_out' },
    cue: 'opt_out',
    maxShare: 0.4,
    source: 'ASSUMPTION: keeping the old option turns an imposed loss into a choice (reactance to forced change, Brehm 1966); at most 40 % of the risk.',
  },
  let_leave: {
    knob: { frame: 'exit' },
    cue: 'exit',
    maxShare: 0.2,
    source:
      'A right to end a contract without cost when its terms change is the law for electronic communications in the EU (Directive (EU) 2018/1972 art. 105(4)); ASSUMPTION: those who leave still lose what they had and those who stay bear the change, so at most half of keep_old, 20 % of the risk.',
  },
  grandfather: {
    knob: { frame: 'grandfathering' },
    cue: 'grandfathering',
    maxShare: 0.4,
    source: 'Existing customers react most to a broken reference price (Anderson & Simester 2010, AER 100(3)); ASSUMPTION: at most 40 % of the risk.',
  },
  compensate: {
    knob: { frame: 'compensation' },
    cue: 'compensation',
    maxShare: 0.35,
    source: 'Loss aversion (λ ≈ 2.25, Tversky & Kahneman 1992): an offset must be about twice the loss to cancel it; ASSUMPTION: at most 35 % of the risk.',
  },
  consult: {
    knob: { frame: 'consultation' },
    cue: 'consultation',
    maxShare: 0.2,
    source: 'Voice raises acceptance of unfavourable outcomes (procedural justice: Thibaut & Walker 1975; Lind & Tyler 1988); ASSUMPTION: at most a fifth of the risk.',
  },
  explain: {
    knob: { frame: 'justification' },
    cue: 'justification',
    maxShare: 0.35,
    source: 'A rise that passes on a real cost is judged fair, one that exploits demand unfair (Kahneman, Knetsch & Thaler 1986, AER 76(4)); ASSUMPTION: at most 35 % of the risk.',
  },
  apologise: {
    knob: { frame: 'apology' },
    cue: 'apology',
    maxShare: 0.15,
    source: 'ASSUMPTION: an apology answers the broken promise but not the loss; at most 15 % of the risk.',
  },
};

/** One row of the playbook: the levers for changes of `types` by actors of `actors` (all when absent). */
export interface PlaybookRule {
  /** `<class>_<direction>` types the row applies to. */
  types: readonly string[];
  actors?: readonly VoiceType[];
  /** Levers in the playbook's order of preference (the report ranks them by measured effect). */
  levers: readonly LeverKind[];
  /** Who an `exempt` lever spares. */
  exempt?: ExemptGroup;
  /**
   * The kind of change the row stands for when its levers need their own wording (`passed_on`: a
   * levy set by law that the actor collects and passes on); the catalog's `<kind>:<wording>` action
   * is then looked up first (report/mitigations.ts).
   */
  wording?: string;
  /** Where the row comes from (practice it follows) or ASSUMPTION. */
  source: string;
}

const CHARGES_UP = ['price_up', 'fee_up'];
const SERVICE_CUTS = ['service_level_down', 'benefit_down', 'size_down', 'access_up'];
const STANCES = ['cause_up', 'cause_down', 'partnership_up', 'partnership_down', 'donation_up', 'donation_down', 'appointment_up', 'appointment_down'];

/** The playbook, first matching row wins (more specific rows first). */
export const PLAYBOOK: readonly PlaybookRule[] = [
  {
    types: CHARGES_UP,
    actors: ['sports'],
    levers: ['limit', 'exempt', 'grandfather', 'delay', 'consult', 'explain'],
    exempt: 'young_older',
    source: 'Concessions for under-18s and over-65s are standard in English football ticketing; fan advisory boards are required of Premier League clubs since 2023 (Fan-Led Review, DCMS 2021).',
  },
  {
    types: CHARGES_UP,
    actors: ['school'],
    levers: ['limit', 'exempt', 'grandfather', 'delay', 'consult', 'explain'],
    exempt: 'low_income',
    source: 'Bursaries for low-income students and fee guarantees for enrolled students are common practice (OfS access and participation plans); ASSUMPTION for their effect.',
  },
  {
    types: [...CHARGES_UP, 'tax_up'],
    actors: ['government'],
    levers: ['limit', 'exempt', 'delay', 'consult', 'explain'],
    exempt: 'low_income_older',
    source: 'Means-tested reductions and pensioner exemptions are the usual relief for local charges and taxes (e.g. council tax reduction schemes); consultation is a duty for many local decisions.',
  },
  {
    types: CHARGES_UP,
    actors: ['nonprofit'],
    levers: ['limit', 'exempt', 'delay', 'consult', 'explain'],
    exempt: 'low_income',
    source: 'ASSUMPTION: a charity serves people who cannot pay more; sparing them and asking supporters first follows its mission.',
  },
  {
    types: CHARGES_UP,
    levers: ['limit', 'grandfather', 'keep_old', 'let_leave', 'exempt', 'compensate', 'delay', 'explain'],
    exempt: 'low_income',
    source: 'Price protection for existing customers (Anderson & Simester 2010), a cheaper tier kept (social tariffs, Ofcom 2023), leaving without cost when the price changes (EU Directive 2018/1972 art. 105(4)), justification (Kahneman, Knetsch & Thaler 1986).',
  },
  {
    // A public body's own taxes are matched above; any other actor collects a levy it does not set.
    types: ['tax_up'],
    levers: ['limit', 'compensate', 'explain', 'consult'],
    wording: 'passed_on',
    source:
      'A levy set by law cannot be cut, delayed or waived by whoever collects it; what a business can do is absorb part of it or give the proceeds back (retailers were expected to give the carrier-bag charge to good causes, Single Use Carrier Bags Charge (England) Order 2015 and DEFRA guidance). ASSUMPTION for the effect.',
  },
  {
    types: ['access_up'],
    actors: ['school'],
    levers: ['limit', 'exempt', 'compensate', 'delay', 'consult', 'explain'],
    exempt: 'low_income',
    source: 'Free home-to-school transport is kept for pupils from low-income families when eligibility is tightened (extended rights, Education Act 1996 s. 508B and Sch. 35B); ASSUMPTION for the effect.',
  },
  {
    types: ['access_up'],
    actors: ['nonprofit'],
    levers: ['limit', 'exempt', 'compensate', 'delay', 'consult', 'explain'],
    exempt: 'low_income',
    source: 'ASSUMPTION: a charity restricting access keeps it for those who cannot pay or go elsewhere, as for its charges.',
  },
  {
    types: ['access_up'],
    actors: ['government'],
    levers: ['limit', 'exempt', 'compensate', 'delay', 'consult', 'explain'],
    exempt: 'low_income_older',
    source: 'Means-tested and age-based relief is the usual exemption from a public restriction that costs people money or a journey (e.g. low-income scrappage and resident exemptions in clean-air zones); ASSUMPTION for the effect.',
  },
  {
    types: ['access_up'],
    levers: ['limit', 'exempt', 'compensate', 'delay', 'consult', 'explain'],
    exempt: 'young_older',
    source: 'ASSUMPTION: a restriction is softened by narrowing it, exempting those with no alternative (concessions for the young and old) and another way in.',
  },
  {
    // A rule on conduct, attendance or dress binds people by what they do, not by age or income: it is
    // softened by exceptions on request, not by exempting an age band.
    types: ['public_rule_up'],
    levers: ['limit', 'keep_old', 'delay', 'consult', 'explain'],
    source:
      'Exceptions on request are how rules are softened in practice: flexible-working requests against attendance rules (Employment Relations (Flexible Working) Act 2023), exemptions for assistance dogs and those who need them in public spaces protection orders (Anti-social Behaviour, Crime and Policing Act 2014, statutory guidance). ASSUMPTION: the effect is that of keep_old.',
  },
  {
    types: ['jobs_down'],
    levers: ['limit', 'compensate', 'delay', 'consult', 'explain'],
    source: 'Consultation of staff representatives is required before collective redundancies (EU Directive 98/59/EC); redeployment and severance above the minimum are the usual support.',
  },
  {
    types: SERVICE_CUTS,
    levers: ['limit', 'keep_old', 'compensate', 'delay', 'consult', 'explain'],
    source: 'ASSUMPTION: a cut is softened by keeping part of it, an alternative for those who relied on it, notice and a hearing.',
  },
  {
    types: ['data_sharing_up'],
    actors: ['government'],
    levers: ['limit', 'delay', 'consult', 'explain'],
    source:
      'A public authority cannot rest its processing on consent (GDPR recital 43; it acts under art. 6(1)(e)), so opt-in is no lever; it limits what it collects to the purpose, keeps it shortest and consults first (GDPR art. 5(1)(b)(c)(e), art. 35 impact assessment; Surveillance Camera Code of Practice, Home Office 2013, principles 1–3 and 6).',
  },
  {
    types: ['data_sharing_up'],
    actors: ['school'],
    levers: ['keep_old', 'limit', 'delay', 'consult', 'explain'],
    source:
      'A school acts mostly under public task (GDPR recital 43); where it uses pupils\' biometric data it must offer a reasonable alternative to those who object (Protection of Freedoms Act 2012 ss. 26–28). Data minimisation (GDPR art. 5(1)(c)).',
  },
  {
    types: ['data_sharing_up'],
    levers: ['opt_in', 'limit', 'delay', 'explain', 'consult'],
    source: 'Consent by opt-in (GDPR art. 6–7) and defaults (Johnson & Goldstein 2003); collecting and sharing no more than the purpose needs (GDPR art. 5(1)(c)) limits the scope.',
  },
  {
    types: ['ai_content_up'],
    levers: ['opt_in', 'limit', 'delay', 'explain', 'consult'],
    source: 'Consent by opt-in (GDPR art. 6–7) and defaults (Johnson & Goldstein 2003); leaving private and unpublished content out limits the scope.',
  },
  {
    types: ['executive_pay_up'],
    levers: ['limit', 'consult', 'explain'],
    source: 'Shareholder say-on-pay votes (UK Companies Act 2006 s. 439A); ASSUMPTION: capping it at the staff rise answers the fairness story.',
  },
  {
    types: ['formula_up', 'brand_identity_up', 'formula_down', 'brand_identity_down'],
    levers: ['keep_old', 'delay', 'consult', 'explain'],
    source: 'Keeping the original on sale answered the New Coke backlash (1985); ASSUMPTION for the rest.',
  },
  {
    types: ['portrayal_up'],
    levers: ['apologise', 'consult', 'explain'],
    source: 'ASSUMPTION: a campaign read as a stereotype is answered by withdrawing it and apologising quickly.',
  },
  {
    types: STANCES,
    levers: ['limit', 'explain', 'consult'],
    source:
      'ASSUMPTION: a stance cannot be compensated or opted out of; the real reason, stated once, and a hearing for those it concerns are the levers, and a gesture kept in part or made voluntary (taking part left to each player, employee or member, as leagues have left rainbow laces and armbands to players) halves it at most, as `limit` does.',
  },
  {
    types: ['other_up', 'other_down'],
    levers: ['delay', 'consult', 'explain'],
    source: 'ASSUMPTION: an unlisted change gets the generic levers; not "about half" of it, since nothing says it divides (blind read 15: half of a club\'s relocation).',
  },
];

/** A lever proposed for one change, before it is measured. */
export interface LeverCandidate {
  kind: LeverKind;
  /** Index of the change in `features.changes` (and `understanding.frames`). */
  change: number;
  /** Key of its counterfactual run (levers that turn the same knob the same way share one run). */
  runKey: string;
  /** The group an exemption spares (only for `exempt`). */
  exempt?: ExemptGroup;
  /** The text already does this: measured by switching it off (its cue set to 0). */
  inPlan: boolean;
  /** The passage where the text rules this out ("there will be no refunds"), or null. */
  ruledOut: TextSpan | null;
  /** The passage where the text already does this, or null. */
  inPlanSpan: TextSpan | null;
  /**
   * For a lever already in the plan: a passage where the text also denies part of it ("sessions at
   * another pool" offered, "transport costs will not be covered"), so the report does not credit the
   * whole lever (blind read 21).
   */
  partlyRuledOut?: TextSpan;
  /** For `limit`: a carve-out the text already makes of the change (`limitedInText`); the lever goes further. */
  limitedBy?: TextSpan;
  /** For an alternative to a cut service: the replacement the text already names (`limitedInText`); the lever goes further. */
  alternativeIn?: TextSpan;
  /**
   * For `opt_in` when the plan already offers an opt-out: the passage offering it. Opt-in goes
   * further (the change stays off for everyone who does not act), measured by the change's reach
   * under opt-in (`OPT_IN_REACH`) on top of the plan's opt-out.
   */
  beyondOptOut?: TextSpan;
  rule: PlaybookRule;
}

/** The reader's actor type for voices and the playbook (a broadcaster apart from a company). */
export function voiceType(features: Pick<ScenarioFeatures, 'actorType' | 'understanding'>): VoiceType {
  // Features built by hand for a test may carry no reading: the simulated actor type then speaks.
  const label = features.understanding?.reading?.actorType.label;
  return label === 'broadcaster' ? 'broadcaster' : features.actorType;
}

/** Whether a change is a loss for anyone (a gain needs no softening). */
export function isLoss(features: ScenarioFeatures, k: number): boolean {
  const c = features.changes[k]!;
  return Math.min(c.valence.affected, c.valence.employees ?? 0, c.valence.progressive, c.valence.moderate, c.valence.conservative) < 0;
}

/** The playbook row for a change type and actor, or undefined. */
export function ruleFor(type: string, actor: VoiceType): PlaybookRule | undefined {
  const simulated: VoiceType = actor === 'broadcaster' ? 'company' : actor;
  return PLAYBOOK.find((r) => r.types.includes(type) && (!r.actors || r.actors.includes(actor) || r.actors.includes(simulated)));
}

/**
 * The row for a change that takes back what people own, paid for or built (the frame's qualifier `owned`,
 * from the reader's P(takes back what people own)): whatever its class, a refund or credit for what was
 * paid and letting those who have it keep it are the remedies people expect first (the consumer's remedies
 * for digital content that stops conforming: price reduction, refund, replacement, UK Consumer Rights Act
 * 2015 ss. 42–45), so `compensate` and `grandfather` join the row's levers, worded for what was owned
 * (grammar keys `compensate:owned`, `grandfather:owned`) unless the row has its own wording; for what people made,
 * taken for data or AI use, only `grandfather`, worded `grandfather:owned_content`. Any other change keeps its row.
 */
export function ownedRule(rule: PlaybookRule | undefined, frame: ChangeFrame | undefined): PlaybookRule | undefined {
  if (!rule || frame?.qualifier !== 'owned') return rule;
  // What people made (notes, files, creations) taken for data or AI use was not paid for: no refund, and keeping
  // what they have means leaving what they made before the change out of it (grammar `grandfather:owned_content`).
  if (frame.direction === 'up' && (frame.objectClass === 'data_sharing' || frame.objectClass === 'ai_content')) {
    const levers = rule.levers.includes('grandfather') ? rule.levers : [...rule.levers, 'grandfather' as const];
    return { ...rule, levers, wording: rule.wording ?? 'owned_content', source: `${rule.source} What people made, taken for data or AI use: leave what was made before the change out (ASSUMPTION: the effect is grandfather's).` };
  }
  const added = (['compensate', 'grandfather'] as const).filter((k) => !rule.levers.includes(k));
  return { ...rule, levers: [...added, ...rule.levers], wording: rule.wording ?? 'owned', source: `${rule.source} What people own taken back: refunds, credit and keeping what was bought (UK Consumer Rights Act 2015 ss. 42–45).` };
}

/**
 * Felt weight of half the change: the ratio of frameWeight's size term at half the stated relative
 * change to the size term at the stated one; LIMIT_WITHOUT_FIGURE when no size is stated.
 */
export function limitFactor(frame: ChangeFrame | undefined): number {
  const rel = frame?.magnitude?.relative;
  if (!frame || !ONTOLOGY[frame.objectClass].scalable || rel == null || rel === 0) return LIMIT_WITHOUT_FIGURE;
  const size = (r: number) => 1 - Math.exp(-Math.abs(r) / LEVERS.lossChangeScale);
  return size(rel / 2) / size(rel);
}

/** ASSUMPTION: a change without a stated size, done by half, is felt at half its weight. */
export const LIMIT_WITHOUT_FIGURE = 0.5;

/**
 * The share of people a data or AI change still reaches when it is made opt-in rather than on by
 * default with an opt-out. Johnson & Goldstein 2003 (Science 302:1338–1339): effective consent to
 * organ donation 4.25–27.5 % in opt-in countries against 85.9–99.98 % in opt-out ones.
 * ASSUMPTION: 0.2, within that ratio (0.05–0.3); those who opt in accept it, so the loss left is a fifth.
 */
export const OPT_IN_REACH = 0.2;

/** Most secondary changes the report proposes to drop (ASSUMPTION: each costs a counterfactual run; the strongest one is the lever that matters). */
export const SECONDARY_CHANGES = 1;

/**
 * A secondary change is offered for reconsidering only when the reader is at least this sure that it
 * states a loss: P(change) × P(class) of its frame × P(direction) of its sentence (`lossCertainty`).
 * ASSUMPTION: the decision threshold of a calibrated probability (read.ts CHANGE_THRESHOLD). Advice to
 * undo a change the text does not make is worse than none (blind read 22: a price cut read as a
 * smaller size, collections kept at no charge read as a cut, each told to "Reconsider" it).
 */
export const SECONDARY_MIN_P = 0.5;

/** How sure the reader is of change `k`'s frame and direction (its sentence's direction probability; 1 for a frame the rules read outside any sentence). */
export function lossCertainty(features: ScenarioFeatures, k: number): number {
  const frame = features.understanding.frames[k];
  if (!frame) return 0;
  const at = frame.object.span.start;
  const sentence = features.understanding.reading.sentences.find((r) => at >= r.start && at < r.start + r.text.length);
  return frame.certainty * (sentence?.direction.p ?? 1);
}


/** The groups an exempt group is made of. */
/** The reader's group labels (understand/reading.ts GROUP_ROLES) that stand for each part of an exemption. */
const EXEMPT_READER_GROUPS: Record<'low_income' | 'older' | 'young', string[]> = {
  low_income: ['low_income'],
  older: ['elderly'],
  young: ['young', 'students'],
};
/** The affected-group names of each part, as frames carry them. */
const EXEMPT_GROUP_NAMES = Object.fromEntries(Object.entries(EXEMPT_READER_GROUPS).map(([part, labels]) => [part, labels.map((l) => GROUP_ROLES[l]!.group)])) as Record<'low_income' | 'older' | 'young', string[]>;

const GROUP_PARTS: Record<ExemptGroup, ('low_income' | 'older' | 'young')[]> = {
  low_income: ['low_income'],
  older: ['older'],
  young: ['young'],
  low_income_older: ['low_income', 'older'],
  young_older: ['young', 'older'],
};

/** The exempt group made of `parts` (in a fixed order), or null when none is left. */
function groupOf(parts: ('low_income' | 'older' | 'young')[]): ExemptGroup | null {
  const has = (p: string) => parts.includes(p as never);
  if (has('low_income') && has('older')) return 'low_income_older';
  if (has('young') && has('older')) return 'young_older';
  return parts.length ? parts[0]! : null;
}


/**
 * The first carve-out the text already makes of change `k`: a sentence the reader reads as relief,
 * asserted, of the change's class in the other direction ("Private albums will not be used for
 * training" beside AI training on posts; "Branches in towns with no other bank will stay open" beside
 * closures; docs/corpus.md, w71), or null. A `limit` lever then says the plan already limits it.
 */
export function limitedInText(features: ScenarioFeatures, k: number): TextSpan | null {
  const frame = features.understanding.frames[k];
  if (!frame) return null;
  const own = contentStems(frame.object.text);
  const r = features.understanding.reading.sentences.find(
    (x) =>
      x.role.label === 'relief' &&
      x.modality.label === 'asserted' &&
      x.class.label === frame.objectClass &&
      x.direction.label !== frame.direction &&
      // A carve-out names what it spares ("Branches in towns with no other bank will stay open"); "Your products do
      // not change" beside branch closures spares nothing of them (blind read 28). An object with no words passes.
      (own.size === 0 || [...contentStems(x.text)].some((w) => own.has(w))),
  );
  return r ? { start: r.start, end: r.start + r.text.length, text: r.text } : null;
}

/**
 * Folded content words of four letters or more, a plural's "s" or "es" dropped, for comparing what two passages
 * name. Not reference/comparable.ts `lexicalStems`: its stop list drops words of plans and changes ("plan",
 * "cut"), which are what a carve-out and its change share ("the Student plan" beside "the Standard plan").
 */
function contentStems(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .map((t) => t.norm)
      .filter((w) => /^\p{L}{4,}$/u.test(w))
      .map((w) => w.replace(/(?<=[^aeiou])es$|s$/, '')),
  );
}

/**
 * The passage where the text denies a framing cue ("there will be no refunds") that the reader is surest
 * of (`cueProbability`; the earlier one on a tie), or null: a reason that merely says "we cannot continue"
 * is read as a denial with less certainty than "Purchases will not be refunded".
 */
export function deniedCue(features: ScenarioFeatures, cue: FramingCue): TextSpan | null {
  const denials = features.understanding.reading.sentences.filter((x) => framingCue(x) === cue && x.modality.label === 'negated');
  const r = denials.reduce<(typeof denials)[number] | undefined>((best, x) => (!best || cueProbability(x) > cueProbability(best) ? x : best), undefined);
  return r ? { start: r.start, end: r.start + r.text.length, text: r.text } : null;
}

/**
 * Framing frames the simulation acts on and the lever each stands for when the text already has it.
 * A way out by leaving (`exit`: cancel, close the account, a refund to walk away) is `let_leave`, never
 * `keep_old`: the change still applies to whoever stays.
 */
const CUE_LEVER: Partial<Record<Frame, LeverKind>> = {
  justification: 'explain',
  compensation: 'compensate',
  grandfathering: 'grandfather',
  opt_out: 'keep_old',
  exit: 'let_leave',
  phase_in: 'delay',
  consultation: 'consult',
  apology: 'apologise',
};

/**
 * The levers to measure: every playbook lever of the main change, plus dropping each secondary
 * loss (up to SECONDARY_CHANGES), plus every framing the text already has (shown as already in the
 * plan, for the main change when it is a loss, else for the heaviest loss beside it; with no loss, only the
 * reason given). A lever whose cue the text asserts is measured by switching it off; one the text denies is
 * measured like any other and marked as ruled out. An exemption leaves out the groups the text
 * already spares. Levers that turn the same knob the same way share one run.
 */
export function leverCandidates(features: ScenarioFeatures): LeverCandidate[] {
  const out: LeverCandidate[] = [];
  if (!features.changes.length) return out;
  const actor = voiceType(features);
  const frames = features.understanding.frames;
  const mainIdx = Math.max(0, features.changes.findIndex((c) => c.type === features.mainChange));
  const main = features.changes[mainIdx]!;
  const rule = ownedRule(ruleFor(main.type, actor), frames[mainIdx]);
  const spared = exemptedInText(features);
  const present = (cue: FramingCue | null) => (cue ? features.framing[cue]?.present === true : false);
  const span = (cue: FramingCue | null) => (cue ? features.framing[cue]?.spans[0] ?? null : null);
  const covered = new Set<string>();
  if (rule && isLoss(features, mainIdx)) {
    for (const kind of rule.levers) {
      const spec = LEVER_SPECS[kind];
      const knob = spec.knob;
      const inPlan = present(spec.cue);
      const denied = spec.cue ? deniedCue(features, spec.cue) : null;
      const ruledOut = inPlan ? null : denied;
      const partly = inPlan && denied ? { partlyRuledOut: denied } : {};
      if ('frame' in knob) {
        // One lever per frame (keep_old and opt_in turn the same one).
        if (covered.has(knob.frame)) continue;
        covered.add(knob.frame);
        // Already in the plan, the lever is the one the text's framing stands for: an opt-out offered is not "make it opt-in".
        const shown = inPlan && spec.cue ? (CUE_LEVER[spec.cue] ?? kind) : kind;
        // A cut service's replacement the text already names ("can use the N1 or the NightLink service": relief of
        // the service's class the other way, `limitedInText`) is an alternative in the plan; the lever goes further.
        // Kept in another form ("will stay available on our website"), it limits the cut that keep_old would soften.
        const kept = !inPlan && main.type === 'service_level_down' && (kind === 'compensate' || kind === 'keep_old') ? limitedInText(features, mainIdx) : null;
        const noted = kept ? (kind === 'compensate' ? { alternativeIn: kept } : { limitedBy: kept }) : {};
        out.push({ kind: shown, change: mainIdx, runKey: `frame:${knob.frame}:${inPlan ? 'off' : 'on'}`, inPlan, ruledOut, inPlanSpan: inPlan ? span(spec.cue) : null, ...partly, ...noted, rule });
        // An opt-out leaves the change on for everyone who does not act; opt-in still goes further (defaults decide
        // most choices, Johnson & Goldstein 2003), so it is offered beside the opt-out the plan has (blind read 24).
        if (kind === 'opt_in' && inPlan) out.push({ kind, change: mainIdx, runKey: `scale:${mainIdx}:${OPT_IN_REACH}`, inPlan: false, ruledOut: null, inPlanSpan: null, beyondOptOut: span(spec.cue)!, rule });
      } else if ('exempt' in knob) {
        // A charge can be waived for those least able to pay; a restriction that costs nothing spares a
        // group only where the text says that group is hit (no "exempt people on low incomes" from a dog ban).
        const charge = CHARGES_UP.includes(main.type) || main.type === 'tax_up';
        const named = new Set((frames[mainIdx]?.affected ?? []).map((a) => a.group));
        const left = GROUP_PARTS[rule.exempt ?? 'low_income'].filter((g) => !spared.some((x) => x.group === g) && (charge || EXEMPT_GROUP_NAMES[g].some((n) => named.has(n))));
        const group = groupOf(left);
        if (group) out.push({ kind, change: mainIdx, runKey: `exempt:${mainIdx}:${group}`, exempt: group, inPlan: false, ruledOut: null, inPlanSpan: null, rule });
      } else {
        const limitedBy = kind === 'limit' ? limitedInText(features, mainIdx) : null;
        out.push({ kind, change: mainIdx, runKey: `scale:${mainIdx}:${knob.scale ?? 'half'}`, inPlan: false, ruledOut: null, inPlanSpan: null, ...(limitedBy ? { limitedBy } : {}), rule });
      }
    }
  }
  // Secondary losses, the heaviest first (weight × worst loss).
  const heavy = (k: number) => features.changes[k]!.weight * -Math.min(0, ...Object.values(features.changes[k]!.valence).map((v) => v ?? 0));
  const order = features.changes.map((_, k) => k).sort((a, b) => heavy(b) - heavy(a) || a - b);
  // Framing the text already has, whatever the playbook row: its measured benefit is shown as already in the
  // plan, worded for the change it softens: the main change when it is a loss, else the heaviest loss beside it
  // (a refund for a pass withdrawn beside roaming charges scrapped). With no loss at all, only the reason given
  // is shown: a gain is not compensated or apologised for (blind read 16: "Apologise plainly for the cut in the
  // roaming charges").
  const softened = isLoss(features, mainIdx) ? mainIdx : order.find((k) => isLoss(features, k));
  for (const [frame, kind] of Object.entries(CUE_LEVER) as [Frame, LeverKind][]) {
    if (covered.has(frame) || !present(frame)) continue;
    if (softened === undefined && kind !== 'explain') continue;
    covered.add(frame);
    const k = softened ?? mainIdx;
    const r = k === mainIdx ? rule : ruleFor(features.changes[k]!.type, actor);
    const denied = deniedCue(features, frame);
    out.push({ kind, change: k, runKey: `frame:${frame}:off`, inPlan: true, ruledOut: null, inPlanSpan: span(frame), ...(denied ? { partlyRuledOut: denied } : {}), rule: r ?? PLAYBOOK[PLAYBOOK.length - 1]! });
  }
  let secondary = 0;
  for (const k of order) {
    if (secondary >= SECONDARY_CHANGES) break;
    if (k === mainIdx || !isLoss(features, k) || !frames[k] || features.changes[k]!.type === main.type) continue;
    if (lossCertainty(features, k) < SECONDARY_MIN_P) continue;
    const r = ruleFor(features.changes[k]!.type, actor) ?? PLAYBOOK[PLAYBOOK.length - 1]!;
    out.push({ kind: 'drop', change: k, runKey: `scale:${k}:0`, inPlan: false, ruledOut: null, inPlanSpan: null, rule: r });
    secondary++;
  }
  return out;
}

/** Age bands (AGE.labels order: 18-29, 30-49, 50-64, 65+) and low income of each exempt group. */
export const EXEMPT_GROUPS: Record<ExemptGroup, { ageBands: number[]; lowIncome: boolean }> = {
  low_income: { ageBands: [], lowIncome: true },
  older: { ageBands: [SPARED_AGE_BAND.older], lowIncome: false },
  young: { ageBands: [SPARED_AGE_BAND.young], lowIncome: false },
  low_income_older: { ageBands: [SPARED_AGE_BAND.older], lowIncome: true },
  young_older: { ageBands: [SPARED_AGE_BAND.young, SPARED_AGE_BAND.older], lowIncome: false },
};

/** The levers of a candidate's counterfactual run. */
export function candidateLevers(levers: Levers, c: LeverCandidate, frame: ChangeFrame | undefined): Levers {
  if (c.beyondOptOut) return withChangeScaled(levers, c.change, OPT_IN_REACH);
  const knob = LEVER_SPECS[c.kind].knob;
  if ('frame' in knob) return withFrame(levers, knob.frame, c.inPlan ? 0 : 1);
  if ('exempt' in knob) return withExemption(levers, { change: c.change, ...EXEMPT_GROUPS[c.exempt ?? 'low_income'] });
  return withChangeScaled(levers, c.change, knob.scale ?? limitFactor(frame));
}

/** The wording family of a change type (i18n/grammar.ts keys): charge, service, jobs, data, pay, product, rule, stance_adopt, stance_drop, portrayal, gain or other. */
export function familyOf(type: string, gain: boolean): string {
  if (gain) return 'gain';
  if (/^(price|fee|tax)_up$/.test(type)) return 'charge';
  if (/^(service_level_down|benefit_down|size_down|access_up)$/.test(type)) return 'service';
  if (type === 'jobs_down') return 'jobs';
  if (/^(data_sharing|ai_content)_up$/.test(type)) return 'data';
  if (type === 'executive_pay_up') return 'pay';
  if (/^(formula|brand_identity)_/.test(type)) return 'product';
  if (type === 'public_rule_up') return 'rule';
  if (type === 'portrayal_up') return 'portrayal';
  if (/^(cause|partnership|donation|appointment)_up$/.test(type)) return 'stance_adopt';
  if (/^(cause|partnership|donation|appointment)_down$/.test(type)) return 'stance_drop';
  return 'other';
}

/** Whether a change is a gain for those it lands on and no stance on a cause (a price cut, a new benefit). */
export function isGain(features: ScenarioFeatures, k: number): boolean {
  const c = features.changes[k];
  // An open-world change (`other`) has no known direction of benefit: never worded as good news.
  return !!c && !c.isCause && c.cls !== 'other' && c.valence.affected > 0;
}
