/**
 * Bounded 422 bodies (docs/decisions.md "Bounded errors"): a request can never make the service
 * answer much more than it sent, or more than a fixed size. At most `maxItems` items are listed
 * (the last place says how many were left out), every echoed `input` is cut to about
 * `inputMaxChars` characters of JSON (and 4 levels), `loc` parts and `ctx` texts likewise, and
 * items are dropped from the end until the body fits `bodyMaxBytes`.
 */
import type { ValidationItem } from '../contracts/errors.js';
import { cutText } from '../lib/text.js';

/** Bounds of a 422 body (from `Config.limits`). */
export interface ErrorBounds {
  maxItems: number;
  inputMaxChars: number;
  bodyMaxBytes: number;
}

/** Deepest nesting kept in an echoed `input`. */
const ECHO_DEPTH = 4;
const ELLIPSIS = '…';

/** `s` cut to at most `max` UTF-16 units, ending in "…" when cut, never splitting a grapheme (src/lib/text.ts). */
export function cutString(s: string, max: number): string {
  return cutText(s, max, ELLIPSIS);
}

/**
 * A copy of `value` whose JSON is about `maxChars` characters at most: strings cut, arrays and
 * objects cut after the elements that fit, nesting below 4 levels replaced by "…".
 * @returns the clipped value and whether anything was cut.
 */
export function clipValue(value: unknown, maxChars: number): { value: unknown; cut: boolean } {
  let left = maxChars;
  let cut = false;
  const clip = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') {
      const room = Math.max(8, left - 2);
      const out = cutString(v, room);
      if (out !== v) cut = true;
      left -= out.length + 2;
      return out;
    }
    if (v === null || typeof v !== 'object') {
      left -= String(v).length;
      return v;
    }
    if (depth >= ECHO_DEPTH) {
      cut = true;
      left -= 3;
      return ELLIPSIS;
    }
    left -= 2;
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      for (const x of v) {
        if (left <= 0) {
          cut = true;
          break;
        }
        out.push(clip(x, depth + 1));
        left -= 1;
      }
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) {
      if (left <= 0) {
        cut = true;
        break;
      }
      const k = cutString(key, Math.max(8, Math.min(left, 100)));
      if (k !== key) cut = true;
      left -= k.length + 4;
      out[k] = clip((v as Record<string, unknown>)[key], depth + 1);
    }
    return out;
  };
  return { value: clip(value, 0), cut };
}

function boundItem(item: ValidationItem, bounds: ErrorBounds): ValidationItem {
  const loc = item.loc.map((p) => (typeof p === 'string' ? cutString(p, bounds.inputMaxChars) : p));
  const out: ValidationItem = { loc, msg: cutString(item.msg, 2 * bounds.inputMaxChars), type: item.type };
  let cut = false;
  if ('input' in item) {
    const clipped = clipValue(item.input, bounds.inputMaxChars);
    out.input = clipped.value;
    cut = clipped.cut;
  }
  if (item.ctx || cut) {
    const ctx = item.ctx ? (clipValue(item.ctx, bounds.inputMaxChars).value as Record<string, unknown>) : {};
    out.ctx = cut ? { ...ctx, input_truncated: true } : ctx;
  }
  return out;
}

/** The item that stands for the ones left out. */
function omitted(part: string | number, shown: number, total: number): ValidationItem {
  return {
    loc: [part],
    msg: `${total - shown} more error${total - shown === 1 ? '' : 's'} not shown; at most ${shown} are listed`,
    type: 'too_many_errors',
    ctx: { shown, total },
  };
}

/**
 * Bounds a 422 body's items (see the module comment).
 * @param items the problems found, in order
 * @param total how many problems there were (default `items.length`; more when only the first were built)
 * @returns at most `bounds.maxItems` items whose JSON fits `bounds.bodyMaxBytes`.
 */
export function boundValidationItems(items: ValidationItem[], bounds: ErrorBounds, total = items.length): ValidationItem[] {
  const keep = total > bounds.maxItems ? bounds.maxItems - 1 : total;
  const out = items.slice(0, keep).map((i) => boundItem(i, bounds));
  const part = items[0]?.loc[0] ?? 'body';
  const size = (xs: ValidationItem[]) => Buffer.byteLength(JSON.stringify({ detail: xs }));
  const withTail = () => (out.length < total ? [...out, omitted(part, out.length, total)] : out);
  while (out.length > 1 && size(withTail()) > bounds.bodyMaxBytes) out.pop();
  return withTail();
}
