/**
 * The simulation worker: takes run messages from pg-boss, runs the engine round by round and
 * writes progress, the report, or a failure with its refund (DESIGN.md §3 "Jobs").
 *
 * Ownership of a run is fenced by `jobs.attempts`: a claim increments it, and every later write
 * names the attempt, so a worker that lost its job (and was presumed dead) cannot overwrite it.
 * A worker that dies leaves a `running` row whose heartbeat goes stale; the reaper puts it back
 * in the queue, and after `jobRetryLimit` restarts it fails the job and refunds it.
 */
import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../domain/context.js';
import { enqueueSimulation, failJob, type JobOptions } from '../domain/jobs.js';
import { SIMULATION_QUEUE, type SimulationMessage } from './names.js';
import { runScenario, type EngineRun } from '../engine/index.js';
import { EngineInputError } from '../engine/types.js';
import type { SeriesInput } from '../engine/forecast/series.js';

/** Options of `startWorker`. `engine` is replaceable so tests can inject a failing one. */
export interface WorkerOptions {
  engine?: EngineRun;
  /** How often the reaper looks for runs whose worker died, ms (default: a quarter of `staleJobSeconds`). */
  reapIntervalMs?: number;
}

/** A running worker. */
export interface WorkerHandle {
  stop(): Promise<void>;
  /** Runs one reaper pass now (also runs on a timer). */
  reap(): Promise<number>;
}

/** Creates the queue if needed (idempotent). */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  const existing = await boss.getQueue(SIMULATION_QUEUE);
  if (!existing) await boss.createQueue(SIMULATION_QUEUE);
}

/** Starts polling the simulation queue. */
export async function startWorker(ctx: AppContext, options: WorkerOptions = {}): Promise<WorkerHandle> {
  const engine = options.engine ?? runScenario;
  await ensureQueues(ctx.boss);
  const workerId = await ctx.boss.work<SimulationMessage>(
    SIMULATION_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: ctx.config.workerPollSeconds },
    async ([message]) => {
      if (message) await processSimulation(ctx, engine, message.data.jobId);
    },
  );
  let reaping = false;
  const reap = async () => {
    if (reaping) return 0;
    reaping = true;
    try {
      return await reapStaleJobs(ctx);
    } finally {
      reaping = false;
    }
  };
  const interval = options.reapIntervalMs ?? Math.max(1000, (ctx.config.staleJobSeconds * 1000) / 4);
  const timer = setInterval(() => {
    reap().catch(() => {});
  }, interval);
  timer.unref();
  return {
    reap,
    async stop() {
      clearInterval(timer);
      await ctx.boss.offWork(workerId);
    },
  };
}

/**
 * Runs one job if it can be claimed (status `queued`); otherwise acknowledges the message.
 * Engine errors fail the job and refund it; database errors propagate so pg-boss retries.
 */
export async function processSimulation(ctx: AppContext, engine: EngineRun, jobId: string): Promise<void> {
  const job = await ctx.db
    .updateTable('jobs')
    .set({
      status: 'running',
      attempts: sql`attempts + 1` as any,
      started_at: sql`coalesce(started_at, now())` as any,
      heartbeat_at: sql`now()` as any,
      current_round: 0,
    })
    .where('id', '=', jobId)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
  if (!job) return; // completed, failed or owned by a live worker: nothing to do
  const attempt = job.attempts;
  if (attempt > ctx.config.jobRetryLimit + 1) {
    await failJob(ctx.db, jobId, attempt, { code: 'worker_lost', message: 'The run was interrupted too many times' });
    return;
  }
  const options = job.options as JobOptions;
  const owned = () => ctx.db.updateTable('jobs').where('id', '=', jobId).where('status', '=', 'running').where('attempts', '=', attempt);
  try {
    let report: unknown;
    try {
      const run = engine({
        scenario: job.scenario,
        name: job.name,
        nAgents: options.n_agents,
        nRounds: options.n_rounds,
        seed: options.seed,
        lang: options.lang === 'es' ? 'es' : 'en',
        series: (job.series as SeriesInput[] | null) ?? undefined,
      });
      for (;;) {
        const step = run.next();
        if (step.done) {
          report = step.value;
          break;
        }
        const progressed = await owned()
          .set({ current_round: step.value.round, batch_id: step.value.batchId, heartbeat_at: sql`now()` as any })
          .executeTakeFirst();
        if (Number(progressed.numUpdatedRows) === 0) return; // presumed dead and taken over: stop quietly
      }
    } catch (err) {
      if (isDatabaseError(err)) throw err;
      const code = err instanceof EngineInputError ? 'invalid_scenario' : 'engine_error';
      await failJob(ctx.db, jobId, attempt, { code, message: err instanceof Error ? err.message : String(err) });
      return;
    }
    await owned()
      .set({ status: 'completed', report: JSON.stringify(report), completed_at: new Date(), heartbeat_at: sql`now()` as any })
      .execute();
  } catch (err) {
    // Infrastructure trouble: hand the job back to the queue for pg-boss's retry.
    await owned().set({ status: 'queued' }).execute().catch(() => {});
    throw err;
  }
}

function isDatabaseError(err: unknown): boolean {
  const e = err as { code?: unknown; severity?: unknown } | null;
  return !!e && typeof e === 'object' && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e;
}

/**
 * Finds `running` jobs whose heartbeat is older than `staleJobSeconds` (their worker died) and
 * puts them back in the queue, or fails and refunds them after `jobRetryLimit` restarts.
 * @returns how many jobs it handled.
 */
export async function reapStaleJobs(ctx: AppContext): Promise<number> {
  // Runs past the run-time limit (spec: up to 24 hours) fail and are refunded, live worker or not.
  const overdue = await runningJobsOlderThan(ctx, 'started_at', ctx.config.jobExpireSeconds);
  for (const job of overdue) {
    await failJob(ctx.db, job.id, job.attempts, { code: 'timeout', message: 'The run exceeded the time limit' });
  }
  const stale = await runningJobsOlderThan(ctx, 'heartbeat_at', ctx.config.staleJobSeconds);
  for (const job of stale) {
    if (job.attempts >= ctx.config.jobRetryLimit + 1) {
      await failJob(ctx.db, job.id, job.attempts, { code: 'worker_lost', message: 'The worker running this job stopped responding' });
      continue;
    }
    await ctx.db.transaction().execute(async (trx) => {
      const back = await trx
        .updateTable('jobs')
        .set({ status: 'queued' })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .where('attempts', '=', job.attempts)
        .executeTakeFirst();
      if (Number(back.numUpdatedRows) > 0) await enqueueSimulation(ctx, trx, job.id);
    });
  }
  return overdue.length + stale.length;
}

/** Running jobs whose `column` is more than `seconds` old (at most 100 per pass). */
function runningJobsOlderThan(ctx: AppContext, column: 'started_at' | 'heartbeat_at', seconds: number) {
  return ctx.db
    .selectFrom('jobs')
    .select(['id', 'attempts'])
    .where('status', '=', 'running')
    .where(column, '<', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .limit(100)
    .execute();
}
