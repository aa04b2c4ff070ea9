/**
 * `npm run bench:api`: the API under load.
 *
 * Load phases (autocannon over real HTTP; the service in its own process, bench/api-server.ts: API
 * only, engine pool idle, jobs stay queued), on PostgreSQL (a fresh database of its own, dropped
 * afterwards) and on the embedded PGlite:
 *  - `POST /v1/jobs` (10 agents × 1 round, no Idempotency-Key: every request is a new charged job),
 *    from one tenant with one text (read once, then cached), from one tenant with a new text each
 *    time (read on every request), then spread over 16 tenants; concurrent submissions share a
 *    transaction (docs/decisions.md "Group commit of submissions");
 *  - `GET /v1/jobs/{id}/status`;
 *  - tenant "other" (`GET /v1/credits` and its job's status) alone, then while tenant "flood"
 *    submits big jobs (100,000 agents × 12 rounds) as fast as it can (most are refused with 429
 *    `tenant_queue_full` once two are queued; docs/decisions.md "Fairness between tenants");
 *  - issue 28: tenant "other" while anonymous clients sign up on 16 connections (every password
 *    hashed: the sign-up throttle is raised by bench/rate-limits.ts), and while tenant "broke" (no
 *    credit) sends a new 100,000-character text on each of 2 connections (each refused 402 before
 *    the text is read).
 * Each phase prints requests/s, p50/p99/max latency and the status codes; the machine, the settings
 * and the 1-minute load average before and after each phase are printed too.
 *
 * Then, unless `--skip-job`, the earlier measurement (issue 8): latency of `GET /v1/plans` on the
 * embedded default in `all` mode, idle and while a 100,000-agent simulation runs in the engine pool.
 *
 * Usage: npm run bench:api [-- --backends postgres,pglite --duration 10 --connections 16
 *        --pg-admin-url postgres://postgres@127.0.0.1:5432/postgres --skip-job
 *        --requests 200 --agents 100000 --rounds 12]
 */
import os from 'node:os';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import pg from 'pg';
import autocannon, { type Result } from 'autocannon';
import { loadConfig } from '../src/config.js';
import { benchRateLimits } from './rate-limits.js';
import { startRuntime } from '../src/runtime.js';
import { signup } from '../src/domain/accounts.js';
import { createApiKey } from '../src/domain/keys.js';
import { resolveCredential } from '../src/domain/accounts.js';
import { creditWallet } from '../src/domain/wallet.js';
import { transaction } from '../src/db/transaction.js';

