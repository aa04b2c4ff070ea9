/**
 * How request bytes become text (issue 28 item 5; docs/decisions.md "Request decoding"):
 * - a JSON body is UTF-8 (RFC 8259 §8.1): a declared charset other than UTF-8 is a 415, and bytes
 *   that are not valid UTF-8 are a 422 `json_invalid` — never decoded with U+FFFD replacements and
 *   stored altered;
 * - the headers that name the caller or the request (`Authorization`, `X-API-Key`,
 *   `Idempotency-Key`) may be sent once: Node keeps the first `Authorization` and joins the others
 *   with ", ", so a repeated one is a 400 `duplicate_header` rather than a guess.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, RequestValidationError } from '../domain/errors.js';

/** Headers that must not be repeated (lower case). */
const SINGLE_HEADERS = ['authorization', 'x-api-key', 'idempotency-key'];

/** The charset parameter of a Content-Type, lower case, or null when none is given. */
export function charsetOf(contentType: string | undefined): string | null {
  const m = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2] ?? '').trim().toLowerCase() : null;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Decodes a JSON body's bytes.
 * @throws ApiError 415 `unsupported_media_type` when the declared charset is not UTF-8;
 *   RequestValidationError 422 `json_invalid` at `["body", 0]` when the bytes are not valid UTF-8.
 */
export function decodeJsonBody(bytes: Buffer, contentType: string | undefined): string {
  const charset = charsetOf(contentType);
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') {
    throw new ApiError(415, 'unsupported_media_type', `Charset ${charset.slice(0, 40) || '(empty)'} is not accepted: send the JSON body in UTF-8 (RFC 8259)`);
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new RequestValidationError([
      { loc: ['body', 0], msg: 'JSON decode error', type: 'json_invalid', input: {}, ctx: { error: 'The body is not valid UTF-8' } },
    ]);
  }
}

/**
 * The first header of `SINGLE_HEADERS` the request repeats, or null. Reads the raw header list,
 * since the parsed headers have merged or dropped the repeats.
 */
export function repeatedHeader(request: FastifyRequest): string | null {
  const raw = request.raw.rawHeaders;
  const seen = new Set<string>();
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (!SINGLE_HEADERS.includes(name)) continue;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

/** Refuses requests that repeat a single header (400 `duplicate_header`), before anything else runs. */
export function registerHeaderChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const name = repeatedHeader(request);
    if (name) throw new ApiError(400, 'duplicate_header', `The ${name} header was sent more than once; send it once`, { header: name });
  });
}
