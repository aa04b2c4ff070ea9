/**
 * Change frames: each announced change as action, object and its class, direction, magnitude,
 * affected groups and timing, every part with its text span (docs/engine.md "Scenario
 * understanding"). A frame is a change verb paired with the nearest object-class phrase in its
 * clause (after it, or before it for a passive: "prices will rise"), or a class noun introduced
 * as new ("a new $5 maintenance fee").
 */
import type { TextSpan } from '../types.js';
import { ONTOLOGY, type Direction, type ObjectClass } from './ontology.js';
import type { ActorType, ClassTerm, GroupTerm, Lexicon, VerbEntry } from './lexicon.js';
import { fold, hits, longestFirst, sentences, type Hit } from './text.js';
import { similarClass } from './similar-words.js';

/** The size of a change. */
export interface Magnitude {
  from: number | null;
  to: number | null;
  /** Relative change, e.g. 0.4 for +40 % (negative for a cut); null when not stated. */
  relative: number | null;
  /** An amount stated without a baseline ("a $5 fee"). */
  absolute: number | null;
  span: TextSpan;
}

/** One announced change. */
export interface ChangeFrame {
  action: { lemma: string; span: TextSpan };
  /**
   * The object's words and where they are. `learned`: the probability of the learned object span
   * (src/engine/reader/object-span.ts) when the words come from it (reading.ts), absent when they
   * come from the rules.
   */
  object: { text: string; span: TextSpan; learned?: number };
  objectClass: ObjectClass;
  /** The cause a cause-coded object or partner carries (keys of CAUSES), or null. */
  cause: string | null;
  /**
   * For a rule or restriction (`public_rule`, `access`) that touches a cause: the side of the cause
   * it takes (docs/corpus.md `cause_side`). On the classes whose direction gives the side
   * (appointment, partnership, …): `against` when the person or partner stands on the cause's other
   * side, else absent.
   */
  causeSide?: 'for' | 'against';
  direction: Direction;
  magnitude: Magnitude | null;
  affected: { group: string; role: GroupTerm['role']; existing: boolean; span: TextSpan }[];
  timing: { text: string; span: TextSpan } | null;
  /** How sure the reading is, 0–1: a verb and an object of a listed class, or a looser match. */
  certainty: number;
  /** Read from a verb that says when a change holds, not that something changes (see `dedupe`). */
  weak?: boolean;
  /** Read from an adjective ("a new $5 fee") with no change verb; it stands only for a class no verb frame names (see `dedupe`). */
  fromAdjective?: boolean;
  /** Its object refers back ("will pay the new fee", "the new prices will apply"): it stands only when no priced change was read (see `dedupe`). */
  anaphoric?: boolean;
  /**
   * What the class's valence row depends on (ontology.ts QUALIFIED): a tax on, or a rule against, a
   * harmful product (`corrective`), a tax on businesses and the rich (`wealth`), a charge only visitors pay
   * (`outsider`, understand/reading.ts); a product or identity change with
   * (`heritage`) or without (`plain`) heritage cues. Null for the other classes.
   */
  qualifier: Qualifier | null;
  /** A charge on what every household needs (food, fuel, energy, water, rent): nearly everyone pays it and no one can avoid it. */
  necessity?: boolean;
  /** The change the text is mainly about, as the learned reader reads it (understand/reading.ts); the main change of the report. */
  central?: boolean;
}

/** One of the qualifiers of a frame's class (ontology.ts QUALIFIED). */
export type Qualifier = 'corrective' | 'wealth' | 'outsider' | 'heritage' | 'plain' | 'owned';

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, other: 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 };
const UNIT_DAYS: Record<string, number> = { day: 1, days: 1, week: 7, weeks: 7, fortnight: 14, month: 30, months: 30, year: 365, years: 365, dia: 1, dias: 1, semana: 7, semanas: 7, mes: 30, meses: 30 };

/** Days in "every `count` `unit`" ("four weeks" → 28, "other week" → 14); 0 when unknown. */
function intervalOf(count: string, unit: string): number {
  const n = /^\d+$/.test(count) ? Number(count) : NUMBER_WORDS[count] ?? 0;
  return n * (UNIT_DAYS[unit] ?? 0);
}

/** Classes of a charge people pay: a later "the new fee" refers back to any of them. */
const PRICED: readonly ObjectClass[] = ['price', 'fee', 'tax'];

/** Nearer and more specific class phrases win; cause-coded terms outrank the generic classes around them. */
const SPECIFICITY: Record<ObjectClass, number> = {
  cause: 6,
  ai_content: 6,
  executive_pay: 6,
  data_sharing: 4,
  fee: 4,
  tax: 4,
  jobs: 3,
  size: 3,
  formula: 3,
  brand_identity: 3,
  price: 3,
  benefit: 2,
  service_level: 2,
  access: 2,
  public_rule: 1,
  partnership: 2,
  donation: 2,
  appointment: 2,
  portrayal: 2,
  // The rules name no object of the open world's class (the learned reader reads it).
  other: 0,
};

/** A law's title around a term: "ley de …", "… act". */
const LAW_BEFORE = /\b(?:ley|leyes|directiva|reglamento|real decreto|act|law|directive|regulation)\s+(?:de(?:l| la| los)?\s+|on\s+|for\s+|of\s+)?$/;
const LAW_AFTER = /^(?:\s+[\w-]+){0,2}\s+(?:act|bill|law|directive|regulations?)\b/;

/** Ingredients people are glad to see go (ASSUMPTION: the clean-label trend; docs/engine.md). */
const UNWANTED_INGREDIENT = /\b(artificial|preservatives?|additives?|dyes?|colou?rings?|high[- ]fructose|corn syrup|palm oil|msg|trans fats?|aspartame|sweeteners?|sodium|salt|sugar|hydrogenated|conservantes|colorantes|aditivos|artificiales|azucar|edulcorantes)\b/;

/**
 * Weight of a change by where it is stated: announcements lead with the change and add details
 * after (inverted pyramid). ASSUMPTION: first sentence 1, second 0.8, later 0.6.
 */
function prominence(sentenceIndex: number): number {
  return sentenceIndex === 0 ? 1 : sentenceIndex === 1 ? 0.8 : 0.6;
}

/** Characters searched on each side of a verb for its object. */
const WINDOW = 90;

const TIMING = /\b((?:from|starting|beginning|effective|as of|on|in|by|before|after|until|next|this|desde|a partir de|a partir del|del|el|en|antes de)\s+(?:the\s+)?(?:\d{1,2}\s+(?:de\s+)?)?(?:january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|spring|summer|autumn|fall|winter|month|year|week|season|term|semester|quarter|primavera|verano|otono|invierno|mes|ano|semana|temporada)\b(?:\s+\d{1,2})?(?:,?\s+\d{4})?|immediately|right away|today|tomorrow|de inmediato|inmediatamente|hoy|manana)\b/gi;

const NUMBER = /(?:us)?([$£€])?\s?(\d[\d,.]*\d|\d)\s*(%|percent|per cent|por ciento|€|euros?|dollars?|dolares|pounds?|libras|pence|p\b|cents?|centimos?)?/gi;

/** Words after a percentage that make it a discount or an exemption, not the change's size. */
/** Words after a percentage that make it a product's content ("50% fruit juice", "2.3% saturated fat"), not the change's size. */
const CONTENT_AFTER = /^\s*(?:of\s+)?(?:fruit|juice|vegetable|cotton|wool|polyester|alcohol|abv|fat|saturated|sugar|cocoa|protein|recycled|organic|zumo|fruta|grasa|azucar|alcohol|algodon)\b/;
const DISCOUNT_AFTER = /^\s*(?:de\s+)?(?:discount|off\b|reduction|rebate|cheaper|less\b|lower\b|exemption|concession|descuento|rebaja|reduccion|bonificacion|menos\b)/;

