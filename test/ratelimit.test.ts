/** The rate-limit stores (src/ratelimit): fixed windows in memory and on Redis (127.0.0.1:6379). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { createMemoryStore } from '../src/ratelimit/memory.js';
import { createRedisStore } from '../src/ratelimit/redis.js';
import { countRequest, rateLimitHeaders, throttleLogin, throttleSignup } from '../src/domain/throttle.js';
import { ApiError } from '../src/domain/errors.js';
import { redisReachable, REDIS_URL } from './helpers.js';


describe('memory rate-limit store', () => {
  it('counts hits per key in fixed windows and starts again when a window ends', async () => {
    let t = 1_000_000;
    const store = createMemoryStore(() => t);
    assert.deepEqual(await store.hit('a', 60_000), { count: 1, resetMs: 60_000 });
    t += 10_000;
    assert.deepEqual(await store.hit('a', 60_000), { count: 2, resetMs: 50_000 }, 'same window, less time left');
    assert.deepEqual(await store.hit('b', 60_000), { count: 1, resetMs: 60_000 }, 'keys are independent');
    t += 50_000;
    assert.deepEqual(await store.hit('a', 60_000), { count: 1, resetMs: 60_000 }, 'a new window at the reset instant');
    await store.close();
  });

  it('keeps live windows when it sweeps at 10,000 keys', async () => {
    let t = 0;
    const store = createMemoryStore(() => t);
    for (let i = 0; i < 10_000; i++) await store.hit(`k${i}`, 1000);
    t = 500;
    await store.hit('fresh', 1000); // a new key past 10,000: the sweep runs, nothing has expired
    assert.deepEqual(await store.hit('k0', 1000), { count: 2, resetMs: 500 }, 'k0 kept its window');
    await store.close();
  });
});

describe('login throttle rule', () => {
  const limits = { windowSeconds: 60, maxPerAccountAndIp: 100, maxPerAccount: 2, maxPerIp: 100 };
  const quiet = { warn() {} };

  it('throws 429 rate_limited with Retry-After once an account is over its limit, whatever the email case', async () => {
    let t = 0;
    const store = createMemoryStore(() => t);
    await throttleLogin(store, limits, quiet, { email: 'A@x.org', ip: '1.1.1.1' });
    await throttleLogin(store, limits, quiet, { email: 'a@x.org ', ip: '2.2.2.2' });
    t = 15_500;
    await assert.rejects(throttleLogin(store, limits, quiet, { email: 'a@X.org', ip: '3.3.3.3' }), (err: unknown) => {
      assert.ok(err instanceof ApiError);
      assert.equal(err.status, 429);
      assert.equal(err.code, 'rate_limited');
      assert.equal(err.headers['Retry-After'], '45', 'whole seconds to the end of the window, rounded up');
      assert.equal(err.extra.retry_after, 45);
      return true;
    });
    t = 60_000;
    await throttleLogin(store, limits, quiet, { email: 'a@x.org', ip: '1.1.1.1' }); // a new window
  });

  it('locks an account for one address (the pair) before it locks it for every address', async () => {
    const store = createMemoryStore(() => 0);
    const pairLimits = { windowSeconds: 60, maxPerAccountAndIp: 3, maxPerAccount: 5, maxPerIp: 100 };
    for (let i = 0; i < 3; i++) await throttleLogin(store, pairLimits, quiet, { email: 'a@x.org', ip: '1.1.1.1' });
    await assert.rejects(throttleLogin(store, pairLimits, quiet, { email: 'a@x.org', ip: '1.1.1.1' }), ApiError, 'the guessing address is locked out');
    await throttleLogin(store, pairLimits, quiet, { email: 'a@x.org', ip: '2.2.2.2' }); // the owner from elsewhere: 5th attempt on the account
    await assert.rejects(throttleLogin(store, pairLimits, quiet, { email: 'a@x.org', ip: '3.3.3.3' }), ApiError, 'over the account limit: every address');
    await throttleLogin(store, pairLimits, quiet, { email: 'b@x.org', ip: '1.1.1.1' }); // another account from the locked address
  });

  it('lets the attempt through and warns when the store is down', async () => {
    const warnings: string[] = [];
    const down = { hit: async () => Promise.reject(new Error('ECONNREFUSED')), close: async () => {} };
    await throttleLogin(down, limits, { warn: (_o, msg) => warnings.push(msg) }, { email: 'a@x.org', ip: '1.1.1.1' });
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /unavailable/);
  });
});

describe('sign-up throttle rule', () => {
  it('limits sign-ups per address and overall, counting refused ones', async () => {
    const store = createMemoryStore(() => 0);
    const limits = { windowSeconds: 600, maxPerIp: 2, maxGlobal: 4 };
    const quiet = { warn() {} };
    await throttleSignup(store, limits, quiet, { ip: '1.1.1.1' });
    await throttleSignup(store, limits, quiet, { ip: '1.1.1.1' });
    await assert.rejects(throttleSignup(store, limits, quiet, { ip: '1.1.1.1' }), (err: unknown) => err instanceof ApiError && err.status === 429 && err.headers['Retry-After'] === '600');
    await throttleSignup(store, limits, quiet, { ip: '2.2.2.2' }); // the 4th overall
    await assert.rejects(throttleSignup(store, limits, quiet, { ip: '3.3.3.3' }), ApiError, 'over the global limit, whatever the address');
  });
});

describe('Redis rate-limit store, Redis unreachable', () => {
  it('lets a login attempt through within a second, with a warning naming the connection error', { timeout: 5000 }, async () => {
    // Port 1 (tcpmux) has no listener here: the connect is refused at once, as when Redis is down.
    const store = createRedisStore('redis://127.0.0.1:1');
    const warnings: { obj: object; msg: string }[] = [];
    const logger = { warn: (obj: object, msg: string) => warnings.push({ obj, msg }) };
    try {
      const started = Date.now();
      await throttleLogin(store, { windowSeconds: 900, maxPerAccountAndIp: 10, maxPerAccount: 100, maxPerIp: 100 }, logger, { email: 'a@x.org', ip: '1.1.1.1' });
      const elapsed = Date.now() - started;
      assert.ok(elapsed < 1000, `fail-open took ${elapsed} ms`);
      assert.equal(warnings.length, 1, 'one warning for the attempt');
      assert.match(warnings[0]!.msg, /unavailable/);
      assert.match(String((warnings[0]!.obj as { err?: Error }).err?.message), /ECONNREFUSED/, 'the warning carries the cause');
      // Later attempts fail open at once too, while ioredis reconnects in the background.
      await throttleLogin(store, { windowSeconds: 900, maxPerAccountAndIp: 10, maxPerAccount: 100, maxPerIp: 100 }, logger, { email: 'a@x.org', ip: '1.1.1.1' });
      assert.equal(warnings.length, 2);
    } finally {
      await store.close();
    }
  });

  it('fails a hit (instead of hanging) when the server accepts the connection but never answers', { timeout: 5000 }, async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer((s) => sockets.push(s));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const store = createRedisStore(`redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`);
    try {
      await assert.rejects(store.hit('k', 1000), /not ready|timed out/, 'first hit, during the ready check');
      await assert.rejects(store.hit('k', 1000), /not ready|timed out/, 'a later hit');
    } finally {
      await store.close();
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

const redisUp = await redisReachable();
if (!redisUp && process.env.REQUIRE_REDIS) throw new Error(`Redis is required but unreachable at ${REDIS_URL}`);

describe('Redis rate-limit store', { skip: redisUp ? false : `Redis unreachable at ${REDIS_URL}` }, () => {
  it('counts atomically under concurrency and expires the window', async () => {
    const store = createRedisStore(REDIS_URL, `test:${randomBytes(6).toString('hex')}:`);
    try {
      const hits = await Promise.all(Array.from({ length: 25 }, () => store.hit('k', 800)));
      assert.deepEqual(hits.map((h) => h.count).sort((a, b) => a - b), Array.from({ length: 25 }, (_, i) => i + 1), 'every hit got its own count');
      assert.ok(hits.every((h) => h.resetMs > 0 && h.resetMs <= 800), JSON.stringify(hits.map((h) => h.resetMs)));
      assert.equal((await store.hit('other', 800)).count, 1);
      await new Promise((r) => setTimeout(r, 900));
      assert.equal((await store.hit('k', 800)).count, 1, 'a new window after expiry');
    } finally {
      await store.close();
    }
  });

  it('fails (instead of hanging) when Redis is unreachable, and a store on another port is independent', async () => {
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((r) => server.close(() => r()));
    const dead = createRedisStore(`redis://127.0.0.1:${port}`);
    await assert.rejects(dead.hit('k', 1000), /ECONNREFUSED|closed/);
    await dead.close();
  });
});

describe('request rate rule', () => {
  const limits = { windowSeconds: 60, maxPerCredential: 3, maxPerTenant: 100, maxPerIp: 5 };
  const quiet = { warn() {} };

  it('counts per API key, per session and per IP, and gives 429 with Retry-After and RateLimit headers over the limit', async () => {
    let t = 0;
    const store = createMemoryStore(() => t);
    const key = { kind: 'api_key', keyId: 'k1', tenantId: 't1' } as const;
    const first = await countRequest(store, limits, quiet, key);
    assert.deepEqual(first, { scope: 'api_key', limit: 3, remaining: 2, resetSeconds: 60, windowSeconds: 60 });
    assert.deepEqual(rateLimitHeaders(first!), { 'RateLimit-Policy': '"credential";q=3;w=60', RateLimit: '"credential";r=2;t=60' });
    t = 20_400;
    await countRequest(store, limits, quiet, key);
    assert.equal((await countRequest(store, limits, quiet, key))!.remaining, 0, 'the third request is the last one allowed');
    await assert.rejects(countRequest(store, limits, quiet, key), (err: unknown) => {
      assert.ok(err instanceof ApiError);
      assert.equal(err.status, 429);
      assert.equal(err.code, 'rate_limited');
      assert.equal(err.headers['Retry-After'], '40', 'whole seconds to the end of the window, rounded up');
      assert.equal(err.extra.retry_after, 40);
      assert.equal(err.headers.RateLimit, '"credential";r=0;t=40');
      assert.equal(err.headers['RateLimit-Policy'], '"credential";q=3;w=60');
      return true;
    });
    // Other subjects have their own windows; an IP gets the higher public limit.
    assert.equal((await countRequest(store, limits, quiet, { kind: 'api_key', keyId: 'k2', tenantId: 't2' }))!.remaining, 2);
    assert.equal((await countRequest(store, limits, quiet, { kind: 'session', tokenHash: 'k1', tenantId: 't3' }))!.remaining, 2, 'a session hash never shares a key id counter');
    const ip = await countRequest(store, limits, quiet, { kind: 'ip', ip: '1.2.3.4' });
    assert.deepEqual(ip, { scope: 'ip', limit: 5, remaining: 4, resetSeconds: 60, windowSeconds: 60 });
    assert.equal(rateLimitHeaders(ip!)['RateLimit-Policy'], '"ip";q=5;w=60');
    t = 60_000;
    assert.equal((await countRequest(store, limits, quiet, key))!.remaining, 2, 'a new window');
  });

  it('shares one budget between all keys and sessions of a tenant', async () => {
    const store = createMemoryStore(() => 0);
    const tight = { windowSeconds: 60, maxPerCredential: 3, maxPerTenant: 5, maxPerIp: 100 };
    for (let i = 0; i < 3; i++) await countRequest(store, tight, quiet, { kind: 'api_key', keyId: 'a', tenantId: 'T' });
    const fourth = await countRequest(store, tight, quiet, { kind: 'api_key', keyId: 'b', tenantId: 'T' });
    assert.deepEqual(fourth, { scope: 'tenant', limit: 5, remaining: 1, resetSeconds: 60, windowSeconds: 60 }, 'the tighter window is reported');
    assert.equal(rateLimitHeaders(fourth!)['RateLimit-Policy'], '"tenant";q=5;w=60');
    await countRequest(store, tight, quiet, { kind: 'session', tokenHash: 's', tenantId: 'T' });
    await assert.rejects(countRequest(store, tight, quiet, { kind: 'api_key', keyId: 'c', tenantId: 'T' }), (err: unknown) => {
      assert.ok(err instanceof ApiError && err.status === 429);
      assert.match(err.message, /tenant/);
      return true;
    });
    assert.equal((await countRequest(store, tight, quiet, { kind: 'api_key', keyId: 'd', tenantId: 'U' }))!.remaining, 2, 'another tenant has its own budget');
  });

  it('lets requests through when the store is down, warning once per window', async () => {
    const warnings: string[] = [];
    const down = { hit: async () => Promise.reject(new Error('ECONNREFUSED')), close: async () => {} };
    const logger = { warn: (_o: object, msg: string) => warnings.push(msg) };
    for (let i = 0; i < 5; i++) assert.equal(await countRequest(down, limits, logger, { kind: 'api_key', keyId: 'k', tenantId: 't' }), null);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /unavailable/);
  });
});
