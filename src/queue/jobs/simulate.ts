/**
 * Running one claimed simulation job (docs/decisions.md "Jobs and workers", "Dispatch from the jobs
 * table"). The handler drives the domain's job state machine (src/domain/jobs/lifecycle.ts) around
 * one engine run in a worker thread, writing a heartbeat on a timer and with each round.
 */
import type { AppContext } from '../../domain/context.js';
import { completeJob, engineInputOf, failJob, recordProgress, releaseJob, touchJob, type ClaimedJob } from '../../domain/jobs/index.js';
import { EngineFailure, type EngineRunner } from '../engine-pool.js';

/** Longest wait before a job handed back after an infrastructure error may run again, seconds. */
const MAX_RETRY_DELAY_SECONDS = 60;

/** Retry backoff after an infrastructure error: 2, 4, 8 … seconds by attempt, at most 60. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(MAX_RETRY_DELAY_SECONDS, 2 ** Math.max(1, attempt));
}

/**
 * Runs one claimed job to its end.
 * Engine failures (bad input, a bug, a crashed thread) fail the job and refund it once. Database
 * errors hand the job back to `queued` with a backoff (its attempt count bounds the retries; the
 * reaper takes over if even that write fails). A run whose job was taken over (its heartbeat went
 * stale) is aborted quietly. When `shutdown` aborts (the worker stops), the run is abandoned and the
 * job goes back to the queue at once. Never throws.
 */
export async function runSimulation(ctx: AppContext, runner: EngineRunner, job: ClaimedJob, shutdown?: AbortSignal): Promise<void> {
  const jobId = job.id;
  const abort = new AbortController();
  const signal = shutdown ? AbortSignal.any([abort.signal, shutdown]) : abort.signal;
  let lost = false;
  let progressError: unknown = null;
  let writes = Promise.resolve();
  // Heartbeat and progress writes go through one chain, in order; a write that finds the job taken
  // over stops the run.
  const write = (step: () => Promise<boolean>) => {
    writes = writes.then(async () => {
      if (lost || progressError) return;
      try {
        if (!(await step())) {
          lost = true;
          abort.abort();
        }
      } catch (err) {
        progressError = err;
        abort.abort();
      }
    });
  };
  const onProgress = (p: { round: number; batchId: string }) => write(() => recordProgress(ctx.db, job.id, job.attempt, p));
  const heartbeat = setInterval(() => write(() => touchJob(ctx.db, job.id, job.attempt)), ctx.config.heartbeatSeconds * 1000);
  try {
    let report: unknown;
    try {
      report = await runner.run(engineInputOf(job), onProgress, signal);
    } catch (err) {
      clearInterval(heartbeat);
      await writes;
      if (lost) return;
      if (shutdown?.aborted && !progressError) {
        await releaseJob(ctx, job.id, job.attempt, { delaySeconds: 0 });
        return;
      }
      if (err instanceof EngineFailure) {
        ctx.logger.warn({ jobId, code: err.code, msg: err.message }, 'simulation failed');
        await failJob(ctx.db, job.id, job.attempt, { code: err.code, message: err.message });
        return;
      }
      throw progressError ?? err;
    }
    clearInterval(heartbeat);
    await writes;
    if (progressError) throw progressError;
    if (lost) return;
    await completeJob(ctx.db, job.id, job.attempt, report);
    ctx.logger.info({ jobId, attempt: job.attempt }, 'simulation completed');
  } catch (err) {
    ctx.logger.error({ err, jobId }, 'simulation interrupted by an infrastructure error; handing it back to the queue');
    await releaseJob(ctx, job.id, job.attempt, { delaySeconds: retryDelaySeconds(job.attempt) }).catch((e) =>
      ctx.logger.error({ err: e, jobId }, 'could not hand the job back; the reaper will'),
    );
  } finally {
    clearInterval(heartbeat);
  }
}
