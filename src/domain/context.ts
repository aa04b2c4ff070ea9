/**
 * What the domain layer needs to act: settings, the database, a way to enqueue work and a logger.
 * Built once by `src/runtime.ts` (or a test) and handed to routes, queue handlers and the CLI.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/connection.js';
import type { DB } from '../db/schema.js';
import type { DocumentReader, HostResolver, JobQueue, LinkEngine, RateLimitStore, ScenarioReader } from './ports.js';

export type { Executor } from '../db/transaction.js';

export interface AppContext {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  /** Enqueues background work inside the caller's transaction (implemented by src/queue). */
  queue: JobQueue;
  logger: Logger;
  /** Rate-limit counters (in memory, or Redis when `REDIS_URL` is set; src/ratelimit). */
  rateLimits: RateLimitStore;
  /** Resolves webhook hosts (the system resolver; src/domain/webhooks/address-policy.ts). */
  resolveHost: HostResolver;
  /** Reads submitted texts off the event loop, with a time budget (src/queue/reader-pool.ts). */
  reader: ScenarioReader;
  /** Runs link cross-analyses and tiebreakers off the event loop (src/queue/link-pool.ts). */
  linkEngine: LinkEngine;
  /** Extracts uploaded documents' text off the event loop, with a time budget (src/queue/document-pool.ts). */
  documents: DocumentReader;
}
