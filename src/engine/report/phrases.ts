/**
 * The words a report uses for each announced change (issue 21 items 1–3): the object as a noun
 * phrase with its article ("the price of the standard plan", "el impuesto de bienes inmuebles"),
 * the change as a noun phrase with its numbers ("the rise in parking charges from £2 to £3.50"),
 * and each number written by `Intl.NumberFormat` in the report's language. Mitigations, failure
 * modes and quotes are all worded from these, so every section speaks of the same change.
 */
import { format } from '../i18n/index.js';
import type { Catalog } from '../i18n/en.js';
import { englishNounPhrase, firstNounAfter } from '../text/nlp.js';
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
  /** The object as a bare noun phrase ("parking charges"), or the class's noun when the text names none. */
  object: string;
  /** The object with its definite article ("the parking charges", "la tasa turística"). */
  theObject: string;
  /** The change as a noun phrase with its numbers ("the rise in the parking charges from £2 to £3.50"). */
  change: string;
  /** Formatted numbers (empty when not stated): old and new amount, the halfway amount, the relative change and half of it, a count and half of it. */
  from: string;
  to: string;
  mid: string;
  pct: string;
  halfPct: string;
  amount: string;
  count: string;
  halfCount: string;
  /** When it takes effect, as written; empty when not stated. */
  timing: string;
  /** Every number these words show, as written in the report (for checks that a quote names one). */
  numbers: string[];
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

/**
 * The object of a frame as the text names it: the learned object span when the frame has one
 * (understand/reading.ts `objectOf`), else the frame's object when it is a term of its class, else the first term of that class in the frame's sentence, widened to its noun phrase; empty when
 * the sentence names no term of the class.
 */
export function objectPhrase(text: string, frame: ChangeFrame, lang: 'en' | 'es'): string {
  const lex = lang === 'es' ? ES : EN;
  const sentence = sentences(text).find((s) => frame.action.span.start >= s.start && frame.action.span.start < s.end);
  if (!sentence) return '';
  const terms = anchoredTerms(lex);
  const ofClass = (w: string) => lex.classTerms.some((t, i) => t.cls === frame.objectClass && terms[i]!.test(fold(w)));
  let head: { start: number; end: number } | null = null;
  const obj = frame.object.text.trim();
  // The learned object span (understand/reading.ts) is the object's own words, already without its determiner.
  if (obj && frame.object.learned !== undefined && frame.object.span.start >= sentence.start && frame.object.span.end <= sentence.end) return obj;
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
  return np.length > 60 ? sentence.text.slice(s, e) : np.replace(/^(?:the|a|an)\s+/i, '');
}

/** The currency or unit of a stated amount ("£", "€", "%"), from the words of its span. */
function unitOf(span: string): string {
  if (/%|percent|per cent|por ciento/i.test(span)) return '%';
  const m = /[$£€]/.exec(span);
  if (m) return m[0];
  if (/euros?/i.test(span)) return '€';
  if (/libras?|pounds?/i.test(span)) return '£';
  if (/d[oó]lar/i.test(span)) return '$';
  return '';
}

/** A number in the report's locale with up to two decimals (two when it has cents). */
function num(locale: string, v: number): string {
  const cents = Math.abs(v - Math.round(v)) > 1e-9;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }).format(v);
}

/** An amount with its unit where the language writes it ("£3.50"; "3,50 €", "12,5 %"). */
export function amount(locale: string, v: number, unit: string): string {
  const n = num(locale, v);
  if (!unit) return n;
  if (unit === '%') return locale.startsWith('es') ? `${n} %` : `${n}%`;
  return locale.startsWith('es') ? `${n} ${unit}` : `${unit}${n}`;
}

/** A share as a percentage in the report's locale ("75%", "75 %"). */
export function percent(locale: string, share: number): string {
  // Intl puts a no-break space before "%" in Spanish; the catalogs write an ordinary one ("12,5 %").
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share).replace(/\u00a0/g, ' ');
}

/** The noun phrase with its definite article in the catalog's language. */
export function withArticle(cat: Catalog, np: string): string {
  if (!np) return '';
  return cat.grammar.locale.startsWith('es') ? esDefiniteNp(np) : `the ${np}`;
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
    const object = objectPhrase(features.text, f, lang) || g.class_noun[f.objectClass] || g.class_noun.other!;
    const theObject = withArticle(cat, object);
    const m = f.magnitude;
    const unit = m ? unitOf(m.span.text) : '';
    const from = m?.from != null ? amount(locale, m.from, unit) : '';
    const to = m?.to != null ? amount(locale, m.to, unit) : '';
    const mid = m?.from != null && m.to != null ? amount(locale, Math.round(((m.from + m.to) / 2) * 100) / 100, unit) : '';
    const rel = m?.relative ?? null;
    const pct = rel !== null ? percent(locale, Math.abs(rel)) : '';
    const halfPct = rel !== null ? percent(locale, Math.abs(rel) / 2) : '';
    const isCount = f.objectClass === 'jobs' && m?.absolute != null && !unit;
    const count = isCount ? num(locale, m!.absolute!) : '';
    const halfCount = isCount ? num(locale, Math.floor(m!.absolute! / 2)) : '';
    const amt = !isCount && m?.absolute != null ? amount(locale, m.absolute, unit) : '';
    const vars = { object, the_object: theObject, from, to, pct, count, amount: amt };
    // An object that already states the amount ("£15 fee for cabin bags") is not given it twice.
    const digits = (x: string) => x.replace(/\D/g, '');
    const amountInObject = amt !== '' && digits(amt) !== '' && object.replace(/[^\d\s]/g, '').split(/\s+/).some((n) => n !== '' && n === digits(amt));
    const variant = from && to ? 'fromto' : pct ? 'pct' : count ? 'count' : amt && !amountInObject ? 'amount' : '';
    const tpl = (variant && g.change_np[`${type}:${variant}`]) || g.change_np[type] || g.change_np.default!;
    return {
      type,
      object,
      theObject,
      change: format(tpl, vars),
      from,
      to,
      mid,
      pct,
      halfPct,
      amount: amt,
      count,
      halfCount,
      timing: f.timing?.text ?? '',
      numbers: [from, to, pct, count, amt].filter(Boolean),
    };
  });
}
