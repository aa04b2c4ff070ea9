/**
 * The object's words of a change sentence, learned (issue 20; docs/engine.md "Reading"): every
 * candidate span of the sentence (contiguous tokens, at most `maxLen`, not crossing clause
 * punctuation, not starting or ending on punctuation) is scored by a linear model over hashed
 * features of the span (its words, first and last word, their suffixes, length, the words just
 * before and after it, whether it holds a number or a comma, where it sits) and of the change's
 * class; a softmax over the sentence's candidates gives each one's probability. This is the
 * span-ranking formulation of extractive span selection (Lee et al. 2016, "Learning Recurrent Span
 * Representations for Extractive Question Answering"; a log-linear ranker over candidate spans as
 * in Rajpurkar et al. 2016's logistic-regression SQuAD baseline), with the corpus's `object` labels
 * (docs/corpus.md) as the positives and the sentence's other candidates as the negatives. Trained by
 * scripts/reader/train-objects.ts; here only inference. Pure and deterministic.
 */
import { dequantizeWeights, mix, quantizeWeights } from './span-weights.js';
import { tokenize, type Token } from './tokens.js';
import { fnv1a } from './features.js';
import { vectorCodes } from './word-vectors.js';

/** A trained span scorer. */
export interface ObjectSpanModel {
  /** Number of hash buckets (a power of two). */
  buckets: number;
  /** Longest span considered, in tokens. */
  maxLen: number;
  /** One weight per bucket: a candidate's score is the sum of its features' weights. */
  weights: Float32Array;
  /** Reads the SimHash codes of the word vectors (word-vectors.ts `vectorCodes`) of the span's edges and neighbours. */
  vectors: boolean;
  /** Reads the verb a span is the subject of and its voice (`verbAfter`); absent in models trained before it. */
  verbs?: boolean;
}

/** The serialized form (src/engine/reader/object-model.data.ts): int8 weights with one scale. */
export interface SerializedObjectSpanModel {
  buckets: number;
  maxLen: number;
  vectors: boolean;
  verbs?: boolean;
  /** max |w| / 127. */
  scale: number;
  /** Base64 of buckets int8 values. */
  weightsQ: string;
  trainedOn?: { sentences: number; writers: string[] };
  settings?: Record<string, unknown>;
}

/** A candidate span: token indices `a`..`b` inclusive. */
export interface Candidate {
  a: number;
  b: number;
}

/** The chosen object span of a sentence. */
export interface ObjectSpan {
  /** Offsets in the sentence (end exclusive). */
  start: number;
  end: number;
  /** The sentence's own words over that range. */
  text: string;
  /** The span's probability among the sentence's candidates (softmax). */
  p: number;
}

/** Punctuation an object never crosses (a clause or sentence ends, a parenthesis opens or closes). */
const BARRIER = new Set(['.', ';', ':', '!', '?', '(', ')', '[', ']', '¡', '¿', '—', '–', '|', '•']);
const isWordish = (t: Token) => /^[\p{L}\p{N}<]/u.test(t.norm);

/**
 * Words a noun phrase does not start with, English and Spanish folded: conjunctions, relative and
 * subordinating words and prepositions (a phrase opening with one is a clause or a prepositional
 * phrase: "and cut 1,200 jobs", "de la zona", "después de escuchar"). English "a" is an article, so
 * the Spanish preposition "a" is left to `withoutDeterminer`. In the corpus's 10,875 `object` labels
 * 18 start with one of these (docs/decisions.md "Object phrases").
 */
export const NO_START: ReadonlySet<string> = new Set([
  'and', 'or', 'but', 'nor', 'because', 'unless', 'although', 'though', 'whereas', 'which', 'who', 'whom', 'whose', 'if',
  'of', 'from', 'with', 'by', 'into', 'onto', 'per', 'than', 'during', 'via', 'starting', 'beginning', 'effective',
  'y', 'e', 'o', 'u', 'ni', 'pero', 'porque', 'aunque', 'mientras', 'que', 'quien', 'quienes', 'cual', 'cuyo', 'cuya', 'si',
  'de', 'del', 'al', 'en', 'con', 'por', 'para', 'desde', 'sobre', 'entre', 'sin', 'tras', 'durante', 'mediante', 'segun',
  'despues', 'dentro', 'antes', 'partir',
]);

