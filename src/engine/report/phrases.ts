/**
 * The words a report uses for each announced change (issue 21 items 1–3): the object as a noun
 * phrase with its article ("the price of the standard plan", "el impuesto de bienes inmuebles"),
 * the change as a noun phrase with its numbers ("the rise in parking charges from £2 to £3.50"),
 * and each number written by `Intl.NumberFormat` in the report's language. Mitigations, failure
 * modes and quotes are all worded from these, so every section speaks of the same change.
 */
import { format } from '../i18n/index.js';
import type { Catalog } from '../i18n/en.js';
import { englishNounPhrase, englishTags, firstNounAfter } from '../text/nlp.js';
import { DETERMINERS, NO_END, NO_START } from '../reader/object-span.js';
import type { ScenarioFeatures } from '../text/features.js';
import type { ChangeFrame } from '../understand/frames.js';
import { anchoredTerms } from '../understand/frames.js';
import { EN } from '../understand/lexicon.js';
import { ES } from '../understand/lexicon-es.js';
import { fold, hits, sentences } from '../understand/text.js';
import { esDefiniteNp } from '../i18n/es-finish.js';

/** The words of one change, in the report's language. */
export interface ChangeWords {
  /** `<class>_<direction>`. */
  type: string;
  /**
   * How a service is cut, when its sentence says: `closure` (closed, shut, merged away: the whole of
   * it goes) or `relocation` (moved elsewhere); '' otherwise. Levers are worded for it (a phased
   * closure, transport to the new site), not as "fewer days" of something that ceases to exist.
   */
  shape: '' | 'closure' | 'relocation';
  /** The object as a bare noun phrase ("parking charges"), or the class's noun when the text names none. */
  object: string;
  /** The object with its definite article ("the parking charges", "la tasa turística"). */
  theObject: string;
  /**
   * What is paid for, with its article: for a charge named with its thing ("the price of its Standard
   * plan", "la cuota del gimnasio") the thing ("the Standard plan", "el gimnasio"), for templates that
   * say "paying more for …"; otherwise the object itself (`chargedItem`).
   */
  theItem: string;
  /**
   * The object as it stands before the change, with its article: `theObject` without the "new" of the
   * thing that replaces it ("the new crest" → "the crest", "la nueva receta" → "la receta"), for
   * templates about keeping or missing what exists (`currentThing`).
   */
  theCurrent: string;
  /** The change as a noun phrase with its numbers ("the rise in the parking charges from £2 to £3.50"). */
  change: string;
  /** Formatted numbers (empty when not stated): old and new amount, the halfway amount, the relative change and half of it, a count and half of it. */
  from: string;
  to: string;
  mid: string;
  pct: string;
  halfPct: string;
  amount: string;
  /** Half the stated amount, formatted ("1 €" for a 2 € levy); empty when no amount is stated. */
  halfAmount: string;
  count: string;
  halfCount: string;
  /**
   * What a charge stated per month or per week adds in a year, formatted ("£84" for a new £7 monthly fee,
   * "£24" for a rise from £10 to £12 a month): the sum people work out and quote (`yearlyExtra`); empty
   * when the change is no charge rise, states no amount or no period, or is already yearly.
   */
  yearly: string;
  /** When it takes effect, as written; empty when not stated. */
  timing: string;
  /** Every number these words show, as written in the report (for checks that a quote names one). */
  numbers: string[];
}

/** The words of the main announced change (`features.mainChange`), or undefined when none was read. */
export function mainChangeWords(features: Pick<ScenarioFeatures, 'changes' | 'mainChange'>, words: ChangeWords[]): ChangeWords | undefined {
  return words[Math.max(0, features.changes.findIndex((c) => c.type === features.mainChange))];
}

/** The sentence of `text` that holds a frame's action (its start), or undefined. */
function frameSentence(text: string, frame: Pick<ChangeFrame, 'action'>): ReturnType<typeof sentences>[number] | undefined {
  return sentences(text).find((s) => frame.action.span.start >= s.start && frame.action.span.start < s.end);
}

/** Verbs and nouns that close a whole service (English and Spanish, folded by `fold`). */
const CLOSURE_WORDS = /\b(clos(?:e|es|ed|ing|ure|ures)|shut(?:s|ting)?(?: down)?|merg(?:e|es|ed|ing|er)|cierr\w*|cerr(?:ar|ara|aran|ará|arán|ado|ada|ados|adas|amos|aremos|ando)|clausur\w*|fusion\w*)\b/u;
/** Verbs and nouns that move a service elsewhere. */
const RELOCATION_WORDS = /\b(relocat\w*|mov(?:e|es|ed|ing) (?:to|from|out)|leav(?:e|es|ing) \p{Lu}|traslad\w*|mudanza|mudar\w*)\b/u;

/**
 * The shape of a service cut (`ChangeWords.shape`) from its sentence: a closure, a move, or neither;
 * only for `service_level` `down`. "Will close on Sundays" is a cut in hours and "closed for six weeks
 * for repairs" a pause, not a closure: a closing word followed in the same clause by a day of the
 * week, a time ("at 8pm", "a las 20:00", "a medianoche"), "early", "overnight", opening hours, "temporarily" or a stated short period is left out.
 */
