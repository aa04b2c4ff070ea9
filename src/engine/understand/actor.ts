/**
 * Who announces: the organisation or public body that is the subject of the announcement, and
 * its type (company, government, sports league or club, nonprofit, school or university).
 */
import type { TextSpan } from '../types.js';
import { ACTOR_TYPES, type ActorType, type Lexicon } from './lexicon.js';
import { anchoredTerms } from './frames.js';
import { fold, sentences } from './text.js';

/** The actor as read from the text. */
export interface Actor {
  /** Name as written ("Brightwave Mobile"); empty when none was found. */
  name: string;
  type: ActorType;
  span: TextSpan | null;
}

/** Leading phrases that are not the subject ("Today,", "From 1 May 2026,", "Starting next month,"). */
const LEAD_IN = /^((?:today|tomorrow|this (?:week|month|year)|next (?:week|month|year)|from|on|in|starting|beginning|effective|as of|after|following|desde|a partir de|hoy|el pr[oó]ximo|este|esta|en)\b[^,]{0,60},\s*)+/i;
/** Words that cannot be a subject on their own. */
const PRONOUN = /^(we|we've|we're|we'll|we'd|our|us|i|i'm|i've|you|it|it's|they|this|these|nosotros|nuestro|nuestra|le|les)\b/i;
/** A run of capitalised words, with connectors inside ("Bank of Harlow", "Transport for London", "Club de Fútbol"). */
const PROPER = /(?:\b(?:The|El|La|Los|Las)\s+)?(?:[A-ZÁÉÍÓÚÑ](?:[\p{L}\p{N}_&'’+-]|\.(?=\p{L}))*|[A-Z]{2,})(?:[ \t]+(?:of|for|and|&|de|del|la|y|el|de la|on|upon)?[ \t]*(?:[A-ZÁÉÍÓÚÑ](?:[\p{L}\p{N}_&'’+-]|\.(?=\p{L}))*|[A-Z]{2,}))*/gu;
/** Capitalised words that start sentences without naming anyone. */
const NOT_NAMES =
  /^(the|a|an|our|we|we've|we're|we'll|it's|i'm|from|on|in|starting|today|this|these|dear|hello|all|every|message|notice|statement|announcement|update|updates|press|release|letter|memo|email|news|reminder|important|changes|introducing|subject|school|students|parents|families|staff|colleagues|customers|members|residents|fans|students|el|la|los|las|un|una|desde|a|hoy|estimados?|queridos?|todos?|nuestros?|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|lunes|martes|miercoles|jueves|viernes|sabado|domingo)$/i;
/** A public office of a place opening the lead ("The Mayor of Ashford", "La alcaldesa de Valdemora"); group 1 is the place. */
const OFFICE_OF = /^(?:[Tt]he\s+|[Ee]l\s+|[Ll]a\s+)?(?:[Mm]ayor|[Gg]overnor|[Pp]remier|[Ff]irst [Mm]inister|[Aa]lcalde|[Aa]lcaldesa|[Gg]obernador|[Gg]obernadora|[Pp]residente|[Pp]residenta|[Cc]onsejer[oa]|[Cc]oncejal|[Cc]oncejala|[Rr]egidor|[Rr]egidora)\s+(?:of|de|del|de la)\s+([A-ZÁÉÍÓÚÑ][\p{L}-]*(?:\s+(?:de\s+|del\s+|de la\s+)?[A-ZÁÉÍÓÚÑ][\p{L}-]*)*)/u;
/** Lower-case words allowed inside a name ("Bank of Harlow", "Club de Fútbol"). */
const CONNECTOR = /^(of|for|and|&|de|del|la|y|el|on|upon|the)$/i;

/** A subject that reads as a name: every word capitalised, or a connector inside the name. */
function looksLikeName(subject: string): boolean {
  const words = subject.split(/\s+/);
  if (!words.length || words.length > 8) return false;
  return words.every((w, i) => /^[A-ZÁÉÍÓÚÑ0-9]/.test(w) || (i > 0 && i < words.length - 1 && CONNECTOR.test(w)));
}

function typeOf(name: string, text: string, lex: Lexicon): ActorType {
  const folded = fold(name);
  for (const t of ACTOR_TYPES) {
    if (t === 'company') continue;
    const cue = lex.actorTypes[t];
    cue.name.lastIndex = 0;
    if (cue.name.test(folded)) return t;
  }
  // No cue in the name: a type whose context words dominate the text, else a company.
  const ft = fold(text);
  let best: ActorType = 'company';
  let bestCount = 1;
  for (const t of ACTOR_TYPES) {
    if (t === 'company') continue;
    const n = [...ft.matchAll(lex.actorTypes[t].context)].length;
    if (n > bestCount + 1) {
      best = t;
      bestCount = n;
    }
  }
  return best;
}

function cleanName(raw: string): string {
  return raw
    // "About Meridian Partners", "Introducing Brightline": a page heading's lead word is not part of the name.
    .replace(/^(?:about|introducing|meet|welcome to|inside|acerca de|sobre|conoce a|bienvenidos a)\s+(?=\p{Lu})/iu, '')
    .replace(/[’']s$/i, '')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .trim();
}

/** Capitalised runs of the text that look like names (not sentence-initial common words). */
function properNames(text: string): { name: string; start: number }[] {
  const out: { name: string; start: number }[] = [];
  for (const m of text.matchAll(PROPER)) {
    let name = m[0].trim();
    const words = name.split(/\s+/);
    while (words.length && NOT_NAMES.test(words[0]!)) words.shift();
    name = cleanName(words.join(' '));
    if (name.length < 2 || NOT_NAMES.test(name)) continue;
    out.push({ name, start: m.index! + m[0].indexOf(name) });
  }
  return out;
}

/** Function words that start sentences and are never names on their own. */
const FUNCTION_WORD = /^(as|because|for|since|from|with|after|before|when|while|following|ahead|starting|beginning|today|this|that|these|those|it|in|on|at|by|if|all|every|each|our|we|under|over|until|once|now|also|and|but|so|then|there|here|new|current|existing|shoppers|customers|users|members|players|fans|residents|drivers|phone|city|congestion|como|porque|para|desde|con|tras|antes|cuando|mientras|hoy|este|esta|estos|todos|nuestro|nuestra|nuevo|nueva|ciudad)$/i;

/** Occurrences of `name` in `text` as a whole word (case-sensitive: names keep their capitals). */
function occurrences(name: string, text: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`(?<![\\w])${escaped}(?![\\w])`, 'g'))].length;
}

