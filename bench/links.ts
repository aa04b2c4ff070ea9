/**
 * `npm run bench:links`: linked reports over real HTTP on an idle service (`all` mode, embedded
 * database in memory unless `--database-url`): three versions of one price change (bare, with
 * grandfathering, a smaller rise; test/fixtures/link-scenarios.ts) are simulated, then `--links`
 * ranked and compare links over them are created one at a time. Prints the median and max of link
 * creation → `complete`, the median tiebreaker latency (request → 201), and, for the record, the
 * ranked link's winner and summary, the compare link's summary in English and Spanish, and the
 * tiebreaker's result.
 * Usage: npm run bench:links [-- --links 5 --database-url postgres://…/a_database_of_its_own]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { benchRateLimits } from './rate-limits.js';
import { startRuntime } from '../src/runtime.js';
import { resolveCredential, signup } from '../src/domain/accounts.js';
import { createApiKey } from '../src/domain/keys.js';
import { creditWallet } from '../src/domain/wallet.js';
import { transaction } from '../src/db/transaction.js';
import { PRICE_VERSIONS } from '../test/fixtures/link-scenarios.js';

const { values } = parseArgs({ options: { links: { type: 'string', default: '5' }, 'database-url': { type: 'string' } } });
const LINKS = Number(values.links);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
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
  const headers = { 'x-api-key': key.api_key, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${base}${path}`, { method, headers: body === undefined ? { 'x-api-key': key.api_key } : headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: r.status, json: (await r.json()) as any };
  };
  const waitFor = async (path: string, done: (s: string) => boolean) => {
    for (;;) {
      const s = (await call('GET', path)).json.status as string;
      if (done(s)) return s;
      await sleep(10);
    }
  };

  const ids: string[] = [];
  for (const [name, scenario] of Object.entries(PRICE_VERSIONS)) ids.push((await call('POST', '/v1/jobs', { name, scenario })).json.job_id);
  for (const id of ids) await waitFor(`/v1/jobs/${id}/status`, (s) => s === 'completed' || s === 'failed');

  const complete: number[] = [];
  const tiebreak: number[] = [];
  let rankedId = '';
  let compareId = '';
  let tiebreaker: any = null;
  for (let i = 0; i <= LINKS; i++) {
    for (const mode of ['ranked', 'compare'] as const) {
      const sent = Date.now();
      const link = (await call('POST', '/v1/links', { scenario_ids: ids, mode, name: `${mode} ${i}` })).json;
      const status = await waitFor(link.status_url, (s) => s === 'complete' || s === 'failed');
      if (status !== 'complete') throw new Error(`link ${link.link_group_id} ${status}`);
      if (i > 0) complete.push(Date.now() - sent); // i = 0 warms the link thread up
      if (mode === 'ranked') rankedId = link.link_group_id;
      else {
        compareId = link.link_group_id;
        const t0 = Date.now();
        const t = await call('POST', `/v1/links/${compareId}/tiebreaker`);
        if (t.status !== 201) throw new Error(`tiebreaker ${t.status} ${JSON.stringify(t.json)}`);
        if (i > 0) tiebreak.push(Date.now() - t0);
        tiebreaker = t.json;
      }
    }
  }
  console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}; load ${os.loadavg()[0]!.toFixed(1)}; database: ${runtime.ctx.database.kind}; link threads: ${config.linkThreads}`);
  console.log(`link of 3 default reports, creation → complete (n=${complete.length}): median ${median(complete)} ms, max ${Math.max(...complete)} ms`);
  console.log(`tiebreaker of 3 members (32 replicates × 2000 agents each; n=${tiebreak.length}): median ${median(tiebreak)} ms, max ${Math.max(...tiebreak)} ms`);
  const ranked = (await call('GET', `/v1/links/${rankedId}/report`)).json;
  const x = ranked.cross_analysis;
  console.log('\nranked link:');
  for (const m of x.members) console.log(`  ${m.name}: risk ${m.risk.value} ± ${m.risk.replicate_sd} (${m.risk.level}), probability_best ${m.probability_best}, rank ${m.rank}`);
  console.log(`  winner: ${x.winner.name}; margin ${x.margin}; close_call ${x.close_call}`);
  for (const r of x.winner.reasons) console.log(`  - ${r}`);
  console.log(`  summary: ${ranked.plain_language_summary}`);
  for (const lang of ['en', 'es']) {
    const c = (await call('GET', `/v1/links/${compareId}/report?lang=${lang}`)).json;
    console.log(`\ncompare link (${lang}): margin ${c.cross_analysis.margin}, close_call ${c.cross_analysis.close_call}, probability_best ${c.cross_analysis.members.map((m: any) => `${m.name} ${m.probability_best}`).join(', ')}`);
    console.log(`  summary: ${c.plain_language_summary}`);
    if (c.tiebreaker) console.log(`  tiebreaker: ${c.tiebreaker.rationale}`);
  }
  console.log(`\ntiebreaker: winner ${tiebreaker.winner.name}, margin ${tiebreaker.margin}, probability_best ${tiebreaker.probability_best.map((p: any) => p.probability).join(' / ')}, replicates ${tiebreaker.replicates.total}`);
} finally {
  await runtime.stop();
}