export function cutShape(text: string, frame: Pick<ChangeFrame, 'objectClass' | 'direction' | 'action'>): ChangeWords['shape'] {
  if (frame.objectClass !== 'service_level' || frame.direction !== 'down') return '';
  const sentence = frameSentence(text, frame);
  if (!sentence) return '';
  const t = sentence.text;
  if (RELOCATION_WORDS.test(t)) return 'relocation';
  if (!CLOSURE_WORDS.test(t.toLowerCase())) return '';
  const partial = /\b(?:clos\w*|shut\w*|cierr\w*|cerr\w*)\b[^.;]{0,40}?\b(?:on (?:sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|weekends|bank holidays)|at \d|early|earlier|in the evenings?|overnight|at night|at weekends|(?:opening )?hours|por la noche|de noche|horario|temporarily|for (?:\d+|two|three|four|five|six|eight|several) (?:weeks|months|days)|for (?:lunch|the summer|refurbishment|repairs|works)|los (?:domingos|lunes|sábados|fines de semana)|por las (?:tardes|noches)|a la (?:\d|una\b)|a las \d|a medianoche|hasta las? \d|antes de las? \d|temporalmente|por obras|durante (?:\d+|dos|tres|cuatro|seis|varias) (?:semanas|meses|días))/iu;
  return partial.test(t) ? '' : 'closure';
}

/** Words before a Spanish noun phrase ends ("el impuesto de bienes inmuebles | un 12,5 %"). */
const ES_STOP = /^(?:a|al|para|desde|en|un|una|unos|unas|que|por|con|y|o|hasta|sobre|entre|durante|sin|se|lo|cada|todos|todas|los|las|el|la|le|les|\d.*)$/i;
/** Spanish adjective endings, for the words after a head noun ("tasa turística", "comedores sociales"). */
const ES_ADJ = /(?:ico|ica|icos|icas|al|ales|ar|ares|ivo|iva|ivos|ivas|ado|ada|ados|adas|ido|ida|idos|idas|ista|istas|ible|ibles|ano|ana|anos|anas|ense|enses|ario|aria|arios|arias|oso|osa|osos|osas|ente|entes|il|iles)$/i;

/** The Spanish noun phrase starting at `head` in `sentence`: adjectives after it and one "de …" complement. */
function spanishNounPhrase(sentence: string, start: number, end: number): string {
  const rest = sentence.slice(end).split(/(?=[\s,.;:()])/).map((w) => w.trim()).filter(Boolean);
  const words = [sentence.slice(start, end)];
  let k = 0;
  while (k < rest.length && k < 2 && ES_ADJ.test(rest[k]!) && !ES_STOP.test(rest[k]!)) words.push(rest[k++]!);
  if (rest[k] && /^(?:de|del)$/i.test(rest[k]!)) {
    const comp: string[] = [rest[k]!];
    let m = k + 1;
    if (rest[m] && /^(?:la|el|los|las|su|sus)$/i.test(rest[m]!)) comp.push(rest[m++]!);
    const before = comp.length;
    while (m < rest.length && comp.length < before + 3 && !ES_STOP.test(rest[m]!) && !/^(?:de|del)$/i.test(rest[m]!) && /^\p{L}/u.test(rest[m]!)) comp.push(rest[m++]!);
    if (comp.length > before) words.push(...comp);
  }
  return words.join(' ');
}

/** Quantifiers that open a noun phrase ("all kiosks", "every customer", "todas las sesiones"): the report's own article replaces them. */
const QUANTIFIER = /^(?:all|every|each|any|both|either|no|some|todo|toda|todos|todas|cada|ambos|ambas|cualquier|cualquiera|algun|alguna|algunos|algunas)$/;
/** Words that make a figure approximate ("about 200", "more than 40", "cerca de 300"). */
const APPROX = /^(?:about|around|approximately|roughly|nearly|almost|over|under|some|more|fewer|less|than|up|to|alrededor|cerca|casi|mas|menos|hasta)$/;
/** Numbers written as words, English and Spanish folded. */
const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundreds?|thousands?|millions?|billions?|dozens?|half|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|veinte|treinta|cuarenta|cincuenta|cien|ciento|cientos|mil|miles|millon|millones|mitad|docena)$/;
/** A figure, an amount, a percentage or a clock time as written ("40", "£15", "3,5", "10:30", "9am"). */
const FIGURE = /^[$£€¥]?\d[\d.,:]*(?:%|p|k|m|bn|am|pm|h|st|nd|rd|th)?$/;
/** Currency and percent words that follow a figure ("4 millones de euros", "5 %"). */
const UNIT = /^(?:euros?|pesos?|dollars?|pounds?|pence|cents?|libras?|dolares?|centimos?|%|percent|ciento)$/;
/** Month and weekday names, English and Spanish folded. */
const DATE_WORD = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|lunes|martes|miercoles|jueves|viernes|sabado|domingo|hoy|manana)$/;
/** How often, as an English adverb closing a phrase ("collections from weekly"). */
const FREQUENCY = /^(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annually|hourly)$/;
/** Words that open a clause inside a phrase ("food banks in March because …", "cuentas que no …"). */
const CLAUSE = /^(?:because|although|though|whereas|unless|which|who|whose|that|where|porque|aunque|mientras|que|quien|quienes|cuyo|cuya|cuyos|cuyas|donde|cuando)$/;
/** Prepositions that introduce when a change happens or what it costs ("in March", "from 1 April", "desde el lunes", "de 30 euros"). */
const TIME_PREP = /^(?:in|on|from|at|by|until|till|before|after|during|since|starting|beginning|of|for|per|en|desde|hasta|antes|despues|durante|partir|de|del|a|al|por)$/;
/** Spanish future and conditional verb forms ("dejará", "pasarán", "podría"): after "y"/"o", a second clause. */
const ES_FINITE = /(?:rá|rán|ría|rían)$/;

