/**
 * The job state machine, in one place (docs/api.md "States and transitions";
 * docs/decisions.md "Jobs and workers"):
 * queued → running (claim) → progress … → completed, or → failed with its refund; running → queued
 * when the run is handed back (infrastructure error, or a worker presumed dead).
 *
 * Workers take jobs from the `jobs` table itself (`claimNextJob`, fair between tenants).
 * Ownership of a run is fenced by `jobs.attempts`: a claim increments it and every later write
 * names the attempt, so a worker presumed dead cannot overwrite a job another worker took over.
 * A refund is written only by the transaction that moves the job to `failed`, and a partial unique
 * index allows one refund per job (docs/decisions.md "Refund exactly once").
 */
import { sql } from 'kysely';
import type { SeriesInput } from '../../engine/index.js';
import { transaction, type Executor } from '../../db/transaction.js';
import type { AppContext } from '../context.js';
import { creditWallet } from '../wallet.js';
import { recordJobEvent } from '../webhooks/events.js';
import type { JobOptions } from './options.js';
import { cutText } from '../../lib/text.js';

/** Why a job failed (shown in `failure.code`; every failure is refunded). */
export type FailureCode = 'engine_error' | 'engine_crashed' | 'invalid_scenario' | 'worker_lost' | 'timeout';

/** A job a worker now owns: what it needs to run it. */
export interface ClaimedJob {
  id: string;
  tenantId: string;
  /** The claim's attempt number: every later write names it. */
  attempt: number;
  name: string;
  scenario: string;
  options: JobOptions;
  series: SeriesInput[] | null;
}

/** Arbitrary constant naming the claim lock (pg_advisory_xact_lock key): one claim at a time across workers. */
const CLAIM_LOCK_KEY = 815_200_002;

/**
 * Takes the next job to run, fairly between tenants (docs/decisions.md "Dispatch from the jobs table"):
 * among tenants with a queued job due (`run_after` passed) and fewer than `tenantMaxRunning` jobs
 * running, the one with the fewest running jobs, then the one served longest ago (round-robin),
 * and its oldest queued job. The job moves `queued → running` (attempt + 1, heartbeat now, progress
 * reset). Claims are serialized by a transaction-scoped advisory lock, so the per-tenant limit holds
 * across any number of worker processes and no job is taken twice. A job already started more than
 * `jobRetryLimit` times is failed and refunded (`worker_lost`) instead, and the next one is taken.
 * @returns the claimed job, or null when nothing may run now.
 */
export async function claimNextJob(ctx: AppContext): Promise<ClaimedJob | null> {
  for (;;) {
    const claimed = await transaction(ctx.db, async (trx): Promise<ClaimedJob | 'next' | null> => {
      await sql`select pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`.execute(trx);
      const pick = await sql<{ id: string }>`
        with running as (
          select tenant_id, count(*)::int as n from jobs where status = 'running' group by tenant_id
        ), heads as (
          select distinct on (tenant_id) id, tenant_id, created_at from jobs
          where status = 'queued' and run_after <= now()
          order by tenant_id, created_at, id
        )
        select h.id from heads h
        join tenants t on t.id = h.tenant_id
        left join running r on r.tenant_id = h.tenant_id
        where coalesce(r.n, 0) < ${ctx.config.tenantMaxRunning}
        order by coalesce(r.n, 0), t.last_claimed_at asc nulls first, h.created_at, h.id
        limit 1`.execute(trx);
      const id = pick.rows[0]?.id;
      if (!id) return null;
      const job = await trx
        .updateTable('jobs')
        .set({
          status: 'running',
          attempts: sql`attempts + 1` as any,
          started_at: sql`coalesce(started_at, now())` as any,
          heartbeat_at: sql`now()` as any,
          current_round: 0,
          batch_id: null,
        })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.updateTable('tenants').set({ last_claimed_at: sql`now()` as any }).where('id', '=', job.tenant_id).execute();
      if (job.attempts > ctx.config.jobRetryLimit + 1) {
        await failJob(trx, id, job.attempts, { code: 'worker_lost', message: 'The run was interrupted too many times' });
        return 'next';
      }
      return {
        id: job.id,
        tenantId: job.tenant_id,
        attempt: job.attempts,
        name: job.name,
        scenario: job.scenario,
        options: job.options as JobOptions,
        series: (job.series as SeriesInput[] | null) ?? null,
      };
    });
    if (claimed !== 'next') return claimed;
  }
}

function owned(db: Executor, jobId: string, attempt: number) {
  return db.updateTable('jobs').where('id', '=', jobId).where('status', '=', 'running').where('attempts', '=', attempt);
}

/**
 * Records a finished round (or analysis batch) and refreshes the heartbeat.
 * @returns false when the attempt no longer owns the job (it was presumed dead and taken over):
 *   the caller must stop the run.
 */
