/** Listing a tenant's rows newest first: the one query shape behind every tenant-scoped list. */
import type { Selectable } from 'kysely';
import type { DB } from '../schema.js';
import type { Executor } from '../transaction.js';

/** Tables with `tenant_id`, `created_at` and `id` columns that are listed to their tenant. */
export type TenantListed = 'jobs' | 'wallet_transactions' | 'link_groups';

/**
 * The tenant's rows of `table`, newest first (`created_at` desc, then `id` desc for a stable order),
 * at most `limit`. Scoped by tenant: another tenant's rows never appear.
 */
export async function newestOfTenant<T extends TenantListed>(db: Executor, table: T, tenantId: string, limit: number): Promise<Selectable<DB[T]>[]> {
  // One generic query over several tables: Kysely cannot narrow a union of table names, hence the cast.
  const rows = await db
    .selectFrom(table as 'jobs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows as unknown as Selectable<DB[T]>[];
}
