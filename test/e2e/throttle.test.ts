/**
 * Login throttling per account and per IP (429 `rate_limited` with `Retry-After`), over HTTP against
 * the embedded PGlite and a real PostgreSQL, with the in-process counters and with Redis
 * (127.0.0.1:6379; skipped when unreachable unless REQUIRE_REDIS is set).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { backends, redisReachable, REDIS_URL, startOn } from '../helpers.js';

const LIMITS = { LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '6', LOGIN_WINDOW_SECONDS: '60', SIGNUP_MAX_PER_IP: '3', SIGNUP_WINDOW_SECONDS: '60' };
const PASSWORD = 'correct horse battery';

const redisUp = await redisReachable();
if (!redisUp && process.env.REQUIRE_REDIS) throw new Error(`Redis is required but unreachable at ${REDIS_URL}`);

for (const store of ['memory', 'redis'] as const) {
  const overrides = store === 'redis' ? { ...LIMITS, REDIS_URL } : LIMITS;
  for (const backend of await backends(overrides)) {
    const skip = backend.skip || (store === 'redis' && !redisUp ? `Redis unreachable at ${REDIS_URL}` : false);
    describe(`Login throttling on ${backend.name} with ${store} counters`, { skip }, () => {
      let rt: Awaited<ReturnType<typeof startOn>>;
      // Fresh addresses per run: Redis windows outlive a run.
      const ip = () => `10.${randomBytes(3).join('.')}`;
      const newAccount = async () => {
        const email = `throttle-${randomBytes(6).toString('hex')}@example.com`;
        const r = await rt.app!.inject({ method: 'POST', url: '/v1/auth/signup', remoteAddress: ip(), payload: { email, password: PASSWORD, tenant_name: 'T' } });
        assert.equal(r.statusCode, 201, r.body);
        return email;
      };
      const login = (email: string, password: string, remoteAddress: string) =>
        rt.app!.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress });
      const assertThrottled = (r: Awaited<ReturnType<typeof login>>, label: string) => {
        assert.equal(r.statusCode, 429, `${label}: ${r.body}`);
        const body = r.json();
        assert.equal(body.detail.code, 'rate_limited', label);
        assert.equal(typeof body.detail.message, 'string');
        const retryAfter = Number(r.headers['retry-after']);
        assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `${label}: Retry-After ${r.headers['retry-after']}`);
        assert.equal(body.detail.retry_after, retryAfter, `${label}: body and header agree`);
        assert.ok(!('session_token' in body), label);
      };

      before(async () => {
        rt = await startOn(backend, { worker: false });
      });
      after(async () => {
        await rt.stop();
      });

      it('throttles one account after 3 attempts in the window, even with the right password, from any IP', async () => {
        const email = await newAccount();
        const from = ip();
        for (let i = 0; i < 3; i++) assert.equal((await login(email, 'wrong password', from)).statusCode, 401, `attempt ${i + 1}`);
        assertThrottled(await login(email, PASSWORD, from), 'right password after 3 failures');
        assertThrottled(await login(email.toUpperCase(), PASSWORD, ip()), 'same account, other IP, other case');
        // Another account from the same address is not throttled by this one.
        const other = await newAccount();
        assert.equal((await login(other, PASSWORD, from)).statusCode, 200);
      });

      it('throttles one IP after 6 attempts across accounts; other IPs go on', async () => {
        const from = ip();
        for (let i = 0; i < 6; i++) {
          const r = await login(`nobody-${i}-${randomBytes(3).toString('hex')}@example.com`, 'whatever', from);
          assert.equal(r.statusCode, 401, `attempt ${i + 1}: ${r.body}`);
          assert.equal(r.json().detail.code, 'unauthorized');
        }
        const email = await newAccount();
        assertThrottled(await login(email, PASSWORD, from), 'seventh attempt from the IP');
        const ok = await login(email, PASSWORD, ip());
        assert.equal(ok.statusCode, 200, ok.body);
        assert.match(ok.json().session_token, /^sess_/);
      });

      it('throttles sign-ups per IP (3); other addresses go on', async () => {
        const signupFrom = (from: string) =>
          rt.app!.inject({ method: 'POST', url: '/v1/auth/signup', remoteAddress: from, payload: { email: `s-${randomBytes(6).toString('hex')}@example.com`, password: PASSWORD, tenant_name: 'S' } });
        const from = ip();
        const codes = [];
        for (let i = 0; i < 4; i++) codes.push((await signupFrom(from)).statusCode);
        assert.deepEqual(codes, [201, 201, 201, 429], 'per IP');
        assertThrottled(await signupFrom(from), 'the same address again');
        assert.equal((await signupFrom(ip())).statusCode, 201);
      });

      it('declares 429 for login in the OpenAPI description', async () => {
        const doc = (await rt.app!.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
        assert.ok(doc.paths['/v1/auth/login'].post.responses['429'], '429 declared');
      });
    });
  }
}
