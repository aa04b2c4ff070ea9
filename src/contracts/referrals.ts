/** Referrals (docs/api.md "Referrals"): the tenant's code, its redemptions, and redeeming a code. */
import { Type, type Static } from 'typebox';
import { Timestamp, Usd } from './common.js';

const Redemption = Type.Object(
  { redeemed_at: Timestamp, credit_usd: Usd('Credit each side got') },
  { additionalProperties: false, description: 'One redemption (the other tenant is not named)' },
);

/** `GET /v1/referrals`. */
export const Referrals = Type.Object(
  {
    code: Type.String({ description: 'This tenant\'s referral code: another tenant sends it to POST /v1/referrals/redeem or as referral_code at sign-up' }),
    credit_usd: Usd('Credit each side gets per redemption, into the wallet (never cash)'),
    redemptions: Type.Array(Redemption, { description: 'Redemptions of this code, newest first (at most 50)' }),
    redemptions_count: Type.Integer({ minimum: 0, description: 'All redemptions of this code' }),
    earned_usd: Usd('Credit this code has earned this tenant'),
    referred_by: Type.Union([Redemption, Type.Null()], { description: "This tenant's own redemption of another tenant's code, if any" }),
  },
  { additionalProperties: false },
);
export type Referrals = Static<typeof Referrals>;

/** `POST /v1/referrals/redeem` body. */
export const RedeemBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 64, description: "Another tenant's referral code (case-insensitive)" }) },
  { additionalProperties: false },
);
export type RedeemBody = Static<typeof RedeemBody>;

/** `POST /v1/referrals/redeem` answer. */
export const Redeemed = Type.Object(
  {
    redeemed: Type.Literal(true),
    credit_usd: Usd('Credit added to this wallet (the referrer got the same)'),
    balance_usd: Usd('This wallet\'s balance after the credit'),
  },
  { additionalProperties: false },
);
export type Redeemed = Static<typeof Redeemed>;
