/**
 * The Brain (docs/api.md "Brain"): `GET /v1/brain/pages` and `POST /v1/brain/chat`, for tenants on
 * the pro tier or higher (else 403 `tier_required`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BrainChatRequest, BrainChatResponse, BrainPages, BrainPagesQuery } from '../../contracts/brain.js';
import type { AppContext } from '../../domain/context.js';
import { brainChat, listBrainPages } from '../../domain/brain/index.js';
import { principalOf, requireAuth, SECURITY_ANY } from '../auth.js';
import { errorResponses } from '../schemas.js';

export function brainRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const auth = requireAuth(ctx);
    const common = { tags: ['brain'], security: SECURITY_ANY };

    app.get(
      '/brain/pages',
      {
        preHandler: auth,
        schema: {
          ...common,
          summary: 'Knowledge pages: one per completed report and one per complete link, newest first (pro tier or higher)',
          querystring: BrainPagesQuery,
          response: { 200: BrainPages, ...errorResponses(401, 403, 422, 429) },
        },
      },
      async (request) => listBrainPages(ctx.db, principalOf(request).tenant, request.query.lang),
    );

    app.post(
      '/brain/chat',
      {
        preHandler: auth,
        schema: {
          ...common,
          summary: 'Answers a question from the knowledge pages (BM25 retrieval with stemming), citing the passages used (pro tier or higher)',
          body: BrainChatRequest,
          response: { 200: BrainChatResponse, ...errorResponses(401, 403, 413, 415, 422, 429) },
        },
      },
      async (request) => brainChat(ctx.db, principalOf(request).tenant, request.body, ctx.config.llm),
    );
  };
}