const { values } = parseArgs({
  options: {
    backends: { type: 'string', default: 'postgres,pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    'pg-admin-url': { type: 'string', default: process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    'skip-job': { type: 'boolean', default: false },
    requests: { type: 'string', default: '200' },
    agents: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '12' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
/** Connections of the measured tenant in the flood phase, per endpoint (a well-behaved client). */
const OTHER_CONNECTIONS = 2;
const SCENARIO = 'Acme Streaming will raise the price of its standard plan from $10 to $14 a month for all existing subscribers.';

const load1 = () => os.loadavg()[0]!.toFixed(2);

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'cpu';
  return `${cpu} × ${os.availableParallelism()}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
}

/** One line for an autocannon result: req/s, latency quantiles, status codes. */
function line(label: string, r: Result): string {
  const codes = Object.entries(r.statusCodeStats)
    .map(([code, s]) => `${code}×${s.count}`)
    .join(' ');
  const errs = r.errors || r.timeouts ? `  errors ${r.errors} timeouts ${r.timeouts}` : '';
  return `${label.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50.toFixed(1).padStart(6)} ms  p99 ${r.latency.p99.toFixed(1).padStart(6)} ms  max ${r.latency.max.toFixed(1).padStart(7)} ms  [${codes}]${errs}`;
}

interface Served {
  port: number;
  keys: { load: string; flood: string; other: string; broke: string };
  many: string[];
  jobs: { load: string; other: string };
  child: ChildProcess;
}

/** Starts bench/api-server.ts with `env` and waits for its JSON line. */
async function serve(env: Record<string, string>): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-server.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', (l) => resolve(l));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { ...(JSON.parse(first) as Omit<Served, 'child'>), child };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((res) => child.once('exit', res));
  child.kill('SIGTERM');
  await exited;
}

/** Runs the load phases against a served API and prints them. */
async function phases(label: string, s: Served): Promise<void> {
  const base = `http://127.0.0.1:${s.port}`;
  const json = (key: string) => ({ 'x-api-key': key, 'content-type': 'application/json' });
  const small = JSON.stringify({ name: 'bench', scenario: SCENARIO, n_agents: 10, n_rounds: 1 });
  const big = JSON.stringify({ name: 'flood', scenario: SCENARIO, n_agents: 100_000, n_rounds: 12 });
  const run = async (name: string, o: Parameters<typeof autocannon>[0]) => {
    const before = load1();
    const r = await autocannon(o);
    console.log(`${line(`${label} ${name}`, r)}  load ${before}→${load1()}`);
    return r;
  };

  // Warm-up (JIT, connection pools); not printed.
  await autocannon({ url: `${base}/v1/jobs`, method: 'POST', headers: json(s.keys.load), body: small, connections: CONNECTIONS, duration: 2 });
  await autocannon({ url: `${base}/v1/jobs/${s.jobs.load}/status`, headers: json(s.keys.load), connections: CONNECTIONS, duration: 2 });

  await run('POST /v1/jobs', { url: `${base}/v1/jobs`, method: 'POST', headers: json(s.keys.load), body: small, connections: CONNECTIONS, duration: DURATION });
  // Every text new: the reading of the text (1–3 ms of CPU in a reader thread, src/queue/reader-pool.ts; cached by
  // text in src/domain/jobs/submit.ts) is paid on each request.
  let serial = 0;
  await run('POST /v1/jobs, every text new', {
    url: `${base}/v1/jobs`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        headers: json(s.keys.load),
        setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify({ name: 'bench', scenario: `${SCENARIO} Reference ${serial++} of ${label}.`, n_agents: 10, n_rounds: 1 }) }),
      },
    ],
  });
  let next = 0;
  await run(`POST /v1/jobs, ${s.many.length} tenants`, {
    url: `${base}/v1/jobs`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        body: small,
        setupRequest: (req: Record<string, unknown>) => ({ ...req, headers: json(s.many[next++ % s.many.length]!) }),
      },
    ],
  });
  await run('GET /v1/jobs/{id}/status', { url: `${base}/v1/jobs/${s.jobs.load}/status`, headers: json(s.keys.load), connections: CONNECTIONS, duration: DURATION });

  const other = () => [
    autocannon({ url: `${base}/v1/credits`, headers: json(s.keys.other), connections: OTHER_CONNECTIONS, duration: DURATION }),
    autocannon({ url: `${base}/v1/jobs/${s.jobs.other}/status`, headers: json(s.keys.other), connections: OTHER_CONNECTIONS, duration: DURATION }),
  ];
  let before = load1();
  const [credits, status] = await Promise.all(other());
  console.log(`${line(`${label} other: GET /v1/credits, alone`, credits!)}  load ${before}→${load1()}`);
  console.log(line(`${label} other: GET status, alone`, status!));
  before = load1();
  const [flood, creditsF, statusF] = await Promise.all([
    autocannon({ url: `${base}/v1/jobs`, method: 'POST', headers: json(s.keys.flood), body: big, connections: CONNECTIONS, duration: DURATION }),
    ...other(),
  ]);
  console.log(`${line(`${label} flood: POST /v1/jobs 100k×12`, flood!)}  load ${before}→${load1()}`);
  console.log(line(`${label} other during flood: GET /v1/credits`, creditsF!));
  console.log(line(`${label} other during flood: GET status`, statusF!));

  // Issue 28 D1: a sign-up flood (every request a new account: one scrypt hash each).
  before = load1();
  let signups = 0;
  const tag = randomBytes(4).toString('hex');
  const [signupFlood, creditsS, statusS] = await Promise.all([
    autocannon({
      url: `${base}/v1/auth/signup`,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify({ email: `flood-${tag}-${signups++}@example.com`, password: 'bench password', tenant_name: 'Flood' }) }),
        },
      ],
    }),
    ...other(),
  ]);
  console.log(`${line(`${label} sign-up flood: POST /v1/auth/signup`, signupFlood!)}  load ${before}→${load1()}`);
  console.log(line(`${label} other during sign-ups: GET /v1/credits`, creditsS!));
  console.log(line(`${label} other during sign-ups: GET status`, statusS!));

  // Issue 28 D2: big texts from a tenant without credit (each new, 100,000 characters).
  before = load1();
  let text = 0;
  const filler = `${SCENARIO} `.repeat(Math.ceil(100_000 / (SCENARIO.length + 1)));
  const [broke, creditsB, statusB] = await Promise.all([
    autocannon({
      url: `${base}/v1/jobs`,
      connections: 2,
      duration: DURATION,
      requests: [
        {
          method: 'POST',
          headers: json(s.keys.broke),
          setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify({ name: 'big', scenario: `Text ${text++}. ${filler}`.slice(0, 100_000), n_agents: 10, n_rounds: 1 }) }),
        },
      ],
    }),
    ...other(),
  ]);
  console.log(`${line(`${label} big texts without credit: POST /v1/jobs`, broke!)}  load ${before}→${load1()}`);
  console.log(line(`${label} other during big texts: GET /v1/credits`, creditsB!));
  console.log(line(`${label} other during big texts: GET status`, statusB!));
}

