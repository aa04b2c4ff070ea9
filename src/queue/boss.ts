/**
 * pg-boss on the service's database (docs/decisions.md "Queue"): starting it and creating the
 * queues of every pg-boss job module. Simulations no longer go through pg-boss: workers take them
 * from the `jobs` table, fairly between tenants (src/queue/dispatch.ts), and webhook deliveries from
 * the `webhook_deliveries` table (src/queue/webhook-sender.ts). pg-boss stays for background work
 * without such ordering needs; `inTransaction` sends a message inside the caller's transaction.
 */
import PgBoss from 'pg-boss';
import { CompiledQuery } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/connection.js';
import type { Executor } from '../db/transaction.js';

/** Every pg-boss queue's name (none yet: simulations are dispatched from the jobs table). */
const QUEUES: string[] = [];

/**
 * Starts pg-boss on `database` and creates the queues (idempotent). Queue errors are logged.
 * @throws when the database cannot be reached or pg-boss's schema cannot be created.
 */
export async function startBoss(database: Database, logger: Logger): Promise<PgBoss> {
  const boss = new PgBoss({ ...database.bossOptions, schema: 'pgboss', supervise: true, schedule: false } as any);
  boss.on('error', (err) => logger.error({ err }, 'queue error'));
  await boss.start();
  for (const name of QUEUES) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name);
  }
  return boss;
}

/** pg-boss `db` option that makes `send` run inside `trx`. */
export function inTransaction(trx: Executor) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const r = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: r.rows as any[] };
    },
  };
}
