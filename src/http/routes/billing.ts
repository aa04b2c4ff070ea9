/** Wallet, retired billing surfaces and public prices (docs/api.md "Payment model", "Prices"). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../domain/context.js';
import { errors } from '../../domain/errors.js';
import { Type } from 'typebox';
import { getWallet } from '../../domain/wallet.js';
import { publicPrices } from '../../domain/plans.js';
import { IDEMPOTENCY_TTL_SECONDS } from '../../domain/idempotency.js';
import { limitByIp, principalOf, requireAuth, SECURITY_ANY, SECURITY_SESSION } from '../auth.js';
import { errorResponses } from '../schemas.js';
import { Credits, PaymentEventAck, Prices, SubscriptionCompat } from '../../contracts/wallet.js';
import { Usage } from '../../contracts/usage.js';
import { getUsage } from '../../domain/usage.js';
import { applyPaymentEvent, parsePaymentEvent, verifyPaymentSignature } from '../../domain/payments.js';
import type { FastifyRequest } from 'fastify';

/** Largest payment event accepted, bytes (a Stripe event is a few KiB). */
const PAYMENT_EVENT_MAX_BYTES = 256 * 1024;

/** The request's rate-limit window as `GET /v1/credits` and `GET /v1/usage` report it (null for per-IP counting or unreachable counters). */
function rateLimitOf(request: FastifyRequest): Credits['rate_limit'] {
  const q = request.rateQuota;
  return q && q.scope !== 'ip' ? { scope: q.scope, limit: q.limit, remaining: q.remaining, reset_seconds: q.resetSeconds, window_seconds: q.windowSeconds } : null;
}

/** How Idempotency-Key behaves (the same in both answers). */
const IDEMPOTENCY = { header: 'Idempotency-Key' as const, endpoints: ['POST /v1/jobs', 'POST /v1/scenarios', 'POST /v1/links'], retention_hours: IDEMPOTENCY_TTL_SECONDS / 3600 };

export function billingRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/credits',
      {
        preHandler: requireAuth(ctx),
        schema: {
          tags: ['billing'],
          summary: 'Credit wallet: balance, price, affordable simulations, last 10 transactions; the rate-limit window and idempotency rules',
          security: SECURITY_ANY,
          response: { 200: Credits, ...errorResponses(401, 429) },
        },
      },
      async (request): Promise<Credits> => {
        const wallet = await getWallet(ctx.db, principalOf(request).tenant.id, ctx.config.simCostCents);
        return { ...wallet, rate_limit: rateLimitOf(request), idempotency: IDEMPOTENCY };
      },
    );

    app.get(
      '/usage',
      {
        preHandler: requireAuth(ctx),
        schema: {
          tags: ['billing'],
          summary: "Usage: balance (as /v1/credits), the period's jobs by status and wallet changes by kind, this credential's rate-limit window, idempotency keys held",
          security: SECURITY_ANY,
          response: { 200: Usage, ...errorResponses(401, 429) },
        },
      },
      async (request): Promise<Usage> => {
        const { idempotency_keys_held: keysHeld, ...usage } = await getUsage(ctx.db, principalOf(request).tenant.id, ctx.config.simCostCents);
        return { ...usage, rate_limit: rateLimitOf(request), idempotency: { ...IDEMPOTENCY, keys_held: keysHeld } };
      },
    );

    // The payment provider's webhook: the signature covers the raw bytes, so this context keeps the
    // JSON body as a Buffer (the rest of the API parses it).
    await app.register(async (hook) => {
      hook.removeContentTypeParser('application/json');
      hook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: PAYMENT_EVENT_MAX_BYTES }, (_request, body, done) => done(null, body));
      hook.post(
        '/billing/webhook',
        {
          preHandler: limitByIp(ctx),
          bodyLimit: PAYMENT_EVENT_MAX_BYTES,
          schema: {
            tags: ['billing'],
            summary:
              'Payment-provider webhook (Service-Signature HMAC): a checkout.session.completed with custom id api_<package> credits the package once per event id; other events are acknowledged and ignored',
            headers: Type.Object({ 'service-signature': Type.Optional(Type.String({ description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">' })) }),
            response: { 200: PaymentEventAck, ...errorResponses(400, 413, 415, 429, 503) },
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          verifyPaymentSignature(raw, request.headers['service-signature'], ctx.config.paymentWebhookSecret, ctx.config.paymentWebhookToleranceSeconds);
          const outcome = await applyPaymentEvent(ctx.db, parsePaymentEvent(raw), ctx.config.simCostCents);
          request.log.info({ eventId: outcome.event_id, outcome: outcome.outcome, reason: outcome.reason }, 'payment event');
          return outcome;
        },
      );
    });

    app.get(
      '/billing/subscription',
      {
        preHandler: requireAuth(ctx, { sessionOnly: true }),
        schema: {
          tags: ['billing'],
          summary: 'Kept for compatibility: reports the credit wallet, not a plan',
          security: SECURITY_SESSION,
          response: { 200: SubscriptionCompat, ...errorResponses(401, 403, 429) },
        },
      },
      async (request) => ({
        billing_model: 'prepaid_credits' as const,
        plan: null,
        message: 'There are no API plan tiers: every API key draws from the shared prepaid credit wallet.',
        wallet: await getWallet(ctx.db, principalOf(request).tenant.id, ctx.config.simCostCents),
      }),
    );

    app.post(
      '/billing/checkout',
      {
        preHandler: requireAuth(ctx, { sessionOnly: true }),
        schema: {
          tags: ['billing'],
          summary: 'Retired: API plan subscriptions are gone; buy credits in the web application',
          security: SECURITY_SESSION,
          body: Type.Object({}, { additionalProperties: true }),
          response: errorResponses(401, 403, 410, 422, 429),
        },
      },
      async () => {
        throw errors.checkoutRetired();
      },
    );

    app.get(
      '/plans',
      {
        preHandler: limitByIp(ctx),
        schema: {
          tags: ['billing'],
          summary: 'Public prices: per simulation, per linked report, tiebreaker, and the one-time credit packages',
          response: { 200: Prices, ...errorResponses(429) },
        },
      },
      async () => publicPrices(ctx.config),
    );
  };
}
