/** Small wire shapes shared by several resources: ids, list limits, money and time formats. */
import { Type, type Static } from 'typebox';
import { LIST_LIMIT } from './limits.js';

/**
 * A bare UUID (RFC 9562 text form, any version, either case): what PostgreSQL's uuid type reads.
 * ajv-formats' `uuid` also takes `urn:uuid:…`, so the validators register this one instead
 * (src/http/validators.ts); the CLI checks ids with it too.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An identifier (UUID); a path id that is not one is a 422 `uuid_parsing` with `loc ["path", name]`. */
export const Uuid = Type.String({ format: 'uuid', description: 'Identifier (UUID)' });

/**
 * Pattern of text that must hold more than whitespace (a scenario, a name): at least one character
 * that is not white space, U+FEFF (byte order mark) included, as JavaScript's `\s` counts it. The
 * 422 for it is `string_pattern_mismatch` with a plain message (src/http/validation.ts).
 */
export const NOT_BLANK = '\\S';

/** An instant as ISO-8601 in UTC, e.g. `2026-01-31T12:00:00.000Z`. */
export const Timestamp = Type.String({ format: 'date-time', description: 'ISO-8601 instant (UTC)' });

/** A nullable instant. */
export const NullableTimestamp = (description: string) => Type.Union([Timestamp, Type.Null()], { description });

/** A USD amount with two decimals (docs/api.md "Money": cents in the database, USD on the wire). */
export const Usd = (description: string) => Type.Number({ description: `${description} (USD, two decimals)` });

/** `limit` query parameter of list endpoints (docs/api.md "Limits"). */
export const LimitQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: LIST_LIMIT.min, maximum: LIST_LIMIT.max, default: LIST_LIMIT.default, description: `Most items to return (${LIST_LIMIT.min}..${LIST_LIMIT.max})` }),
    ),
  },
  { additionalProperties: false },
);
export type LimitQuery = Static<typeof LimitQuery>;

/** Printable ASCII, as the Idempotency-Key draft's sf-string allows (draft-ietf-httpapi-idempotency-key-header §2). */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x20-\\x7E]*$';

/** The optional `Idempotency-Key` header of creating requests (docs/api.md "Idempotency-Key"). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description: 'Optional, 1..255 printable ASCII characters; a retry with the same key and body returns the first response and is not charged again (kept 24 h)',
    }),
  ),
});
export type IdempotencyHeaders = Static<typeof IdempotencyHeaders>;
