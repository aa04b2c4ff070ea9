/** Small wire shapes shared by several resources: ids, list limits, money and time formats. */
import { Type, type Static } from 'typebox';
import { LIST_LIMIT } from './limits.js';

/** An identifier (UUID); a path id that is not one is a 422 with `loc ["path", name]`. */
export const Uuid = Type.String({ format: 'uuid', description: 'Identifier (UUID)' });

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

/** The optional `Idempotency-Key` header of creating requests (docs/api.md "Idempotency-Key"). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 255, description: 'Optional; a retry with the same key and body returns the first response and is not charged again (kept 24 h)' }),
  ),
});
export type IdempotencyHeaders = Static<typeof IdempotencyHeaders>;
