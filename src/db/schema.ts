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
  note: string | null;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  tenant_id: string;
  key: string;
  request_hash: string;
  response_status: number;
  response_body: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

/** The whole database as Kysely sees it. */
export interface DB {
  tenants: TenantsTable;
  sessions: SessionsTable;
  api_keys: ApiKeysTable;
  jobs: JobsTable;
  wallet_transactions: WalletTransactionsTable;
  idempotency_keys: IdempotencyKeysTable;
}

/** Reads a bigint money column (string from `pg`, number from PGlite) as a safe integer of cents. */
export function toCents(value: string | number | bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`Money value out of range: ${String(value)}`);
  return n;
}