/**
 * Words a noun phrase does not end on, English and Spanish folded: articles, determiners,
 * possessives, prepositions and conjunctions ("commercials during", "el cambio de", "cut to the").
 * Particles that close a phrase ("aged 65 and over", "logging in", "rely on") are not among them.
 * In the corpus's labels 6 end on one of these.
 */
export const NO_END: ReadonlySet<string> = new Set([
  'the', 'an', 'its', 'our', 'your', 'their', 'his', 'my', 'this', 'these', 'those', 'every', 'each', 'any', 'all', 'some', 'no',
  'of', 'for', 'from', 'with', 'by', 'at', 'into', 'onto', 'per', 'than', 'during', 'via', 'between', 'within', 'across',
  'and', 'or', 'but', 'nor', 'because', 'that', 'which', 'who', 'whose', 'while', 'if', 'as', 'after', 'before', 'until', 'since',
  'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'su', 'sus', 'tu', 'tus', 'mi', 'mis', 'cada', 'todo', 'toda', 'todos', 'todas',
  'de', 'del', 'al', 'en', 'con', 'por', 'para', 'desde', 'hasta', 'sobre', 'entre', 'sin', 'tras', 'durante', 'segun',
  'y', 'o', 'u', 'ni', 'pero', 'porque', 'que', 'se', 'lo', 'le', 'les',
]);

/** Month and weekday names, folded, English and Spanish: a span of these and numbers is a date, not an object. */
const DATE_WORDS = new Set([
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'setiembre', 'octubre', 'noviembre', 'diciembre',
  'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo',
]);
/** A token that only states a quantity, a date or a clock time (or joins them: "3 de febrero", "10:30"). */
const isQuantity = (t: Token) => t.norm.startsWith('<') || DATE_WORDS.has(t.norm) || /^(?:de|of|the|am|pm|h|:|,|\/|-)$/.test(t.norm);

/**
 * Whether a span can name an object: it does not start with a conjunction or preposition
 * (`NO_START`), does not end on a function word (`NO_END`; a lone capital "A", as in "zona A", is a
 * name, not the article), and is not only a quantity, a date or a clock time ("3 February", "£15",
 * "el 8 %").
 */
function nameLike(tokens: readonly Token[], a: number, b: number): boolean {
  if (NO_START.has(tokens[a]!.norm)) return false;
  const last = tokens[b]!;
  if (NO_END.has(last.norm) || last.raw === 'a') return false;
  for (let i = a; i <= b; i++) if (!isQuantity(tokens[i]!)) return true;
  return false;
}

/**
 * The candidate spans of a tokenized sentence.
 * @param maxLen longest span in tokens.
 * @returns spans that start and end on a word or a quantity, contain no barrier punctuation and can
 *   name an object (`nameLike`: no function word at either edge, not only a date or a number).
 */
export function candidates(tokens: readonly Token[], maxLen: number): Candidate[] {
  const out: Candidate[] = [];
  for (let a = 0; a < tokens.length; a++) {
    if (!isWordish(tokens[a]!)) continue;
    for (let b = a; b < tokens.length && b - a < maxLen; b++) {
      const t = tokens[b]!;
      if (BARRIER.has(t.norm)) break;
      if (isWordish(t) && nameLike(tokens, a, b)) out.push({ a, b });
    }
  }
  return out;
}