const bareWord = (w: string) => fold(w).replace(/^[^\p{L}\p{N}$£€¥]+|[^\p{L}\p{N}%]+$/gu, '');
const isQuantity = (w: string) => FIGURE.test(w.replace(/[,;:]$/, '')) || NUMBER_WORD.test(bareWord(w)) || UNIT.test(bareWord(w)) || /^%[,;:]?$/.test(w);
/** Words a report's phrase neither opens nor closes with, beyond the span scorer's (`NO_START`, `NO_END`): prepositions that also end phrasal labels ("in", "on"), pronouns and "not". */
const EDGE = new Set(['in', 'on', 'at', 'to', 'about', 'under', 'following', 'not', 'you', 'we', 'they', 'it', 'he', 'she', 'i', 'us', 'them', 'dear', 'tu', 'usted', 'ustedes', 'nosotros', 'ellos', 'ellas']);
const isFunction = (w: string) => DETERMINERS.has(bareWord(w)) || NO_START.has(bareWord(w)) || NO_END.has(bareWord(w)) || QUANTIFIER.test(bareWord(w));

/**
 * An object phrase made a noun phrase a report can put its article before (the kinds of fragment
 * found by `npm run bench:object-phrases`): cut where a clause starts inside it ("food banks in
 * March because …", "branches and cut 1,200 jobs", "programas y dejará …") and before a closing
 * time phrase ("in March", "desde el lunes"); without the quantifiers, figures, amounts and
 * partitives it opens with ("all kiosks" → "kiosks", "two of its food banks" → "food banks", "150
 * trabajadores" → "trabajadores": the report states its numbers in the change phrase) and without
 * the function words at either edge.
 * @param np the phrase as the text words it, without the report's article.
 * @returns the tidied phrase, or '' when no noun is left (a date, a clock time, an amount, a
 *   function word): the report then names the object by its class (`objectWords`).
 */
export function tidyObject(np: string, lang: 'en' | 'es'): string {
  let w = np.trim().split(/\s+/).filter(Boolean);
  const clause = w.findIndex((x, i) => i > 0 && CLAUSE.test(bareWord(x)));
  if (clause > 0) w = w.slice(0, clause);
  // A span holding its own verb ("Llanura suprimirá cuatro rutas", "Club will close its bar"): the object follows the verb.
  const verb = w.findIndex((x, i) => i > 0 && (lang === 'es' ? ES_FINITE.test(x.toLowerCase()) && x.length > 4 : /^(?:will|would|shall)$/i.test(x)));
  if (verb > 0) w = w.slice(verb + (lang === 'es' ? 1 : 2)).length ? w.slice(verb + (lang === 'es' ? 1 : 2)) : w.slice(0, verb);
  if (lang === 'en' && w.length > 2) {
    const joined = w.join(' ');
    const tags = englishTags(joined);
    const starts: number[] = [];
    w.reduce((at, x) => (starts.push(at), at + x.length + 1), 0);
    // "and" / "or" before a verb, or before a word followed by a possessive or a figure ("and close its …", "and cut 1,200 jobs").
    const verbish = (i: number) => (tags[i]?.pos === 'VERB' && !/(?:ed|ing)$/i.test(tags[i]!.text)) || (!!tags[i] && /^(?:its|their|our|your|his|her|\d.*)$/i.test(tags[i + 1]?.text ?? ''));
    const k = tags.findIndex((t, i) => /^(?:and|or)$/i.test(t.text) && verbish(i + 1));
    if (k > 0) w = w.slice(0, Math.max(1, starts.findIndex((at) => at >= tags[k]!.start)));
  } else if (lang === 'es') {
    const k = w.findIndex((x, i) => i > 0 && /^(?:y|e|o|u)$/i.test(x) && (ES_FINITE.test((w[i + 1] ?? '').toLowerCase()) || /^se$/i.test(w[i + 1] ?? '')));
    if (k > 0) w = w.slice(0, k);
  }
  // Amount first ("£4 a day to park at Westgate"): what is paid for is the verb after "to", and the report
  // states the amount from the frame's magnitude: "cost to park at Westgate".
  if (lang === 'en' && /^[$£€]\d/.test(w[0] ?? '')) {
    let j = 1;
    while (j < w.length && RATE_WORD.test(bareWord(w[j]!))) j++;
    if (j < w.length - 1 && bareWord(w[j]!) === 'to') w = ['cost', ...w.slice(j)];
    else if (j === w.length) w = []; // only an amount and its rate ("€3 per person per night"): no object words
  }
  w = withoutAmount(w);
  const trimEnd = () => {
    while (w.length && (isFunction(w.at(-1)!) || EDGE.has(bareWord(w.at(-1)!)) || w.at(-1) === 'a' || !bareWord(w.at(-1)!))) w.pop();
  };
  for (let changed = true; changed; ) {
    changed = false;
    trimEnd();
    let j = w.length - 1;
    while (j > 0 && !TIME_PREP.test(bareWord(w[j]!))) j--;
    const rest = j > 0 ? w.slice(j + 1) : [];
    const dateLike = (x: string) => DATE_WORD.test(bareWord(x)) || FREQUENCY.test(bareWord(x)) || isQuantity(x) || /^(?:de|del|of|the|el|la|los|las|next|this|proximo|proxima)$/.test(bareWord(x));
    // "of", "de", "por" … close the phrase as a time or a cost only before a figure ("de 30 euros", "del 1 de abril"), not a bare day ("sesiones de los jueves").
    const figureOnly = /^(?:of|for|per|de|del|a|al|por)$/.test(bareWord(w[j] ?? ''));
    if (rest.length && rest.every(dateLike) && rest.some((x) => (!figureOnly && (DATE_WORD.test(bareWord(x)) || FREQUENCY.test(bareWord(x)))) || FIGURE.test(x.replace(/[,;:]$/, '')))) {
      w = w.slice(0, j);
      changed = true;
    }
  }
  // What opens the phrase but is not its noun: function words, figures, an approximation before a figure
  // ("about 200 jobs"), a date before a function word ("junio el sistema", "Tuesday to ban"), "to" before a verb.
  const opener = (k: number) => {
    // A capitalised article before a capitalised word is part of a name ("El Centinela", "The Sentinel"): it stays.
    if (/^(?:El|La|Los|Las|The)$/.test(w[k]!) && /^\p{Lu}/u.test(w[k + 1] ?? '')) return false;
    const x = bareWord(w[k]!);
    if (isFunction(w[k]!) || isQuantity(w[k]!) || (EDGE.has(x) && x !== 'to')) return true;
    const next = w[k + 1] ? bareWord(w[k + 1]!) : '';
    if (APPROX.test(x) && next && (isQuantity(w[k + 1]!) || ((APPROX.test(next) || next === 'de') && !!w[k + 2] && isQuantity(w[k + 2]!)))) return true;
    if (DATE_WORD.test(x) && w[k + 1] && (isFunction(w[k + 1]!) || /^to$/i.test(w[k + 1]!) || /,$/.test(w[k]!))) return true;
    // An English gerund before its own object ("lowering our prices for every customer"): the verb, not the object.
    if (lang === 'en' && /^\p{L}{3,}ing$/u.test(x) && /^(?:the|its|our|their|your|his|her|a|an|all|some)$/.test(next)) return true;
    // A verb of providing in its gerund, as "stop producing dedicated programming" leaves it: what is provided is the object.
    if (lang === 'en' && PROVIDING_GERUND.test(x) && next) return true;
    // A Spanish infinitive before its own object ("patrocinar el Orgullo"): the verb, not the object.
    if (lang === 'es' && /^\p{L}{3,}(?:ar|er|ir)$/u.test(x) && w[k + 1] && DETERMINERS.has(bareWord(w[k + 1]!))) return true;
    return lang === 'en' && x === 'to' && w.length > 2 && englishTags(w.slice(k).join(' '))[1]?.pos === 'VERB';
  };
  while (w.length > 1 && opener(0)) {
    const verbAfterTo = lang === 'en' && bareWord(w[0]!) === 'to';
    w.shift();
    if (verbAfterTo && w.length > 1) w.shift();
  }
  if (w.length === 1 && (isFunction(w[0]!) || isQuantity(w[0]!))) w = [];
  trimEnd();
  // The actor's own voice ("the fees of our packages", "nuestros paquetes") is the report's third person:
  // quotes speak as customers, residents or fans, never as the organisation.
  const out = namesList(balancedQuotes(w.map(thirdPerson).join(' ').replace(/[\s,;:–—-]+$/, '')), lang);
  if (!out) return '';
  const content = (x: string) => !isFunction(x) && !isQuantity(x) && !DATE_WORD.test(bareWord(x)) && /\p{L}/u.test(x);
  if (lang === 'en') {
    const nouns = englishTags(out).filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && content(t.text));
    return nouns.length ? out : '';
  }
  return w.some(content) ? out : '';
}

