/**
 * Comparable real cases (issue 20 item 4; docs/engine.md "Comparable cases"): the reference
 * library's cases nearest to an announcement by what it changes — class, direction, who announces,
 * who is affected, whether it takes back what people own, whether it touches an identity — and the
 * severity they really met. Pure.
 */
import { stemmer as stemEn } from '@orama/stemmers/english';
import type { DocumentReading } from '../reader/read.js';
import { tokenize } from '../reader/tokens.js';
import { meanVector } from '../reader/word-vectors.js';
import { ONTOLOGY, type ObjectClass } from '../understand/ontology.js';

import type { ReferenceCaseData } from './case.js';
import { REFERENCE_CASES } from './cases.data.js';

export type { ReferenceCaseData };

/** What an announcement changes, as the comparison reads it. */
export interface ChangeProfile {
  class: string;
  direction: 'up' | 'down';
  actorType: string;
  affected: string[];
  /** Probability (0–1) that it takes back what people own, paid for or built. */
  takesBackOwned: number;
  /** Probability (0–1) that it touches a political or social identity. */
  identitySalient: number;
  /**
   * Mean word vector of the central change's sentence (reader/word-vectors.ts); null when it has
   * none (no change read, or no word with a vector: Spanish words mostly have none).
   */
  vector?: Float32Array | null;
  /**
   * Stems of the words of the central change's sentence and of the text's opening sentence (which
   * names the actor, usually), for the lexical part of the similarity (`lexicalOverlap`); empty: that
   * part counts as no overlap; absent (a profile built without a text): that part does not count.
   */
  words?: string[];
}

/**
 * Families of classes that people meet alike (ASSUMPTION: grouped by the valence table's rows in
 * docs/valence.md §7: money charged, what is given, the product itself, personal data, staff and
 * pay, public stances).
 */
const FAMILY: Record<string, string> = {
  price: 'money',
  fee: 'money',
  tax: 'money',
  benefit: 'offer',
  service_level: 'offer',
  access: 'offer',
  formula: 'product',
  size: 'product',
  brand_identity: 'product',
  data_sharing: 'data',
  ai_content: 'data',
  jobs: 'staff',
  executive_pay: 'staff',
  public_rule: 'rule',
  cause: 'stance',
  partnership: 'stance',
  donation: 'stance',
  appointment: 'stance',
  portrayal: 'stance',
  other: 'other',
};

/**
 * Weights of the similarity's parts (ASSUMPTION: the class and its direction decide most of how a
 * change is met — docs/valence.md's rows are per class and direction — the rest split evenly; not
 * fitted, so that the reference severity has only k and w to fit). `text`, the closeness in
 * meaning of the central sentence to the case's one-line change (cosine of mean word vectors),
 * tells apart cases the coarse features tie (an outside reader saw the same three neighbours for an
 * AI-training clause and a supermarket price cut); it counts only when the sentence has a vector,
 * and the similarity is divided by the weights that count, so it stays in [0, 1]. `words`, the
 * TF-IDF cosine of the stemmed words of the central and opening sentences against the case's
 * one-line change and actor (`lexicalOverlap`), always counts: a case about the same thing ("fare",
 * "dogs", "logo", the same company) shares words with it, and a case that shares none is near only
 * by kind of change, which the similarity should then say (an outside reader found 0.97 for cases
 * that had nothing in common with the text but the class and the direction, blind read 21). It
 * counts whenever the profile was read from a text (`ChangeProfile.words` present).
 * ASSUMPTION: 0.3, between the word vectors' 0.2 and the class's 0.4; not fitted.
 */
export const SIMILARITY_WEIGHTS = { cls: 0.4, direction: 0.2, actorType: 0.1, affected: 0.1, owned: 0.1, identity: 0.1, text: 0.2, words: 0.3 } as const;

/** Share of the class weight a class of the same family gets (ASSUMPTION). */
const SAME_FAMILY = 0.5;

