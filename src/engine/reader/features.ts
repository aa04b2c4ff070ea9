/**
 * Features of the learned reader (docs/engine.md "Reading"): each sentence becomes a set of hashed
 * feature ids, as in fastText (Joulin et al. 2017, "Bag of Tricks for Efficient Text
 * Classification"): word unigrams and bigrams, character n-grams of words (Bojanowski et al. 2017,
 * for unseen and inflected words), words in the scope of a negation marked as such (Das & Chen
 * 2001; Pang, Lee & Vaithyanathan 2002), the sentence's place in the document, and the previous
 * sentence's words as context. What any of it means is learned from the corpus (data/corpus); no
 * feature decides a reading. Pure.
 */
import { tokenize, type Token } from './tokens.js';
import { compositionFeatureNames } from './composition.js';
import { meanVector, vectorCodes } from './word-vectors.js';

/** Words that open a negation's scope (English and Spanish, folded). */
const NEGATORS = new Set(['not', 'no', 'never', 'without', 'none', 'nor', 'neither', 'cannot', 'nobody', 'nothing', 'nunca', 'sin', 'ningun', 'ninguna', 'ninguno', 'ni', 'jamas', 'tampoco', 'nadie', 'nada']);
/** Tokens after a negator that stay in its scope (ASSUMPTION: a short window to the next punctuation, as in Das & Chen 2001). */
const NEGATION_WINDOW = 5;
/** Words that end a negation's clause scope (`clauseNegation`): contrast and cause open a new clause. */
const CLAUSE_BREAKS = new Set(['but', 'however', 'although', 'though', 'while', 'whereas', 'because', 'instead', 'pero', 'aunque', 'sino', 'mientras', 'porque']);
/** Extra negators of the clause scope (`clauseNegation`). */
const CLAUSE_NEGATORS = new Set(['unable', 'incapaz', 'imposible']);
/** Character n-gram lengths (fastText's default minn 3, maxn 6; 5 keeps the model small). */
const CHAR_MIN = 3;
const CHAR_MAX = 5;

/** 32-bit FNV-1a hash of a string. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Where a sentence sits in its document. */
export interface SentenceContext {
  /** Index of the sentence in the document, from 0. */
  index: number;
  /** Number of sentences in the document. */
  count: number;
  /** A paragraph, heading or list item starts with this sentence. */
  para: boolean;
  /** The previous sentence's text, or '' for the first. */
  previous: string;
}

/** Which feature families a network reads (stored with it: training and inference use the same). */
export interface FeatureFamilies {
  words: boolean;
  bigrams: boolean;
  chars: boolean;
  negation: boolean;
  position: boolean;
  previous: boolean;
  /** SimHash codes of each word's vector (word-vectors.ts `vectorCodes`). */
  vectors?: boolean;
  /**
   * A negation's scope runs to the end of its clause (a strong stop or a word that opens a
   * contrasting clause) instead of NEGATION_WINDOW tokens, so the objects coordinated after the
   * verb stay in it ("we are not able to offer reduced rates or exemptions"); after a comma it
   * runs NEGATION_WINDOW tokens more. With it, "unable" is a negator too (Councill, McDonald & Velikovich 2010 found clause
   * boundaries the main signal of negation scope). Absent: the window.
   */
  clauseNegation?: boolean;
  /** Which way stated comparisons go and the words beside verbs of ending (composition.ts). */
  composition?: boolean;
}
/** Every family on. */
export const ALL_FAMILIES: FeatureFamilies = { words: true, bigrams: true, chars: true, negation: true, position: true, previous: true, vectors: true };

