/**
 * `npm run bench:pickup`: how soon a default job (1000 agents × 4 rounds) completes after its
 * submission on an idle service (`all` mode: API and worker in one process), over real HTTP.
 * Jobs are submitted one at a time; for each, the time from sending `POST /v1/jobs` to the job's
 * `completed_at`, and the part of it before the worker took the job (`started_at − created_at`).
 * Prints the median and max of both, and the machine.
 * Usage: npm run bench:pickup [-- --jobs 15 --database-url postgres://…/a_database_of_its_own]
 * (default: the embedded database, in memory).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { benchRateLimits } from './rate-limits.js';
import { startRuntime } from '../src/runtime.js';
import { resolveCredential, signup } from '../src/domain/accounts.js';
import { createApiKey } from '../src/domain/keys.js';
import { creditWallet } from '../src/domain/wallet.js';
import { transaction } from '../src/db/transaction.js';

const { values } = parseArgs({ options: { jobs: { type: 'string', default: '15' }, 'database-url': { type: 'string' } } });
const JOBS = Number(values.jobs);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...benchRateLimits(), ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}) });
const runtime = await startRuntime({ config, api: true, worker: true });
try {
  const app = runtime.app!;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const grant = await signup(runtime.ctx.db, { email: `bench${Date.now()}@example.com`, password: 'bench password', name: 'Bench' }, 3600);
  const principal = await resolveCredential(runtime.ctx.db, grant.session_token);
  const key = await createApiKey(runtime.ctx.db, principal.tenant, 'bench');
  await transaction(runtime.ctx.db, (trx) => creditWallet(trx, { tenantId: principal.tenant.id, amountCents: 100_000_000, kind: 'grant' }));
  const headers = { 'x-api-key': key.api_key, 'content-type': 'application/json' };
  const body = JSON.stringify({ name: 'pickup', scenario: 'Acme will raise the price of its plan from $10 to $14 a month for all existing subscribers.' });

  const total: number[] = [];
  const wait: number[] = [];
  const run: number[] = [];
  for (let i = 0; i <= JOBS; i++) {
    const sent = Date.now();
    const r = await fetch(`${base}/v1/jobs`, { method: 'POST', headers, body });
    const { job_id } = (await r.json()) as { job_id: string };
    let row;
    for (;;) {
      row = await runtime.ctx.db.selectFrom('jobs').select(['status', 'created_at', 'started_at', 'completed_at']).where('id', '=', job_id).executeTakeFirstOrThrow();
      if (row.status === 'completed' || row.status === 'failed') break;
      await new Promise((res) => setTimeout(res, 5));
    }
    if (row.status !== 'completed') throw new Error(`job ${job_id} ${row.status}`);
    if (i === 0) continue; // warm-up: first thread start, first compile
    total.push(new Date(row.completed_at!).getTime() - sent);
    wait.push(new Date(row.started_at!).getTime() - new Date(row.created_at).getTime());
    run.push(new Date(row.completed_at!).getTime() - new Date(row.started_at!).getTime());
    await new Promise((res) => setTimeout(res, 200)); // idle between jobs
  }
  console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}; database: ${runtime.ctx.database.kind}; engine threads: ${config.engineThreads}`);
  console.log(`submission → completed (default job, n=${total.length}): median ${median(total)} ms, max ${Math.max(...total)} ms`);
  console.log(`queued → taken by the worker:                  median ${median(wait)} ms, max ${Math.max(...wait)} ms`);
  console.log(`taken → completed (the run itself):            median ${median(run)} ms, max ${Math.max(...run)} ms`);
} finally {
  await runtime.stop();
}
