/**
 * Crash safety with real processes (docs/decisions.md "Dispatch from the jobs table"): a worker
 * process killed with SIGKILL mid-run leaves a job that another worker completes, or that is
 * failed and refunded exactly once after its last retry; two worker processes on one PostgreSQL
 * share 40 queued jobs and run none twice; the embedded default survives a SIGKILL of its one process.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { backends, fundedAccount, SAMPLE_SCENARIO, startOn, type TestAccount } from '../helpers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Settings shared by the test's own runtime and its child processes: fast heartbeats, one retry. */
const FAST = { HEARTBEAT_SECONDS: '0.5', STALE_JOB_SECONDS: '1.5', JOB_RETRY_LIMIT: '1', ENGINE_THREADS: '1', WORKER_POLL_SECONDS: '0.5', MAX_AGENT_ROUNDS_STANDARD: '1200000' };
/** A run of several seconds with a progress write per round, long enough to be killed mid-way. */
const LONG = { n_agents: 20_000, n_rounds: 6 };

interface Child {
  proc: ChildProcess;
  /** pino lines printed so far, parsed. */
  lines: any[];
}

/** Starts `src/main.ts <mode>` (node with tsx's loader: one process, so SIGKILL kills the service itself). */
function spawnService(mode: 'worker' | 'all', env: Record<string, string>): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/main.ts'), mode], {
    cwd: ROOT,
    env: { ...process.env, ...FAST, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child: Child = { proc, lines: [] };
  let buffer = '';
  proc.stdout!.on('data', (d) => {
    buffer += d;
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    for (const p of parts) {
      try {
        child.lines.push(JSON.parse(p));
      } catch {
        /* not a log line */
      }
    }
  });
  proc.stderr!.resume();
  return child;
}

function exited(proc: ChildProcess): Promise<void> {
  return proc.exitCode !== null || proc.signalCode !== null ? Promise.resolve() : new Promise((r) => proc.once('exit', () => r()));
}

async function kill9(child: Child): Promise<void> {
  child.proc.kill('SIGKILL');
  await exited(child.proc);
}

async function until<T>(check: () => Promise<T | undefined | false> | T | undefined | false, what: string, ms = 90_000): Promise<T> {
  for (const end = Date.now() + ms; ; ) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const started = (c: Child) => c.lines.filter((l) => l.msg === 'simulation started').map((l) => l.jobId as string);
const ready = (c: Child) => until(() => c.lines.some((l) => l.msg === 'worker started'), 'the worker process to start');

const pg = (await backends(FAST)).find((b) => b.name === 'postgres')!;

describe('Crash safety with worker processes on PostgreSQL', { skip: pg.skip }, () => {
  let rt: Awaited<ReturnType<typeof startOn>>;
  const children: Child[] = [];
  const worker = async () => {
    const c = spawnService('worker', { DATABASE_URL: rt.config.databaseUrl! });
    children.push(c);
    await ready(c);
    return c;
  };
  before(async () => {
    rt = await startOn(pg, { worker: false });
  });
  after(async () => {
    for (const c of children) c.proc.kill('SIGKILL');
    await Promise.all(children.map((c) => exited(c.proc)));
    await rt.stop();
  });
  const submit = async (acct: TestAccount, payload: Record<string, unknown>) => {
    const r = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': acct.apiKey }, payload: { scenario: SAMPLE_SCENARIO, ...payload } });
    assert.equal(r.statusCode, 202, r.body);
    return r.json().job_id as string;
  };
  const row = (id: string) => rt.ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const midRun = (id: string, attempt: number) =>
    until(async () => {
      const j = await row(id);
      return j.status === 'running' && j.attempts === attempt && j.current_round >= 1 && j;
    }, `attempt ${attempt} of the job to finish a round`);
  const wallet = async (acct: TestAccount) => (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } })).json();

  it('a worker killed mid-run: another worker process completes the job on retry, charged once', async (t) => {
    const acct = await fundedAccount(rt);
    const first = await worker();
    const id = await submit(acct, { name: 'survivor', ...LONG });
    await midRun(id, 1);
    const killedAt = Date.now();
    await kill9(first);
    const second = await worker();
    const done = await until(async () => {
      const j = await row(id);
      return (j.status === 'completed' || j.status === 'failed') && j;
    }, 'the retried job to finish');
    assert.equal(done.status, 'completed', `${done.failure_code}: ${done.failure_message}`);
    assert.equal(done.attempts, 2, 'run twice: the killed attempt and the retry');
    assert.ok(started(second).includes(id), 'the second worker ran it');
    // For the closing notes: recovery with this suite's stale threshold (a new worker process's start included).
    const s2 = (v: unknown) => ((new Date(v as string).getTime() - killedAt) / 1000).toFixed(1);
    const retried = second.lines.find((l) => l.msg === 'simulation started' && l.jobId === id)?.time;
    t.diagnostic(`SIGKILL → retry started ${s2(retried)} s, → completed ${s2(done.completed_at)} s (STALE_JOB_SECONDS ${FAST.STALE_JOB_SECONDS}, HEARTBEAT_SECONDS ${FAST.HEARTBEAT_SECONDS})`);
    const w = await wallet(acct);
    assert.equal(w.transactions.filter((t: any) => t.kind === 'job_charge').length, 1);
    assert.equal(w.transactions.filter((t: any) => t.kind === 'job_refund').length, 0);
    await kill9(second);
  });

  it('a job whose last retry is killed too is failed (worker_lost) and refunded exactly once', async () => {
    const acct = await fundedAccount(rt);
    const before = (await wallet(acct)).balance_usd;
    let w = await worker();
    const id = await submit(acct, { name: 'doomed', ...LONG });
    for (const attempt of [1, 2]) {
      await midRun(id, attempt);
      await kill9(w);
      w = await worker();
    }
    const done = await until(async () => {
      const j = await row(id);
      return (j.status === 'completed' || j.status === 'failed') && j;
    }, 'the job to fail');
    assert.equal(done.status, 'failed');
    assert.equal(done.failure_code, 'worker_lost');
    const after = await wallet(acct);
    assert.equal(after.balance_usd, before, 'the charge was refunded');
    assert.equal(after.transactions.filter((t: any) => t.kind === 'job_refund').length, 1, 'exactly one refund');
    // Further reaper passes (from this and other workers) change nothing.
    await new Promise((r) => setTimeout(r, 2000));
    assert.equal((await wallet(acct)).transactions.filter((t: any) => t.kind === 'job_refund').length, 1);
    await kill9(w);
  });

  it('two worker processes share 40 queued jobs and run none twice', async () => {
    const [a, b] = await Promise.all([worker(), worker()]);
    const accts = [await fundedAccount(rt, 10_000), await fundedAccount(rt, 10_000)];
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await submit(accts[i % 2]!, { name: `shared ${i}`, n_agents: 100, n_rounds: 1 }));
    await until(async () => {
      const rows = await rt.ctx.db.selectFrom('jobs').select('status').where('id', 'in', ids).execute();
      return rows.every((r) => r.status === 'completed' || r.status === 'failed');
    }, 'all 40 jobs to finish');
    const rows = await rt.ctx.db.selectFrom('jobs').select(['id', 'status', 'attempts']).where('id', 'in', ids).execute();
    assert.deepEqual(rows.filter((r) => r.status !== 'completed' || r.attempts !== 1), [], 'every job completed on its first and only attempt');
    const runs = [...started(a), ...started(b)].filter((id) => ids.includes(id));
    assert.equal(runs.length, 40, `40 runs in all (worker A ${started(a).length}, worker B ${started(b).length})`);
    assert.equal(new Set(runs).size, 40, 'no job was started twice');
    assert.ok(started(a).length > 0 && started(b).length > 0, `both workers took jobs (A ${started(a).length}, B ${started(b).length})`);
  });
});

