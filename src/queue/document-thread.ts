/**
 * The body of one document-extraction thread (src/queue/document-pool.ts): extracts one uploaded
 * document's text (src/lib/document-text.ts). It first posts "started" on `port`, so the time budget
 * starts when the extraction does, not while the thread is still loading its libraries.
 */
import { createHash } from 'node:crypto';
import type { MessagePort } from 'node:worker_threads';
import { DocumentTextError, extractDocumentText, preloadPdfReader, type DocumentKind } from '../lib/document-text.js';
import type { ExtractVerdict } from '../domain/ports.js';

// Loaded before the first task (piscina waits for this module), not inside a file's time budget.
await preloadPdfReader().catch(() => {}); // a failed warm-up only makes the first file slower

/** What the pool sends a thread. */
export interface ExtractTask {
  kind: DocumentKind;
  bytes: Uint8Array;
  maxPdfPages: number;
  /** Most characters of text wanted (a scenario's limit). */
  maxChars: number;
  /** Receives "started" when the extraction begins. */
  port: MessagePort;
}

/** Extracts one document; a document that yields no text is a verdict, never a throw. */
export default async function extract({ kind, bytes, maxPdfPages, maxChars, port }: ExtractTask): Promise<ExtractVerdict> {
  port.postMessage('started');
  port.close();
  // Hashed here rather than on the event loop (the HTTP layer hashes only for an Idempotency-Key).
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    const r = await extractDocumentText(kind, bytes, { maxPdfPages, maxChars });
    return { ok: true, text: r.text, pages: r.pages, sha256 };
  } catch (err) {
    if (err instanceof DocumentTextError) return { ok: false, code: err.code, message: err.message, detail: err.detail };
    return { ok: false, code: 'document_corrupt', message: `The document cannot be read: ${String((err as Error)?.message ?? err).slice(0, 200)}`, detail: {} };
  }
}