/** Feature families (each hashed with the token it reads). */
const F = {
  len: 1, first: 2, last: 3, prev: 4, next: 5, prev2: 6, next2: 7, prevFirst: 8, lastNext: 9, inner: 10,
  firstSuf: 11, lastSuf: 12, prevSuf: 13, nextSuf: 14, cap: 15, num: 16, comma: 17, atStart: 18, atEnd: 19,
  pos: 20, clsLast: 21, clsFirst: 22, clsInner: 23, clsLen: 24, firstLast: 25, clsPrev: 26, innerCount: 27,
  vFirst: 30, vLast: 31, vPrev: 32, vNext: 33, vClsLast: 34,
  verbAfter: 40, voice: 41, voiceCls: 42, verbAfterCls: 43,
} as const;

/**
 * Auxiliaries, modals and the adverbs that sit between them and the main verb, English and Spanish
 * folded ("will no longer be", "is now being", "ya no seran", "han sido"): skipped to reach the verb
 * a span is the subject of.
 */
const AUX = new Set([
  'will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must', 'is', 'are', 'was', 'were', 'has', 'have', 'had',
  'be', 'been', 'being', 'get', 'gets', 'got', 'to', 'not', "n't", 'no', 'longer', 'now', 'also', 'still', 'only', 'soon', 'then',
  'no longer', 'automatically', 'temporarily', 'permanently', 'fully', 'either', 'already', 'going', 'set', 'due',
  'sera', 'seran', 'es', 'son', 'fue', 'fueron', 'ha', 'han', 'sido', 'estara', 'estaran', 'esta', 'estan', 'quedara', 'quedaran',
  'queda', 'quedan', 'ya', 'tambien', 'solo', 'pasara', 'pasaran', 'a', 'va', 'van', 'podra', 'podran', 'puede', 'pueden', 'dejara', 'dejaran', 'de',
]);
/** Forms of "be" (and Spanish ser/estar/quedar) that make a following participle passive. */
const BE = new Set(['be', 'been', 'being', 'is', 'are', 'was', 'were', 'get', 'gets', 'got', 'sera', 'seran', 'es', 'son', 'fue', 'fueron', 'sido', 'estara', 'estaran', 'esta', 'estan', 'quedara', 'quedaran', 'queda', 'quedan']);
/** English irregular past participles that do not end in -ed or -en. */
const IRREGULAR_PARTICIPLE = new Set(['cut', 'shut', 'put', 'set', 'kept', 'held', 'made', 'sold', 'paid', 'built', 'brought', 'bought', 'spent', 'sent', 'lost', 'left', 'met', 'let', 'told', 'shown', 'done', 'seen', 'known', 'grown', 'drawn', 'thrown', 'won', 'led', 'laid', 'found', 'run', 'split', 'spread', 'struck', 'withdrawn', 'upheld', 'rebuilt', 'reset']);
/** Whether a folded token reads as a past participle (English -ed/-en or irregular; Spanish -ado/-ido and their forms, -to/-cho). */
const participle = (w: string) => /(?:ed|en)$/.test(w) || IRREGULAR_PARTICIPLE.has(w) || /(?:ad|id)[oa]s?$|(?:ert|uest|iert|cho|ito)[oa]s?$/.test(w);

/**
 * The verb a span is the subject of, when auxiliaries follow it: the first token after the span's
 * auxiliary and adverb chain (`AUX`), and whether that chain holds a form of "be" before a
 * participle (the passive voice: "dogs will no longer be permitted", "las tasas seran suprimidas").
 * A passive's subject is what the change is done to, so it is its object (docs/corpus.md labels it
 * so: "full-size bicycles will no longer be permitted"); a linear ranker sees no further than the
 * next two words, so it reads this from here.
 * @returns the verb's token index and the voice, or null when no auxiliary follows the span.
 */
function verbAfter(tokens: readonly Token[], b: number): { at: number; passive: boolean } | null {
  let i = b + 1;
  let sawBe = false;
  for (; i < tokens.length && i - b <= 6 && AUX.has(tokens[i]!.norm); i++) if (BE.has(tokens[i]!.norm)) sawBe = true;
  if (i === b + 1 || i >= tokens.length || !isWordish(tokens[i]!)) return null;
  return { at: i, passive: sawBe && participle(tokens[i]!.norm) };
}

