/**
 * Jobs and scenarios (spec "Job / scenario"): the same record behind two sets of paths.
 * Submission charges the wallet and enqueues the run in one transaction.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppContext } from '../../domain/context.js';
import { getJobReport, getJobStatus, listJobs, submitJobIdempotent, type JobSubmission } from '../../domain/jobs.js';
import { requestFingerprint } from '../../domain/idempotency.js';
import { principalOf, requireAuth, SECURITY_ANY } from '../auth.js';
import { Attribution, errorResponses, LimitQuery, Uuid } from '../schemas.js';
import { FREQUENCIES, type Frequency } from '../../engine/forecast/frequency.js';

/** Longest accepted scenario text, characters (about 15,000 words). */
export const MAX_SCENARIO_CHARS = 100_000;

const SeriesObject = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, description: 'What the series counts, e.g. "weekly sales"; also maps it to the people it measures' }),
    values: Type.Array(Type.Number(), { minItems: 8, maxItems: 20_000, description: 'Observations, oldest first (finite numbers)' }),
    timestamps: Type.Optional(Type.Array(Type.String({ minLength: 4, maxLength: 40 }), { maxItems: 20_000, description: 'ISO-8601, one per value, strictly increasing' })),
    frequency: Type.Optional(Type.Unsafe<Frequency>({ type: 'string', enum: [...FREQUENCIES], description: 'Inferred from timestamps when absent' })),
    season_length: Type.Optional(Type.Integer({ minimum: 2, maximum: 10_000, description: "Overrides the frequency's season length" })),
    horizon: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: "Steps to forecast; default M4's for the frequency (H 48, D 14, W 13, M 18, Q 8, Y 6)" })),
    unit: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);

const submissionFields = {
  series: Type.Optional(
    Type.Union([SeriesObject, Type.Array(SeriesObject, { minItems: 1, maxItems: 3 })], { description: 'Optional numeric series: one object or an array of up to three' }),
  ),
  scenario: Type.String({ minLength: 1, maxLength: MAX_SCENARIO_CHARS, description: 'Pasted scenario text' }),
  n_agents: Type.Optional(Type.Integer({ minimum: 10, maximum: 100_000, default: 1000, description: 'Synthetic people per replicate' })),
  n_rounds: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, default: 4, description: 'Rounds; each is one batch' })),
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1, description: 'Same text, options and seed give the same report' })),
  lang: Type.Optional(Type.String({ minLength: 2, maxLength: 35, description: 'Report language: en (default) or es; others fall back to en' })),
  white_label_domain: Type.Optional(
    Type.String({ maxLength: 253, pattern: '^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$', description: 'Domain of a white-label hosted page' }),
  ),
};

const JobBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), ...submissionFields },
  { additionalProperties: false, $id: 'JobSubmission' },
);
const ScenarioBody = Type.Object(
  { name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), ...submissionFields },
  { additionalProperties: false, $id: 'ScenarioSubmission' },
);
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Optional; retries with the same key and body return the first response' })),
});

const JobSubmitted = Type.Object(
  {
    job_id: Type.String(),
    scenario_id: Type.String(),
    status: Type.String(),
    paid_via: Type.String(),
    sim_cost_usd: Type.Number(),
    balance_remaining: Type.Number(),
    status_url: Type.String(),
    report_url: Type.String(),
  },
  { $id: 'JobSubmitted' },
);

const JobStatus = Type.Object(
  {
    job_id: Type.String(),
    scenario_id: Type.String(),
    name: Type.String(),
    status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('completed'), Type.Literal('failed')]),
    progress: Type.Object({
      current_round: Type.Integer(),
      total_rounds: Type.Integer(),
      percent: Type.Integer(),
      batch_id: Type.Union([Type.String(), Type.Null()]),
    }),
    estimated_completion: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String(),
    started_at: Type.Union([Type.String(), Type.Null()]),
    completed_at: Type.Union([Type.String(), Type.Null()]),
    failure: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()]),
    status_url: Type.String(),
    report_url: Type.String(),
  },
  { $id: 'JobStatus' },
);

const Any = Type.Unknown();
const ReportBody = Type.Object(
  {
    report_schema_version: Type.String(),
    headline: Type.String(),
    risk_score: Any,
    confidence: Any,
    cohort_breakdowns: Any,
    failure_modes: Any,
    mitigations: Any,
    counter_narratives: Any,
    sentiment_trajectory: Any,
    executive_summary: Any,
    monitoring_plan: Any,
    confidence_basis: Type.Optional(Any),
    quantitative_forecast: Type.Optional(Any),
    quantitative_forecasts: Type.Optional(Any),
    attribution: Attribution,
  },
  { additionalProperties: true, $id: 'Report', description: 'The full report; see docs for the inner structure' },
);

export const JOB_SCHEMAS = [JobSubmitted, JobStatus, ReportBody];

function fallbackName(scenario: string): string {
  const words = scenario.trim().split(/\s+/).slice(0, 8).join(' ');
  return words.length > 80 ? `${words.slice(0, 77)}...` : words;
}

export function jobRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const auth = requireAuth(ctx);
    const submit = async (request: FastifyRequest, body: JobSubmission, headers: Static<typeof IdempotencyHeaders>) => {
      const key = headers['idempotency-key'];
      const claim = key ? { key, requestHash: requestFingerprint(request.method, request.routeOptions.url ?? request.url, body) } : null;
      const tenant = principalOf(request).tenant;
      return submitJobIdempotent(ctx, tenant.id, body, claim);
    };
    const report = async (request: FastifyRequest, id: string) => {
      const tenant = principalOf(request).tenant;
      const body = await getJobReport(ctx.db, tenant.id, id);
      return tenant.sandbox ? { ...body, sandbox: true } : body;
    };

    app.post(
      '/jobs',
      {
        preHandler: auth,
        schema: {
          tags: ['jobs'],
          summary: 'Submit a simulation job; the price is deducted at once',
          security: SECURITY_ANY,
          headers: IdempotencyHeaders,
          body: JobBody,
          response: { 202: Type.Ref('JobSubmitted'), ...errorResponses(401, 402, 409, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        const r = await submit(request, request.body, request.headers);
        return reply.code(r.status as 202).send(r.body as any);
      },
    );

    app.post(
      '/scenarios',
      {
        preHandler: auth,
        schema: {
          tags: ['scenarios'],
          summary: 'Submit a scenario (JSON form); returns the scenario id immediately',
          security: SECURITY_ANY,
          headers: IdempotencyHeaders,
          body: ScenarioBody,
          response: { 202: Type.Ref('JobSubmitted'), ...errorResponses(401, 402, 409, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        const body = { ...request.body, name: request.body.name ?? fallbackName(request.body.scenario) };
        const r = await submit(request, body, request.headers);
        return reply.code(r.status as 202).send(r.body as any);
      },
    );

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
            response: { 200: Type.Ref('JobStatus'), ...errorResponses(401, 404, 422) },
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
            response: { 200: Type.Ref('Report'), ...errorResponses(401, 404, 422) },
          },
        },
        async (request) => report(request, idOf(request)),
      );
    }

    app.get(
      '/scenarios',
      {
        preHandler: auth,
        schema: {
          tags: ['scenarios'],
          summary: "The caller's scenarios, newest first",
          security: SECURITY_ANY,
          querystring: LimitQuery,
          response: { 200: Type.Object({ scenarios: Type.Array(Type.Ref('JobStatus')) }), ...errorResponses(401, 422) },
        },
      },
      async (request) => ({ scenarios: await listJobs(ctx.db, principalOf(request).tenant.id, request.query.limit ?? 50) }),
    );
  };
}
