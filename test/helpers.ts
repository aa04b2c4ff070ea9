/**
 * Test helpers: the database back-ends every integration suite runs against (embedded PGlite, and
 * a real PostgreSQL on 127.0.0.1:5432 in a fresh database per suite), and small HTTP helpers.
 */
import net from 'node:net';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config.js';
import { startRuntime, type Runtime, type RuntimeOptions } from '../src/runtime.js';
import { transaction } from '../src/db/transaction.js';
import { creditWallet } from '../src/domain/wallet.js';

/** Admin URL of the test PostgreSQL server (trust auth). */
export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The Redis the shared rate-limit tests use. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a TCP connection to REDIS_URL opens within a second. */
export async function redisReachable(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A back-end: a name and a function giving a config on a fresh database, plus its cleanup. */
export interface Backend {
  name: 'pglite' | 'postgres';
  /** Null when the back-end cannot run here (the reason is in `skip`). */
  create(): Promise<{ config: Config; drop(): Promise<void> }>;
  skip: string | false;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Both back-ends. PostgreSQL is skipped only when unreachable and `REQUIRE_POSTGRES` is not set
 * (CI sets it, so there an unreachable server fails the suite instead of skipping it).
 */
export async function backends(overrides: Record<string, string> = {}): Promise<Backend[]> {
  const pgUp = await postgresReachable();
  if (!pgUp && process.env.REQUIRE_POSTGRES) throw new Error(`PostgreSQL is required but unreachable at ${PG_ADMIN_URL}`);
  // The request rate limit (120 per minute per key by default) is raised so that suites sending
  // many requests with one key (the fuzz test) do not trip it; test/e2e/throttle.test.ts sets it low.
  const base = {
    WORKER_POLL_SECONDS: '0.5',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_MAX_PER_IP: '1000000',
    SIGNUP_MAX_PER_IP: '1000000',
    SIGNUP_MAX_GLOBAL: '1000000',
    ...overrides,
  };
  return [
    {
      name: 'pglite',
      skip: false,
      async create() {
        return { config: loadConfig({ ...base, DATA_DIR: 'memory://' }), drop: async () => {} };
      },
    },
    {
      name: 'postgres',
      skip: pgUp ? false : `PostgreSQL unreachable at ${PG_ADMIN_URL}`,
      async create() {
        const dbName = `scenario_test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
        await admin.connect();
        await admin.query(`create database ${dbName}`);
        await admin.end();
        const url = new URL(PG_ADMIN_URL);
        url.pathname = `/${dbName}`;
        return {
          config: loadConfig({ ...base, DATABASE_URL: url.toString() }),
          async drop() {
            const c = new pg.Client({ connectionString: PG_ADMIN_URL });
            await c.connect();
            await c.query(`drop database if exists ${dbName} with (force)`);
            await c.end();
          },
        };
      },
    },
  ];
}

/** Starts a runtime on a fresh database of `backend`; `stop` also drops the database. */
export async function startOn(backend: Backend, options: Omit<RuntimeOptions, 'config'> = {}): Promise<Runtime & { config: Config }> {
  const { config, drop } = await backend.create();
  const runtime = await startRuntime({ ...options, config });
  return {
    ...runtime,
    config,
    async stop() {
      await runtime.stop();
      await drop();
    },
  };
}

/** A signed-up tenant with a session token and an API key. */
export interface TestAccount {
  tenantId: string;
  session: string;
  apiKey: string;
  keyId: string;
}

let counter = 0;

/** Signs up a new tenant over HTTP (from `remoteAddress`, default 127.0.0.1) and issues an API key. */
export async function signup(app: FastifyInstance, remoteAddress?: string): Promise<TestAccount> {
  const email = `user${Date.now()}${counter++}${randomBytes(3).toString('hex')}@example.com`;
  const s = await app.inject({ method: 'POST', url: '/v1/auth/signup', remoteAddress, payload: { email, password: 'correct horse battery', tenant_name: 'Test Org' } });
  if (s.statusCode !== 201) throw new Error(`signup failed: ${s.statusCode} ${s.body}`);
  const session = s.json().session_token as string;
  const k = await app.inject({ method: 'POST', url: '/v1/keys', headers: { authorization: `Bearer ${session}` }, payload: { name: 'test key' } });
  if (k.statusCode !== 201) throw new Error(`key failed: ${k.statusCode} ${k.body}`);
  return { tenantId: s.json().tenant_id, session, apiKey: k.json().api_key, keyId: k.json().key_id };
}

/** Grants `usd` of credit to a tenant (as the admin grant does). */
export async function grantUsd(rt: Runtime, tenantId: string, usd: number): Promise<void> {
  await transaction(rt.ctx.db, (trx) => creditWallet(trx, { tenantId, amountCents: Math.round(usd * 100), kind: 'grant' }));
}

/** Signs up a tenant over HTTP and grants it `usd` of credit. */
export async function fundedAccount(rt: Runtime, usd = 500): Promise<TestAccount> {
  const acct = await signup(rt.app!);
  await grantUsd(rt, acct.tenantId, usd);
  return acct;
}

/** Polls a job's status until `done(status)` or the timeout; returns the last status body. */
export async function pollStatus(app: FastifyInstance, apiKey: string, jobId: string, done: (status: string) => boolean, timeoutMs = 30_000): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await app.inject({ method: 'GET', url: `/v1/jobs/${jobId}/status`, headers: { 'x-api-key': apiKey } });
    const body = r.json();
    if (done(body.status) || Date.now() > until) return body;
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** A short scenario used by the integration tests. */
export const SAMPLE_SCENARIO =
  'Acme Streaming will raise the price of its standard plan from $10 to $14 a month for all existing subscribers, effective immediately. The basic plan will no longer be offered.';

/**
 * A latency limit for a timing test, in ms: `ms` on a machine that is not overloaded, and `ms` times
 * the overload (1-minute load average per core) when it is, so that a test asserting the issue's
 * figure on a quiet machine does not fail because other processes share the cores. A regression
 * (a stall of the event loop: seconds) still fails. The limit used is printed by the tests.
 */
export function latencyLimit(ms: number): number {
  return ms * Math.max(1, os.loadavg()[0]! / os.availableParallelism());
}
