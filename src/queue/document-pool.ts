/**
 * Extracts uploaded documents' text off the event loop (issue 25; docs/decisions.md "Issue 25"): a
 * small pool of worker threads (piscina) runs src/lib/document-text.ts on each file, with a time
 * budget and a memory cap, as src/queue/reader-pool.ts does for the reading of texts.
 *
 * - Threads start on the first upload, UPLOAD_EXTRACT_THREADS of them, and are replaced when one dies.
 * - Files wait for a thread by flow in turn (the uploading tenant; src/lib/fair-gate.ts), so one
 *   tenant's twenty PDFs do not queue ahead of another tenant's one.
 * - The budget (UPLOAD_EXTRACT_BUDGET_MS) starts when the thread begins the file; a file still being
 *   read then is stopped (the thread is terminated and replaced) and answered `timedOut`.
 * - A thread has a heap cap (a hostile file, e.g. a DOCX zip bomb, kills its thread, not the API):
 *   the file is then `document_too_complex`.
 */
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import type { UploadSettings } from '../config.js';
import type { DocumentReader, ExtractVerdict } from '../domain/ports.js';
import { FairGate } from '../lib/fair-gate.js';
import { MAX_SCENARIO_CHARS } from '../contracts/limits.js';
import type { ExtractTask } from './document-thread.js';

/** Longest wait for a thread to start a file (it may be loading pdf.js), ms. */
const START_TIMEOUT_MS = 60_000;

/**
 * Heap cap of one extraction thread, MB. ASSUMPTION: a 10 MiB PDF of text needs well under 200 MB
 * in pdf.js; 512 leaves room and still stops a decompression bomb long before the machine's memory.
 */
const THREAD_HEAP_MB = 512;

/** Creates the extractor; no thread starts before the first file. */
export function createDocumentReader(settings: UploadSettings, logger: Logger): DocumentReader {
  let pool: Piscina | null = null;
  const gate = new FairGate(settings.extractThreads);
  const poolOf = (): Piscina => {
    if (!pool) {
      pool = new Piscina({
        filename: new URL('./document-thread.mjs', import.meta.url).href,
        minThreads: settings.extractThreads,
        maxThreads: settings.extractThreads,
        resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      });
      pool.on('error', (err) => logger.error({ err }, 'document thread error'));
    }
    return pool;
  };

  const extractOnce = async (kind: ExtractTask['kind'], bytes: Uint8Array): Promise<ExtractVerdict> => {
    const channel = new MessageChannel();
    const stop = new AbortController();
    let budget: NodeJS.Timeout | null = null;
    const startWait = setTimeout(() => stop.abort(), START_TIMEOUT_MS);
    channel.port1.once('message', () => {
      clearTimeout(startWait);
      budget = setTimeout(() => stop.abort(), settings.extractBudgetMs);
    });
    // The bytes move to the thread (no copy of a 10 MiB file on the event loop).
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
    const task: ExtractTask = { kind, bytes: own, maxPdfPages: settings.maxPdfPages, maxChars: MAX_SCENARIO_CHARS, port: channel.port2 };
    try {
      return await poolOf().run(task, { transferList: [channel.port2, own.buffer] as any, signal: stop.signal });
    } catch (err: any) {
      if (stop.signal.aborted) return { timedOut: true, budgetMs: settings.extractBudgetMs };
      if (err?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        logger.warn({ kind, bytes: bytes.byteLength }, 'document extraction ran out of memory');
        return { ok: false, code: 'document_too_complex', message: 'The document needs too much memory to read', detail: {} };
      }
      throw err;
    } finally {
      clearTimeout(startWait);
      if (budget) clearTimeout(budget);
      channel.port1.close();
    }
  };

  return {
    extract: (kind, bytes, flow) => gate.run(flow, () => extractOnce(kind, bytes)),
    async close() {
      const p = pool;
      pool = null;
      await p?.destroy();
    },
  };
}
