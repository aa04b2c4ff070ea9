/**
 * `npm run bench:webhooks`: webhook delivery figures with a real HTTPS receiver on loopback
 * (test/webhook-receiver.ts: a CA and certificate made on the spot; WEBHOOK_ALLOW_LOOPBACK and
 * WEBHOOK_CA_FILE set for this process only).
 *
 * 1. Latency: `--events` (200) small jobs (10 agents × 1 round, the real engine) run by the
 *    service's worker; each completion sends `scenario.completed` to the tenant's one endpoint. For
 *    each event, the time from the job's `completed_at` (written by the completing transaction) to
 *    the receiver's 200; median, p95 and max (goal: p95 under 1 s). Twice: jobs submitted at
 *    `--rate` (5) a second, then all at once (the worker then completes about 15 a second, all to
 *    one endpoint, which takes one attempt at a time).
 * 2. Throughput: the same number of events completed while the sender is stopped (a backlog over
 *    10 tenants, one endpoint each), then the sender is started: deliveries per second until the
 *    last 200, over 10 endpoints (parallel, at most one attempt in flight per endpoint) and, on its
 *    own, for one endpoint (strictly one at a time).
 *
 * Usage: npm run bench:webhooks [-- --events 200 --rate 5 --database-url postgres://…/a_database_of_its_own]
 * (default: the embedded database, in memory).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { startRuntime, type Runtime } from '../src/runtime.js';
import { resolveCredential, signup } from '../src/domain/accounts.js';
import { createApiKey } from '../src/domain/keys.js';
import { creditWallet } from '../src/domain/wallet.js';
import { transaction } from '../src/db/transaction.js';
import { createWebhookEndpoint } from '../src/domain/webhooks/index.js';
import { startWebhookSender } from '../src/queue/webhook-sender.js';
import { benchRateLimits } from './rate-limits.js';
import { startReceiver } from '../test/webhook-receiver.js';

const { values } = parseArgs({ options: { events: { type: 'string', default: '200' }, rate: { type: 'string', default: '5' }, 'database-url': { type: 'string' } } });
const EVENTS = Number(values.events);
/** Submissions per second in the paced run of part 1. */
const RATE = Number(values.rate);
const SCENARIO = 'Acme will raise the price of its plan from $10 to $14 a month for all existing subscribers.';

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};

const receiver = await startReceiver();
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory://',
  WEBHOOK_ALLOW_LOOPBACK: '1',
  WEBHOOK_CA_FILE: receiver.caFile,
  ...benchRateLimits(),
  ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
});

/** A funded tenant with an API key and an endpoint at `path`. */
async function tenant(rt: Runtime, name: string, path: string) {
  const grant = await signup(rt.ctx.db, { email: `${name}${Date.now()}${Math.random()}@example.com`, password: 'bench password', name }, 3600);
  const principal = await resolveCredential(rt.ctx.db, grant.session_token);
  const key = await createApiKey(rt.ctx.db, principal.tenant, 'bench');
  await transaction(rt.ctx.db, (trx) => creditWallet(trx, { tenantId: principal.tenant.id, amountCents: 100_000_000, kind: 'grant' }));
  await createWebhookEndpoint(rt.ctx, principal.tenant.id, { url: receiver.url(path), events: ['scenario.completed'] });
  return { key: key.api_key };
}

