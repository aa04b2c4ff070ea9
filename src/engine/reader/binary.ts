/**
 * Shipped models as a small JSON description plus one binary file (docs/decisions.md "Issue 21
 * item 5"): the byte arrays of a serialized model (base64 strings as `serializeNet` writes them)
 * are moved into one buffer, each replaced by a reference `{ $bin: [offset, length] }`, and put
 * back as views of the loaded file. A 12 MB binary file is read in milliseconds; the same bytes as a
 * 17 MB base64 string literal cost ~0.3 s a process to decode as UTF-8, parse and decode as base64.
 * Pure: the bytes are read by ./shipped-file.ts.
 */

/** Where an array's bytes sit in the binary file. */
export interface BinaryRef {
  $bin: [offset: number, length: number];
}

/** Offsets are multiples of 4, so float32 arrays can be viewed in place. */
const ALIGN = 4;

const isRef = (v: unknown): v is BinaryRef => typeof v === 'object' && v !== null && Array.isArray((v as BinaryRef).$bin);

/**
 * Moves the base64 strings found under the given keys (at any depth) into one binary buffer.
 * @param keys property names whose string values are base64 byte arrays.
 * @returns the description (JSON-safe) and the bytes.
 */
export function packBinary(value: unknown, keys: ReadonlySet<string>): { packed: unknown; bytes: Uint8Array } {
  const parts: Uint8Array[] = [];
  let size = 0;
  const walk = (v: unknown, key: string | undefined): unknown => {
    if (typeof v === 'string' && key !== undefined && keys.has(key)) {
      const b = Uint8Array.from(atob(v), (c) => c.charCodeAt(0));
      const ref: BinaryRef = { $bin: [size, b.length] };
      parts.push(b);
      size += Math.ceil(b.length / ALIGN) * ALIGN;
      return ref;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  const packed = walk(value, undefined);
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += Math.ceil(p.length / ALIGN) * ALIGN;
  }
  return { packed, bytes };
}

/**
 * Puts the bytes back: every `{ $bin: [offset, length] }` becomes a view of `bytes` (no copy).
 * @returns the packed value with bytes for its base64 strings; T is the caller's word for its type
 *   (a serialized model whose byte fields accept `Uint8Array`, as net.ts `Bytes` does).
 * @throws Error when a reference falls outside `bytes` (a binary file that does not match its description).
 */
export function unpackBinary<T>(packed: unknown, bytes: Uint8Array): T {
  // Float32 views need an aligned start; a file's buffer from Node normally is.
  const buf = bytes.byteOffset % ALIGN ? bytes.slice() : bytes;
  const walk = (v: unknown): unknown => {
    if (isRef(v)) {
      const [offset, length] = v.$bin;
      if (offset % ALIGN || offset + length > buf.length) throw new Error(`A binary reference [${offset}, ${length}] is outside the ${buf.length}-byte file`);
      return buf.subarray(offset, offset + length);
    }
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(packed) as T;
}