/**
 * A list of names written with commas only ("Carrow, Denholme Vale, Elsby", a notice's list of
 * branches) joined as prose joins it: "Carrow, Denholme Vale and Elsby" ("y" in Spanish). Anything
 * else is returned as it is.
 */
export function namesList(np: string, lang: 'en' | 'es'): string {
  const items = np.split(/,\s*/);
  if (items.length < 2 || !items.every((x) => /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|of|de|del|la|el|upon|on))*$/u.test(x.trim()))) return np;
  return `${items.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${items.at(-1)}`;
}

/** Pairs of quotation marks (opening → closing); single curly quotes are left alone, as ’ is also the apostrophe ("supporters’ trust"). */
const QUOTE_PAIRS: Record<string, string> = { '«': '»', '“': '”', '"': '"' };

/**
 * A phrase without the quotation marks a span cut in half: a span that ends inside a quotation
 * ("«El Negro Macabeo" of «El Negro Macabeo», blind read 23) loses its lone opening mark, and one that
 * starts inside it its lone closing mark; balanced marks stay.
 */
export function balancedQuotes(np: string): string {
  let out = np;
  for (const [open, close] of Object.entries(QUOTE_PAIRS)) {
    if (open === close) {
      if ((out.split(open).length - 1) % 2 === 1) out = out.replace(open, '');
      continue;
    }
    const opens = out.split(open).length - 1;
    const closes = out.split(close).length - 1;
    if (opens > closes) out = out.replace(new RegExp(`${open}(?![^${open}]*${close})`), '');
    else if (closes > opens) out = out.replace(new RegExp(`(?<!${open}[^${close}]*)${close}`), '');
  }
  return out.trim();
}

/** Words that carry a charge's rate after its figure ("a month", "per person per night", "al trimestre", "por persona y noche"). */
const RATE_WORD = /^(?:a|an|per|each|and|al|por|cada|y|the|la|el|month|months|year|years|week|weeks|day|days|night|nights|person|people|head|adult|adults|child|children|term|quarter|hour|hours|visit|trip|journey|kwh|litre|liter|mes|meses|ano|anos|semana|semanas|dia|dias|noche|noches|persona|personas|adulto|adultos|nino|ninos|trimestre|trimestres|cuatrimestre|hora|horas|visita|viaje|trayecto|litro|anual|mensual|semanal|diario|annual|monthly|weekly|nightly)$/;

/**
 * A phrase without the amount it embeds after "of"/"de" ("la cuota de 35 euros al trimestre por el
 * servicio de acogida" → "la cuota por el servicio de acogida"; "a visitor levy of £2 per person per
 * night on hotel stays" → "a visitor levy on hotel stays"): the figure and its rate words, up to a
 * preposition that opens the thing paid for with its article ("por el servicio"). Reports state the
 * amount from the frame's magnitude, so the object need not carry it.
 */
