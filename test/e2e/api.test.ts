/**
 * End-to-end over HTTP (issue 2 "Done means"), against the embedded PGlite and a real PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { backends, fundedAccount, grantUsd, pollStatus, SAMPLE_SCENARIO, signup, startOn } from '../helpers.js';
import { failJob } from '../../src/domain/jobs/index.js';
import { startWorker, type WorkerHandle } from '../../src/queue/worker.js';
import { EngineFailure, type EngineRunner } from '../../src/queue/engine-pool.js';

const REPORT_FIELDS = [
  'headline',
  'risk_score',
  'confidence',
  'cohort_breakdowns',
  'failure_modes',
  'mitigations',
  'counter_narratives',
  'sentiment_trajectory',
  'executive_summary',
  'monitoring_plan',
  'report_schema_version',
  'attribution',
];

for (const backend of await backends()) {
  describe(`API on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let worker: WorkerHandle | null = null;
    const grant = (tenantId: string, usd: number) => grantUsd(rt, tenantId, usd);
    const auth = (key: string) => ({ 'x-api-key': key });

    before(async () => {
      // The worker starts later, so that a report can be asked for before the job completes.
      rt = await startOn(backend, { worker: false });
    });
    after(async () => {
      await worker?.stop();
      await rt.stop();
    });

    it('signup → key → grant → submit → report 404 before completion → poll → full report with attribution', async () => {
      const app = rt.app!;
      const acct = await signup(app);
      const credits = await app.inject({ method: 'GET', url: '/v1/credits', headers: auth(acct.apiKey) });
      const simCost = credits.json().sim_cost_usd as number;
      assert.equal(credits.json().balance_usd, 0);
      await grant(acct.tenantId, simCost * 2);

      const sub = await app.inject({ method: 'POST', url: '/v1/jobs', headers: auth(acct.apiKey), payload: { name: 'price rise', scenario: SAMPLE_SCENARIO } });
      assert.equal(sub.statusCode, 202, sub.body);
      const job = sub.json();
      assert.equal(job.status, 'queued');
      assert.equal(job.paid_via, 'wallet');
      assert.equal(job.sim_cost_usd, simCost);
      assert.equal(job.balance_remaining, simCost);
      assert.equal(job.status_url, `/v1/jobs/${job.job_id}/status`);
      assert.equal(job.report_url, `/v1/jobs/${job.job_id}/report`);

      const early = await app.inject({ method: 'GET', url: job.report_url, headers: auth(acct.apiKey) });
      assert.equal(early.statusCode, 404);
      assert.equal(early.json().detail.code, 'report_not_ready');
      const queued = await app.inject({ method: 'GET', url: job.status_url, headers: auth(acct.apiKey) });
      assert.equal(queued.json().status, 'queued');
      assert.equal(queued.json().progress.total_rounds, 4);

      worker = await startWorker(rt.ctx);
      const final = await pollStatus(app, acct.apiKey, job.job_id, (s) => s === 'completed' || s === 'failed');
      assert.equal(final.status, 'completed');
      assert.equal(final.progress.current_round, 4);
      assert.equal(final.progress.percent, 100);
      assert.match(final.progress.batch_id, /^(r4-|analysis-)/);

      for (const url of [job.report_url, `/v1/scenarios/${job.job_id}/report`]) {
        const rep = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${acct.apiKey}` } });
        assert.equal(rep.statusCode, 200);
        const report = rep.json();
        for (const f of REPORT_FIELDS) assert.ok(f in report, `report lacks ${f}`);
        assert.equal(report.failure_modes.length, 5);
        assert.equal(report.report_schema_version, '1.1');
        assert.match(report.attribution.text, /^Powered by /);
        assert.equal(report.attribution.badge_url, '/v1/assets/powered-by.svg');
        assert.ok(report.cohort_breakdowns.some((c: any) => c.quotes.length > 0 && c.quotes.every((q: any) => q.synthetic === true)));
        assert.ok(!('confidence_basis' in report), 'confidence_basis only with a series');
      }
      const scen = await app.inject({ method: 'GET', url: `/v1/scenarios/${job.job_id}`, headers: auth(acct.apiKey) });
      assert.equal(scen.json().status, 'completed');
      const list = await app.inject({ method: 'GET', url: '/v1/scenarios?limit=5', headers: auth(acct.apiKey) });
      assert.equal(list.json().scenarios[0].job_id, job.job_id);
    });

    it('answers 402 insufficient_credits when the wallet is short, and creates nothing', async () => {
      const app = rt.app!;
      const acct = await signup(app);
      const r = await app.inject({ method: 'POST', url: '/v1/scenarios', headers: auth(acct.apiKey), payload: { scenario: SAMPLE_SCENARIO } });
      assert.equal(r.statusCode, 402);
      assert.equal(r.json().detail.code, 'insufficient_credits');
      const list = await app.inject({ method: 'GET', url: '/v1/scenarios', headers: auth(acct.apiKey) });
      assert.deepEqual(list.json().scenarios, []);
    });

    it('answers 422 with the spec body for malformed input of every kind', async () => {
      const app = rt.app!;
      const acct = await signup(app);
      const h = auth(acct.apiKey);
      const cases: { req: any; loc: (string | number)[]; type: string }[] = [
        { req: { method: 'POST', url: '/v1/jobs', headers: h, payload: { scenario: 'x' } }, loc: ['body', 'name'], type: 'missing' },
        { req: { method: 'POST', url: '/v1/jobs', headers: h, payload: { name: 'a', scenario: 'x', colour: 'red' } }, loc: ['body', 'colour'], type: 'extra_forbidden' },
        { req: { method: 'POST', url: '/v1/jobs', headers: h, payload: { name: 'a', scenario: 'x', n_agents: 5 } }, loc: ['body', 'n_agents'], type: 'greater_than_equal' },
        { req: { method: 'POST', url: '/v1/jobs', headers: h, payload: { name: 'a', scenario: 'x', n_rounds: 'many' } }, loc: ['body', 'n_rounds'], type: 'int_parsing' },
        { req: { method: 'POST', url: '/v1/jobs', headers: h, payload: { name: 'a', scenario: '' } }, loc: ['body', 'scenario'], type: 'string_too_short' },
        { req: { method: 'POST', url: '/v1/jobs', headers: { ...h, 'content-type': 'application/json' }, payload: '{"name": "a",' }, loc: ['body', 0], type: 'json_invalid' },
        { req: { method: 'GET', url: '/v1/jobs/not-a-uuid/status', headers: h }, loc: ['path', 'job_id'], type: 'uuid_parsing' },
        { req: { method: 'GET', url: '/v1/scenarios?limit=0', headers: h }, loc: ['query', 'limit'], type: 'greater_than_equal' },
        { req: { method: 'POST', url: '/v1/jobs', headers: { ...h, 'idempotency-key': 'k'.repeat(256) }, payload: { name: 'a', scenario: 'x' } }, loc: ['header', 'Idempotency-Key'], type: 'string_too_long' },
        { req: { method: 'POST', url: '/v1/keys', headers: { authorization: `Bearer ${acct.session}` }, payload: { name: 42 } }, loc: ['body', 'name'], type: 'string_type' },
      ];
      for (const c of cases) {
        const r = await app.inject(c.req);
        assert.equal(r.statusCode, 422, `${c.req.url}: ${r.body}`);
        const detail = r.json().detail;
        assert.ok(Array.isArray(detail) && detail.length > 0);
        for (const item of detail) {
          assert.ok(Array.isArray(item.loc) && typeof item.msg === 'string' && typeof item.type === 'string');
        }
        assert.ok(
          detail.some((i: any) => JSON.stringify(i.loc) === JSON.stringify(c.loc) && i.type === c.type),
          `${c.req.url}: expected ${c.type} at ${c.loc} in ${r.body}`,
        );
      }
    });

    it('answers 422 with a precise loc for every kind of bad series, and charges nothing', async () => {
      const app = rt.app!;
      const acct = await signup(app);
      await grant(acct.tenantId, 1000);
      const h = { ...auth(acct.apiKey), 'content-type': 'application/json' };
      const vals = (n: number) => Array.from({ length: n }, (_, i) => 100 + i);
      const days = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString());
      const body = (series: unknown) => JSON.stringify({ name: 's', scenario: SAMPLE_SCENARIO, series });
      const cases: { payload: string; loc: (string | number)[]; type: string }[] = [
        { payload: body({ name: 'sales', values: vals(5), frequency: 'daily' }), loc: ['body', 'series', 'values'], type: 'too_short' },
        { payload: body([{ name: 'sales', values: vals(10), frequency: 'daily' }]).replace('"values":[100,101,102', '"values":[100,101,1e999'), loc: ['body', 'series', 0, 'values', 2], type: 'finite_number' },
        { payload: body({ name: 'sales', values: vals(10), timestamps: days(9) }), loc: ['body', 'series', 'timestamps'], type: 'length_mismatch' },
        { payload: body({ name: 'sales', values: vals(10), timestamps: [...days(10).slice(0, 3), days(10)[1], ...days(10).slice(4)] }), loc: ['body', 'series', 'timestamps', 3], type: 'not_increasing' },
        { payload: body({ name: 'sales', values: vals(10), frequency: 'fortnightly' }), loc: ['body', 'series', 'frequency'], type: 'enum' },
        { payload: body({ name: 'sales', values: vals(10), frequency: 'daily', horizon: 0 }), loc: ['body', 'series', 'horizon'], type: 'greater_than_equal' },
        { payload: body({ name: 'sales', values: vals(10), frequency: 'daily', horizon: 5000 }), loc: ['body', 'series', 'horizon'], type: 'less_than_equal' },
        { payload: body([1, 2, 3, 4].map(() => ({ name: 'sales', values: vals(10), frequency: 'daily' }))), loc: ['body', 'series'], type: 'too_long' },
        { payload: body({ name: 'sales', values: vals(10) }), loc: ['body', 'series', 'frequency'], type: 'missing' },
      ];
      for (const c of cases) {
        const r = await app.inject({ method: 'POST', url: '/v1/jobs', headers: h, payload: c.payload });
        assert.equal(r.statusCode, 422, `${c.type}: ${r.body}`);
        assert.ok(
          r.json().detail.some((i: any) => JSON.stringify(i.loc) === JSON.stringify(c.loc) && i.type === c.type),
          `expected ${c.type} at ${JSON.stringify(c.loc)}, got ${r.body}`,
        );
      }
      const wallet = (await app.inject({ method: 'GET', url: '/v1/credits', headers: auth(acct.apiKey) })).json();
      assert.equal(wallet.balance_usd, 1000);
    });

    it('forecasts three attached series, fuses them and explains the confidence', async () => {
      const app = rt.app!;
      const acct = await signup(app);
      await grant(acct.tenantId, 1000);
      const weeks = Array.from({ length: 104 }, (_, i) => new Date(Date.UTC(2024, 0, 1) + i * 7 * 86400e3).toISOString());
      const sales = weeks.map((_, t) => 1000 + 4 * t + 90 * Math.sin((2 * Math.PI * t) / 52) + 15 * Math.sin(t * 7.3));
      const series = [
        { name: 'weekly sales', unit: 'USD', values: sales, timestamps: weeks },
        { name: 'cancellations', values: sales.map((v) => v / 20), frequency: 'weekly', horizon: 8 },
        { name: 'sign-ups', values: sales.map((v) => v / 3), frequency: 'weekly', season_length: 52 },
      ];
      const sub = await app.inject({ method: 'POST', url: '/v1/jobs', headers: auth(acct.apiKey), payload: { name: 'with series', scenario: SAMPLE_SCENARIO, n_agents: 300, series } });
      assert.equal(sub.statusCode, 202, sub.body);
      worker ??= await startWorker(rt.ctx);
      const done = await pollStatus(app, acct.apiKey, sub.json().job_id, (s) => s === 'completed' || s === 'failed');
      assert.equal(done.status, 'completed', JSON.stringify(done.failure));
      const report = (await app.inject({ method: 'GET', url: sub.json().report_url, headers: auth(acct.apiKey) })).json();
      assert.equal(report.quantitative_forecasts.length, 3);
      assert.deepEqual(report.quantitative_forecast, report.quantitative_forecasts[0]);
      const [first, second] = report.quantitative_forecasts;
      assert.equal(first.frequency, 'weekly');
      assert.equal(first.horizon, 13);
      assert.equal(first.point.length, 13);
      assert.equal(first.timestamps.length, 13);
      assert.equal(second.horizon, 8);
      assert.equal(first.intervals['95'].length, 13);
      assert.ok(first.intervals['95'][0][0] <= first.point[0] && first.point[0] <= first.intervals['95'][0][1]);
      assert.ok(first.backtest.mase !== null && first.backtest.coverage_95 !== null);
      // The price rise is opposed by customers: sales fall, cancellations rise, against the baseline.
      assert.ok(first.scenario_adjusted.point[12] < first.point[12]);
      assert.ok(second.scenario_adjusted.point[7] > second.point[7]);
      assert.ok(report.confidence_basis.simulation.weight + report.confidence_basis.forecast.weight === 1);
      assert.equal(report.confidence.value, report.confidence_basis.value);
    });

    it("treats another tenant's job id as not found", async () => {
      const app = rt.app!;
      const owner = await signup(app);
      const other = await signup(app);
      await grant(owner.tenantId, 1000);
      const sub = await app.inject({ method: 'POST', url: '/v1/jobs', headers: auth(owner.apiKey), payload: { name: 'mine', scenario: SAMPLE_SCENARIO, n_agents: 100 } });
      const id = sub.json().job_id;
      for (const url of [`/v1/jobs/${id}/status`, `/v1/jobs/${id}/report`, `/v1/scenarios/${id}`, `/v1/scenarios/${id}/report`]) {
        const r = await app.inject({ method: 'GET', url, headers: auth(other.apiKey) });
        assert.equal(r.statusCode, 404, url);
        assert.equal(r.json().detail.code, 'not_found');
      }
      const mine = await app.inject({ method: 'GET', url: `/v1/jobs/${id}/status`, headers: auth(owner.apiKey) });
      assert.equal(mine.statusCode, 200);
    });

    it('keeps the balance exact under 20 concurrent submissions', async () => {
      const app = rt.app!;
      const acct = await signup(app);
      const cost = (await app.inject({ method: 'GET', url: '/v1/credits', headers: auth(acct.apiKey) })).json().sim_cost_usd as number;
      await grant(acct.tenantId, cost * 15 + 1);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          app.inject({ method: 'POST', url: '/v1/jobs', headers: auth(acct.apiKey), payload: { name: `c${i}`, scenario: SAMPLE_SCENARIO, n_agents: 50, n_rounds: 1 } }),
        ),
      );
      const accepted = results.filter((r) => r.statusCode === 202);
      const refused = results.filter((r) => r.statusCode === 402);
      assert.equal(accepted.length, 15);
      assert.equal(refused.length, 5);
      const wallet = (await app.inject({ method: 'GET', url: '/v1/credits', headers: { authorization: `Bearer ${acct.session}` } })).json();
      // Jobs may already have run; none fails, so the balance is the grant minus 15 charges.
      assert.equal(wallet.balance_usd, 1);
      assert.equal(wallet.sims_available, 0);
      const balances = new Set(accepted.map((r) => r.json().balance_remaining));
      assert.equal(balances.size, 15, 'every charge saw a distinct balance');
      const charges = await rt.ctx.db.selectFrom('wallet_transactions').select(sql<number>`count(*)`.as('n')).where('tenant_id', '=', acct.tenantId).where('kind', '=', 'job_charge').executeTakeFirstOrThrow();
      assert.equal(Number(charges.n), 15);
    });

    it('replays an idempotent submission without a second charge, and refuses a reused key with another body', async () => {
      const app = rt.app!;
      const acct = await signup(app);
      await grant(acct.tenantId, 1000);
      const h = { ...auth(acct.apiKey), 'idempotency-key': 'order-42' };
      const payload = { name: 'idem', scenario: SAMPLE_SCENARIO, n_agents: 50 };
      const [a, b] = await Promise.all([
        app.inject({ method: 'POST', url: '/v1/jobs', headers: h, payload }),
        app.inject({ method: 'POST', url: '/v1/jobs', headers: h, payload }),
      ]);
      assert.equal(a.statusCode, 202);
      assert.equal(b.statusCode, 202);
      assert.equal(a.json().job_id, b.json().job_id);
      const c = await app.inject({ method: 'POST', url: '/v1/jobs', headers: h, payload });
      assert.deepEqual(c.json(), a.json());
      const wallet = (await app.inject({ method: 'GET', url: '/v1/credits', headers: auth(acct.apiKey) })).json();
      assert.equal(wallet.balance_usd, 1000 - wallet.sim_cost_usd);
      const d = await app.inject({ method: 'POST', url: '/v1/jobs', headers: h, payload: { ...payload, name: 'other' } });
      assert.equal(d.statusCode, 422);
      assert.deepEqual(d.json().detail[0].loc, ['header', 'Idempotency-Key']);
      assert.equal(d.json().detail[0].type, 'idempotency_key_reused');
    });

    it('manages keys: session only, shown once, rotate and revoke take effect at once', async () => {
      const app = rt.app!;
      const acct = await signup(app);
      const s = { authorization: `Bearer ${acct.session}` };
      const asKey = await app.inject({ method: 'GET', url: '/v1/keys', headers: { authorization: `Bearer ${acct.apiKey}` } });
      assert.equal(asKey.statusCode, 403);
      assert.equal(asKey.json().detail.code, 'session_required');
      const created = await app.inject({ method: 'POST', url: '/v1/keys', headers: s, payload: { name: 'ci', plan: 'enterprise-gold' } });
      assert.equal(created.statusCode, 201);
      assert.equal(created.json().plan, 'wallet');
      assert.match(created.json().warning, /only once/);
      const listed = await app.inject({ method: 'GET', url: '/v1/keys', headers: s });
      assert.equal(listed.json().keys.length, 2);
      assert.ok(!listed.body.includes(created.json().api_key), 'the listing never shows a key');

      const rotated = await app.inject({ method: 'POST', url: `/v1/keys/${created.json().key_id}/rotate`, headers: s });
      assert.equal(rotated.statusCode, 200);
      const oldUse = await app.inject({ method: 'GET', url: '/v1/credits', headers: auth(created.json().api_key) });
      assert.equal(oldUse.statusCode, 401);
      assert.equal(oldUse.headers['www-authenticate'], 'Bearer');
      const newUse = await app.inject({ method: 'GET', url: '/v1/credits', headers: auth(rotated.json().api_key) });
      assert.equal(newUse.statusCode, 200);
      const used = (await app.inject({ method: 'GET', url: '/v1/keys', headers: s })).json().keys.find((k: any) => k.key_id === rotated.json().key_id);
      assert.ok(used.last_used_at, 'use of a key is recorded');

      const revoked = await app.inject({ method: 'DELETE', url: `/v1/keys/${rotated.json().key_id}`, headers: s });
      assert.equal(revoked.statusCode, 200);
      assert.equal(revoked.json().revoked, true);
      assert.equal((await app.inject({ method: 'GET', url: '/v1/credits', headers: auth(rotated.json().api_key) })).statusCode, 401);
      const again = await app.inject({ method: 'DELETE', url: `/v1/keys/${rotated.json().key_id}`, headers: s });
      assert.equal(again.statusCode, 404);
      const other = await signup(app);
      const foreign = await app.inject({ method: 'DELETE', url: `/v1/keys/${other.keyId}`, headers: s });
      assert.equal(foreign.statusCode, 404);
    });

    it('serves the wallet, plans, retired billing surfaces and the OpenAPI description', async () => {
      const app = rt.app!;
      const acct = await signup(app);
      const s = { authorization: `Bearer ${acct.session}` };
      const plans = await app.inject({ method: 'GET', url: '/v1/plans' });
      assert.equal(plans.statusCode, 200);
      assert.deepEqual(plans.json().credit_packages.map((p: any) => p.price_usd), [80, 200, 500]);
      assert.deepEqual(plans.json().plan_tiers, []);
      const checkout = await app.inject({ method: 'POST', url: '/v1/billing/checkout', headers: s, payload: {} });
      assert.equal(checkout.statusCode, 410);
      assert.equal(checkout.json().detail.code, 'checkout_retired');
      const sub = await app.inject({ method: 'GET', url: '/v1/billing/subscription', headers: s });
      assert.equal(sub.statusCode, 200);
      assert.equal(sub.json().wallet.balance_usd, 0);
      const noAuth = await app.inject({ method: 'GET', url: '/v1/credits' });
      assert.equal(noAuth.statusCode, 401);
      assert.equal(noAuth.json().detail.code, 'unauthorized');
      const badge = await app.inject({ method: 'GET', url: '/v1/assets/powered-by.svg' });
      assert.equal(badge.headers['content-type'], 'image/svg+xml');

      const doc = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
      assert.equal(doc.openapi, '3.1.0');
      assert.equal(doc.info.version, '0.2.0');
      for (const [path, method] of [
        ['/v1/jobs', 'post'],
        ['/v1/jobs/{job_id}/status', 'get'],
        ['/v1/jobs/{job_id}/report', 'get'],
        ['/v1/scenarios', 'post'],
        ['/v1/scenarios', 'get'],
        ['/v1/scenarios/{scenario_id}', 'get'],
        ['/v1/scenarios/{scenario_id}/report', 'get'],
        ['/v1/keys', 'post'],
        ['/v1/keys/{key_id}/rotate', 'post'],
        ['/v1/keys/{key_id}', 'delete'],
        ['/v1/credits', 'get'],
        ['/v1/plans', 'get'],
        ['/v1/billing/checkout', 'post'],
        ['/v1/auth/signup', 'post'],
      ] as const) {
        const op = doc.paths[path]?.[method];
        assert.ok(op, `${method} ${path} missing from OpenAPI`);
        assert.ok(op.responses, `${method} ${path} has no responses`);
      }
      assert.ok(doc.paths['/v1/jobs'].post.requestBody, 'request schema present');
      assert.ok(doc.paths['/v1/jobs'].post.responses['422'], '422 declared');
    });
  });

  describe(`Worker on ${backend.name}`, { skip: backend.skip }, () => {
    it('fails a job whose engine throws after it started and refunds it exactly once', async () => {
      // An engine that reports round 1, then fails as a thread answering an engine error would.
      const failing: EngineRunner = {
        async run(input, onProgress) {
          onProgress({ round: 1, totalRounds: input.nRounds, batchId: 'r1-test' });
          throw new EngineFailure('engine_error', 'injected engine failure');
        },
        async destroy() {},
      };
      const rt = await startOn(backend, { worker: { runner: failing } });
      try {
        const app = rt.app!;
        const acct = await fundedAccount(rt);
        const sub = (await app.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': acct.apiKey }, payload: { name: 'f', scenario: SAMPLE_SCENARIO } })).json();
        const final = await pollStatus(app, acct.apiKey, sub.job_id, (s) => s === 'failed' || s === 'completed');
        assert.equal(final.status, 'failed');
        assert.equal(final.failure.code, 'engine_error');
        assert.match(final.failure.message, /injected/);
        const report = await app.inject({ method: 'GET', url: `/v1/jobs/${sub.job_id}/report`, headers: { 'x-api-key': acct.apiKey } });
        assert.equal(report.statusCode, 404);
        assert.equal(report.json().detail.code, 'job_failed');
        // A late second failure (a stale worker, a retry) refunds nothing more.
        assert.equal(await failJob(rt.ctx.db, sub.job_id, null, { code: 'engine_error', message: 'again' }), false);
        const wallet = (await app.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } })).json();
        assert.equal(wallet.balance_usd, 500);
        assert.equal(wallet.transactions.filter((t: any) => t.kind === 'job_refund').length, 1);
      } finally {
        await rt.stop();
      }
    });

    it('takes over a job whose worker died mid-run, and fails and refunds it after the retry limit', async () => {
      const rt = await startOn(backend, { worker: false });
      try {
        const app = rt.app!;
        const acct = await fundedAccount(rt);
        const submit = async () =>
          (await app.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': acct.apiKey }, payload: { name: 'k', scenario: SAMPLE_SCENARIO, n_agents: 100 } })).json().job_id as string;
        const revived = await submit();
        const doomed = await submit();
        // As a worker that claimed both jobs, wrote round 2 and died 10 minutes ago would leave them.
        const dead = (id: string, attempts: number) =>
          rt.ctx.db
            .updateTable('jobs')
            .set({ status: 'running', attempts, current_round: 2, started_at: sql`now() - interval '10 minutes'` as any, heartbeat_at: sql`now() - interval '10 minutes'` as any })
            .where('id', '=', id)
            .execute();
        await dead(revived, 1);
        await dead(doomed, rt.config.jobRetryLimit + 1);
        const worker = await startWorker(rt.ctx);
        try {
          assert.equal(await worker.reap(), 2);
          const done = await pollStatus(app, acct.apiKey, revived, (s) => s === 'completed' || s === 'failed');
          assert.equal(done.status, 'completed');
          const lost = await pollStatus(app, acct.apiKey, doomed, (s) => s === 'failed');
          assert.equal(lost.failure.code, 'worker_lost');
          const wallet = (await app.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } })).json();
          assert.equal(wallet.balance_usd, 500 - wallet.sim_cost_usd);
        } finally {
          await worker.stop();
        }
      } finally {
        await rt.stop();
      }
    });
  });
}
