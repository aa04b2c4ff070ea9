/** Wallet, retired billing surfaces and public prices (spec "Payment model", "Versioning" item 4). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../domain/context.js';
import { errors } from '../../domain/errors.js';
import { centsToUsd, getWallet } from '../../domain/wallet.js';
import { CREDIT_PACKAGES } from '../../domain/plans.js';
import { principalOf, requireAuth, SECURITY_ANY, SECURITY_SESSION } from '../auth.js';
import { errorResponses } from '../schemas.js';

const Transaction = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  amount_usd: Type.Number(),
  balance_after_usd: Type.Number(),
  job_id: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
const Wallet = Type.Object({
  balance_usd: Type.Number(),
  sim_cost_usd: Type.Number(),
  sims_available: Type.Integer(),
  transactions: Type.Array(Transaction),
});

export function billingRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/credits',
      {
        preHandler: requireAuth(ctx),
        schema: { tags: ['billing'], summary: 'Credit wallet: balance, price, affordable simulations, last 10 transactions', security: SECURITY_ANY, response: { 200: Wallet, ...errorResponses(401) } },
      },
      async (request) => getWallet(ctx.db, principalOf(request).tenant.id, ctx.config.simCostCents),
    );

    app.get(
      '/billing/subscription',
      {
        preHandler: requireAuth(ctx, { sessionOnly: true }),
        schema: {
          tags: ['billing'],
          summary: 'Kept for compatibility: reports the credit wallet, not a plan',
          security: SECURITY_SESSION,
          response: {
            200: Type.Object({ billing_model: Type.String(), plan: Type.Null(), message: Type.String(), wallet: Wallet }),
            ...errorResponses(401, 403),
          },
        },
      },
      async (request) => ({
        billing_model: 'prepaid_credits',
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
          response: errorResponses(401, 403, 410, 422),
        },
      },
      async () => {
        throw errors.checkoutRetired();
      },
    );

    app.get(
      '/plans',
      {
        schema: {
          tags: ['billing'],
          summary: 'Public prices: per simulation, per linked report, tiebreaker, and the one-time credit packages',
          response: {
            200: Type.Object({
              sim_cost_usd: Type.Number(),
              link_cost_usd: Type.Number(),
              tiebreaker_cost_usd: Type.Number(),
              credits_expire: Type.Boolean(),
              plan_tiers: Type.Array(Type.String()),
              credit_packages: Type.Array(
                Type.Object({ id: Type.String(), name: Type.String(), credits: Type.Integer(), price_usd: Type.Number(), per_credit_usd: Type.Number() }),
              ),
              note: Type.String(),
            }),
          },
        },
      },
      async () => ({
        sim_cost_usd: centsToUsd(ctx.config.simCostCents),
        link_cost_usd: centsToUsd(ctx.config.linkCostCents),
        tiebreaker_cost_usd: centsToUsd(ctx.config.tiebreakerCostCents),
        credits_expire: false,
        plan_tiers: [],
        credit_packages: CREDIT_PACKAGES.map((p) => ({
          id: p.id,
          name: p.name,
          credits: p.credits,
          price_usd: centsToUsd(p.priceCents),
          per_credit_usd: centsToUsd(Math.round(p.priceCents / p.credits)),
        })),
        note: '1 credit = 1 simulation; credits never expire and are bought in the web application (one-time payment).',
      }),
    );
  };
}
