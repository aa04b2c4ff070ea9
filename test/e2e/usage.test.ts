/**
 * `GET /v1/usage` (issue 25 item 2; docs/api.md "Usage"): its balance figures equal `GET /v1/credits`'s,
 * its rate-limit window equals the rate limiter's own headers on the same response, its job and link counts
 * and wallet sums equal what was submitted and charged, and its idempotency keys held what was sent.
 * Both back-ends, with the interface's 120 requests a minute per key.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { backends, fundedAccount, SAMPLE_SCENARIO, startOn } from '../helpers.js';

for (const backend of await backends({ RATE_LIMIT_MAX: '120' })) {
  describe(`GET /v1/usage on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    before(async () => {
      rt = await startOn(backend, { worker: false });
    });
    after(async () => rt.stop());

    it('equals the wallet, the rate limiter and the submitted jobs', async () => {
      const acct = await fundedAccount(rt, 1000);
      const headers = { 'x-api-key': acct.apiKey };
      const cost = (await rt.app!.inject({ method: 'GET', url: '/v1/plans' })).json().sim_cost_usd;
      for (let i = 0; i < 3; i++) {
        const r = await rt.app!.inject({
          method: 'POST',
          url: '/v1/jobs',
          headers: { ...headers, ...(i < 2 ? { 'idempotency-key': `usage-${i}` } : {}) },
          payload: { name: `u${i}`, scenario: SAMPLE_SCENARIO, n_agents: 100, n_rounds: 1 },
        });
        assert.equal(r.statusCode, 202, r.body);
      }
      const credits = (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers })).json();
      const res = await rt.app!.inject({ method: 'GET', url: '/v1/usage', headers });
      assert.equal(res.statusCode, 200, res.body);
      const usage = res.json();
      console.log(`  usage: ${JSON.stringify(usage)}`);
      console.log(`  RateLimit header: ${res.headers['ratelimit']}; RateLimit-Policy: ${res.headers['ratelimit-policy']}`);

      for (const f of ['balance_usd', 'sim_cost_usd', 'sims_available'] as const) assert.equal(usage[f], credits[f], f);
      assert.equal(usage.balance_usd, 1000 - 3 * cost);
      assert.deepEqual(usage.jobs, { queued: 3, running: 0, completed: 0, failed: 0, total: 3 });
      assert.deepEqual(usage.links, { pending: 0, running: 0, complete: 0, failed: 0, total: 0 });
      // Links count by their current status too (rows as the link routes leave them; another tenant's do not count).
      const other = await fundedAccount(rt, 0);
      const row = (tenant: string, status: string) => ({ tenant_id: tenant, name: 'l', mode: 'ranked', scenario_ids: JSON.stringify([]), status, cost_cents: 0 });
      await rt.ctx.db.insertInto('link_groups').values([row(acct.tenantId, 'complete'), row(acct.tenantId, 'failed'), row(acct.tenantId, 'complete'), row(other.tenantId, 'pending')] as any).execute();
      const linked = (await rt.app!.inject({ method: 'GET', url: '/v1/usage', headers })).json();
      assert.deepEqual(linked.links, { pending: 0, running: 0, complete: 2, failed: 1, total: 3 });
      assert.equal(usage.wallet.job_charge, -3 * cost);
      assert.equal(usage.wallet.grant, 1000);
      assert.equal(usage.idempotency.keys_held, 2);
      assert.equal(usage.idempotency.retention_hours, 24);

      // The window is the limiter's for this very request: the same figures as its headers.
      const m = /^"(\w+)";r=(\d+);t=(\d+)$/.exec(String(res.headers['ratelimit']));
      const p = /^"(\w+)";q=(\d+);w=(\d+)$/.exec(String(res.headers['ratelimit-policy']));
      assert.ok(m && p, String(res.headers['ratelimit']));
      assert.equal(usage.rate_limit.remaining, Number(m[2]));
      assert.equal(usage.rate_limit.reset_seconds, Number(m[3]));
      assert.equal(usage.rate_limit.limit, Number(p[2]));
      assert.equal(usage.rate_limit.window_seconds, Number(p[3]));
      // 5 requests with this key so far (3 submissions, credits, usage; the plans call is counted per IP).
      assert.equal(usage.rate_limit.limit, 120);
      assert.equal(usage.rate_limit.remaining, 120 - 5);
      assert.equal(usage.rate_limit.scope, 'api_key');
      assert.ok(Date.parse(usage.period.start) <= Date.now() && Date.now() < Date.parse(usage.period.end));
    });

    it('another tenant sees only its own figures', async () => {
      const other = await fundedAccount(rt, 50);
      const usage = (await rt.app!.inject({ method: 'GET', url: '/v1/usage', headers: { authorization: `Bearer ${other.session}` } })).json();
      assert.equal(usage.balance_usd, 50);
      assert.equal(usage.jobs.total, 0);
      assert.equal(usage.idempotency.keys_held, 0);
      assert.equal(usage.rate_limit.scope, 'session');
    });

    it('needs a credential', async () => {
      const r = await rt.app!.inject({ method: 'GET', url: '/v1/usage' });
      assert.equal(r.statusCode, 401);
    });
  });
}
