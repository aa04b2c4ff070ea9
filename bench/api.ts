/**
 * `npm run bench:api`: latency of `GET /v1/plans` over real HTTP on the embedded default (`all`
 * mode: API and worker in one process), idle and while a 100,000-agent simulation runs in the
 * engine thread pool (issue 8: p99 under 50 ms during the job).
 *
 * Prints p50/p99/max in ms for each phase, the machine, and the job's own wall time.
 * Usage: npm run bench:api [-- --requests 200 --agents 100000 --rounds 12]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { startRuntime } from '../src/runtime.js';
import { signup } from '../src/domain/accounts.js';
import { createApiKey } from '../src/domain/keys.js';
import { resolveCredential } from '../src/domain/accounts.js';
import { creditWallet } from '../src/domain/wallet.js';
import { transaction } from '../src/db/transaction.js';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '200' }, agents: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '12' } },
});
const REQUESTS = Number(values.requests);

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function sample(url: string, n: number, stillRunning?: () => Promise<boolean>): Promise<{ ms: number[]; during: number }> {
  const ms: number[] = [];
  let during = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const r = await fetch(url);
    await r.arrayBuffer();
    ms.push(performance.now() - t);
    if (stillRunning && (await stillRunning())) during++;
    await new Promise((res) => setTimeout(res, 10));
  }
  return { ms, during };
}

function line(label: string, ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `${label.padEnd(28)} n=${String(s.length).padStart(4)}  p50 ${quantile(s, 0.5).toFixed(1).padStart(7)} ms  p99 ${quantile(s, 0.99).toFixed(1).padStart(7)} ms  max ${s[s.length - 1]!.toFixed(1).padStart(7)} ms`;
}

const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://', WORKER_POLL_SECONDS: '0.5' }) };
const runtime = await startRuntime({ config, api: true, worker: true });
try {
  const app = runtime.app!;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  const grant = await signup(runtime.ctx.db, { email: 'bench@example.com', password: 'bench password', name: 'Bench', tier: 'enterprise' }, 3600);
  const principal = await resolveCredential(runtime.ctx.db, grant.session_token);
  const key = await createApiKey(runtime.ctx.db, principal.tenant, 'bench');
  await transaction(runtime.ctx.db, (trx) => creditWallet(trx, { tenantId: principal.tenant.id, amountCents: 1_000_000, kind: 'grant' }));

  // Warm up the route and the thread pool with a small job.
  await sample(`${base}/v1/plans`, 20);
  const idle = await sample(`${base}/v1/plans`, REQUESTS);

  const headers = { 'x-api-key': key.api_key, 'content-type': 'application/json' };
  const scenario = 'Acme Streaming will raise the price of its standard plan from $10 to $14 a month for all existing subscribers.';
  const started = performance.now();
  const sub = await fetch(`${base}/v1/jobs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'bench', scenario, n_agents: Number(values.agents), n_rounds: Number(values.rounds) }),
  });
  const job = (await sub.json()) as { job_id: string };
  const status = async () => ((await (await fetch(`${base}/v1/jobs/${job.job_id}/status`, { headers })).json()) as { status: string }).status;
  while ((await status()) === 'queued') await new Promise((res) => setTimeout(res, 50));
  const busy = await sample(`${base}/v1/plans`, REQUESTS, async () => (await status()) === 'running');
  let final = await status();
  while (final === 'running') {
    await new Promise((res) => setTimeout(res, 200));
    final = await status();
  }
  const jobSeconds = (performance.now() - started) / 1000;

  console.log(`bench:api — ${os.cpus()[0]?.model ?? 'cpu'} × ${os.availableParallelism()}, Node ${process.version}, embedded PGlite, engine threads ${config.engineThreads}`);
  console.log(line('GET /v1/plans idle', idle.ms));
  console.log(line(`GET /v1/plans during job`, busy.ms));
  console.log(`  (${busy.during} of ${REQUESTS} answered while the ${values.agents}-agent × ${values.rounds}-round job was running; job ${final} in ${jobSeconds.toFixed(1)} s)`);
} finally {
  await runtime.stop();
}
