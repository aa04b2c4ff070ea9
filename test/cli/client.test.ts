/**
 * The client commands of `scenario-sim` against a started service (issue 26 "Done means"), as
 * child processes of bin/scenario-sim.mjs: `submit --wait` completes and prints the report summary
 * (plain progress lines off a terminal); exit codes 3 (bad key), 4 (empty wallet), 5 (unknown job),
 * 6 (failed job), 2 (usage); `report --markdown --lang es`; keys and webhooks; and the terminal
 * check: under a pseudo-terminal (util-linux `script`), the progress bar is redrawn with the rounds
 * advancing to n/n. One back-end (PGlite): the database is not what these tests are about.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backends, grantUsd, signup, startOn, type TestAccount } from '../helpers.js';
import { failJob } from '../../src/domain/jobs/index.js';
import { startWorker, type WorkerHandle } from '../../src/queue/worker.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'bin/scenario-sim.mjs');
const FIXTURE = path.join(ROOT, 'test/fixtures/price-rise.txt');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with `env` (no TTY); resolves with its exit code and output. */
function cli(args: string[], env: Record<string, string>, stdin = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, ...env }, timeout: 180_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

const [pglite] = await backends();

describe('scenario-sim client commands', () => {
  let rt: Awaited<ReturnType<typeof startOn>>;
  let worker: WorkerHandle | null = null;
  let acct: TestAccount;
  let env: Record<string, string>;
  let failedJob = '';
  let completedJob = '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-cli-'));

  before(async () => {
    rt = await startOn(pglite!, { worker: false, webhooks: false });
    await rt.app!.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(rt.app!.server.address() as { port: number }).port}`;
    acct = await signup(rt.app!);
    env = { SCENARIO_SIM_BASE_URL: baseUrl, SCENARIO_SIM_API_KEY: acct.apiKey, SCENARIO_SIM_LANG: '' };
  });
  after(async () => {
    await worker?.stop();
    await rt.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('exits 3 for a bad key and 4 for an empty wallet, printing the error detail', async () => {
    const bad = await cli(['credits'], { ...env, SCENARIO_SIM_API_KEY: 'sk_live_wrong' });
    assert.equal(bad.code, 3, bad.stderr);
    assert.match(bad.stderr, /unauthorized/);
    const broke = await cli(['submit', FIXTURE], env);
    assert.equal(broke.code, 4, broke.stderr);
    assert.match(broke.stderr, /insufficient_credits/);
    assert.match(broke.stderr, /"required_usd"/);
  });

  it('exits 5 for an unknown job and 2 for bad usage', async () => {
    const missing = await cli(['status', '00000000-0000-4000-8000-000000000000'], env);
    assert.equal(missing.code, 5, missing.stderr);
    assert.equal((await cli(['link', 'only-one', '--mode', 'ranked'], env)).code, 2);
    assert.equal((await cli(['link', 'a', 'b', '--mode', 'best'], env)).code, 2);
    assert.equal((await cli(['submit'], env)).code, 2);
    assert.equal((await cli(['credits', '--bogus'], env)).code, 2);
  });

  it('exits 6 when the job waited for fails', async () => {
    await grantUsd(rt, acct.tenantId, 500);
    const r = await cli(['submit', FIXTURE, '--name', 'will fail', '--json'], env);
    assert.equal(r.code, 0, r.stderr);
    failedJob = JSON.parse(r.stdout).job_id;
    assert.match(JSON.parse(r.stdout).idempotency_key, /^sdk-/);
    await failJob(rt.ctx.db, failedJob, null, { code: 'engine_error', message: 'the test failed it' });
    const waited = await cli(['status', failedJob, '--wait'], env);
    assert.equal(waited.code, 6, waited.stderr);
    assert.match(waited.stderr, /engine_error/);
  });

  it('submit --wait completes and prints the report summary, with plain progress lines off a terminal', async () => {
    worker = await startWorker(rt.ctx);
    const r = await cli(['submit', FIXTURE, '--name', 'Coffee price', '--agents', '300', '--wait'], env);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Submitted job ([0-9a-f-]{36})/);
    completedJob = /Submitted job ([0-9a-f-]{36})/.exec(r.stderr)![1]!;
    assert.match(r.stderr, /completed: round 4\/4 \(100 %\)/);
    assert.doesNotMatch(r.stderr, /\x1b\[/, 'no terminal control sequences off a terminal');
    const report = (await rt.app!.inject({ method: 'GET', url: `/v1/jobs/${completedJob}/report`, headers: { 'x-api-key': acct.apiKey } })).json();
    assert.ok(r.stdout.startsWith(report.headline), r.stdout);
    assert.match(r.stdout, new RegExp(`Risk: ${report.risk_score.value}/100`));
    assert.ok(r.stdout.includes(report.failure_modes[0].title));
  });

  it('report prints Markdown with labels in the language asked, and JSON with --json', async () => {
    const md = await cli(['report', completedJob, '--markdown', '--lang', 'es'], env);
    assert.equal(md.code, 0, md.stderr);
    assert.match(md.stdout, /^# Coffee price/);
    assert.match(md.stdout, /## Modos de fallo/);
    assert.match(md.stdout, /- Riesgo: \d+\/100 \((bajo|moderado|alto|grave)\)/);
    assert.match(md.stdout, /## Citas sintéticas\n\n- .+ \(.+\): ".+"/, 'the cohorts\' synthetic quotes are in the Markdown report');
    const json = JSON.parse((await cli(['report', completedJob, '--json'], env)).stdout);
    assert.equal(json.scenario_name, 'Coffee price');
    const credits = await cli(['credits', '--lang', 'es'], env);
    assert.match(credits.stdout, /Saldo: \d+\.\d\d USD/);
  });

  it('manages keys with a session and webhooks with a key', async () => {
    const list = await cli(['keys', 'list'], { ...env, SCENARIO_SIM_SESSION: acct.session });
    assert.equal(list.code, 0, list.stderr);
    assert.ok(JSON.parse(list.stdout).keys.some((k: { key_id: string }) => k.key_id === acct.keyId));
    const created = await cli(['keys', 'create', '--name', 'from cli', '--session', acct.session], { ...env, SCENARIO_SIM_API_KEY: '' });
    assert.equal(created.code, 0, created.stderr);
    const key = JSON.parse(created.stdout);
    assert.match(key.api_key, /^sk_/);
    assert.equal((await cli(['credits'], { ...env, SCENARIO_SIM_API_KEY: key.api_key })).code, 0);
    assert.equal((await cli(['keys', 'revoke', key.key_id], { ...env, SCENARIO_SIM_SESSION: acct.session })).code, 0);
    assert.equal((await cli(['credits'], { ...env, SCENARIO_SIM_API_KEY: key.api_key })).code, 3);
    assert.equal((await cli(['keys', 'list'], env)).code, 2, 'keys without a session is a usage error');
    const hooks = await cli(['webhooks', 'list'], env);
    assert.equal(hooks.code, 0, hooks.stderr);
    assert.deepEqual(JSON.parse(hooks.stdout).endpoints, []);
    assert.equal((await cli(['webhooks', 'add', 'http://127.0.0.1/hook'], env)).code, 2, 'a refused URL is a 422: usage');
    assert.equal((await cli(['webhooks', 'deliveries', '--limit', '5'], env)).code, 0);
  });

  it('draws the progress bar under a pseudo-terminal with the rounds advancing', { skip: fs.existsSync('/usr/bin/script') ? false : 'util-linux script is not installed' }, async () => {
    await grantUsd(rt, acct.tenantId, 1000);
    worker ??= await startWorker(rt.ctx);
    // `script` gives the CLI a pseudo-terminal; its output is what the terminal received. The run is sized (3000 × 12, under the standard tier's 40,000 agent-rounds) so
    // that its rounds outlast the client's first polls (500 ms, then backing off) on a quiet machine: with 500
    // agents and 6 rounds the job could finish before the second poll, and the bar showed only "6/6".
    const command = [process.execPath, BIN, 'submit', FIXTURE, '--name', 'On a terminal', '--agents', '3000', '--rounds', '12', '--wait'].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    const out = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const child = spawn('script', ['-q', '-e', '-f', '-c', `stty cols 120 rows 30; ${command}`, '/dev/null'], { cwd: ROOT, env: { ...process.env, ...env, TERM: 'xterm' } });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      child.on('close', (code) => resolve({ code, text }));
      child.stdin.end();
    });
    assert.equal(out.code, 0, out.text);
    // The bar is redrawn in place (carriage return or cursor control) with "round n/12".
    assert.match(out.text, /\r|\x1b\[/);
    const rounds = [...out.text.matchAll(/round (\d+)\/12/g)].map((m) => Number(m[1]));
    assert.ok(rounds.length >= 2, out.text);
    assert.deepEqual(rounds, [...rounds].sort((a, b) => a - b), `rounds never go back: ${rounds}`);
    assert.equal(rounds.at(-1), 12);
    assert.ok(new Set(rounds).size >= 2, `the bar showed more than one round: ${rounds}`);
    assert.match(out.text, /\|[█░]+\|/);
    assert.match(out.text, /ETA \d+:\d\d/);
  });
});
