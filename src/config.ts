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
  /**
   * Lifetime of a session token, seconds (SESSION_TTL_SECONDS, default 7 days). A session ends
   * earlier with `POST /v1/auth/logout` or `POST /v1/auth/sessions/revoke-all`.
   */
  sessionTtlSeconds: number;
  /**
   * scrypt calls (sign-up, login) running at once in one process (PASSWORD_HASH_CONCURRENCY,
   * default cores − 1, at least 1); the rest wait (docs/decisions.md "Password hashing off the
   * critical path").
   */
  passwordHashConcurrency: number;
  /**
   * Reading of a submitted text (the engine's `understandScenario`) off the event loop
   * (docs/decisions.md "Reading submissions off the event loop").
   */
  reader: ReaderSettings;
  /**
   * Threads that run link cross-analyses and tiebreakers (LINK_THREADS, default 1), started on the
   * first link work of the process (docs/decisions.md "Issue 23").
   */
  linkThreads: number;
  /** Hard limit of one run before pg-boss expires it (default 24 h, docs/api.md "Limits"). */
  jobExpireSeconds: number;
  /**
   * How often a running job's worker writes its heartbeat, seconds (HEARTBEAT_SECONDS, default 5),
   * besides the write of each finished round. The reaper runs at the same interval.
   */
  heartbeatSeconds: number;
  /**
   * A `running` job whose heartbeat is older than this is taken to have lost its worker
   * (STALE_JOB_SECONDS, default 4 heartbeats = 20 s; at least 2 heartbeats). A dead worker's job is
   * queued again within this plus one reaper interval.
   */
  staleJobSeconds: number;
  /** How many times a job whose worker died is started again before it fails (default 2). */
  jobRetryLimit: number;
  /**
   * Worker poll interval, seconds (WORKER_POLL_SECONDS, default 0.5, at least 0.05). Workers are also
   * woken by a database notification the moment a job is queued; the poll is the fallback.
   */
  workerPollSeconds: number;
  /** Jobs one worker process runs at once (WORKER_CONCURRENCY, default `engineThreads`). */
  workerConcurrency: number;
  /**
   * Jobs of one tenant running at once, over all workers (TENANT_MAX_RUNNING, default one less than
   * `workerConcurrency`, at least 1, so a slot is always left for another tenant): the rest of its
   * jobs wait while other tenants' jobs are taken (docs/decisions.md "Fairness between tenants").
   */
  tenantMaxRunning: number;
  /**
   * Work one tenant may have queued or running, in agent-rounds (n_agents × n_rounds summed over its
   * unfinished jobs; TENANT_MAX_QUEUED_AGENT_ROUNDS, default 2,400,000 = two of the largest jobs or
   * 600 default ones). A submission beyond it is 429 `tenant_queue_full`.
   */
  tenantMaxQueuedAgentRounds: number;
  /**
   * Largest simulation per tier, in agent-rounds (n_agents × n_rounds; the default job is 1000 × 4 =
   * 4,000): MAX_AGENT_ROUNDS_STANDARD 40,000 (10× the default), _PRO 400,000 (100×), _ENTERPRISE
   * 1,200,000 (the engine's limit, 100,000 × 12). Beyond: 422 `simulation_too_large`.
   */
  maxAgentRounds: Record<'standard' | 'pro' | 'enterprise', number>;
  /**
   * Public base URL of links in reports (attribution, `share_url`) and of the OpenAPI `servers`
   * (PUBLIC_BASE_URL; default the address the service listens on: `http://localhost:PORT` when
   * HOST is a wildcard address, else `http://HOST:PORT`).
   */
  publicBaseUrl: string;
  /**
   * Play credit of a sandbox tenant's wallet at sign-up, in cents (SANDBOX_CREDIT_SIMS simulations at
   * `simCostCents`, default 10; docs/decisions.md "Issue 24: sandbox onboarding").
   */
  sandboxCreditCents: number;
  /**
   * Bearer token of the admin HTTP API (ADMIN_TOKEN); null → the admin API answers 404 (disabled).
   * Also read by the admin CLI to reach a running service (docs/decisions.md "Issue 24: admin API").
   */
  adminToken: string | null;
  /**
   * Address the admin CLI tries for a running service (ADMIN_URL; default `http://127.0.0.1:PORT`).
   */
  adminUrl: string;
  /**
   * One-time credit packages shown by `GET /v1/plans` (CREDIT_PACKAGES, JSON array of
   * `{id, name, credits, price_usd}`; default the interface's table: 1 for 80, 5 for 200, 25 for 500 USD).
   */
  creditPackages: CreditPackageSetting[];
  /**
   * The optional OpenAI-compatible service that phrases Brain answers from the cited passages
   * (LLM_BASE_URL and LLM_MODEL, both needed; LLM_API_KEY sent as a bearer token when set;
   * LLM_TIMEOUT_SECONDS, default 20). Null → the built-in composer only (docs/decisions.md "Issue 26").
   */
  llm: { baseUrl: string; model: string; apiKey: string | null; timeoutMs: number } | null;
  /** Log level for pino. */
  logLevel: string;
  /** Engine worker threads per worker process (ENGINE_THREADS; default cores − 1, at least 2). */
  engineThreads: number;
  /** Bounds of error bodies and of JSON request bodies (docs/decisions.md "Bounded errors"). */
  limits: EdgeLimits;
  /** Login throttling (docs/decisions.md "Login throttling"). */
  loginThrottle: LoginThrottle;
  /** Sign-up throttling (docs/decisions.md "Sign-up throttling"). */
  signupThrottle: SignupThrottle;
  /** The request rate limit of every other endpoint (docs/decisions.md "Request rate limit"). */
  requestRateLimit: RequestRateLimit;
  /** Redis for the shared rate-limit counters (REDIS_URL); null → counters in process memory. */
  redisUrl: string | null;
  /**
   * Requests the API process works on at once (REQUEST_CONCURRENCY); beyond, requests wait and are let
   * in by credential in turn, so one client's many connections cannot crowd out another's
   * (docs/decisions.md "Fair request admission"). 0 turns admission off. Default: 8 on the embedded
   * database, 0 on PostgreSQL (ASSUMPTION, measured with `npm run bench:api`).
   */
  requestConcurrency: number;
  /** Outgoing webhooks (docs/decisions.md "Webhooks"). */
  webhooks: WebhookSettings;
  /**
   * Secret of the payment provider's webhook (PAYMENT_WEBHOOK_SECRET), checked with the outgoing
   * webhooks' HMAC scheme; null → `POST /v1/billing/webhook` answers 503 (docs/decisions.md "Issue 25").
   */
  paymentWebhookSecret: string | null;
  /** Largest accepted age (either way) of a payment event's signature timestamp, seconds (PAYMENT_WEBHOOK_TOLERANCE_SECONDS, default 300). */
  paymentWebhookToleranceSeconds: number;
  /** Credit given to each side of a referral, cents (REFERRAL_CREDIT_USD, default 100 USD: the interface's figure). */
  referralCreditCents: number;
  /** Document uploads of `POST /v1/scenarios` (docs/api.md "Uploads"). */
  uploads: UploadSettings;
}

