/**
 * API keys (docs/api.md "API key"): one universal key type drawing from the tenant's wallet.
 * The key is shown once at creation (and once at rotation); only its SHA-256 hash is stored.
 * Prefix `sk_live_`, or `sk_test_` for sandbox tenants.
 */
import type { ApiKey, IssuedApiKey, RevokedApiKey, RotatedApiKey } from '../contracts/keys.js';
import { transaction, type Executor } from '../db/transaction.js';
import type { Tenant } from './accounts.js';
import { errors } from './errors.js';
import { hashToken, newToken } from './secrets.js';

/** The fixed `plan` value every key reports: there are no plan tiers (docs/api.md "API key"). */
export const KEY_PLAN = 'wallet' as const;
/** Warning returned with a key value. */
export const KEY_WARNING = 'Store this API key now: it is shown only once and cannot be retrieved again.';

function keyPrefix(tenant: Tenant): string {
  return tenant.sandbox ? 'sk_test_' : 'sk_live_';
}

function toView(row: {
  id: string;
  name: string;
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}): ApiKey {
  return {
    key_id: row.id,
    name: row.name,
    prefix: row.prefix,
    plan: KEY_PLAN,
    status: row.revoked_at ? 'revoked' : 'active',
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    revoked_at: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
  };
}

/** Issues a new key for `tenant`. */
export async function createApiKey(db: Executor, tenant: Tenant, name: string): Promise<IssuedApiKey> {
  const value = newToken(keyPrefix(tenant));
  const row = await db
    .insertInto('api_keys')
    .values({
      tenant_id: tenant.id,
      name,
      prefix: value.slice(0, 12),
      key_hash: hashToken(value),
      last_used_at: null,
      revoked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...toView(row), api_key: value, warning: KEY_WARNING };
}

/** Lists the tenant's keys, oldest first, revoked ones included (marked). */
export async function listApiKeys(db: Executor, tenantId: string): Promise<ApiKey[]> {
  const rows = await db.selectFrom('api_keys').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toView);
}

/**
 * Replaces an active key by a new one with the same name; the old key stops working at once.
 * @throws ApiError 404 when the key is not the tenant's or already revoked.
 */
export async function rotateApiKey(db: Executor, tenant: Tenant, keyId: string): Promise<RotatedApiKey> {
  const run = async (trx: Executor) => {
    const old = await trx
      .updateTable('api_keys')
      .set({ revoked_at: new Date() })
      .where('id', '=', keyId)
      .where('tenant_id', '=', tenant.id)
      .where('revoked_at', 'is', null)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!old) throw errors.notFound('API key');
    const issued = await createApiKey(trx, tenant, old.name);
    return { ...issued, replaced_key_id: old.id };
  };
  return transaction(db, run);
}

/**
 * Revokes a key; the next request made with it gets 401.
 * @throws ApiError 404 when the key is not the tenant's or already revoked.
 */
export async function revokeApiKey(db: Executor, tenantId: string, keyId: string): Promise<RevokedApiKey> {
  const row = await db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', keyId)
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw errors.notFound('API key');
  return { ...toView(row), revoked: true };
}
