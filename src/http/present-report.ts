/**
 * The response layer's report hook (docs/api.md "Attribution block"): every payload of a route marked
 * `config: { report: true }` goes through `presentReport` (attribution, sandbox marking), so no
 * route can forget it.
 */
import type { FastifyInstance } from 'fastify';
import type { EngineReport } from '../contracts/report.js';
import { presentReport } from '../domain/reports.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route returns a stored report: the presentation hook applies. */
    report?: boolean;
  }
}

/** Registers the hook on `app` (before routes). */
export function registerReportPresentation(app: FastifyInstance, publicBaseUrl: string): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.routeOptions.config?.report) return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    return presentReport(payload as EngineReport, { sandbox: request.principal?.tenant.sandbox ?? false, publicBaseUrl });
  });
}