/** Per-token hashes a sentence's candidates share. */
export interface SentenceHashes {
  tokens: Token[];
  word: Uint32Array;
  suffix: Uint32Array;
  /** Per token, the hashes of its word vector's SimHash codes (empty for a word without a vector). */
  codes: Uint32Array[];
  cls: number;
  /** Whether spanFeatures reads the verb after a span (`verbAfter`). */
  verbs: boolean;
}

const NONE = new Uint32Array(0);
/** Hashes of the boundary markers (no token before or after). */
const START = fnv1a('<s>');
const END = fnv1a('</s>');

/**
 * Tokenizes a sentence and hashes its tokens once for all its candidates.
 * @param cls the change's class (the reader's or the label), or '' when unknown.
 * @param vectors whether to look up the tokens' word-vector codes.
 * @param verbs whether the span features read the verb after a span and its voice.
 */
export function sentenceHashes(text: string, cls = '', vectors = false, verbs = false): SentenceHashes {
  const tokens = tokenize(text);
  const word = new Uint32Array(tokens.length);
  const suffix = new Uint32Array(tokens.length);
  tokens.forEach((t, i) => {
    word[i] = fnv1a(t.norm);
    suffix[i] = fnv1a(t.norm.length > 4 ? '~' + t.norm.slice(-3) : t.norm);
  });
  const codes = tokens.map((t) => (vectors ? Uint32Array.from(vectorCodes(t.norm), fnv1a) : NONE));
  return { tokens, word, suffix, codes, cls: cls ? fnv1a(cls) : 0, verbs };
}

/**
 * The hashed features of one candidate span.
 * @returns bucket ids (each < buckets).
 */
export function spanFeatures(s: SentenceHashes, c: Candidate, buckets: number): number[] {
  const { tokens, word, suffix, codes, cls } = s;
  const { a, b } = c;
  const n = tokens.length;
  const last = n - 1 - (n && !isWordish(tokens[n - 1]!) ? 1 : 0);
  const L = Math.min(b - a + 1, 12);
  const prev = a > 0 ? word[a - 1]! : START;
  const next = b + 1 < n ? word[b + 1]! : END;
  const prev2 = a > 1 ? word[a - 2]! : START;
  const next2 = b + 2 < n ? word[b + 2]! : END;
  const out: number[] = [
    mix(F.len, L),
    mix(F.first, word[a]!),
    mix(F.last, word[b]!),
    mix(F.prev, prev),
    mix(F.next, next),
    mix(F.prev2, prev2),
    mix(F.next2, next2),
    mix(F.prevFirst, prev, word[a]!),
    mix(F.lastNext, word[b]!, next),
    mix(F.firstLast, word[a]!, word[b]!),
    mix(F.firstSuf, suffix[a]!),
    mix(F.lastSuf, suffix[b]!),
    mix(F.prevSuf, a > 0 ? suffix[a - 1]! : START),
    mix(F.nextSuf, b + 1 < n ? suffix[b + 1]! : END),
    mix(F.pos, Math.min(a, 8), a === 0 ? 1 : b >= last ? 2 : 0),
    mix(F.clsLen, L, cls),
    mix(F.clsLast, word[b]!, cls),
    mix(F.clsFirst, word[a]!, cls),
    mix(F.clsPrev, prev, cls),
  ];
  let nums = 0;
  let commas = 0;
  for (let i = a; i <= b; i++) {
    const t = tokens[i]!;
    if (t.norm.startsWith('<')) nums++;
    if (t.norm === ',') commas++;
    out.push(mix(F.inner, word[i]!));
    out.push(mix(F.clsInner, word[i]!, cls));
  }
  out.push(mix(F.num, Math.min(nums, 2)), mix(F.comma, Math.min(commas, 3)));
  const raw = tokens[a]!.raw;
  if (a > 0 && raw[0] !== raw[0]!.toLowerCase()) out.push(mix(F.cap, 1));
  if (a === 0) out.push(mix(F.atStart, 1));
  if (b >= last) out.push(mix(F.atEnd, 1));
  for (const h of codes[a]!) out.push(mix(F.vFirst, h));
  for (const h of codes[b]!) out.push(mix(F.vLast, h), mix(F.vClsLast, h, cls));
  if (a > 0) for (const h of codes[a - 1]!) out.push(mix(F.vPrev, h));
  if (b + 1 < n) for (const h of codes[b + 1]!) out.push(mix(F.vNext, h));
  const verb = s.verbs ? verbAfter(tokens, b) : null;
  if (verb) {
    const v = word[verb.at]!;
    const voice = verb.passive ? 2 : 1;
    out.push(mix(F.verbAfter, v), mix(F.verbAfterCls, v, cls), mix(F.voice, voice, a === 0 ? 1 : 0), mix(F.voiceCls, voice, cls));
  }
  const mask = buckets - 1;
  for (let i = 0; i < out.length; i++) out[i] = out[i]! & mask;
  return out;
}