console.log(`bench:api — ${machine()}; load average (1/5/15 min) ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log(
  `settings: autocannon ${CONNECTIONS} connections (flood ${CONNECTIONS}, measured tenant ${OTHER_CONNECTIONS} per endpoint), pipelining 1, ${DURATION} s per phase after a 2 s warm-up; ` +
    `API only in its own process (no worker: jobs stay queued), load generator in this process; LOG_LEVEL silent; request rate limit ${benchRateLimits().RATE_LIMIT_MAX} per key per minute`,
);

for (const backend of values.backends!.split(',').map((b) => b.trim()).filter(Boolean)) {
  if (backend === 'postgres') {
    const adminUrl = values['pg-admin-url']!;
    const dbName = `scenario_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const version = (await admin.query('show server_version')).rows[0].server_version as string;
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    let served: Served | null = null;
    try {
      served = await serve({ DATABASE_URL: url.toString() });
      console.log(`\nPostgreSQL ${version} on ${url.host}, database ${dbName} (dropped afterwards)`);
      await phases('pg', served);
    } finally {
      if (served) await stopServer(served.child);
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    }
  } else if (backend === 'pglite') {
    const served = await serve({ DATABASE_URL: '' });
    try {
      console.log('\nEmbedded PGlite (in memory)');
      await phases('pglite', served);
    } finally {
      await stopServer(served.child);
    }
  } else {
    throw new Error(`unknown back-end ${backend} (postgres, pglite)`);
  }
}

if (!values['skip-job']) await planLatencyDuringJob();

// ---------------------------------------------------------------------------------------------
// Issue 8: GET /v1/plans latency while a big simulation runs (embedded default, `all` mode).
// ---------------------------------------------------------------------------------------------

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

function sampleLine(label: string, ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `${label.padEnd(28)} n=${String(s.length).padStart(4)}  p50 ${quantile(s, 0.5).toFixed(1).padStart(7)} ms  p99 ${quantile(s, 0.99).toFixed(1).padStart(7)} ms  max ${s[s.length - 1]!.toFixed(1).padStart(7)} ms`;
}

async function planLatencyDuringJob(): Promise<void> {
  const REQUESTS = Number(values.requests);
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...benchRateLimits(), WORKER_POLL_SECONDS: '0.5' }) };
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

    await sample(`${base}/v1/plans`, 20);
    const idle = await sample(`${base}/v1/plans`, REQUESTS);

    const headers = { 'x-api-key': key.api_key, 'content-type': 'application/json' };
    const started = performance.now();
    const sub = await fetch(`${base}/v1/jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'bench', scenario: SCENARIO, n_agents: Number(values.agents), n_rounds: Number(values.rounds) }),
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

    console.log(`\nGET /v1/plans during a job — embedded PGlite, all mode (API and worker in one process), engine threads ${config.engineThreads}; load ${load1()}`);
    console.log(sampleLine('GET /v1/plans idle', idle.ms));
    console.log(sampleLine(`GET /v1/plans during job`, busy.ms));
    console.log(`  (${busy.during} of ${REQUESTS} answered while the ${values.agents}-agent × ${values.rounds}-round job was running; job ${final} in ${jobSeconds.toFixed(1)} s)`);
  } finally {
    await runtime.stop();
  }
}
