/**
 * The link state machine (docs/api.md "Links"): pending → running (claim) → complete, or → failed
 * with its refund; running → pending when the run is handed back (an infrastructure error, or a
 * worker presumed dead). Like jobs (src/domain/jobs/lifecycle.ts), ownership of a run is fenced by
 * `attempts`, and a partial unique index allows one refund per link.
 */
import { sql } from 'kysely';
import { transaction, type Executor } from '../../db/transaction.js';
import { cutText } from '../../lib/text.js';
import type { MemberSource, LinkMode } from '../../engine/index.js';
import type { AppContext } from '../context.js';
import { engineInputOf, type JobOptions } from '../jobs/index.js';
import { creditWallet } from '../wallet.js';
import type { LinkAnalysisResult } from '../ports.js';

/** Why a link failed (`failure.code`; every failure is refunded). */
export type LinkFailureCode = 'engine_error' | 'member_unavailable' | 'worker_lost';

/** A link a worker now owns. */
export interface ClaimedLink {
  id: string;
  tenantId: string;
  attempt: number;
  mode: LinkMode;
  scenarioIds: string[];
}

/**
 * Takes the oldest pending link that is due (`for update skip locked`: several workers never take
 * the same one). A link already started more than `jobRetryLimit` times is failed and refunded
 * (`worker_lost`) instead, and the next one is taken.
 * @returns the claimed link, or null when none is due.
 */
export async function claimNextLink(ctx: AppContext): Promise<ClaimedLink | null> {
  for (;;) {
    const claimed = await transaction(ctx.db, async (trx): Promise<ClaimedLink | 'next' | null> => {
      const pick = await trx
        .selectFrom('link_groups')
        .select(['id', 'attempts'])
        .where('status', '=', 'pending')
        .where('run_after', '<=', sql<Date>`now()`)
        .orderBy('run_after')
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!pick) return null;
      if (pick.attempts >= ctx.config.jobRetryLimit + 1) {
        await failLink(trx, pick.id, null, { code: 'worker_lost', message: 'The worker running this link stopped responding' });
        return 'next';
      }
      const row = await trx
        .updateTable('link_groups')
        .set({ status: 'running', attempts: sql`attempts + 1` as any, started_at: sql`coalesce(started_at, now())` as any, heartbeat_at: sql`now()` as any })
        .where('id', '=', pick.id)
        .returning(['id', 'tenant_id', 'attempts', 'mode', 'scenario_ids'])
        .executeTakeFirstOrThrow();
      return { id: row.id, tenantId: row.tenant_id, attempt: row.attempts, mode: row.mode, scenarioIds: row.scenario_ids };
    });
    if (claimed !== 'next') return claimed;
  }
}

/** A member of a link is no longer a completed report of its tenant (the link fails with `member_unavailable`). */
export class MemberUnavailableError extends Error {
  constructor(scenarioId: string) {
    super(`Member ${scenarioId} is not a completed report`);
    this.name = 'MemberUnavailableError';
  }
}

/**
 * The members' stored runs, in the link's order: input, stored report and name of each.
 * @throws MemberUnavailableError when a member is no longer a completed report of the tenant.
 */
export async function loadMemberSources(db: Executor, tenantId: string, scenarioIds: readonly string[]): Promise<MemberSource[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'name', 'scenario', 'options', 'series', 'report', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...scenarioIds])
    .execute();
  return scenarioIds.map((id) => {
    const r = rows.find((x) => x.id === id);
    if (!r || r.status !== 'completed' || !r.report) throw new MemberUnavailableError(id);
    const run = { name: r.name, scenario: r.scenario, options: r.options as JobOptions, series: (r.series ?? null) as any };
    return { scenario_id: id, name: r.name, input: engineInputOf(run), stored_report: r.report as any };
  });
}

/** The running link owned by `attempt`. */
function owned(trx: Executor, linkId: string, attempt: number) {
  return trx.updateTable('link_groups').where('id', '=', linkId).where('status', '=', 'running').where('attempts', '=', attempt);
}

/** Writes a heartbeat; false when the link is no longer this attempt's. */
export async function touchLink(db: Executor, linkId: string, attempt: number): Promise<boolean> {
  const r = await owned(db, linkId, attempt).set({ heartbeat_at: sql`now()` as any }).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Stores the result and moves the link to `complete`; false when the attempt no longer owns it. */
export async function completeLink(db: Executor, linkId: string, attempt: number, result: LinkAnalysisResult): Promise<boolean> {
  const r = await owned(db, linkId, attempt)
    .set({ status: 'complete', result: JSON.stringify(result), completed_at: sql`now()` as any, heartbeat_at: null })
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Hands a running link back to `pending` after `delaySeconds` (an infrastructure error; a worker presumed dead). */
export async function releaseLink(ctx: AppContext, linkId: string, attempt: number, delaySeconds: number): Promise<void> {
  await transaction(ctx.db, async (trx) => {
    const r = await owned(trx, linkId, attempt)
      .set({ status: 'pending', run_after: sql`now() + make_interval(secs => ${delaySeconds})` as any })
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) await ctx.queue.enqueueLinkAnalysis(trx, linkId);
  });
}

/**
 * Moves a pending or running link to `failed` and refunds its price, once (status guard and unique refund index).
 * @param attempt the failing attempt (a stale worker's late failure changes nothing); null: whatever attempt.
 * @returns true when this call failed and refunded the link.
 */
export async function failLink(db: Executor, linkId: string, attempt: number | null, failure: { code: LinkFailureCode; message: string }): Promise<boolean> {
  return transaction(db, async (trx) => {
    let q = trx
      .updateTable('link_groups')
      .set({ status: 'failed', failure_code: failure.code, failure_message: cutText(failure.message, 500), completed_at: sql`now()` as any })
      .where('id', '=', linkId)
      .where('status', 'in', ['pending', 'running']);
    if (attempt !== null) q = q.where('attempts', '=', attempt);
    const link = await q.returning(['tenant_id', 'cost_cents']).executeTakeFirst();
    if (!link) return false;
    await creditWallet(trx, { tenantId: link.tenant_id, amountCents: Number(link.cost_cents), kind: 'link_refund', linkId, note: `refund: ${failure.code}` });
    return true;
  });
}

/**
 * Finds running links whose heartbeat is older than `staleJobSeconds` (their worker died) and hands
 * them back, or fails and refunds them after `jobRetryLimit` restarts.
 * @returns how many links it handled (at most 100 per pass).
 */
export async function reapStaleLinks(ctx: AppContext): Promise<number> {
  const stale = await ctx.db
    .selectFrom('link_groups')
    .select(['id', 'attempts'])
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${ctx.config.staleJobSeconds})`)
    .limit(100)
    .execute();
  for (const l of stale) {
    if (l.attempts >= ctx.config.jobRetryLimit + 1) await failLink(ctx.db, l.id, l.attempts, { code: 'worker_lost', message: 'The worker running this link stopped responding' });
    else await releaseLink(ctx, l.id, l.attempts, 0);
  }
  return stale.length;
}
