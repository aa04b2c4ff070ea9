/**
 * Every setting of the service, typed and read once from the environment.
 * No other module reads `process.env`.
 */
import os from 'node:os';
import path from 'node:path';

/** Typed service settings. Money is in integer cents (docs/api.md "Money"). */
export interface Config {
  /** HTTP port (default 8000). */
  port: number;
  /** Listen address (default 0.0.0.0). */
  host: string;
  /** PostgreSQL connection string; absent → embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** Folder of the embedded database (default ./data); `memory://` keeps it in memory. */
  dataDir: string;
  /** Price of one simulation in cents (SIM_COST_USD, default 199 USD; docs/api.md "Prices"). */
  simCostCents: number;
  /** Price per linked report in cents (LINK_COST_USD, default 25). */
  linkCostCents: number;
  /** Decision Tiebreaker price in cents (TIEBREAKER_COST_USD, default 75). */
  tiebreakerCostCents: number;
  /** Lifetime of a session token, seconds (default 30 days). */
  sessionTtlSeconds: number;
  /** Hard limit of one run before pg-boss expires it (default 24 h, docs/api.md "Limits"). */
  jobExpireSeconds: number;
  /** A `running` job whose heartbeat is older than this is taken to have lost its worker (default 120 s). */
  staleJobSeconds: number;
  /** How many times a job whose worker died is started again before it fails (default 2). */
  jobRetryLimit: number;
  /** Worker poll interval, seconds (pg-boss minimum 0.5). */
  workerPollSeconds: number;
  /** Public base URL used in links of the attribution block. */
  publicBaseUrl: string;
  /** Log level for pino. */
  logLevel: string;
  /** Engine worker threads per worker process (ENGINE_THREADS; default cores − 1, at least 1). */
  engineThreads: number;
  /** Bounds of error bodies and of JSON request bodies (docs/decisions.md "Bounded errors"). */
  limits: EdgeLimits;
  /** Login throttling (docs/decisions.md "Login throttling"). */
  loginThrottle: LoginThrottle;
  /** Redis for the shared rate-limit counters (REDIS_URL); null → counters in process memory. */
  redisUrl: string | null;
}

/** What one request can make the service parse or echo back (docs/decisions.md "Bounded errors"). */
export interface EdgeLimits {
  /** Most items in a 422 body (ERROR_MAX_ITEMS, default 50); beyond, one `too_many_errors` item says how many were left out. */
  errorMaxItems: number;
  /** Most characters of one item's echoed `input` (as JSON) and of one `loc` part (ERROR_INPUT_MAX_CHARS, default 200). */
  errorInputMaxChars: number;
  /** Largest error body, bytes (ERROR_BODY_MAX_BYTES, default 32 KiB); items are dropped from the end to fit. */
  errorBodyMaxBytes: number;
  /** Deepest nesting of objects and arrays in a JSON body (JSON_MAX_DEPTH, default 32; the deepest schema needs 4). */
  jsonMaxDepth: number;
  /** Most object keys in a JSON body, all levels together (JSON_MAX_KEYS, default 1000; a full submission has about 40). */
  jsonMaxKeys: number;
}

/** Fixed-window limits of `POST /v1/auth/login` (docs/decisions.md "Login throttling"). */
export interface LoginThrottle {
  /** Window length, seconds (LOGIN_WINDOW_SECONDS, default 900 = 15 min). */
  windowSeconds: number;
  /** Attempts per account (email) per window (LOGIN_MAX_PER_ACCOUNT, default 10). */
  maxPerAccount: number;
  /** Attempts per client IP per window (LOGIN_MAX_PER_IP, default 100). */
  maxPerIp: number;
}

function readNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`Setting ${name} must be a non-negative number, got "${raw}"`);
  return value;
}

/** Converts a USD amount to integer cents without float drift (e.g. 0.29 → 29). */
export function usdToCents(usd: number): number {
  return Math.round(usd * 100);
}

/**
 * Reads the configuration from `env` (default `process.env`).
 * @throws Error when a numeric setting is not a non-negative number.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: readNumber(env, 'PORT', 8000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(env.DATA_DIR || './data'),
    simCostCents: usdToCents(readNumber(env, 'SIM_COST_USD', 199)),
    linkCostCents: usdToCents(readNumber(env, 'LINK_COST_USD', 25)),
    tiebreakerCostCents: usdToCents(readNumber(env, 'TIEBREAKER_COST_USD', 75)),
    sessionTtlSeconds: readNumber(env, 'SESSION_TTL_SECONDS', 30 * 24 * 3600),
    jobExpireSeconds: readNumber(env, 'JOB_EXPIRE_SECONDS', 24 * 3600),
    staleJobSeconds: readNumber(env, 'STALE_JOB_SECONDS', 120),
    jobRetryLimit: readNumber(env, 'JOB_RETRY_LIMIT', 2),
    workerPollSeconds: Math.max(0.5, readNumber(env, 'WORKER_POLL_SECONDS', 1)),
    publicBaseUrl: (env.PUBLIC_BASE_URL || 'http://localhost:8000').replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    engineThreads: Math.max(1, Math.floor(readNumber(env, 'ENGINE_THREADS', os.availableParallelism() - 1))),
    limits: {
      errorMaxItems: Math.max(2, Math.floor(readNumber(env, 'ERROR_MAX_ITEMS', 50))),
      errorInputMaxChars: Math.max(20, Math.floor(readNumber(env, 'ERROR_INPUT_MAX_CHARS', 200))),
      errorBodyMaxBytes: Math.max(4096, Math.floor(readNumber(env, 'ERROR_BODY_MAX_BYTES', 32 * 1024))),
      jsonMaxDepth: Math.max(8, Math.floor(readNumber(env, 'JSON_MAX_DEPTH', 32))),
      jsonMaxKeys: Math.max(100, Math.floor(readNumber(env, 'JSON_MAX_KEYS', 1000))),
    },
    loginThrottle: {
      windowSeconds: Math.max(1, readNumber(env, 'LOGIN_WINDOW_SECONDS', 900)),
      maxPerAccount: Math.max(1, Math.floor(readNumber(env, 'LOGIN_MAX_PER_ACCOUNT', 10))),
      maxPerIp: Math.max(1, Math.floor(readNumber(env, 'LOGIN_MAX_PER_IP', 100))),
    },
    redisUrl: env.REDIS_URL || null,
  };
}
