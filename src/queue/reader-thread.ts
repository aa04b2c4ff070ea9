/**
 * The body of one reader thread (src/queue/reader-pool.ts): reads one submitted text with the
 * engine's public `understandScenario` and answers the verdict only (a few bytes, whatever the
 * text). It first posts "started" on `port`, so that the reading's time budget starts when the
 * reading does, not while the thread is still loading.
 */
import type { MessagePort } from 'node:worker_threads';
import { understandScenario } from '../engine/index.js';

/** What the pool sends a thread. */
export interface ReadTask {
  text: string;
  /** Receives "started" when the reading begins. */
  port: MessagePort;
}

/** What a thread answers: whether an announced change was found, and if not, what is missing. */
export type ReadResult = { understood: true } | { understood: false; missing: string };

/** Reads one text. */
export default function readScenario({ text, port }: ReadTask): ReadResult {
  port.postMessage('started');
  port.close();
  const u = understandScenario(text);
  return u.understood ? { understood: true } : { understood: false, missing: u.missing };
}