/**
 * Every candidate of a sentence with its probability (softmax of the linear scores).
 * @param cls the change's class, or '' when unknown.
 * @returns candidates with their probabilities, in candidate order (empty for a sentence with no word).
 */
export function scoreSpans(text: string, model: ObjectSpanModel, cls = ''): { c: Candidate; p: number }[] {
  const s = sentenceHashes(text, cls, model.vectors, model.verbs ?? false);
  const cands = candidates(s.tokens, model.maxLen);
  const scores = cands.map((c) => {
    let z = 0;
    for (const id of spanFeatures(s, c, model.buckets)) z += model.weights[id]!;
    return z;
  });
  const max = Math.max(...scores);
  let sum = 0;
  const e = scores.map((z) => (sum += Math.exp(z - max), Math.exp(z - max)));
  return cands.map((c, i) => ({ c, p: e[i]! / sum }));
}

/**
 * The object's words of a change sentence: the most probable candidate span.
 * @param text one sentence.
 * @param cls the change's class (ontology class or `other`), or '' when unknown.
 * @param avoid ranges of the sentence (offsets, end exclusive) that name who makes the change (the
 *   actor's name): a span lying wholly inside one (its determiners aside) is the change's subject, not its object, and is
 *   passed over for the next likeliest (its probability stays the one of the whole softmax). A span that
 *   cuts through a written figure is passed over the same way.
 * @returns the span with its probability, or null for a sentence with no word (or only avoided spans).
 */
export function objectSpan(text: string, model: ObjectSpanModel, cls = '', avoid: readonly { start: number; end: number }[] = []): ObjectSpan | null {
  const tokens = tokenize(text);
  const inside = (c: Candidate) => {
    let a = c.a;
    while (a < c.b && DETERMINERS.has(tokens[a]!.norm)) a++;
    return avoid.some((r) => tokens[a]!.start >= r.start && tokens[c.b]!.end <= r.end);
  };
  // A span never begins or ends inside a written number or clock time ("20:00", "1.500", "3,50"): tokens
  // joined by ':', '.' or ',' with no space are one figure, and a span cut through one is no noun phrase
  // ("00 en lugar de a medianoche" from "a las 20:00 en lugar de a medianoche").
  const joined = (i: number) => i > 0 && i + 1 < tokens.length && /^[:.,]$/.test(tokens[i]!.raw) && tokens[i - 1]!.end === tokens[i]!.start && tokens[i]!.end === tokens[i + 1]!.start && /^\d/.test(tokens[i + 1]!.raw) && /\d$/.test(tokens[i - 1]!.raw);
  const cutsFigure = (c: Candidate) => joined(c.a - 1) || joined(c.b + 1) || joined(c.a) || joined(c.b);
  const scored = scoreSpans(text, model, cls).filter((x) => !inside(x.c) && !cutsFigure(x.c));
  if (!scored.length) return null;
  // Where the object starts is chosen first, by the probability of every span starting there (its
  // determiners aside), then its likeliest end: nested spans of one object ("el impuesto de bienes
  // inmuebles", "… un 12,5 %") share their mass instead of each losing to a single other span
  // (start and end as two decisions, as extractive QA predicts them: Seo et al. 2017, BiDAF).
  const startOf = (c: Candidate) => {
    let a = c.a;
    while (a < c.b && DETERMINERS.has(tokens[a]!.norm)) a++;
    return a;
  };
  const mass = new Map<number, number>();
  for (const x of scored) mass.set(startOf(x.c), (mass.get(startOf(x.c)) ?? 0) + x.p);
  let start = -1;
  for (const [a, m] of mass) if (start < 0 || m > mass.get(start)!) start = a;
  let best = scored.find((x) => startOf(x.c) === start)!;
  for (const x of scored) if (startOf(x.c) === start && x.p > best.p) best = x;
  const from = tokens[best.c.a]!.start;
  const end = tokens[best.c.b]!.end;
  return { start: from, end, text: text.slice(from, end), p: best.p };
}