function withoutAmount(w: string[]): string[] {
  for (let i = 1; i + 1 < w.length; i++) {
    if (!/^(?:of|de|at)$/.test(bareWord(w[i]!)) || !FIGURE.test(w[i + 1]!.replace(/[,;:]$/, ''))) continue;
    let j = i + 2;
    while (j < w.length && (UNIT.test(bareWord(w[j]!)) || RATE_WORD.test(bareWord(w[j]!)))) {
      // "por el servicio", "for the car park": the thing paid for starts here.
      if (/^(?:por|for|on|para)$/.test(bareWord(w[j]!)) && DETERMINERS.has(bareWord(w[j + 1] ?? ''))) break;
      j++;
    }
    return [...w.slice(0, i), ...w.slice(j)];
  }
  return w;
}

/** First-person possessives of the announcing organisation, and their third-person forms. */
const THIRD_PERSON: Record<string, string> = { our: 'its', ours: 'its', nuestro: 'su', nuestra: 'su', nuestros: 'sus', nuestras: 'sus' };

/** A word of an object phrase in the report's third person: "our" → "its", "nuestros" → "sus" (capitals and punctuation kept). */
function thirdPerson(word: string): string {
  const m = /^(\p{L}+)(.*)$/u.exec(word);
  const to = m ? THIRD_PERSON[m[1]!.toLowerCase()] : undefined;
  if (!m || !to) return word;
  return (m[1]![0] === m[1]![0]!.toUpperCase() ? to[0]!.toUpperCase() + to.slice(1) : to) + m[2]!;
}

/**
 * An English span of `sentence` (offsets in it) carried on to the end of its noun compound: a span
 * that stops on a modifier of the next noun ("free lunchtime | concerts", "season ticket | prices")
 * takes the nouns that follow (wink-nlp tags, at most three).
 */
function compoundEnd(sentence: string, start: number, end: number): string {
  const tags = englishTags(sentence);
  let k = tags.findIndex((t) => t.start >= end);
  if (k <= 0 || tags[k - 1]!.start < start || !/^(?:NOUN|ADJ|PROPN)$/.test(tags[k - 1]!.pos)) return sentence.slice(start, end);
  let stop = end;
  for (let n = 0; k < tags.length && n < 3 && tags[k]!.pos === 'NOUN' && tags[k]!.start - stop <= 1; k++, n++) stop = tags[k]!.start + tags[k]!.text.length;
  return sentence.slice(start, stop);
}

/**
 * The object of a frame as the text names it: the learned object span when the frame has one
 * (understand/reading.ts `objectOf`) made a noun phrase (`tidyObject`), else the frame's object when it is a term of its class, else the first term of that class in the frame's sentence, widened to its noun phrase; empty when
 * the sentence names no term of the class.
 */
export function objectPhrase(text: string, frame: ChangeFrame, lang: 'en' | 'es'): string {
  const lex = lang === 'es' ? ES : EN;
  const sentence = frameSentence(text, frame);
  if (!sentence) return '';
  const terms = anchoredTerms(lex);
  const ofClass = (w: string) => lex.classTerms.some((t, i) => t.cls === frame.objectClass && terms[i]!.test(fold(w)));
  let head: { start: number; end: number } | null = null;
  const obj = frame.object.text.trim();
  // The learned object span (understand/reading.ts) is the object's own words, already without its determiner.
  if (obj && frame.object.learned !== undefined && frame.object.span.start >= sentence.start && frame.object.span.end <= sentence.end) {
    const tidy = tidyObject(lang === 'en' ? compoundEnd(sentence.text, frame.object.span.start - sentence.start, frame.object.span.end - sentence.start) : obj, lang);
    if (tidy) return tidy;
  }
  if (obj && frame.object.span.start >= sentence.start && frame.object.span.end <= sentence.end && obj.split(/\s+/).some(ofClass)) {
    head = frame.object.span;
  }
  if (!head) {
    const found = hits(lex.classTerms, fold(sentence.text), sentence.text, sentence.start).filter((h) => h.entry.cls === frame.objectClass);
    const after = found.find((h) => h.start >= frame.action.span.end) ?? found[0];
    if (after) head = after;
  }
  // The frame's own object when no term of its class is named (the open world's class `other`).
  if (!head && obj && frame.object.span.start >= sentence.start && frame.object.span.end <= sentence.end && frame.object.span.end - frame.object.span.start < sentence.text.length - 1) head = frame.object.span;
  if (!head) {
    // No term of the class: the first noun after the verb ("raise parking charges"), within the same clause.
    // A frame read without its verb spans the whole sentence: the object follows the sentence's first verb.
    const whole = frame.action.span.start <= sentence.start && frame.action.span.end >= sentence.end - 1;
    const from = whole ? 0 : frame.action.span.end - sentence.start;
    if (lang === 'en') {
      const n = firstNounAfter(sentence.text, from, whole) ?? (whole ? firstNounAfter(sentence.text, 0, false, true) : null);
      if (n && n[0] - from < 40) head = { start: sentence.start + n[0], end: sentence.start + n[1] };
    } else {
      const m = /^\s+(?:(?:el|la|los|las|su|sus|un|una)\s+)?(\p{L}{4,})/u.exec(sentence.text.slice(from));
      if (m && !ES_STOP.test(m[1]!)) {
        const at = from + m[0].length - m[1]!.length;
        head = { start: sentence.start + at, end: sentence.start + at + m[1]!.length };
      }
    }
  }
  if (!head) return '';
  // A long object ("photos to train its AI models") is named by its first noun's phrase.
  if (lang === 'en' && sentence.text.slice(head.start - sentence.start, head.end - sentence.start).split(/\s+/).length > 3) {
    const n = firstNounAfter(sentence.text, head.start - sentence.start);
    if (n) head = { start: sentence.start + n[0], end: sentence.start + n[1] };
  }
  const s = head.start - sentence.start;
  const e = head.end - sentence.start;
  const np = lang === 'es' ? spanishNounPhrase(sentence.text, s, e) : englishNounPhrase(sentence.text, s, e);
  // A phrase that is all capitals or very long is a heading or a list, not a name for the object.
  return tidyObject(np.length > 60 ? sentence.text.slice(s, e) : np.replace(/^(?:the|a|an)\s+/i, ''), lang);
}

