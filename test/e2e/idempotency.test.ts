/**
 * Idempotency first (docs/decisions.md "Idempotency first"): a submission with an Idempotency-Key
 * resolves the key before it touches the wallet, so 50 identical concurrent submissions on a wallet
 * worth exactly one simulation all get the same 202 and pay once. Both back-ends.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { backends, fundedAccount, SAMPLE_SCENARIO, startOn } from '../helpers.js';

const CONCURRENT = 50;

for (const backend of await backends()) {
  describe(`Idempotency-Key under concurrency on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let cost = 0;
    before(async () => {
      rt = await startOn(backend, { worker: false });
      cost = (await rt.app!.inject({ method: 'GET', url: '/v1/plans' })).json().sim_cost_usd;
    });
    after(async () => rt.stop());

    it(`${CONCURRENT} identical submissions with one key on a wallet worth one simulation: all 202, one job, one charge`, async () => {
      const acct = await fundedAccount(rt, cost);
      const headers = { 'x-api-key': acct.apiKey, 'idempotency-key': 'launch-once' };
      const payload = { name: 'once', scenario: SAMPLE_SCENARIO, n_agents: 100, n_rounds: 1 };
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () => rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers, payload })),
      );
      const statuses = answers.map((a) => a.statusCode);
      assert.deepEqual(statuses, Array(CONCURRENT).fill(202), `every duplicate replays the first answer; got ${JSON.stringify(statuses)}`);
      const first = answers[0]!.json();
      for (const a of answers) assert.deepEqual(a.json(), first, 'every answer carries the same body (same job_id and balance)');
      assert.equal(first.balance_remaining, 0);

      const wallet = (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } })).json();
      assert.equal(wallet.balance_usd, 0);
      assert.equal(wallet.transactions.filter((t: any) => t.kind === 'job_charge').length, 1, 'charged exactly once');
      const jobs = (await rt.app!.inject({ method: 'GET', url: '/v1/scenarios', headers: { 'x-api-key': acct.apiKey } })).json().scenarios;
      assert.deepEqual(jobs.map((j: any) => j.job_id), [first.job_id], 'exactly one job was created');
    });

    it('concurrent requests with one key and different bodies: one runs, the others are 422 idempotency_key_reused', async () => {
      const acct = await fundedAccount(rt, 10 * cost);
      const headers = { 'x-api-key': acct.apiKey, 'idempotency-key': 'mixed' };
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers, payload: { name: `variant ${i % 2}`, scenario: SAMPLE_SCENARIO, n_agents: 100 } }),
        ),
      );
      const accepted = answers.filter((a) => a.statusCode === 202);
      const refused = answers.filter((a) => a.statusCode === 422);
      assert.equal(accepted.length + refused.length, 10, answers.map((a) => `${a.statusCode} ${a.body}`).join('\n'));
      assert.equal(new Set(accepted.map((a) => a.json().job_id)).size, 1, 'one job behind every 202');
      assert.equal(accepted.length, 5, 'the requests with the winning body all replay it');
      for (const r of refused) assert.equal(r.json().detail[0].type, 'idempotency_key_reused');
      const wallet = (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } })).json();
      assert.equal(wallet.balance_usd, 9 * cost, 'charged once');
    });

    it('a key whose first request was refused (402) stores nothing: the retry after a top-up goes through', async () => {
      const acct = await fundedAccount(rt, 0);
      const headers = { 'x-api-key': acct.apiKey, 'idempotency-key': 'after-top-up' };
      const payload = { name: 'later', scenario: SAMPLE_SCENARIO, n_agents: 100 };
      const short = await Promise.all(Array.from({ length: 5 }, () => rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers, payload })));
      assert.deepEqual(short.map((r) => r.statusCode), Array(5).fill(402));
      await fundedAccount(rt, 0); // another tenant's activity in between changes nothing
      const { grantUsd } = await import('../helpers.js');
      await grantUsd(rt, acct.tenantId, cost);
      const ok = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers, payload });
      assert.equal(ok.statusCode, 202, ok.body);
    });
  });
}