/** Whether a name carries an organisation cue (an actor-type word or a company suffix). */
function cued(name: string, lex: Lexicon): boolean {
  const f = fold(name);
  return (
    ACTOR_TYPES.some((t) => t !== 'company' && new RegExp(lex.actorTypes[t].name.source, 'i').test(f)) ||
    /\b(inc|ltd|llc|plc|corp|co|group|company|bank|savings|insurance|airlines?|air|airways|rail|mobile|telecom|energy|power|water|media|tv|foods?|coffee|brewing|brewery|kitchens?|restaurants?|bakery|motors|studios|games|labs|technologies|tech|systems|software|networks?|stores?|supply|outdoor|outfitters|fitness|mining|pharma|health|streaming|s\.a\.|s\.l\.)\b\.?$/i.test(name)
  );
}

/**
 * A name written in capitals in a heading ("AYUNTAMIENTO DE VALDECIERZO", "CITY OF PORTAVELLA") as
 * a sentence would write it; short all-capital words (acronyms such as NHS, BBC) stay as they are.
 */
export function displayName(name: string): string {
  const words = name.split(/\s+/);
  if (words.length < 2 || name !== name.toUpperCase() || !/\p{Lu}{4}/u.test(name)) return name;
  return words.map((w, i) => (i > 0 && CONNECTOR.test(w) ? w.toLowerCase() : w.length <= 3 ? w : w.charAt(0) + w.slice(1).toLowerCase())).join(' ');
}

/** `s` with the characters special in a regular expression escaped. */
function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads the actor: among the first sentence's subject (after a greeting and lead-in phrases) and
 * the proper names of the text, the one named most often, with a bonus for being the first
 * sentence's subject and for an organisation cue ("Council", "FC", "University", "Inc."). Single
 * function words, numbers and words seen once at a sentence start are not names.
 */
