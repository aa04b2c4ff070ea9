/**
 * The prepaid credit wallet (spec "Payment model", DESIGN.md §3 "Money"). The balance lives on
 * `tenants.balance_cents`; every change is one `wallet_transactions` row written in the same
 * transaction. A debit is one conditional UPDATE, so concurrent debits can never overdraw.
 */
import { sql } from 'kysely';
import type { Wallet, WalletTransactionKind } from '../contracts/wallet.js';
import type { Executor } from '../db/transaction.js';
import { toCents } from '../db/schema.js';
import { errors } from './errors.js';

/** Cents → USD number with two decimals. */
export function centsToUsd(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * Takes `amountCents` from the wallet inside `trx`.
 * @returns the balance after the debit, in cents.
 * @throws ApiError 402 `insufficient_credits` when the balance is short (nothing is changed).
 */
export async function debitWallet(
  trx: Executor,
  tenantId: string,
  amountCents: number,
  kind: WalletTransactionKind,
  ref: { jobId?: string; note?: string } = {},
): Promise<number> {
  const row = await trx
    .updateTable('tenants')
    .set({ balance_cents: sql`balance_cents - ${amountCents}` as any })
    .where('id', '=', tenantId)
    .where('balance_cents', '>=', amountCents as any)
    .returning('balance_cents')
    .executeTakeFirst();
  if (!row) {
    const current = await trx.selectFrom('tenants').select('balance_cents').where('id', '=', tenantId).executeTakeFirst();
    throw errors.insufficientCredits(current ? toCents(current.balance_cents) : 0, amountCents);
  }
  const after = toCents(row.balance_cents);
  await recordTransaction(trx, tenantId, kind, -amountCents, after, ref);
  return after;
}

/**
 * Adds `amountCents` to the wallet inside `trx`.
 * @returns the balance after the credit, in cents.
 */
export async function creditWallet(
  trx: Executor,
  tenantId: string,
  amountCents: number,
  kind: WalletTransactionKind,
  ref: { jobId?: string; note?: string } = {},
): Promise<number> {
  const row = await trx
    .updateTable('tenants')
    .set({ balance_cents: sql`balance_cents + ${amountCents}` as any })
    .where('id', '=', tenantId)
    .returning('balance_cents')
    .executeTakeFirstOrThrow();
  const after = toCents(row.balance_cents);
  await recordTransaction(trx, tenantId, kind, amountCents, after, ref);
  return after;
}

async function recordTransaction(
  trx: Executor,
  tenantId: string,
  kind: WalletTransactionKind,
  amountCents: number,
  balanceAfterCents: number,
  ref: { jobId?: string; note?: string },
): Promise<void> {
  await trx
    .insertInto('wallet_transactions')
    .values({
      tenant_id: tenantId,
      kind,
      amount_cents: amountCents,
      balance_after_cents: balanceAfterCents,
      job_id: ref.jobId ?? null,
      note: ref.note ?? null,
    })
    .execute();
}

/**
 * Reads the balance and the last 10 transactions (newest first).
 * @throws ApiError 404 when the tenant does not exist.
 */
export async function getWallet(db: Executor, tenantId: string, simCostCents: number): Promise<Wallet> {
  const tenant = await db.selectFrom('tenants').select('balance_cents').where('id', '=', tenantId).executeTakeFirst();
  if (!tenant) throw errors.notFound('Tenant');
  const balance = toCents(tenant.balance_cents);
  const rows = await db
    .selectFrom('wallet_transactions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
  return {
    balance_usd: centsToUsd(balance),
    sim_cost_usd: centsToUsd(simCostCents),
    sims_available: simCostCents > 0 ? Math.floor(balance / simCostCents) : 0,
    transactions: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount_usd: centsToUsd(toCents(r.amount_cents)),
      balance_after_usd: centsToUsd(toCents(r.balance_after_cents)),
      job_id: r.job_id,
      note: r.note,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
