/**
 * The attribution block (spec item 8, DESIGN.md §3 "Report"): one response hook adds it to every
 * payload of a route marked `config: { report: true }`, so no route can forget it.
 */
import type { FastifyInstance } from 'fastify';

/** Product name shown in the attribution. */
export const PRODUCT_NAME = 'Scenario Sim';

/** The attribution block: `{text, badge_url, link}`. */
export function attributionBlock(publicBaseUrl: string) {
  return {
    text: `Powered by ${PRODUCT_NAME}`,
    badge_url: '/v1/assets/powered-by.svg',
    link: `${publicBaseUrl}/v1/docs`,
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route returns a report payload: the attribution hook applies. */
    report?: boolean;
  }
}

/** Registers the hook on `app` (before routes). */
export function registerAttribution(app: FastifyInstance, publicBaseUrl: string): void {
  const block = attributionBlock(publicBaseUrl);
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.routeOptions.config?.report) return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
      return { ...(payload as Record<string, unknown>), attribution: block };
    }
    return payload;
  });
}
