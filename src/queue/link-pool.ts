/**
 * The domain's `LinkEngine` (src/domain/ports.ts): a small pool of worker threads (piscina) for
 * the engine's link work, so cross-analyses and tiebreakers never run on the API's event loop.
 * Threads start on the first task (LINK_THREADS of them) and are replaced when one dies.
 */
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import type { LinkAnalysisResult, LinkEngine } from '../domain/ports.js';
import type { TiebreakerResult } from '../engine/index.js';
import type { LinkTask, LinkTaskResult } from './link-thread.js';

/** Creates the link engine; no thread starts before the first task. */
export function createLinkEngine(threads: number, logger: Logger): LinkEngine {
  let pool: Piscina | null = null;
  const poolOf = (): Piscina => {
    if (!pool) {
      pool = new Piscina({ filename: new URL('./link-thread.mjs', import.meta.url).href, minThreads: threads, maxThreads: threads });
      pool.on('error', (err) => logger.error({ err }, 'link thread error'));
    }
    return pool;
  };
  const run = async (task: LinkTask): Promise<unknown> => {
    const result: LinkTaskResult = await poolOf().run(task);
    if (!result.ok) throw new Error(result.message);
    return result.value;
  };
  return {
    analyze: async (members, mode) => (await run({ kind: 'analyze', members, mode })) as LinkAnalysisResult,
    tiebreak: async (members) => (await run({ kind: 'tiebreak', members })) as TiebreakerResult,
    async close() {
      const p = pool;
      pool = null;
      await p?.destroy();
    },
  };
}
