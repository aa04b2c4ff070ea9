/**
 * Creating a link group (docs/api.md "Links"): the members are checked (two or more distinct
 * completed reports of the tenant), then in one transaction under the tenant's row lock the
 * Idempotency-Key is resolved, the link is written, `LINK_COST_USD` × members is charged and the
 * cross-analysis is enqueued, so a refusal (402, 422) leaves nothing behind and a retry with the
 * same key replays the first response without a second charge.
 */
import { sql } from 'kysely';
import type { LinkCreate, LinkCreated } from '../../contracts/links.js';
import { transaction, type Executor } from '../../db/transaction.js';
import { cutText } from '../../lib/text.js';
import type { AppContext } from '../context.js';
import { RequestValidationError } from '../errors.js';
import { findStoredResponse, storeResponses, type IdempotencyClaim } from '../idempotency.js';
import { centsToUsd, debitWallet } from '../wallet.js';
import type { ValidationItem } from '../../contracts/errors.js';
import { linkUrls } from './views.js';

/**
 * Refuses members that cannot be linked, each at its own index: a repeated id
 * (`duplicate_scenario_id`), an id that is not one of the tenant's scenarios (`scenario_not_found`:
 * another tenant's id reads the same as an unknown one), a scenario not completed
 * (`report_not_completed`, with its status in `ctx`).
 * @throws RequestValidationError 422 listing every refused member.
 */
export async function checkMembers(db: Executor, tenantId: string, ids: readonly string[]): Promise<void> {
  const rows = await db.selectFrom('jobs').select(['id', 'status']).where('tenant_id', '=', tenantId).where('id', 'in', [...new Set(ids)]).execute();
  const status = new Map(rows.map((r) => [r.id.toLowerCase(), r.status]));
  const first = new Map<string, number>();
  const items: ValidationItem[] = [];
  ids.forEach((raw, i) => {
    const id = raw.toLowerCase();
    const loc = ['body', 'scenario_ids', i];
    if (first.has(id)) {
      items.push({ loc, msg: `Duplicate scenario id: it is already at index ${first.get(id)}`, type: 'duplicate_scenario_id', input: raw, ctx: { first_index: first.get(id)! } });
      return;
    }
    first.set(id, i);
    const s = status.get(id);
    if (!s) items.push({ loc, msg: 'No scenario of yours has this id', type: 'scenario_not_found', input: raw });
    else if (s !== 'completed') items.push({ loc, msg: `The scenario is ${s}: only completed reports can be linked`, type: 'report_not_completed', input: raw, ctx: { status: s } });
  });
  if (items.length) throw new RequestValidationError(items);
}

/**
 * Creates a link group, charges it and enqueues its cross-analysis.
 * @returns status 201 and the creation response (or the stored response of the same Idempotency-Key).
 * @throws RequestValidationError 422 for refused members (checkMembers) or a key reused with
 *   another body; ApiError 402 `insufficient_credits` when the wallet is short (nothing is written).
 */
export async function createLink(ctx: AppContext, tenantId: string, body: LinkCreate, claim: IdempotencyClaim | null = null): Promise<{ status: number; body: LinkCreated }> {
  if (claim) {
    const stored = await findStoredResponse(ctx.db, tenantId, claim);
    if (stored) return stored as { status: number; body: LinkCreated };
  }
  const ids = body.scenario_ids.map((id) => id.toLowerCase());
  const costCents = ctx.config.linkCostCents * ids.length;
  return transaction(ctx.db, async (trx) => {
    // The tenant's row lock orders this request with its duplicates and with other charges.
    await sql`select id from tenants where id = ${tenantId} for update`.execute(trx);
    if (claim) {
      const stored = await findStoredResponse(trx, tenantId, claim);
      if (stored) return stored as { status: number; body: LinkCreated };
    }
    await checkMembers(trx, tenantId, body.scenario_ids);
    const link = await trx
      .insertInto('link_groups')
      .values({ tenant_id: tenantId, name: body.name, mode: body.mode, scenario_ids: JSON.stringify(ids), cost_cents: costCents })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    const balance = await debitWallet(trx, { tenantId, amountCents: costCents, kind: 'link_charge', linkId: link.id, note: cutText(`link: ${body.name}`, 200) });
    await ctx.queue.enqueueLinkAnalysis(trx, link.id);
    const response = {
      status: 201,
      body: {
        link_group_id: link.id,
        name: body.name,
        mode: body.mode,
        scenario_ids: ids,
        cost_usd: centsToUsd(costCents),
        status: 'pending' as const,
        ...linkUrls(link.id),
        balance_remaining: centsToUsd(balance),
      },
    };
    if (claim) await storeResponses(trx, [{ tenantId, claim, ...response }]);
    return response;
  });
}
