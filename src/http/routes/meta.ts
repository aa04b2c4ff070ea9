/** Public, machine-readable and static surfaces: OpenAPI description and the attribution badge. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHash } from 'node:crypto';
import { Type } from 'typebox';
import type { AppContext } from '../../domain/context.js';
import { PRODUCT_NAME } from '../../domain/reports.js';
import { limitByIp } from '../auth.js';
import { errorResponses } from '../schemas.js';

/** The "powered by" badge (docs/api.md "Attribution block"). Text is XML-safe by construction. */
export const POWERED_BY_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="28" viewBox="0 0 168 28" role="img" aria-label="Powered by ${PRODUCT_NAME}">
<rect width="168" height="28" rx="6" fill="#1f2937"/>
<circle cx="16" cy="14" r="6" fill="#f59e0b"/>
<text x="30" y="18" font-family="Helvetica,Arial,sans-serif" font-size="12" fill="#ffffff">Powered by ${PRODUCT_NAME}</text>
</svg>
`;

/** Strong validator of the badge: a hash of its bytes, so it changes only when the image does. */
export const BADGE_ETAG = `"${createHash('sha256').update(POWERED_BY_SVG).digest('base64url').slice(0, 22)}"`;

/** Whether an If-None-Match header names `etag` (or is `*`); weak comparison, as RFC 9110 §13.1.2 asks for GET. */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((v) => v.trim().replace(/^W\//, '') === etag);
}

/** Public surfaces, counted per client IP. */
export function metaRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const perIp = limitByIp(ctx);
    app.get('/openapi.json', { preHandler: perIp, schema: { hide: true } }, async () => app.swagger());

    app.get(
      '/assets/powered-by.svg',
      { preHandler: perIp, schema: { tags: ['public'], summary: 'The attribution badge image', response: {
            200: { description: 'The badge (SVG), cacheable for a day, with an ETag', content: { 'image/svg+xml': { schema: Type.String({ description: 'SVG image' }) } } },
            304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' },
            ...errorResponses(429),
          } } },
      async (request, reply) => {
        reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').header('ETag', BADGE_ETAG);
        // A cache that holds the badge revalidates with If-None-Match (RFC 9110 §13.1.2): 304, no body.
        if (ifNoneMatchHits(request.headers['if-none-match'], BADGE_ETAG)) return reply.code(304).send(null);
        return reply.send(POWERED_BY_SVG);
      },
    );
  };
}
