/**
 * The learned reader's networks (docs/engine.md "Reading"): a bag of hashed feature embeddings,
 * averaged (fastText's architecture: Joulin et al. 2017), then one linear head per label (softmax
 * for one-of labels, sigmoid for multi-label ones). Trained by scripts/reader/train-net.ts; here
 * only inference, in plain typed arrays, so the engine stays pure and deterministic. Serialized with the embedding quantized to int8 per row.
 */

import type { FeatureFamilies } from './features.js';

/** One output of a network. */
export interface HeadSpec {
  name: string;
  labels: string[];
  kind: 'softmax' | 'sigmoid';
}

/** A network's weights, row-major. */
export interface Net {
  buckets: number;
  /** The sentence features it reads (src/engine/reader/features.ts); absent for the document network. */
  families?: FeatureFamilies;
  dim: number;
  /** buckets × dim. */
  embedding: Float32Array;
  /** Width of the dense input (0 for none). */
  denseDim: number;
  /** denseDim × dim: the dense input's projection, added to the averaged embedding. */
  proj: Float32Array;
  /** Width of the ReLU layer before the heads (0: none, the heads read the averaged input). */
  hidden: number;
  /** dim × hidden, and hidden. */
  hiddenW: Float32Array;
  hiddenB: Float32Array;
  heads: { spec: HeadSpec; w: Float32Array; b: Float32Array }[];
  /**
   * For a net restored with `lazy` (deserializeNet): dequantizes one embedding row into `embedding`
   * if not done yet. `forward` calls it for every id it reads, so a reading dequantizes only the rows
   * its features hit (the shipped ensemble has ~24 million weights; a text touches a few thousand rows).
   */
  fillRow?: (row: number) => void;
}

/**
 * An array's bytes in a serialized net: base64 text (as `serializeNet` writes them), or the bytes
 * themselves (as src/engine/reader/binary.ts `unpackBinary` gives them from a shipped binary file).
 */
export type Bytes = string | Uint8Array;

/** The serialized form of a net: JSON with base64 arrays (embedding as int8 or int4 rows with one scale each). */
export interface SerializedNet {
  buckets: number;
  families?: FeatureFamilies;
  dim: number;
  /** The embedding quantized to int8 per row (max |w| of the row = 127). */
  embeddingQ?: Bytes;
  /** Or to int4 per row (max |w| = 7), two values per byte, low nibble first (dim must be even). */
  embeddingQ4?: Bytes;
  /** Per-row scales as float32. */
  embeddingScale?: Bytes;
  /**
   * Or as one byte per row on a log grid: 0 for a row of zeros, else code c gives
   * exp(lo + (c − 1)·(hi − lo)/254) (a relative error of at most half a step).
   */
  embeddingScaleLog?: { codes: Bytes; lo: number; hi: number };
  denseDim: number;
  proj: Bytes;
  hidden?: number;
  hiddenW?: Bytes;
  hiddenB?: Bytes;
  heads: { spec: HeadSpec; w: Bytes; b: Bytes }[];
}

/** The serialized reader as src/engine/reader/model.data.ts holds it. */
export interface SerializedReader {
  trainedOn: { documents: number; sentences: number; writers: string[] };
  settings: Record<string, unknown>;
  sentence: SerializedNet;
  document: SerializedNet;
  /** The class-and-direction network (read.ts ReaderNets `frame`), when trained. */
  frame?: SerializedNet;
  /** The role-and-modality network (read.ts ReaderNets `role`), when trained. */
  role?: SerializedNet;
  /** The traits network (read.ts ReaderNets `traits`), when trained. */
  traits?: SerializedNet;
  /** Platt scaling of the traits (read.ts ReaderNets `traitCalibration`). */
  traitCalibration?: { takesBackOwned: { a: number; b: number }; identitySalient: { a: number; b: number } };
  /** The seed ensemble's further members (read.ts ReaderNets `members`), same design, other seeds. */
  members?: { sentence: SerializedNet; document: SerializedNet; frame?: SerializedNet; role?: SerializedNet; traits?: SerializedNet }[];
}

/**
 * Per-head outputs for one input: a probability per label.
 * @param ids hashed feature ids (src/engine/reader/features.ts), each < net.buckets.
 * @param dense the dense input (net.denseDim numbers), when the net has one.
 * @returns for each head, probabilities in label order (softmax sums to 1; sigmoid each 0–1).
 */
