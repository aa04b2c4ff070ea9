/**
 * Jobs and scenarios (docs/api.md "Job / scenario"): the same record behind two sets of paths.
 * Submission charges the wallet and enqueues the run in one transaction (src/domain/jobs).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { IdempotencyHeaders, LimitQuery, Uuid } from '../../contracts/common.js';
import multipart from '@fastify/multipart';
import { JobSubmission, ScenarioList, ScenarioSubmission, ScenarioUploadForm } from '../../contracts/jobs.js';
import { submitUpload, type UploadFields } from '../../domain/uploads.js';
import { readScenarioForm, type ScenarioForm } from '../multipart-form.js';
import { FairGate } from '../../lib/fair-gate.js';
import { LIST_LIMIT } from '../../contracts/limits.js';
import type { AppContext } from '../../domain/context.js';
import { fallbackName, getJobReport, getJobStatus, listJobs, submitJob } from '../../domain/jobs/index.js';
import { requestFingerprint } from '../../domain/idempotency.js';
import { issueShare, reportShareUrl, revokeShare } from '../../domain/shares.js';
import { ShareState } from '../../contracts/report.js';
import { principalOf, requireAuth, SECURITY_ANY } from '../auth.js';
import { errorResponses } from '../schemas.js';

export function jobRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const auth = requireAuth(ctx);
    const submit = async (request: FastifyRequest, body: JobSubmission, headers: IdempotencyHeaders) => {
      const key = headers['idempotency-key'];
      const claim = key ? { key, requestHash: requestFingerprint(request.method, request.routeOptions.url ?? request.url, body) } : null;
      return submitJob(ctx, principalOf(request).tenant.id, body, claim);
    };
    const submitted = { 202: Type.Ref('JobSubmitted'), ...errorResponses(401, 402, 409, 413, 415, 422, 429) };

    app.post(
      '/jobs',
      {
        preHandler: auth,
        schema: {
          tags: ['jobs'],
          summary: 'Submit a simulation job; the price is deducted at once',
          security: SECURITY_ANY,
          headers: IdempotencyHeaders,
          body: JobSubmission,
          response: submitted,
        },
      },
      async (request, reply) => {
        const r = await submit(request, request.body, request.headers);
        return reply.code(r.status as 202).send(r.body as any);
      },
    );

    // POST /v1/scenarios takes JSON or a multipart form of documents; multipart is registered in
    // this context only, so every other route keeps answering 415 to forms.
    await app.register(async (scoped) => {
      await scoped.register(multipart, { throwFileSizeLimit: true });
      const forms = new WeakMap<FastifyRequest, ScenarioForm>();
      // Uploads read and extracted at once by this process, by tenant in turn (config "UPLOAD_CONCURRENCY").
      const uploadGate = new FairGate(ctx.config.uploads.concurrency);
      scoped.post(
        '/scenarios',
        {
          // A form streams in and its files are read by the extraction threads (bounded there):
          // it holds no admission place meanwhile (src/http/admission.ts).
          config: { admission: (request: FastifyRequest) => !request.isMultipart() },
          // A form is read only once its sender is known; JSON is authenticated after validation, as elsewhere.
          preValidation: async (request, reply) => {
            if (!request.isMultipart()) return;
            await auth(request, reply);
            // The place is held until the response closes (sent, or the client gone).
            const gone = new AbortController();
            let release: (() => void) | null = null;
            reply.raw.once('close', () => {
              gone.abort();
              release?.();
            });
            release = await uploadGate.acquire(principalOf(request).tenant.id, gone.signal);
            const form = await readScenarioForm(request, ctx.config.uploads, { hashFiles: request.headers['idempotency-key'] !== undefined });
            forms.set(request, form);
            request.body = form.body as any;
          },
          preHandler: async (request, reply) => {
            if (!request.principal) await auth(request, reply);
          },
          schema: {
            tags: ['scenarios'],
            summary:
              'Submit a scenario as JSON (pasted text) or as multipart/form-data (documents: .txt, .md, .html, .pdf, .docx); returns the scenario id immediately',
            security: SECURITY_ANY,
            headers: IdempotencyHeaders,
            body: {
              content: {
                'application/json': { schema: ScenarioSubmission },
                'multipart/form-data': { schema: ScenarioUploadForm },
              },
            } as any,
            response: submitted,
          },
        },
        async (request, reply) => {
          const headers = request.headers as IdempotencyHeaders;
          const form = forms.get(request);
          if (form) {
            const key = headers['idempotency-key'];
            const claim = key ? { key, requestHash: requestFingerprint(request.method, request.routeOptions.url ?? request.url, form.fingerprint) } : null;
            const { files: _names, ...fields } = request.body as Record<string, unknown>;
            const r = await submitUpload(ctx, principalOf(request).tenant.id, fields as UploadFields, form.files, claim);
            return reply.code(r.status as 202).send(r.body as any);
          }
          const json = request.body as ScenarioSubmission;
          const body = { ...json, name: json.name ?? fallbackName(json.scenario) };
          const r = await submit(request, body, headers);
          return reply.code(r.status as 202).send(r.body as any);
        },
      );
    });

    // Job and scenario ids name the same record: both path families read it the same way.
    for (const family of [
      { base: '/jobs', param: 'job_id', statusPath: '/status', tag: 'jobs', noun: 'job' },
      { base: '/scenarios', param: 'scenario_id', statusPath: '', tag: 'scenarios', noun: 'scenario' },
    ]) {
      const params = Type.Object({ [family.param]: Uuid });
      const idOf = (request: FastifyRequest) => (request.params as Record<string, string>)[family.param]!;
      app.get(
        `${family.base}/:${family.param}${family.statusPath}`,
        {
          preHandler: auth,
          schema: {
            tags: [family.tag],
            summary: `The ${family.noun}'s status and batch progress`,
            security: SECURITY_ANY,
            params,
            response: { 200: Type.Ref('JobStatus'), ...errorResponses(401, 404, 422, 429) },
          },
        },
        async (request) => getJobStatus(ctx.db, principalOf(request).tenant.id, idOf(request)),
      );
      app.get(
        `${family.base}/:${family.param}/report`,
        {
          preHandler: auth,
          config: { report: true },
          schema: {
            tags: [family.tag],
            summary: `The report of a completed ${family.noun}, with the attribution block (404 report_not_ready before)`,
            security: SECURITY_ANY,
            params,
            response: { 200: Type.Ref('Report'), ...errorResponses(401, 404, 422, 429) },
          },
        },
        async (request) => {
          const { tenant } = principalOf(request);
          const report = await getJobReport(ctx.db, tenant.id, idOf(request));
          const share_url = await reportShareUrl(ctx.db, tenant.id, idOf(request), ctx.config.publicBaseUrl, tenant.white_label);
          return { ...report, share_url };
        },
      );
    }

    // The hosted page's token (GET /v1/r/{token}): a new one, or none.
    const shareParams = Type.Object({ scenario_id: Uuid });
    app.post(
      '/scenarios/:scenario_id/share',
      {
        preHandler: auth,
        schema: {
          tags: ['scenarios'],
          summary: 'Issue a new hosted-page address (share_url) for a completed report; the previous one stops working',
          security: SECURITY_ANY,
          params: shareParams,
          response: { 201: ShareState, ...errorResponses(401, 404, 422, 429) },
        },
      },
      async (request, reply) => {
        const { tenant } = principalOf(request);
        return reply.code(201).send(await issueShare(ctx.db, tenant.id, request.params.scenario_id, ctx.config.publicBaseUrl, tenant.white_label));
      },
    );
    app.delete(
      '/scenarios/:scenario_id/share',
      {
        preHandler: auth,
        schema: {
          tags: ['scenarios'],
          summary: "Revoke the report's hosted-page address: the page is a 404 from now on (POST issues a new one)",
          security: SECURITY_ANY,
          params: shareParams,
          response: { 200: ShareState, ...errorResponses(401, 404, 422, 429) },
        },
      },
      async (request) => revokeShare(ctx.db, principalOf(request).tenant.id, request.params.scenario_id),
    );

    app.get(
      '/scenarios',
      {
        preHandler: auth,
        schema: {
          tags: ['scenarios'],
          summary: "The caller's scenarios, newest first",
          security: SECURITY_ANY,
          querystring: LimitQuery,
          response: { 200: ScenarioList, ...errorResponses(401, 422, 429) },
        },
      },
      async (request) => ({ scenarios: await listJobs(ctx.db, principalOf(request).tenant.id, request.query.limit ?? LIST_LIMIT.default) }),
    );
  };
}