describe('Crash safety of the embedded default', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-crash-'));
  let svc: Child | null = null;
  after(async () => {
    if (svc) await kill9(svc);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(): Promise<{ child: Child; base: string }> {
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const child = spawnService('all', { DATABASE_URL: '', DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    await until(async () => child.proc.exitCode === null && (await fetch(`${base}/v1/plans`).then((r) => r.ok).catch(() => false)), 'the service to listen');
    return { child, base };
  }

  it('a service killed mid-run restarts on its data folder and completes the job on retry', async () => {
    let { child, base } = await start();
    svc = child;
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const signup = (await (await post('/v1/auth/signup', { email: 'crash@example.com', password: 'long password', tenant_name: 'Crash' })).json()) as any;
    const auth = { authorization: `Bearer ${signup.session_token}` };
    // Credit comes from the admin CLI, which needs the folder: grant it while the service is down.
    await kill9(child);
    const { execFile } = await import('node:child_process');
    await new Promise<void>((resolve, reject) =>
      execFile(process.execPath, [path.join(ROOT, 'bin/scenario-sim.mjs'), 'admin', 'grant', '--tenant', signup.tenant_id, '--usd', '1000'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir } }, (err) => (err ? reject(err) : resolve())),
    );
    ({ child, base } = await start());
    svc = child;
    const job = (await (await post('/v1/jobs', { name: 'embedded survivor', scenario: SAMPLE_SCENARIO, ...LONG }, auth)).json()) as any;
    assert.ok(job.job_id, JSON.stringify(job));
    const status = async () => (await (await fetch(`${base}/v1/jobs/${job.job_id}/status`, { headers: auth })).json()) as any;
    await until(async () => {
      const s = await status();
      return s.status === 'running' && s.progress.current_round >= 1;
    }, 'the run to finish a round');
    await kill9(child);

    ({ child, base } = await start());
    svc = child;
    const done = await until(async () => {
      const s = await status();
      return (s.status === 'completed' || s.status === 'failed') && s;
    }, 'the job to finish after the restart');
    assert.equal(done.status, 'completed', JSON.stringify(done.failure));
    const wallet = (await (await fetch(`${base}/v1/credits`, { headers: auth })).json()) as any;
    assert.equal(wallet.balance_usd, 1000 - wallet.sim_cost_usd, 'charged once, not refunded');
  });
});
