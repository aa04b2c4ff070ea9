/**
 * Group commit of submissions (docs/decisions.md "Group commit of submissions"): concurrent
 * submissions of one tenant share a transaction, each decided on its own. Money stays exact (no
 * overdraft, one charge per job, a consistent balance_after sequence), refusals in a batch do not
 * touch the others, and a batch whose transaction fails is run again submission by submission.
 * Both back-ends.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { backends, fundedAccount, SAMPLE_SCENARIO, startOn } from '../helpers.js';

for (const backend of await backends()) {
  describe(`Group commit of submissions on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let costCents = 0;
    before(async () => {
      rt = await startOn(backend, { worker: false });
      costCents = rt.config.simCostCents;
    });
    after(async () => rt.stop());

    const submit = (apiKey: string, payload: object, extra: Record<string, string> = {}) =>
      rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': apiKey, ...extra }, payload });
    const small = (name: string) => ({ name, scenario: SAMPLE_SCENARIO, n_agents: 10, n_rounds: 1 });

    /** Wallet rows of a tenant, oldest first, and its balance, in cents. */
    const ledger = async (tenantId: string) => {
      const rows = await rt.ctx.db.selectFrom('wallet_transactions').select(['kind', 'amount_cents', 'balance_after_cents', 'job_id']).where('tenant_id', '=', tenantId).orderBy('created_at').execute();
      const t = await rt.ctx.db.selectFrom('tenants').select('balance_cents').where('id', '=', tenantId).executeTakeFirstOrThrow();
      const jobs = await rt.ctx.db.selectFrom('jobs').select(['id']).where('tenant_id', '=', tenantId).execute();
      return { rows: rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents), balance_after_cents: Number(r.balance_after_cents) })), balance: Number(t.balance_cents), jobs: jobs.map((j) => j.id) };
    };

    it('40 concurrent submissions on a wallet worth 25: 25 × 202 and 15 × 402, one charge per job, never below zero, in fewer commits than submissions', async () => {
      const acct = await fundedAccount(rt, (25 * costCents) / 100);
      const queue = rt.ctx.queue;
      let wakeUps = 0;
      rt.ctx.queue = { ...queue, enqueueSimulations: async (trx, ids) => (wakeUps++, queue.enqueueSimulations(trx, ids)) };
      try {
        const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => submit(acct.apiKey, small(`job ${i}`))));
        const codes = answers.map((a) => a.statusCode);
        assert.equal(codes.filter((c) => c === 202).length, 25, JSON.stringify(codes));
        assert.equal(codes.filter((c) => c === 402).length, 15, JSON.stringify(codes));
        for (const a of answers.filter((x) => x.statusCode === 402)) assert.equal(a.json().detail.code, 'insufficient_credits');
        const ok = answers.filter((a) => a.statusCode === 202).map((a) => a.json());
        assert.deepEqual(ok.map((b) => Math.round(b.balance_remaining * 100)).sort((a, b) => a - b), Array.from({ length: 25 }, (_, i) => i * costCents), 'each 202 shows its own balance after');
        const { rows, balance, jobs } = await ledger(acct.tenantId);
        assert.equal(balance, 0);
        const charges = rows.filter((r) => r.kind === 'job_charge');
        assert.equal(charges.length, 25);
        assert.ok(charges.every((r) => r.amount_cents === -costCents));
        assert.deepEqual(charges.map((r) => r.balance_after_cents), Array.from({ length: 25 }, (_, i) => (24 - i) * costCents), 'balance_after falls by one price per row, in order');
        assert.deepEqual(new Set(charges.map((r) => r.job_id)), new Set(jobs), 'one charge per job, no job without a charge');
        assert.deepEqual(new Set(ok.map((b) => b.job_id)), new Set(jobs));
        // PGlite runs one query at a time in this process, so there a batch rarely finds company.
        if (backend.name === 'postgres') assert.ok(wakeUps < 25, `${wakeUps} batches for 25 accepted submissions`);
      } finally {
        rt.ctx.queue = queue;
      }
    });

    it('refusals in a batch (not understood, too large) leave the others accepted; duplicates with one key share one job', async () => {
      const acct = await fundedAccount(rt, (10 * costCents) / 100);
      const answers = await Promise.all([
        submit(acct.apiKey, small('a')),
        submit(acct.apiKey, { name: 'vague', scenario: 'Hello there, this is a note about nothing in particular.' }),
        submit(acct.apiKey, { ...small('huge'), n_agents: 100_000, n_rounds: 12 }),
        submit(acct.apiKey, small('keyed'), { 'idempotency-key': 'k1' }),
        submit(acct.apiKey, small('keyed'), { 'idempotency-key': 'k1' }),
        submit(acct.apiKey, small('b')),
      ]);
      assert.deepEqual(
        answers.map((a) => a.statusCode),
        [202, 422, 422, 202, 202, 202],
        answers.map((a) => a.body).join('\n'),
      );
      assert.equal(answers[1]!.json().detail[0].type, 'scenario_not_understood');
      assert.equal(answers[2]!.json().detail[0].type, 'simulation_too_large');
      assert.deepEqual(answers[4]!.json(), answers[3]!.json(), 'the duplicate replays the first answer');
      const { rows, balance, jobs } = await ledger(acct.tenantId);
      assert.equal(jobs.length, 3);
      assert.equal(rows.filter((r) => r.kind === 'job_charge').length, 3);
      assert.equal(balance, 7 * costCents);
      // A later retry with the key replays too.
      const retry = await submit(acct.apiKey, small('keyed'), { 'idempotency-key': 'k1' });
      assert.deepEqual(retry.json(), answers[3]!.json());
    });

    it('a batch spanning tenants keeps each wallet exact: 4 tenants × 10 concurrent submissions on wallets worth 6', async () => {
      const accts = await Promise.all(Array.from({ length: 4 }, () => fundedAccount(rt, (6 * costCents) / 100)));
      const answers = await Promise.all(accts.flatMap((a, t) => Array.from({ length: 10 }, (_, i) => submit(a.apiKey, small(`t${t} job ${i}`)).then((r) => ({ t, r })))));
      for (const [t, acct] of accts.entries()) {
        const mine = answers.filter((x) => x.t === t).map((x) => x.r.statusCode);
        assert.equal(mine.filter((c) => c === 202).length, 6, `tenant ${t}: ${JSON.stringify(mine)}`);
        assert.equal(mine.filter((c) => c === 402).length, 4, `tenant ${t}`);
        const { rows, balance, jobs } = await ledger(acct.tenantId);
        assert.equal(balance, 0, `tenant ${t}`);
        assert.equal(jobs.length, 6);
        assert.deepEqual(rows.filter((r) => r.kind === 'job_charge').map((r) => r.balance_after_cents), [5, 4, 3, 2, 1, 0].map((k) => k * costCents), `tenant ${t}`);
      }
    });

    it("a tenant's queued work stays equal to the sum over its unfinished jobs through every kind of change", async () => {
      const acct = await fundedAccount(rt, (10 * costCents) / 100);
      const check = async (label: string) => {
        const t = await rt.ctx.db.selectFrom('tenants').select('pending_agent_rounds').where('id', '=', acct.tenantId).executeTakeFirstOrThrow();
        const jobs = await rt.ctx.db.selectFrom('jobs').select(['options', 'total_rounds', 'status']).where('tenant_id', '=', acct.tenantId).execute();
        const sum = jobs.filter((j) => j.status === 'queued' || j.status === 'running').reduce((a, j) => a + (j.options as { n_agents: number }).n_agents * j.total_rounds, 0);
        assert.equal(Number(t.pending_agent_rounds), sum, label);
        return sum;
      };
      const sizes = [[10, 1], [100, 2], [1000, 4], [50, 3]] as const;
      const answers = await Promise.all(sizes.map(([a, r], i) => submit(acct.apiKey, { ...small(`w${i}`), n_agents: a, n_rounds: r })));
      assert.deepEqual(answers.map((a) => a.statusCode), [202, 202, 202, 202]);
      assert.equal(await check('after a batch of submissions'), 10 + 200 + 4000 + 150);
      const [j0, j1, j2, j3] = answers.map((a) => a.json().job_id as string);
      await rt.ctx.db.updateTable('jobs').set({ status: 'running' }).where('id', 'in', [j0!, j1!]).execute();
      assert.equal(await check('queued → running changes nothing'), 4360);
      await rt.ctx.db.updateTable('jobs').set({ current_round: 1 }).where('id', '=', j1!).execute();
      await rt.ctx.db.updateTable('jobs').set({ status: 'completed' }).where('id', '=', j0!).execute();
      assert.equal(await check('completed'), 4350);
      await rt.ctx.db.updateTable('jobs').set({ status: 'failed' }).where('id', 'in', [j1!, j2!]).execute();
      assert.equal(await check('two failed in one statement'), 150);
      await rt.ctx.db.updateTable('jobs').set({ status: 'queued' }).where('id', '=', j2!).execute();
      assert.equal(await check('failed → queued again'), 4150);
      await rt.ctx.db.deleteFrom('jobs').where('id', '=', j3!).execute();
      assert.equal(await check('deleted'), 4000);
    });

    it('a batch whose transaction fails is run again one by one: every submission is accepted once', async () => {
      const acct = await fundedAccount(rt, (20 * costCents) / 100);
      const queue = rt.ctx.queue;
      let failed = 0;
      rt.ctx.queue = {
        ...queue,
        enqueueSimulations: async (trx, ids) => {
          if (ids.length > 1) {
            failed++;
            throw new Error('simulated failure of a batch');
          }
          return queue.enqueueSimulations(trx, ids);
        },
      };
      try {
        const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => submit(acct.apiKey, small(`retry ${i}`))));
        assert.deepEqual(answers.map((a) => a.statusCode), Array(12).fill(202), answers.map((a) => a.body).join('\n'));
        if (backend.name === 'postgres') assert.ok(failed >= 1, 'at least one batch of several submissions was formed and failed');
        const { rows, balance, jobs } = await ledger(acct.tenantId);
        assert.equal(jobs.length, 12);
        assert.equal(rows.filter((r) => r.kind === 'job_charge').length, 12);
        assert.equal(balance, 8 * costCents);
      } finally {
        rt.ctx.queue = queue;
      }
    });
  });
}
