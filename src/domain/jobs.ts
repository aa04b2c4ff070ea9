/**
 * Jobs (= scenarios): submission with payment and enqueue in one transaction, status, listing
 * and reports (spec "Job / scenario", "States and transitions"; DESIGN.md §3 "Jobs").
 */
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { AppContext, Executor } from './context.js';
import { errors } from './errors.js';
import { centsToUsd, creditWallet, debitWallet } from './wallet.js';
import type { DB, JobStatus } from '../db/schema.js';
import { SIMULATION_QUEUE, type SimulationMessage } from '../queue/names.js';
import { normalizeSeries, type SeriesPayload } from './series.js';
import { findStoredResponse, isKeyRace, storeResponse, type IdempotencyClaim } from './idempotency.js';

/** Options of one simulation run, stored with the job. */
export interface JobOptions {
  /** Agents per replicate, 10..100000 (default 1000; spec "Limits"). */
  n_agents: number;
  /** Rounds, 1..12 (default 4). */
  n_rounds: number;
  /** Seed of the run: same text + options + seed → byte-identical report. */
  seed: number;
  /** Report language: `en` or `es`. */
  lang: string;
  white_label_domain: string | null;
}

/** A validated submission (the HTTP schema guarantees the ranges). */
export interface JobSubmission {
  name: string;
  scenario: string;
  n_agents?: number;
  n_rounds?: number;
  seed?: number;
  lang?: string;
  white_label_domain?: string;
  series?: SeriesPayload | SeriesPayload[];
}

/** The job submission response (spec "Job submission response"). */
export interface JobSubmitted {
  job_id: string;
  scenario_id: string;
  status: 'queued';
  paid_via: 'wallet';
  sim_cost_usd: number;
  balance_remaining: number;
  status_url: string;
  report_url: string;
}

/** Default options (spec "Simulation size": 1000 agents, 4 rounds). */
export const DEFAULT_AGENTS = 1000;
export const DEFAULT_ROUNDS = 4;
export const DEFAULT_SEED = 1;

/** Status and report paths of a job, relative to the base address. */
export function jobUrls(jobId: string): { status_url: string; report_url: string } {
  return { status_url: `/v1/jobs/${jobId}/status`, report_url: `/v1/jobs/${jobId}/report` };
}

/** pg-boss `db` option that makes `send` run inside `trx`, so the enqueue commits or rolls back with it. */
export function inTransaction(trx: Transaction<DB>) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const r = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: r.rows as any[] };
    },
  };
}

/**
 * Submits a job once per idempotency key: a repeat with the same key and body returns the stored
 * response (no second charge); without a key it is `submitJob`.
 * @returns the HTTP status (202) and body to send.
 * @throws as `submitJob`, and RequestValidationError 422 when the key was used with another body.
 */
export async function submitJobIdempotent(
  ctx: AppContext,
  tenantId: string,
  input: JobSubmission,
  claim: IdempotencyClaim | null,
): Promise<{ status: number; body: unknown }> {
  if (!claim) return { status: 202, body: await submitJob(ctx, tenantId, input) };
  const stored = await findStoredResponse(ctx.db, tenantId, claim);
  if (stored) return stored;
  try {
    return { status: 202, body: await submitJob(ctx, tenantId, input, claim) };
  } catch (err) {
    if (!isKeyRace(err)) throw err;
    const winner = await findStoredResponse(ctx.db, tenantId, claim);
    if (!winner) throw err;
    return winner;
  }
}

/**
 * Creates a job, deducts the simulation price and enqueues the run, all in one transaction
 * (with the idempotency record when a key is given).
 * @throws ApiError 402 `insufficient_credits` when the wallet is short (nothing is created);
 *   RequestValidationError 422 for a series the schema could not reject (non-finite values,
 *   timestamps out of order, no inferable frequency).
 */