const isWord = (t: Token) => /^[\p{L}']+$/u.test(t.norm);
const isPunct = (t: Token) => !isWord(t) && !t.norm.startsWith('<');

/** The feature strings of one sentence (before hashing), for inspection and tests. */
export function sentenceFeatureNames(text: string, ctx: SentenceContext, families: FeatureFamilies = ALL_FAMILIES): string[] {
  const toks = tokenize(text);
  const out: string[] = [];
  const words = toks.filter((t) => !isPunct(t)).map((t) => t.norm);
  const F = families;
  if (F.words) for (const w of words) out.push(`w:${w}`);
  if (F.bigrams) {
    out.push(`b:^ ${words[0] ?? ''}`);
    for (let i = 0; i + 1 < words.length; i++) out.push(`b:${words[i]} ${words[i + 1]}`);
  }
  for (const t of toks) {
    if (!F.chars || !isWord(t) || t.norm.length < 4) continue;
    const w = `<${t.norm}>`;
    for (let n = CHAR_MIN; n <= CHAR_MAX; n++) for (let i = 0; i + n <= w.length; i++) out.push(`c:${w.slice(i, i + n)}`);
  }
  // Negation scope: "will not raise prices" gives neg:raise, neg:prices.
  const negator = (t: Token) => NEGATORS.has(t.norm) || t.norm.endsWith("n't") || (!!F.clauseNegation && CLAUSE_NEGATORS.has(t.norm));
  let scope = 0;
  for (const t of toks) {
    if (isPunct(t)) {
      // A comma may only list more objects of the same negation ("no refunds, credits or exemptions"): a few words more.
      scope = F.clauseNegation && t.norm === ',' ? Math.min(scope, NEGATION_WINDOW) : 0;
      continue;
    }
    if (F.clauseNegation && CLAUSE_BREAKS.has(t.norm)) scope = 0;
    if (scope > 0 && F.negation) {
      out.push(`n:${t.norm}`);
      scope--;
    }
    if (negator(t)) scope = F.clauseNegation ? Infinity : NEGATION_WINDOW;
  }
  if (toks.some(negator)) out.push('x:negator');
  if (F.composition) out.push(...compositionFeatureNames(toks, words));
  if (F.vectors) for (const w of words) for (const c of vectorCodes(w)) out.push(`v:${c}`);
  if (F.position) out.push(...positionFeatures(text, words, ctx));
  if (F.previous) for (const w of tokenize(ctx.previous).filter(isWord)) out.push(`pw:${w.norm}`);
  return [...new Set(out)];
}

/** Where the sentence sits and what it looks like: place in the document, paragraph start, heading-like, length, kinds of number. */
function positionFeatures(text: string, words: string[], ctx: SentenceContext): string[] {
  const out: string[] = [];
  const rel = ctx.count > 1 ? ctx.index / (ctx.count - 1) : 0;
  out.push(`p:rel${Math.min(4, Math.floor(rel * 5))}`);
  if (ctx.index === 0) out.push('p:first');
  if (ctx.index === 1) out.push('p:second');
  if (ctx.index === ctx.count - 1) out.push('p:last');
  if (ctx.para) out.push('p:para');
  if (!/[.!?:;)"”»]\s*$/.test(text)) out.push('p:unpunctuated');
  out.push(`p:len${Math.min(6, Math.floor(Math.log2(1 + words.length)))}`);
  for (const k of ['<money>', '<pct>', '<year>', '<num>']) if (words.includes(k)) out.push(`p:has${k}`);
  if (text.trim().endsWith('?')) out.push('p:question');
  return out;
}

/**
 * Hashed feature ids of one sentence.
 * @param buckets number of hash buckets (the model's embedding rows).
 * @returns distinct ids in [0, buckets), in first-seen order.
 */
export function sentenceFeatures(text: string, ctx: SentenceContext, buckets: number, families: FeatureFamilies = ALL_FAMILIES): Uint32Array {
  return hashAll(sentenceFeatureNames(text, ctx, families), buckets);
}

/**
 * The feature strings of the direction network (read.ts ReaderNets `direction`): the sentence's own
 * (read apart: no place, no previous sentence) and each joined to the class it is read with
 * (`service_level|w:closed`), so the network learns what a word means for the direction of that
 * class (a road "closed" is less service; a beach "closed" to dogs, a stricter rule).
 * @param cls the class the sentence is read with (the reader's, or the corpus label in training).
 */
export function directionFeatureNames(text: string, cls: string, families: FeatureFamilies): string[] {
  const names = sentenceFeatureNames(text, { index: 0, count: 1, para: false, previous: '' }, families);
  return [`cls:${cls}`, ...names, ...names.map((n) => `${cls}|${n}`)];
}

/** Hashed ids of `directionFeatureNames`. */
export function directionFeatures(text: string, cls: string, buckets: number, families: FeatureFamilies): Uint32Array {
  return hashAll(directionFeatureNames(text, cls, families), buckets);
}

/** The dense input of a sentence: its mean English word vector (word-vectors.ts). */
export function sentenceDense(text: string): Float32Array {
  return meanVector(tokenize(text));
}

/** The feature strings of a whole document for document-level labels (actor type): its words and bigrams, the opening's words apart. */
export function documentFeatureNames(sentences: readonly string[]): string[] {
  const out: string[] = [];
  sentences.forEach((s, i) => {
    const words = tokenize(s).filter((t) => !isPunct(t)).map((t) => t.norm);
    for (const w of words) out.push(`dw:${w}`);
    for (let j = 0; j + 1 < words.length; j++) out.push(`db:${words[j]} ${words[j + 1]}`);
    if (i < 2) for (const w of words) out.push(`dfirst:${w}`);
  });
  return [...new Set(out)];
}

/** Hashed ids of a document's features. */
export function documentFeatures(sentences: readonly string[], buckets: number): Uint32Array {
  return hashAll(documentFeatureNames(sentences), buckets);
}

function hashAll(names: string[], buckets: number): Uint32Array {
  const ids = new Set<number>();
  for (const n of names) ids.add(fnv1a(n) % buckets);
  return Uint32Array.from(ids);
}

/**
 * The feature strings of the expected-severity model (severity.ts): the document's (`documentFeatureNames`)
 * and the central sentence's words and bigrams apart (`cw:`, `cb:`), or `nocentral` when no sentence
 * is a change. On writers it never trained on, the central sentence's words apart raised Spearman
 * with the writers' severities from 0.66 to 0.69 (docs/decisions.md, eighth session).
 * @param sentences the document's sentences in order; @param central the central change's index, or null.
 */
export function severityFeatureNames(sentences: readonly string[], central: number | null): string[] {
  const out = documentFeatureNames(sentences);
  const c = central === null ? undefined : sentences[central];
  if (c === undefined) out.push('nocentral');
  else {
    const words = tokenize(c).filter((t) => !isPunct(t)).map((t) => t.norm);
    for (const w of words) out.push(`cw:${w}`);
    for (let j = 0; j + 1 < words.length; j++) out.push(`cb:${words[j]} ${words[j + 1]}`);
  }
  return [...new Set(out)];
}

/** Hashed ids of `severityFeatureNames`. */
export function severityFeatures(sentences: readonly string[], central: number | null, buckets: number): Uint32Array {
  return hashAll(severityFeatureNames(sentences, central), buckets);
}
