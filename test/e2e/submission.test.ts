/**
 * Submission rules of issue 9 (items 3 and 5), over HTTP against the embedded PGlite and a real
 * PostgreSQL: text with no announced change is refused before anything is charged or stored
 * unless `force` is set; `audience` is validated, stored with the job and run; jobs stored before
 * either field existed still run.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { backends, fundedAccount, pollStatus, SAMPLE_SCENARIO, startOn, type TestAccount } from '../helpers.js';
import { understandScenario } from '../../src/engine/index.js';
import { startWorker, type WorkerHandle } from '../../src/queue/worker.js';

/** Texts the engine finds no announced change in. */
const NOT_UNDERSTOOD = {
  recipe: 'Preheat the oven to 180 degrees. Mix the flour, sugar and two eggs, pour into a tin and bake for 25 minutes. Let it cool before slicing.',
  one_word: 'Pricing',
  gibberish: 'qwpoeiru zxmcnv lkjasd fhgqwe, pqowieur mznxbcv!',
};
/** Read as adopting the LGBTQ cause (test/engine/audience.test.ts checks that reading). */
const CAUSE = 'Acme Outdoor will launch a Pride campaign in all its stores in support of LGBTQ rights.';
const ENDPOINTS = ['/v1/jobs', '/v1/scenarios'] as const;
const FAST = { n_agents: 200, n_rounds: 2 };

