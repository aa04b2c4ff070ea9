/**
 * Public HTML pages (docs/api.md "Hosted report pages", "Documentation"): the hosted report page
 * `GET /v1/r/{token}` and the documentation `GET /v1/docs`. Both are server-rendered, need no
 * script, and pick English or Spanish from `lang`, else `Accept-Language`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../domain/context.js';
import { attributionBlock } from '../../domain/reports.js';
import { findSharedReport, SHARE_TOKEN_PATTERN } from '../../domain/shares.js';
import { errors } from '../../domain/errors.js';
import { renderDocsPage } from '../../pages/docs-page.js';
import { pickLanguage, prefersHtml, type PageLang } from '../../pages/lang.js';
import { renderNotFoundPage, renderReportPage } from '../../pages/report-page.js';
import { limitByIp } from '../auth.js';
import { errorResponses } from '../schemas.js';

const LangQuery = Type.Object(
  { lang: Type.Optional(Type.String({ minLength: 2, maxLength: 35, pattern: '^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$', description: 'Page language: en or es (else Accept-Language decides; default en)' })) },
  // Other query parameters are ignored, not refused: shared links pick up tracking parameters (utm_…).
  { additionalProperties: true },
);

const Html = (description: string) => ({ description, content: { 'text/html': { schema: Type.String({ description }) } } });

/** The public HTML pages: `/v1/r/{token}` and `/v1/docs`, counted per client IP. */
export function pageRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const perIp = limitByIp(ctx);

    app.get(
      '/r/:token',
      {
        preHandler: perIp,
        schema: {
          tags: ['public'],
          summary: 'Hosted report page (HTML): headline, risk gauge, confidence, charts, cohorts, failure modes, mitigations, forecasts; badge unless white-label, watermark on sandbox',
          params: Type.Object({ token: Type.String({ pattern: SHARE_TOKEN_PATTERN, description: 'The share token of share_url (43 characters, base64url)' }) }),
          querystring: LangQuery,
          response: { 200: Html('The report page'), 404: { description: 'Unknown or revoked address: an HTML page when Accept prefers text/html, else the error body', content: { 'application/json': { schema: Type.Ref('ErrorBody') }, 'text/html': { schema: Type.String() } } }, ...errorResponses(422, 429) },
        },
      },
      async (request, reply) => {
        const shared = await findSharedReport(ctx.db, request.params.token);
        const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
        if (!shared) {
          // A person following a dead link gets a page that says so; an API client the JSON 404.
          if (!prefersHtml(request.headers.accept)) throw errors.notFound('Report page');
          return reply.code(404).type('text/html; charset=utf-8').header('Content-Language', lang).header('Vary', 'Accept, Accept-Language').send(renderNotFoundPage(lang));
        }
        // The badge depends only on the tenant (spec rule 3): nothing in the request can remove it.
        const html = renderReportPage(shared.report, lang, {
          badge: !shared.tenant.white_label,
          watermark: shared.tenant.sandbox,
          attribution: attributionBlock(ctx.config.publicBaseUrl),
        });
        return reply.type('text/html; charset=utf-8').header('Content-Language', lang).header('Vary', 'Accept-Language').header('X-Robots-Tag', 'noindex').send(html);
      },
    );

    const docsCache = new Map<PageLang, string>();
    app.get(
      '/docs',
      {
        preHandler: perIp,
        schema: {
          tags: ['public'],
          summary: 'Documentation (HTML, English or Spanish): overview, authentication, sandbox onboarding, quickstart, every endpoint, webhooks, errors, limits',
          querystring: LangQuery,
          response: { 200: Html('The documentation page'), ...errorResponses(422, 429) },
        },
      },
      async (request, reply) => {
        const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
        let html = docsCache.get(lang);
        if (!html) {
          html = renderDocsPage(lang, app.swagger() as any, ctx.config.publicBaseUrl);
          docsCache.set(lang, html);
        }
        return reply
          .type('text/html; charset=utf-8')
          .header('Content-Language', lang)
          .header('Vary', 'Accept-Language')
          .header('Cache-Control', 'public, max-age=300')
          .send(html);
      },
    );
  };
}