/**
 * ASSUMPTION: the factor on the similarity of a case whose change falls on the other side of gain and
 * loss for those it lands on (a service added against a service closed). The library holds the
 * announcements that made news, mostly losses (12 of 123 dev cases are gains), so without it a gain's
 * nearest cases are the losses of its class and the anchor reads good news as a backlash (a café opened
 * in a leisure centre got "Google Reader shut down" at 0.71). People meet a gain and a loss of the same
 * thing unalike (Tversky & Kahneman 1992, loss aversion; docs/valence.md §7 rows per direction).
 */
export const VALENCE_MISMATCH = 0.25;

/** Valence (for those affected) beyond which a class and direction is a clear gain or loss (ASSUMPTION: a tenth of the scale). */
const CLEAR_VALENCE = 0.1;

/**
 * Whether a class and direction is a gain (+1), a loss (−1) or neither clearly (0: stances, rules and
 * identity changes people split on) for those it lands on, by the ontology's valence (understand/ontology.ts).
 */
export function valenceSign(cls: string, direction: 'up' | 'down'): -1 | 0 | 1 {
  const spec = ONTOLOGY[cls as ObjectClass];
  if (!spec) return 0;
  const g = spec[direction];
  const v = spec.lands_on === 'employees' && g.employees !== undefined ? g.employees : g.affected;
  return v > CLEAR_VALENCE ? 1 : v < -CLEAR_VALENCE ? -1 : 0;
}

/**
 * Similarity 0–1 of a profile to a reference case: the weighted agreement of SIMILARITY_WEIGHTS' parts,
 * times VALENCE_MISMATCH when one is a clear gain and the other a clear loss (`valenceSign`).
 */
export function similarity(p: ChangeProfile, c: ReferenceCaseData): number {
  const a = valenceSign(p.class, p.direction);
  const b = valenceSign(c.features.class, c.features.direction);
  return (a * b < 0 ? VALENCE_MISMATCH : 1) * featureSimilarity(p, c);
}

/** The weighted agreement of SIMILARITY_WEIGHTS' parts, 0–1. */
function featureSimilarity(p: ChangeProfile, c: ReferenceCaseData): number {
  const W = SIMILARITY_WEIGHTS;
  const f = c.features;
  const cls = p.class === f.class ? 1 : FAMILY[p.class] === FAMILY[f.class] ? SAME_FAMILY : 0;
  const union = new Set([...p.affected, ...f.affected]);
  const jaccard = union.size ? p.affected.filter((g) => f.affected.includes(g)).length / union.size : 1;
  const coarse =
    W.cls * cls +
    W.direction * (p.direction === f.direction ? 1 : 0) +
    W.actorType * (p.actorType === c.actor_type ? 1 : 0) +
    W.affected * jaccard +
    W.owned * (1 - Math.abs(p.takesBackOwned - (f.takes_back_owned ? 1 : 0))) +
    W.identity * (1 - Math.abs(p.identitySalient - (f.identity_salient ? 1 : 0)));
  const coarseWeight = W.cls + W.direction + W.actorType + W.affected + W.owned + W.identity;
  // A profile read from a text always has its words (maybe none); one built without a text has no lexical part.
  const lexicalWeight = p.words ? W.words : 0;
  const lexical = p.words?.length ? W.words * lexicalOverlap(p.words, c).score : 0;
  if (!p.vector) return (coarse + lexical) / (coarseWeight + lexicalWeight);
  return (coarse + lexical + W.text * Math.max(0, cosine(p.vector, changeVector(c)))) / (coarseWeight + lexicalWeight + W.text);
}

/**
 * Words left out of the lexical comparison, folded: function words of English and Spanish and the
 * verbs every announcement and case line uses (ASSUMPTION: a short list; the inverse document
 * frequency over the library discounts the rest).
 */
