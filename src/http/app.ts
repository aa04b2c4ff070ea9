/**
 * Builds the Fastify application: validation that reports every error (pydantic-style 422),
 * the error catalogue, the attribution hook, OpenAPI 3.1 (info.version 0.2.0) and all routes
 * under `/v1` (docs/api.md; docs/decisions.md "Validation and coercion").
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../domain/context.js';
import { registerErrorHandling } from './errors.js';
import { registerReportPresentation } from './present-report.js';
import { SHARED_SCHEMAS } from './schemas.js';
import { authRoutes } from './routes/auth.js';
import { keyRoutes } from './routes/keys.js';
import { billingRoutes } from './routes/billing.js';
import { jobRoutes } from './routes/jobs.js';
import { metaRoutes } from './routes/meta.js';

/** Largest accepted request body (JSON), bytes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

function makeAjv(coerceTypes: false | 'array') {
  const ajv = new Ajv({ allErrors: true, removeAdditional: false, coerceTypes, useDefaults: true, strict: false });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  for (const schema of SHARED_SCHEMAS) ajv.addSchema(schema);
  return ajv;
}

/** Creates the app (not listening). */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the app's type the default one.
    loggerInstance: ctx.logger as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorateRequest('principal', null);
  // JSON bodies are typed, so like pydantic they are not coerced (42 is not a string); query, path
  // and headers arrive as text and are coerced ("5" → 5). allErrors: every error is reported.
  const strict = makeAjv(false);
  const coercing = makeAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));

  registerErrorHandling(app);
  registerReportPresentation(app, ctx.config.publicBaseUrl);
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Scenario Simulation and Forecasting API',
        version: '0.2.0',
        description: 'Predicts public reaction to a scenario before the actor takes the action. Forecasts and scores are model-based probabilistic estimates, not guarantees.',
      },
      servers: [{ url: ctx.config.publicBaseUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'API key (sk_live_… / sk_test_…) or session token (sess_…)' },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    refResolver: { buildLocalReference: (json: any, _base: unknown, _fragment: unknown, i: number) => json.$id ?? `def-${i}` },
  });

  await app.register(
    async (v1) => {
      await v1.register(authRoutes(ctx));
      await v1.register(keyRoutes(ctx));
      await v1.register(billingRoutes(ctx));
      await v1.register(jobRoutes(ctx));
      await v1.register(metaRoutes);
    },
    { prefix: '/v1' },
  );
  return app;
}
