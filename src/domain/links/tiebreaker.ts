/**
 * The Decision Tiebreaker (docs/api.md "Links"): for a `complete` `compare` link, at most once.
 * One transaction under the link's row lock checks the link, charges `TIEBREAKER_COST_USD` and
 * marks the tiebreaker `running`, so of concurrent requests exactly one is charged and runs (the
 * others find it running: 409 `tiebreaker_already_run`). The extra replicates then run in the link
 * threads, outside any transaction, and the result is stored on the link. A run that fails is
 * refunded and may be asked for again; one whose process died is refunded by the reaper.
 */
import { sql } from 'kysely';
import type { TiebreakerView } from '../../contracts/links.js';
import { transaction, type Executor } from '../../db/transaction.js';
import type { AppContext } from '../context.js';
import { errors } from '../errors.js';
import { centsToUsd, creditWallet, debitWallet } from '../wallet.js';
import { loadMemberSources } from './lifecycle.js';
import { resolveLang, tiebreakerInLang } from './read.js';
import type { StoredTiebreaker } from './stored.js';

/**
 * A tiebreaker still `running` after this long lost its process (it runs inside the request that
 * asked for it). ASSUMPTION: the largest tiebreaker (members at 100,000 agents × 12 rounds) takes a
 * few minutes; 15 minutes leaves room.
 */
export const TIEBREAKER_STALE_SECONDS = 900;

/**
 * Runs the tiebreaker of one of the tenant's links and stores its result.
 * @param lang language of the returned rationale (unknown → en, `lang_fallback: true`).
 * @returns the result in `lang`, with the price charged and the balance after it.
 * @throws ApiError 404 `not_found`; 409 `wrong_mode`, `link_not_ready`, `tiebreaker_already_run`;
 *   402 `insufficient_credits` (nothing charged); Error when the engine fails (refunded).
 */
export async function runTiebreaker(ctx: AppContext, tenantId: string, linkId: string, lang: string | undefined): Promise<TiebreakerView> {
  const costCents = ctx.config.tiebreakerCostCents;
  const claim = await transaction(ctx.db, async (trx) => {
    const link = await trx
      .selectFrom('link_groups')
      .select(['id', 'mode', 'status', 'tiebreaker_state', 'scenario_ids'])
      .where('id', '=', linkId)
      .where('tenant_id', '=', tenantId)
      .forUpdate()
      .executeTakeFirst();
    if (!link) throw errors.notFound('Link');
    if (link.mode !== 'compare') throw errors.wrongMode(link.mode);
    if (link.status !== 'complete') throw errors.linkNotReady(link.status);
    if (link.tiebreaker_state) throw errors.tiebreakerAlreadyRun(link.tiebreaker_state);
    const balance = await debitWallet(trx, { tenantId, amountCents: costCents, kind: 'tiebreaker_charge', linkId, note: 'decision tiebreaker' });
    await trx.updateTable('link_groups').set({ tiebreaker_state: 'running', tiebreaker_started_at: sql`now()` as any }).where('id', '=', linkId).execute();
    return { balance, scenarioIds: link.scenario_ids };
  });
  let stored: StoredTiebreaker;
  try {
    const sources = await loadMemberSources(ctx.db, tenantId, claim.scenarioIds);
    const result = await ctx.linkEngine.tiebreak(sources.map((s) => ({ scenario_id: s.scenario_id, name: s.name, input: s.input })));
    stored = { ...result, created_at: new Date().toISOString() };
    const saved = await ctx.db
      .updateTable('link_groups')
      .set({ tiebreaker_state: 'complete', tiebreaker: JSON.stringify(stored) })
      .where('id', '=', linkId)
      .where('tiebreaker_state', '=', 'running')
      .executeTakeFirst();
    if (Number(saved.numUpdatedRows) === 0) throw new Error('The tiebreaker was abandoned while it ran');
  } catch (err) {
    ctx.logger.error({ err, linkId }, 'tiebreaker failed; refunding');
    await abandonTiebreaker(ctx.db, linkId, err instanceof Error ? err.message : String(err)).catch((e) => ctx.logger.error({ err: e, linkId }, 'tiebreaker refund failed; the reaper will retry'));
    throw err;
  }
  const chosen = resolveLang(lang);
  return { ...tiebreakerInLang(stored, chosen.lang, chosen.fallback), cost_usd: centsToUsd(costCents), balance_remaining: centsToUsd(claim.balance) };
}

/**
 * Refunds a `running` tiebreaker and clears its state (it may then be asked for again); a no-op
 * when it is not running any more.
 * @returns true when this call refunded it.
 */
export async function abandonTiebreaker(db: Executor, linkId: string, reason: string): Promise<boolean> {
  return transaction(db, async (trx) => {
    const link = await trx
      .updateTable('link_groups')
      .set({ tiebreaker_state: null, tiebreaker_started_at: null })
      .where('id', '=', linkId)
      .where('tiebreaker_state', '=', 'running')
      .returning(['tenant_id'])
      .executeTakeFirst();
    if (!link) return false;
    const charge = await trx
      .selectFrom('wallet_transactions')
      .select('amount_cents')
      .where('link_id', '=', linkId)
      .where('kind', '=', 'tiebreaker_charge')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const cents = charge ? Math.abs(Number(charge.amount_cents)) : 0;
    if (cents > 0) await creditWallet(trx, { tenantId: link.tenant_id, amountCents: cents, kind: 'tiebreaker_refund', linkId, note: `refund: ${reason}`.slice(0, 200) });
    return true;
  });
}

/** Refunds tiebreakers stuck in `running` longer than TIEBREAKER_STALE_SECONDS (their process died). */
export async function reapStaleTiebreakers(db: Executor): Promise<number> {
  const rows = await db
    .selectFrom('link_groups')
    .select(['id'])
    .where('tiebreaker_state', '=', 'running')
    .where('tiebreaker_started_at', '<', sql<Date>`now() - make_interval(secs => ${TIEBREAKER_STALE_SECONDS})`)
    .limit(100)
    .execute();
  let n = 0;
  for (const r of rows) if (await abandonTiebreaker(db, r.id, 'the process running it stopped')) n++;
  return n;
}
