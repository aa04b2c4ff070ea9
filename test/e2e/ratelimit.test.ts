/**
 * The request rate limit (the interface's Limits: "120 requests per minute per key; exceeding gives 429
 * with Retry-After"), over HTTP on the embedded PGlite and a real PostgreSQL, with the in-process
 * counters and with Redis (127.0.0.1:6379; skipped when unreachable unless REQUIRE_REDIS is set).
 * The limits are set low here; test/helpers.ts raises them for every other suite.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { backends, redisReachable, REDIS_URL, signup, startOn } from '../helpers.js';
import { startRuntime } from '../../src/runtime.js';

const LIMITS = { RATE_LIMIT_MAX: '5', RATE_LIMIT_MAX_PER_IP: '8', RATE_LIMIT_WINDOW_SECONDS: '60' };

const redisUp = await redisReachable();
if (!redisUp && process.env.REQUIRE_REDIS) throw new Error(`Redis is required but unreachable at ${REDIS_URL}`);

type Reply = { statusCode: number; headers: Record<string, unknown>; body: string; json(): any };

/** Asserts a 429 `rate_limited` in the error body, with Retry-After equal to the body's `retry_after` and the RateLimit headers. */
function assertLimited(r: Reply, policy: string, quota: number, label: string): void {
  assert.equal(r.statusCode, 429, `${label}: ${r.body}`);
  const detail = r.json().detail;
  assert.equal(detail.code, 'rate_limited', label);
  assert.equal(typeof detail.message, 'string');
  const retryAfter = Number(r.headers['retry-after']);
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `${label}: Retry-After ${r.headers['retry-after']}`);
  assert.equal(detail.retry_after, retryAfter, `${label}: body and header agree`);
  assert.equal(r.headers['ratelimit-policy'], `"${policy}";q=${quota};w=60`, label);
  assert.equal(r.headers.ratelimit, `"${policy}";r=0;t=${retryAfter}`, label);
}

/** The `r` (remaining) of a RateLimit header. */
const remainingOf = (r: Reply) => Number(/;r=(\d+);/.exec(String(r.headers.ratelimit))?.[1]);

