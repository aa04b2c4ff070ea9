/**
 * Webhook deliveries survive a crash (docs/decisions.md "Webhooks"): a worker process (a real
 * child, `src/main.ts worker`) completes a job, starts delivering its event to a receiver that does
 * not answer, and is killed with SIGKILL; a new worker process delivers the same event (same
 * Service-Event-Id and body, correctly signed) once the endpoint's lease has passed, and the
 * deliveries list shows both attempts, the first marked interrupted. On PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { backends, fundedAccount, SAMPLE_SCENARIO, startOn } from '../helpers.js';
import { startReceiver, type Receiver } from '../webhook-receiver.js';
import { verifyWebhookSignature } from '../../src/lib/webhook-signature.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const receiver: Receiver = await startReceiver();
after(() => receiver.close());

/** Settings of the test's runtime and its children: loopback receivers, the test's CA, a 3 s attempt limit (lease 8 s). */
const SETTINGS = {
  WEBHOOK_ALLOW_LOOPBACK: '1',
  WEBHOOK_CA_FILE: receiver.caFile,
  WEBHOOK_TIMEOUT_SECONDS: '3',
  WEBHOOK_POLL_SECONDS: '0.2',
  ENGINE_THREADS: '1',
  WORKER_POLL_SECONDS: '0.2',
};

interface Child {
  proc: ChildProcess;
  lines: any[];
}

function spawnWorker(env: Record<string, string>): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/main.ts'), 'worker'], {
    cwd: ROOT,
    env: { ...process.env, ...SETTINGS, LOG_LEVEL: 'info', ...env },
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

const exited = (proc: ChildProcess) =>
  proc.exitCode !== null || proc.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => proc.once('exit', () => r()));

async function until<T>(check: () => Promise<T | undefined | false> | T | undefined | false, what: string, ms = 60_000): Promise<T> {
  for (const end = Date.now() + ms; ; ) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const pg = (await backends(SETTINGS)).find((b) => b.name === 'postgres')!;

describe('Webhook delivery across a crash (PostgreSQL, worker processes)', { skip: pg.skip }, () => {
  let rt: Awaited<ReturnType<typeof startOn>>;
  const children: Child[] = [];
  const worker = async () => {
    const c = spawnWorker({ DATABASE_URL: rt.config.databaseUrl! });
    children.push(c);
    await until(() => c.lines.some((l) => l.msg === 'worker started'), 'the worker process to start');
    return c;
  };
  before(async () => {
    // The test's own runtime serves the API only: no worker, no webhook sender.
    rt = await startOn(pg, { worker: false });
  });
  after(async () => {
    for (const c of children) c.proc.kill('SIGKILL');
    await Promise.all(children.map((c) => exited(c.proc)));
    await rt.stop();
  });

  it('a worker killed (SIGKILL) between the completion and the delivery: the event is delivered after a restart', async (t) => {
    const acct = await fundedAccount(rt);
    const headers = { 'x-api-key': acct.apiKey };
    // The first request is never answered: the worker is killed while it waits.
    receiver.script('/crash', (n) => (n === 1 ? 'hang' : { status: 200 }));
    const reg = await rt.app!.inject({ method: 'POST', url: '/v1/webhooks', headers, payload: { url: receiver.url('/crash'), events: ['scenario.completed'] } });
    assert.equal(reg.statusCode, 201, reg.body);
    const secret = reg.json().secret as string;

    const first = await worker();
    const sub = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers, payload: { name: 'crash', scenario: SAMPLE_SCENARIO, n_agents: 10, n_rounds: 1 } });
    assert.equal(sub.statusCode, 202, sub.body);
    const jobId = sub.json().job_id as string;
    await until(() => receiver.on('/crash').length === 1, 'the first attempt to reach the receiver');
    first.proc.kill('SIGKILL');
    await exited(first.proc);
    const killedAt = Date.now();

    const job = await rt.ctx.db.selectFrom('jobs').select(['status']).where('id', '=', jobId).executeTakeFirstOrThrow();
    assert.equal(job.status, 'completed', 'the job completed before the kill');
    const [pending] = (await rt.app!.inject({ method: 'GET', url: '/v1/webhooks/deliveries', headers })).json().deliveries;
    assert.equal(pending.state, 'pending');
    assert.equal(pending.attempts, 1);
    assert.equal(pending.attempt_history[0].duration_ms, null, 'the attempt never finished');

    await worker();
    await until(() => receiver.on('/crash').length === 2, 'the delivery after the restart');
    const [a, b] = receiver.on('/crash');
    t.diagnostic(`SIGKILL → delivered by the new worker after ${((b!.at - killedAt) / 1000).toFixed(1)} s (lease = WEBHOOK_TIMEOUT_SECONDS ${SETTINGS.WEBHOOK_TIMEOUT_SECONDS} + 5 s)`);
    assert.equal(b!.headers['service-event-id'], a!.headers['service-event-id'], 'the same event id');
    assert.equal(b!.raw.toString(), a!.raw.toString(), 'the same body');
    verifyWebhookSignature(b!.raw, b!.headers['service-signature'] as string, secret);
    assert.equal(JSON.parse(b!.raw.toString()).data.job_id, jobId);

    const done = await until(async () => {
      const [d] = (await rt.app!.inject({ method: 'GET', url: '/v1/webhooks/deliveries', headers })).json().deliveries;
      return d?.state === 'succeeded' && d;
    }, 'the delivery to be recorded');
    assert.equal(done.attempts, 2);
    assert.match(done.attempt_history[0].error, /interrupted/);
    assert.equal(done.attempt_history[1].status_code, 200);
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(receiver.on('/crash').length, 2, 'delivered once after the restart');
  });
});
