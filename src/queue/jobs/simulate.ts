/**
 * The `simulation` queue job: its name, message, send options and handler (docs/decisions.md "Jobs and workers").
 * The handler drives the domain's job state machine (src/domain/jobs/lifecycle.ts) around one
 * engine run in a worker thread.
 */
import type { Config } from '../../config.js';
import type { AppContext } from '../../domain/context.js';
import { claimJob, completeJob, failJob, recordProgress, releaseJob, type ClaimedJob } from '../../domain/jobs/index.js';
import type { EngineInput } from '../../engine/index.js';
import { EngineFailure, type EngineRunner } from '../engine-pool.js';

/** The message: only the job id (the `jobs` row is the source of truth). */
export interface SimulateMessage {
  jobId: string;
}

/** The simulation queue job. */
export const SIMULATE = {
  name: 'simulation',
  message: (jobId: string): SimulateMessage => ({ jobId }),
  /** pg-boss send options: retries with backoff for infrastructure errors; expiry under pg-boss's 24 h maximum. */
  sendOptions: (config: Config) => ({
    // The 24 h run limit itself is enforced by the reaper (reapStaleJobs); pg-boss only re-delivers.
    expireInSeconds: Math.min(config.jobExpireSeconds, 24 * 3600 - 1),
    retryLimit: config.jobRetryLimit,
    retryBackoff: true,
  }),
  handle: runSimulation,
} as const;

/**
 * The engine's input for a claimed job. `force` and `audience` are passed only when set (jobs
 * stored before they existed lack them), so such jobs run exactly as before.
 */
function engineInput(job: ClaimedJob): EngineInput {
  const { force, audience } = job.options;
  return {
    scenario: job.scenario,
    name: job.name,
    nAgents: job.options.n_agents,
    nRounds: job.options.n_rounds,
    seed: job.options.seed,
    lang: job.options.lang,
    series: job.series ?? undefined,
    ...(force === true ? { force: true } : {}),
    ...(audience ? { audience } : {}),
  };
}

/**
 * Runs one job if it can be claimed; otherwise does nothing (the message is acknowledged).
 * Engine failures (bad input, a bug, a crashed thread) fail the job and refund it once. Database
 * errors hand the job back to `queued` and rethrow, so pg-boss retries. A run whose job was taken
 * over (its heartbeat went stale) is aborted quietly. When `shutdown` aborts (the worker stops), the
 * run is abandoned and the job goes back to the queue with a new message.
 */
export async function runSimulation(ctx: AppContext, runner: EngineRunner, jobId: string, shutdown?: AbortSignal): Promise<void> {
  const job = await claimJob(ctx, jobId);
  if (!job) return;
  const abort = new AbortController();
  const signal = shutdown ? AbortSignal.any([abort.signal, shutdown]) : abort.signal;
  let lost = false;
  let progressError: unknown = null;
  let writes = Promise.resolve();
  const onProgress = (p: { round: number; batchId: string }) => {
    writes = writes.then(async () => {
      if (lost || progressError) return;
      try {
        if (!(await recordProgress(ctx.db, job.id, job.attempt, p))) {
          lost = true;
          abort.abort();
        }
      } catch (err) {
        progressError = err;
        abort.abort();
      }
    });
  };
  try {
    let report: unknown;
    try {
      report = await runner.run(engineInput(job), onProgress, signal);
    } catch (err) {
      await writes;
      if (lost) return;
      if (shutdown?.aborted && !progressError) {
        await releaseJob(ctx, job.id, job.attempt, { enqueue: true });
        return;
      }
      if (err instanceof EngineFailure) {
        ctx.logger.warn({ jobId, code: err.code, msg: err.message }, 'simulation failed');
        await failJob(ctx.db, job.id, job.attempt, { code: err.code, message: err.message });
        return;
      }
      throw progressError ?? err;
    }
    await writes;
    if (progressError) throw progressError;
    if (lost) return;
    await completeJob(ctx.db, job.id, job.attempt, report);
  } catch (err) {
    ctx.logger.error({ err, jobId }, 'simulation interrupted by an infrastructure error; handing it back to the queue');
    await releaseJob(ctx, job.id, job.attempt, { enqueue: false }).catch((e) => ctx.logger.error({ err: e, jobId }, 'could not hand the job back'));
    throw err;
  }
}