const LEXICAL_STOP = new Set([
  'the', 'and', 'for', 'from', 'with', 'that', 'this', 'will', 'its', 'our', 'their', 'your', 'are', 'was', 'were', 'has', 'have', 'had', 'been', 'be', 'not', 'all', 'any', 'more', 'new', 'now', 'per', 'who', 'which', 'after', 'before', 'into', 'than', 'also', 'only', 'each', 'every', 'them', 'they', 'would', 'can', 'may', 'year', 'years',
  // Words of actor types: who announces is the actor-type part's to compare ("Harbourside Council" is no precedent of "councils able to…").
  'council', 'councils', 'government', 'ministry', 'department', 'authority', 'company', 'club', 'league', 'federal', 'national', 'city', 'town', 'group', 'inc', 'ltd', 'plc', 'ayuntamiento', 'gobierno', 'ministerio',
  // Verbs and nouns of changing as such: the class and the direction already compare which way a change goes
  // (blind read 22: a football club's season tickets matched a stamp price on "rises" alone).
  'rise', 'rises', 'rising', 'rose', 'raise', 'raises', 'raised', 'increase', 'increases', 'increased', 'cut', 'cuts', 'reduce', 'reduces', 'reduced', 'reduction',
  'introduce', 'introduces', 'introduced', 'end', 'ends', 'ended', 'launch', 'launches', 'launched', 'change', 'changes', 'changed', 'replace', 'replaces', 'replaced',
  'remove', 'removes', 'removed', 'announce', 'announces', 'announced', 'plan', 'plans', 'said', 'says',
  // Words of "no longer" and "will continue", which say the direction, not the thing ("shares: longer").
  'longer', 'continue', 'continues', 'continued', 'continuing',
  'subida', 'sube', 'suben', 'aumento', 'aumenta', 'reduccion', 'reduce', 'bajada', 'baja', 'cambio', 'cambia', 'nuevo', 'nueva', 'nuevos', 'nuevas',
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'first', 'second', 'third',
  'los', 'las', 'del', 'con', 'para', 'por', 'una', 'uno', 'que', 'sus', 'nuestro', 'nuestra', 'desde', 'este', 'esta', 'como', 'mas', 'sera', 'seran',
]);

/** The stems of a text's words for the lexical comparison: folded, three letters or more, `LEXICAL_STOP` aside, Snowball English stems. */
export function lexicalStems(text: string): { stem: string; word: string }[] {
  return tokenize(text)
    .filter((t) => /^\p{L}{3,}$/u.test(t.norm) && !LEXICAL_STOP.has(t.norm))
    .map((t) => ({ stem: stemEn(t.norm), word: t.raw }));
}

/** Stems of each case's change line and actor, by that text (computed once each). */
const CASE_STEMS = new Map<string, { stem: string; word: string }[]>();

function caseStems(c: ReferenceCaseData): { stem: string; word: string }[] {
  const key = `${c.change} ${c.actor}`;
  let v = CASE_STEMS.get(key);
  if (!v) {
    v = lexicalStems(key);
    CASE_STEMS.set(key, v);
  }
  return v;
}

/**
 * Document frequency of each stem over the shipped library (reference/cases.data.ts), computed once:
 * a fixed vocabulary weight, so a similarity never depends on which pools were compared before it.
 */
let LIBRARY_DF: { n: number; df: Map<string, number> } | null = null;

/** Inverse document frequency of a stem over the shipped library, smoothed: ln((1 + N) / (1 + df)) + 1. */
function idf(stem: string): number {
  if (!LIBRARY_DF) {
    const df = new Map<string, number>();
    for (const c of REFERENCE_CASES) for (const s of new Set(caseStems(c).map((x) => x.stem))) df.set(s, (df.get(s) ?? 0) + 1);
    LIBRARY_DF = { n: REFERENCE_CASES.length, df };
  }
  return Math.log((1 + LIBRARY_DF.n) / (1 + (LIBRARY_DF.df.get(stem) ?? 0))) + 1;
}

/**
 * How much a text's words and a case's line have in common: the cosine of their TF-IDF vectors
 * (binary term frequency, smoothed inverse document frequency over the shipped library's cases: Salton &
 * Buckley 1988) and the case's own words they share, rarest first.
 * @param words the announcement's words (`ChangeProfile.words`).
 * @returns score 0–1 and the shared words as the case writes them (at most three).
 */
