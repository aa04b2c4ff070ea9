/**
 * The worker: takes simulation jobs from the `jobs` table as soon as they are queued (a database
 * notification wakes it; a short poll is the fallback), up to `workerConcurrency` at once, fairly
 * between tenants, and runs the reaper that revives or fails runs whose worker died
 * (docs/decisions.md "Jobs and workers", "Dispatch from the jobs table"). Simulations run in the
 * engine thread pool.
 */
import type { AppContext } from '../domain/context.js';
import { claimNextJob, reapStaleJobs } from '../domain/jobs/index.js';
import { JOBS_CHANNEL } from './dispatch.js';
import { createEnginePool, type EngineRunner } from './engine-pool.js';
import { runSimulation } from './jobs/simulate.js';

/** Options of `startWorker`. */
export interface WorkerOptions {
  /** Runs the engine; default a thread pool of `config.engineThreads` (tests may pass their own). */
  runner?: EngineRunner;
  /** How often the reaper looks for runs whose worker died, ms (default: one heartbeat interval). */
  reapIntervalMs?: number;
  /** Jobs run at once (default `config.workerConcurrency`). */
  concurrency?: number;
}

/** A running worker. */
export interface WorkerHandle {
  /** The engine runner in use (the thread pool unless one was given). */
  runner: EngineRunner;
  stop(): Promise<void>;
  /** Runs one reaper pass now (also runs on a timer). */
  reap(): Promise<number>;
  /** Looks for jobs to take now (also on every notification and poll). */
  wake(): void;
}

/** Starts taking simulation jobs, and the reaper timer. */
export async function startWorker(ctx: AppContext, options: WorkerOptions = {}): Promise<WorkerHandle> {
  const ownsRunner = !options.runner;
  const runner = options.runner ?? createEnginePool(ctx.config.engineThreads, ctx.logger);
  const slots = Math.max(1, options.concurrency ?? ctx.config.workerConcurrency);
  const shutdown = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let pumping = false;
  let again = false;

  // One claimer at a time per process; a wake-up during a pass asks for one more pass.
  const pump = async (): Promise<void> => {
    if (stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        while (!stopped && inFlight.size < slots) {
          const job = await claimNextJob(ctx);
          if (!job) break;
          if (stopped) {
            // Claimed while stopping: hand it straight back.
            await runSimulation(ctx, runner, job, AbortSignal.abort());
            break;
          }
          ctx.logger.info({ jobId: job.id, tenantId: job.tenantId, attempt: job.attempt }, 'simulation started');
          const run: Promise<void> = runSimulation(ctx, runner, job, shutdown.signal).finally(() => {
            inFlight.delete(run);
            void pump();
          });
          inFlight.add(run);
        }
      } while (again && !stopped);
    } catch (err) {
      ctx.logger.error({ err }, 'could not take a job; retrying at the next poll');
    } finally {
      pumping = false;
    }
  };
  const wake = () => void pump();

  const unlisten = await ctx.database.listen(JOBS_CHANNEL, wake).catch((err) => {
    ctx.logger.warn({ err }, 'no queue notifications; polling only');
    return async () => {};
  });
  const poll = setInterval(wake, ctx.config.workerPollSeconds * 1000);
  poll.unref();

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
  const reaper = setInterval(
    () => {
      reap().catch((err) => ctx.logger.error({ err }, 'reaper pass failed'));
    },
    options.reapIntervalMs ?? ctx.config.heartbeatSeconds * 1000,
  );
  reaper.unref();
  wake();

  return {
    runner,
    reap,
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(reaper);
      await unlisten();
      // Abandon running simulations: each hands its job back to the queue for another worker.
      shutdown.abort();
      while (pumping || inFlight.size > 0) {
        await Promise.allSettled([...inFlight]);
        if (pumping) await new Promise((r) => setTimeout(r, 10));
      }
      if (ownsRunner) await runner.destroy();
    },
  };
}
