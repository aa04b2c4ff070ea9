/**
 * The prepaid credit wallet (docs/api.md "Payment model", "Money"). The balance lives on
 * `tenants.balance_cents`; every change is one `wallet_transactions` row written in the same
 * transaction. A debit is one conditional UPDATE, so concurrent debits can never overdraw.
 */
import { sql } from 'kysely';
import type { Wallet, WalletTransactionKind } from '../contracts/wallet.js';
import type { Executor } from '../db/transaction.js';
import { toCents } from '../db/schema.js';
import { newestOfTenant } from '../db/queries/newest.js';
import { errors } from './errors.js';

/** Transactions `GET /v1/credits` shows (docs/api.md "Credit wallet": the last 10). */
const WALLET_TRANSACTIONS_SHOWN = 10;

/** Cents → USD number with two decimals. */
export function centsToUsd(cents: number): number {
  return Math.round(cents) / 100;
}

/** One change of a wallet: who, how much (cents, > 0), why, and what it refers to. */
export interface WalletChange {
  tenantId: string;
  amountCents: number;
  kind: WalletTransactionKind;
  jobId?: string;
  /** The link group charged or refunded (link and tiebreaker kinds). */
  linkId?: string;
  note?: string;
}

/**
 * Takes `amountCents` from the wallet inside `trx`: one conditional UPDATE, so concurrent debits
 * can never overdraw.
 * @returns the balance after the debit, in cents.
 * @throws ApiError 402 `insufficient_credits` when the balance is short (nothing is changed).
 */
export async function debitWallet(trx: Executor, change: WalletChange): Promise<number> {
  const row = await trx
    .updateTable('tenants')
    .set({ balance_cents: sql`balance_cents - ${change.amountCents}` as any })
    .where('id', '=', change.tenantId)
    .where('balance_cents', '>=', change.amountCents as any)
    .returning('balance_cents')
    .executeTakeFirst();
  if (!row) {
    const current = await trx.selectFrom('tenants').select('balance_cents').where('id', '=', change.tenantId).executeTakeFirst();
    throw errors.insufficientCredits(current ? toCents(current.balance_cents) : 0, change.amountCents);
  }
  return recordTransaction(trx, change, -change.amountCents, toCents(row.balance_cents));
}

/**
 * Adds `amountCents` to the wallet inside `trx`.
 * @returns the balance after the credit, in cents.
 */
export async function creditWallet(trx: Executor, change: WalletChange): Promise<number> {
  const row = await trx
    .updateTable('tenants')
    .set({ balance_cents: sql`balance_cents + ${change.amountCents}` as any })
    .where('id', '=', change.tenantId)
    .returning('balance_cents')
    .executeTakeFirstOrThrow();
  return recordTransaction(trx, change, change.amountCents, toCents(row.balance_cents));
}

/** Writes the transaction row of a change; returns the balance after it. */
async function recordTransaction(trx: Executor, change: WalletChange, signedCents: number, balanceAfterCents: number): Promise<number> {
  await trx
    .insertInto('wallet_transactions')
    .values({
      tenant_id: change.tenantId,
      kind: change.kind,
      amount_cents: signedCents,
      balance_after_cents: balanceAfterCents,
      job_id: change.jobId ?? null,
      link_id: change.linkId ?? null,
      note: change.note ?? null,
    })
    .execute();
  return balanceAfterCents;
}

/**
 * Reads the balance and the last 10 transactions (newest first).
 * @throws ApiError 404 when the tenant does not exist.
 */
export async function getWallet(db: Executor, tenantId: string, simCostCents: number): Promise<Wallet> {
  const tenant = await db.selectFrom('tenants').select('balance_cents').where('id', '=', tenantId).executeTakeFirst();
  if (!tenant) throw errors.notFound('Tenant');
  const balance = toCents(tenant.balance_cents);
  const rows = await newestOfTenant(db, 'wallet_transactions', tenantId, WALLET_TRANSACTIONS_SHOWN);
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
      link_id: r.link_id ?? null,
      note: r.note,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