for (const store of ['memory', 'redis'] as const) {
  const overrides = store === 'redis' ? { ...LIMITS, REDIS_URL } : LIMITS;
  for (const backend of await backends(overrides)) {
    const skip = backend.skip || (store === 'redis' && !redisUp ? `Redis unreachable at ${REDIS_URL}` : false);
    describe(`Request rate limit on ${backend.name} with ${store} counters`, { skip }, () => {
      let rt: Awaited<ReturnType<typeof startOn>>;
      const ip = () => `10.${randomBytes(3).join('.')}`;
      const get = (url: string, headers: Record<string, string>, remoteAddress?: string) => rt.app!.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

      before(async () => {
        rt = await startOn(backend, { worker: false });
      });
      after(async () => {
        await rt.stop();
      });

      it('allows 5 requests per API key in the window, then 429 with Retry-After; another key and the session count apart', async () => {
        const acct = await signup(rt.app!, ip());
        const key = { 'x-api-key': acct.apiKey };
        for (let i = 1; i <= 5; i++) {
          const r = await get('/v1/scenarios', key);
          assert.equal(r.statusCode, 200, `request ${i}: ${r.body}`);
          assert.equal(r.headers['ratelimit-policy'], '"credential";q=5;w=60');
          assert.equal(remainingOf(r), 5 - i, `request ${i}`);
        }
        assertLimited(await get('/v1/scenarios', key), 'credential', 5, 'sixth request');
        // Every route counts against the same key, and the bearer form is the same key.
        assertLimited(await get('/v1/credits', { authorization: `Bearer ${acct.apiKey}` }), 'credential', 5, 'another route, Bearer');
        const submit = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: key, payload: { name: 'n', scenario: 'Acme will raise prices by 10% next month.' } });
        assertLimited(submit, 'credential', 5, 'a submission');
        // A second key of the same tenant has its own window, and so has the session.
        const k2 = await rt.app!.inject({ method: 'POST', url: '/v1/keys', headers: { authorization: `Bearer ${acct.session}` }, payload: { name: 'second' } });
        assert.equal(k2.statusCode, 201, k2.body);
        assert.equal(remainingOf(k2), 3, 'the session made its 2nd request (the first issued the first key)');
        const other = await get('/v1/scenarios', { 'x-api-key': k2.json().api_key });
        assert.equal(other.statusCode, 200);
        assert.equal(remainingOf(other), 4);
      });

      it('shows the window and the idempotency rules in GET /v1/credits, per key or per session', async () => {
        const acct = await signup(rt.app!, ip());
        await get('/v1/scenarios', { 'x-api-key': acct.apiKey });
        const r = await get('/v1/credits', { 'x-api-key': acct.apiKey });
        assert.equal(r.statusCode, 200, r.body);
        const body = r.json();
        assert.equal(body.balance_usd, 0);
        assert.equal(typeof body.sim_cost_usd, 'number');
        assert.deepEqual(Object.keys(body.rate_limit).sort(), ['limit', 'remaining', 'reset_seconds', 'scope', 'window_seconds']);
        assert.equal(body.rate_limit.scope, 'api_key');
        assert.equal(body.rate_limit.limit, 5);
        assert.equal(body.rate_limit.remaining, 3, 'this request counted');
        assert.equal(body.rate_limit.window_seconds, 60);
        assert.ok(body.rate_limit.reset_seconds >= 1 && body.rate_limit.reset_seconds <= 60);
        assert.equal(remainingOf(r), body.rate_limit.remaining, 'header and body agree');
        assert.deepEqual(body.idempotency, { header: 'Idempotency-Key', endpoints: ['POST /v1/jobs', 'POST /v1/scenarios', 'POST /v1/links'], retention_hours: 24 });
        const s = (await get('/v1/credits', { authorization: `Bearer ${acct.session}` })).json();
        assert.equal(s.rate_limit.scope, 'session');
        assert.equal(s.rate_limit.remaining, 3, 'the session issued the key, then this');
      });

      it('counts the endpoints without a credential per client IP, at their own limit', async () => {
        const from = ip();
        for (let i = 1; i <= 8; i++) {
          const r = await get('/v1/plans', {}, from);
          assert.equal(r.statusCode, 200, `request ${i}`);
          assert.equal(r.headers['ratelimit-policy'], '"ip";q=8;w=60');
        }
        assertLimited(await get('/v1/plans', {}, from), 'ip', 8, 'ninth from one address');
        assertLimited(await get('/v1/assets/powered-by.svg', {}, from), 'ip', 8, 'the badge');
        const signupFromIt = await rt.app!.inject({ method: 'POST', url: '/v1/auth/signup', remoteAddress: from, payload: { email: `rl-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery', tenant_name: 'T' } });
        assertLimited(signupFromIt, 'ip', 8, 'sign-up');
        assert.equal((await get('/v1/plans', {}, ip())).statusCode, 200, 'another address');
      });

      it('counts credentials that do not resolve against the client IP: guessing keys ends in 429', async () => {
        const from = ip();
        const guess = () => `sk_live_${randomBytes(24).toString('hex')}`;
        for (let i = 1; i <= 8; i++) {
          const r = await get('/v1/scenarios', { 'x-api-key': guess() }, from);
          assert.equal(r.statusCode, 401, `guess ${i}: ${r.body}`);
        }
        assertLimited(await get('/v1/scenarios', { authorization: `Bearer ${guess()}` }, from), 'ip', 8, 'ninth guess from one address');
        assert.equal((await get('/v1/scenarios', { 'x-api-key': guess() }, ip())).statusCode, 401, 'another address is still answered 401');
        const acct = await signup(rt.app!, ip());
        assert.equal((await get('/v1/scenarios', { 'x-api-key': acct.apiKey }, from)).statusCode, 200, 'a valid key from that address counts per key');
      });

      it('declares 429 on every endpoint in the OpenAPI description', async () => {
        const doc = (await get('/v1/openapi.json', {}, ip())).json();
        const missing: string[] = [];
        for (const [path, ops] of Object.entries<any>(doc.paths)) for (const [method, op] of Object.entries<any>(ops)) if (!op.responses?.['429']) missing.push(`${method} ${path}`);
        assert.deepEqual(missing, []);
      });

      if (backend.name === 'postgres' && store === 'redis') {
        it('shares one window between two API processes on the same Redis', async () => {
          const second = await startRuntime({ config: rt.config, worker: false });
          try {
            const acct = await signup(rt.app!, ip());
            const apps = [rt.app!, second.app!];
            const codes: number[] = [];
            for (let i = 0; i < 8; i++) codes.push((await apps[i % 2]!.inject({ method: 'GET', url: '/v1/scenarios', headers: { 'x-api-key': acct.apiKey } })).statusCode);
            assert.deepEqual(codes, [200, 200, 200, 200, 200, 429, 429, 429]);
          } finally {
            await second.stop();
          }
        });
      }
    });
  }
}

describe('Request rate limit with Redis unreachable', () => {
  it('lets requests through without RateLimit headers, and credits shows rate_limit null', async () => {
    const [pglite] = await backends({ ...LIMITS, REDIS_URL: 'redis://127.0.0.1:1' });
    const rt = await startOn(pglite!, { worker: false });
    try {
      const acct = await signup(rt.app!);
      for (let i = 0; i < 7; i++) {
        const r = await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } });
        assert.equal(r.statusCode, 200, `request ${i + 1}: ${r.body}`);
        assert.equal(r.headers.ratelimit, undefined);
        assert.equal(r.json().rate_limit, null);
      }
    } finally {
      await rt.stop();
    }
  });
});
