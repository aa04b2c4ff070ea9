/**
 * Row types of the tables created by `migrations/*.sql`, for Kysely's typed queries.
 * Money columns are integer cents (bigint, returned as string by `pg`, number by PGlite: read them with `toCents`).
 */
import type { ColumnType, Generated } from 'kysely';
import type { JobStatusValue } from '../contracts/jobs.js';
import type { WalletTransactionKind } from '../contracts/wallet.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp column with a database default. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Money = ColumnType<string | number | bigint, number, number>;

export interface TenantsTable {
  id: Generated<string>;
  name: string;
  email: string;
  password_hash: string;
  tier: Generated<'standard' | 'pro' | 'enterprise'>;
  white_label: Generated<boolean>;
  sandbox: Generated<boolean>;
  balance_cents: ColumnType<string | number | bigint, number | undefined, number>;
  created_at: CreatedAt;
  /** Queued and running work in agent-rounds, kept by triggers on `jobs` (migrations/004_pending_work.sql). */
  pending_agent_rounds: ColumnType<string | number | bigint, never, never>;
  /** When a worker last took one of the tenant's jobs (round-robin between tenants). */
  last_claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The tenant's referral code (random, set by the database; migrations/025). */
  referral_code: Generated<string>;
}

export interface SessionsTable {
  id: Generated<string>;
  tenant_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface ApiKeysTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}


export interface JobsTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  scenario: string;
  options: ColumnType<unknown, string, string>;
  series: ColumnType<unknown, string | null, string | null>;
  status: Generated<JobStatusValue>;
  cost_cents: Money;
  current_round: Generated<number>;
  total_rounds: number;
  batch_id: string | null;
  attempts: Generated<number>;
  heartbeat_at: Timestamp | null;
  failure_code: string | null;
  failure_message: string | null;
  report: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  /** A queued job is not taken before this time (retry backoff). */
  run_after: CreatedAt;
}

export interface WalletTransactionsTable {
  id: Generated<string>;
  tenant_id: string;
  kind: WalletTransactionKind;
  amount_cents: Money;
  balance_after_cents: Money;
  job_id: string | null;
  /** The link group charged or refunded (link and tiebreaker kinds), if any. */
  link_id: ColumnType<string | null, string | null | undefined, string | null>;
  note: string | null;
  created_at: CreatedAt;
}

/** A link group (linked report): its members, mode, state, stored result and tiebreaker (migrations/006_links.sql). */
export interface LinkGroupsTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  mode: 'ranked' | 'compare';
  scenario_ids: ColumnType<string[], string, string>;
  status: Generated<'pending' | 'running' | 'complete' | 'failed'>;
  cost_cents: Money;
  attempts: Generated<number>;
  heartbeat_at: Timestamp | null;
  failure_code: string | null;
  failure_message: string | null;
  result: ColumnType<unknown, string | null, string | null>;
  tiebreaker_state: ColumnType<'running' | 'complete' | null, 'running' | 'complete' | null | undefined, 'running' | 'complete' | null>;
  tiebreaker_started_at: Timestamp | null;
  tiebreaker: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  run_after: CreatedAt;
}

export interface IdempotencyKeysTable {
  tenant_id: string;
  key: string;
  request_hash: string;
  response_status: number;
  response_body: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface WebhookEndpointsTable {
  id: Generated<string>;
  tenant_id: string;
  url: string;
  events: ColumnType<string[], string[], string[]>;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Timestamp | null;
  created_at: CreatedAt;
  disabled_at: Timestamp | null;
  disabled_reason: string | null;
  deleted_at: Timestamp | null;
  /** The delivery whose attempt is in flight (at most one per endpoint), and until when its lease holds. */
  lease_delivery_id: string | null;
  lease_until: Timestamp | null;
}

/** The webhook outbox: one row per event, written with the job's completion or failure. */
export interface WebhookEventsTable {
  id: Generated<string>;
  tenant_id: string;
  type: 'scenario.completed' | 'scenario.failed';
  job_id: string;
  /** The exact JSON body sent on every attempt. */
  body: string;
  created_at: CreatedAt;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  tenant_id: string;
  event_id: string;
  endpoint_id: string;
  state: Generated<'pending' | 'succeeded' | 'failed'>;
  attempts: Generated<number>;
  last_status_code: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  next_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempt: number;
  started_at: CreatedAt;
  finished_at: Timestamp | null;
  status_code: number | null;
  duration_ms: number | null;
  error: string | null;
}

/** One share token of a report (migrations/024_report_shares.sql). */
export interface ReportSharesTable {
  token: string;
  job_id: string;
  tenant_id: string;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
}

/** A payment-provider event that credited a package (one row per event id: replays find it). */
export interface PaymentEventsTable {
  event_id: string;
  tenant_id: string;
  package: string;
  amount_cents: Money;
  created_at: CreatedAt;
}

/** One redeemed referral: the referred tenant (once), its referrer and the credit each side got. */
export interface ReferralRedemptionsTable {
  referred_tenant_id: string;
  referrer_tenant_id: string;
  credit_cents: Money;
  created_at: CreatedAt;
}

/** A document a scenario was read from, and where its text sits in `jobs.scenario` (UTF-16 offsets, end exclusive). */
export interface JobDocumentsTable {
  job_id: string;
  ord: number;
  tenant_id: string;
  filename: string;
  media_type: string;
  bytes: ColumnType<string | number | bigint, number, number>;
  sha256: string;
  pages: number | null;
  text_start: number;
  text_end: number;
}

/** The whole database as Kysely sees it. */
export interface DB {
  tenants: TenantsTable;
  sessions: SessionsTable;
  api_keys: ApiKeysTable;
  jobs: JobsTable;
  wallet_transactions: WalletTransactionsTable;
  link_groups: LinkGroupsTable;
  idempotency_keys: IdempotencyKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  report_shares: ReportSharesTable;
  payment_events: PaymentEventsTable;
  referral_redemptions: ReferralRedemptionsTable;
  job_documents: JobDocumentsTable;
}

/** Reads a bigint money column (string from `pg`, number from PGlite) as a safe integer of cents. */
export function toCents(value: string | number | bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`Money value out of range: ${String(value)}`);
  return n;
}
