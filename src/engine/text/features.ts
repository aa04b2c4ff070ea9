/**
 * Scenario features (docs/engine.md step 1): the change frames of `understand/` turned into what
 * the simulation acts on — one `ChangeInput` per announced change (its valence per group, its
 * weight, the mechanisms a loss engages), mechanism intensities for the failure-mode analysis, the
 * framing, and descriptive extras for the report (quantities, VADER sentiment, moral cues).
 */
import vader from 'vader-sentiment';
import { extractEntities } from './nlp.js';
import type { TextSpan } from '../types.js';
import { MECHANISMS, MORAL_CUES, MORAL_EMOTIONAL, OUTGROUP, type Mechanism, type RoleTarget } from './lexicon.js';
import { LEVERS, TEXT } from '../constants.js';
import { understandScenario, type ActorType, type ChangeFrame, type GroupValence, type TextLang, type Understanding } from '../understand/index.js';
import { CAUSES, ONTOLOGY, QUALIFIED, SIDED_CAUSE_CLASSES, type ClassSpec } from '../understand/ontology.js';

/** One announced change as the simulation sees it. */
export interface ChangeInput {
  /** `<class>_<direction>`, e.g. `price_up` (also the issue type shown in the report). */
  type: string;
  /** The object class (the part of `type` before the direction). */
  cls: string;
  /** Valence for each group in the change's direction, −1..1. */
  valence: GroupValence;
  /** Certainty × felt size, 0–1 (`frameWeight`). */
  weight: number;
  /** Shares of the mechanisms a loss from this change engages (sum 1). */
  shares: Record<Mechanism, number>;
  /** Whom it lands on first. */
  landsOn: ClassSpec['lands_on'];
  /** A cause with an ideological valence (its supporters' approval is damped: the offended act more). */
  isCause: boolean;
  /**
   * Whether the text names partners (sellers, creators, developers, retailers) among those the
   * change reaches: only then do partners judge it half by their own stake (simulation/dynamics.ts
   * `valenceFor`); otherwise they judge it as members of the public.
   */
  partnersNamed: boolean;
  /** Whether its loss is money (`ClassSpec.monetary`): only then does price sensitivity weigh on it. */
  monetary: boolean;
  /**
   * Whether the actor is owned by investors (a company or a club, understand/index.ts actor type): only
   * then do investors judge a change to what people pay or get as owners (simulation/dynamics.ts
   * `valenceFor`). A council's business groups and funders, a charity's funders, a school's governors
   * do not profit from its fees or lose by its services.
   */
  investorOwned: boolean;
}

/** A detected issue type with its strength in [0, 1] and evidence. */
export interface IssueHit {
  type: string;
  weight: number;
  spans: TextSpan[];
  targets: RoleTarget[];
}

/** A quantity or date pulled from the text (wink-nlp entities); the size of each change is in its frame. */
export interface Magnitude {
  kind: 'percent' | 'money' | 'count' | 'date' | 'duration';
  /** Numeric value (percent points, currency units, count); null for dates and durations. */
  value: number | null;
  text: string;
  start: number;
}

/** Everything the rest of the engine knows about the scenario. */
export interface ScenarioFeatures {
  actor: string;
  actorType: ActorType;
  /** Language of the input text. */
  language: TextLang;
  /** The full reading: frames, framing cues, coverage, completeness. */
  understanding: Understanding;
  /** The announced changes, as the simulation acts on them. */
  changes: ChangeInput[];
  /** Object of the main announced change ("standard plan", "new formula"); empty when not found. */
  object: string;
  /**
   * `<class>_<direction>` of the main announced change: the most prominent frame (highest
   * certainty, which carries the prominence of its sentence), the first in the text on a tie;
   * null when nothing was understood. Announcements lead with their change (inverted pyramid).
   */
  mainChange: string | null;
  /** A charge on necessities (food, fuel, energy, rent…) was read: nearly everyone is among those it lands on. */
  broadExposure: boolean;
  text: string;
  issues: IssueHit[];
  /** Mechanism intensities in [0, 1], before framing. */
  mechanisms: Record<Mechanism, number>;
  /** Which issue types feed each mechanism, with their share (for drivers and ablation). */
  mechanismSources: Record<Mechanism, { type: string; share: number }[]>;
  stakeholders: string[];
  /** Role shares named by the text (counts of mentions per role). */
  roleMentions: Record<'customer' | 'employee' | 'partner' | 'investor' | 'public', number>;
  magnitudes: Magnitude[];
  /** Relative price/fee change if one can be read (0.2 = +20 %), else null. */
  priceChange: number | null;
  framing: Record<string, { present: boolean; strength: number; spans: TextSpan[] }>;
  /** VADER compound score in [-1, 1]. */
  sentiment: number;
  moral: Record<'care' | 'fairness' | 'loyalty' | 'authority' | 'purity', number>;
  moralEmotionalWords: number;
  outgroupWords: number;
  /** Share of sentences holding a change frame or a framing cue, in [0, 1]. */
  coverage: number;
  wordCount: number;
}

