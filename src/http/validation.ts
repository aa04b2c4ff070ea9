/**
 * Maps ajv validation errors to the 422 body (docs/api.md "Validation error body"), the
 * pydantic v2 shape: `{"detail":[{loc, msg, type, input?, ctx?}]}` with `loc` starting at
 * "body" / "query" / "path" / "header".
 */

import type { ValidationItem } from '../contracts/errors.js';
import { IDEMPOTENCY_KEY_PATTERN, NOT_BLANK } from '../contracts/common.js';

interface AjvError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, any>;
  message?: string;
}

const CONTEXT_LOC: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** Header names as the interface spells them (docs/api.md); others are title-cased per word. */
const HEADER_NAMES: Record<string, string> = { 'idempotency-key': 'Idempotency-Key', 'x-api-key': 'X-API-Key', authorization: 'Authorization' };

/**
 * The one spelling of a header in a 422 `loc`: `Idempotency-Key`, as the interface and the domain
 * write it (docs/decisions.md "Bounded errors"), though HTTP header names are case-insensitive.
 */
export function headerLocName(name: string): string {
  const lower = name.toLowerCase();
  return HEADER_NAMES[lower] ?? lower.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());
}

function pathSegments(instancePath: string): (string | number)[] {
  if (!instancePath) return [];
  return instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function valueAt(root: unknown, segments: (string | number)[]): unknown {
  let v: any = root;
  for (const s of segments) {
    if (v === null || v === undefined) return undefined;
    v = v[s as any];
  }
  return v;
}

const TYPE_NAMES: Record<string, [string, string]> = {
  integer: ['int_type', 'Input should be a valid integer'],
  number: ['float_type', 'Input should be a valid number'],
  string: ['string_type', 'Input should be a valid string'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  object: ['model_type', 'Input should be a valid dictionary or object'],
  array: ['list_type', 'Input should be a valid list'],
  null: ['none_required', 'Input should be None'],
};

const quoteList = (xs: unknown[]) => xs.map((x) => `'${String(x)}'`).join(', ').replace(/, ([^,]*)$/, ' or $1');

/** pydantic's `too_short` / `too_long` item for a list of the wrong length. */
function listLength(loc: (string | number)[], input: unknown, limit: number, bound: 'least' | 'most'): ValidationItem {
  const actual = Array.isArray(input) ? input.length : 0;
  return {
    loc,
    msg: `List should have at ${bound} ${limit} item${limit === 1 ? '' : 's'} after validation, not ${actual}`,
    type: bound === 'least' ? 'too_short' : 'too_long',
    input,
    ctx: { field_type: 'List', [bound === 'least' ? 'min_length' : 'max_length']: limit, actual_length: actual },
  };
}

function mapOne(err: AjvError, ctxName: string, root: unknown): ValidationItem {
  const segs = pathSegments(err.instancePath);
  const loc: (string | number)[] = [ctxName, ...segs];
  const input = valueAt(root, segs);
  const p = err.params;
  switch (err.keyword) {
    case 'required':
      return { loc: [...loc, p.missingProperty], msg: 'Field required', type: 'missing', input: input ?? null };
    case 'additionalProperties':
      return { loc: [...loc, p.additionalProperty], msg: 'Extra inputs are not permitted', type: 'extra_forbidden', input: valueAt(input, [p.additionalProperty]) };
    case 'minimum':
      return { loc, msg: `Input should be greater than or equal to ${p.limit}`, type: 'greater_than_equal', input, ctx: { ge: p.limit } };
    case 'exclusiveMinimum':
      return { loc, msg: `Input should be greater than ${p.limit}`, type: 'greater_than', input, ctx: { gt: p.limit } };
    case 'maximum':
      return { loc, msg: `Input should be less than or equal to ${p.limit}`, type: 'less_than_equal', input, ctx: { le: p.limit } };
    case 'exclusiveMaximum':
      return { loc, msg: `Input should be less than ${p.limit}`, type: 'less_than', input, ctx: { lt: p.limit } };
    case 'minLength':
      return { loc, msg: `String should have at least ${p.limit} character${p.limit === 1 ? '' : 's'}`, type: 'string_too_short', input, ctx: { min_length: p.limit } };
    case 'maxLength':
      return { loc, msg: `String should have at most ${p.limit} character${p.limit === 1 ? '' : 's'}`, type: 'string_too_long', input, ctx: { max_length: p.limit } };
    case 'pattern':
      if (p.pattern === NOT_BLANK) return { loc, msg: 'String should contain a character other than white space', type: 'string_pattern_mismatch', input, ctx: { pattern: p.pattern } };
      if (p.pattern === IDEMPOTENCY_KEY_PATTERN) return { loc, msg: 'String should hold printable ASCII characters only', type: 'string_pattern_mismatch', input, ctx: { pattern: p.pattern } };
      return { loc, msg: `String should match pattern '${p.pattern}'`, type: 'string_pattern_mismatch', input, ctx: { pattern: p.pattern } };
    case 'enum':
      return { loc, msg: `Input should be ${quoteList(p.allowedValues)}`, type: 'enum', input, ctx: { expected: quoteList(p.allowedValues) } };
    case 'const':
      return { loc, msg: `Input should be '${p.allowedValue}'`, type: 'literal_error', input, ctx: { expected: `'${p.allowedValue}'` } };
    case 'minItems':
      return listLength(loc, input, p.limit, 'least');
    case 'maxItems':
      return listLength(loc, input, p.limit, 'most');
    case 'type': {
      const t = String(p.type).split(',')[0]!;
      if ((t === 'integer' || t === 'number') && typeof input === 'string') {
        return { loc, msg: `Input should be a valid ${t === 'integer' ? 'integer' : 'number'}, unable to parse string as ${t === 'integer' ? 'an integer' : 'a number'}`, type: t === 'integer' ? 'int_parsing' : 'float_parsing', input };
      }
      if (t === 'integer' && typeof input === 'number') {
        return { loc, msg: 'Input should be a valid integer, got a number with a fractional part', type: 'int_from_float', input };
      }
      const [type, msg] = TYPE_NAMES[t] ?? ['type_error', `Input should be of type ${t}`];
      return { loc, msg, type, input };
    }
    case 'format': {
      if (p.format === 'uuid') return { loc, msg: 'Input should be a valid UUID', type: 'uuid_parsing', input };
      if (p.format === 'uri') return { loc, msg: 'Input should be a valid URL', type: 'url_parsing', input };
      if (p.format === 'email') return { loc, msg: 'value is not a valid email address', type: 'value_error', input };
      if (p.format === 'date-time') return { loc, msg: 'Input should be a valid datetime', type: 'datetime_parsing', input };
      return { loc, msg: `Input should match format '${p.format}'`, type: 'format_error', input, ctx: { format: p.format } };
    }
    default:
      return { loc, msg: err.message ?? 'Invalid input', type: err.keyword, input };
  }
}

/**
 * Converts one failed validation (one request part) to 422 items. Errors from the branches of a
 * union are collapsed: a union of constants becomes one `literal_error`; a nullable keeps only the
 * non-null branch's errors.
 * @param context fastify's `validationContext` (body, querystring, params, headers)
 * @param root the part of the request that failed, as the client sent it (for `input`: never with
 *   defaults filled in or values coerced; see src/http/validators.ts)
 * @param limit most items built; the rest are only counted (`total` counts all, before de-duplication
 *   of the uncounted ones)
 */
export function toValidationItems(errors: AjvError[], context: string, root: unknown, limit = Infinity): ValidationItem[] & { total: number } {
  const ctxName = CONTEXT_LOC[context] ?? context;
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const items: ValidationItem[] = [];
  // Past `limit`, problems are counted but not built: a body can hold 60,000 of them.
  let uncounted = 0;
  const add = (make: () => ValidationItem) => {
    if (items.length < limit) items.push(make());
    else uncounted++;
  };
  const consumed = new Set<AjvError>();
  for (const u of unions) {
    const prefix = u.schemaPath.replace(/\/(anyOf|oneOf)$/, '');
    const branches = errors.filter((e) => e !== u && e.schemaPath.startsWith(`${prefix}/${u.keyword}/`) && e.instancePath.startsWith(u.instancePath));
    branches.forEach((b) => consumed.add(b));
    consumed.add(u);
    const consts = branches.filter((b) => b.keyword === 'const');
    if (consts.length && consts.length === branches.filter((b) => b.instancePath === u.instancePath).length) {
      const expected = quoteList(consts.map((c) => c.params.allowedValue));
      const segs = pathSegments(u.instancePath);
      add(() => ({ loc: [ctxName, ...segs], msg: `Input should be ${expected}`, type: 'literal_error', input: valueAt(root, segs), ctx: { expected } }));
      continue;
    }
    // Group the branches' errors by branch; a branch whose only error is a type mismatch at the
    // union itself is a branch the input was never meant for (an object sent where the union
    // also allows an array). Report the errors of the branch that matches the input's type.
    const byBranch = new Map<string, AjvError[]>();
    for (const b of branches) {
      const idx = b.schemaPath.slice(prefix.length + u.keyword.length + 2).split('/')[0]!;
      if (!byBranch.has(idx)) byBranch.set(idx, []);
      byBranch.get(idx)!.push(b);
    }
    const mismatch = (errs: AjvError[]) => errs.length === 1 && errs[0]!.keyword === 'type' && errs[0]!.instancePath === u.instancePath;
    const groups = [...byBranch.values()];
    const matching = groups.filter((g) => !mismatch(g));
    const report = matching.length ? matching[0]! : groups.find((g) => !(g[0]!.keyword === 'type' && g[0]!.params.type === 'null')) ?? groups[0] ?? [];
    for (const e of report) add(() => mapOne(e, ctxName, root));
  }
  for (const e of errors) if (!consumed.has(e)) add(() => mapOne(e, ctxName, root));
  if (ctxName === 'header') {
    for (const i of items) {
      if (typeof i.loc[1] === 'string') i.loc[1] = headerLocName(i.loc[1]);
      // Only a header's own value is echoed, never the header object (it holds the credential).
      if (i.input !== null && typeof i.input === 'object') delete i.input;
    }
  }
  // One item per (loc, type).
  const seen = new Set<string>();
  const unique = items.filter((i) => {
    const key = JSON.stringify([i.loc, i.type]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return Object.assign(unique, { total: unique.length + uncounted });
}