/** Limits of document uploads (`multipart/form-data` on `POST /v1/scenarios`). */
export interface UploadSettings {
  /** Files per request (UPLOAD_MAX_FILES, default 20); one more is 413 `payload_too_large`. */
  maxFiles: number;
  /** Bytes of one file (UPLOAD_MAX_FILE_BYTES, default 10 MiB); beyond, 413. */
  maxFileBytes: number;
  /** Bytes of all files and fields together (UPLOAD_MAX_TOTAL_BYTES, default 25 MiB); beyond, 413. */
  maxTotalBytes: number;
  /** Pages of one PDF (UPLOAD_MAX_PDF_PAGES, default 300); beyond, 413. */
  maxPdfPages: number;
  /** Time limit of the extraction of one file, ms (UPLOAD_EXTRACT_BUDGET_MS, default 10,000); beyond, 422 `document_read_timeout`. */
  extractBudgetMs: number;
  /** Threads extracting text (UPLOAD_EXTRACT_THREADS, default 1), started on the first upload. */
  extractThreads: number;
  /**
   * Uploads one API process reads and extracts at once (UPLOAD_CONCURRENCY, default 4); the others
   * wait, by tenant in turn, before their body is read (TCP holds it meanwhile). Bounds the memory
   * uploads hold (4 × UPLOAD_MAX_TOTAL_BYTES) and the event loop's share spent on them.
   */
  concurrency: number;
}

