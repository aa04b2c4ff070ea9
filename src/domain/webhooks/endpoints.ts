/**
 * Webhook endpoints (docs/api.md "Webhooks"): registration with the URL rules and the per-tenant
 * maximum, listing (never the secret), removal, and secret rotation. Everything is looked up by
 * (tenant, id): another tenant's endpoint is a 404.
 */
import { sql } from 'kysely';
import type { CreatedWebhookEndpoint, DeletedWebhookEndpoint, NewWebhookBody, RotatedWebhookSecret, WebhookEndpoint, WebhookEventType } from '../../contracts/webhooks.js';
import { transaction, type Executor } from '../../db/transaction.js';
import type { AppContext } from '../context.js';
import { errors, RequestValidationError } from '../errors.js';
import { newToken } from '../secrets.js';
import { parseWebhookUrl, resolveWebhookAddress, WebhookUrlError } from './address-policy.js';

/** Prefix of signing secrets (Stripe's and Standard Webhooks' convention). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` + 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return newToken(WEBHOOK_SECRET_PREFIX);
}

interface EndpointRow {
  id: string;
  url: string;
  events: string[];
  created_at: Date | string;
  disabled_at: Date | string | null;
  disabled_reason: string | null;
}

function toView(row: EndpointRow): WebhookEndpoint {
  return {
    endpoint_id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    status: row.disabled_at ? 'disabled' : 'active',
    disabled_reason: row.disabled_at ? row.disabled_reason : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * Checks a URL as registration does: its form, then every address its host resolves to.
 * @returns the normalized URL.
 * @throws RequestValidationError 422 with `loc ["body","url"]` (types url_parsing, url_scheme,
 *   url_credentials, url_unresolvable, url_address_not_allowed).
 */
export async function checkWebhookUrl(ctx: Pick<AppContext, 'config' | 'resolveHost'>, raw: string): Promise<string> {
  try {
    const url = parseWebhookUrl(raw);
    await resolveWebhookAddress(url, ctx.resolveHost, { allowLoopback: ctx.config.webhooks.allowLoopback });
    return url.href;
  } catch (err) {
    if (err instanceof WebhookUrlError) throw new RequestValidationError([{ loc: ['body', 'url'], msg: err.message, type: err.type, input: raw }]);
    throw err;
  }
}

/**
 * Registers an endpoint for the tenant. The secret is returned here only.
 * @throws RequestValidationError 422: a refused URL (see `checkWebhookUrl`), or `loc ["body"]`
 *   type `too_many_webhook_endpoints` when the tenant already has `WEBHOOK_MAX_ENDPOINTS` (the count
 *   is taken under the tenant's row lock, so concurrent registrations cannot pass it).
 */
export async function createWebhookEndpoint(ctx: AppContext, tenantId: string, body: NewWebhookBody): Promise<CreatedWebhookEndpoint> {
  const url = await checkWebhookUrl(ctx, body.url);
  const events = [...new Set(body.events)];
  const secret = newWebhookSecret();
  const max = ctx.config.webhooks.maxEndpoints;
  const row = await transaction(ctx.db, async (trx) => {
    await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().executeTakeFirstOrThrow();
    const { n } = await trx
      .selectFrom('webhook_endpoints')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (n >= max) {
      throw new RequestValidationError([
        { loc: ['body'], msg: `A tenant may register at most ${max} webhook endpoints; delete one first`, type: 'too_many_webhook_endpoints', ctx: { max_endpoints: max } },
      ]);
    }
    return trx.insertInto('webhook_endpoints').values({ tenant_id: tenantId, url, events, secret }).returningAll().executeTakeFirstOrThrow();
  });
  return { ...toView(row), secret };
}

/** The tenant's endpoints, oldest first, without secrets; deleted ones are left out. */
export async function listWebhookEndpoints(db: Executor, tenantId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'events', 'created_at', 'disabled_at', 'disabled_reason'])
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toView);
}

/**
 * Removes an endpoint: nothing more is sent to it, and its pending deliveries end as `failed`
 * ("endpoint deleted"); its past deliveries stay listed. An attempt already in flight finishes.
 * @throws ApiError 404 when the endpoint is not the tenant's or already deleted.
 */
export async function deleteWebhookEndpoint(db: Executor, tenantId: string, endpointId: string): Promise<DeletedWebhookEndpoint> {
  return transaction(db, async (trx) => {
    const row = await trx
      .updateTable('webhook_endpoints')
      .set({ deleted_at: new Date() })
      .where('id', '=', endpointId)
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw errors.notFound('Webhook endpoint');
    await abandonPendingDeliveries(trx, endpointId, 'endpoint deleted');
    return { endpoint_id: row.id, deleted: true as const };
  });
}

/**
 * Replaces an endpoint's secret by a new one, returned here only. Until `previous_secret_expires_at`
 * (`WEBHOOK_SECRET_OVERLAP_SECONDS`, 24 h) deliveries carry both signatures, `v1=<new>,v1=<old>`,
 * so the receiver can switch without losing events. A second rotation within that time drops the
 * oldest secret: only the two latest sign.
 * @throws ApiError 404 when the endpoint is not the tenant's or deleted.
 */
export async function rotateWebhookSecret(ctx: AppContext, tenantId: string, endpointId: string): Promise<RotatedWebhookSecret> {
  const secret = newWebhookSecret();
  const row = await ctx.db
    .updateTable('webhook_endpoints')
    .set({
      previous_secret: sql<string>`secret`,
      previous_secret_expires_at: sql<Date>`now() + make_interval(secs => ${ctx.config.webhooks.secretOverlapSeconds})`,
      secret,
    })
    .where('id', '=', endpointId)
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .returning(['id', 'previous_secret_expires_at'])
    .executeTakeFirst();
  if (!row) throw errors.notFound('Webhook endpoint');
  return { endpoint_id: row.id, secret, previous_secret_expires_at: new Date(row.previous_secret_expires_at!).toISOString() };
}

/** Ends an endpoint's pending deliveries as `failed` with `reason` (the endpoint was deleted or disabled). */
export async function abandonPendingDeliveries(db: Executor, endpointId: string, reason: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ state: 'failed', next_attempt_at: null, finished_at: new Date(), last_error: sql<string>`coalesce(last_error || '; ', '') || ${reason}` })
    .where('endpoint_id', '=', endpointId)
    .where('state', '=', 'pending')
    .execute();
}
