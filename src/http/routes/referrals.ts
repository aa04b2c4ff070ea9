/** Referrals (docs/api.md "Referrals"): the tenant's code and its redemptions; redeeming another tenant's code. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../domain/context.js';
import { getReferrals, redeemReferral } from '../../domain/referrals.js';
import { RedeemBody, Redeemed, Referrals } from '../../contracts/referrals.js';
import { principalOf, requireAuth, SECURITY_ANY } from '../auth.js';
import { errorResponses } from '../schemas.js';

export function referralRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const auth = requireAuth(ctx);
    app.get(
      '/referrals',
      {
        preHandler: auth,
        schema: {
          tags: ['billing'],
          summary: "This tenant's referral code, the credit per side, and the code's redemptions",
          security: SECURITY_ANY,
          response: { 200: Referrals, ...errorResponses(401, 429) },
        },
      },
      async (request) => getReferrals(ctx.db, principalOf(request).tenant.id, ctx.config.referralCreditCents),
    );
    app.post(
      '/referrals/redeem',
      {
        preHandler: auth,
        schema: {
          tags: ['billing'],
          summary:
            "Redeem another tenant's referral code: both wallets get the referral credit (never cash), once per tenant; 422 for an unknown or own code, 409 referral_already_redeemed",
          security: SECURITY_ANY,
          body: RedeemBody,
          response: { 200: Redeemed, ...errorResponses(401, 409, 413, 415, 422, 429) },
        },
      },
      async (request) => redeemReferral(ctx.db, principalOf(request).tenant.id, request.body.code, ctx.config.referralCreditCents),
    );
  };
}