/** One credit package as configured (prices in cents). */
export interface CreditPackageSetting {
  /** Also the `api_<id>` custom id of the payment-provider event. */
  id: string;
  name: string;
  /** Simulations the package buys (1 credit = 1 simulation). */
  credits: number;
  /** What the buyer pays, cents. */
  priceCents: number;
}

/** The interface's package table (its "Credit package" table). */
const DEFAULT_CREDIT_PACKAGES = [
  { id: 'single', name: 'Single', credits: 1, price_usd: 80 },
  { id: 'pack5', name: 'Pack 5', credits: 5, price_usd: 200 },
  { id: 'pack25', name: 'Pack 25', credits: 25, price_usd: 500 },
];

function creditPackages(raw: string | undefined): CreditPackageSetting[] {
  let list: unknown = DEFAULT_CREDIT_PACKAGES;
  if (raw) {
    try {
      list = JSON.parse(raw);
    } catch {
      throw new Error('Setting CREDIT_PACKAGES must be a JSON array of {id, name, credits, price_usd}');
    }
  }
  if (!Array.isArray(list) || list.length === 0) throw new Error('Setting CREDIT_PACKAGES must be a non-empty JSON array');
  return list.map((p: any) => {
    if (typeof p?.id !== 'string' || !/^[a-z0-9_]{1,40}$/.test(p.id) || typeof p.name !== 'string' || !Number.isInteger(p.credits) || p.credits < 1 || !(Number(p.price_usd) >= 0)) {
      throw new Error(`Setting CREDIT_PACKAGES has an invalid package: ${JSON.stringify(p)}`);
    }
    return { id: p.id, name: p.name, credits: p.credits, priceCents: usdToCents(Number(p.price_usd)) };
  });
}

/** The address the service listens on, as a URL clients on this machine can use. */
function listenUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Outgoing webhook deliveries (docs/api.md "Webhooks"; docs/decisions.md "Webhooks"). */
export interface WebhookSettings {
  /** Endpoints one tenant may register (WEBHOOK_MAX_ENDPOINTS, default 10); one more is a 422. */
  maxEndpoints: number;
  /** Time limit of one attempt, DNS lookup, connection and answer included, seconds (WEBHOOK_TIMEOUT_SECONDS, default 15). */
  timeoutSeconds: number;
  /** Delay bound of the first retry, seconds (WEBHOOK_RETRY_BASE_SECONDS, default 30): retry n waits a random 0..min(max, base × 2^(n−1)) (full jitter). */
  retryBaseSeconds: number;
  /** Largest delay bound between two attempts, seconds (WEBHOOK_RETRY_MAX_DELAY_SECONDS, default 43,200 = 12 h). */
  retryMaxDelaySeconds: number;
  /** How long after the event a delivery is retried before it is `failed`, seconds (WEBHOOK_RETRY_WINDOW_SECONDS, default 259,200 = 3 days). */
  retryWindowSeconds: number;
  /** How long both the new and the old secret sign after a rotation, seconds (WEBHOOK_SECRET_OVERLAP_SECONDS, default 86,400 = 24 h). */
  secretOverlapSeconds: number;
  /** Attempts one process sends at once, to different endpoints (WEBHOOK_CONCURRENCY, default 8). */
  concurrency: number;
  /** Fallback poll of due deliveries, seconds (WEBHOOK_POLL_SECONDS, default 1; a notification wakes the sender at once). */
  pollSeconds: number;
  /**
   * Loopback receivers allowed (WEBHOOK_ALLOW_LOOPBACK=1; off by default and logged as a warning when
   * on): for the project's own tests and local development only. Private, link-local and metadata
   * addresses stay refused.
   */
  allowLoopback: boolean;
  /** A PEM file of extra certificate authorities trusted for receivers (WEBHOOK_CA_FILE), besides Node's; null → Node's only. */
  caFile: string | null;
}

