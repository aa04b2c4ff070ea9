/**
 * Wires the pieces together: logger, database, migrations, queue, worker and HTTP app, for
 * `main.ts`, the CLI and the tests.
 */
import type PgBoss from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrate } from './db/migrate.js';
import type { AppContext } from './domain/context.js';
import { buildApp } from './http/app.js';
import { createLogger } from './logging.js';
import { setPasswordHashConcurrency } from './domain/secrets.js';
import { createMemoryStore } from './ratelimit/memory.js';
import { createRedisStore } from './ratelimit/redis.js';
import { startBoss } from './queue/boss.js';
import { jobQueue } from './queue/dispatch.js';
import { createScenarioReader } from './queue/reader-pool.js';
import { createLinkEngine } from './queue/link-pool.js';
import { createDocumentReader } from './queue/document-pool.js';
import { startWorker, type WorkerHandle, type WorkerOptions } from './queue/worker.js';
import { startLinkWorker, type LinkWorkerHandle } from './queue/link-worker.js';
import { startWebhookSender, type WebhookSenderHandle } from './queue/webhook-sender.js';
import { systemResolver } from './domain/webhooks/index.js';
import type { HostResolver } from './domain/ports.js';

/** A started runtime. */
export interface Runtime {
  ctx: AppContext;
  /** Starts the reader threads now rather than on the first submission (the service does; tests need not). */
  warmReader(): void;
  boss: PgBoss;
  app: FastifyInstance | null;
  worker: WorkerHandle | null;
  /** The link worker (runs beside the simulation worker). */
  links: LinkWorkerHandle | null;
  /** The webhook sender (runs beside the worker unless `webhooks` says otherwise). */
  webhooks: WebhookSenderHandle | null;
  stop(): Promise<void>;
}

/** What to start. */
export interface RuntimeOptions {
  config?: Config;
  api?: boolean;
  worker?: boolean | WorkerOptions;
  /** Whether to send webhook deliveries (default: when a worker runs). */
  webhooks?: boolean;
  /** Resolves webhook hosts (default the system resolver; tests pass a table). */
  resolveHost?: HostResolver;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: DestinationStream;
}

/**
 * Opens the database, applies migrations, starts pg-boss, and (as asked) the worker and the app.
 * The app is built but not listening; call `app.listen` to serve.
 * @throws when the database cannot be opened or migrated.
 */
export async function startRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const config = options.config ?? loadConfig();
  setPasswordHashConcurrency(config.passwordHashConcurrency);
  const logger = createLogger(config.logLevel, options.logStream);
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const rateLimits = config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore();
  try {
    await migrate(database);
    const boss = await startBoss(database, logger);
    const reader = createScenarioReader(config.reader, logger);
    const linkEngine = createLinkEngine(config.linkThreads, logger);
    const documents = createDocumentReader(config.uploads, logger);
    const ctx: AppContext = { config, database, db: database.db, queue: jobQueue(), logger, rateLimits, resolveHost: options.resolveHost ?? systemResolver, reader, linkEngine, documents };
    if (config.webhooks.allowLoopback) {
      logger.warn('WEBHOOK_ALLOW_LOOPBACK is on: webhooks may be registered for and sent to loopback addresses. This is for tests and local development only; never set it in production.');
    }
    if (config.webhooks.caFile) logger.warn({ caFile: config.webhooks.caFile }, 'WEBHOOK_CA_FILE is set: webhook receivers may use certificates of this extra authority');
    const worker = options.worker ? await startWorker(ctx, options.worker === true ? {} : options.worker) : null;
    const links = options.worker ? await startLinkWorker(ctx) : null;
    const webhooks = (options.webhooks ?? Boolean(options.worker)) ? await startWebhookSender(ctx) : null;
    const app = options.api === false ? null : await buildApp(ctx);
    if (app) await app.ready();
    return {
      ctx,
      boss,
      app,
      worker,
      links,
      webhooks,
      warmReader: () => reader.warm(),
      async stop() {
        await worker?.stop();
        await links?.stop();
        await webhooks?.stop();
        await app?.close();
        await boss.stop({ graceful: true, wait: true, timeout: 5000 } as any);
        await reader.close();
        await linkEngine.close();
        await documents.close();
        await database.close();
        await rateLimits.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => {});
    await rateLimits.close();
    throw err;
  }
}
