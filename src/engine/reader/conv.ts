/**
 * A token-level convolutional reader of a sentence's class (docs/engine.md "Reading"): every token
 * becomes a vector (a trained embedding of its hashed word, prefix and suffix, summed as fastText sums
 * subwords, beside its frozen English word vector from word-vectors.ts), a convolution of width
 * `width` slides over the tokens in order (ReLU), and each filter keeps its maximum over the sentence
 * (max-over-time pooling) before the softmax heads — Kim 2014, "Convolutional Neural Networks for
 * Sentence Classification" (EMNLP). Unlike the bag of n-grams of net.ts, a filter sees which words
 * stand next to which, in order, wherever they sit in a long sentence. Trained by
 * scripts/reader/train-conv-net.ts and measured by `npm run bench:conv` (not shipped: docs/decisions.md,
 * eighteenth session); here only inference, in plain typed arrays, pure and deterministic.
 */
import { fnv1a } from './features.js';
import type { HeadSpec } from './net.js';
import { tokenize } from './tokens.js';
import { VECTOR_DIM } from './word-vectors.data.js';
import { wordVectorRow } from './word-vectors.js';

/** A convolutional network's weights. */
export interface ConvNet {
  /** Rows of the hashed token embedding. */
  buckets: number;
  /** Width of the trained token embedding (the word vector's VECTOR_DIM is added to it). */
  embDim: number;
  /** Tokens each filter reads at once (odd: centred on a token). */
  width: number;
  filters: number;
  /** buckets × embDim. */
  embedding: Float32Array;
  /** width × (embDim + VECTOR_DIM) × filters, index ((k · inDim) + d) · filters + f. */
  conv: Float32Array;
  /** filters. */
  convB: Float32Array;
  /** One linear head per label set over the pooled filters: w is filters × labels. */
  heads: { spec: HeadSpec; w: Float32Array; b: Float32Array }[];
}

/** At most this many tokens of a sentence are read (ASSUMPTION: the corpus's change sentences average 20 tokens). */
export const CONV_MAX_TOKENS = 96;

/** Width of a token's input vector. */
export function convInputDim(net: Pick<ConvNet, 'embDim'>): number {
  return net.embDim + VECTOR_DIM;
}

/**
 * The hashed ids of one token: its word, and for words of 4 letters or more their first 4 and last
 * 3 letters (Spanish and English inflections share a stem or an ending with words the corpus used).
 */
export function convTokenIds(norm: string, buckets: number): number[] {
  const ids = [fnv1a(`w:${norm}`) % buckets];
  if (norm.length >= 4 && !norm.startsWith('<')) ids.push(fnv1a(`p:${norm.slice(0, 4)}`) % buckets, fnv1a(`s:${norm.slice(-3)}`) % buckets);
  return ids;
}

/** Writes one token's contributions (width × filters) at `out[uo…]` from its input vector at `x[xo…]`. */
function tokenContribution(net: ConvNet, x: Float32Array, xo: number, out: Float32Array, uo: number): void {
  const D = convInputDim(net);
  const F = net.filters;
  const W = net.conv;
  for (let k = 0; k < net.width; k++) {
    const ko = uo + k * F;
    const wo = k * D * F;
    for (let d = 0; d < D; d++) {
      const xv = x[xo + d]!;
      if (xv === 0) continue;
      const row = wo + d * F;
      for (let f = 0; f < F; f++) out[ko + f] = out[ko + f]! + xv * W[row + f]!;
    }
  }
}

/** A sentence encoded: what the heads read and what training needs to go back through it. */
export interface ConvEncoding {
  /** Tokens read. */
  T: number;
  /** Each token's hashed ids. */
  ids: number[][];
  /** T × inDim token vectors. */
  x: Float32Array;
  /** filters: max over tokens of each filter's ReLU output (0 for an empty sentence). */
  pooled: Float32Array;
  /** filters: the token where each filter's maximum sits (−1 when the maximum is not above 0). */
  argmax: Int32Array;
}

/**
 * Encodes a sentence: token vectors, convolution, ReLU, max over tokens.
 * @param text one sentence.
 */
export function convEncode(net: ConvNet, text: string): ConvEncoding {
  const tokens = tokenize(text).slice(0, CONV_MAX_TOKENS);
  const T = tokens.length;
  const D = convInputDim(net);
  const E = net.embDim;
  const x = new Float32Array(T * D);
  const ids: number[][] = [];
  tokens.forEach((tok, t) => {
    const own = convTokenIds(tok.norm, net.buckets);
    ids.push(own);
    const o = t * D;
    for (const r of own) {
      const e = r * E;
      for (let j = 0; j < E; j++) x[o + j] = x[o + j]! + net.embedding[e + j]!;
    }
    const v = wordVectorRow(tok.norm);
    if (v) for (let j = 0; j < VECTOR_DIM; j++) x[o + E + j] = v[j]! / 254;
  });
  const F = net.filters;
  const half = net.width >> 1;
  const span = net.width * F;
  // Each token's contribution to every filter at every offset of the window, u[(t · width + k) · F + f]
  // = Σ_d x[t, d] · W[k, d, f]; a filter's response at t sums the window's contributions.
  const u = new Float32Array(T * span);
  for (let t = 0; t < T; t++) tokenContribution(net, x, t * D, u, t * span);
  const pooled = new Float32Array(F);
  const argmax = new Int32Array(F).fill(-1);
  const h = new Float32Array(F);
  for (let t = 0; t < T; t++) {
    h.set(net.convB);
    for (let k = 0; k < net.width; k++) {
      const s = t + k - half;
      if (s < 0 || s >= T) continue;
      const uo = (s * net.width + k) * F;
      for (let f = 0; f < F; f++) h[f] = h[f]! + u[uo + f]!;
    }
    for (let f = 0; f < F; f++) if (h[f]! > pooled[f]!) {
      pooled[f] = h[f]!;
      argmax[f] = t;
    }
  }
  return { T, ids, x, pooled, argmax };
}

/**
 * The heads' probabilities for a pooled vector (softmax per head).
 * @returns one array per head, in the net's head order.
 */
export function convHeads(net: ConvNet, pooled: Float32Array): Float32Array[] {
  const F = net.filters;
  return net.heads.map((hd) => {
    const L = hd.spec.labels.length;
    const z = new Float32Array(L);
    for (let c = 0; c < L; c++) {
      let s = hd.b[c]!;
      for (let f = 0; f < F; f++) s += pooled[f]! * hd.w[f * L + c]!;
      z[c] = s;
    }
    let max = -Infinity;
    for (const v of z) max = Math.max(max, v);
    let sum = 0;
    for (let c = 0; c < L; c++) sum += z[c] = Math.exp(z[c]! - max);
    for (let c = 0; c < L; c++) z[c] = z[c]! / sum;
    return z;
  });
}

/** Reads a sentence: every head's probabilities, in the net's head order. */
export function convForward(net: ConvNet, text: string): Float32Array[] {
  return convHeads(net, convEncode(net, text).pooled);
}