async function submit(rt: Runtime, key: string, name: string): Promise<string> {
  const r = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': key }, payload: { name, scenario: SCENARIO, n_agents: 10, n_rounds: 1 } });
  if (r.statusCode !== 202) throw new Error(`submission: ${r.statusCode} ${r.body}`);
  return r.json().job_id;
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 600_000) {
  for (const end = Date.now() + ms; !(await check()); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const answered = new Map<string, number>(); // job id → when the receiver answered 200
receiver.onAnswered = (req, status) => {
  if (status === 200) answered.set(JSON.parse(req.raw.toString('utf8')).data.job_id, Date.now());
};

// 1. Latency, with the worker and the sender running: jobs submitted at RATE a second (paced), then
// all at once (a burst: the worker completes them as fast as it can, about 15 a second here).
let rt: Runtime;
let database = '';
for (const mode of ['paced', 'burst'] as const) {
  rt = await startRuntime({ config: { ...config }, api: true, worker: true });
  database = rt.ctx.database.kind;
  try {
    const t = await tenant(rt, 'latency', `/latency-${mode}`);
    await submit(rt, t.key, 'warm-up');
    await waitFor(() => answered.size > 0, 'the warm-up event');
    answered.clear();
    const ids: string[] = [];
    for (let i = 0; i < EVENTS; i++) {
      ids.push(await submit(rt, t.key, `latency ${i}`));
      if (mode === 'paced') await new Promise((r) => setTimeout(r, 1000 / RATE));
    }
    await waitFor(() => ids.every((id) => answered.has(id)), `${EVENTS} events`);
    const rows = await rt.ctx.db.selectFrom('jobs').select(['id', 'completed_at']).where('id', 'in', ids).execute();
    const latency = rows.map((r) => answered.get(r.id)! - new Date(r.completed_at!).getTime());
    const span = (Math.max(...rows.map((r) => new Date(r.completed_at!).getTime())) - Math.min(...rows.map((r) => new Date(r.completed_at!).getTime()))) / 1000;
    const attempts = await rt.ctx.db
      .selectFrom('webhook_attempts as a')
      .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
      .innerJoin('jobs as j', 'j.id', 'v.job_id')
      .select(['a.started_at', 'a.duration_ms', 'j.completed_at'])
      .where('j.id', 'in', ids)
      .execute();
    const waited = attempts.map((a) => new Date(a.started_at).getTime() - new Date(a.completed_at!).getTime());
    const sending = attempts.map((a) => a.duration_ms ?? 0);
    if (mode === 'paced') console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}, load ${os.loadavg()[0]!.toFixed(1)}; database: ${database}; engine threads: ${config.engineThreads}`);
    const label = mode === 'paced' ? `${RATE} jobs/s submitted` : 'all submitted at once';
    console.log(`job completion → receiver's 200, ${label} (n=${latency.length}, completions over ${span.toFixed(1)} s): median ${quantile(latency, 0.5)} ms, p95 ${quantile(latency, 0.95)} ms, max ${Math.max(...latency)} ms`);
    console.log(`  of which completion → attempt claimed: median ${quantile(waited, 0.5)} ms, p95 ${quantile(waited, 0.95)} ms; the attempt (lookup, TLS, answer): median ${quantile(sending, 0.5)} ms, p95 ${quantile(sending, 0.95)} ms`);
  } finally {
    await rt.stop();
  }
}

// 2. Throughput from a backlog: jobs complete while no sender runs, then one starts.
for (const endpoints of [10, 1]) {
  rt = await startRuntime({ config: { ...config, dataDir: 'memory://' }, api: true, worker: true, webhooks: false });
  database = rt.ctx.database.kind;
  try {
    const tenants = [];
    for (let i = 0; i < endpoints; i++) tenants.push(await tenant(rt, `backlog${i}`, `/backlog-${endpoints}-${i}`));
    const ids: string[] = [];
    for (let i = 0; i < EVENTS; i++) ids.push(await submit(rt, tenants[i % endpoints]!.key, `backlog ${i}`));
    await waitFor(async () => {
      const n = await rt.ctx.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', ids).where('status', '=', 'completed').executeTakeFirstOrThrow();
      return Number(n.n) === ids.length;
    }, 'the backlog of completed jobs');
    const start = Date.now();
    const sender = await startWebhookSender(rt.ctx);
    await waitFor(() => ids.every((id) => answered.has(id)), `${EVENTS} deliveries`);
    const seconds = (Math.max(...ids.map((id) => answered.get(id)!)) - start) / 1000;
    await sender.stop();
    console.log(`backlog of ${EVENTS} events to ${endpoints} endpoint${endpoints === 1 ? '' : 's'}: ${(EVENTS / seconds).toFixed(0)} deliveries/s (${seconds.toFixed(2)} s; WEBHOOK_CONCURRENCY ${config.webhooks.concurrency})`);
  } finally {
    await rt.stop();
  }
}
await receiver.close();
