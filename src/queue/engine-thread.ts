/**
 * The body of one engine worker thread (run by the pool in src/queue/engine-pool.ts): runs the pure
 * engine for one job, posting each round's progress on `port`, and returns the report or a typed
 * failure (errors do not cross threads with their class, so they are turned into data here).
 */
import type { MessagePort } from 'node:worker_threads';
import { EngineInputError, runScenario, type EngineInput, type Report } from '../engine/index.js';

/** What the pool sends a thread. */
export interface EngineTask {
  input: EngineInput;
  /** Receives one `RoundProgress` per round and analysis batch. */
  port: MessagePort;
}

/** What a thread answers. */
export type EngineTaskResult = { ok: true; report: Report } | { ok: false; code: 'invalid_scenario' | 'engine_error'; message: string };

/** Runs one task to the end. */
export default function runEngineTask({ input, port }: EngineTask): EngineTaskResult {
  try {
    const run = runScenario(input);
    for (;;) {
      const step = run.next();
      if (step.done) return { ok: true, report: step.value };
      port.postMessage(step.value);
    }
  } catch (err) {
    const code = err instanceof EngineInputError ? 'invalid_scenario' : 'engine_error';
    return { ok: false, code, message: err instanceof Error ? err.message : String(err) };
  } finally {
    port.close();
  }
}
