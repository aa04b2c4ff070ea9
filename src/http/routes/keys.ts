/** API key management (docs/api.md "API key"): session token only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../domain/context.js';
import { createApiKey, listApiKeys, revokeApiKey, rotateApiKey } from '../../domain/keys.js';
import { principalOf, requireAuth, SECURITY_SESSION } from '../auth.js';
import { errorResponses } from '../schemas.js';
import { ApiKeyList, IssuedApiKey, KeyParams, NewKeyBody, RevokedApiKey, RotatedApiKey } from '../../contracts/keys.js';

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
          body: NewKeyBody,
          response: { 201: IssuedApiKey, ...errorResponses(401, 403, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => reply.code(201).send(await createApiKey(ctx.db, principalOf(request).tenant, request.body.name)),
    );

    app.get(
      '/keys',
      { preHandler: auth, schema: { ...common, summary: "List the caller's keys (never their values)", response: { 200: ApiKeyList, ...errorResponses(401, 403, 429) } } },
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
          response: { 200: RotatedApiKey, ...errorResponses(401, 403, 404, 422, 429) },
        },
      },
      async (request) => rotateApiKey(ctx.db, principalOf(request).tenant, request.params.key_id),
    );

    app.delete(
      '/keys/:key_id',
      {
        preHandler: auth,
        schema: { ...common, summary: 'Revoke a key', params: KeyParams, response: { 200: RevokedApiKey, ...errorResponses(401, 403, 404, 422, 429) } },
      },
      async (request) => revokeApiKey(ctx.db, principalOf(request).tenant.id, request.params.key_id),
    );
  };
}
