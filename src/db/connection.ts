/**
 * Opens the system of record: PostgreSQL when `DATABASE_URL` is set, else one embedded PGlite
 * instance in `DATA_DIR` (docs/decisions.md "Embedded database"). Both give the same
 * Kysely interface, a pg-boss connection and a multi-statement script runner for migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { PGliteDialect } from './pglite-dialect.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';

// bigint (int8) → string is pg's default; count(*) etc. are read through toCents/Number.

/** pg-boss's `db` adapter shape (pg-boss 10 `Db`). */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/** An open database: typed queries, the queue's connection and lifecycle. */
export interface Database {
  kind: 'postgres' | 'pglite';
  db: Kysely<DB>;
  /** Options for `new PgBoss(...)` that reach the same database. */
  bossOptions: { connectionString: string } | { db: BossDb };
  /** Runs a multi-statement SQL script in one transaction, holding `lockKey` as an advisory lock. */
  runScript(sql: string, lockKey: number): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (a plain identifier), delivered when the notifying
   * transaction commits. Best effort: on PostgreSQL a dropped listening connection is reopened after
   * a second, and notifications sent meanwhile are missed (callers also poll).
   * @returns a function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Opens the database named by the settings.
 * @param databaseUrl PostgreSQL URL, or null for the embedded database.
 * @param dataDir folder of the embedded database, or `memory://`.
 * @throws DataDirLockedError (src/db/data-dir-lock.ts) when another live process holds `dataDir`.
 */
export async function openDatabase(databaseUrl: string | null, dataDir: string): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(dataDir);
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client dropped by the server (restart, failover) must not crash the process: the pool
  // discards it, and the next query opens a new connection or fails where it can be handled.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    bossOptions: { connectionString },
    async runScript(sql, lockKey) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock($1)', [lockKey]);
        await client.query(sql);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify) => listenPostgres(connectionString, channel, onNotify),
    async close() {
      await db.destroy();
    },
  };
}

/** A dedicated connection for LISTEN (a pooled one would lose it when released), reopened when dropped. */
async function listenPostgres(connectionString: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (m) => {
      if (m.channel === channel) onNotify();
    });
    c.on('error', () => {
      // Dropped (server restart, network): reopen later; the caller's polling covers the gap.
      c.end().catch(() => {});
      if (client === c) client = null;
      if (!stopped && !retry) retry = setTimeout(reopen, 1000).unref();
    });
    await c.connect();
    await c.query(`listen ${channel}`);
    if (stopped) await c.end().catch(() => {});
    else client = c;
  };
  const reopen = () => {
    retry = null;
    if (!stopped) open().catch(() => (retry = setTimeout(reopen, 1000).unref()));
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
    client = null;
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  let pglite: PGlite;
  let lock: DataDirLock | null = null;
  if (dataDir === 'memory://') {
    pglite = await PGlite.create();
  } else {
    // Before anything touches the files: a second process gets DataDirLockedError and changes nothing.
    lock = lockDataDir(dataDir);
    try {
      const dir = path.join(dataDir, 'pglite');
      fs.mkdirSync(dir, { recursive: true });
      pglite = await PGlite.create(dir);
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  const bossDb: BossDb = {
    async executeSql(text, values) {
      try {
        if (values && values.length) return await pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.flatMap((r) => r.rows ?? []) };
      } catch (err) {
        // A failed BEGIN…COMMIT block must not poison PGlite's single session.
        await pglite.query('rollback').catch(() => {});
        throw err;
      }
    },
  };
  return {
    kind: 'pglite',
    db,
    bossOptions: { db: bossDb },
    async runScript(sql, lockKey) {
      await pglite.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [lockKey]);
        await tx.exec(sql);
      });
    },
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, () => onNotify());
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async close() {
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
