/**
 * The docs page's quickstart, run exactly as the page shows it (read in chromium), against a service
 * started as `npm start` starts it, on a non-default PORT: twice in a row (the second run logs in),
 * each ending with a completed report; a failing step stops the script with the error body, never a
 * null. The same service then takes an admin grant through its admin API from the CLI (visible at
 * once), while the CLI without the token refuses the held embedded database and changes nothing.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { quickstartScript } from '../../src/pages/docs-page.js';
import { CHROMIUM } from '../pages/chromium.js';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_TOKEN = 'quickstart-admin-token-42';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** The environment of a child process, without any BASE/EMAIL/PASSWORD/ADMIN_* of ours. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const k of ['BASE', 'EMAIL', 'PASSWORD', 'ADMIN_TOKEN', 'ADMIN_URL', 'PUBLIC_BASE_URL', 'PORT', 'DATABASE_URL']) delete env[k];
  return { ...env, ...extra };
}

describe('The docs quickstart against a started service', { skip: fs.existsSync(CHROMIUM.executablePath) ? false : 'chromium missing' }, () => {
  let child: ChildProcess;
  let base: string;
  let dataDir: string;
  let work: string;
  let script: string;
  let runCommand: string;

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickstart-data-'));
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'quickstart-run-'));
    const port = await freePort();
    assert.notEqual(port, 8000);
    // As `npm start` runs it (tsx src/main.ts all), with node's loader so the pid is the service's own.
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/main.ts'), 'all'], {
      cwd: ROOT,
      env: cleanEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_TOKEN }),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    base = `http://127.0.0.1:${port}`;
    for (const until = Date.now() + 90_000; ; ) {
      if (child.exitCode !== null) throw new Error(`service exited ${child.exitCode}: ${stderr}`);
      try {
        if ((await fetch(`${base}/v1/plans`)).ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > until) throw new Error(`service did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    // Read the script as the page shows it.
    const browser = await chromium.launch(CHROMIUM);
    try {
      const page = await browser.newPage();
      await page.goto(`${base}/v1/docs`);
      script = (await page.getByTestId('quickstart-script').textContent()) ?? '';
      runCommand = (await page.getByTestId('quickstart-run').textContent()) ?? '';
    } finally {
      await browser.close();
    }
    fs.writeFileSync(path.join(work, 'quickstart.sh'), script);
  });
  after(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  });

  const run = (env: Record<string, string> = {}) =>
    exec('bash', ['-c', runCommand], { cwd: work, env: cleanEnv(env), timeout: 300_000 }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (err) => ({ code: err.code as number, stdout: err.stdout as string, stderr: err.stderr as string }),
    );

  it('the page shows this service as the default address, and README.md shows the same script for port 8000', () => {
    assert.match(script, new RegExp(`BASE="\\$\\{BASE:-${base.replace(/[.]/g, '\\.')}\\}"`));
    assert.equal(runCommand, 'bash quickstart.sh');
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    assert.ok(readme.includes(quickstartScript('http://localhost:8000')), 'README.md carries the same quickstart script');
  });

  it('runs twice as written: sign-up then login, each ending with a completed report', async () => {
    const outputs = [];
    for (const expected of ['Signed up', 'Logged in']) {
      const r = await run();
      assert.equal(r.code, 0, `exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`);
      assert.match(r.stdout, new RegExp(expected));
      assert.match(r.stdout, /status: completed \(100 %\)/);
      const report = JSON.parse(r.stdout.slice(r.stdout.lastIndexOf('\n{') + 1));
      assert.equal(typeof report.headline, 'string');
      assert.ok(Number.isInteger(report.risk) && report.risk >= 0 && report.risk <= 100, r.stdout);
      assert.equal(report.sandbox, true);
      assert.match(report.share_url, new RegExp(`^${base}/v1/r/`));
      assert.ok(!/\bnull\b/.test(r.stdout), `no null in the output:\n${r.stdout}`);
      assert.equal((await fetch(report.share_url)).status, 200, 'the hosted page of the report opens');
      outputs.push(r.stdout);
    }
    const balances = outputs.map((o) => JSON.parse(o.split('\n').find((l) => l.startsWith('{"balance_usd"'))!).sims_available);
    assert.equal(balances[1], balances[0] - 1, 'the second run spent one more simulation of the same sandbox wallet');
  });

  it('a failing step stops the script and shows the error body, never a null', async () => {
    const closed = await freePort();
    const [wrong, down] = await Promise.all([run({ PASSWORD: 'not the quickstart password' }), run({ BASE: `http://127.0.0.1:${closed}` })]);
    assert.notEqual(wrong.code, 0);
    assert.match(wrong.stderr, /POST \/v1\/auth\/signup failed: HTTP 409 \{"detail":\{"code":"email_taken"/);
    assert.ok(!/\bnull\b/.test(wrong.stdout + wrong.stderr));
    assert.ok(!wrong.stdout.includes('Submitted job'), 'nothing after the failed step ran');

    assert.notEqual(down.code, 0);
    assert.match(down.stderr, /Cannot reach http:\/\/127\.0\.0\.1:\d+ \(POST \/v1\/auth\/signup\): is the service running\?/);
  });

  it('the admin CLI grants through the running service (visible at once); without the token it refuses the held database', async () => {
    const login = await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'quickstart@example.com', password: 'a long quickstart password' }),
    });
    const { tenant_id: tenantId, session_token: session } = (await login.json()) as any;
    const balance = async () => ((await (await fetch(`${base}/v1/credits`, { headers: { authorization: `Bearer ${session}` } })).json()) as any).balance_usd as number;
    const before = await balance();
    const cli = (env: Record<string, string>) =>
      exec(process.execPath, [path.join(ROOT, 'bin/scenario-sim.mjs'), 'admin', 'grant', '--tenant', tenantId, '--usd', '50'], {
        cwd: ROOT,
        env: cleanEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
        timeout: 120_000,
      }).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (err) => ({ code: err.code as number, stdout: err.stdout as string, stderr: err.stderr as string }),
      );

    const viaApi = await cli({ ADMIN_TOKEN, ADMIN_URL: base });
    assert.equal(viaApi.code, 0, viaApi.stderr);
    assert.equal(JSON.parse(viaApi.stdout).balance_usd, before + 50);
    assert.equal(await balance(), before + 50, 'the grant is visible at once in GET /v1/credits');

    // Both refusals change nothing, so they run side by side.
    const [noToken, wrongToken] = await Promise.all([cli({}), cli({ ADMIN_TOKEN: 'wrong', ADMIN_URL: base })]);
    assert.equal(noToken.code, 1);
    assert.equal(noToken.stdout, '');
    assert.match(noToken.stderr, new RegExp(`Nothing was changed: the embedded database in .* is in use by process ${child.pid}`));
    assert.match(noToken.stderr, /ADMIN_TOKEN/);
    assert.equal(wrongToken.code, 1);
    assert.match(wrongToken.stderr, /"code":"unauthorized"/);
    assert.equal(await balance(), before + 50, 'the refused commands changed nothing');
    assert.equal(child.exitCode, null, 'the service kept running throughout');
  });
});
