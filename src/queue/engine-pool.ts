/**
 * Runs the engine off the event loop: a pool of worker threads (piscina), so the API keeps
 * answering while simulations run, in every mode (docs/decisions.md "Engine runs in worker threads"). Progress flows
 * back per round over a MessagePort.
 */
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import type { EngineInput, Report, RoundProgress } from '../engine/index.js';
import type { FailureCode } from '../domain/jobs/index.js';
import type { EngineTask, EngineTaskResult } from './engine-thread.js';

/** The engine failed for this job (its input, a bug, or its thread died): fail and refund the job. */
export class EngineFailure extends Error {
  constructor(
    readonly code: Extract<FailureCode, 'invalid_scenario' | 'engine_error' | 'engine_crashed'>,
    message: string,
  ) {
    super(message);
    this.name = 'EngineFailure';
  }
}

/** Something that runs the engine for one job. */
export interface EngineRunner {
  /**
   * Runs `input` to its report, calling `onProgress` after each round and analysis batch.
   * @throws EngineFailure when the engine fails; an AbortError when `signal` aborts the run.
   */
  run(input: EngineInput, onProgress: (p: RoundProgress) => void, signal: AbortSignal): Promise<Report>;
  /** Stops the threads (running tasks are abandoned). */
  destroy(): Promise<void>;
}


/** A thread pool runner, plus its threads for tests that need to kill one. */
export interface EnginePool extends EngineRunner {
  readonly pool: Piscina;
}

/**
 * Creates the pool: a fixed set of threads, started at once and replaced when one dies. (With
 * threads started on demand, piscina leaves a queued task waiting forever when its new thread
 * dies before it is ready; a fixed pool always replaces the thread, so the task is answered.)
 * @param threads threads in the pool (config `ENGINE_THREADS`).
 */
export function createEnginePool(threads: number, logger: Logger): EnginePool {
  const pool = new Piscina({
    filename: new URL('./engine-thread.mjs', import.meta.url).href,
    minThreads: Math.max(1, threads),
    maxThreads: Math.max(1, threads),
  });
  // A thread that fails outside a task (e.g. while loading) is replaced by the pool; without a
  // listener the 'error' event would end the process.
  pool.on('error', (err) => logger.error({ err }, 'engine thread error'));
  return {
    pool,
    async run(input, onProgress, signal) {
      const channel = new MessageChannel();
      channel.port1.on('message', (p: RoundProgress) => onProgress(p));
      const task: EngineTask = { input, port: channel.port2 };
      try {
        const result: EngineTaskResult = await pool.run(task, { transferList: [channel.port2] as any, signal });
        if (!result.ok) throw new EngineFailure(result.code, result.message);
        return result.report;
      } catch (err) {
        if (err instanceof EngineFailure || (err as Error)?.name === 'AbortError') throw err;
        throw new EngineFailure('engine_crashed', `The simulation thread stopped: ${(err as Error)?.message ?? String(err)}`);
      } finally {
        channel.port1.close();
      }
    },
    async destroy() {
      await pool.destroy();
    },
  };
}
