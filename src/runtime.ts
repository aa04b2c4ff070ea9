/**
 * Wires the pieces together: database, migrations, queue, worker and HTTP app, for `main.ts`,
 * the CLI and the tests.
 */
import PgBoss from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrate } from './db/migrate.js';
import type { AppContext } from './domain/context.js';
import { buildApp, type AppOptions } from './http/app.js';
import { ensureQueues, startWorker, type WorkerHandle, type WorkerOptions } from './queue/worker.js';

/** A started runtime. */
export interface Runtime {
  ctx: AppContext;
  app: FastifyInstance | null;
  worker: WorkerHandle | null;
  stop(): Promise<void>;
}

/** What to start. */
export interface RuntimeOptions {
  config?: Config;
  api?: boolean;
  worker?: boolean | WorkerOptions;
  app?: AppOptions;
}

/**
 * Opens the database, applies migrations, starts pg-boss, and (as asked) the worker and the app.
 * The app is built but not listening; call `app.listen` to serve.
 */
export async function startRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const config = options.config ?? loadConfig();
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  try {
    await migrate(database);
    const boss = new PgBoss({ ...database.bossOptions, schema: 'pgboss', supervise: true, schedule: false } as any);
    boss.on('error', () => {});
    await boss.start();
    await ensureQueues(boss);
    const ctx: AppContext = { config, database, db: database.db, boss };
    const worker = options.worker ? await startWorker(ctx, options.worker === true ? {} : options.worker) : null;
    const app = options.api === false ? null : await buildApp(ctx, options.app);
    if (app) await app.ready();
    return {
      ctx,
      app,
      worker,
      async stop() {
        await worker?.stop();
        await app?.close();
        await boss.stop({ graceful: true, wait: true, timeout: 5000 } as any);
        await database.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
