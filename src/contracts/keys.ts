/** API keys (docs/api.md "API key"; docs/decisions.md "Key listing and responses"). */
import { Type, type Static } from 'typebox';
import { NOT_BLANK, NullableTimestamp, Timestamp, Uuid } from './common.js';

/** `POST /v1/keys` body. */
export const NewKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: NOT_BLANK, description: 'A label for the key (not only white space)' }),
    plan: Type.Optional(Type.String({ maxLength: 100, description: 'Accepted and ignored: every key draws from the wallet' })),
  },
  { additionalProperties: false },
);
export type NewKeyBody = Static<typeof NewKeyBody>;

/** Path parameters of one key. */
export const KeyParams = Type.Object({ key_id: Uuid });

const keyFields = {
  key_id: Type.String({ description: 'Key id' }),
  name: Type.String({ description: 'The label given at creation' }),
  prefix: Type.String({ description: 'First 12 characters of the key (sk_live_… or sk_test_…), to recognise it' }),
  plan: Type.Literal('wallet', { description: 'Always "wallet": there are no plan tiers' }),
  status: Type.Union([Type.Literal('active'), Type.Literal('revoked')], { description: 'Revoked keys answer 401' }),
  created_at: Timestamp,
  last_used_at: NullableTimestamp('Last use, to the minute; null if never used'),
  revoked_at: NullableTimestamp('When it was revoked or rotated; null while active'),
};

/** A key as listed: never its value. */
export const ApiKey = Type.Object(keyFields, { additionalProperties: false });
export type ApiKey = Static<typeof ApiKey>;

const valueFields = {
  api_key: Type.String({ description: 'The key itself: shown only in this response' }),
  warning: Type.String({ description: 'Reminder that the value cannot be retrieved again' }),
};

/** A key with its one-time value (creation). */
export const IssuedApiKey = Type.Object({ ...keyFields, ...valueFields }, { additionalProperties: false });
export type IssuedApiKey = Static<typeof IssuedApiKey>;

/** A rotation: the new key (value shown once) and the id of the key it replaced. */
export const RotatedApiKey = Type.Object(
  { ...keyFields, ...valueFields, replaced_key_id: Type.String({ description: 'The key that stopped working' }) },
  { additionalProperties: false },
);
export type RotatedApiKey = Static<typeof RotatedApiKey>;

/** A revocation. */
export const RevokedApiKey = Type.Object({ ...keyFields, revoked: Type.Literal(true, { description: 'Always true' }) }, { additionalProperties: false });
export type RevokedApiKey = Static<typeof RevokedApiKey>;

/** `GET /v1/keys`. */
export const ApiKeyList = Type.Object({ keys: Type.Array(ApiKey, { description: 'Oldest first, revoked keys included' }) }, { additionalProperties: false });
export type ApiKeyList = Static<typeof ApiKeyList>;