/** Serializes a model with its weights quantized to int8 (one scale: max |w| = 127). */
export function serializeObjectModel(m: ObjectSpanModel, meta: Pick<SerializedObjectSpanModel, 'trainedOn' | 'settings'> = {}): SerializedObjectSpanModel {
  return { buckets: m.buckets, maxLen: m.maxLen, vectors: m.vectors, ...(m.verbs ? { verbs: true } : {}), ...quantizeWeights(m.weights), ...meta };
}

/** Restores a serialized model. */
export function deserializeObjectModel(s: SerializedObjectSpanModel): ObjectSpanModel {
  return { buckets: s.buckets, maxLen: s.maxLen, vectors: s.vectors, verbs: s.verbs ?? false, weights: dequantizeWeights(s.weightsQ, s.scale, s.buckets) };
}

/**
 * Determiners a report's noun phrase does without (it adds its own article: phrases.ts
 * `withArticle`, es-finish.ts `esDefiniteNp`): English and Spanish articles, possessives and
 * demonstratives, folded. SQuAD's answer normalization drops articles the same way.
 */
export const DETERMINERS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'our', 'your', 'its', 'their', 'this', 'these', 'that', 'those', 'his', 'her', 'my',
  'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'su', 'sus', 'tu', 'tus', 'mi', 'mis',
  'nuestro', 'nuestra', 'nuestros', 'nuestras', 'vuestro', 'vuestra', 'vuestros', 'vuestras',
  'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'esos', 'esas', 'lo',
]);

/** Articles that begin a name when capitalised inside a sentence ("El País", "La Liga", "The Guardian"). */
const NAME_ARTICLE = /^(?:El|La|Los|Las|The)$/;

/**
 * A span without its leading determiners (an article that is part of a name stays: `NAME_ARTICLE`) ("la cuota anual por vivienda" → "cuota anual por
 * vivienda"; "a sus programas" → "programas": Spanish "a" folds like the English article).
 * @param text the sentence the span is in.
 * @returns the narrowed span (the same span when it has no leading determiner; never empty: the last word stays).
 */
export function withoutDeterminer(text: string, span: ObjectSpan): ObjectSpan {
  const tokens = tokenize(text).filter((t) => t.start >= span.start && t.end <= span.end);
  // An article written with a capital inside the sentence, before a capitalised word, is part of a name
  // ("A partir de abril, El Centinela dejará…", "… de La Voz del Sur"): it stays, and the report adds none.
  if (tokens.length > 1 && NAME_ARTICLE.test(tokens[0]!.raw) && /^\p{Lu}/u.test(tokens[1]!.raw) && /\S/.test(text.slice(0, tokens[0]!.start))) return span;
  let k = 0;
  while (k < tokens.length - 1 && DETERMINERS.has(tokens[k]!.norm)) k++;
  if (!k) return span;
  const start = tokens[k]!.start;
  return { ...span, start, text: text.slice(start, span.end) };
}
