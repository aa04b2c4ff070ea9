/**
 * `npm run bench:fairness`: does one tenant's big work slow another tenant down? On the embedded
 * default (`all` mode: API and worker in one process, default settings), tenant A (enterprise)
 * submits big jobs (default two of 100,000 agents × 12 rounds); meanwhile tenant B calls
 * `GET /v1/credits` over real HTTP every 100 ms and, after 3 s, submits a small job (1000 × 4).
 * Prints B's latency (p50/p99/max), how long B's small job took from submission to completion, and
 * A's jobs' states at that moment. Stops after `--seconds` (default 60).
 * Usage: npm run bench:fairness [-- --big 2 --agents 100000 --rounds 12 --seconds 60 --database-url …]
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

const { values } = parseArgs({
  options: {
    big: { type: 'string', default: '2' },
    agents: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '12' },
    seconds: { type: 'string', default: '60' },
    'database-url': { type: 'string' },
  },
});

const q = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...benchRateLimits(), ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}) });
const runtime = await startRuntime({ config, api: true, worker: true });
try {
  const app = runtime.app!;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const tenant = async (name: string, tier: 'standard' | 'enterprise') => {
    const grant = await signup(runtime.ctx.db, { email: `${name}${Date.now()}@example.com`, password: 'bench password', name, tier }, 3600);
    const principal = await resolveCredential(runtime.ctx.db, grant.session_token);
    const key = await createApiKey(runtime.ctx.db, principal.tenant, 'bench');
    await transaction(runtime.ctx.db, (trx) => creditWallet(trx, { tenantId: principal.tenant.id, amountCents: 100_000_000, kind: 'grant' }));
    return { 'x-api-key': key.api_key, 'content-type': 'application/json' };
  };
  const a = await tenant('big', 'enterprise');
  const b = await tenant('small', 'standard');
  const scenario = 'Acme will raise the price of its plan from $10 to $14 a month for all existing subscribers.';
  const submit = async (headers: Record<string, string>, size: object) =>
    ((await (await fetch(`${base}/v1/jobs`, { method: 'POST', headers, body: JSON.stringify({ name: 'bench', scenario, ...size }) })).json()) as { job_id: string }).job_id;
  const status = async (headers: Record<string, string>, id: string) => ((await (await fetch(`${base}/v1/jobs/${id}/status`, { headers })).json()) as { status: string }).status;

  const bigIds: string[] = [];
  for (let i = 0; i < Number(values.big); i++) bigIds.push(await submit(a, { n_agents: Number(values.agents), n_rounds: Number(values.rounds) }));
  const start = Date.now();
  const latency: number[] = [];
  let small: { id: string; sent: number } | null = null;
  let smallDone: { ms: number; big: string[] } | null = null;
  while (Date.now() - start < Number(values.seconds) * 1000) {
    const t = performance.now();
    await (await fetch(`${base}/v1/credits`, { headers: b })).arrayBuffer();
    latency.push(performance.now() - t);
    if (!small && Date.now() - start > 3000) small = { id: await submit(b, {}), sent: Date.now() };
    if (small && !smallDone && (await status(b, small.id)) === 'completed') {
      smallDone = { ms: Date.now() - small.sent, big: await Promise.all(bigIds.map((id) => status(a, id))) };
    }
    if (smallDone && (await Promise.all(bigIds.map((id) => status(a, id)))).every((s) => s === 'completed' || s === 'failed')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const s = [...latency].sort((x, y) => x - y);
  console.log(`machine: ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}; database: ${runtime.ctx.database.kind}; engine threads ${config.engineThreads}, worker concurrency ${config.workerConcurrency}, tenant max running ${config.tenantMaxRunning}`);
  console.log(`tenant A: ${values.big} × ${values.agents} agents × ${values.rounds} rounds`);
  console.log(`tenant B GET /v1/credits during A's work: n=${s.length} p50 ${q(s, 0.5).toFixed(1)} ms, p99 ${q(s, 0.99).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`);
  console.log(smallDone ? `tenant B's small job: submitted → completed in ${smallDone.ms} ms; A's jobs then: ${smallDone.big.join(', ')}` : "tenant B's small job did not complete in time");
} finally {
  await runtime.stop();
}
