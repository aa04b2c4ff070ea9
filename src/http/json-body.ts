/**
 * The JSON body parser (docs/decisions.md "Bounded errors", "Text the database can store"). Before
 * parsing, one pass over the raw text checks the nesting depth and the number of object keys, so a
 * hostile document (5,000 levels deep, 60,000 keys) is refused before anything is built from it.
 * After parsing, every string (keys included) is checked for what PostgreSQL cannot store: the NUL
 * character and lone UTF-16 surrogates. Prototype-poisoning keys are refused as Fastify's own parser
 * does. Every refusal is a 422 with the validation error body and the exact `loc`.
 */
import type { ValidationItem } from '../contracts/errors.js';
import { RequestValidationError } from '../domain/errors.js';
import { badText } from '../lib/text.js';

/** Limits of `parseJsonBody` (from `Config.limits`). */
export interface JsonBodyLimits {
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Most object keys, all levels together. */
  maxKeys: number;
  /** Most items reported for bad strings (the error body is bounded again later). */
  maxItems: number;
}

/** Shape of a JSON text, measured without parsing it: deepest nesting and number of object keys. */
export interface JsonShape {
  depth: number;
  keys: number;
}

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COLON = 0x3a; // :

/**
 * Measures `text` in one pass, stopping as soon as `stopAt` is exceeded. Strings are skipped (a
 * brace inside a string does not count); malformed JSON gives some shape and is refused by the
 * parser afterwards. Every object key is followed by exactly one colon outside strings.
 */
export function measureJson(text: string, stopAt: JsonShape = { depth: Infinity, keys: Infinity }): JsonShape {
  let depth = 0;
  let deepest = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAt.depth) break;
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
    else if (c === COLON && ++keys > stopAt.keys) break;
  }
  return { depth: deepest, keys };
}

export { badText };

const POISON_KEYS = new Set(['__proto__']);

/** Walks a parsed value and lists the strings the database cannot store, and poisoning keys. */
function findBadStrings(value: unknown, maxItems: number): ValidationItem[] {
  const items: ValidationItem[] = [];
  const walk = (v: unknown, loc: (string | number)[]) => {
    if (items.length >= maxItems) return;
    if (typeof v === 'string') {
      const bad = badText(v);
      if (bad) items.push({ loc: ['body', ...loc], msg: bad.msg, type: bad.type, input: v });
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, [...loc, i]));
      return;
    }
    if (v !== null && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        if (items.length >= maxItems) return;
        if (POISON_KEYS.has(key) || (key === 'constructor' && isPrototypeHolder((v as Record<string, unknown>)[key]))) {
          items.push({ loc: ['body', ...loc, key], msg: 'JSON decode error', type: 'json_invalid', ctx: { error: 'Object contains forbidden prototype property' } });
          continue;
        }
        const bad = badText(key);
        if (bad) items.push({ loc: ['body', ...loc, key], msg: `Object key: ${bad.msg}`, type: bad.type, input: key });
        walk((v as Record<string, unknown>)[key], [...loc, key]);
      }
    }
  };
  walk(value, []);
  return items;
}

function isPrototypeHolder(v: unknown): boolean {
  return v !== null && typeof v === 'object' && Object.prototype.hasOwnProperty.call(v, 'prototype');
}

/**
 * Parses a JSON request body within `limits`.
 * @returns the parsed value.
 * @throws RequestValidationError 422: `missing` at `["body"]` for an empty body, `json_too_deep` or
 *   `json_too_many_keys` at `["body"]`, `json_invalid` at `["body", 0]` for malformed JSON (with the
 *   parser's message) or a prototype-poisoning key, `string_nul_character` / `string_unicode` at the
 *   string's own `loc`.
 */
export function parseJsonBody(text: string, limits: JsonBodyLimits): unknown {
  if (text.trim() === '') throw new RequestValidationError([{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }]);
  const shape = measureJson(text, { depth: limits.maxDepth, keys: limits.maxKeys });
  if (shape.depth > limits.maxDepth) {
    throw new RequestValidationError([
      { loc: ['body'], msg: `JSON nesting should be at most ${limits.maxDepth} levels deep`, type: 'json_too_deep', ctx: { max_depth: limits.maxDepth } },
    ]);
  }
  if (shape.keys > limits.maxKeys) {
    throw new RequestValidationError([
      { loc: ['body'], msg: `The JSON body should have at most ${limits.maxKeys} object keys`, type: 'json_too_many_keys', ctx: { max_keys: limits.maxKeys } },
    ]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new RequestValidationError([{ loc: ['body', 0], msg: 'JSON decode error', type: 'json_invalid', input: {}, ctx: { error: (err as Error).message } }]);
  }
  const bad = findBadStrings(value, limits.maxItems);
  if (bad.length) throw new RequestValidationError(bad);
  return value;
}