function countOf(text: string, pattern: RegExp): number {
  let n = 0;
  for (const _ of text.matchAll(pattern)) n++;
  return n;
}

/** A written number; with `decimalComma` (Spanish) "4,6" is 4.6 and "1.000" is 1000. */
function parseNumber(s: string, decimalComma = false): number {
  return decimalComma ? Number(s.replace(/\./g, '').replace(',', '.')) : Number(s.replace(/,/g, ''));
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, dozen: 12, hundred: 100, thousand: 1000 };

/** The number an entity states ("about 52 million" → 52e6, "$0.24" → 0.24, "two" → 2), or null. */
function entityValue(text: string, decimalComma = false): number | null {
  const m = (decimalComma ? /(\d[\d.]*(?:,\d+)?)\s*(millones|millón|millon|mil|million|billion|thousand|m|bn|k)?\b/i : /(\d[\d,]*(?:\.\d+)?)\s*(million|billion|thousand|m|bn|k)?\b/i).exec(text);
  if (!m) {
    const w = text.toLowerCase().split(/[\s-]+/).find((x) => x in NUMBER_WORDS);
    return w ? NUMBER_WORDS[w]! : null;
  }
  let v = parseNumber(m[1]!, decimalComma);
  const unit = m[2]?.toLowerCase();
  if (unit === 'million' || unit === 'm' || unit === 'millones' || unit === 'millón' || unit === 'millon') v *= 1e6;
  else if (unit === 'mil') v *= 1e3;
  else if (unit === 'billion' || unit === 'bn') v *= 1e9;
  else if (unit === 'thousand' || unit === 'k') v *= 1e3;
  return v;
}

const ENTITY_KIND: Record<string, Magnitude['kind']> = { MONEY: 'money', PERCENT: 'percent', CARDINAL: 'count', DATE: 'date', DURATION: 'duration' };

/** Quantities and dates (wink-nlp entities), plus the relative price change ("from $550 to $695" → 0.264); Spanish numbers use a decimal comma. */
export function extractMagnitudes(text: string, lang: TextLang = 'en'): Magnitude[] {
  const magnitudes: Magnitude[] = [];
  for (const e of extractEntities(text)) {
    const kind = ENTITY_KIND[e.type];
    if (!kind) continue;
    const value = kind === 'date' || kind === 'duration' ? null : entityValue(e.text, lang === 'es');
    if (kind !== 'date' && kind !== 'duration' && value === null) continue;
    magnitudes.push({ kind, value, text: e.text, start: e.start });
  }
  return magnitudes;
}

/** Mechanism shares of a class, as a full record (0 for mechanisms the class does not engage). */
/**
 * Mechanism shares of a loss from a frame of class `spec`. A donation, partnership or appointment
 * coded to a cause is judged as a stance on that cause: identity takes TEXT.codedIdentityShare of
 * it, the class's own mechanisms the rest.
 */
function sharesOf(spec: ClassSpec, causeCoded = false, owned = false): Record<Mechanism, number> {
  const k = causeCoded ? TEXT.codedIdentityShare : 0;
  const b = owned ? QUALIFIED.ownedBetrayalShare : 0;
  return Object.fromEntries(MECHANISMS.map((m) => [m, (1 - b) * ((1 - k) * (spec.mechanisms[m] ?? 0) + (m === 'identity' ? k : 0)) + (m === 'betrayal' ? b : 0)])) as Record<Mechanism, number>;
}

