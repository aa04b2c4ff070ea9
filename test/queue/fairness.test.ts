/**
 * Fairness between tenants (docs/decisions.md "Fairness between tenants"): jobs are taken
 * round-robin between tenants, a tenant runs at most TENANT_MAX_RUNNING jobs at once, its queued work
 * is bounded (429 `tenant_queue_full`), and run sizes above the default are bounded per tier (422
 * `simulation_too_large`). Both back-ends; on the embedded default also with the real engine: a small
 * job of one tenant completes, and its wallet answers, while another tenant's big jobs run.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { backends, fundedAccount, pollStatus, SAMPLE_SCENARIO, startOn, type TestAccount } from '../helpers.js';
import { startWorker } from '../../src/queue/worker.js';
import type { EngineRunner } from '../../src/queue/engine-pool.js';

/** An engine stand-in that records which job each run belongs to and finishes when told. */
function gatedRunner() {
  const started: { name: string; finish: () => void }[] = [];
  const runner: EngineRunner = {
    run: (input, _onProgress, signal) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
        started.push({ name: input.name ?? '', finish: () => resolve({ fake: true } as any) });
      }),
    destroy: async () => {},
  };
  return { runner, started };
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; !(await check()); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const SETTINGS = { TENANT_MAX_RUNNING: '2', TENANT_MAX_QUEUED_AGENT_ROUNDS: '50000', WORKER_POLL_SECONDS: '0.2' };

