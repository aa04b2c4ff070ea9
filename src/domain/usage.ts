/**
 * `GET /v1/usage` (docs/api.md "Usage"): the wallet's figures (the same as `GET /v1/credits`), the
 * tenant's jobs and links of the current billing period by status, its spending in the period by wallet
 * transaction kind, and the idempotency keys it holds. The rate-limit window is the request's own
 * and is added by the route.
 */
import { sql } from 'kysely';
import { JOB_STATUSES, type JobStatusValue } from '../contracts/jobs.js';
import { LINK_STATUSES, type LinkStatusValue } from '../contracts/links.js';
import { WALLET_TRANSACTION_KINDS, type WalletTransactionKind } from '../contracts/wallet.js';
import type { Executor } from '../db/transaction.js';
import { toCents } from '../db/schema.js';
import { countKeys } from './idempotency.js';
import { centsToUsd, getWallet } from './wallet.js';

/** The usage figures the domain computes (the route adds the rate-limit window and idempotency rules). */
export interface TenantUsage {
  period: { start: string; end: string };
  balance_usd: number;
  sim_cost_usd: number;
  sims_available: number;
  jobs: Record<JobStatusValue, number> & { total: number };
  links: Record<LinkStatusValue, number> & { total: number };
  wallet: Record<WalletTransactionKind, number>;
  idempotency_keys_held: number;
}

/**
 * The current billing period: the calendar month (UTC) holding `now`, [start, end).
 * ASSUMPTION: credits never expire and there are no plans, so the period only frames the counts; a
 * calendar month is what invoices and dashboards use.
 */
export function currentPeriod(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/**
 * Reads a tenant's usage. Jobs and links count by the status they have now, among those created in
 * the period; `wallet` sums each transaction kind's amounts in the period, USD (charges negative).
 * @throws ApiError 404 when the tenant does not exist.
 */
export async function getUsage(db: Executor, tenantId: string, simCostCents: number, now = new Date()): Promise<TenantUsage> {
  const { start, end } = currentPeriod(now);
  const wallet = await getWallet(db, tenantId, simCostCents);
  // Rows created in the period, counted by their status now.
  const byStatus = (table: 'jobs' | 'link_groups') =>
    db.selectFrom(table).select(['status', sql<string>`count(*)`.as('n')]).where('tenant_id', '=', tenantId).where('created_at', '>=', start).where('created_at', '<', end).groupBy('status').execute();
  const jobRows = await byStatus('jobs');
  const linkRows = await byStatus('link_groups');
  const kindRows = await db
    .selectFrom('wallet_transactions')
    .select(['kind', sql<string>`sum(amount_cents)`.as('sum')])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy('kind')
    .execute();
  const jobs = Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])) as Record<JobStatusValue, number>;
  let total = 0;
  for (const r of jobRows) {
    jobs[r.status as JobStatusValue] = Number(r.n);
    total += Number(r.n);
  }
  const links = Object.fromEntries(LINK_STATUSES.map((s) => [s, 0])) as Record<LinkStatusValue, number>;
  let linkTotal = 0;
  for (const r of linkRows) {
    links[r.status as LinkStatusValue] = Number(r.n);
    linkTotal += Number(r.n);
  }
  const spent = Object.fromEntries(WALLET_TRANSACTION_KINDS.map((k) => [k, 0])) as Record<WalletTransactionKind, number>;
  for (const r of kindRows) spent[r.kind] = centsToUsd(toCents(r.sum));
  return {
    period: { start: start.toISOString(), end: end.toISOString() },
    balance_usd: wallet.balance_usd,
    sim_cost_usd: wallet.sim_cost_usd,
    sims_available: wallet.sims_available,
    jobs: { ...jobs, total },
    links: { ...links, total: linkTotal },
    wallet: spent,
    idempotency_keys_held: await countKeys(db, tenantId),
  };
}