/** The currency or unit of a stated amount ("£", "€", "%"), from the words of its span. */
function unitOf(span: string): string {
  if (/%|percent|per cent|por ciento/i.test(span)) return '%';
  const m = /[$£€]/.exec(span);
  if (m) return m[0];
  if (/euros?/i.test(span)) return '€';
  if (/libras?|pounds?/i.test(span)) return '£';
  if (/d[oó]lar/i.test(span)) return '$';
  // Pence and cents are written after the figure ("28p", "50 cents", "30 céntimos"): `amount` keeps them there.
  if (/\d\s?p\b|\bpence\b/i.test(span)) return 'p';
  if (/\d\s?¢|\bcents?\b/i.test(span)) return ' cents';
  if (/\bc[eé]ntimos?\b/i.test(span)) return ' céntimos';
  if (/\bpesos?\b/i.test(span)) return ' pesos';
  return '';
}

/** Units written after the figure (`unitOf`): pence, cents, céntimos, pesos (whose "$" would read as dollars). */
const SUFFIX_UNITS = new Set(['p', ' cents', ' céntimos', ' pesos']);

/**
 * The unit written right after a magnitude's span ("de 90 a 120 euros", "from 40 to 60 per cent"):
 * the extraction's span may stop at the last figure. '' when none follows.
 */
function unitAfter(text: string, end: number): string {
  const m = UNIT_AFTER.exec(text.slice(end, end + 16));
  return m ? unitOf(m[1]!) : '';
}

/** A unit written right after a figure ("90 euros", "50 per cent", "28 pence"). */
const UNIT_AFTER = /^\s*(euros?|€|£|libras?|pounds?|d[oó]lar(?:es)?|dollars?|%|per ?cent|por ciento|pence|cents?|c[eé]ntimos?|pesos?)(?![\p{L}])/iu;

/** Periods in a year of a charge per month or per week (ASSUMPTION: 12 and 52), matched in English and Spanish. */
const PERIOD_WORDS: readonly [RegExp, number][] = [
  [/^\s*(?:a|per|each|every|\/|al|por|cada)\s*(?:month|mes)\b|^\s*(?:monthly|mensual(?:es)?|mensualmente)\b/iu, 12],
  [/^\s*(?:a|per|each|every|\/|a la|por|cada)\s*(?:week|semana)\b|^\s*(?:weekly|semanal(?:es)?|semanalmente)\b/iu, 52],
];
/** The same period named in the object ("monthly account fee", "cuota mensual"). */
const PERIOD_IN_OBJECT: readonly [RegExp, number][] = [
  [/\b(?:monthly|mensual(?:es)?)\b/iu, 12],
  [/\b(?:weekly|semanal(?:es)?)\b/iu, 52],
];

/**
 * What a charge rise stated per month or per week adds in a year: (to − from) × periods for a rise from
 * one amount to another, the amount × periods for a new charge or a stated rise by an amount; null when
 * the change is no charge rise, has no amount, or no period stands right after the amount or in the object.
 * @param type `<class>_<direction>`; @param after the text right after the amount; @param object the object's words.
 */
export function yearlyExtra(type: string, m: ChangeFrame['magnitude'], after: string, object: string): number | null {
  if (!/^(price|fee|tax)_up$/.test(type) || !m) return null;
  const step = m.from != null && m.to != null ? m.to - m.from : m.absolute ?? null;
  if (step === null || !(step > 0)) return null;
  const n = PERIOD_WORDS.find(([re]) => re.test(after))?.[1] ?? PERIOD_IN_OBJECT.find(([re]) => re.test(object))?.[1];
  return n ? Math.round(step * n * 100) / 100 : null;
}

/** A number in the report's locale with up to two decimals (two when it has cents). */
function num(locale: string, v: number): string {
  const cents = Math.abs(v - Math.round(v)) > 1e-9;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }).format(v);
}

/**
 * An amount with its unit where the language writes it ("£3.50"; "3,50 €", "12,5 %"). A Spanish text
 * that writes the symbol first ("$69", as Latin America does; Fundéu, "símbolos de monedas") keeps it
 * first: `prefix`.
 */
