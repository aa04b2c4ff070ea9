/**
 * pg-boss on the service's database (docs/decisions.md "Queue"): starting it, creating the queues of
 * every job module, and the `JobQueue` the domain enqueues through, always inside the caller's
 * transaction so that a message commits or rolls back with the state change that needs it.
 */
import PgBoss from 'pg-boss';
import { CompiledQuery } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/connection.js';
import type { Executor } from '../db/transaction.js';
import type { JobQueue } from '../domain/ports.js';
import { SIMULATE } from './jobs/simulate.js';

/** Every queue job module's queue name (one module per queue job under src/queue/jobs/). */
const QUEUES = [SIMULATE.name];

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
function inTransaction(trx: Executor) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const r = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: r.rows as any[] };
    },
  };
}

/** The domain's `JobQueue`, backed by pg-boss. */
export function jobQueue(boss: PgBoss, config: Config): JobQueue {
  return {
    async enqueueSimulation(trx, jobId) {
      await boss.send(SIMULATE.name, SIMULATE.message(jobId), { ...SIMULATE.sendOptions(config), db: inTransaction(trx) });
    },
  };
}