export function forward(net: Net, ids: Uint32Array, dense?: Float32Array): Float32Array[] {
  const { dim, fillRow } = net;
  const h = new Float32Array(dim);
  for (const id of ids) {
    if (fillRow) fillRow(id);
    const o = id * dim;
    for (let j = 0; j < dim; j++) h[j] = h[j]! + net.embedding[o + j]!;
  }
  if (ids.length) for (let j = 0; j < dim; j++) h[j] = h[j]! / (ids.length);
  if (dense && net.denseDim) {
    for (let i = 0; i < net.denseDim; i++) {
      const xi = dense[i]!;
      if (xi === 0) continue;
      for (let j = 0; j < dim; j++) h[j] = h[j]! + xi * net.proj[i * dim + j]!;
    }
  }
  let x: Float32Array = h;
  if (net.hidden > 0) {
    x = new Float32Array(net.hidden);
    for (let q = 0; q < net.hidden; q++) {
      let acc = net.hiddenB[q]!;
      for (let j = 0; j < dim; j++) acc += h[j]! * net.hiddenW[j * net.hidden + q]!;
      x[q] = acc > 0 ? acc : 0;
    }
  }
  const width = x.length;
  return net.heads.map(({ spec, w, b }) => {
    const n = spec.labels.length;
    const out = new Float32Array(n);
    for (let c = 0; c < n; c++) {
      let s = b[c]!;
      for (let j = 0; j < width; j++) s += x[j]! * w[j * n + c]!;
      out[c] = s;
    }
    if (spec.kind === 'sigmoid') {
      for (let c = 0; c < n; c++) out[c] = 1 / (1 + Math.exp(-out[c]!));
    } else {
      let max = -Infinity;
      for (const v of out) max = Math.max(max, v);
      let sum = 0;
      for (let c = 0; c < n; c++) sum += out[c] = Math.exp(out[c]! - max);
      for (let c = 0; c < n; c++) out[c] = out[c]! / (sum);
    }
    return out;
  });
}

const toB64 = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};
/**
 * Base64 to bytes. Node's native decoder where there is one (~10× faster than `atob` and a loop on
 * the ensemble's 17 MB; no I/O), copied when the pooled result is not 4-byte aligned for float32 views.
 */
const fromB64 = (s: Bytes): Uint8Array => {
  if (typeof s !== 'string') return s;
  if (typeof Buffer === 'function') {
    const b = Buffer.from(s, 'base64');
    return b.byteOffset % 4 ? new Uint8Array(b) : b;
  }
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};
const f32 = (a: Float32Array) => toB64(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
const unf32 = (s: Bytes) => {
  const b = fromB64(s);
  return new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4);
};

/**
 * Serializes a net; the embedding is quantized per row, to int8 (max |w| of the row = 127) or, with
 * `bits: 4`, to int4 (max |w| = 7, two per byte), which halves the file so that a seed ensemble of
 * three readers fits the 20 MB (docs/decisions.md "Seed ensemble": the dev reading was the
 * same at 4 bits). The rest stays float32.
 * @throws Error for 4 bits and an odd dim.
 */
export function serializeNet(net: Net, options: { bits?: 8 | 4; logScale?: boolean } = {}): SerializedNet {
  const { buckets, dim } = net;
  if (net.fillRow) for (let r = 0; r < buckets; r++) net.fillRow(r); // a lazily restored net: every row first
  const bits = options.bits ?? 8;
  if (bits === 4 && dim % 2) throw new Error('int4 packing needs an even dim');
  const top = bits === 4 ? 7 : 127;
  const q = new Int8Array(buckets * dim);
  const scale = new Float32Array(buckets);
  for (let r = 0; r < buckets; r++) {
    let m = 0;
    for (let j = 0; j < dim; j++) m = Math.max(m, Math.abs(net.embedding[r * dim + j]!));
    scale[r] = m / top;
    for (let j = 0; j < dim; j++) q[r * dim + j] = m ? Math.round((net.embedding[r * dim + j]! / m) * top) : 0;
  }
  let packed: Record<string, string>;
  if (bits === 4) {
    const bytes = new Uint8Array(q.length / 2);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (q[2 * i]! & 0x0f) | ((q[2 * i + 1]! & 0x0f) << 4);
    packed = { embeddingQ4: toB64(bytes) };
  } else packed = { embeddingQ: toB64(new Uint8Array(q.buffer)) };
  return {
    buckets,
    ...(net.families ? { families: net.families } : {}),
    dim,
    ...packed,
    ...(options.logScale ? { embeddingScaleLog: logScale(scale) } : { embeddingScale: f32(scale) }),
    denseDim: net.denseDim,
    proj: f32(net.proj),
    hidden: net.hidden,
    hiddenW: f32(net.hiddenW),
    hiddenB: f32(net.hiddenB),
    heads: net.heads.map((h) => ({ spec: h.spec, w: f32(h.w), b: f32(h.b) })),
  };
}

