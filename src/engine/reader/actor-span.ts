/**
 * The announcing organisation's name, learned (issue 20; docs/engine.md "Reading"): every
 * capitalised span of the text's opening and closing sentences (docs/corpus.md `actor.name`: the
 * organisation as the text names it) is a candidate, and so is "no name". Each candidate occurrence
 * is scored by a linear model over hashed features — the span's words and shape (capitals, length,
 * connectors), the words before and after it, the sentence it sits in (first, a heading, a
 * signature near the end), how often the same words recur in the text, and whether its words are
 * also written in lower case (a sentence-initial common word). A softmax over the document's
 * candidates gives each occurrence's probability, and a name's probability is the sum over its
 * occurrences. This is the span-ranking formulation of extractive span selection (a log-linear
 * ranker over candidate spans, as in Rajpurkar et al. 2016's logistic-regression SQuAD baseline),
 * with a null candidate for documents that name no one (as SQuAD 2.0's no-answer option, Rajpurkar,
 * Jia & Liang 2018). Trained by scripts/reader/train-actors.ts; here only inference. Pure and
 * deterministic.
 */
import { dequantizeWeights, mix, quantizeWeights } from './span-weights.js';
import { tokenize, type Token } from './tokens.js';
import { fnv1a } from './features.js';
import { sentences as splitSentences } from '../understand/text.js';

/** A trained actor-name scorer. */
export interface ActorSpanModel {
  /** Number of hash buckets (a power of two). */
  buckets: number;
  /** Longest span considered, in tokens. */
  maxLen: number;
  /** Sentences read from the start of the text. */
  head: number;
  /** Sentences read from the end of the text (signatures, sign-offs). */
  tail: number;
  /** One weight per bucket: a candidate's score is the sum of its features' weights. */
  weights: Float32Array;
}

/** The serialized form (src/engine/reader/actor-model.data.ts): int8 weights with one scale. */
export interface SerializedActorSpanModel {
  buckets: number;
  maxLen: number;
  head: number;
  tail: number;
  /** max |w| / 127. */
  scale: number;
  /** Base64 of `buckets` int8 values. */
  weightsQ: string;
  trainedOn?: { documents: number; writers: string[] };
  settings?: Record<string, unknown>;
}

/** One candidate occurrence: tokens `a`..`b` of sentence `s`, with a final "'s" dropped when `trim`. */
export interface ActorCandidate {
  /** Index of the sentence among the text's sentences. */
  s: number;
  a: number;
  b: number;
  trim: boolean;
  /** The name as written (after trimming). */
  text: string;
  /** Offsets in the whole text (end exclusive). */
  start: number;
  end: number;
}

/** A document prepared for scoring: its read sentences, their tokens, candidates and counts. */
export interface ActorDocument {
  text: string;
  sentences: { start: number; text: string; tokens: Token[]; index: number; heading: boolean; paraStart: boolean }[];
  /** Number of sentences in the whole text. */
  total: number;
  candidates: ActorCandidate[];
  /** Per candidate, its hashed feature buckets (before masking). */
  features: number[][];
  /** Hashed features of the "no name" option. */
  none: number[];
}

/** The learned name of the announcer. */
export interface ActorName {
  /** The name as written, or '' when the most probable reading is that the text names no one. */
  name: string;
  /** Probability of that answer (summed over the name's occurrences), 0–1. */
  p: number;
  /** Offsets of its first occurrence in the text (end exclusive), or null for no name. */
  start: number | null;
  end: number | null;
}

