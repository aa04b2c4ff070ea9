/**
 * Dispatch from the jobs table (docs/decisions.md "Dispatch from the jobs table"): a queued job is
 * taken as soon as it commits (a notification, not the poll), several at once, kept alive by a
 * heartbeat timer however long a round takes, and a job handed back shows no progress of the
 * abandoned run. Both back-ends.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { backends, fundedAccount, pollStatus, SAMPLE_SCENARIO, startOn, type TestAccount } from '../helpers.js';
import { startWorker } from '../../src/queue/worker.js';
import type { EngineRunner } from '../../src/queue/engine-pool.js';
import type { EngineInput, RoundProgress } from '../../src/engine/index.js';

/** An engine stand-in whose runs finish when the test says so. */
function gatedRunner() {
  const started: { input: EngineInput; progress: (p: RoundProgress) => void; finish: () => void }[] = [];
  const runner: EngineRunner = {
    run: (input, onProgress, signal) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
        started.push({ input, progress: onProgress, finish: () => resolve({ fake: true, name: input.name } as any) });
      }),
    destroy: async () => {},
  };
  return { runner, started };
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  for (const end = Date.now() + ms; !(await check()); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// The poll is an hour: only the notification can wake a worker in these tests.
for (const backend of await backends({ WORKER_POLL_SECONDS: '3600', HEARTBEAT_SECONDS: '0.2', STALE_JOB_SECONDS: '0.6' })) {
  describe(`Dispatch on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    before(async () => {
      rt = await startOn(backend, { worker: false });
    });
    after(async () => rt.stop());
    const submit = async (acct: TestAccount, name: string) => {
      const r = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': acct.apiKey }, payload: { name, scenario: SAMPLE_SCENARIO, n_agents: 100, n_rounds: 2 } });
      assert.equal(r.statusCode, 202, r.body);
      return r.json().job_id as string;
    };
    const row = (id: string) => rt.ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('takes a job the moment it is queued, without waiting for a poll, and runs several at once', async () => {
      const { runner, started } = gatedRunner();
      const worker = await startWorker(rt.ctx, { runner, concurrency: 3 });
      try {
        const accts = [await fundedAccount(rt), await fundedAccount(rt), await fundedAccount(rt)];
        const ids = [];
        for (const [i, a] of accts.entries()) ids.push(await submit(a, `at once ${i}`));
        await until(() => started.length === 3, 'three runs started by notifications alone');
        for (const id of ids) assert.equal((await row(id)).status, 'running');
        for (const s of started) s.finish();
        for (const [i, id] of ids.entries()) {
          const done = await pollStatus(rt.app!, accts[i]!.apiKey, id, (s) => s === 'completed' || s === 'failed');
          assert.equal(done.status, 'completed');
        }
      } finally {
        await worker.stop();
      }
    });

    it('keeps a run alive with heartbeats through a round longer than the stale threshold', async () => {
      const { runner, started } = gatedRunner();
      const worker = await startWorker(rt.ctx, { runner, concurrency: 1, reapIntervalMs: 100 });
      try {
        const acct = await fundedAccount(rt);
        const id = await submit(acct, 'long round');
        await until(() => started.length === 1, 'the run to start');
        // Five stale thresholds without a finished round: the timer's heartbeats keep the job.
        await new Promise((r) => setTimeout(r, 3000));
        assert.equal((await row(id)).attempts, 1, 'the reaper never took the job from its live worker');
        started[0]!.finish();
        const done = await pollStatus(rt.app!, acct.apiKey, id, (s) => s === 'completed' || s === 'failed');
        assert.equal(done.status, 'completed');
        assert.equal((await row(id)).attempts, 1);
      } finally {
        await worker.stop();
      }
    });

    it('a job handed back after its worker died shows no round or batch of the abandoned run, and then completes', async () => {
      const acct = await fundedAccount(rt);
      const id = await submit(acct, 'retried');
      // As a worker that claimed the job, wrote round 1 of batch r1 and died would leave it.
      await rt.ctx.db
        .updateTable('jobs')
        .set({ status: 'running', attempts: 1, current_round: 1, batch_id: 'r1-8x100', started_at: sql`now() - interval '1 minute'` as any, heartbeat_at: sql`now() - interval '1 minute'` as any })
        .where('id', '=', id)
        .execute();
      const { runner, started } = gatedRunner();
      const worker = await startWorker(rt.ctx, { runner, concurrency: 1, reapIntervalMs: 3_600_000 });
      try {
        // The reaper hands it back (queued, progress reset), and the notification restarts it at once.
        assert.equal(await worker.reap(), 1);
        await until(() => started.length === 1, 'the retry to start');
        const status = (await rt.app!.inject({ method: 'GET', url: `/v1/jobs/${id}/status`, headers: { 'x-api-key': acct.apiKey } })).json();
        assert.equal(status.status, 'running');
        assert.deepEqual([status.progress.current_round, status.progress.batch_id], [0, null], 'the retry starts from round 0 with no batch');
        started[0]!.progress({ round: 1, batchId: 'r1-8x100', totalRounds: 2 } as any);
        await until(async () => (await row(id)).current_round === 1, 'the retry to report round 1');
        started[0]!.finish();
        const done = await pollStatus(rt.app!, acct.apiKey, id, (s) => s === 'completed' || s === 'failed');
        assert.equal(done.status, 'completed');
        assert.equal((await row(id)).attempts, 2);
      } finally {
        await worker.stop();
      }
    });
  });
}