/** Per-row scales on a log grid of 254 steps between the smallest and largest non-zero scale. */
function logScale(scale: Float32Array): { codes: string; lo: number; hi: number } {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of scale) if (v > 0) (lo = Math.min(lo, Math.log(v))), (hi = Math.max(hi, Math.log(v)));
  if (!Number.isFinite(lo)) (lo = 0), (hi = 0);
  const codes = new Uint8Array(scale.length);
  const step = hi > lo ? (hi - lo) / 254 : 1;
  for (let r = 0; r < scale.length; r++) codes[r] = scale[r]! > 0 ? 1 + Math.round((Math.log(scale[r]!) - lo) / step) : 0;
  return { codes: toB64(codes), lo, hi };
}

/** The per-row scales of a serialized embedding. */
function scales(s: SerializedNet): Float32Array {
  if (s.embeddingScaleLog) {
    const { lo, hi } = s.embeddingScaleLog;
    const codes = fromB64(s.embeddingScaleLog.codes);
    const step = hi > lo ? (hi - lo) / 254 : 1;
    // One exp per code (256), not per row (65,536 a net): the same values, a tenth of the start-up time.
    const byCode = new Float32Array(256);
    for (let c = 1; c < 256; c++) byCode[c] = Math.exp(lo + (c - 1) * step);
    const out = new Float32Array(codes.length);
    for (let r = 0; r < codes.length; r++) out[r] = byCode[codes[r]!]!;
    return out;
  }
  if (s.embeddingScale === undefined) throw new Error('A serialized net needs embeddingScale or embeddingScaleLog');
  return unf32(s.embeddingScale);
}

/**
 * The int8 value at index i of a serialized embedding, from its decoded bytes (int4 nibbles
 * sign-extended, low nibble first).
 */
function valueReader(s: SerializedNet): (bytes: Uint8Array, i: number) => number {
  if (s.embeddingQ4 !== undefined) return (b, i) => (i & 1 ? (b[i >> 1]! >> 4) << 28 : (b[i >> 1]! & 0x0f) << 28) >> 28;
  if (s.embeddingQ === undefined) throw new Error('A serialized net needs embeddingQ or embeddingQ4');
  return (b, i) => (b[i]! << 24) >> 24;
}

/**
 * Restores a serialized net. The embedding is dequantized whole, or with `lazy` row by row as
 * `forward` first reads each row (`Net.fillRow`; the same float32 values either way), so that a
 * process that reads one short text does not dequantize millions of weights it never uses.
 */
export function deserializeNet(s: SerializedNet, options: { lazy?: boolean } = {}): Net {
  const value = valueReader(s);
  const bytes = fromB64((s.embeddingQ4 ?? s.embeddingQ)!);
  const scale = scales(s);
  const { dim } = s;
  // Zero-filled until dequantized; a large zeroed buffer costs no memory until its pages are written.
  const embedding = new Float32Array(s.buckets * dim);
  const dequantize = (r: number) => {
    const o = r * dim;
    const sc = scale[r]!;
    for (let j = 0; j < dim; j++) embedding[o + j] = value(bytes, o + j) * sc;
  };
  let fillRow: ((row: number) => void) | undefined;
  if (options.lazy) {
    const done = new Uint8Array(s.buckets);
    fillRow = (r) => {
      if (done[r]) return;
      done[r] = 1;
      dequantize(r);
    };
  } else for (let r = 0; r < s.buckets; r++) dequantize(r);
  return {
    buckets: s.buckets,
    ...(s.families ? { families: s.families } : {}),
    dim: s.dim,
    embedding,
    denseDim: s.denseDim,
    proj: unf32(s.proj),
    hidden: s.hidden ?? 0,
    hiddenW: s.hiddenW ? unf32(s.hiddenW) : new Float32Array(0),
    hiddenB: s.hiddenB ? unf32(s.hiddenB) : new Float32Array(0),
    heads: s.heads.map((h) => ({ spec: h.spec, w: unf32(h.w), b: unf32(h.b) })),
    ...(fillRow ? { fillRow } : {}),
  };
}
