/**
 * Linked reports (docs/api.md "Links"): the linkable reports, creation (charged per member, with
 * Idempotency-Key), status and list, the link report in a language, and the Decision Tiebreaker.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdempotencyHeaders, LimitQuery, Uuid } from '../../contracts/common.js';
import { LANGUAGES, LIST_LIMIT } from '../../contracts/limits.js';
import { LangQuery, LinkableList, LinkCreate, LinkCreated, LinkList, LinkReport, LinkStatus, TiebreakerView } from '../../contracts/links.js';
import type { AppContext } from '../../domain/context.js';
import { requestFingerprint } from '../../domain/idempotency.js';
import { createLink, getLinkReport, getLinkStatus, listLinkable, listLinks, runTiebreaker } from '../../domain/links/index.js';
import { principalOf, requireAuth, SECURITY_ANY } from '../auth.js';
import { errorResponses } from '../schemas.js';

const LinkParams = Type.Object({ link_id: Uuid });

export function linkRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const auth = requireAuth(ctx);
    const common = { tags: ['links'], security: SECURITY_ANY };

    app.get(
      '/links/linkable',
      {
        preHandler: auth,
        schema: { ...common, summary: 'Completed reports the caller can link, newest first', querystring: LimitQuery, response: { 200: LinkableList, ...errorResponses(401, 422, 429) } },
      },
      async (request) => listLinkable(ctx.db, principalOf(request).tenant.id, request.query.limit ?? LIST_LIMIT.default),
    );

    app.post(
      '/links',
      {
        preHandler: auth,
        schema: {
          ...common,
          summary: 'Link two or more completed reports; charges the link price per report and queues the cross-analysis',
          headers: IdempotencyHeaders,
          body: LinkCreate,
          response: { 201: LinkCreated, ...errorResponses(401, 402, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const claim = key ? { key, requestHash: requestFingerprint(request.method, request.routeOptions.url ?? request.url, request.body) } : null;
        const r = await createLink(ctx, principalOf(request).tenant.id, request.body, claim);
        return reply.code(r.status as 201).send(r.body);
      },
    );

    app.get(
      '/links',
      { preHandler: auth, schema: { ...common, summary: "The caller's link groups, newest first", querystring: LimitQuery, response: { 200: LinkList, ...errorResponses(401, 422, 429) } } },
      async (request) => ({ links: await listLinks(ctx.db, principalOf(request).tenant.id, request.query.limit ?? LIST_LIMIT.default) }),
    );

    app.get(
      '/links/:link_id',
      { preHandler: auth, schema: { ...common, summary: 'A link group and its status', params: LinkParams, response: { 200: LinkStatus, ...errorResponses(401, 404, 422, 429) } } },
      async (request) => getLinkStatus(ctx.db, principalOf(request).tenant.id, request.params.link_id),
    );

    app.get(
      '/links/:link_id/report',
      {
        preHandler: auth,
        config: { report: true },
        schema: {
          ...common,
          summary: `The linked report: plain-language summary, cross-analysis and every member's full report, in ${LANGUAGES.join(' or ')} (404 report_not_ready before completion)`,
          params: LinkParams,
          querystring: LangQuery,
          response: { 200: LinkReport, ...errorResponses(401, 404, 422, 429) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return getLinkReport(ctx.db, principal.tenant.id, request.params.link_id, request.query.lang, { sandbox: principal.tenant.sandbox, publicBaseUrl: ctx.config.publicBaseUrl });
      },
    );

    app.post(
      '/links/:link_id/tiebreaker',
      {
        preHandler: auth,
        schema: {
          ...common,
          summary: 'Run the Decision Tiebreaker on a complete compare link (once; charged): extra replicates with more agents and new seeds',
          params: LinkParams,
          querystring: LangQuery,
          response: { 201: TiebreakerView, ...errorResponses(401, 402, 404, 409, 422, 429) },
        },
      },
      async (request, reply) => reply.code(201).send(await runTiebreaker(ctx, principalOf(request).tenant.id, request.params.link_id, request.query.lang)),
    );
  };
}
