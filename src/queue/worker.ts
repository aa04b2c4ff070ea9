/**
 * The worker: consumes the queue jobs (src/queue/jobs/) and runs the reaper that revives or fails
 * runs whose worker died (docs/decisions.md "Jobs and workers"). Simulations run in the engine thread pool.
 */
import type PgBoss from 'pg-boss';
import type { AppContext } from '../domain/context.js';
import { reapStaleJobs } from '../domain/jobs/index.js';
import { createEnginePool, type EngineRunner } from './engine-pool.js';
import { SIMULATE, type SimulateMessage } from './jobs/simulate.js';

/** Options of `startWorker`. */
export interface WorkerOptions {
  /** Runs the engine; default a thread pool of `config.engineThreads` (tests may pass their own). */
  runner?: EngineRunner;
  /** How often the reaper looks for runs whose worker died, ms (default: a quarter of `staleJobSeconds`). */
  reapIntervalMs?: number;
}

/** A running worker. */
export interface WorkerHandle {
  /** The engine runner in use (the thread pool unless one was given). */
  runner: EngineRunner;
  stop(): Promise<void>;
  /** Runs one reaper pass now (also runs on a timer). */
  reap(): Promise<number>;
}

/** Starts consuming the simulation queue and the reaper timer. */
export async function startWorker(ctx: AppContext, boss: PgBoss, options: WorkerOptions = {}): Promise<WorkerHandle> {
  const ownsRunner = !options.runner;
  const runner = options.runner ?? createEnginePool(ctx.config.engineThreads, ctx.logger);
  const shutdown = new AbortController();
  const inFlight = new Set<Promise<void>>();
  const workerId = await boss.work<SimulateMessage>(
    SIMULATE.name,
    { batchSize: 1, pollingIntervalSeconds: ctx.config.workerPollSeconds },
    async ([message]) => {
      if (!message) return;
      const run = SIMULATE.handle(ctx, runner, message.data.jobId, shutdown.signal);
      inFlight.add(run);
      try {
        await run;
      } finally {
        inFlight.delete(run);
      }
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
    reap().catch((err) => ctx.logger.error({ err }, 'reaper pass failed'));
  }, interval);
  timer.unref();
  return {
    runner,
    reap,
    async stop() {
      clearInterval(timer);
      // Abandon running simulations: each hands its job back to the queue for another worker.
      shutdown.abort();
      await Promise.allSettled([...inFlight]);
      await boss.offWork(workerId);
      if (ownsRunner) await runner.destroy();
    },
  };
}
