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
import { Credits, Prices, SubscriptionCompat } from '../../contracts/wallet.js';

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
        const q = request.rateQuota;
        return {
          ...wallet,
          rate_limit: q && q.scope !== 'ip' ? { scope: q.scope, limit: q.limit, remaining: q.remaining, reset_seconds: q.resetSeconds, window_seconds: q.windowSeconds } : null,
          idempotency: { header: 'Idempotency-Key', endpoints: ['POST /v1/jobs', 'POST /v1/scenarios', 'POST /v1/links'], retention_hours: IDEMPOTENCY_TTL_SECONDS / 3600 },
        };
      },
    );

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