/** Valence of a frame in its direction: the class's, or for a cause-coded object the cause's. */
export function frameValence(f: ChangeFrame): GroupValence {
  if (f.cause && CAUSES[f.cause] && f.causeSide && SIDED_CAUSE_CLASSES.includes(f.objectClass)) {
    // A rule for or against a cause: a stance on the cause, and the rule's own burden on those it binds.
    const c = CAUSES[f.cause]![f.causeSide === 'for' ? 'up' : 'down'];
    const row = ONTOLOGY[f.objectClass][f.direction];
    const k = TEXT.codedRuleShare;
    const mix = (a: number, b: number) => (1 - k) * a + k * b;
    return { affected: mix(row.affected, c.affected), progressive: mix(row.progressive, c.progressive), moderate: mix(row.moderate, c.moderate), conservative: mix(row.conservative, c.conservative), ...(row.employees !== undefined ? { employees: (1 - k) * row.employees } : {}) };
  }
  if (f.cause && CAUSES[f.cause]) {
    // Appointing someone who stands against the cause is taking its other side; dropping them, its side.
    const side = f.causeSide === 'against' ? (f.direction === 'up' ? 'down' : 'up') : f.direction;
    const c = CAUSES[f.cause]![side];
    // A partnership, donation or appointment carries its partner's cause at 0.8 of a direct stance (ASSUMPTION).
    const k = f.objectClass === 'cause' ? 1 : TEXT.codedPartnerShare;
    return { affected: c.affected * k, progressive: c.progressive * k, moderate: c.moderate * k, conservative: c.conservative * k };
  }
  if (f.qualifier === 'corrective' || f.qualifier === 'wealth' || f.qualifier === 'outsider') return QUALIFIED[f.qualifier];
  const row = ONTOLOGY[f.objectClass][f.direction];
  if (f.qualifier === 'owned') {
    const k = QUALIFIED.ownedScale;
    const scale = (v: number) => (v < 0 ? Math.max(-1, v * k) : v);
    return { affected: scale(row.affected), progressive: scale(row.progressive), moderate: scale(row.moderate), conservative: scale(row.conservative) };
  }
  if (f.qualifier === 'plain') {
    const k = QUALIFIED.plainShare;
    return { affected: row.affected * k, progressive: row.progressive * k, moderate: row.moderate * k, conservative: row.conservative * k };
  }
  return row;
}

/**
 * Weight of a frame, 0–1: its certainty × the felt size of the change. Sizes saturate as
 * 1 − exp(−|relative change| / 0.15) (LEVERS.lossChangeScale: +5 % → 0.28, +40 % → 0.93); a
 * change stated without a figure counts 0.6 (LEVERS.lossWithoutFigure).
 */
export function frameWeight(f: ChangeFrame): number {
  const spec = ONTOLOGY[f.objectClass];
  let size: number = LEVERS.lossWithoutFigure;
  if (spec.scalable && f.magnitude && f.magnitude.relative !== null) size = 1 - Math.exp(-Math.abs(f.magnitude.relative) / LEVERS.lossChangeScale);
  return f.certainty * Math.max(TEXT.minFrameWeight, size);
}

/** The largest loss a frame inflicts on any group (≥ 0). */
export function worstLoss(v: GroupValence): number {
  return Math.max(0, -v.affected, -(v.employees ?? 0), -v.progressive, -v.moderate, -v.conservative);
}

/** Actor types owned by investors (ASSUMPTION: companies and clubs; public bodies, charities and schools are not). */
const INVESTOR_OWNED: ReadonlySet<string> = new Set(['company', 'sports']);

/**
 * Reads the features of a scenario text.
 * @param text cleaned scenario text (any length; text with no announced change gives frames = []).
 */