for (const backend of await backends()) {
  describe(`Submission rules on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let worker: WorkerHandle | null = null;
    let cost = 0;
    const auth = (acct: TestAccount) => ({ 'x-api-key': acct.apiKey });
    const funded = (usd = 1000) => fundedAccount(rt, usd);
    const balance = async (acct: TestAccount) => (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: auth(acct) })).json().balance_usd as number;
    const jobsOf = async (acct: TestAccount) => (await rt.app!.inject({ method: 'GET', url: '/v1/scenarios', headers: auth(acct) })).json().scenarios as unknown[];
    const storedOptions = async (jobId: string) => (await rt.ctx.db.selectFrom('jobs').select('options').where('id', '=', jobId).executeTakeFirstOrThrow()).options as Record<string, unknown>;
    const submit = (acct: TestAccount, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      rt.app!.inject({ method: 'POST', url, headers: { ...auth(acct), ...headers }, payload: { name: 'rule test', ...payload } });
    const completes = async (acct: TestAccount, jobId: string) => {
      worker ??= await startWorker(rt.ctx);
      const done = await pollStatus(rt.app!, acct.apiKey, jobId, (s) => s === 'completed' || s === 'failed');
      assert.equal(done.status, 'completed', JSON.stringify(done.failure));
      const report = await rt.app!.inject({ method: 'GET', url: `/v1/jobs/${jobId}/report`, headers: auth(acct) });
      assert.equal(report.statusCode, 200);
      return report.json();
    };

    before(async () => {
      // No worker at first: the first test changes a queued job before anything claims it.
      rt = await startOn(backend, { worker: false });
      cost = (await rt.app!.inject({ method: 'GET', url: '/v1/plans' })).json().sim_cost_usd;
    });
    after(async () => {
      await worker?.stop();
      await rt.stop();
    });

    it('runs a job stored before force and audience existed (options without them)', async () => {
      const acct = await funded();
      const sub = await submit(acct, '/v1/jobs', { scenario: SAMPLE_SCENARIO, ...FAST });
      assert.equal(sub.statusCode, 202, sub.body);
      const id = sub.json().job_id as string;
      assert.deepEqual(await storedOptions(id), { n_agents: 200, n_rounds: 2, seed: 1, lang: 'en', white_label_domain: null, force: false, audience: null });
      const { force: _f, audience: _a, ...old } = await storedOptions(id);
      await rt.ctx.db.updateTable('jobs').set({ options: JSON.stringify(old) }).where('id', '=', id).execute();
      assert.ok(!('force' in (await storedOptions(id))));
      await completes(acct, id);
    });

    it('refuses text with no announced change with 422 scenario_not_understood on both endpoints, charging and storing nothing', async () => {
      const acct = await funded();
      for (const url of ENDPOINTS) {
        for (const [label, scenario] of Object.entries(NOT_UNDERSTOOD)) {
          const r = await submit(acct, url, { scenario, ...FAST }, { 'idempotency-key': `refused-${url}-${label}` });
          assert.equal(r.statusCode, 422, `${url} ${label}: ${r.body}`);
          const [item, ...more] = r.json().detail;
          assert.equal(more.length, 0);
          assert.deepEqual(item.loc, ['body', 'scenario']);
          assert.equal(item.type, 'scenario_not_understood');
          assert.equal(item.msg, understandScenario(scenario).missing);
          assert.match(item.msg, /No announced change/);
          assert.ok(typeof item.input === 'string' && item.input.length <= 80 && scenario.startsWith(item.input.replace(/…$/, '')), item.input);
        }
      }
      assert.equal(await balance(acct), 1000);
      assert.deepEqual(await jobsOf(acct), []);
      const keys = await rt.ctx.db.selectFrom('idempotency_keys').select('key').where('tenant_id', '=', acct.tenantId).execute();
      assert.deepEqual(keys, [], 'a refused request stores no idempotency record');
    });

    it('runs the same text with force: true (202, charged once, completes), on both endpoints', async () => {
      const acct = await funded();
      const ids: string[] = [];
      for (const url of ENDPOINTS) {
        // The key of a refused request is free: the forced retry with the same key goes through.
        const headers = { 'idempotency-key': `forced-${url}` };
        assert.equal((await submit(acct, url, { scenario: NOT_UNDERSTOOD.recipe, ...FAST }, headers)).statusCode, 422);
        const r = await submit(acct, url, { scenario: NOT_UNDERSTOOD.recipe, force: true, ...FAST }, headers);
        assert.equal(r.statusCode, 202, r.body);
        ids.push(r.json().job_id);
        assert.equal((await storedOptions(r.json().job_id)).force, true);
      }
      assert.equal(await balance(acct), 1000 - 2 * cost);
      for (const id of ids) {
        const report = await completes(acct, id);
        assert.ok(report.confidence.value >= 0 && report.confidence.value <= 1);
      }
      // force on understood text changes nothing but the stored flag.
      const plain = await submit(acct, '/v1/jobs', { scenario: SAMPLE_SCENARIO, force: false, ...FAST });
      assert.equal(plain.statusCode, 202, plain.body);
      assert.equal((await storedOptions(plain.json().job_id)).force, false);
    });

    it('answers 422 with a precise loc for a bad audience or force, and charges nothing', async () => {
      const acct = await funded();
      const cases: { payload: Record<string, unknown>; loc: (string | number)[]; type: string }[] = [
        { payload: { audience: { ideology_lean: 2 } }, loc: ['body', 'audience', 'ideology_lean'], type: 'less_than_equal' },
        { payload: { audience: { ideology_lean: -1.5 } }, loc: ['body', 'audience', 'ideology_lean'], type: 'greater_than_equal' },
        { payload: { audience: { age_band: 'teen' } }, loc: ['body', 'audience', 'age_band'], type: 'enum' },
        { payload: { audience: { urbanicity: 'space' } }, loc: ['body', 'audience', 'urbanicity'], type: 'enum' },
        { payload: { audience: { price_sensitivity: 1.2 } }, loc: ['body', 'audience', 'price_sensitivity'], type: 'less_than_equal' },
        { payload: { audience: { ideology_lean: 0.2, colour: 'red' } }, loc: ['body', 'audience', 'colour'], type: 'extra_forbidden' },
        { payload: { audience: 'conservative' }, loc: ['body', 'audience'], type: 'model_type' },
        { payload: { force: 'yes' }, loc: ['body', 'force'], type: 'bool_type' },
      ];
      for (const url of ENDPOINTS) {
        for (const c of cases) {
          const r = await submit(acct, url, { scenario: SAMPLE_SCENARIO, ...c.payload });
          assert.equal(r.statusCode, 422, `${url} ${JSON.stringify(c.payload)}: ${r.body}`);
          assert.ok(
            r.json().detail.some((i: any) => JSON.stringify(i.loc) === JSON.stringify(c.loc) && i.type === c.type),
            `expected ${c.type} at ${JSON.stringify(c.loc)}, got ${r.body}`,
          );
        }
      }
      assert.equal(await balance(acct), 1000);
      assert.deepEqual(await jobsOf(acct), []);
    });

    it('accepts a valid audience, stores it with the job and runs it', async () => {
      const acct = await funded();
      const audience = { ideology_lean: 0.8, age_band: '45-64', urbanicity: 'rural', price_sensitivity: 0.4 };
      const ids: string[] = [];
      for (const url of ENDPOINTS) {
        const r = await submit(acct, url, { scenario: CAUSE, audience, ...FAST });
        assert.equal(r.statusCode, 202, r.body);
        ids.push(r.json().job_id);
        const options = await storedOptions(r.json().job_id);
        assert.deepEqual(options.audience, audience);
        assert.equal(options.force, false);
      }
      const partial = await submit(acct, '/v1/jobs', { scenario: CAUSE, audience: { ideology_lean: -0.8 }, ...FAST });
      assert.equal(partial.statusCode, 202, partial.body);
      ids.push(partial.json().job_id);
      const reports = [];
      for (const id of ids) reports.push(await completes(acct, id));
      const core = (report: any) => report.cohort_breakdowns.find((c: any) => c.cohort === 'core_customers').stance.net as number;
      // Same text and seed: the conservative customers take the Pride collection worse.
      assert.ok(core(reports[0]) < core(reports[2]), `${core(reports[0])} vs ${core(reports[2])}`);
      assert.equal(await balance(acct), 1000 - 3 * cost);
    });
  });
}
