/** Sign-up, login and sessions (docs/api.md "Accounts and sessions"). */
import { Type, type Static } from 'typebox';
import { NOT_BLANK, Timestamp } from './common.js';

const Email = Type.String({ format: 'email', maxLength: 254, description: 'Login email (case-insensitive)' });

/** `POST /v1/auth/signup` body. */
export const SignupBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 8, maxLength: 200, description: 'At least 8 characters; stored as a scrypt hash' }),
    tenant_name: Type.String({ minLength: 1, maxLength: 200, pattern: NOT_BLANK, description: 'Name of the organisation (tenant), not only white space' }),
    sandbox: Type.Optional(
      Type.Boolean({
        description:
          'Create a sandbox tenant (default false): its wallet starts with play credit (SANDBOX_CREDIT_SIMS simulations, default 10), its keys start with sk_test_, its reports say "sandbox": true and its hosted pages carry a SANDBOX watermark',
      }),
    ),
    referral_code: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: "Another tenant's referral code: both wallets get the referral credit (100 USD by default, never cash)" }),
    ),
  },
  { additionalProperties: false },
);
export type SignupBody = Static<typeof SignupBody>;

/** `POST /v1/auth/login` body. */
export const LoginBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 200, description: 'The account password' }) },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** A session token as returned by sign-up and login. */
export const SessionGrant = Type.Object(
  {
    session_token: Type.String({ description: 'Session token (sess_…), for key management and billing; shown once' }),
    expires_at: Timestamp,
    tenant_id: Type.String({ description: 'The tenant (organisation) id' }),
  },
  { additionalProperties: false },
);
export type SessionGrant = Static<typeof SessionGrant>;

/** Answer of `POST /v1/auth/logout` and `POST /v1/auth/sessions/revoke-all`. */
export const SessionsRevoked = Type.Object(
  {
    revoked_sessions: Type.Integer({ minimum: 0, description: 'Sessions ended by this request (the presented one included); their tokens are refused from now on' }),
  },
  { additionalProperties: false },
);
export type SessionsRevoked = Static<typeof SessionsRevoked>;