export async function submitJob(ctx: AppContext, tenantId: string, input: JobSubmission, claim?: IdempotencyClaim): Promise<JobSubmitted> {
  const options: JobOptions = {
    n_agents: input.n_agents ?? DEFAULT_AGENTS,
    n_rounds: input.n_rounds ?? DEFAULT_ROUNDS,
    seed: input.seed ?? DEFAULT_SEED,
    lang: input.lang === 'es' ? 'es' : 'en',
    white_label_domain: input.white_label_domain ?? null,
  };
  const cost = ctx.config.simCostCents;
  // Validated before the transaction: a bad series is a 422 that charges nothing.
  const series = input.series === undefined ? null : normalizeSeries(input.series);
  return ctx.db.transaction().execute(async (trx) => {
    const job = await trx
      .insertInto('jobs')
      .values({
        tenant_id: tenantId,
        name: input.name,
        scenario: input.scenario,
        options: JSON.stringify(options),
        series: series === null ? null : JSON.stringify(series),
        cost_cents: cost,
        total_rounds: options.n_rounds,
        batch_id: null,
        heartbeat_at: null,
        failure_code: null,
        failure_message: null,
        report: null,
        started_at: null,
        completed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const balance = await debitWallet(trx, tenantId, cost, 'job_charge', { jobId: job.id, note: input.name });
    await enqueueSimulation(ctx, trx, job.id);
    const response: JobSubmitted = {
      job_id: job.id,
      scenario_id: job.id,
      status: 'queued',
      paid_via: 'wallet',
      sim_cost_usd: centsToUsd(cost),
      balance_remaining: centsToUsd(balance),
      ...jobUrls(job.id),
    };
    if (claim) await storeResponse(trx, tenantId, claim, 202, response);
    return response;
  });
}

/** Sends the run message for `jobId` inside `trx` (pg-boss retries and expiry as configured). */
export async function enqueueSimulation(ctx: AppContext, trx: Transaction<DB>, jobId: string): Promise<void> {
  const message: SimulationMessage = { jobId };
  await ctx.boss.send(SIMULATION_QUEUE, message, {
    db: inTransaction(trx),
    // pg-boss requires an expiry under 24 h; the 24 h run limit itself is enforced by the reaper.
    expireInSeconds: Math.min(ctx.config.jobExpireSeconds, 24 * 3600 - 1),
    retryLimit: ctx.config.jobRetryLimit,
    retryBackoff: true,
  });
}

type JobRow = Awaited<ReturnType<typeof findJob>>;

/** Reads one of the tenant's jobs, or undefined (another tenant's id reads as absent). */
export async function findJob(db: Executor, tenantId: string, jobId: string) {
  return db.selectFrom('jobs').selectAll().where('id', '=', jobId).where('tenant_id', '=', tenantId).executeTakeFirst();
}

/** The status body of DESIGN.md §3 "Jobs". */
export interface JobStatusView {
  job_id: string;
  scenario_id: string;
  name: string;
  status: JobStatus;
  progress: { current_round: number; total_rounds: number; percent: number; batch_id: string | null };
  estimated_completion: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  failure: { code: string; message: string } | null;
  status_url: string;
  report_url: string;
}

/** Seconds one round takes at 1000 agents, used only for `estimated_completion` before a run has a pace. */
const NOMINAL_ROUND_SECONDS = 1;

function iso(d: Date | string | null): string | null {
  return d ? new Date(d).toISOString() : null;
}

/** Builds the status body from a job row; the estimate extrapolates the pace of finished rounds. */
export function toStatusView(job: NonNullable<JobRow>, now = new Date()): JobStatusView {
  const total = job.total_rounds;
  const done = job.status === 'completed' ? total : job.current_round;
  let estimate: string | null = null;
  if (job.status === 'completed') estimate = iso(job.completed_at);
  else if (job.status === 'running' && job.started_at && done > 0) {
    const elapsed = now.getTime() - new Date(job.started_at).getTime();
    estimate = new Date(now.getTime() + (elapsed / done) * (total - done)).toISOString();
  } else if (job.status !== 'failed') {
    const agents = (job.options as JobOptions).n_agents ?? DEFAULT_AGENTS;
    estimate = new Date(now.getTime() + total * NOMINAL_ROUND_SECONDS * Math.max(1, agents / 1000) * 1000).toISOString();
  }
  return {
    job_id: job.id,
    scenario_id: job.id,
    name: job.name,
    status: job.status,
    progress: {
      current_round: done,
      total_rounds: total,
      percent: total > 0 ? Math.round((100 * done) / total) : 0,
      batch_id: job.batch_id,
    },
    estimated_completion: estimate,
    created_at: iso(job.created_at)!,
    started_at: iso(job.started_at),
    completed_at: iso(job.completed_at),
    failure: job.status === 'failed' ? { code: job.failure_code ?? 'engine_error', message: job.failure_message ?? '' } : null,
    ...jobUrls(job.id),
  };
}

/** @throws ApiError 404 `not_found` when the job is not the tenant's. */
export async function getJobStatus(db: Executor, tenantId: string, jobId: string): Promise<JobStatusView> {
  const job = await findJob(db, tenantId, jobId);
  if (!job) throw errors.notFound('Job');
  return toStatusView(job);
}

/** Lists the tenant's jobs, newest first. */
export async function listJobs(db: Executor, tenantId: string, limit: number): Promise<JobStatusView[]> {
  const rows = await db
    .selectFrom('jobs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => toStatusView(r));
}

/**
 * The stored report of a completed job (without the attribution block, which the response layer adds).
 * @throws ApiError 404 `not_found`, `report_not_ready` (queued/running) or `job_failed`.
 */
export async function getJobReport(db: Executor, tenantId: string, jobId: string): Promise<Record<string, unknown>> {
  const job = await findJob(db, tenantId, jobId);
  if (!job) throw errors.notFound('Job');
  if (job.status === 'failed') throw errors.jobFailed(job.failure_message ?? 'engine error');
  if (job.status !== 'completed' || !job.report) throw errors.reportNotReady(job.status);
  return job.report as Record<string, unknown>;
}

/**
 * Moves a running job to `failed` and refunds its price, once: the status guard and the unique
 * refund index make a second call (or a racing worker) a no-op.
 * @param attempt the attempt that failed (a stale worker's late failure changes nothing).
 * @returns true when this call failed and refunded the job.
 */
export async function failJob(
  db: Kysely<DB>,
  jobId: string,
  attempt: number | null,
  failure: { code: string; message: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let q = trx
      .updateTable('jobs')
      .set({ status: 'failed', failure_code: failure.code, failure_message: failure.message.slice(0, 500), completed_at: new Date() })
      .where('id', '=', jobId)
      .where('status', 'in', ['queued', 'running']);
    if (attempt !== null) q = q.where('attempts', '=', attempt);
    const job = await q.returning(['tenant_id', 'cost_cents', 'name']).executeTakeFirst();
    if (!job) return false;
    await creditWallet(trx, job.tenant_id, Number(job.cost_cents), 'job_refund', { jobId, note: `refund: ${failure.code}` });
    return true;
  });
}
