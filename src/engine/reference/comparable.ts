/**
 * Comparable real cases (issue 20 item 4; docs/engine.md "Comparable cases"): the reference
 * library's cases nearest to an announcement by what it changes — class, direction, who announces,
 * who is affected, whether it takes back what people own, whether it touches an identity — and the
 * severity they really met. Pure.
 */
import type { DocumentReading } from '../reader/read.js';
import { tokenize } from '../reader/tokens.js';
import { meanVector } from '../reader/word-vectors.js';
import { ONTOLOGY, type ObjectClass } from '../understand/ontology.js';

import type { ReferenceCaseData } from './case.js';

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
 * and the similarity is divided by the weights that count, so it stays in [0, 1].
 */
export const SIMILARITY_WEIGHTS = { cls: 0.4, direction: 0.2, actorType: 0.1, affected: 0.1, owned: 0.1, identity: 0.1, text: 0.2 } as const;

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
  if (!p.vector) return coarse / coarseWeight;
  return (coarse + W.text * Math.max(0, cosine(p.vector, changeVector(c)))) / (coarseWeight + W.text);
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
}

/**
 * The k cases most similar to a profile (ties by id, so the order is stable).
 * @param pool the cases to choose from (a bench passes only its training cases).
 */
export function nearestCases(p: ChangeProfile, pool: readonly ReferenceCaseData[], k: number): Comparable[] {
  return pool
    .map((c) => ({ case: c, similarity: similarity(p, c) }))
    .sort((a, b) => b.similarity - a.similarity || (a.case.id < b.case.id ? -1 : 1))
    .slice(0, k);
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
  };
}
