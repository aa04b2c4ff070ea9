/**
 * What the domain layer needs to act: the database, the queue and the settings.
 * Built once by `src/main.ts` (or a test) and handed to routes, the worker and the CLI.
 */
import type PgBoss from 'pg-boss';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/connection.js';
import type { DB } from '../db/schema.js';

export interface AppContext {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  boss: PgBoss;
}

/** Any query executor: the database or an open transaction (DESIGN.md §5: queries take the executor). */
export type Executor = Kysely<DB> | Transaction<DB>;
