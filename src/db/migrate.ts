/**
 * Applies the numbered plain-SQL migrations of `src/db/migrations` (`NNN_name.sql`) in order,
 * each once, under a transaction-scoped advisory lock so that several processes starting at
 * once apply each file exactly once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection.js';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant naming the migration lock (pg_advisory_xact_lock key). */
const MIGRATION_LOCK_KEY = 815_200_001;

/**
 * Applies every migration not yet recorded in `schema_migrations`.
 * @returns the versions applied by this call.
 */
export async function migrate(database: Database): Promise<number[]> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort();
  const applied: number[] = [];
  for (const file of files) {
    const version = Number(file.split('_')[0]);
    const body = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    // The check and the apply run inside one locked transaction, so a racing process sees the row.
    const script = `
      create table if not exists schema_migrations (version integer primary key, applied_at timestamptz not null default now());
      do $migrate$ begin
        if not exists (select 1 from schema_migrations where version = ${version}) then
          execute ${dollarQuote(body)};
          insert into schema_migrations (version) values (${version});
        end if;
      end $migrate$;`;
    const before = await isApplied(database, version);
    if (before) continue;
    await database.runScript(script, MIGRATION_LOCK_KEY);
    applied.push(version);
  }
  return applied;
}

async function isApplied(database: Database, version: number): Promise<boolean> {
  try {
    const r = await database.db
      .selectFrom('schema_migrations' as any)
      .select('version' as any)
      .where('version' as any, '=', version)
      .executeTakeFirst();
    return r !== undefined;
  } catch {
    return false; // no schema_migrations table yet
  }
}

function dollarQuote(text: string): string {
  let tag = 'sql';
  while (text.includes(`$${tag}$`)) tag += 'x';
  return `$${tag}$${text}$${tag}$`;
}
