/**
 * Service entry point: `tsx src/main.ts [api|worker|all]` (default `all`: API and worker in one
 * process). Settings come from the environment (src/config.ts).
 */
import { loadConfig } from './config.js';
import { startRuntime } from './runtime.js';

async function main(): Promise<void> {
  const mode = process.argv[2] ?? 'all';
  if (!['api', 'worker', 'all'].includes(mode)) {
    console.error(`Unknown mode "${mode}": use api, worker or all`);
    process.exit(2);
  }
  const config = loadConfig();
  const runtime = await startRuntime({
    config,
    api: mode !== 'worker',
    worker: mode !== 'api',
  });
  if (runtime.app) {
    runtime.warmReader();
    await runtime.app.listen({ port: config.port, host: config.host });
  } else {
    runtime.ctx.logger.info({ database: runtime.ctx.database.kind, engineThreads: config.engineThreads }, 'worker started');
  }
  const shutdown = async () => {
    try {
      await runtime.stop();
    } catch (err) {
      runtime.ctx.logger.error({ err }, 'shutdown failed');
    }
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err) => {
  // A held embedded database is an operator's situation, not a bug: its message says what to do.
  console.error((err as { code?: string })?.code === 'DATA_DIR_LOCKED' ? (err as Error).message : err);
  process.exit(1);
});
