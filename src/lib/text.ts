/**
 * Text the service builds from text it was sent (automatic names, echoes, truncated messages) must
 * be as valid as the text itself (docs/decisions.md "Strings the server builds"): a cut never
 * splits a grapheme (so never a surrogate pair, never a letter from its accents, never an emoji
 * sequence), and the result passes the same checks as client input (`badText`).
 */

/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What is wrong with one string for storage in PostgreSQL (text is UTF-8 without NUL), or null:
 * the NUL character, or a lone UTF-16 surrogate (which has no UTF-8 form).
 */
export function badText(s: string): { type: string; msg: string } | null {
  if (s.includes('\u0000')) return { type: 'string_nul_character', msg: 'String should not contain the NUL character (U+0000)' };
  if (LONE_SURROGATE.test(s)) return { type: 'string_unicode', msg: 'Input should be a valid string, unable to parse raw data as a unicode string (lone surrogate)' };
  return null;
}

let segmenter: Intl.Segmenter | null = null;

/** Grapheme clusters of `s` (extended grapheme clusters of Unicode UAX #29), lazily. */
function graphemes(s: string): Iterable<{ segment: string }> {
  segmenter ??= new Intl.Segmenter('und', { granularity: 'grapheme' });
  return segmenter.segment(s);
}

/**
 * `s` cut to at most `max` UTF-16 code units, the `ellipsis` included when cut, at a grapheme
 * boundary. A length in UTF-16 units bounds the length in code points too (what the schemas'
 * `maxLength` counts), and three times it bounds the UTF-8 bytes.
 * @param max at least 0; when not even the ellipsis fits, the result is empty.
 * @returns `s` itself when it fits; else the longest prefix of whole graphemes that fits with
 *   the ellipsis, followed by the ellipsis (only the ellipsis when the first grapheme is too long).
 */
export function cutText(s: string, max: number, ellipsis = '…'): string {
  if (s.length <= max) return s;
  const room = max - ellipsis.length;
  if (room < 0) return '';
  let end = 0;
  for (const { segment } of graphemes(s)) {
    if (end + segment.length > room) break;
    end += segment.length;
  }
  return s.slice(0, end) + ellipsis;
}
