/**
 * What the domain asks of the outside world, as small interfaces the outer layers implement, so the
 * domain imports nothing from `src/queue` or the engine's thread pool (docs/architecture.md).
 */
import type { Executor } from '../db/transaction.js';

/**
 * Background work the domain schedules. Every method enqueues inside `trx`, so the message commits
 * or rolls back with the state change that needs it (docs/decisions.md "Queue").
 */
export interface JobQueue {
  /** Schedules the simulation of job `jobId`. */
  enqueueSimulation(trx: Executor, jobId: string): Promise<void>;
}