/** Punctuation allowed inside a name ("Cask & Anvil", "Tri-County", "S.A.", "Parallax+"). */
const INNER_PUNCT = new Set(['&', '-', '.', '+', "'", '’', '/']);
const isWord = (t: Token) => /^[\p{L}\p{N}]/u.test(t.raw);
/** A token written with a capital (or a number, as in "Channel 4"), so able to open or close a name. */
const isCap = (t: Token) => /^(?:\p{Lu}|\p{Ll}+\p{Lu})/u.test(t.raw) || /^\p{N}+\p{L}/u.test(t.raw);
const isNum = (t: Token) => /^\p{N}/u.test(t.raw);
const POSSESSIVE = /['’]s$/u;
/** Whether two tokens touch (no space between them: "Co-operative", "Aprende+", "Co."). */
const touch = (x: Token, y: Token) => x.end === y.start;

/**
 * Whether a span `a`..`b` may end on token `b`: a capitalised word or a number; the lower-case
 * tail of a hyphenated capitalised word ("Co-operative"); a "+" or a full stop touching the word
 * before ("Aprende+", "Co.") — the stop only after a word of at most four letters, an abbreviation.
 */
function canEnd(tokens: readonly Token[], a: number, b: number): boolean {
  const t = tokens[b]!;
  if (isCap(t) || isNum(t)) return true;
  if (b === a) return false;
  const before = tokens[b - 1]!;
  if (isWord(t)) return before.raw === '-' && touch(before, t) && b - 2 >= a && isCap(tokens[b - 2]!) && touch(tokens[b - 2]!, before);
  if (t.raw === '+') return touch(before, t) && isWord(before);
  if (t.raw === '.') return touch(before, t) && isCap(before) && before.raw.length <= 4;
  return false;
}

/** The shape of a token: X capitalised, A all capitals, x lower case, d a number, p punctuation. */
function shapeOf(t: Token | undefined): string {
  if (!t) return '_';
  const r = t.raw;
  if (/^\p{N}/u.test(r)) return 'd';
  if (!/^\p{L}/u.test(r)) return r.length === 1 ? r : 'p';
  if (r.length > 1 && r === r.toUpperCase()) return 'A';
  return /^\p{Lu}/u.test(r) ? 'X' : 'x';
}

/** Feature families (each hashed with the value it reads). */
const F = {
  len: 1, first: 2, last: 3, inner: 4, firstLast: 5, firstSuf: 6, lastSuf: 7, shape: 8, prev: 9, prev2: 10,
  next: 11, next2: 12, prevFirst: 13, lastNext: 14, prevShape: 15, nextShape: 16, sentPos: 17, fromEnd: 18,
  atStart: 19, atEnd: 20, whole: 21, count: 22, countLen: 23, firstCount: 24, ratio: 25, lowerFirst: 26,
  lowerLast: 27, initLower: 28, trim: 29, poss: 30, lowerInner: 31, none: 32, sentLen: 33, endMark: 34,
  heading: 35, countSent: 36, prevPrev: 37, nextNext: 38, lastLen: 39, acronym: 40, posShape: 41, headCount: 42,
  prevSuf: 43, nextSuf: 44, endDot: 45, shorter: 46, firstSeen: 47, seenIn: 48,
} as const;

const bucketCount = (n: number) => (n <= 3 ? n : n <= 5 ? 4 : n <= 9 ? 5 : 6);
const START = fnv1a('<s>');
const END = fnv1a('</s>');
const h = (s: string) => fnv1a(s);

/** Occurrences of `name` in `text` not inside a longer word (case-sensitive: names keep their capitals). */
function occurrences(name: string, text: string): number {
  let n = 0;
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + name.length)) {
    const before = i > 0 ? text[i - 1]! : ' ';
    const after = text[i + name.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) n++;
  }
  return n;
}

/**
 * The sentences a name is looked for in (the first `head` and last `tail`), tokenized, with each
 * one's candidates: spans of at most `maxLen` tokens that start and end on a capitalised word (or
 * a number) and hold only words and name punctuation (& - . + ' /) — so "Bank of Harlow",
 * "Ayuntamiento de Valdecierzo" and "Cask & Anvil" are candidates; a last word ending in "'s" also
 * gives the span without it ("Pinecrest Bank's board" → "Pinecrest Bank").
 * @param text the announcement (any length; callers bound it).
 */
