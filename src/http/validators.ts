/**
 * The request validators Fastify compiles from each route's schemas (docs/decisions.md "Validation
 * and coercion", "Bounded errors"):
 * - JSON bodies are validated without coercion; query, path and header text is coerced, but numbers
 *   there must be plain decimals (`limit=0x10`, `1e1`, ` 5` are `int_parsing`, as pydantic says).
 * - `format: "uuid"` is a bare RFC 9562 UUID: ajv-formats also accepts `urn:uuid:…`, which
 *   PostgreSQL's uuid type refuses.
 * - A failing validation carries the request part as the client sent it (`rawRoot` on the errors),
 *   so a 422's `input` never echoes defaults the client did not send or coerced values.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { UUID_PATTERN } from '../contracts/common.js';

/** Errors of a failed validation, with the request part as sent. */
export type ValidationErrors = NonNullable<ValidateFunction['errors']> & { rawRoot?: unknown };

/** A plain decimal integer (optionally negative) and a plain decimal number, for query, path and headers. */
const DECIMAL_INTEGER = /^-?[0-9]+$/;
const DECIMAL_NUMBER = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/;

function makeAjv(options: { coerceTypes: false | 'array'; useDefaults: boolean }, schemas: object[]): Ajv {
  const ajv = new Ajv({ allErrors: true, removeAdditional: false, strict: false, ...options });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  ajv.addFormat('uuid', UUID_PATTERN);
  // OpenAPI's marker of a file part in a multipart form; the value validated is the file's name.
  ajv.addFormat('binary', true);
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}

/** The numeric properties (`integer` or `number`) of an object schema, by name. */
function numericProperties(schema: any): Map<string, 'integer' | 'number'> {
  const out = new Map<string, 'integer' | 'number'>();
  for (const [name, prop] of Object.entries<any>(schema?.properties ?? {})) {
    if (prop?.type === 'integer' || prop?.type === 'number') out.set(name, prop.type);
  }
  return out;
}

/** ajv-shaped `type` errors for numeric text that is not a plain decimal. */
function nonDecimal(data: Record<string, unknown>, numeric: Map<string, 'integer' | 'number'>): ValidationErrors {
  const errors: ValidationErrors = [];
  for (const [name, type] of numeric) {
    const raw = data[name];
    const texts = Array.isArray(raw) ? raw : [raw];
    const pattern = type === 'integer' ? DECIMAL_INTEGER : DECIMAL_NUMBER;
    if (texts.some((t) => typeof t === 'string' && !pattern.test(t))) {
      errors.push({ keyword: 'type', instancePath: `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, schemaPath: `#/properties/${name}/type`, params: { type }, message: `must be ${type}` });
    }
  }
  return errors;
}

type Validator = ((data: unknown) => boolean) & { errors?: ValidationErrors | null };

/**
 * Builds Fastify's `validatorCompiler`.
 * @param schemas the shared schemas (with `$id`) every validator may reference
 */
export function validatorCompiler(schemas: object[]) {
  // Bodies: a first pass that neither coerces nor fills defaults, so that on failure the body is
  // untouched; only a valid body goes through the second pass, which fills defaults.
  const strictBody = makeAjv({ coerceTypes: false, useDefaults: false }, schemas);
  const bodyWithDefaults = makeAjv({ coerceTypes: false, useDefaults: true }, schemas);
  const coercing = makeAjv({ coerceTypes: 'array', useDefaults: true }, schemas);
  return ({ schema, httpPart }: { schema: any; httpPart?: string }): Validator => {
    if (httpPart === 'body') {
      const check = strictBody.compile(schema);
      const fill = bodyWithDefaults.compile(schema);
      const validate: Validator = (data) => {
        if (!check(data)) {
          validate.errors = Object.assign(check.errors ?? [], { rawRoot: data });
          return false;
        }
        fill(data);
        validate.errors = null;
        return true;
      };
      return validate;
    }
    const check = coercing.compile(schema);
    const numeric = numericProperties(schema);
    const validate: Validator = (data) => {
      // Query, path and header objects hold text (or arrays of text): a shallow copy is the part as sent.
      const raw = data !== null && typeof data === 'object' ? { ...(data as Record<string, unknown>) } : data;
      const strict = raw !== null && typeof raw === 'object' ? nonDecimal(raw as Record<string, unknown>, numeric) : [];
      const ok = check(data);
      const errors = [...strict, ...(ok ? [] : (check.errors ?? []).filter((e) => !strict.some((s) => s.instancePath === e.instancePath)))];
      validate.errors = errors.length ? Object.assign(errors, { rawRoot: raw }) : null;
      return errors.length === 0;
    };
    return validate;
  };
}