for (const backend of await backends(SETTINGS)) {
  describe(`Fairness between tenants on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    before(async () => {
      rt = await startOn(backend, { worker: false });
    });
    after(async () => rt.stop());
    const submit = (acct: TestAccount, name: string, size: Record<string, number> = { n_agents: 100, n_rounds: 1 }) =>
      rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': acct.apiKey }, payload: { name, scenario: SAMPLE_SCENARIO, ...size } });
    const accepted = async (acct: TestAccount, name: string, size?: Record<string, number>) => {
      const r = await submit(acct, name, size);
      assert.equal(r.statusCode, 202, r.body);
      return r.json().job_id as string;
    };
    const balance = async (acct: TestAccount) => (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } })).json().balance_usd;

    it('takes jobs round-robin between tenants, whatever order they were queued in', async () => {
      const a = await fundedAccount(rt, 5000);
      const b = await fundedAccount(rt, 5000);
      for (let i = 0; i < 4; i++) await accepted(a, `A${i}`);
      for (let i = 0; i < 2; i++) await accepted(b, `B${i}`);
      const { runner, started } = gatedRunner();
      const worker = await startWorker(rt.ctx, { runner, concurrency: 1 });
      try {
        for (let n = 1; n <= 6; n++) {
          await until(() => started.length === n, `run ${n} to start`);
          started[n - 1]!.finish();
        }
        assert.deepEqual(started.map((s) => s.name), ['A0', 'B0', 'A1', 'B1', 'A2', 'A3'], 'B did not wait behind all of A');
      } finally {
        await worker.stop();
      }
    });

    it('runs at most TENANT_MAX_RUNNING jobs of a tenant at once; another tenant takes a free slot at once', async () => {
      const a = await fundedAccount(rt, 5000);
      const b = await fundedAccount(rt, 5000);
      for (let i = 0; i < 4; i++) await accepted(a, `busy A${i}`);
      const { runner, started } = gatedRunner();
      const worker = await startWorker(rt.ctx, { runner, concurrency: 4 });
      try {
        await until(() => started.length === 2, 'two of A to start');
        await new Promise((r) => setTimeout(r, 600)); // several polls: A gets no third slot
        assert.equal(started.length, 2, 'A holds at most 2 slots of 4');
        await accepted(b, 'quick B');
        await until(() => started.length === 3, 'B to start');
        assert.equal(started[2]!.name, 'quick B');
        for (const s of started) s.finish();
        await until(() => started.length === 5, 'the rest of A to start');
        for (const s of started) s.finish();
      } finally {
        await worker.stop();
      }
    });

    it('bounds a tenant\'s queued work: 429 tenant_queue_full with Retry-After, nothing charged; other tenants unaffected', async () => {
      const a = await fundedAccount(rt, 5000);
      const b = await fundedAccount(rt, 5000);
      const size = { n_agents: 1000, n_rounds: 10 };
      for (let i = 0; i < 5; i++) await accepted(a, `fill ${i}`, size); // 5 × 10,000 = the 50,000 limit
      const before = await balance(a);
      const full = await submit(a, 'one too many', size);
      assert.equal(full.statusCode, 429, full.body);
      assert.equal(full.json().detail.code, 'tenant_queue_full');
      assert.equal(full.json().detail.pending_agent_rounds, 50_000);
      assert.ok(Number(full.headers['retry-after']) > 0, 'Retry-After is set');
      assert.equal(await balance(a), before, 'a refused submission charges nothing');
      await accepted(b, 'other tenant', size);
    });

    it('bounds run sizes per tier: 422 simulation_too_large beyond the tier, nothing charged; a higher tier may', async () => {
      const a = await fundedAccount(rt, 5000);
      const before = await balance(a);
      const big = { n_agents: 100_000, n_rounds: 12 };
      const r = await submit(a, 'too big', big);
      assert.equal(r.statusCode, 422, r.body);
      const [item] = r.json().detail;
      assert.deepEqual(item.loc, ['body', 'n_agents']);
      assert.equal(item.type, 'simulation_too_large');
      assert.equal(item.ctx.tier, 'standard');
      assert.equal(item.ctx.max_agent_rounds, rt.config.maxAgentRounds.standard);
      assert.equal(await balance(a), before);
      // 10× the default is within the standard tier.
      assert.equal((await submit(a, 'ten times', { n_agents: 10_000, n_rounds: 4 })).statusCode, 202);
      const c = await fundedAccount(rt, 5000);
      await rt.ctx.db.updateTable('tenants').set({ tier: 'pro' }).where('id', '=', c.tenantId).execute();
      const pro = await submit(c, 'pro size', { n_agents: 45_000, n_rounds: 1 });
      assert.equal(pro.statusCode, 202, `beyond standard, within pro: ${pro.body}`);
      const stillBig = await submit(c, 'still too big', big);
      assert.equal(stillBig.json().detail[0].ctx.tier, 'pro', stillBig.body);
    });

    if (backend.name === 'pglite') {
      it('with the real engine, another tenant\'s small job completes and its wallet answers while big jobs run', async () => {
        const a = await fundedAccount(rt, 5000);
        const b = await fundedAccount(rt, 5000);
        await rt.ctx.db.updateTable('tenants').set({ tier: 'enterprise' }).where('id', '=', a.tenantId).execute();
        const worker = await startWorker(rt.ctx, { concurrency: 2 });
        try {
          const big: string[] = [];
          // Two 10,000-agent runs (within this suite's 50,000 queued agent-rounds); they take seconds each.
          for (let i = 0; i < 2; i++) big.push(await accepted(a, `big ${i}`, { n_agents: 10_000, n_rounds: 1 }));
          await until(async () => (await pollStatus(rt.app!, a.apiKey, big[0]!, () => true)).status === 'running', 'a big job to start');
          const small = await accepted(b, 'small', { n_agents: 100, n_rounds: 1 });
          const done = await pollStatus(rt.app!, b.apiKey, small, (s) => s === 'completed' || s === 'failed');
          assert.equal(done.status, 'completed');
          const bigNow = await Promise.all(big.map((id) => pollStatus(rt.app!, a.apiKey, id, () => true)));
          assert.ok(bigNow.some((s) => s.status !== 'completed'), `the small job did not wait for all big ones: ${bigNow.map((s) => s.status)}`);
          assert.equal((await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': b.apiKey } })).statusCode, 200);
          for (const id of big) assert.equal((await pollStatus(rt.app!, a.apiKey, id, (s) => s === 'completed' || s === 'failed', 120_000)).status, 'completed');
        } finally {
          await worker.stop();
        }
      });
    }
  });
}