export function actorDocument(text: string, model: Pick<ActorSpanModel, 'maxLen' | 'head' | 'tail'>): ActorDocument {
  const all = splitSentences(text);
  const picked = all.map((s, i) => ({ s, i })).filter(({ i }) => i < model.head || i >= all.length - model.tail);
  const sents = picked.map(({ s, i }) => {
    const tokens = tokenize(s.text);
    const lastTok = tokens[tokens.length - 1];
    const heading = !lastTok || !/^[.!?…:;"”»)]$/u.test(lastTok.raw);
    const before = i > 0 ? text.slice(all[i - 1]!.end, s.start) : '\n';
    return { start: s.start, text: s.text, tokens, index: i, heading, paraStart: before.includes('\n') };
  });
  // Words written in lower case and capitalised mid-sentence anywhere in the text.
  const lower = new Map<string, number>();
  const capMid = new Map<string, number>();
  for (const s of all) {
    const toks = tokenize(s.text);
    toks.forEach((t, j) => {
      if (!isWord(t)) return;
      if (/^\p{Ll}/u.test(t.raw)) lower.set(t.norm, (lower.get(t.norm) ?? 0) + 1);
      else if (j > 0 && isCap(t)) capMid.set(t.norm, (capMid.get(t.norm) ?? 0) + 1);
    });
  }
  const candidates: ActorCandidate[] = [];
  sents.forEach((s, si) => {
    const { tokens } = s;
    for (let a = 0; a < tokens.length; a++) {
      if (!isCap(tokens[a]!) || isNum(tokens[a]!)) continue;
      for (let b = a; b < tokens.length && b - a < model.maxLen; b++) {
        const t = tokens[b]!;
        if (!isWord(t) && !INNER_PUNCT.has(t.raw)) break;
        if (!canEnd(tokens, a, b)) continue;
        const start = s.start + tokens[a]!.start;
        const end = s.start + t.end;
        candidates.push({ s: si, a, b, trim: false, text: text.slice(start, end), start, end });
        if (POSSESSIVE.test(t.raw) && t.raw.length > 3) candidates.push({ s: si, a, b, trim: true, text: text.slice(start, end - 2), start, end: end - 2 });
      }
    }
  });
  const counts = new Map<string, number>();
  const count = (name: string) => counts.get(name) ?? (counts.set(name, occurrences(name, text)), counts.get(name)!);
  // Per name: the first read sentence it is written in, and in how many read sentences.
  const seen = new Map<string, { first: number; in: Set<number> }>();
  for (const c of candidates) {
    const got = seen.get(c.text) ?? (seen.set(c.text, { first: sents[c.s]!.index, in: new Set() }), seen.get(c.text)!);
    got.in.add(c.s);
  }
  const features = candidates.map((c) => {
    const f = candidateFeatures(c, sents[c.s]!, all.length, count, lower, capMid);
    const sn = seen.get(c.text)!;
    f.push(mix(F.firstSeen, Math.min(sn.first, 6), sents[c.s]!.index === sn.first ? 1 : 0), mix(F.seenIn, Math.min(sn.in.size, 4)));
    // A name recurs shorter or longer ("Strato Drive" against "Strato Drive Free"): the count of the span without its last word.
    const words = c.text.split(/\s+/);
    if (words.length > 1) f.push(mix(F.shorter, bucketCount(count(words.slice(0, -1).join(' '))), bucketCount(count(c.text))));
    return f;
  });
  const none = [mix(F.none, 1), mix(F.none, 2, bucketCount(candidates.length)), mix(F.none, 3, bucketCount(all.length))];
  return { text, sentences: sents, total: all.length, candidates, features, none };
}

/** The hashed features of one candidate occurrence. */
function candidateFeatures(
  c: ActorCandidate,
  s: ActorDocument['sentences'][number],
  total: number,
  count: (name: string) => number,
  lower: Map<string, number>,
  capMid: Map<string, number>,
): number[] {
  const { tokens } = s;
  const { a, b } = c;
  const n = tokens.length;
  const span = tokens.slice(a, b + 1);
  const lastNorm = c.trim ? tokens[b]!.norm.replace(/'s$/, '') : tokens[b]!.norm;
  const first = h(tokens[a]!.norm);
  const last = h(lastNorm);
  const prev = a > 0 ? h(tokens[a - 1]!.norm) : START;
  const prev2 = a > 1 ? h(tokens[a - 2]!.norm) : START;
  const next = c.trim ? h("'s") : b + 1 < n ? h(tokens[b + 1]!.norm) : END;
  const next2 = b + (c.trim ? 1 : 2) < n ? h(tokens[b + (c.trim ? 1 : 2)]!.norm) : END;
  const L = Math.min(span.length, 9);
  const shape = span.map(shapeOf).join('').slice(0, 10);
  const pos = s.index < 5 ? s.index : 5 + Number(s.index >= total - 3);
  const fromEnd = Math.min(total - 1 - s.index, 4);
  const lastWord = n - 1 - (n && !isWord(tokens[n - 1]!) ? 1 : 0);
  const cnt = count(c.text);
  const firstCap = capMid.get(tokens[a]!.norm) ?? 0;
  const lowFirst = lower.get(tokens[a]!.norm) ?? 0;
  const lowLast = lower.get(lastNorm) ?? 0;
  const headBits = Number(s.heading) * 2 + Number(s.paraStart);
  const out: number[] = [
    mix(F.len, L),
    mix(F.first, first),
    mix(F.last, last),
    mix(F.firstLast, first, last),
    mix(F.firstSuf, h(tokens[a]!.norm.slice(-3))),
    mix(F.lastSuf, h(lastNorm.slice(-3))),
    mix(F.lastLen, last, L),
    mix(F.shape, h(shape)),
    mix(F.posShape, h(shape), pos),
    mix(F.prev, prev),
    mix(F.prev2, prev2),
    mix(F.prevPrev, prev2, prev),
    mix(F.next, next),
    mix(F.next2, next2),
    mix(F.nextNext, next, next2),
    mix(F.prevSuf, h(a > 0 ? '~' + tokens[a - 1]!.norm.slice(-3) : '<s>')),
    mix(F.nextSuf, h(c.trim ? "'s" : b + 1 < n ? '~' + tokens[b + 1]!.norm.slice(-3) : '</s>')),
    mix(F.prevFirst, prev, first),
    mix(F.lastNext, last, next),
    mix(F.prevShape, h(shapeOf(tokens[a - 1])), h(shape.slice(0, 1))),
    mix(F.nextShape, h(c.trim ? 'poss' : shapeOf(tokens[b + 1])), h(shape.slice(-1))),
    mix(F.sentPos, pos, headBits),
    mix(F.fromEnd, fromEnd, headBits),
    mix(F.heading, headBits, Math.min(n, 12)),
    mix(F.sentLen, Math.min(n, 30) >> 2, pos),
    mix(F.endMark, h(n ? tokens[n - 1]!.raw : ''), pos),
    mix(F.count, bucketCount(cnt)),
    mix(F.countLen, bucketCount(cnt), L),
    mix(F.countSent, bucketCount(cnt), pos),
    mix(F.firstCount, bucketCount(firstCap), bucketCount(cnt)),
    mix(F.ratio, firstCap ? Math.min(4, Math.round((4 * cnt) / firstCap)) : 5, L),
    mix(F.lowerFirst, bucketCount(lowFirst), L === 1 ? 1 : 2),
    mix(F.lowerLast, bucketCount(lowLast), L === 1 ? 1 : 2),
    mix(F.headCount, headBits, bucketCount(cnt)),
  ];
  if (a === 0) out.push(mix(F.atStart, 1, L), mix(F.initLower, bucketCount(lowFirst), L));
  if (b >= lastWord) out.push(mix(F.atEnd, 1, L));
  if (a === 0 && b >= lastWord) out.push(mix(F.whole, 1, L));
  let lowInner = 0;
  for (let i = a; i <= b; i++) {
    const t = tokens[i]!;
    out.push(mix(F.inner, h(t.norm)));
    if (isWord(t) && /^\p{Ll}/u.test(t.raw)) lowInner++;
  }
  out.push(mix(F.lowerInner, lowInner, L));
  if (!isWord(tokens[b]!)) out.push(mix(F.endDot, h(tokens[b]!.raw)));
  if (c.trim) out.push(mix(F.trim, 1));
  else if (POSSESSIVE.test(tokens[b]!.raw)) out.push(mix(F.poss, 1));
  if (L === 1 && shapeOf(tokens[a]) === 'A') out.push(mix(F.acronym, Math.min(tokens[a]!.raw.length, 6)));
  return out;
}

/**
 * Each candidate's probability and that of "no name" (softmax of the linear scores over the document's
 * candidates and the null option).
 * @returns per candidate its probability (in `doc.candidates` order), and the null option's.
 */
export function scoreActorDocument(doc: ActorDocument, model: ActorSpanModel): { p: number[]; none: number } {
  const mask = model.buckets - 1;
  const score = (f: number[]) => f.reduce((z, id) => z + model.weights[id & mask]!, 0);
  const scores = [...doc.features.map(score), score(doc.none)];
  const max = Math.max(...scores);
  const e = scores.map((z) => Math.exp(z - max));
  const sum = e.reduce((x, y) => x + y, 0);
  const p = e.map((x) => x / sum);
  return { p: p.slice(0, -1), none: p[p.length - 1]! };
}

/**
 * The names of a text with their probabilities, most probable first: each distinct name's
 * probability is the sum over its occurrences; '' stands for "the text names no one".
 */
export function actorNames(text: string, model: ActorSpanModel): { name: string; p: number; start: number | null; end: number | null }[] {
  const doc = actorDocument(text, model);
  const { p, none } = scoreActorDocument(doc, model);
  const byName = new Map<string, { name: string; p: number; start: number | null; end: number | null }>();
  doc.candidates.forEach((c, i) => {
    const got = byName.get(c.text);
    if (got) got.p += p[i]!;
    else byName.set(c.text, { name: c.text, p: p[i]!, start: c.start, end: c.end });
  });
  const out = [...byName.values(), { name: '', p: none, start: null, end: null }];
  // Ties keep the earlier name (stable sort): deterministic.
  return out.sort((x, y) => y.p - x.p);
}

/**
 * The announcer's name as the text writes it, learned.
 * @param text the announcement (callers bound its length).
 * @returns the most probable name with its probability ('' when "no name" is the most probable answer).
 */
export function actorName(text: string, model: ActorSpanModel): ActorName {
  const best = actorNames(text, model)[0]!;
  return { name: best.name, p: best.p, start: best.start, end: best.end };
}

/** Serializes a model with its weights quantized to int8 (one scale: max |w| = 127). */
export function serializeActorModel(m: ActorSpanModel, meta: Pick<SerializedActorSpanModel, 'trainedOn' | 'settings'> = {}): SerializedActorSpanModel {
  return { buckets: m.buckets, maxLen: m.maxLen, head: m.head, tail: m.tail, ...quantizeWeights(m.weights), ...meta };
}

/** Restores a serialized model. */
export function deserializeActorModel(s: SerializedActorSpanModel): ActorSpanModel {
  return { buckets: s.buckets, maxLen: s.maxLen, head: s.head, tail: s.tail, weights: dequantizeWeights(s.weightsQ, s.scale, s.buckets) };
}
