/**
 * The service under load for `npm run bench:api` (bench/api.ts), in a process of its own so that
 * the load generator does not share its event loop: the API only (no worker, so the engine pool
 * is idle and submitted jobs stay queued), on `DATABASE_URL` when set, else the embedded PGlite in
 * memory. Seeds three funded tenants (`load` and `flood` enterprise, `other` standard), one without
 * credit (`broke`), and
 * BENCH_TENANTS (default 16) `many` tenants, with an API key each, and one queued job for `load` and
 * `other`; prints one JSON line `{port, keys, many, jobs}` on stdout, and stops
 * cleanly on SIGTERM.
 */
import { loadConfig } from '../src/config.js';
import { benchRateLimits } from './rate-limits.js';
import { startRuntime } from '../src/runtime.js';
import { resolveCredential, signup } from '../src/domain/accounts.js';
import { createApiKey } from '../src/domain/keys.js';
import { creditWallet } from '../src/domain/wallet.js';
import { transaction } from '../src/db/transaction.js';

/** Credit of each bench tenant, cents (10 M USD: about 5 M submissions at the default price). */
const GRANT_CENTS = 1_000_000_000;

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...benchRateLimits(), ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}), ...(process.env.REQUEST_CONCURRENCY ? { REQUEST_CONCURRENCY: process.env.REQUEST_CONCURRENCY } : {}) });
const runtime = await startRuntime({ config, api: true, worker: false });
const app = runtime.app!;
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

const tenant = async (name: string, tier: 'standard' | 'enterprise', grantCents = GRANT_CENTS) => {
  const grant = await signup(runtime.ctx.db, { email: `${name}${Date.now()}@example.com`, password: 'bench password', name, tier }, 3600);
  const principal = await resolveCredential(runtime.ctx.db, grant.session_token);
  const key = await createApiKey(runtime.ctx.db, principal.tenant, 'bench');
  if (grantCents > 0) await transaction(runtime.ctx.db, (trx) => creditWallet(trx, { tenantId: principal.tenant.id, amountCents: grantCents, kind: 'grant' }));
  return key.api_key;
};
const keys = {
  load: await tenant('load', 'enterprise'),
  flood: await tenant('flood', 'enterprise'),
  other: await tenant('other', 'standard'),
  // No credit: its submissions are refused 402 (issue 28's "big texts without credit" phase).
  broke: await tenant('broke', 'standard', 0),
};
// More tenants for the aggregate submission rate (BENCH_TENANTS, default 16): one tenant's
// submissions are serialised by the lock on its row (src/domain/jobs/limits.ts).
const many: string[] = [];
for (let i = 0; i < Number(process.env.BENCH_TENANTS || 16); i++) many.push(await tenant(`many${i}`, 'standard'));
const submit = async (key: string) => {
  const r = await app.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': key }, payload: { name: 'bench', scenario: 'Acme will raise its price from $10 to $14 a month.', n_agents: 10, n_rounds: 1 } });
  if (r.statusCode !== 202) throw new Error(`seed submission failed: ${r.statusCode} ${r.body}`);
  return r.json().job_id as string;
};
const jobs = { load: await submit(keys.load), other: await submit(keys.other) };
process.stdout.write(`${JSON.stringify({ port, keys, many, jobs, pid: process.pid })}\n`);

process.once('SIGTERM', () => {
  void runtime.stop().finally(() => process.exit(0));
});
