/**
 * Operator actions behind the admin HTTP API and the admin CLI (docs/api.md "Admin API"): create a
 * tenant, grant credit, set tier, white-label and sandbox. Each runs against the live database, so a
 * running service need not stop.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { AdminGrantResult, AdminTenantUpdate, AdminTenantView } from '../contracts/admin.js';
import { toCents } from '../db/schema.js';
import { transaction, type Executor } from '../db/transaction.js';
import { createTenant, type NewTenant, type Tier } from './accounts.js';
import { ApiError, errors } from './errors.js';
import { centsToUsd, creditWallet } from './wallet.js';

/**
 * Whether `presented` is the admin token, compared in constant time (both sides are hashed first,
 * so their lengths match and nothing of the token leaks through timing).
 */
export function isAdminToken(presented: string, adminToken: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(adminToken).digest();
  return timingSafeEqual(a, b);
}

/** Reads a tenant with its balance. @throws ApiError 404 `not_found`. */
export async function adminTenantView(db: Executor, tenantId: string): Promise<AdminTenantView> {
  const row = await db
    .selectFrom('tenants')
    .select(['id', 'email', 'name', 'tier', 'sandbox', 'white_label', 'balance_cents'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!row) throw errors.notFound('Tenant');
  return { tenant_id: row.id, email: row.email, name: row.name, tier: row.tier, sandbox: row.sandbox, white_label: row.white_label, balance_usd: centsToUsd(toCents(row.balance_cents)) };
}

/**
 * Creates a tenant (and its opening grant) for an operator.
 * @throws as `createTenant`: 409 `email_taken`, 400 `white_label_requires_enterprise`.
 */
export async function adminCreateTenant(db: Executor, input: NewTenant): Promise<AdminTenantView> {
  const tenant = await createTenant(db, input);
  return adminTenantView(db, tenant.id);
}

/**
 * Adds `amountCents` to a tenant's wallet: one `grant` transaction, visible at once in `GET /v1/credits`.
 * @throws ApiError 404 `not_found` when the tenant does not exist.
 */
export async function grantCredit(db: Executor, tenantId: string, amountCents: number, note = 'admin grant'): Promise<AdminGrantResult> {
  const exists = await db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
  if (!exists) throw errors.notFound('Tenant');
  const balance = await transaction(db, (trx) => creditWallet(trx, { tenantId, amountCents, kind: 'grant', note }));
  return { tenant_id: tenantId, granted_usd: centsToUsd(amountCents), balance_usd: centsToUsd(balance) };
}

/**
 * Changes tier, white-label and sandbox. White-label needs the enterprise tier after the change.
 * @throws ApiError 404 `not_found`; 400 `white_label_requires_enterprise`.
 */
export async function updateTenant(db: Executor, tenantId: string, change: AdminTenantUpdate): Promise<AdminTenantView> {
  await transaction(db, async (trx) => {
    const row = await trx.selectFrom('tenants').select(['tier', 'white_label']).where('id', '=', tenantId).forUpdate().executeTakeFirst();
    if (!row) throw errors.notFound('Tenant');
    const tier: Tier = change.tier ?? row.tier;
    const whiteLabel = change.white_label ?? row.white_label;
    if (whiteLabel && tier !== 'enterprise') {
      throw new ApiError(400, 'white_label_requires_enterprise', 'White-label is available on the enterprise tier only');
    }
    await trx
      .updateTable('tenants')
      .set({ tier, white_label: whiteLabel, ...(change.sandbox === undefined ? {} : { sandbox: change.sandbox }) })
      .where('id', '=', tenantId)
      .execute();
  });
  return adminTenantView(db, tenantId);
}