/** A number as written: "1,200.50" in English; "1.200,50" in a language with a decimal comma. */
function num(s: string, decimalComma = false): number {
  return Number(decimalComma ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, ''));
}

const ANCHORED = new WeakMap<Lexicon, RegExp[]>();

/** The lexicon's class terms anchored to a whole word, compiled once per lexicon (also used by actor.ts). */
export function anchoredTerms(lex: Lexicon): RegExp[] {
  let list = ANCHORED.get(lex);
  if (!list) {
    list = lex.classTerms.map((t) => new RegExp(`^(?:${t.re.source})$`, 'i'));
    ANCHORED.set(lex, list);
  }
  return list;
}

function classHits(lex: Lexicon, folded: string, original: string, offset: number): Hit<ClassTerm>[] {
  // A class word inside a hyphenated proper name ("the Colston-Price Library") is part of the name.
  const listed = hits(lex.classTerms, folded, original, offset)
    .filter((h) => !/\p{Lu}[\p{L}']*-$/u.test(original.slice(Math.max(0, h.start - offset - 20), h.start - offset)) || !/^\p{Lu}/u.test(h.text))
    // A class word that leads a hyphenated adjective describes people, it names no charge: "price-sensitive customers".
    .filter((h) => !/^-(?:sensitive|conscious|savvy|aware|minded|driven|focused|paying)\b/.test(folded.slice(h.end - offset, h.end - offset + 12)))
    // A cause named in a law's title ("la Ley de Cambio Climático", "the Climate Change Act") cites the law, it takes no stance.
    .filter((h) => !h.entry.cause || !(LAW_BEFORE.test(folded.slice(Math.max(0, h.start - offset - 24), h.start - offset)) || LAW_AFTER.test(folded.slice(h.end - offset, h.end - offset + 32))));
  // Words outside the lists reach a class by word-vector similarity to its prototypes.
  const similar: Hit<ClassTerm>[] = [];
  for (const m of folded.matchAll(/\b[a-z][a-z-]{3,}\b/g)) {
    const start = offset + m.index!;
    if (listed.some((h) => start >= h.start && start < h.end)) continue;
    // A listed word that its context kept out of a class ("Premium subscribers") stays out.
    if (anchoredTerms(lex).some((re) => re.test(m[0]))) continue;
    const cls = similarClass(m[0]);
    if (cls) similar.push({ start, end: start + m[0].length, text: original.slice(m.index!, m.index! + m[0].length), entry: { re: /$^/, cls } });
  }
  return [...listed, ...similar].sort((a, b) => a.start - b.start);
}

/**
 * A stated comparison of an old and a new amount: `re` must capture the old value in group
 * `oldGroup` and the new one in `newGroup` (for a from→to, the old value's unit in group 2). An
 * amount changes relative to its old value; a percentage rate applied to a price (VAT from 5 % to
 * 12 %) changes what people pay by (new − old) / (100 + old).
 */
function comparison(re: RegExp, oldGroup: number, newGroup: number, sentence: string, folded: string, offset: number, lex: Lexicon): Magnitude | null {
  re.lastIndex = 0;
  const m = re.exec(folded);
  re.lastIndex = 0;
  if (!m) return null;
  const from = num(m[oldGroup]!, lex.decimalComma);
  const to = num(m[newGroup]!, lex.decimalComma);
  if (!(from > 0)) return null;
  const span = { start: offset + m.index, end: offset + m.index + m[0].length, text: sentence.slice(m.index, m.index + m[0].length) };
  // A rate from 5 % to 12 % (VAT, a surcharge) raises what people pay by 7/105, not by 140 %.
  const rate = oldGroup === 1 && /%|percent|per cent|por ciento/.test(m[2] ?? '');
  return { from, to, relative: rate ? (to - from) / (100 + from) : (to - from) / from, absolute: null, span };
}

/** Number words read as digits, padded to the same length so offsets stay true ("six" → "6  "). */
function numerals(folded: string): string {
  return folded.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|dos|tres|cuatro|cinco|seis)\b/g, (w) => String(NUMBER_WORDS[w]).padEnd(w.length, ' '));
}

/**
 * Words before a figure that make it a threshold (who or what qualifies), not the size of a change: "below
 * £1,500", "more than 50%", "por debajo de 1.500 €", "superior a", "a partir de" is left out (a start, often the
 * new amount). Extraction only (the figures the text states), as the percent rule before it.
 */
const THRESHOLD_BEFORE = /\b(?:less than|more than|fewer than|under|over|at least|at most|above|below|up to|menos del?|mas del?|por debajo del?|por encima del?|inferior(?:es)? a|superior(?:es)? a|hasta)\s*(?:an? |the |un |una |el |la )?(?:average |monthly |annual |mensual |anual )?$/;

/**
 * The magnitude stated in a sentence near a verb: from→to, "X instead of Y", a percentage, or an
 * amount; null when it states none. `offset` is the sentence's start in the text (spans are in
 * text offsets); `foldedText` is `fold(sentence)`.
 */
export function magnitudeIn(sentence: string, foldedText: string, offset: number, lex: Lexicon, words = false): Magnitude | null {
  const folded = words ? numerals(foldedText) : foldedText;
  const stated = comparison(lex.fromTo, 1, 3, sentence, folded, offset, lex) ?? comparison(lex.insteadOf, 2, 1, sentence, folded, offset, lex);
  if (stated) return stated;
  let amount: Magnitude | null = null;
  for (const m of folded.matchAll(NUMBER)) {
    const unit = m[3] ?? '';
    const value = num(m[2]!, lex.decimalComma);
    const span = { start: offset + m.index!, end: offset + m.index! + m[0].length, text: sentence.slice(m.index!, m.index! + m[0].length).trim() };
    // "a 90% discount", "un 50 % de descuento": a reduction for some, not the size of this change.
    if (/%|percent|per cent|por ciento/.test(unit) && DISCOUNT_AFTER.test(folded.slice(m.index! + m[0].length, m.index! + m[0].length + 24))) continue;
    // "drinks with less than 50% fruit juice", "2.3% saturated fat or less": what a product contains, not the change.
    // "a balance below £1,500", "más de 50 €", "less than 50%": a condition on who or what, not the change's size
    // (unless it qualifies the change itself: "a rise of more than 5%").
    const threshold = THRESHOLD_BEFORE.test(folded.slice(Math.max(0, m.index! - 22), m.index!)) && !/\b(?:rise|increase|cut|fall|raise|lower|subida|bajada)\w*\s+(?:of|by|de)?\s*(?:less than|more than|under|over|at least|at most|above|below)\s*$/.test(folded.slice(Math.max(0, m.index! - 40), m.index!));
    if (/%|percent|per cent|por ciento/.test(unit) && (CONTENT_AFTER.test(folded.slice(m.index! + m[0].length, m.index! + m[0].length + 24)) || threshold)) continue;
    if (/%|percent|per cent|por ciento/.test(unit)) return { from: null, to: null, relative: value / 100, absolute: null, span };
    if ((m[1] || /€|euro|dollar|dolar|pound|libra|pence|^p$|cent/.test(unit)) && !amount && !threshold) amount = { from: null, to: null, relative: null, absolute: value, span };
  }
  return amount;
}