export function extractFeatures(text: string): ScenarioFeatures {
  const understanding = understandScenario(text);
  const mechanisms = Object.fromEntries(MECHANISMS.map((m) => [m, 0])) as Record<Mechanism, number>;
  const raw: Record<Mechanism, { type: string; v: number }[]> = Object.fromEntries(MECHANISMS.map((m) => [m, []])) as any;
  const issues: IssueHit[] = [];
  const changes: ChangeInput[] = [];
  for (const f of understanding.frames) {
    const spec = ONTOLOGY[f.objectClass];
    const valence = frameValence(f);
    const weight = frameWeight(f);
    const shares = sharesOf(spec, f.cause !== null && f.cause in CAUSES, f.qualifier === 'owned');
    const type = `${f.objectClass}_${f.direction}`;
    // A change whose named groups are all staff (an employer's rule for its people: "staff will work from the office
    // four days a week") lands on them, whatever its class usually lands on.
    const staffOnly = f.affected.length > 0 && f.affected.every((a) => a.role === 'employee');
    const landsOn = f.qualifier === 'wealth' || f.qualifier === 'outsider' ? 'public' : staffOnly && spec.lands_on === 'affected' ? 'employees' : spec.lands_on;
    changes.push({ type, cls: f.objectClass, valence, weight, shares, landsOn, isCause: f.cause !== null && f.cause in CAUSES, partnersNamed: f.affected.some((a) => a.role === 'partner'), monetary: spec.monetary === true, investorOwned: INVESTOR_OWNED.has(understanding.actor.type) });
    issues.push({ type, weight, spans: [f.action.span, f.object.span].filter((sp, i, a) => i === 0 || sp.start !== a[0]!.start), targets: [spec.lands_on === 'employees' ? 'employees' : spec.lands_on === 'public' ? 'public' : 'customers'] });
    const loss = weight * worstLoss(valence);
    for (const m of MECHANISMS) if (shares[m] > 0 && loss > 0) raw[m].push({ type, v: loss * shares[m] });
  }
  const mechanismSources = {} as ScenarioFeatures['mechanismSources'];
  for (const mech of MECHANISMS) {
    // Probabilistic OR: several changes loading one mechanism add up without exceeding 1.
    let notEngaged = 1;
    for (const c of raw[mech]) notEngaged *= 1 - Math.min(1, c.v);
    mechanisms[mech] = 1 - notEngaged;
    const total = raw[mech].reduce((acc, c) => acc + c.v, 0);
    mechanismSources[mech] = raw[mech].map((c) => ({ type: c.type, share: total > 0 ? c.v / total : 0 })).sort((a, b) => b.share - a.share);
  }

  const framing: ScenarioFeatures['framing'] = {};
  for (const [cue, hit] of Object.entries(understanding.framing)) framing[cue] = { present: hit.present, strength: hit.strength, spans: hit.spans };

  const roleMentions = { customer: 0, employee: 0, partner: 0, investor: 0, public: 0 };
  const stakeholders: string[] = [];
  for (const f of understanding.frames) {
    for (const a of f.affected) {
      if (!stakeholders.includes(a.group)) stakeholders.push(a.group);
      roleMentions[a.role === 'partner' && a.group === 'investors' ? 'investor' : a.role] += 1;
    }
  }

  // The surest change leads; between changes read as surely, the one that moves people most (largest valence for any group).
  const moves = (f: ChangeFrame) => Math.max(...Object.values(frameValence(f)).map((v) => Math.abs(v ?? 0)));
  // The reader's central change leads (understand/reading.ts); without one, the surest.
  const main = understanding.frames.find((f) => f.central) ?? understanding.frames.reduce<ChangeFrame | undefined>((best, f) => (!best || f.certainty > best.certainty + 1e-9 || (Math.abs(f.certainty - best.certainty) <= 1e-9 && moves(f) > moves(best) + 1e-9) ? f : best), undefined);
  const magnitudes = extractMagnitudes(text, understanding.language);
  const isPriced = (f: ChangeFrame) => ['price', 'fee', 'tax'].includes(f.objectClass) && f.magnitude?.relative != null;
  const priced = main && isPriced(main) ? main : understanding.frames.find(isPriced);
  const priceChange = priced ? (priced.direction === 'down' ? -Math.abs(priced.magnitude!.relative!) : Math.abs(priced.magnitude!.relative!)) : null;
  const words = text.split(/\s+/).filter(Boolean);
  const wordCount = words.length;
  const moral = { care: 0, fairness: 0, loyalty: 0, authority: 0, purity: 0 };
  for (const key of Object.keys(moral) as (keyof typeof moral)[]) {
    moral[key] = Math.min(1, countOf(text, MORAL_CUES[key]!) / Math.max(TEXT.moralCueMinWords, wordCount / TEXT.moralCueWordsPerCue));
  }
  const sentiment = text.trim() ? vader.SentimentIntensityAnalyzer.polarity_scores(text).compound : 0;

  return {
    actor: understanding.actor.name,
    actorType: understanding.actor.type,
    language: understanding.language,
    understanding,
    changes,
    object: main?.object.text ?? '',
    mainChange: main ? `${main.objectClass}_${main.direction}` : null,
    broadExposure: understanding.frames.some((f) => f.necessity),
    text,
    issues: issues.sort((a, b) => b.weight - a.weight || a.type.localeCompare(b.type)),
    mechanisms,
    mechanismSources,
    stakeholders,
    roleMentions,
    magnitudes,
    priceChange,
    framing,
    sentiment,
    moral,
    moralEmotionalWords: countOf(text, MORAL_EMOTIONAL),
    outgroupWords: countOf(text, OUTGROUP),
    coverage: understanding.coverage,
    wordCount,
  };
}
