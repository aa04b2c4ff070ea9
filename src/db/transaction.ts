/**
 * The one transaction helper: runs `fn` in a transaction, or inside the caller's when `db` already
 * is one, so domain operations compose (signup = tenant + grant + session, submission = job +
 * charge + enqueue + idempotency record) without nesting BEGINs, which PGlite's single session
 * cannot do (docs/decisions.md "Transactions").
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

/** Any query executor: the database or an open transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

/**
 * Runs `fn` atomically: in a new transaction on `db`, or in `db` itself when it is a transaction.
 * @returns what `fn` returns; a throw rolls the whole (outermost) transaction back.
 */
export async function transaction<T>(db: Executor, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<DB>);
  return db.transaction().execute(fn);
}
