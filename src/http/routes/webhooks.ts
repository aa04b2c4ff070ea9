/** Webhook endpoints and deliveries (docs/api.md "Webhooks"): API key or session token. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LimitQuery } from '../../contracts/common.js';
import { LIST_LIMIT } from '../../contracts/limits.js';
import {
  CreatedWebhookEndpoint,
  DeletedWebhookEndpoint,
  NewWebhookBody,
  RotatedWebhookSecret,
  WebhookDeliveryList,
  WebhookEndpointList,
  WebhookEndpointParams,
} from '../../contracts/webhooks.js';
import type { AppContext } from '../../domain/context.js';
import { createWebhookEndpoint, deleteWebhookEndpoint, listDeliveries, listWebhookEndpoints, rotateWebhookSecret } from '../../domain/webhooks/index.js';
import { principalOf, requireAuth, SECURITY_ANY } from '../auth.js';
import { errorResponses } from '../schemas.js';

export function webhookRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const auth = requireAuth(ctx);
    const common = { tags: ['webhooks'], security: SECURITY_ANY };

    app.post(
      '/webhooks',
      {
        preHandler: auth,
        schema: {
          ...common,
          summary: 'Register an HTTPS endpoint for events; the signing secret is shown once',
          body: NewWebhookBody,
          response: { 201: CreatedWebhookEndpoint, ...errorResponses(401, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => reply.code(201).send(await createWebhookEndpoint(ctx, principalOf(request).tenant.id, request.body)),
    );

    app.get(
      '/webhooks',
      { preHandler: auth, schema: { ...common, summary: "The caller's endpoints (never their secrets)", response: { 200: WebhookEndpointList, ...errorResponses(401, 429) } } },
      async (request) => ({ endpoints: await listWebhookEndpoints(ctx.db, principalOf(request).tenant.id) }),
    );

    app.get(
      '/webhooks/deliveries',
      {
        preHandler: auth,
        schema: {
          ...common,
          summary: 'Deliveries, newest first, each with every attempt',
          querystring: LimitQuery,
          response: { 200: WebhookDeliveryList, ...errorResponses(401, 422, 429) },
        },
      },
      async (request) => ({ deliveries: await listDeliveries(ctx.db, principalOf(request).tenant.id, request.query.limit ?? LIST_LIMIT.default) }),
    );

    app.delete(
      '/webhooks/:endpoint_id',
      {
        preHandler: auth,
        schema: {
          ...common,
          summary: 'Remove an endpoint; its pending deliveries end as failed',
          params: WebhookEndpointParams,
          response: { 200: DeletedWebhookEndpoint, ...errorResponses(401, 404, 422, 429) },
        },
      },
      async (request) => deleteWebhookEndpoint(ctx.db, principalOf(request).tenant.id, request.params.endpoint_id),
    );

    app.post(
      '/webhooks/:endpoint_id/rotate-secret',
      {
        preHandler: auth,
        schema: {
          ...common,
          summary: 'Replace the signing secret (shown once); both secrets sign for 24 hours',
          params: WebhookEndpointParams,
          response: { 200: RotatedWebhookSecret, ...errorResponses(401, 404, 422, 429) },
        },
      },
      async (request) => rotateWebhookSecret(ctx, principalOf(request).tenant.id, request.params.endpoint_id),
    );
  };
}
