/**
 * Builds the Fastify application: validation that reports every error (pydantic-style 422),
 * the error catalogue, the attribution hook, OpenAPI 3.1 (info.version 0.2.0) and all routes
 * under `/v1` (docs/api.md; docs/decisions.md "Validation and coercion").
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../domain/context.js';
import { clientErrorHandler, frameworkErrors, MAX_PARAM_CHARS, registerErrorHandling, unsupportedMediaType } from './errors.js';
import { parseJsonBody } from './json-body.js';
import { decodeJsonBody, registerHeaderChecks } from './request-decoding.js';
import { registerSecurityHeaders } from './security-headers.js';
import { validatorCompiler } from './validators.js';
import { registerReportPresentation } from './present-report.js';
import { registerAdmission } from './admission.js';
import { SHARED_SCHEMAS } from './schemas.js';
import { finishOpenApi } from './openapi-document.js';
import { countRefusedRequest } from './auth.js';
import { authRoutes } from './routes/auth.js';
import { keyRoutes } from './routes/keys.js';
import { billingRoutes } from './routes/billing.js';
import { jobRoutes } from './routes/jobs.js';
import { linkRoutes } from './routes/links.js';
import { metaRoutes } from './routes/meta.js';
import { webhookRoutes } from './routes/webhooks.js';
import { adminRoutes } from './routes/admin.js';
import { pageRoutes } from './routes/pages.js';
import { referralRoutes } from './routes/referrals.js';
import { brainRoutes } from './routes/brain.js';

/** Largest accepted request body (JSON), bytes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Creates the app (not listening). */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the app's type the default one.
    loggerInstance: ctx.logger as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_CHARS },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorateRequest('principal', null);
  app.decorateRequest('rateQuota', null);
  app.decorateRequest('rateCounted', false);
  // JSON bodies are typed, so like pydantic they are not coerced (42 is not a string); query, path
  // and headers arrive as text and are coerced ("5" → 5, but not "0x5"). allErrors: every error is
  // reported; the 422 body is bounded (src/http/bounded-errors.ts).
  app.setValidatorCompiler(validatorCompiler(SHARED_SCHEMAS));

  // Bodies are JSON only: Fastify's text/plain parser is removed so that text/plain gets the same
  // 415 as forms (docs/decisions.md "Framework errors"); JSON goes through the bounded parser.
  const limits = ctx.config.limits;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      const text = decodeJsonBody(body as Buffer, request.headers['content-type']);
      done(null, parseJsonBody(text, { maxDepth: limits.jsonMaxDepth, maxKeys: limits.jsonMaxKeys, maxItems: limits.errorMaxItems }));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addContentTypeParser('*', (request, _payload, done) => done(unsupportedMediaType(request.headers['content-type']), undefined));

  registerErrorHandling(app, { maxItems: limits.errorMaxItems, inputMaxChars: limits.errorInputMaxChars, bodyMaxBytes: limits.errorBodyMaxBytes }, (request, reply) =>
    countRefusedRequest(ctx, request, reply),
  );
  registerSecurityHeaders(app);
  registerHeaderChecks(app);
  registerReportPresentation(app, ctx.config.publicBaseUrl);
  registerAdmission(app, ctx);
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
          adminToken: { type: 'http', scheme: 'bearer', description: 'The operator token ADMIN_TOKEN (admin API only)' },
        },
      },
    },
    transformObject: (document) => finishOpenApi((document as { openapiObject: any }).openapiObject),
    refResolver: { buildLocalReference: (json: any, _base: unknown, _fragment: unknown, i: number) => json.$id ?? `def-${i}` },
  });

  await app.register(
    async (v1) => {
      await v1.register(authRoutes(ctx));
      await v1.register(keyRoutes(ctx));
      await v1.register(billingRoutes(ctx));
      await v1.register(jobRoutes(ctx));
      await v1.register(linkRoutes(ctx));
      await v1.register(metaRoutes(ctx));
      await v1.register(webhookRoutes(ctx));
      await v1.register(adminRoutes(ctx));
      await v1.register(pageRoutes(ctx));
      await v1.register(referralRoutes(ctx));
      await v1.register(brainRoutes(ctx));
    },
    { prefix: '/v1' },
  );
  return app;
}