/** Direction of a "change" verb (or of "restore") for a class when the numbers do not say. */
function defaultDirection(cls: ObjectClass, verb: VerbEntry): Direction {
  if (verb.lemma === 'restore') return cls === 'formula' || cls === 'brand_identity' ? 'down' : 'up';
  if (verb.dir !== 'change') return verb.dir;
  // Renaming or reworking what carries a cause ("'Supplier Diversity' will be renamed 'Supplier Engagement'") steps back from it.
  if (cls === 'size' || cls === 'benefit' || cls === 'service_level' || cls === 'cause') return 'down';
  return 'up';
}

/**
 * Reads the change frames of `text` with the lexicon of its language.
 * @returns frames in text order; empty when the text announces no change the ontology knows.
 */
export function extractFrames(text: string, lex: Lexicon, actorType: ActorType = 'company', actorName = ''): ChangeFrame[] {
  const frames: ChangeFrame[] = [];
  const allGroups = longestFirst(hits(lex.groups, fold(text), text));
  const codedInText = longestFirst(hits(lex.classTerms, fold(text), text)).filter((c) => c.entry.cause);
  const all = sentences(text);
  // Headings before the lead ("A statement from Maison Lark", "PRESS RELEASE — …") are not its lead sentence:
  // the first sentence that ends like one is (a line of at most 14 words without final punctuation is a heading).
  let lead = 0;
  while (lead < all.length - 1 && !/[.!?:;"”')]$/.test(all[lead]!.text) && all[lead]!.text.split(/\s+/).length <= 14) lead++;
  const headingFrames: ChangeFrame[] = [];
  // Where the actor's (multi-word) name stands in the text, found once.
  const nameSpans: [number, number][] = [];
  for (let i = actorName.includes(' ') ? text.indexOf(actorName) : -1; i >= 0; i = text.indexOf(actorName, i + 1)) nameSpans.push([i, i + actorName.length]);
  for (const [position, s] of all.entries()) {
    const sentenceIndex = Math.max(0, position - lead);
    // A question asks; it announces nothing.
    if (/[?¿]\s*$/.test(s.text)) continue;
    const folded = fold(s.text);
    // A class word inside the actor's own name ("Meridian Partners", "Hope Fund") names the actor, not a change.
    const inName = (h: Hit<ClassTerm>) => nameSpans.some(([a, b]) => h.start >= a && h.end <= b);
    const classesEarly = longestFirst(classHits(lex, folded, s.text, s.start).filter((h) => !inName(h)));
    // A change word used as a noun or adjective ("an entry charge", "the increase", "lower costs") is
    // not a verb, nor a barrier between a verb and its object.
    const verbs = compoundVerbs(
      longestFirst(hits(lex.verbs, folded, s.text, s.start)).filter((v) => {
        if (!lex.adjectiveForm.test(fold(v.text).split(/\s+/)[0]!)) return true;
        const before = folded.slice(Math.max(0, v.start - s.start - 40), v.start - s.start);
        return !lex.adjectiveUse.test(before) && !classesEarly.some((c) => c.end <= v.start && /^\s?$/.test(folded.slice(c.end - s.start, v.start - s.start)));
      }),
      folded,
      s.start,
      lex.compoundGap,
    );
    // An instruction ("Add the sugar", "Remove from the oven") announces nothing: no subject before
    // the verb. Spanish drops the subject of a plain statement ("Subiremos las cuotas"), so there only
    // an imperative or infinitive form counts as an instruction.
    if (verbs.length && verbs[0]!.start - s.start <= 1 && !/^(no longer|ya no)/i.test(verbs[0]!.text) && lex.instruction.test(fold(verbs[0]!.text).split(/\s+/)[0]!)) verbs.shift();
    // A comparison stands for the change only where no change verb before it says what changes ("will charge $24 instead of $30" is the charge's).
    // An interval compared ("every four weeks instead of every two") is the frequency rule's, below.
    for (let i = verbs.length - 1; i >= 0; i--) if (verbs[i]!.entry.lemma === 'compare' && (verbs.slice(0, i).some((p) => p.entry.lemma !== 'cost') || lex.frequencyChange.test(folded))) verbs.splice(i, 1);
    lex.frequencyChange.lastIndex = 0;
    const classes = classesEarly;
    const groups = longestFirst(hits(lex.groups, folded, s.text, s.start));
    const magnitude = magnitudeIn(s.text, folded, s.start, lex);
    TIMING.lastIndex = 0;
    const t = TIMING.exec(folded);
    const timing = t ? { text: s.text.slice(t.index, t.index + t[0].length), span: { start: s.start + t.index, end: s.start + t.index + t[0].length, text: s.text.slice(t.index, t.index + t[0].length) } } : null;
    const used = new Set<Hit<ClassTerm>>();
    const sentenceFrames: ChangeFrame[] = [];

    // A sentence about the past ("Last year we raised prices") tells history, not the announcement.
    const past = lex.pastMarker.test(folded);
    let purposeEnd = -1;
    for (let v = 0; v < verbs.length; v++) {
      const verb = verbs[v]!;
      const before = folded.slice(Math.max(0, verb.start - s.start - 40), verb.start - s.start);
      const nextStart = verbs.slice(v + 1).find((x) => x.entry.lemma !== 'compare')?.start ?? s.end;
      lex.negation.lastIndex = 0;
      if (lex.negation.test(before)) {
        lex.negation.lastIndex = 0;
        // "will not raise its prices": the object is taken, so a later word ("despite the increase") cannot claim it.
        const taken = classes.find((c) => c.start >= verb.end && c.start < Math.min(nextStart, verb.end + WINDOW) && !used.has(c));
        if (taken) used.add(taken);
        continue;
      }
      lex.negation.lastIndex = 0;
      // A purpose ("a charge to reduce traffic and cut emissions") is why, not what changes; "plans to raise" is what.
      const toBefore = folded.slice(Math.max(0, verb.start - s.start - 60), verb.start - s.start);
      // "to strengthen public finances and give continuity to …": a purpose whose first verb the lexicon does not list.
      const purposeBefore = lex.purposeChain.exec(toBefore);
      const looseChain = !!purposeBefore && !lex.controlBeforeTo.test(toBefore.slice(0, purposeBefore.index) + purposeBefore[1]!);
      const chained = looseChain || purposeEnd >= 0 && /^(?:\s*|[^.;:,]{0,50}?\b(?:and|or|y|o|e)\s*)$/.test(folded.slice(purposeEnd - s.start, verb.start - s.start));
      if ((lex.purpose.test(toBefore) && !lex.controlBeforeTo.test(toBefore)) || chained) {
        purposeEnd = verb.end;
        const taken = classes.find((c) => c.start >= verb.end && c.start < Math.min(nextStart, verb.end + WINDOW) && !used.has(c));
        if (taken) used.add(taken);
        continue;
      }
      purposeEnd = -1;
      if (past && lex.pastVerb.test(fold(verb.text))) continue;
      // A capitalised word inside a sentence is part of a name ("Marsh End", "Trade Up"), not a verb.
      if (verb.start - s.start > 1 && /^\p{Lu}/u.test(verb.text) && !/^\p{Lu}+$/u.test(verb.text)) continue;
      // Announcements say what will change; after the lead sentence, a verb with no future or modal
      // marker before it in its sentence describes how things are ("the review will use data"
      // aside, "people using an account", "the app uses your location").
      if (sentenceIndex > 0 && !lex.future.test(folded.slice(0, verb.end - s.start)) && !lex.futureVerb.test(fold(verb.text))) continue;
      // "reduced-price meals", "cut-price deals": the first half of a compound adjective; "bike-hire scheme": the second half of a compound noun.
      if (folded[verb.end - s.start] === '-' || (verb.start > s.start && /\w-$/.test(folded.slice(Math.max(0, verb.start - s.start - 2), verb.start - s.start)))) continue;
      // "because of lower delivery costs", "the lower price", "faculty hiring": an adjective or a noun, not a change.
      if (lex.adjectiveUse.test(before) && lex.adjectiveForm.test(fold(verb.text).split(/\s+/)[0]!)) continue;
      // "costs have risen", "las donaciones se han reducido", "staff will be offered roles": background or what people are given, not the change.
      if (lex.perfectOrGiven.test(before + fold(verb.text)) && (/offer|ofrec/.test(fold(verb.text)) || /^\s*(?:by|to|from|over|since|in|at|and|un|una|en|desde|hasta|y|,|\.|;|\d|$)/.test(folded.slice(verb.end - s.start)))) continue;
      // "after its grant was cut", "fares were raised in 2019": a past event, told as background.
      if (lex.pastPassive.test(before)) continue;
      // "will continue to donate", "will keep offering": carrying on is no change.
      if (lex.continuation.test(before)) continue;
      // "despite the increase in costs", "due to a rise in wholesale prices": a cause named as a noun, not a change.
      if (lex.reasonNoun.test(before)) {
        const taken = classes.find((c) => c.start >= verb.end && c.start < Math.min(nextStart, verb.end + WINDOW) && !used.has(c));
        if (taken) used.add(taken);
        continue;
      }
      // "The reductions will fall mostly in professional services": where a change lands, not a cut in what it lands on.
      if (/\bfall/.test(fold(verb.text)) && /\b(?:reductions|cuts|job losses|losses|redundancies|changes|savings|burden|impact|recortes|reducciones)\s+(?:will\s+|would\s+|are expected to\s+)?$/.test(before) && /^\s+(?:mostly\s+|mainly\s+|largely\s+|chiefly\s+|primarily\s+|hardest\s+|heaviest\s+)?(?:in|on|within|across|among|upon)\b/.test(folded.slice(verb.end - s.start, verb.end - s.start + 20))) continue;
      // "la nueva normativa estatal, que obliga a los municipios …", "the new state rules, which require councils to …": the law's act, given as a reason.
      if (/\b(?:law|laws|rules?|regulations?|directive|legislation|normativa|ley|leyes|directiva|reglamento|norma)\s+(?:\w+\s+)?(?:estatal|nacional|europea?|autonomica|federal|del estado|del gobierno)?[^.;]{0,30}?\b(?:which|that|que)\s+$/.test(before) && /\b(?:estatal|nacional|europea?|autonomica|federal|state|national|european|government's|del estado|del gobierno)\b/.test(before)) continue;
      // "an inquiry launched by a senator", "a campaign started by fans": another party's act, not the announcement.
      if (verb.entry.lemma === 'introduce' && /^\s+(?:by|por)\s+(?!\d)/i.test(s.text.slice(verb.end - s.start, verb.end - s.start + 8))) continue;
      // "the instructional time required by the state": a participle with its agent and no auxiliary describes a noun.
      if (/ed$/.test(fold(verb.text)) && /^\s+by\s+(?:the|a|an|its|their|law|state|federal|local|national)\b/.test(folded.slice(verb.end - s.start, verb.end - s.start + 16)) && !/\b(?:be|been|being|is|are|was|were|get|gets|got)\s+(?:\w+\s+)?$/.test(before)) continue;
      // A comparison after a verb belongs to that verb's clause ("will cost £8, up from £6").
      const nextVerb = verbs.slice(v + 1).find((x) => x.entry.lemma !== 'compare')?.start ?? s.end;
      // A comparison leans on the verb before it ("will be open three days instead of six"): that verb is no barrier.
      const prevVerb = verb.entry.lemma === 'compare' ? s.start : (verbs[v - 1]?.end ?? s.start);
      // In a compound noun the last noun is the head: "an Employee Hours Tax" is a tax, not jobs.
      const heads = (list: Hit<ClassTerm>[]) => list.filter((c, i) => !list.slice(i + 1).some((d) => d.start > c.end && /^[\s\w'-]{0,20}$/.test(folded.slice(c.end - s.start, d.start - s.start)) && !/\b(of|for|to|with|on|in|and|or|by|from|at|that|which|de|para|con|en|y|o|por|que)\b/.test(folded.slice(c.end - s.start, d.start - s.start))));
      // "more choice alongside our regular fares": what a change is set beside stays as it is.
      const beside = (c: Hit<ClassTerm>) => /\b(?:alongside|beside|besides|next to|unlike|junto a|ademas de)\s+(?:[\w-]+\s+){0,3}$/.test(folded.slice(Math.max(0, c.start - s.start - 40), c.start - s.start));
      const after = heads(classes.filter((c) => c.start >= verb.end && c.start < Math.min(nextVerb, verb.end + WINDOW) && !used.has(c) && !beside(c)));
      const beforeHits = classes.filter((c) => c.end <= verb.start && c.start >= Math.max(prevVerb, verb.start - WINDOW) && !used.has(c));
      // An inverse term ("emissions") yields to a positive one of its class nearby ("net zero"): the commitment is the object.
      const score = (c: Hit<ClassTerm>, distance: number) => SPECIFICITY[c.entry.cls] * 12 - distance - (c.entry.inverse ? 40 : 0);
      let object: Hit<ClassTerm> | undefined;
      let best = -Infinity;
      // "La tasa de recogida de residuos pasará de 95 a 140 euros": an amount that moves is a charge's, when one is near.
      if (verb.entry.lemma === 'cost' && [...after, ...beforeHits].some((c) => PRICED.includes(c.entry.cls))) {
        for (const list of [after, beforeHits]) list.splice(0, list.length, ...list.filter((c) => PRICED.includes(c.entry.cls)));
      }
      for (const c of after) {
        const sc = score(c, c.start - verb.end);
        if (sc > best) [best, object] = [sc, c];
      }
      for (const c of beforeHits) {
        const sc = score(c, verb.start - c.end) - 15;
        if (sc > best) [best, object] = [sc, c];
      }
      let cls: ObjectClass | undefined = object?.entry.cls;
      let cause = object?.entry.cause ?? null;
      // "a partnership with a charity that campaigns against abortion": the act is the partnership, carrying the cause.
      if (cls === 'cause') {
        const vehicle = [...after, ...beforeHits].find((c) => (c.entry.cls === 'partnership' || c.entry.cls === 'donation') && !c.entry.cause);
        if (vehicle) cls = vehicle.entry.cls;
      }
      // A verb that names its class ("lay off", "partner with", "donate") keeps it; a cause-coded
      // object gives a partnership, donation or appointment that cause's valence.
      if (verb.entry.implies) {
        // The coded party may be named anywhere in the sentence ("Planned Parenthood … will not be eligible for grants").
        const inside = classes.filter((c) => c.start >= verb.start && c.end <= verb.end && !used.has(c));
        const coded =
          [...inside, ...after, ...beforeHits].find((c) => c.entry.cause) ??
          (verb.entry.implies === 'donation' || verb.entry.implies === 'partnership' ? classes.find((c) => c.entry.cause && !used.has(c)) : undefined);
        cause = coded?.entry.cause ?? null;
        cls = verb.entry.implies;
        // Naming a brand ambassador, spokesperson or influencer is an endorsement, not a leadership post.
        if (cls === 'appointment' && (object?.entry.cls === 'partnership' || coded?.entry.cls === 'partnership')) cls = 'partnership';
        if (!object) object = coded;
      }
      const statesAmount = () => {
        const clause = s.text.slice(verb.start - s.start, Math.min(s.end, nextVerb) - s.start);
        return magnitudeIn(clause, fold(clause), verb.start, lex) !== null;
      };
      // "signed a law under which the state will lower its sales tax": the law is the vehicle of the change that follows.
      const vehicle = verb.entry.lemma === 'enact' && v < verbs.length - 1;
      // A price read from the verb alone ("will cost …") needs an amount in its clause.
      if (!cls && verb.entry.fallback && !vehicle && (verb.entry.fallback !== 'price' || statesAmount())) {
        // "will charge $36 for a bag", "will require every player to wear a cage": the verb says what kind of change it is.
        cls = verb.entry.fallback === 'rule' ? (actorType === 'company' || actorType === 'nonprofit' ? 'access' : 'public_rule') : verb.entry.fallback;
      }
      // "will charge $3 for every paper bill", "will charge for parking": what is charged for is not the change, the charge is.
      // Renaming a building or a service changes its name, not the service.
      if (cls && /^(?:renam|rebrand)/.test(fold(verb.text)) && (cls === 'service_level' || cls === 'price' || cls === 'benefit' || cls === 'access')) cls = 'brand_identity';
      // Renaming what honours someone coded to a cause ("named after a man who enslaved 400 people") is a stance on the cause.
      let awayFromInverse = false;
      if (cls === 'brand_identity' && /^renam/.test(fold(verb.text))) {
        const coded = codedInText.find((c) => Math.abs(c.start - verb.start) < 400);
        if (coded) {
          cls = 'cause';
          cause = coded.entry.cause ?? null;
          awayFromInverse = !!coded.entry.inverse;
        }
      }
      // "staff … will no longer receive dedicated budgets": what staff get changes, not how many jobs there are.
      if (cls === 'jobs' && object && object.end <= verb.start && /^\s*(?:receive|get|have|be (?:paid|given|offered|eligible)|recibir|tener|cobrar)\b/.test(folded.slice(verb.end - s.start, verb.end - s.start + 20))) cls = 'benefit';
      // Offering staff redeployment or roles is what those who lose out are given, not new jobs.
      if (cls === 'jobs' && /^offer/.test(fold(verb.text))) continue;
      if (cls && (verb.entry.lemma === 'charge' || /\bcharg(?:e|es|ed|ing)$/.test(fold(verb.text))) && (cls === 'public_rule' || cls === 'access' || cls === 'service_level' || cls === 'benefit')) cls = 'fee';
      if (!cls) continue;
      // "will be" names a price only with an amount ("will be $12 a month"), whatever object is near.
      if (verb.entry.lemma === 'cost' && !statesAmount()) continue;
      // Making a plan or ticket available is a new option, not a higher price.
      if (cls === 'price' && verb.entry.lemma === 'offer' && !statesAmount()) cls = 'service_level';
      // "will introduce a new Basic Economy fare … the lowest fares": a new, cheaper option beside the old ones is no rise.
      if (cls === 'price' && verb.entry.lemma === 'introduce' && object && /\bnew\s+(?:[\w-]+\s+){0,3}$/.test(folded.slice(Math.max(0, object.start - s.start - 40), object.start - s.start)) && lex.cheaperOption.test(fold(text))) {
        cls = 'service_level';
      }
      // A public body's restriction is a public rule; an organisation's rule is a restriction of access.
      if (cls === 'access' && actorType === 'government' && verb.entry.implies !== 'access') cls = 'public_rule';
      else if (cls === 'public_rule' && (actorType === 'company' || actorType === 'nonprofit')) cls = 'access';
      // A charge or levy set by a public body is a tax on those it binds.
      if (cls === 'fee' && actorType === 'government') cls = 'tax';
      // …and only a public body levies taxes: a school's or a club's "tasa" or levy is a fee.
      else if (cls === 'tax' && actorType !== 'government') cls = 'fee';
      // A chief executive's pay is executive pay, not an appointment.
      if (cls === 'appointment' && /\b(pay|salary|salaries|bonus(?:es)?|compensation|remuneration|sueldos?|salarios?|retribucion(?:es)?|bonus|bonificacion(?:es)?)\b/.test(folded)) cls = 'executive_pay';
      // Generic verbs (use, share, cost, be) need an object of a class that such verbs change.
      if ((verb.entry.lemma.endsWith('use') && !verb.entry.fallback && !['data_sharing', 'ai_content'].includes(cls)) || (verb.entry.lemma === 'cost' && !['price', 'fee', 'tax', 'size'].includes(cls))) continue;
      // …and data is changed only by verbs that handle it (share, sell, use, scan) or stop doing so.
      if ((cls === 'data_sharing' || cls === 'ai_content') && !verb.entry.implies && !verb.entry.lemma.endsWith('use') && verb.entry.dir !== 'down' && verb.entry.lemma !== 'require') continue;
      // "lower content delivery costs": the actor's own costs, a reason rather than a change to people.
      if (object && !['price', 'fee', 'tax'].includes(cls) && /^\s+(?:costs?|expenses?|spending|costes|gastos)\b/.test(folded.slice(object.end - s.start, object.end - s.start + 12))) continue;
      // A partnership, donation or appointment whose partner is coded to a cause elsewhere in the text carries it.
      if (!cause && (cls === 'partnership' || cls === 'donation' || cls === 'appointment')) {
        // The nearest one: "a partnership with an anti-abortion charity" beats a mention of abortion elsewhere.
        const nearest = [...codedInText].sort((a, b) => Math.abs(a.start - verb.start) - Math.abs(b.start - verb.start))[0];
        cause = nearest?.entry.cause ?? null;
      }
      // "members can cancel in the app": what customers may do, not what the actor changes.
      if (lex.customerOption.test(folded.slice(Math.max(0, verb.start - s.start - 120), verb.start - s.start))) continue;
      // "if you cancel and rejoin later", "several districts have already moved to": hypothetical, or another party's act.
      if (lex.notTheActors.test(folded.slice(Math.max(0, verb.start - s.start - 80), verb.start - s.start))) continue;
      // "members who end their membership": the customer's own act, not the actor's.
      if (object && object.start >= verb.end && /\b(?:their|your|his|her|sus?)\s+(?:[\w-]+\s+)?$/.test(folded.slice(Math.max(0, object.start - s.start - 25), object.start - s.start)) && groups.some((g) => g.end <= verb.start)) continue;
      // "(fee waived)", "prices reduced": a participle after its noun with no auxiliary describes, it does not announce.
      if (object && object.end <= verb.start && verb.start - object.end <= 2 && /ed$/.test(fold(verb.text)) && !/^(?:will|won't|shall|no longer)\b/.test(fold(verb.text)) && !/\b(?:be|been|is|are|was|were)\s+$/.test(before)) continue;
      if (object) used.add(object);
      let direction = defaultDirection(cls, verb.entry);
      // "phones must be switched off", "will have to be handed in": an obligation put on people is a new restriction, whatever the verb.
      if (verb.entry.dir === 'down' && (cls === 'public_rule' || cls === 'access') && (/\b(?:must|will have to|have to|has to|are required to|is required to|deben|tendran que|tienen que)\s+(?:be\s+|ser\s+)?$/.test(before) || /^(?:must|will have to|have to|has to|deben|tendran que|tienen que)\b/.test(fold(verb.text)))) direction = 'up';
      // "will be available online only rather than in our stores": offered in fewer places is scaled back.
      if (verb.entry.lemma === 'offer' && /\bonly\b[^.;]{0,40}\b(?:rather than|instead of|not in)\b/.test(folded.slice(verb.end - s.start, Math.min(s.end, nextVerb) - s.start))) direction = 'down';
      // "will no longer be able to get free refills": a restriction on a benefit or a service takes it away.
      if (verb.entry.lemma === 'require' && (cls === 'benefit' || cls === 'service_level')) direction = 'down';
      // Adding advertising to a service lowers it (docs/valence.md §7 "Ads added to paid tier").
      if (cls === 'service_level' && direction === 'up' && /\b(ads|advertis\w*|commercials|anuncios|publicidad)\b/.test(fold(object?.text ?? ''))) direction = 'down';
      // Taking something out of a product or an identity is a change to what people know, unless
      // what goes is an unwanted ingredient ("removes artificial colours") or the old one comes back.
      if (direction === 'down' && (cls === 'formula' || cls === 'brand_identity') && verb.entry.lemma !== 'restore' && !(cls === 'formula' && UNWANTED_INGREDIENT.test(fold(object?.text ?? '') + ' ' + fold(s.text.slice(verb.end - s.start, verb.end - s.start + 60))))) direction = 'up';
      // The magnitude of this clause: from the previous verb to the next one.
      const clauseStart = Math.max(s.start, Math.min(prevVerb, object ? object.start : verb.start));
      const clauseEnd = Math.min(s.end, Math.max(nextVerb, object ? object.end : verb.end));
      const clause = s.text.slice(clauseStart - s.start, clauseEnd - s.start);
      const mag = ONTOLOGY[cls].scalable || cls === 'size' ? magnitudeIn(clause, fold(clause), clauseStart, lex) ?? (verbs.length === 1 ? magnitude : null) : null;
      const near = groups.filter((g) => g.start >= clauseStart - 20 && g.start <= clauseEnd + 60);
      if (mag && mag.from !== null && mag.to !== null && mag.from !== mag.to) direction = mag.to > mag.from ? 'up' : 'down';
      // A comparison with no change verb says the direction by its numbers, whatever the class ("three days a week instead of six").
      if (verb.entry.lemma === 'compare') {
        const stated = magnitudeIn(clause, fold(clause), clauseStart, lex, true);
        if (!stated || stated.from === null || stated.to === null || stated.from === stated.to) continue;
        direction = stated.to > stated.from ? 'up' : 'down';
      }
      // "the retirement age will rise from 62 to 64": raising it cuts the pension.
      if (object?.entry.inverse || awayFromInverse) direction = direction === 'up' ? 'down' : 'up';
      else if (cls === 'size' && verb.entry.dir === 'change') direction = 'down';
      // Withdrawing a plan, a ticket type or a membership takes an option away; it does not cut a price.
      if (cls === 'price' && direction === 'down' && verb.entry.lemma.startsWith('end') && !(mag && mag.relative !== null)) cls = 'service_level';
      // A cut of a job count, a smaller pack, a lower price all read as "down" from their verbs already.
      const objectSpan = object ? { start: object.start, end: object.end, text: object.text } : { start: verb.start, end: verb.end, text: verb.text };
      sentenceFrames.push({
        action: { lemma: verb.entry.lemma, span: { start: verb.start, end: verb.end, text: verb.text } },
        object: { text: object?.text ?? verb.text, span: objectSpan },
        objectClass: cls,
        cause: cls === 'cause' || cls === 'partnership' || cls === 'donation' || cls === 'appointment' ? cause : null,
        direction,
        magnitude: mag,
        affected: (near.length ? near : groups).map((g) => ({ group: g.entry.group, role: g.entry.role, existing: !!g.entry.existing, span: { start: g.start, end: g.end, text: g.text } })),
        timing,
        certainty: (object && object.entry.re.source !== '$^' ? 1 : verb.entry.fallback && !object ? 0.9 : 0.6) * prominence(sentenceIndex),
        // "Our 500 Mb plan will now cost £27 a month" after "is lowering the price by £5": a price stated with no change of its own
        // restates the new price; like a weak verb it stands only when no other frame names the charge.
        weak: !!verb.entry.weak || (verb.entry.lemma === 'cost' && !(mag && mag.relative !== null)),
        qualifier: null,
        anaphoric: !!object && /\b(?:the|their|its|your|el|la|los|las|su|sus) (?:new|higher|revised|updated|increased|lower|reduced|nuev[oa]s?|nuevas?)\s+(?:[\w-]+\s+)?$/.test(folded.slice(Math.max(0, object.start - s.start - 30), object.start - s.start)),
      });
    }

    // "will be swept every four weeks instead of every two": a longer interval is less service.
    const freq = lex.frequencyChange.exec(folded);
    if (freq && (sentenceIndex === 0 || lex.future.test(folded.slice(0, freq.index)))) {
      const [now, before] = [intervalOf(freq[1] ?? 'a', freq[2]!), intervalOf(freq[3] ?? 'a', freq[4] ?? freq[2]!)];
      if (now !== before && now > 0 && before > 0) {
        const span = { start: s.start + freq.index, end: s.start + freq.index + freq[0].length, text: s.text.slice(freq.index, freq.index + freq[0].length) };
        sentenceFrames.push({ action: { lemma: 'change frequency', span }, object: { text: span.text, span }, objectClass: 'service_level', cause: null, direction: now > before ? 'down' : 'up', magnitude: null, affected: groups.map((g) => ({ group: g.entry.group, role: g.entry.role, existing: !!g.entry.existing, span: { start: g.start, end: g.end, text: g.text } })), timing, certainty: 0.9 * prominence(sentenceIndex), qualifier: null });
      }
    }

    // "A new $5 monthly maintenance fee" with no change verb: the adjective announces it.
    for (const c of classes) {
      if (used.has(c) || !['fee', 'tax', 'price', 'public_rule', 'access', 'benefit', 'service_level'].includes(c.entry.cls)) continue;
      const lead = folded.slice(Math.max(0, c.start - s.start - 40), c.start - s.start);
      // The adjective may stand a few words before the noun ("a new $5 monthly network maintenance fee").
      const adj = new RegExp(`${lex.newAdjective.source.replace(/\\s\+\$$/, '')}\\b[^.;,]{0,30}$`, 'i');
      // "For a fee of £1.49 to £2.99, your order will …": a charge stated with its amount is a new one.
      const priced = c.entry.cls === 'fee' && /\bfor an?\s+(?:[\w-]+\s+)?$/.test(lead) && /^\s+of\s+(?:up to\s+|just\s+|only\s+)?[$£€]?\s?\d/.test(folded.slice(c.end - s.start, c.end - s.start + 20)) && (sentenceIndex === 0 || lex.future.test(folded));
      if (!adj.test(lead) && !priced) continue;
      // "to comply with the new rules": the rule is someone else's, given as a reason.
      if (/\b(?:comply with|cumplir con)\s+(?:the\s+|la\s+|las\s+|el\s+|los\s+)?(?:\S+\s+){0,2}$/.test(lead)) continue;
      // "La subida se debe a la nueva normativa estatal", "due to the new rules": the rule is the reason, not a change.
      if (lex.reasonNoun.test(lead) || /\b(?:se debe a|se deben a|debido a|due to|because of|owing to)\s+(?:la|el|las|los|the|a|an)?\s*(?:\S+\s+)?$/.test(lead)) continue;
      // "People using an account outside the household can transfer their profile to a new subscription": what customers may do.
      const upTo = folded.slice(0, c.start - s.start);
      const ws = Math.max(0, upTo.length - 100);
      const modal = /\b(can|may|will be able to)\s+(?:[\w'-]+,?\s+){1,14}$/.exec(upTo.slice(ws));
      if (modal && lex.customerOption.test(upTo.slice(0, ws + modal.index + modal[1]!.length) + ' ')) continue;
      used.add(c);
      sentenceFrames.push({
        action: { lemma: 'introduce', span: { start: c.start, end: c.end, text: c.text } },
        object: { text: c.text, span: { start: c.start, end: c.end, text: c.text } },
        objectClass: c.entry.cls,
        cause: null,
        direction: 'up',
        magnitude: ONTOLOGY[c.entry.cls].scalable ? magnitude : null,
        affected: groups.map((g) => ({ group: g.entry.group, role: g.entry.role, existing: !!g.entry.existing, span: { start: g.start, end: g.end, text: g.text } })),
        timing,
        certainty: 0.8 * prominence(sentenceIndex),
        qualifier: null,
        fromAdjective: true,
      });
    }
    // A heading ("Larchwood Clothing updates its returns policy") restates the change the body states: it stands only if the body states none.
    if (position < lead) headingFrames.push(...sentenceFrames);
    else frames.push(...sentenceFrames);
  }
  if (!frames.length) frames.push(...headingFrames);
  const frequency = frequencyFrame(all.slice(lead), lex, frames);
  if (frequency) {
    // "From June it will open three days a week": the opening verb states the new frequency, not new service.
    const [start, end] = frequency.sentence;
    for (let i = frames.length - 1; i >= 0; i--) if (frames[i]!.objectClass === 'service_level' && frames[i]!.direction !== frequency.frame.direction && frames[i]!.action.span.start >= start && frames[i]!.action.span.end <= end) frames.splice(i, 1);
    frames.push(frequency.frame);
  }
  const portrayal = portrayalFrame(all, lead, lex, frames);
  if (portrayal) {
    // "The images will be removed from our website": taking the piece down is the withdrawal itself, not a cut in service.
    if (portrayal.direction === 'down') {
      const sentenceOf = (f: ChangeFrame) => all.find((x) => f.action.span.start >= x.start && f.action.span.start < x.end)?.text ?? '';
      for (let i = frames.length - 1; i >= 0; i--) if (frames[i]!.direction === 'down' && lex.marketingContent.test(fold(sentenceOf(frames[i]!)))) frames.splice(i, 1);
    }
    frames.push(portrayal);
  }
  // Groups named elsewhere in the text apply to frames whose sentence names none.
  for (const f of frames) {
    if (f.affected.length) continue;
    f.affected = allGroups.slice(0, 3).map((g) => ({ group: g.entry.group, role: g.entry.role, existing: !!g.entry.existing, span: { start: g.start, end: g.end, text: g.text } }));
  }
  qualify(frames, text, lex);
  // "Existing owners will not receive a refund or credit" after a price cut: those who paid the old price lose out.
  const cut = frames.find((f) => f.objectClass === 'price' && f.direction === 'down');
  const left = cut && lex.existingLeftOut.exec(fold(text));
  if (cut && left) {
    const span = { start: left.index, end: left.index + left[0].length, text: text.slice(left.index, left.index + left[0].length) };
    frames.push({ ...cut, action: { lemma: 'leave out', span }, object: { text: span.text, span }, objectClass: 'benefit', direction: 'down', magnitude: null, certainty: 0.8, qualifier: null, weak: false, fromAdjective: false, anaphoric: false });
  }
  return dedupe(frames);
}

const PER_WEEK: Record<string, number> = { day: 7, dia: 7, week: 1, semana: 1, fortnight: 0.5, quincena: 0.5, month: 12 / 52, mes: 12 / 52, year: 1 / 52, ano: 1 / 52 };
const RATE_WORDS: Record<string, number> = { 'twice daily': 14, daily: 7, 'every day': 7, 'each day': 7, nightly: 7, weekly: 1, 'every week': 1, fortnightly: 0.5, monthly: 12 / 52, 'every month': 12 / 52, hourly: 168, 'every hour': 168, 'a diario': 7, diariamente: 7, 'cada dia': 7, 'todos los dias': 7, semanalmente: 1, 'cada semana': 1, mensualmente: 12 / 52, 'cada mes': 12 / 52 };
const COUNT_WORDS: Record<string, number> = { once: 1, twice: 2, una: 1, siete: 7, ...NUMBER_WORDS };

/**
 * A service run less or more often, stated as two frequencies across the text: "will operate …
 * three times a week … The route currently runs daily". The present one is marked (currently,
 * instead of…); the new one stands in the lead or after a future marker. Returns the frame and
 * the span of its sentence; null when the text states fewer than two, the same rate, or a
 * frequency frame already exists.
 */
function frequencyFrame(all: readonly { start: number; end: number; text: string }[], lex: Lexicon, frames: readonly ChangeFrame[]): { frame: ChangeFrame; sentence: [number, number] } | null {
  if (frames.some((f) => f.action.lemma === 'change frequency')) return null;
  let now: number | null = null;
  let next: { rate: number; span: TextSpan; certainty: number; sentence: [number, number] } | null = null;
  for (const [i, s] of all.entries()) {
    const folded = fold(s.text);
    for (const m of folded.matchAll(lex.frequencyCount)) {
      const rate = m[3] ? RATE_WORDS[m[3]] : (/^\d+$/.test(m[1]!) ? Number(m[1]) : COUNT_WORDS[m[1]!] ?? 0) * (PER_WEEK[m[2]!] ?? 0);
      if (!rate) continue;
      const before = folded.slice(0, m.index);
      if (lex.frequencyNow.test(before.slice(-60))) now ??= rate;
      else if (!next && (i === 0 || lex.future.test(before))) next = { rate, span: { start: s.start + m.index!, end: s.start + m.index! + m[0].length, text: s.text.slice(m.index!, m.index! + m[0].length) }, certainty: 0.9 * prominence(i), sentence: [s.start, s.end] };
    }
  }
  if (now === null || !next || Math.abs(next.rate - now) < 1e-9) return null;
  const frame: ChangeFrame = { action: { lemma: 'change frequency', span: next.span }, object: { text: next.span.text, span: next.span }, objectClass: 'service_level', cause: null, direction: next.rate < now ? 'down' : 'up', magnitude: null, affected: [], timing: null, certainty: next.certainty, weak: false, qualifier: null, anaphoric: false };
  return { frame, sentence: next.sentence };
}

/**
 * A piece of marketing that shows people by gender, nationality, ethnicity, religion or body
 * ("promotional videos … a Chinese model", "a commercial … a woman receives a bike from her
 * husband", "a thread that opens with 'Women belong in the kitchen.'"): the portrayal is itself
 * what the public judges (ontology.ts `portrayal`). The piece and the people may be in different
 * sentences of the text; a piece withdrawn ("will withdraw its spring advertisement") is the
 * change going down. Null when there is no such piece, no such people, or the text already
 * takes a stance on a cause (whose row judges the identity content).
 */
function portrayalFrame(all: readonly { start: number; end: number; text: string }[], lead: number, lex: Lexicon, frames: readonly ChangeFrame[]): ChangeFrame | null {
  if (frames.some((f) => f.objectClass === 'cause' || f.objectClass === 'portrayal')) return null;
  let work: { span: TextSpan; index: number; withdrawn: boolean } | null = null;
  let people: TextSpan | null = null;
  for (const [i, s] of all.entries()) {
    const folded = fold(s.text);
    const w: RegExpExecArray | null = work ? null : lex.marketingWork.exec(folded);
    if (w) work = { span: { start: s.start + w.index, end: s.start + w.index + w[0].length, text: s.text.slice(w.index, w.index + w[0].length) }, index: Math.max(0, i - lead), withdrawn: lex.marketingWithdrawn.test(folded.slice(0, w.index)) };
    const g: RegExpExecArray | null = people ? null : lex.portrayedGroup.exec(folded);
    if (g) people = { start: s.start + g.index, end: s.start + g.index + g[0].length, text: s.text.slice(g.index, g.index + g[0].length) };
  }
  if (!work || !people) return null;
  return {
    action: { lemma: work.withdrawn ? 'withdraw' : 'portray', span: work.span },
    object: { text: people.text, span: people },
    objectClass: 'portrayal',
    cause: null,
    direction: work.withdrawn ? 'down' : 'up',
    magnitude: null,
    affected: [],
    timing: null,
    certainty: 0.6 * prominence(work.index),
    qualifier: null,
  };
}

/** Losses that can be imposed on something already bought: a restriction, a cut service or feature, data taken, a new charge. */
const OWNED_LOSS: readonly [ObjectClass, Direction][] = [['access', 'up'], ['public_rule', 'up'], ['service_level', 'down'], ['benefit', 'down'], ['data_sharing', 'up'], ['fee', 'up']];

/**
 * Sets each frame's qualifier from its sentence (taxes) or the whole text (heritage): a tax on a
 * product taxed for its harm is corrective, one paid by businesses or the rich is on wealth; a
 * redesign that goes back to an older look restores it (direction down, unless `readDirection` is
 * false: the learned reader has read the direction, src/engine/understand/reading.ts).
 */
export function qualify(frames: ChangeFrame[], text: string, lex: Lexicon, readDirection = true): void {
  const all = fold(text);
  const parts = sentences(text);
  // The folded sentence holding a frame's verb, by binary search over the sentences' starts (long texts hold hundreds of frames).
  const foldedParts = new Map<number, string>();
  const sentenceOf = (f: ChangeFrame) => {
    const at = f.action.span.start;
    let lo = 0;
    let hi = parts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (parts[mid]!.start <= at) lo = mid;
      else hi = mid - 1;
    }
    const part = parts[lo];
    if (!part || at < part.start || at >= part.end) return all;
    let folded = foldedParts.get(lo);
    if (folded === undefined) foldedParts.set(lo, (folded = fold(part.text)));
    return folded;
  };
  const heritage = lex.heritage.test(all);
  const retro = lex.retro.test(all);
  const owned = lex.owned.test(all);
  for (const f of frames) {
    // A loss imposed on what people already own (a patch that adds an online check, firmware that refuses cartridges).
    if (owned && OWNED_LOSS.some(([cls, dir]) => f.objectClass === cls && f.direction === dir)) {
      f.qualifier = 'owned';
      continue;
    }
    if ((f.objectClass === 'public_rule' || f.objectClass === 'access') && f.direction === 'up') {
      // A rule against a harmful product (smoking, sugary drinks in schools) is judged like a corrective levy.
      if (lex.taxBase.corrective.test(sentenceOf(f))) f.qualifier = 'corrective';
    } else if ((f.objectClass === 'tax' || f.objectClass === 'fee' || f.objectClass === 'price') && f.direction === 'up') {
      const around = sentenceOf(f);
      f.necessity = lex.necessity.test(around);
      // A price put on a plastic bag is a corrective charge, whoever sets it.
      if (f.objectClass === 'price') {
        // (Only bags: a shop's price for a sugary drink is a price, not a health levy.)
        if (lex.taxBase.corrective.test(around) && /\b(?:bags?|bolsas?)\b/.test(around)) f.qualifier = 'corrective';
        continue;
      }
      // A charge on a plastic bag or a sugary drink is corrective whoever levies it; only a public body taxes wealth.
      f.qualifier = f.objectClass === 'tax' && lex.taxBase.wealth.test(around) ? 'wealth' : lex.taxBase.corrective.test(around) ? 'corrective' : null;
      // A health levy that also reaches products without the harm ("including both sugar-sweetened and diet drinks")
      // cannot rest on the harm: it is read as a plain tax on what people buy (ontology.ts QUALIFIED, decisions.md).
      if (f.qualifier === 'corrective' && lex.taxBase.beyondHarm.test(all)) f.qualifier = null;
    } else if (f.objectClass === 'formula' || f.objectClass === 'brand_identity') {
      if (readDirection && retro && f.objectClass === 'brand_identity' && f.direction === 'up') f.direction = 'down';
      f.qualifier = heritage ? 'heritage' : 'plain';
    }
  }
}

/**
 * Joins a verb to the change verb right before it ("stop sponsoring", "start offering", "dejar de
 * patrocinar"): the pair is one action, going down if either verb does.
 */
function compoundVerbs(verbs: Hit<VerbEntry>[], folded: string, offset: number, gapRe: RegExp): Hit<VerbEntry>[] {
  const out: Hit<VerbEntry>[] = [];
  for (const v of verbs) {
    const prev = out[out.length - 1];
    const gap = prev ? folded.slice(prev.end - offset, v.start - offset) : '';
    // "will be reduced": the auxiliary is not a verb of its own (nor a barrier between the verb and its object).
    if (prev && prev.entry.lemma === 'cost' && /^\s*$/.test(gap)) {
      out[out.length - 1] = v;
      continue;
    }
    if (prev && !prev.entry.implies && prev.entry.lemma !== 'cost' && gapRe.test(gap)) {
      // "stop offering" ends, "begin charging" starts, "start cutting" cuts: a down verb wins, else the second says what changes.
      const dir: VerbEntry['dir'] = prev.entry.dir === 'down' || v.entry.dir === 'down' ? 'down' : v.entry.dir === 'change' ? prev.entry.dir : v.entry.dir;
      const entry = { ...v.entry, dir, lemma: `${prev.entry.lemma} ${v.entry.lemma}`, fallback: v.entry.fallback ?? prev.entry.fallback };
      out[out.length - 1] = { ...v, start: prev.start, text: prev.text + gap + v.text, entry };
      continue;
    }
    out.push(v);
  }
  return out;
}

/**
 * One frame per (class, direction, cause): the first, with the largest magnitude seen. A frame from
 * a weak verb ("the new prices will apply") only stands for a charge no other frame names.
 */
function dedupe(frames: ChangeFrame[]): ChangeFrame[] {
  const out: ChangeFrame[] = [];
  for (const f of frames) {
    if (f.weak && (!['fee', 'tax', 'price'].includes(f.objectClass) || frames.some((o) => !o.weak && o.objectClass === f.objectClass))) continue;
    // "keep the new price for two years" after "will lower the price": the adjective refers back to the change already read.
    // "The new price will be 8 % higher than the current one": the restatement gives the size of the change it refers to.
    const referent = (match: (o: ChangeFrame) => boolean) => {
      const o = frames.find(match);
      if (o && !o.magnitude && f.magnitude && f.direction === o.direction) o.magnitude = f.magnitude;
      return !!o;
    };
    if (f.fromAdjective && referent((o) => !o.fromAdjective && !o.weak && (o.objectClass === f.objectClass || (PRICED.includes(o.objectClass) && PRICED.includes(f.objectClass))))) continue;
    if ((f.anaphoric || f.weak) && PRICED.includes(f.objectClass) && referent((o) => o !== f && !o.anaphoric && !o.weak && !o.fromAdjective && PRICED.includes(o.objectClass))) continue;
    const same = out.find((o) => o.objectClass === f.objectClass && o.direction === f.direction && o.cause === f.cause);
    if (!same) {
      out.push(f);
      continue;
    }
    if (f.magnitude && (!same.magnitude || Math.abs(f.magnitude.relative ?? 0) > Math.abs(same.magnitude.relative ?? 0))) same.magnitude = f.magnitude;
    // The change stated most prominently is as sure as its surest statement.
    same.certainty = Math.max(same.certainty, f.certainty);
  }
  return out;
}
