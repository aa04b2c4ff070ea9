/**
 * Fixed-window counters on Redis (`REDIS_URL`), shared by every API process (../shared/DESIGN.md
 * §1: "rate-limit counters go to Redis when REDIS_URL is set"). One Lua script increments a key and
 * sets its expiry on the first hit, atomically, and returns the count and the time left; it runs
 * through ioredis (`defineCommand`: EVALSHA, falling back to EVAL). Why not rate-limiter-flexible:
 * docs/decisions.md "Login throttling".
 */
import { Redis } from 'ioredis';
import type { RateLimitStore, WindowCount } from '../domain/ports.js';

/** INCR, PEXPIRE on the first hit (or when a key lost its expiry), then the count and PTTL. */
const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if c == 1 or t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

/**
 * Milliseconds one connection attempt may take (ioredis `connectTimeout`, default 10 s).
 * ASSUMPTION: a Redis on the service's network answers a connect well within 1 s; longer would hold
 * the first logins of a process that long before they fail open.
 */
const CONNECT_TIMEOUT_MS = 1000;

/**
 * Milliseconds a command may take before it fails (ioredis `commandTimeout`; the ready check after
 * a connect counts as commands too). ASSUMPTION: the script takes well under a millisecond on a
 * healthy Redis, so 1 s only trips on a hung server, and a login then waits at most that long.
 */
const COMMAND_TIMEOUT_MS = 1000;

/** The script as a client command (ioredis types custom commands only through module augmentation). */
type WithHit = Redis & { rateLimitHit(key: string, windowMs: number): Promise<unknown> };

/**
 * Creates a Redis-backed store. It connects at its first hit, which waits for that attempt (at most
 * `CONNECT_TIMEOUT_MS` + `COMMAND_TIMEOUT_MS`) so a freshly started process counts from its first login. After it the
 * offline queue is off: while Redis is unreachable every hit fails at once (and throttleLogin lets
 * the attempt through) as ioredis reconnects in the background.
 * @param url `redis://[[user]:password@]host[:port][/db]`
 * @param prefix prepended to every key (tests use a fresh one)
 * @throws (from `hit`) when Redis cannot be reached or answers an error; the message carries the
 *   last connection error (e.g. ECONNREFUSED), never the URL (it may hold a password).
 */
export function createRedisStore(url: string, prefix = 'scenario-sim:rl:'): RateLimitStore {
  const client = new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  }) as WithHit;
  client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  // Connection errors reach callers as failed hits (throttleLogin logs them); without a listener
  // ioredis would print every reconnect failure to stderr.
  let lastError: Error | null = null;
  client.on('error', (err: Error) => (lastError = err));
  client.on('ready', () => (lastError = null));
  // The first connect starts at the first hit, not at creation: start-up work that blocks the event
  // loop for longer than the connect timeout (PGlite compiling its WASM) would otherwise let that
  // timeout fire before the socket's own callbacks run, and the first hits would fail open (seen as
  // flaky e2e rate-limit and throttle tests in CI). ioredis bounds the wait itself: connectTimeout
  // for the socket, then commandTimeout for the ready check (a server that accepts but never answers
  // fails it), so no timer of our own races it.
  let firstConnect: Promise<unknown> | null = null;
  return {
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      firstConnect ??= client.connect().catch(() => {});
      await firstConnect;
      if (client.status !== 'ready') throw new Error(`Redis rate-limit store not ready (${client.status})${lastError ? `: ${lastError.message}` : ''}`, { cause: lastError });
      const reply = await client.rateLimitHit(key, Math.max(1, Math.round(windowMs)));
      if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number') throw new Error('Unexpected reply from the Redis rate-limit script');
      return { count: reply[0], resetMs: reply[1] };
    },
    async close() {
      client.disconnect();
    },
  };
}