export function amount(locale: string, v: number, unit: string, prefix = false): string {
  const n = num(locale, v);
  if (!unit) return n;
  if (unit === '%') return locale.startsWith('es') ? `${n} %` : `${n}%`;
  // Fractions of a penny or a cent are written as decimals, not as cents of cents ("26.5p").
  if (SUFFIX_UNITS.has(unit)) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(v)}${unit}`;
  return locale.startsWith('es') && !prefix ? `${n} ${unit}` : `${unit}${n}`;
}

/** A share as a percentage in the report's locale ("75%", "75 %"). */
export function percent(locale: string, share: number): string {
  // Intl puts a no-break space before "%" in Spanish; the catalogs write an ordinary one ("12,5 %").
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share).replace(/\u00a0/g, ' ');
}

/**
 * An English proper name: every word capitalised or a number, joined by "of", "and", "&" or "on" ("Park
 * Lane", "Eastfield Library", "Bank of Harlow"), or a list of such names ("Carrow, Denholme Vale and Elsby"), and not an acronym alone ("NHS" keeps its "the"). Such a
 * name takes no article ("Keep Park Lane in use", not "the Park Lane"; Quirk et al. 1985, §5.60).
 */
function englishProperName(np: string): boolean {
  const words = np.trim().split(/\s+/);
  if (words.length === 1 && /^[\p{Lu}\d]+$/u.test(words[0]!)) return false;
  return /^\p{Lu}/u.test(words[0]!) && words.every((w) => /^(?:\p{Lu}[\p{L}'’.-]*,?|\d[\d.,]*|of|and|&|on|upon)$/u.test(w)) && /^\p{Lu}/u.test(words.at(-1)!);
}

/** The noun phrase with its definite article in the catalog's language; an English proper name without one. */
export function withArticle(cat: Catalog, np: string): string {
  if (!np) return '';
  if (cat.grammar.locale.startsWith('es')) return esDefiniteNp(np);
  // A name that carries its own article ("The Sentinel") takes no other.
  return englishProperName(np) || /^The\s+\p{Lu}/u.test(np) ? np : `the ${np}`;
}

/**
 * The object of one change as a report names it, in the catalog's language: the text's own noun
 * phrase (`objectPhrase`), or the class's noun (grammar `class_noun`) when the text names none.
 * @returns the bare noun phrase and the same with its definite article.
 */
export function objectWords(text: string, frame: ChangeFrame, cat: Catalog): { object: string; theObject: string; ruleOn?: boolean } {
  const g = cat.grammar;
  const lang = g.locale.startsWith('es') ? 'es' : 'en';
  const named = sentenceCaseUndone(text, frameSentence(text, frame)?.text ?? '', objectPhrase(text, frame, lang));
  // A rule named by what it regulates ("dogs will no longer be allowed") is "the rule on dogs": "the new
  // dogs", "narrow the dogs" would say the dogs are the change (blind read 21's dog ban).
  if (named && frame.objectClass === 'public_rule' && !g.rule_head.test(named)) {
    const object = format(g.rule_on, { np: named });
    return { object, theObject: withArticle(cat, object), ruleOn: true };
  }
  const object = named || g.class_noun[frame.objectClass] || g.class_noun.other!;
  return { object, theObject: withArticle(cat, object) };
}

/**
 * An object phrase that begins its sentence carries the sentence's capital ("Content you create…",
 * "Pupils who use these routes…"), which inside a report's sentence reads as a name ("the new limits on
 * Pupils"). Its first letter is lowered when the phrase's first word opens the sentence (after list marks)
 * and the text also writes that word in lower case; a name ("Quillnote", "Riverside") keeps its capital.
 * @param text the whole text; @param sentence the frame's sentence; @param phrase the object phrase.
 */
export function sentenceCaseUndone(text: string, sentence: string, phrase: string): string {
  const first = /^\p{Lu}\p{Ll}+/u.exec(phrase)?.[0];
  if (!first) return phrase;
  const opening = /^[\s\-•*·–—\d.)]*(\p{L}+)/u.exec(sentence)?.[1];
  if (opening !== first) return phrase;
  const lower = first.toLowerCase();
  const writtenLower = new RegExp(`(?<![\\p{L}])${lower}(?![\\p{L}])`, 'u').test(text);
  return writtenLower ? lower + phrase.slice(first.length) : phrase;
}

/** Gerunds of verbs of providing, which open an object span after "stop" or "start" ("producing dedicated programming"). */
const PROVIDING_GERUND = /^(?:producing|offering|providing|selling|publishing|printing|broadcasting|accepting|supporting|funding|sponsoring|issuing|collecting|sending|hosting|airing|stocking|carrying)$/;

/** A charge's own noun and the preposition before the thing it is paid for ("price of", "cuota del"). */
const CHARGE_HEAD = {
  en: /^(?:the\s+)?(?:\w+\s+){0,2}?(?:price|prices|cost|costs|fee|fees|charge|charges|fare|fares|rate|rates|subscription|subscriptions)\s+(?:of|for|on)\s+(?:(?:its|their|our|your)\s+)?/i,
  es: /^(?:(?:el|la|los|las)\s+)?(?:\p{L}+\s+){0,2}?(?:precio|precios|coste|costes|costo|costos|cuota|cuotas|tarifa|tarifas|tasa|tasas|abono|abonos)(?:\s+\p{L}+){0,2}?\s+(?:de(?:l)?|por)\s+(?:(?:su|sus|nuestro|nuestra|nuestros|nuestras)\s+)?/iu,
};

/**
 * What exists before a change, from the object of the change: the object without a "new" that
 * names the replacement ("the new crest" → "the crest", "la nueva receta" / "la receta nueva" → "la
 * receta"); the object itself when it has none.
 * @param theObject the object with its article.
 */
export function currentThing(theObject: string): string {
  return theObject
    .replace(/^((?:the|a|an|our|its|their|el|la|los|las|un|una|nuestr[oa]s?|su|sus)\s+)(?:new|nuev[oa]s?)\s+/iu, '$1')
    .replace(/^((?:el|la|los|las|un|una|nuestr[oa]s?|su|sus)\s+\p{L}+)\s+nuev[oa]s?\b/iu, '$1');
}

/**
 * The thing a charge is paid for, with its article: "the price of its Standard plan" → "the Standard
 * plan", "la cuota del gimnasio" → "el gimnasio"; the object itself when it does not name a charge of
 * something ("the parking charges", "la tasa turística") or names its amount after the preposition
 * ("la tasa turística de 2 euros por persona").
 * @param theObject the object with its article; @param cat the report's catalog (its language and articles).
 */
export function chargedItem(theObject: string, cat: Catalog): string {
  const lang = cat.grammar.locale.startsWith('es') ? 'es' : 'en';
  const m = CHARGE_HEAD[lang].exec(theObject);
  if (!m) return theObject;
  // "cuota del gimnasio": the contraction carries the article ("del" = "de el").
  const rest = theObject.slice(m[0].length).trim();
  // "la tasa turística de 2 euros por persona", "a fee of £5 a night": what follows is the charge's amount, not a thing paid for.
  if (!/\p{L}/u.test(rest) || /^[\p{Sc}\d]/u.test(rest)) return theObject;
  // "the monthly price of all Fibre 500 plans": the report's article replaces the quantifier too ("the Fibre 500 plans").
  const bare = rest
    .replace(lang === 'es' ? /^(?:todos|todas|cada)\s+/i : /^(?:all|every|each|both)\s+(?:of\s+)?/i, '')
    .replace(lang === 'es' ? /^(?:el|la|los|las)\s+/i : /^(?:the|a|an)\s+/i, '');
  return lang === 'es' && /\bdel\s+$/i.test(m[0]) ? `el ${bare}` : withArticle(cat, bare);
}

/**
 * A Spanish change phrase that is a plural noun phrase ("las nuevas tasas de matrícula") put inside
 * a singular one ("el cobro de las nuevas tasas de matrícula"; `change_np` `<type>:plural`, else
 * `plural_<direction>`; `type` is `<class>_<direction>`): the Spanish catalog makes {change} the subject of singular verbs ("{change}
 * se notará", "{change} me parece razonable"). Other languages and singular phrases are unchanged.
 */
export function singularChange(change: string, type: string, g: Catalog['grammar']): string {
  if (!g.locale.startsWith('es') || !/^(?:los|las)\s/i.test(change)) return change;
  const tpl = g.change_np[`${type}:plural`] ?? g.change_np[`plural_${type.endsWith('_down') ? 'down' : 'up'}`];
  return tpl ? format(tpl, { np: change }) : change;
}

/**
 * The words of every change of `features` (features.changes order), in the catalog's language.
 * The change phrase is the catalog's `change_np` for the type, in its most specific variant the
 * numbers allow: from→to, a relative change, a count, an amount, or plain.
 */
export function changeWords(features: ScenarioFeatures, cat: Catalog): ChangeWords[] {
  const g = cat.grammar;
  const lang = g.locale.startsWith('es') ? 'es' : 'en';
  const locale = g.locale;
  return features.understanding.frames.map((f) => {
    const type = `${f.objectClass}_${f.direction}`;
    const { object, theObject, ruleOn } = objectWords(features.text, f, cat);
    const m = f.magnitude;
    const unit = m ? unitOf(m.span.text) || unitAfter(features.text, m.span.end) : '';
    // "$69" in a Spanish text stays "$69", not "69 $".
    const prefix = !!m && /[$£€]\s?\d/.test(m.span.text);
    const from = m?.from != null ? amount(locale, m.from, unit, prefix) : '';
    const to = m?.to != null ? amount(locale, m.to, unit, prefix) : '';
    const mid = m?.from != null && m.to != null ? amount(locale, Math.round(((m.from + m.to) / 2) * 100) / 100, unit, prefix) : '';
    const rel = m?.relative ?? null;
    const pct = rel !== null ? percent(locale, Math.abs(rel)) : '';
    const halfPct = rel !== null ? percent(locale, Math.abs(rel) / 2) : '';
    const isCount = f.objectClass === 'jobs' && m?.absolute != null && !unit;
    const count = isCount ? num(locale, m!.absolute!) : '';
    const halfCount = isCount ? num(locale, Math.floor(m!.absolute! / 2)) : '';
    const amt = !isCount && m?.absolute != null ? amount(locale, m.absolute, unit, prefix) : '';
    const halfAmt = !isCount && m?.absolute != null ? amount(locale, Math.round((m.absolute / 2) * 100) / 100, unit, prefix) : '';
    const perYear = isCount || !m ? null : yearlyExtra(type, m, features.text.slice(m.span.end, m.span.end + 24).replace(UNIT_AFTER, ''), object);
    const vars = { object, the_object: theObject, from, to, pct, count, amount: amt };
    // An object that already states the amount ("£15 fee for cabin bags") is not given it twice.
    const digits = (x: string) => x.replace(/\D/g, '');
    const amountInObject = amt !== '' && digits(amt) !== '' && object.replace(/[^\d\s]/g, '').split(/\s+/).some((n) => n !== '' && n === digits(amt));
    const variant = from && to ? 'fromto' : pct ? 'pct' : count ? 'count' : amt && !amountInObject ? 'amount' : '';
    // A rule named by what it regulates is already a rule's noun phrase ("norma sobre perros"): `<type>:rule_on`.
    const tpl = (variant && g.change_np[`${type}:${variant}`]) || (ruleOn && g.change_np[`${type}:rule_on`]) || g.change_np[type] || g.change_np.default!;
    return {
      type,
      shape: cutShape(features.text, f),
      object,
      theObject,
      theItem: chargedItem(theObject, cat),
      theCurrent: currentThing(theObject),
      change: singularChange(format(tpl, vars), type, g),
      from,
      to,
      mid,
      pct,
      halfPct,
      amount: amt,
      halfAmount: halfAmt,
      count,
      halfCount,
      yearly: perYear !== null ? amount(locale, perYear, unit, prefix) : '',
      timing: f.timing?.text ?? '',
      numbers: [from, to, pct, count, amt].filter(Boolean),
    };
  });
}
