/** The credit wallet and public prices (docs/api.md "Payment model", "Credit wallet", "Credit package"). */
import { Type, type Static } from 'typebox';
import { Timestamp, Usd } from './common.js';

/** Kinds of wallet transaction: one row per balance change (docs/api.md "Money"). */
export const WALLET_TRANSACTION_KINDS = ['grant', 'job_charge', 'job_refund', 'link_charge', 'link_refund', 'tiebreaker_charge', 'tiebreaker_refund', 'referral', 'purchase'] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

/** One wallet transaction. */
export const WalletTransaction = Type.Object(
  {
    id: Type.String({ description: 'Transaction id' }),
    kind: Type.Enum(WALLET_TRANSACTION_KINDS, { description: 'What changed the balance' }),
    amount_usd: Usd('Change of the balance: negative for charges, positive for grants and refunds'),
    balance_after_usd: Usd('Balance right after this transaction'),
    job_id: Type.Union([Type.String(), Type.Null()], { description: 'The job charged or refunded, if any' }),
    link_id: Type.Union([Type.String(), Type.Null()], { description: 'The link group charged or refunded (link and tiebreaker charges), if any' }),
    note: Type.Union([Type.String(), Type.Null()], { description: 'Free text (job name, refund reason, grant note)' }),
    created_at: Timestamp,
  },
  { additionalProperties: false },
);
export type WalletTransaction = Static<typeof WalletTransaction>;

/** The credit wallet (the interface's "Credit wallet" table); `GET /v1/credits` adds `Credits`'s fields. */
export const Wallet = Type.Object(
  {
    balance_usd: Usd('Current balance'),
    sim_cost_usd: Usd('Price of one simulation'),
    sims_available: Type.Integer({ minimum: 0, description: 'Simulations the balance pays for' }),
    transactions: Type.Array(WalletTransaction, { description: 'The last 10 transactions, newest first' }),
  },
  { additionalProperties: false },
);
export type Wallet = Static<typeof Wallet>;

/**
 * The caller's request-rate window (docs/decisions.md "Request rate limit"), as counted for this very
 * request; the same figures as the `RateLimit` headers.
 */
export const RateLimitInfo = Type.Object(
  {
    scope: Type.Enum(['api_key', 'session', 'tenant'], {
      description: 'The window with the fewest requests left: this API key, this session token, or the tenant (all its keys and sessions together)',
    }),
    limit: Type.Integer({ minimum: 1, description: 'Requests allowed per window' }),
    remaining: Type.Integer({ minimum: 0, description: 'Requests left in the current window, this one counted' }),
    reset_seconds: Type.Integer({ minimum: 1, description: 'Seconds until the window ends and the count starts again' }),
    window_seconds: Type.Integer({ minimum: 1, description: 'Window length, seconds' }),
  },
  { additionalProperties: false },
);

/** How `Idempotency-Key` behaves (docs/api.md "Idempotency-Key"). */
export const IdempotencyInfo = Type.Object(
  {
    header: Type.Literal('Idempotency-Key', { description: 'The request header' }),
    endpoints: Type.Array(Type.String(), { description: 'Where it is accepted' }),
    retention_hours: Type.Integer({ minimum: 1, description: 'How long a key and its response are kept, per tenant' }),
  },
  { additionalProperties: false },
);

/**
 * `GET /v1/credits`: the wallet of the interface's "Credit wallet" table, plus the rate-limit and
 * idempotency information its Limits section places in this response (fields the interface leaves
 * open; docs/decisions.md "Request rate limit").
 */
export const Credits = Type.Object(
  {
    ...Wallet.properties,
    rate_limit: Type.Union([RateLimitInfo, Type.Null()], { description: 'This credential\'s request-rate window; null when the counters cannot be reached (requests are then not limited)' }),
    idempotency: IdempotencyInfo,
  },
  { additionalProperties: false },
);
export type Credits = Static<typeof Credits>;

/** `GET /v1/billing/subscription`: kept for compatibility, reports the wallet. */
export const SubscriptionCompat = Type.Object(
  {
    billing_model: Type.Literal('prepaid_credits', { description: 'Always prepaid credits' }),
    plan: Type.Null({ description: 'Always null: there are no plan tiers' }),
    message: Type.String({ description: 'Explains the billing model' }),
    wallet: Wallet,
  },
  { additionalProperties: false },
);
export type SubscriptionCompat = Static<typeof SubscriptionCompat>;

/** One one-time credit package. */
export const CreditPackage = Type.Object(
  {
    id: Type.String({ description: 'Package id (single, pack5, pack25)' }),
    name: Type.String({ description: 'Display name' }),
    credits: Type.Integer({ minimum: 1, description: 'Simulations it buys' }),
    price_usd: Usd('What the buyer pays for the package'),
    per_credit_usd: Usd('What the buyer pays per simulation in this package (price_usd / credits)'),
    wallet_credit_usd: Usd('What the package adds to the wallet: credits × sim_cost_usd'),
    simulations: Type.Integer({ minimum: 1, description: 'Simulations the added wallet credit buys at sim_cost_usd (= credits)' }),
  },
  { additionalProperties: false },
);

/** `GET /v1/plans`: public prices. */
export const Prices = Type.Object(
  {
    sim_cost_usd: Usd('Price of one simulation'),
    link_cost_usd: Usd('Price per linked report'),
    tiebreaker_cost_usd: Usd('Price of a Decision Tiebreaker'),
    credits_expire: Type.Boolean({ description: 'Always false: credits never expire' }),
    plan_tiers: Type.Array(Type.String(), { description: 'Always empty: there are no plan tiers' }),
    credit_packages: Type.Array(CreditPackage, { description: 'One-time packages, bought in the web application' }),
    note: Type.String({ description: 'How credits are bought and spent' }),
  },
  { additionalProperties: false },
);
export type Prices = Static<typeof Prices>;

/** Answer of `POST /v1/billing/webhook` to the payment provider (docs/api.md "Billing webhook"). */
export const PaymentEventAck = Type.Object(
  {
    received: Type.Literal(true),
    event_id: Type.Union([Type.String(), Type.Null()], { description: 'The event id' }),
    outcome: Type.Enum(['credited', 'duplicate', 'ignored'], {
      description: 'credited: the package was added now; duplicate: this event id was credited before (nothing added); ignored: not an API credit purchase',
    }),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the event was ignored' }),
    package: Type.Union([Type.String(), Type.Null()], { description: 'The package of the custom id, when one was named' }),
    credited_usd: Usd('Credit added by this delivery'),
  },
  { additionalProperties: false },
);
