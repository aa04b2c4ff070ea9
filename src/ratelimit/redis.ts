/**
 * Fixed-window counters on Redis (`REDIS_URL`), shared by every API process (../shared/DESIGN.md
 * §1: "rate-limit counters go to Redis when REDIS_URL is set"). One Lua script increments a key and
 * sets its expiry on the first hit, atomically, and returns the count and the time left.
 *
 * No Redis client is installed (ioredis or node-redis would be the choice, with
 * rate-limiter-flexible on top; see docs/decisions.md "Login throttling"), so this module speaks the
 * few lines of RESP it needs (AUTH, SELECT, EVAL) over one TCP connection, opened on first use and
 * again after an error.
 */
import net from 'node:net';
import type { RateLimitStore, WindowCount } from '../domain/ports.js';

/** INCR, PEXPIRE on the first hit (or when a key lost its expiry), then the count and PTTL. */
const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if c == 1 or t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

/** Milliseconds a command may take before the connection is dropped and the call fails. */
const COMMAND_TIMEOUT_MS = 2000;

type Reply = string | number | null | Reply[] | Error;

/** Encodes a command as a RESP array of bulk strings. */
function encode(args: (string | number)[]): string {
  return `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join('')}`;
}

/** Parses one reply from `buf` at `at`; undefined when the buffer does not hold all of it yet. */
function parse(buf: Buffer, at: number): { value: Reply; next: number } | undefined {
  const eol = buf.indexOf('\r\n', at);
  if (eol < 0) return undefined;
  const type = String.fromCharCode(buf[at]!);
  const line = buf.toString('utf8', at + 1, eol);
  const after = eol + 2;
  if (type === '+') return { value: line, next: after };
  if (type === '-') return { value: new Error(line), next: after };
  if (type === ':') return { value: Number(line), next: after };
  if (type === '$') {
    const len = Number(line);
    if (len < 0) return { value: null, next: after };
    if (buf.length < after + len + 2) return undefined;
    return { value: buf.toString('utf8', after, after + len), next: after + len + 2 };
  }
  if (type === '*') {
    const n = Number(line);
    if (n < 0) return { value: null, next: after };
    const items: Reply[] = [];
    let next = after;
    for (let i = 0; i < n; i++) {
      const item = parse(buf, next);
      if (!item) return undefined;
      items.push(item.value);
      next = item.next;
    }
    return { value: items, next };
  }
  return { value: new Error(`Unexpected Redis reply type ${type}`), next: after };
}

/** A minimal Redis connection: commands are pipelined and answered in order. */
class RespConnection {
  private socket: net.Socket | null = null;
  private ready: Promise<void> | null = null;
  private buffer = Buffer.alloc(0);
  private pending: { resolve(v: Reply): void; reject(e: Error): void }[] = [];

  constructor(private readonly url: URL) {}

  private fail(err: Error) {
    const waiting = this.pending;
    this.pending = [];
    this.buffer = Buffer.alloc(0);
    this.socket?.destroy();
    this.socket = null;
    this.ready = null;
    for (const p of waiting) p.reject(err);
  }

  private connect(): Promise<void> {
    if (this.ready) return this.ready;
    this.ready = new Promise<void>((resolve, reject) => {
      const socket = net.connect({ host: this.url.hostname || '127.0.0.1', port: Number(this.url.port || 6379) });
      this.socket = socket;
      socket.setNoDelay(true);
      // Events of a socket already replaced (after an error) are ignored.
      const current = () => this.socket === socket;
      socket.once('connect', resolve);
      socket.on('error', (err) => {
        reject(err);
        if (current()) this.fail(err);
      });
      socket.once('close', () => {
        reject(new Error('Redis connection closed'));
        if (current()) this.fail(new Error('Redis connection closed'));
      });
      socket.on('data', (chunk) => {
        this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
        let at = 0;
        for (;;) {
          const r = at < this.buffer.length ? parse(this.buffer, at) : undefined;
          if (!r) break;
          at = r.next;
          const p = this.pending.shift();
          if (r.value instanceof Error) p?.reject(r.value);
          else p?.resolve(r.value);
        }
        this.buffer = this.buffer.subarray(at);
      });
    }).then(async () => {
      const password = decodeURIComponent(this.url.password);
      const user = decodeURIComponent(this.url.username);
      if (password) await this.send(user ? ['AUTH', user, password] : ['AUTH', password]);
      const db = this.url.pathname.replace(/^\//, '');
      if (db) await this.send(['SELECT', db]);
    });
    return this.ready;
  }

  private send(args: (string | number)[]): Promise<Reply> {
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error('Redis command timed out')), COMMAND_TIMEOUT_MS);
      this.pending.push({
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.socket!.write(encode(args));
    });
  }

  /** Runs one command, connecting first when needed. @throws on connection or Redis errors. */
  async command(args: (string | number)[]): Promise<Reply> {
    await this.connect();
    return this.send(args);
  }

  close(): void {
    this.socket?.end();
    this.socket = null;
    this.ready = null;
  }
}

/**
 * Creates a Redis-backed store.
 * @param url `redis://[[user]:password@]host[:port][/db]`
 * @param prefix prepended to every key (tests use a fresh one)
 * @throws (from `hit`) when Redis cannot be reached or answers an error.
 */
export function createRedisStore(url: string, prefix = 'scenario-sim:rl:'): RateLimitStore {
  const conn = new RespConnection(new URL(url));
  return {
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const reply = await conn.command(['EVAL', HIT_SCRIPT, 1, prefix + key, Math.max(1, Math.round(windowMs))]);
      if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number') throw new Error('Unexpected reply from the Redis rate-limit script');
      return { count: reply[0], resetMs: reply[1] };
    },
    async close() {
      conn.close();
    },
  };
}
