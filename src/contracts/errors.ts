/** Error bodies (docs/api.md "Error body", "Validation error body"). */
import { Type, type Static } from 'typebox';

/** `{"detail":{"code","message",…extra}}`: the body of every non-422 failure. */
export const ErrorBody = Type.Object(
  {
    detail: Type.Object(
      {
        code: Type.String({ description: 'Stable snake_case error code, e.g. insufficient_credits, not_found, report_not_ready' }),
        message: Type.String({ description: 'Human-readable explanation' }),
      },
      {
        additionalProperties: true,
        description: 'The error; some codes add fields (insufficient_credits: balance_usd, required_usd; report_not_ready: status; rate_limited: retry_after, seconds, as the Retry-After header)',
      },
    ),
  },
  { $id: 'ErrorBody', additionalProperties: false, description: 'Error body of every non-422 failure' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** One problem of a 422 (pydantic v2 shape). */
export const ValidationItem = Type.Object(
  {
    loc: Type.Array(Type.Union([Type.String(), Type.Integer()]), { description: 'Where: "body" | "query" | "path" | "header", then field names and array indexes' }),
    msg: Type.String({ description: 'Human-readable explanation' }),
    type: Type.String({
      description:
        'Machine-readable kind, e.g. missing, int_parsing, too_long, extra_forbidden, uuid_parsing, string_nul_character, string_unicode, json_invalid, json_too_deep, json_too_many_keys, idempotency_key_reused; too_many_errors for the last item when more problems were found than are listed',
    }),
    input: Type.Optional(Type.Unknown({ description: 'The offending input as sent, cut to about 200 characters of JSON (ctx.input_truncated is then true)' })),
    ctx: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Details of the rule, e.g. {"ge": 10}' })),
  },
  { additionalProperties: false },
);
export type ValidationItem = Static<typeof ValidationItem>;

/** The 422 body: `{"detail":[{loc,msg,type,input?,ctx?}]}`. */
export const ValidationErrorBody = Type.Object(
  { detail: Type.Array(ValidationItem, { description: 'The problems found in the failing part of the request: at most 50 items and 32 KiB' }) },
  { $id: 'ValidationErrorBody', additionalProperties: false, description: 'Validation error body (422)' },
);
export type ValidationErrorBody = Static<typeof ValidationErrorBody>;