/**
 * Fixed-window request limits (docs/decisions.md "Request rate limit"; the interface's Limits:
 * "120 requests per minute per key").
 */
export interface RequestRateLimit {
  /** Window length, seconds (RATE_LIMIT_WINDOW_SECONDS, default 60). */
  windowSeconds: number;
  /** Requests per credential (API key, or session token) per window (RATE_LIMIT_MAX, default 120, the interface's figure). */
  maxPerCredential: number;
  /**
   * Requests per tenant per window, all its credentials together (RATE_LIMIT_MAX_PER_TENANT,
   * default 5 × `maxPerCredential`): keys are free, so the per-key limit alone does not bound a
   * tenant (docs/decisions.md "Request rate limit").
   */
  maxPerTenant: number;
  /**
   * Requests per client IP per window on the endpoints that take no credential (plans, sign-up,
   * login, the OpenAPI document, the badge; RATE_LIMIT_MAX_PER_IP, default 600). ASSUMPTION: 5× the
   * per-key figure, since one address may front many users (an office behind one NAT).
   */
  maxPerIp: number;
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

/**
 * Fixed-window limits of `POST /v1/auth/login` (docs/decisions.md "Login throttling"): an
 * account is locked for one address (the pair) long before it is locked for every address.
 */
export interface LoginThrottle {
  /** Window length, seconds (LOGIN_WINDOW_SECONDS, default 900 = 15 min). */
  windowSeconds: number;
  /** Attempts per account (email) from one client IP per window (LOGIN_MAX_PER_ACCOUNT_IP, default 10). */
  maxPerAccountAndIp: number;
  /**
   * Attempts per account (email) from all addresses together per window (LOGIN_MAX_PER_ACCOUNT,
   * default 100): bounds guessing spread over many addresses; the owner is locked out only then.
   */
  maxPerAccount: number;
  /** Attempts per client IP per window (LOGIN_MAX_PER_IP, default 100). */
  maxPerIp: number;
}

/** Fixed-window limits of `POST /v1/auth/signup` (docs/decisions.md "Sign-up throttling"). */
export interface SignupThrottle {
  /** Window length, seconds (SIGNUP_WINDOW_SECONDS, default 600 = 10 min). */
  windowSeconds: number;
  /** Sign-ups per client IP per window (SIGNUP_MAX_PER_IP, default 10). */
  maxPerIp: number;
  /** Sign-ups per API process per window, all addresses together (SIGNUP_MAX_GLOBAL, default 300). */
  maxGlobal: number;
}

/** Settings of the reading of submitted texts off the event loop. */
export interface ReaderSettings {
  /** Threads that read texts (READER_THREADS, default 1), started on the first text to read. */
  threads: number;
  /**
   * Longest reading of one text, ms (SCENARIO_READ_BUDGET_MS, default 6000; a 100,000-character
   * announcement reads in ~1.2 s of CPU with the reader's seed ensemble of three, docs/decisions.md
   * "Seed ensemble"): beyond it the thread is stopped and the submission is a 422
   * `scenario_read_timeout`, nothing charged.
   */
  budgetMs: number;
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

function requestRateLimit(env: NodeJS.ProcessEnv): RequestRateLimit {
  const maxPerCredential = Math.max(1, Math.floor(readNumber(env, 'RATE_LIMIT_MAX', 120)));
  return {
    windowSeconds: Math.max(1, readNumber(env, 'RATE_LIMIT_WINDOW_SECONDS', 60)),
    maxPerCredential,
    maxPerTenant: Math.max(1, Math.floor(readNumber(env, 'RATE_LIMIT_MAX_PER_TENANT', 5 * maxPerCredential))),
    maxPerIp: Math.max(1, Math.floor(readNumber(env, 'RATE_LIMIT_MAX_PER_IP', 600))),
  };
}

/**
 * Reads the configuration from `env` (default `process.env`).
 * @throws Error when a numeric setting is not a non-negative number, or STALE_JOB_SECONDS is
 *   shorter than two heartbeats.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // At least two threads, so one big job never leaves a small one waiting (docs/decisions.md "Fairness between tenants").
  const engineThreads = Math.max(1, Math.floor(readNumber(env, 'ENGINE_THREADS', Math.max(2, os.availableParallelism() - 1))));
  const workerConcurrency = Math.max(1, Math.floor(readNumber(env, 'WORKER_CONCURRENCY', engineThreads)));
  const heartbeatSeconds = Math.max(0.1, readNumber(env, 'HEARTBEAT_SECONDS', 5));
  const staleJobSeconds = readNumber(env, 'STALE_JOB_SECONDS', 4 * heartbeatSeconds);
  if (staleJobSeconds < 2 * heartbeatSeconds) {
    throw new Error(`Setting STALE_JOB_SECONDS (${staleJobSeconds}) must be at least two heartbeats (2 × HEARTBEAT_SECONDS = ${2 * heartbeatSeconds})`);
  }
  const port = readNumber(env, 'PORT', 8000);
  const host = env.HOST || '0.0.0.0';
  const simCostCents = usdToCents(readNumber(env, 'SIM_COST_USD', 199));
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(env.DATA_DIR || './data'),
    simCostCents,
    linkCostCents: usdToCents(readNumber(env, 'LINK_COST_USD', 25)),
    tiebreakerCostCents: usdToCents(readNumber(env, 'TIEBREAKER_COST_USD', 75)),
    sessionTtlSeconds: Math.max(60, readNumber(env, 'SESSION_TTL_SECONDS', 7 * 24 * 3600)),
    passwordHashConcurrency: Math.max(1, Math.floor(readNumber(env, 'PASSWORD_HASH_CONCURRENCY', Math.max(1, os.availableParallelism() - 1)))),
    linkThreads: Math.max(1, Math.floor(readNumber(env, 'LINK_THREADS', 1))),
    reader: {
      threads: Math.max(1, Math.floor(readNumber(env, 'READER_THREADS', 1))),
      budgetMs: Math.max(10, readNumber(env, 'SCENARIO_READ_BUDGET_MS', 6000)),
    },
    jobExpireSeconds: readNumber(env, 'JOB_EXPIRE_SECONDS', 24 * 3600),
    heartbeatSeconds,
    staleJobSeconds,
    jobRetryLimit: readNumber(env, 'JOB_RETRY_LIMIT', 2),
    workerPollSeconds: Math.max(0.05, readNumber(env, 'WORKER_POLL_SECONDS', 0.5)),
    workerConcurrency,
    tenantMaxRunning: Math.max(1, Math.floor(readNumber(env, 'TENANT_MAX_RUNNING', Math.max(1, workerConcurrency - 1)))),
    tenantMaxQueuedAgentRounds: readNumber(env, 'TENANT_MAX_QUEUED_AGENT_ROUNDS', 2_400_000),
    maxAgentRounds: {
      standard: readNumber(env, 'MAX_AGENT_ROUNDS_STANDARD', 40_000),
      pro: readNumber(env, 'MAX_AGENT_ROUNDS_PRO', 400_000),
      enterprise: readNumber(env, 'MAX_AGENT_ROUNDS_ENTERPRISE', 1_200_000),
    },
    publicBaseUrl: (env.PUBLIC_BASE_URL || listenUrl(host, port)).replace(/\/$/, ''),
    sandboxCreditCents: Math.round(readNumber(env, 'SANDBOX_CREDIT_SIMS', 10) * simCostCents),
    adminToken: env.ADMIN_TOKEN || null,
    adminUrl: (env.ADMIN_URL || `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    creditPackages: creditPackages(env.CREDIT_PACKAGES),
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY || null, timeoutMs: Math.max(100, readNumber(env, 'LLM_TIMEOUT_SECONDS', 20) * 1000) }
        : null,
    logLevel: env.LOG_LEVEL || 'info',
    engineThreads,
    limits: {
      errorMaxItems: Math.max(2, Math.floor(readNumber(env, 'ERROR_MAX_ITEMS', 50))),
      errorInputMaxChars: Math.max(20, Math.floor(readNumber(env, 'ERROR_INPUT_MAX_CHARS', 200))),
      errorBodyMaxBytes: Math.max(4096, Math.floor(readNumber(env, 'ERROR_BODY_MAX_BYTES', 32 * 1024))),
      jsonMaxDepth: Math.max(8, Math.floor(readNumber(env, 'JSON_MAX_DEPTH', 32))),
      jsonMaxKeys: Math.max(100, Math.floor(readNumber(env, 'JSON_MAX_KEYS', 1000))),
    },
    loginThrottle: {
      windowSeconds: Math.max(1, readNumber(env, 'LOGIN_WINDOW_SECONDS', 900)),
      maxPerAccountAndIp: Math.max(1, Math.floor(readNumber(env, 'LOGIN_MAX_PER_ACCOUNT_IP', 10))),
      maxPerAccount: Math.max(1, Math.floor(readNumber(env, 'LOGIN_MAX_PER_ACCOUNT', 100))),
      maxPerIp: Math.max(1, Math.floor(readNumber(env, 'LOGIN_MAX_PER_IP', 100))),
    },
    signupThrottle: {
      windowSeconds: Math.max(1, readNumber(env, 'SIGNUP_WINDOW_SECONDS', 600)),
      maxPerIp: Math.max(1, Math.floor(readNumber(env, 'SIGNUP_MAX_PER_IP', 10))),
      maxGlobal: Math.max(1, Math.floor(readNumber(env, 'SIGNUP_MAX_GLOBAL', 300))),
    },
    requestRateLimit: requestRateLimit(env),
    redisUrl: env.REDIS_URL || null,
    requestConcurrency: Math.floor(readNumber(env, 'REQUEST_CONCURRENCY', env.DATABASE_URL ? 0 : 8)),
    webhooks: {
      maxEndpoints: Math.floor(readNumber(env, 'WEBHOOK_MAX_ENDPOINTS', 10)),
      timeoutSeconds: Math.max(0.1, readNumber(env, 'WEBHOOK_TIMEOUT_SECONDS', 15)),
      retryBaseSeconds: Math.max(0.01, readNumber(env, 'WEBHOOK_RETRY_BASE_SECONDS', 30)),
      retryMaxDelaySeconds: Math.max(0.01, readNumber(env, 'WEBHOOK_RETRY_MAX_DELAY_SECONDS', 12 * 3600)),
      retryWindowSeconds: readNumber(env, 'WEBHOOK_RETRY_WINDOW_SECONDS', 3 * 24 * 3600),
      secretOverlapSeconds: readNumber(env, 'WEBHOOK_SECRET_OVERLAP_SECONDS', 24 * 3600),
      concurrency: Math.max(1, Math.floor(readNumber(env, 'WEBHOOK_CONCURRENCY', 8))),
      pollSeconds: Math.max(0.05, readNumber(env, 'WEBHOOK_POLL_SECONDS', 1)),
      allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK === '1' || env.WEBHOOK_ALLOW_LOOPBACK === 'true',
      caFile: env.WEBHOOK_CA_FILE || null,
    },
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || null,
    paymentWebhookToleranceSeconds: Math.max(1, readNumber(env, 'PAYMENT_WEBHOOK_TOLERANCE_SECONDS', 300)),
    referralCreditCents: usdToCents(readNumber(env, 'REFERRAL_CREDIT_USD', 100)),
    uploads: {
      maxFiles: Math.max(1, Math.floor(readNumber(env, 'UPLOAD_MAX_FILES', 20))),
      maxFileBytes: Math.max(1024, Math.floor(readNumber(env, 'UPLOAD_MAX_FILE_BYTES', 10 * 1024 * 1024))),
      maxTotalBytes: Math.max(1024, Math.floor(readNumber(env, 'UPLOAD_MAX_TOTAL_BYTES', 25 * 1024 * 1024))),
      maxPdfPages: Math.max(1, Math.floor(readNumber(env, 'UPLOAD_MAX_PDF_PAGES', 300))),
      extractBudgetMs: Math.max(50, readNumber(env, 'UPLOAD_EXTRACT_BUDGET_MS', 10_000)),
      extractThreads: Math.max(1, Math.floor(readNumber(env, 'UPLOAD_EXTRACT_THREADS', 1))),
      concurrency: Math.max(1, Math.floor(readNumber(env, 'UPLOAD_CONCURRENCY', 4))),
    },
  };
}
