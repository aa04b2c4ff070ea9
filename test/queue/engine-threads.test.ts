/**
 * The engine runs in worker threads (issue 8 item 3): the API answers while a big simulation runs,
 * and a simulation thread that dies fails its job and refunds it exactly once.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { backends, fundedAccount, pollStatus, SAMPLE_SCENARIO, startOn } from '../helpers.js';
import type { EnginePool } from '../../src/queue/engine-pool.js';

/** A funded account and a submitted job that a worker has started. */
async function startedJob(rt: Awaited<ReturnType<typeof startOn>>, payload: Record<string, unknown>) {
  const app = rt.app!;
  const acct = await fundedAccount(rt);
  const sub = await app.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': acct.apiKey }, payload });
  assert.equal(sub.statusCode, 202, sub.body);
  const jobId = sub.json().job_id as string;
  const running = await pollStatus(app, acct.apiKey, jobId, (st) => st !== 'queued');
  assert.equal(running.status, 'running');
  return { acct, jobId };
}

// One engine thread (the test kills it), and the standard tier allowed the engine's whole range.
for (const backend of await backends({ ENGINE_THREADS: '1', MAX_AGENT_ROUNDS_STANDARD: '1200000' })) {
  describe(`Engine threads on ${backend.name}`, { skip: backend.skip }, () => {
    // The embedded default (`npm start`) is the mode that blocked: the API shares its process with the worker.
    if (backend.name === 'pglite') it('answers 20 GET /v1/plans while a 100,000-agent job runs', async () => {
      const rt = await startOn(backend, { worker: true });
      try {
        const app = rt.app!;
        const { acct, jobId } = await startedJob(rt, { name: 'big', scenario: SAMPLE_SCENARIO, n_agents: 100_000, n_rounds: 2 });
        const answered: number[] = [];
        for (let i = 0; i < 20; i++) {
          const r = await app.inject({ method: 'GET', url: '/v1/plans' });
          answered.push(r.statusCode);
          await new Promise((res) => setTimeout(res, 25));
        }
        const after = (await app.inject({ method: 'GET', url: `/v1/jobs/${jobId}/status`, headers: { 'x-api-key': acct.apiKey } })).json();
        assert.deepEqual(answered, Array(20).fill(200));
        // All 20 answered while the simulation was still running: it did not hold the event loop.
        assert.equal(after.status, 'running');
      } finally {
        await rt.stop();
      }
    });

    it('fails and refunds exactly once a job whose simulation thread dies mid-run', async () => {
      const rt = await startOn(backend, { worker: true });
      try {
        const app = rt.app!;
        const { acct, jobId } = await startedJob(rt, { name: 'doomed', scenario: SAMPLE_SCENARIO, n_agents: 60_000, n_rounds: 6 });
        // Mid-run: the first round has reported its progress.
        for (let until = Date.now() + 30_000; Date.now() < until; ) {
          const s = (await app.inject({ method: 'GET', url: `/v1/jobs/${jobId}/status`, headers: { 'x-api-key': acct.apiKey } })).json();
          if (s.progress.batch_id) break;
          await new Promise((res) => setTimeout(res, 50));
        }
        const threads = (rt.worker!.runner as EnginePool).pool.threads;
        assert.equal(threads.length, 1, 'one simulation thread is running the job');
        await threads[0]!.terminate();

        const final = await pollStatus(app, acct.apiKey, jobId, (s) => s === 'failed' || s === 'completed');
        assert.equal(final.status, 'failed');
        assert.equal(final.failure.code, 'engine_crashed');
        const wallet = (await app.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } })).json();
        assert.equal(wallet.transactions.filter((t: any) => t.kind === 'job_refund').length, 1);
        assert.equal(wallet.balance_usd, 500);

        // The pool replaces the dead thread: the next job completes.
        const next = await app.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': acct.apiKey }, payload: { name: 'next', scenario: SAMPLE_SCENARIO, n_agents: 200 } });
        const done = await pollStatus(app, acct.apiKey, next.json().job_id, (s) => s === 'failed' || s === 'completed');
        assert.equal(done.status, 'completed', JSON.stringify(done.failure));
      } finally {
        await rt.stop();
      }
    });
  });
}
