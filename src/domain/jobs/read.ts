/** Reading jobs: one job, its status body, the tenant's list, the stored report (docs/api.md "Job / scenario"). */
import type { Selectable } from 'kysely';
import type { JobStatus } from '../../contracts/jobs.js';
import type { EngineReport } from '../../contracts/report.js';
import type { JobsTable } from '../../db/schema.js';
import { newestOfTenant } from '../../db/queries/newest.js';
import type { Executor } from '../context.js';
import { errors } from '../errors.js';
import { citeDocuments } from '../report-sources.js';
import { jobUrls, type JobOptions } from './options.js';

/** A job row as read from the database. */
export type JobRow = Selectable<JobsTable>;

/** Reads one of the tenant's jobs, or undefined (another tenant's id reads as absent). */
export async function findJob(db: Executor, tenantId: string, jobId: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', jobId).where('tenant_id', '=', tenantId).executeTakeFirst();
}

/**
 * Seconds one round takes at 1000 agents, for `estimated_completion` before a run has a pace.
 * ASSUMPTION: measured order of magnitude (bench/engine.ts: a whole 1000 × 4 × 8 run takes ~0.1 s;
 * queueing dominates), rounded up.
 */
const NOMINAL_ROUND_SECONDS = 1;

function iso(d: Date | string | null): string | null {
  return d ? new Date(d).toISOString() : null;
}

/** Builds the status body from a job row; the estimate extrapolates the pace of finished rounds. */
export function toStatusView(job: JobRow, now = new Date()): JobStatus {
  const total = job.total_rounds;
  const done = job.status === 'completed' ? total : job.current_round;
  let estimate: string | null = null;
  if (job.status === 'completed') estimate = iso(job.completed_at);
  else if (job.status === 'running' && job.started_at && done > 0) {
    const elapsed = now.getTime() - new Date(job.started_at).getTime();
    estimate = new Date(now.getTime() + (elapsed / done) * (total - done)).toISOString();
  } else if (job.status !== 'failed') {
    const agents = (job.options as JobOptions).n_agents;
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
export async function getJobStatus(db: Executor, tenantId: string, jobId: string): Promise<JobStatus> {
  const job = await findJob(db, tenantId, jobId);
  if (!job) throw errors.notFound('Job');
  return toStatusView(job);
}

/** Lists the tenant's jobs, newest first, at most `limit` (contracts/limits.ts LIST_LIMIT). */
export async function listJobs(db: Executor, tenantId: string, limit: number): Promise<JobStatus[]> {
  const rows = await newestOfTenant(db, 'jobs', tenantId, limit);
  return rows.map((r) => toStatusView(r));
}

/**
 * The stored report of a completed job, as the engine wrote it (`presentReport` adds attribution
 * and sandbox marking for callers).
 * @throws ApiError 404 `not_found`, `report_not_ready` (queued/running) or `job_failed`.
 */
export async function getJobReport(db: Executor, tenantId: string, jobId: string): Promise<EngineReport> {
  const job = await findJob(db, tenantId, jobId);
  if (!job) throw errors.notFound('Job');
  if (job.status === 'failed') throw errors.jobFailed(job.failure_message ?? 'engine error');
  if (job.status !== 'completed' || !job.report) throw errors.reportNotReady(job.status);
  // An uploaded scenario's report cites the file of each passage (src/domain/report-sources.ts).
  return citeDocuments(db, job.id, job.report as EngineReport);
}
