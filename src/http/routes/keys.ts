/** API key management (spec "API key"): session token only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../domain/context.js';
import { createApiKey, listApiKeys, revokeApiKey, rotateApiKey } from '../../domain/keys.js';
import { principalOf, requireAuth, SECURITY_SESSION } from '../auth.js';
import { errorResponses, Uuid } from '../schemas.js';

const KeyView = Type.Object({
  key_id: Type.String(),
  name: Type.String(),
  prefix: Type.String(),
  plan: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
  last_used_at: Type.Union([Type.String(), Type.Null()]),
  revoked_at: Type.Union([Type.String(), Type.Null()]),
});
const IssuedKey = Type.Object({ ...KeyView.properties, api_key: Type.String(), warning: Type.String() });
const KeyParams = Type.Object({ key_id: Uuid });

export function keyRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const auth = requireAuth(ctx, { sessionOnly: true });
    const common = { tags: ['keys'], security: SECURITY_SESSION };

    app.post(
      '/keys',
      {
        preHandler: auth,
        schema: {
          ...common,
          summary: 'Issue an API key (shown once)',
          body: Type.Object(
            { name: Type.String({ minLength: 1, maxLength: 100 }), plan: Type.Optional(Type.String({ maxLength: 100, description: 'Accepted and ignored' })) },
            { additionalProperties: false },
          ),
          response: { 201: IssuedKey, ...errorResponses(401, 403, 422) },
        },
      },
      async (request, reply) => reply.code(201).send(await createApiKey(ctx.db, principalOf(request).tenant, request.body.name)),
    );

    app.get(
      '/keys',
      { preHandler: auth, schema: { ...common, summary: "List the caller's keys (never their values)", response: { 200: Type.Object({ keys: Type.Array(KeyView) }), ...errorResponses(401, 403) } } },
      async (request) => ({ keys: await listApiKeys(ctx.db, principalOf(request).tenant.id) }),
    );

    app.post(
      '/keys/:key_id/rotate',
      {
        preHandler: auth,
        schema: {
          ...common,
          summary: 'Replace a key by a new one (shown once); the old key stops working at once',
          params: KeyParams,
          response: { 200: Type.Object({ ...IssuedKey.properties, replaced_key_id: Type.String() }), ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => rotateApiKey(ctx.db, principalOf(request).tenant, request.params.key_id),
    );

    app.delete(
      '/keys/:key_id',
      {
        preHandler: auth,
        schema: { ...common, summary: 'Revoke a key', params: KeyParams, response: { 200: Type.Object({ ...KeyView.properties, revoked: Type.Boolean() }), ...errorResponses(401, 403, 404, 422) } },
      },
      async (request) => ({ ...(await revokeApiKey(ctx.db, principalOf(request).tenant.id, request.params.key_id)), revoked: true }),
    );
  };
}