export function lexicalOverlap(words: readonly string[], c: ReferenceCaseData): { score: number; shared: string[] } {
  const theirs = caseStems(c);
  const mine = new Set(words);
  const their = new Map<string, string>();
  for (const x of theirs) if (!their.has(x.stem)) their.set(x.stem, x.word);
  let dot = 0;
  let aa = 0;
  let bb = 0;
  const shared: { word: string; w: number }[] = [];
  for (const s of mine) {
    const w = idf(s) ** 2;
    aa += w;
    const word = their.get(s);
    if (word !== undefined) {
      dot += w;
      shared.push({ word, w });
    }
  }
  for (const s of their.keys()) bb += idf(s) ** 2;
  const score = aa && bb ? dot / Math.sqrt(aa * bb) : 0;
  return { score, shared: shared.sort((a, b) => b.w - a.w || (a.word < b.word ? -1 : 1)).slice(0, 3).map((x) => x.word) };
}

/** Mean word vectors of the cases' one-line changes, by change text (computed once each). */
const CHANGE_VECTORS = new Map<string, Float32Array>();

function changeVector(c: ReferenceCaseData): Float32Array {
  let v = CHANGE_VECTORS.get(c.change);
  if (!v) {
    v = meanVector(tokenize(c.change));
    CHANGE_VECTORS.set(c.change, v);
  }
  return v;
}

/** Cosine of two vectors; 0 when either is all zeros. */
function cosine(a: Float32Array, b: Float32Array): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0;
}

/** The mean word vector of a sentence, or null when none of its words has one. */
function sentenceVector(text: string): Float32Array | null {
  const v = meanVector(tokenize(text));
  return v.some((x) => x !== 0) ? v : null;
}

/** A reference case with its similarity to the announcement. */
export interface Comparable {
  case: ReferenceCaseData;
  similarity: number;
  /** Words of the case's line the announcement shares (`lexicalOverlap`), rarest first; empty when it is near only by kind of change. */
  sharedWords: string[];
}

/**
 * The k cases most similar to a profile (ties by id, so the order is stable).
 * @param pool the cases to choose from (a bench passes only its training cases).
 */
export function nearestCases(p: ChangeProfile, pool: readonly ReferenceCaseData[], k: number): Comparable[] {
  return pool
    .map((c) => ({ case: c, similarity: similarity(p, c) }))
    .sort((a, b) => b.similarity - a.similarity || (a.case.id < b.case.id ? -1 : 1))
    .slice(0, k)
    .map((x) => ({ ...x, sharedWords: p.words?.length ? lexicalOverlap(p.words, x.case).shared : [] }));
}

/** Similarity-weighted mean severity (0–4) of the nearest cases; NaN for none. */
export function referenceSeverity(nearest: readonly Comparable[]): number {
  let w = 0;
  let s = 0;
  for (const n of nearest) {
    const weight = n.similarity ** 2;
    w += weight;
    s += weight * n.case.severity;
  }
  return w ? s / w : NaN;
}

/**
 * The profile of a reading: its central change (or, with none, an unclassed addition), the actor
 * type, and the document's probabilities of taking back what people own and of touching an identity.
 */
export function profileOf(reading: DocumentReading): ChangeProfile {
  const c = reading.central === null ? null : reading.sentences[reading.central]!;
  return {
    class: c ? c.class.label : 'other',
    direction: c && c.direction.label === 'down' ? 'down' : 'up',
    actorType: reading.actorType.label,
    affected: c ? c.groups.map((g) => g.label) : [],
    takesBackOwned: reading.pTakesBackOwned,
    identitySalient: reading.pIdentitySalient,
    vector: c ? sentenceVector(c.text) : null,
    // The opening sentence names the actor and often the thing changed (a title, a first line).
    words: c ? [...new Set(lexicalStems(`${c.text} ${reading.central ? reading.sentences[0]!.text : ''}`).map((x) => x.stem))] : [],
  };
}
