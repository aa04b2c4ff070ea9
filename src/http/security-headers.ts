/**
 * The protective response headers (issue 28 item 4; docs/decisions.md "Protective headers"), set in
 * one `onSend` hook on every response, errors included:
 * - `X-Content-Type-Options: nosniff` everywhere, so a browser never runs a body as another type
 *   than declared (the SVG badge, a JSON body holding HTML);
 * - `Cache-Control: no-store` on every response that does not set its own caching (only the public
 *   badge does): API keys, session tokens, wallets and reports are never kept by a cache;
 * - `Referrer-Policy: no-referrer`: a hosted report's token never leaks in a Referer;
 * - a restrictive `Content-Security-Policy` on HTML pages and SVG images: no script, no plugin,
 *   no framing, inline styles and same-origin images only.
 * `clientErrorHandler` (src/http/errors.ts) writes the same headers on the raw answers it sends.
 */
import type { FastifyInstance } from 'fastify';

/** The CSP of HTML pages (server-rendered, inline styles and SVG, no script). */
export const HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** The CSP of SVG images (the badge): nothing but its own inline styles. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Headers every response carries (also the raw ones written on a socket). */
export const ALWAYS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' } as const;

/** Registers the hook on `app` (before routes). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(ALWAYS);
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    const type = String(reply.getHeader('content-type') ?? '').toLowerCase();
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', HTML_CSP);
    else if (type.startsWith('image/svg+xml')) reply.header('Content-Security-Policy', SVG_CSP);
    return payload;
  });
}
