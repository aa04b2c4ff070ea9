/**
 * Reads submitted texts off the event loop (issue 28 D2; docs/decisions.md "Reading submissions off
 * the event loop"): a small pool of worker threads (piscina) runs the engine's `understandScenario`
 * on each text, with a time budget. The reading of a 100,000-character text takes up to a few
 * hundred ms of CPU (seconds for hostile texts); on the API's event loop it stalled every tenant.
 *
 * - Threads are started on the first text to read (`warm()` starts them at once), READER_THREADS of
 *   them, and replaced when one dies.
 * - Texts wait for a thread by flow in turn (the submitting tenant; src/lib/fair-gate.ts), so one
 *   tenant's many long texts do not queue ahead of another tenant's one.
 * - The budget (SCENARIO_READ_BUDGET_MS) starts when the thread begins the reading; a reading still
 *   running then is stopped (the thread is terminated and replaced) and answered `timedOut`.
 */
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import type { ReaderSettings } from '../config.js';
import type { ReadVerdict, ScenarioReader } from '../domain/ports.js';
import { FairGate } from '../lib/fair-gate.js';
import type { ReadResult, ReadTask } from './reader-thread.js';

/** Longest wait for a thread to start reading (it may be loading the engine), ms. */
const START_TIMEOUT_MS = 60_000;

/** Creates the reader; no thread starts before the first reading or `warm()`. */
export function createScenarioReader(settings: ReaderSettings, logger: Logger): ScenarioReader & { warm(): void } {
  let pool: Piscina | null = null;
  const gate = new FairGate(settings.threads);
  const poolOf = (): Piscina => {
    if (!pool) {
      // A fixed set of threads: piscina replaces a thread that dies or is stopped (src/queue/engine-pool.ts).
      pool = new Piscina({ filename: new URL('./reader-thread.mjs', import.meta.url).href, minThreads: settings.threads, maxThreads: settings.threads });
      pool.on('error', (err) => logger.error({ err }, 'reader thread error'));
    }
    return pool;
  };

  const readOnce = async (text: string): Promise<ReadVerdict> => {
    const channel = new MessageChannel();
    const stop = new AbortController();
    let budget: NodeJS.Timeout | null = null;
    const startWait = setTimeout(() => stop.abort(), START_TIMEOUT_MS);
    channel.port1.once('message', () => {
      clearTimeout(startWait);
      budget = setTimeout(() => stop.abort(), settings.budgetMs);
    });
    const task: ReadTask = { text, port: channel.port2 };
    try {
      const result: ReadResult = await poolOf().run(task, { transferList: [channel.port2] as any, signal: stop.signal });
      return result;
    } catch (err) {
      if (stop.signal.aborted) return { timedOut: true, budgetMs: settings.budgetMs };
      throw err;
    } finally {
      clearTimeout(startWait);
      if (budget) clearTimeout(budget);
      channel.port1.close();
    }
  };

  return {
    read: (text, flow) => gate.run(flow, () => readOnce(text)),
    warm() {
      poolOf();
    },
    async close() {
      const p = pool;
      pool = null;
      await p?.destroy();
    },
  };
}
