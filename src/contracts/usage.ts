/** `GET /v1/usage` (docs/api.md "Usage"): balance, the period's jobs and links, the rate-limit window, idempotency. */
import { Type, type Static } from 'typebox';
import { JOB_STATUSES } from './jobs.js';
import { LINK_STATUSES } from './links.js';
import { Timestamp, Usd } from './common.js';
import { IdempotencyInfo, RateLimitInfo, WALLET_TRANSACTION_KINDS } from './wallet.js';

const count = (description: string) => Type.Integer({ minimum: 0, description });

/** The usage answer. Balance fields equal `GET /v1/credits`'s; `rate_limit` equals this response's `RateLimit` header. */
export const Usage = Type.Object(
  {
    period: Type.Object(
      { start: Timestamp, end: Timestamp },
      { additionalProperties: false, description: 'The current billing period: the calendar month (UTC), end exclusive' },
    ),
    balance_usd: Usd('Current wallet balance, as in GET /v1/credits'),
    sim_cost_usd: Usd('Price of one simulation'),
    sims_available: Type.Integer({ minimum: 0, description: 'Simulations the balance pays for' }),
    jobs: Type.Object(
      { ...Object.fromEntries(JOB_STATUSES.map((s) => [s, count(`Jobs submitted in the period that are ${s} now`)])), total: count('Jobs submitted in the period') },
      { additionalProperties: false, description: 'Jobs (scenarios) submitted in the period, by their current status' },
    ),
    links: Type.Object(
      { ...Object.fromEntries(LINK_STATUSES.map((s) => [s, count(`Links created in the period that are ${s} now`)])), total: count('Links created in the period') },
      { additionalProperties: false, description: 'Linked reports (cross-analyses) created in the period, by their current status' },
    ),
    wallet: Type.Object(Object.fromEntries(WALLET_TRANSACTION_KINDS.map((k) => [k, Usd(`Sum of ${k} transactions in the period (charges negative)`)])), {
      additionalProperties: false,
      description: 'Wallet changes in the period, by transaction kind',
    }),
    rate_limit: Type.Union([RateLimitInfo, Type.Null()], { description: "This credential's request-rate window, this request counted; null when the counters cannot be reached" }),
    idempotency: Type.Object(
      { ...IdempotencyInfo.properties, keys_held: count('Idempotency keys this tenant holds now (used in the last retention_hours)') },
      { additionalProperties: false, description: 'Idempotency-Key rules and the keys held' },
    ),
  },
  { additionalProperties: false },
);
export type Usage = Static<typeof Usage>;