export function extractActor(text: string, lex: Lexicon): Actor {
  const body = text.replace(lex.greeting, (g) => ' '.repeat(g.length));
  lex.greeting.lastIndex = 0;
  const candidates: { name: string; start: number; subject: boolean }[] = [];
  const first = sentences(body)[0];
  if (first) {
    const lead = LEAD_IN.exec(first.text);
    const skip = lead ? lead[0].length : 0;
    const rest = first.text.slice(skip);
    lex.actorVerb.lastIndex = 0;
    const verb = lex.actorVerb.exec(fold(rest));
    lex.actorVerb.lastIndex = 0;
    // "Pinecrest Bank's board", "Sunnyfield Foods' cereal box": the owner is the actor.
    const subject = cleanName((verb ? rest.slice(0, verb.index) : '').replace(/(?:[’']s|s[’'])\s.*$/, (m) => (m.startsWith('s') ? 's' : ''))).replace(/[,(].*$/, '').trim();
    if (subject && subject.length <= 80 && !PRONOUN.test(subject) && looksLikeName(subject) && !NOT_NAMES.test(subject)) {
      candidates.push({ name: subject, start: first.start + skip + rest.indexOf(subject), subject: true });
    }
  }
  // "La alcaldesa de Valdemora, Lucía Prieto, ha firmado…", "The Mayor of Ashford said…": the office speaks for the place's government.
  const office = first ? OFFICE_OF.exec(first.text.slice(LEAD_IN.exec(first.text)?.[0].length ?? 0)) : null;
  if (first && office) {
    const start = first.start + first.text.indexOf(office[1]!);
    return { name: office[1]!, type: 'government', span: { start, end: start + office[1]!.length, text: office[1]! } };
  }
  for (const n of properNames(body)) candidates.push({ ...n, subject: false });
  let best: { name: string; start: number; score: number } | null = null;
  for (const c of candidates) {
    const words = c.name.split(/\s+/);
    if (/^\d/.test(c.name)) continue;
    const count = Math.max(1, occurrences(c.name, body));
    if (words.length === 1 && FUNCTION_WORD.test(c.name)) continue;
    // A capitalised cause or class word ("Pride", "Premium") is not an organisation.
    if (words.length === 1 && anchoredTerms(lex).some((re) => re.test(fold(c.name)))) continue;
    // "Returns to any of our stores will remain free … our returns policy": a capitalised word also written in lower case is a common word.
    if (words.length === 1 && !c.subject && /^\p{Lu}\p{Ll}+$/u.test(c.name) && new RegExp(`(?<![\\p{L}])${escapeRe(c.name.toLowerCase())}(?![\\p{L}])`, 'u').test(body)) continue;
    const isCued = cued(c.name, lex);
    if (!c.subject && !isCued && words.length === 1 && count < 2) continue;
    // An office holder ("Governor Rosa Alvarez", "Mayor Chen") speaks for a body named elsewhere, when it is.
    const person = /^(governor|mayor|president|minister|secretary|senator|chancellor|commissioner|gobernador\w*|alcalde\w*|presidente\w*|ministr\w*)\b/i.test(c.name) ? 2 : 0;
    // A name introduced by an apposition ("to Rainbow Youth Trust, a charity supporting …") is a third party the actor names.
    const third = !c.subject && new RegExp(`${escapeRe(c.name)},\\s+(?:an?|the)\\s+(?:[\\w-]+\\s+){0,2}(?:charity|group|organi[sz]ation|non-?profit|foundation|campaign|partner|company|firm|brand|club|fundacion|asociacion|organizacion|empresa)\\b`, 'i').test(body) ? 3 : 0;
    // A subject that opens the text ("Nike will mark …") is the announcer at least as surely as a cued name met once later ("the NFL's season opener").
    const opens = c.subject && words.length === 1 && !person && first !== undefined && c.start - first.start <= 1 ? 1 : 0;
    const score = count + (c.subject ? 1.5 : 0) + opens + (isCued ? 2.5 : 0) + (words.length > 1 ? 0.5 : 0) - person - third;
    if (!best || score > best.score) best = { name: c.name, start: c.start, score };
  }
  if (!best) return { name: '', type: typeOf('', text, lex), span: null };
  // "Council", "Trust": a one-word winner that ends a longer name in the text ("Westhallam County Council") is that name, shortened.
  if (!/\s/.test(best.name)) {
    const full = candidates.filter((c) => c.name.split(/\s+/).length > 1 && c.name.endsWith(` ${best!.name}`) && !FUNCTION_WORD.test(c.name.split(/\s+/)[0]!)).sort((a, b) => a.start - b.start)[0];
    if (full) best = { name: full.name, start: full.start, score: best.score };
  }
  // "Marlowe's, makers of …", "Marlowe's is unveiling …": a name never written without its "'s", and standing as a
  // subject with it, is the brand's own name, not a possessive ("Pinecrest Bank's board" stays "Pinecrest Bank").
  const n = escapeRe(best.name);
  const bare = new RegExp(`\\b${n}(?![’']s\\b)`).test(body);
  const asSubject = new RegExp(`\\b${n}([’'])s(?:,|\\s+(?:is|are|was|will|has|have|had|would|says|said|announce[sd]?|today)\\b)`).exec(body);
  const name = !bare && asSubject ? `${best.name}${asSubject[1]}s` : best.name;
  return { name: displayName(name), type: typeOf(best.name, text, lex), span: { start: best.start, end: best.start + name.length, text: name } };
}
