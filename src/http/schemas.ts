/**
 * Request and response schemas shared by several routes (TypeBox: one value gives validation,
 * types and the OpenAPI document). Route-specific schemas live beside their route.
 */
import { Type, type Static } from 'typebox';

/** `{"detail":{"code","message",…}}` — every non-422 error (DESIGN.md §3). */
export const ErrorBody = Type.Object(
  {
    detail: Type.Object(
      { code: Type.String(), message: Type.String() },
      { additionalProperties: true },
    ),
  },
  { $id: 'ErrorBody', description: 'Error body of every non-422 failure' },
);

/** The spec's 422 body. */
export const ValidationErrorBody = Type.Object(
  {
    detail: Type.Array(
      Type.Object({
        loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
        msg: Type.String(),
        type: Type.String(),
        input: Type.Optional(Type.Unknown()),
        ctx: Type.Optional(Type.Object({}, { additionalProperties: true })),
      }),
    ),
  },
  { $id: 'ValidationErrorBody', description: 'Validation error (spec "Validation error body")' },
);

/** Shared schemas registered with `app.addSchema` (referenced by `$id`). */
export const SHARED_SCHEMAS = [ErrorBody, ValidationErrorBody];

const errorRef = Type.Ref('ErrorBody');
const validationRef = Type.Ref('ValidationErrorBody');

/** Error responses of an authenticated route that takes input. */
export function errorResponses(...statuses: number[]): Record<number, unknown> {
  const out: Record<number, unknown> = {};
  for (const s of statuses) out[s] = s === 422 ? validationRef : errorRef;
  return out;
}

/** Path parameter that must be a UUID (anything else → 422 with `loc ["path", name]`). */
export const Uuid = Type.String({ format: 'uuid', description: 'Identifier (UUID)' });

/** `limit` query parameter of list endpoints: 1..200, default 50 (spec "Limits"). */
export const LimitQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })) },
  { additionalProperties: false },
);
export type LimitQueryT = Static<typeof LimitQuery>;

/** Attribution block added to every report payload (spec "What the service does" item 8). */
export const Attribution = Type.Object({
  text: Type.String(),
  badge_url: Type.String(),
  link: Type.String(),
});