export async function recordProgress(db: Executor, jobId: string, attempt: number, progress: { round: number; batchId: string }): Promise<boolean> {
  const r = await owned(db, jobId, attempt)
    .set({ current_round: progress.round, batch_id: progress.batchId, heartbeat_at: sql`now()` as any })
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Refreshes the heartbeat of a running attempt (written on a timer, so a long round never looks dead).
 * @returns false when the attempt no longer owns the job: the caller must stop the run.
 */
export async function touchJob(db: Executor, jobId: string, attempt: number): Promise<boolean> {
  const r = await owned(db, jobId, attempt).set({ heartbeat_at: sql`now()` as any }).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Stores the report and moves the job to `completed`; in the same transaction, writes the
 * `scenario.completed` event and its webhook deliveries (src/domain/webhooks/events.ts).
 * @returns false when the attempt no longer owns the job (nothing written).
 */
export async function completeJob(db: Executor, jobId: string, attempt: number, report: unknown): Promise<boolean> {
  return transaction(db, async (trx) => {
    const job = await owned(trx, jobId, attempt)
      .set({ status: 'completed', report: JSON.stringify(report), completed_at: new Date(), heartbeat_at: sql`now()` as any })
      .returning(['tenant_id', 'completed_at'])
      .executeTakeFirst();
    if (!job) return false;
    await recordJobEvent(trx, { id: jobId, tenantId: job.tenant_id }, 'scenario.completed', new Date(job.completed_at!));
    return true;
  });
}

/**
 * Hands a running job back to `queued` (after an infrastructure error, a worker shutdown, or a
 * worker presumed dead), with its progress reset so the status never shows a round or batch of the
 * abandoned run, and wakes the workers (`JobQueue.enqueueSimulation`, in the same transaction).
 * @param options.delaySeconds how long the job waits before it may be taken again (retry backoff).
 */
export async function releaseJob(ctx: AppContext, jobId: string, attempt: number, options: { delaySeconds: number }): Promise<void> {
  await transaction(ctx.db, async (trx) => {
    const back = await owned(trx, jobId, attempt)
      .set({ status: 'queued', current_round: 0, batch_id: null, run_after: sql`now() + make_interval(secs => ${options.delaySeconds})` as any })
      .executeTakeFirst();
    if (Number(back.numUpdatedRows) > 0) await ctx.queue.enqueueSimulation(trx, jobId);
  });
}

/**
 * Moves a queued or running job to `failed` and refunds its price, once: the status guard and the
 * unique refund index make a second call (or a racing worker) a no-op. In the same transaction,
 * writes the `scenario.failed` event and its webhook deliveries (src/domain/webhooks/events.ts).
 * @param attempt the attempt that failed (a stale worker's late failure changes nothing); null
 *   fails whatever attempt holds the job.
 * @returns true when this call failed and refunded the job.
 */
export async function failJob(db: Executor, jobId: string, attempt: number | null, failure: { code: FailureCode; message: string }): Promise<boolean> {
  return transaction(db, async (trx) => {
    let q = trx
      .updateTable('jobs')
      .set({ status: 'failed', failure_code: failure.code, failure_message: cutText(failure.message, 500), completed_at: new Date() })
      .where('id', '=', jobId)
      .where('status', 'in', ['queued', 'running']);
    if (attempt !== null) q = q.where('attempts', '=', attempt);
    const job = await q.returning(['tenant_id', 'cost_cents', 'completed_at']).executeTakeFirst();
    if (!job) return false;
    await creditWallet(trx, { tenantId: job.tenant_id, amountCents: Number(job.cost_cents), kind: 'job_refund', jobId, note: `refund: ${failure.code}` });
    await recordJobEvent(trx, { id: jobId, tenantId: job.tenant_id }, 'scenario.failed', new Date(job.completed_at!));
    return true;
  });
}

/**
 * Finds `running` jobs whose heartbeat is older than `staleJobSeconds` (their worker died) and
 * puts them back in the queue, or fails and refunds them after `jobRetryLimit` restarts; runs past
 * `jobExpireSeconds` (docs/api.md "Limits": up to 24 hours) fail with `timeout`, live worker or not.
 * @returns how many jobs it handled (at most 100 of each kind per pass).
 */
export async function reapStaleJobs(ctx: AppContext): Promise<number> {
  const overdue = await runningJobsOlderThan(ctx.db, 'started_at', ctx.config.jobExpireSeconds);
  for (const job of overdue) {
    await failJob(ctx.db, job.id, job.attempts, { code: 'timeout', message: 'The run exceeded the time limit' });
  }
  const stale = await runningJobsOlderThan(ctx.db, 'heartbeat_at', ctx.config.staleJobSeconds);
  for (const job of stale) {
    if (job.attempts >= ctx.config.jobRetryLimit + 1) {
      await failJob(ctx.db, job.id, job.attempts, { code: 'worker_lost', message: 'The worker running this job stopped responding' });
      continue;
    }
    await releaseJob(ctx, job.id, job.attempts, { delaySeconds: 0 });
  }
  return overdue.length + stale.length;
}

function runningJobsOlderThan(db: Executor, column: 'started_at' | 'heartbeat_at', seconds: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'attempts'])
    .where('status', '=', 'running')
    .where(column, '<', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .limit(100)
    .execute();
}
