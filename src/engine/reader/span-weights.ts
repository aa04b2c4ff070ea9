/**
 * What the two span scorers (object-span.ts, actor-span.ts) share: the bucket mix of their hashed
 * features, and their weights stored as int8 with one scale (max |w| = 127) in Base64. Pure.
 */

/** Combines a feature family and up to two hashed values into a bucket (a 32-bit integer mix, murmur3's finalizer). */
export function mix(family: number, h: number, c = 0): number {
  let x = (Math.imul(family, 0x9e3779b1) ^ h ^ Math.imul(c, 0x85ebca6b)) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Weights quantized to int8: `scale` = max |w| / 127 (1 when all are 0), `weightsQ` the Base64 of the int8 values. */
export function quantizeWeights(weights: Float32Array): { scale: number; weightsQ: string } {
  let top = 0;
  for (const w of weights) top = Math.max(top, Math.abs(w));
  const scale = top / 127 || 1;
  const q = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++) q[i] = Math.round(weights[i]! / scale);
  const bytes = new Uint8Array(q.buffer);
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { scale, weightsQ: btoa(s) };
}

/** The `n` weights of `quantizeWeights`'s output. */
export function dequantizeWeights(weightsQ: string, scale: number, n: number): Float32Array {
  const bin = atob(weightsQ);
  const weights = new Float32Array(n);
  for (let i = 0; i < n; i++) weights[i] = ((bin.charCodeAt(i) << 24) >> 24) * scale;
  return weights;
}
