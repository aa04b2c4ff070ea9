/**
 * `npm run bench:brain`: the Brain over real HTTP on an idle service (embedded database in memory
 * unless `--database-url`). Three versions of one price change are simulated at the default size,
 * then their rows are copied until the pro tenant has `--reports` completed reports (default 200,
 * the most the Brain reads). Prints the median and p95 latency of `GET /v1/brain/pages` and of
 * `POST /v1/brain/chat` ("which plan is riskiest and why", and an unrelated question) over `--runs`
 * sequential requests, and the size of the pages response.
 * Usage: npm run bench:brain [-- --reports 200 --runs 20 --database-url postgres://…/a_database_of_its_own]
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { benchRateLimits } from './rate-limits.js';
import { startRuntime } from '../src/runtime.js';
import { resolveCredential, signup } from '../src/domain/accounts.js';
import { createApiKey } from '../src/domain/keys.js';
import { creditWallet } from '../src/domain/wallet.js';
import { updateTenant } from '../src/domain/admin.js';
import { transaction } from '../src/db/transaction.js';
import { PRICE_VERSIONS } from '../test/fixtures/link-scenarios.js';

const { values } = parseArgs({ options: { reports: { type: 'string', default: '200' }, runs: { type: 'string', default: '20' }, 'database-url': { type: 'string' } } });
const REPORTS = Number(values.reports);
const RUNS = Number(values.runs);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...benchRateLimits(), ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}) });
const runtime = await startRuntime({ config, api: true, worker: true });
try {
  const app = runtime.app!;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const acct = await signup(runtime.ctx.db, { email: `bench${Date.now()}@example.com`, password: 'bench password', name: 'Bench' }, 3600);
  const principal = await resolveCredential(runtime.ctx.db, acct.session_token);
  const key = await createApiKey(runtime.ctx.db, principal.tenant, 'bench');
  await transaction(runtime.ctx.db, (trx) => creditWallet(trx, { tenantId: principal.tenant.id, amountCents: 100_000_000, kind: 'grant' }));
  await updateTenant(runtime.ctx.db, principal.tenant.id, { tier: 'pro' });
  const call = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${base}${path}`, { method, headers: { 'x-api-key': key.api_key, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const text = await r.text();
    return { status: r.status, bytes: text.length, json: JSON.parse(text) as any };
  };
  const ids: string[] = [];
  for (const [name, scenario] of Object.entries(PRICE_VERSIONS)) ids.push((await call('POST', '/v1/jobs', { name, scenario })).json.job_id);
  for (const id of ids) while (!['completed', 'failed'].includes((await call('GET', `/v1/jobs/${id}/status`)).json.status)) await sleep(50);
  const copies = Math.max(0, Math.ceil((REPORTS - ids.length) / ids.length));
  for (const id of ids) {
    await sql`insert into jobs (tenant_id, name, scenario, options, series, status, cost_cents, current_round, total_rounds, report, created_at, started_at, completed_at)
      select tenant_id, name || ' copy ' || g, scenario, options, series, status, cost_cents, current_round, total_rounds, report, now(), started_at, completed_at - make_interval(secs => g)
      from jobs, generate_series(1, ${copies}::int) g where id = ${id}`.execute(runtime.ctx.db);
  }
  const time = async (f: () => Promise<{ status: number }>) => {
    const out: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const r = await f();
      out.push(performance.now() - t);
      if (r.status !== 200) throw new Error(`status ${r.status}`);
    }
    return `median ${pct(out, 0.5).toFixed(1)} ms, p95 ${pct(out, 0.95).toFixed(1)} ms`;
  };
  const pages = await call('GET', '/v1/brain/pages');
  console.log(`backend ${values['database-url'] ? 'postgres' : 'pglite'}; ${pages.json.count} pages (${(pages.bytes / 1024).toFixed(0)} KiB), ${RUNS} sequential requests each`);
  console.log(`GET /v1/brain/pages: ${await time(() => call('GET', '/v1/brain/pages'))}`);
  console.log(`POST /v1/brain/chat (riskiest, why): ${await time(() => call('POST', '/v1/brain/chat', { message: 'Which plan is riskiest and why?' }))}`);
  console.log(`POST /v1/brain/chat (unrelated): ${await time(() => call('POST', '/v1/brain/chat', { message: 'How do I bake sourdough bread?' }))}`);
} finally {
  await runtime.stop();
}
process.exit(0);
