/** The command line: a local end-to-end run, and the admin commands on the embedded database. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE = path.join(ROOT, 'test/fixtures/price-rise.txt');

function cli(args: string[], env: Record<string, string> = {}, stdin = '') {
  const run = exec(process.execPath, [path.join(ROOT, 'bin/scenario-sim.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    timeout: 120_000,
  });
  run.child.stdin?.end(stdin);
  return run;
}

describe('scenario-sim CLI', () => {
  it('run --json prints the whole report of a local run', async () => {
    const { stdout } = await cli(['run', FIXTURE, '--agents', '200', '--seed', '3', '--json']);
    const report = JSON.parse(stdout);
    assert.equal(report.method.n_agents, 200);
    assert.equal(report.method.seed, 3);
    assert.equal(report.failure_modes.length, 5);
    assert.match(report.headline, /Northwind Coffee/);
  });

  it('run prints a readable summary through npm run cli', async () => {
    const { stdout } = await exec('npm', ['run', '--silent', 'cli', '--', 'run', FIXTURE, '--agents', '100', '--rounds', '2'], { cwd: ROOT, timeout: 120_000 });
    assert.match(stdout, /Risk\s+\d+\/100/);
    assert.match(stdout, /Confidence\s+0\.\d\d/);
    assert.match(stdout, /Core customers/);
    // A Spanish report's summary is in Spanish, with Spanish numbers.
    const es = await exec('npm', ['run', '--silent', 'cli', '--', 'run', FIXTURE, '--agents', '100', '--rounds', '2', '--lang', 'es'], { cwd: ROOT, timeout: 120_000 });
    assert.match(es.stdout, /Riesgo\s+\d+\/100 \((bajo|moderado|alto|grave)\), intervalo del 80 %/);
    assert.match(es.stdout, /Confianza\s+0,\d\d \((baja|media|alta)\)/);
    assert.doesNotMatch(es.stdout, /\b(Risk|Confidence|likelihood|replicates)\b/);
    // Failure-mode severities in Spanish words too ("baja", not "low").
    assert.doesNotMatch(es.stdout, /probabilidad\s+\d+ %\s+(low|medium|high)\b/);
  });

  it('run refuses a file with no announced change unless --force, and passes --audience on', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-run-'));
    try {
      const recipe = path.join(dir, 'recipe.txt');
      fs.writeFileSync(recipe, 'Preheat the oven to 180 degrees. Mix the flour and two eggs, then bake for 25 minutes.\n');
      await assert.rejects(cli(['run', recipe, '--agents', '100', '--rounds', '1']), (err: any) => err.code === 1 && /No announced change/.test(err.stderr) && /--force/.test(err.stderr));
      const { stdout } = await cli(['run', recipe, '--agents', '100', '--rounds', '1', '--force', '--audience', '{"ideology_lean":0.4,"age_band":"65+"}', '--json']);
      const report = JSON.parse(stdout);
      assert.equal(report.method.n_agents, 100);
      assert.ok(report.confidence.value <= 1);
      for (const bad of ['{"ideology_lean":2}', '{"age_band":"teen"}', '{"colour":"red"}', 'not json']) {
        await assert.rejects(cli(['run', FIXTURE, '--audience', bad]), (err: any) => err.code === 2 && /--audience/.test(err.stderr), bad);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('run (direct, no database) gives the report of run --service for the same text, options and seed', async () => {
    const args = ['run', FIXTURE, '--agents', '150', '--rounds', '2', '--seed', '11', '--lang', 'es', '--audience', '{"ideology_lean":0.3}', '--json'];
    const [direct, service] = await Promise.all([cli(args), cli([...args, '--service'])]);
    const a = JSON.parse(direct.stdout);
    const b = JSON.parse(service.stdout);
    // Presented as the API presents it: the attribution block, no sandbox marking.
    assert.equal(a.attribution.text, 'Powered by Scenario Sim');
    assert.match(a.attribution.link, /\/v1\/docs$/);
    assert.equal(a.sandbox, undefined);
    assert.equal(a.method.n_agents, 150);
    assert.equal(a.method.seed, 11);
    // The engine is deterministic and the report holds no job ids or timestamps: field for field equal.
    assert.deepEqual(Object.keys(a).sort(), Object.keys(b).sort());
    assert.deepEqual(a, b);
  });

  it('run without --lang reports in the text language on both paths; --lang en still wins', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-lang-'));
    try {
      const file = path.join(dir, 'anuncio.txt');
      fs.writeFileSync(file, 'El Club Deportivo Arenal subirá el precio de los abonos de temporada un 16,7 % para la próxima temporada.\n');
      const args = ['run', file, '--agents', '100', '--rounds', '1', '--json'];
      const [direct, service, english] = await Promise.all([cli(args), cli([...args, '--service']), cli([...args, '--lang', 'en'])]);
      const a = JSON.parse(direct.stdout);
      assert.equal(a.language, 'es');
      assert.deepEqual(JSON.parse(service.stdout), a);
      assert.equal(JSON.parse(english.stdout).language, 'en');
      assert.equal(JSON.parse((await cli(['run', FIXTURE, '--agents', '100', '--rounds', '1', '--json'])).stdout).language, 'en');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('run refuses a text with no announced change with the API message on both paths, exit code 1', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-refuse-'));
    try {
      const recipe = path.join(dir, 'recipe.txt');
      fs.writeFileSync(recipe, 'Preheat the oven to 180 degrees. Mix the flour and two eggs, then bake for 25 minutes.\n');
      const { understandScenario } = await import('../src/engine/index.js');
      const reading = understandScenario(fs.readFileSync(recipe, 'utf8'));
      assert.equal(reading.understood, false);
      const refusals: string[] = [];
      for (const extra of [[], ['--service']]) {
        await assert.rejects(cli(['run', recipe, ...extra]), (err: any) => {
          refusals.push(err.stderr);
          return err.code === 1 && err.stdout === '';
        });
      }
      assert.equal(refusals[0], refusals[1]);
      assert.ok(!reading.understood && refusals[0]!.includes(`${recipe}: ${reading.missing} Pass --force`), refusals[0]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('run gives the same report from the prebuilt command (dist/cli) as from the TypeScript sources through tsx', async () => {
    const args = ['run', FIXTURE, '--agents', '120', '--rounds', '2', '--seed', '5', '--json'];
    const [built, viaTsx] = await Promise.all([cli(args), cli(args, { SCENARIO_SIM_TSX: '1' })]);
    assert.deepEqual(JSON.parse(built.stdout), JSON.parse(viaTsx.stdout));
    assert.ok(fs.existsSync(path.join(ROOT, 'dist/cli/current.json')));
  });

  it('run --timings reports its phases on stderr; a refusal stops after the reading, before the simulation loads', async () => {
    const { stdout, stderr } = await cli(['run', FIXTURE, '--agents', '100', '--rounds', '2', '--timings', '--json']);
    assert.equal(JSON.parse(stdout).method.n_agents, 100);
    const phases = [...stderr.matchAll(/^timing\s+\d+ (.+)$/gm)].map((m) => m[1]);
    for (const p of ['reading the text', 'loading the simulation modules', 'building the report', 'total since process start']) assert.ok(phases.includes(p), `${p} in ${phases.join(' | ')}`);
    assert.ok(phases.some((p) => /^counterfactual runs \(\d+\)$/.test(p!)), phases.join(' | '));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-timings-'));
    try {
      const recipe = path.join(dir, 'recipe.txt');
      fs.writeFileSync(recipe, 'Preheat the oven to 180 degrees. Mix the flour and two eggs, then bake for 25 minutes.\n');
      await assert.rejects(cli(['run', recipe, '--timings']), (err: any) => {
        const refused = [...err.stderr.matchAll(/^timing\s+\d+ (.+)$/gm)].map((m: RegExpMatchArray) => m[1]);
        return err.code === 1 && refused.includes('reading the text') && !refused.includes('loading the simulation modules') && /No announced change/.test(err.stderr);
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('forecast reads the M4 layout and writes the M4 submission layout, with interval files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-fc-'));
    try {
      const out = path.join(dir, 'out.csv');
      const summary = JSON.parse((await cli(['forecast', '--input', path.join(ROOT, 'test/fixtures/m4-layout.csv'), '--horizon', '6', '--frequency', 'monthly', '--intervals', '--output', out])).stdout);
      assert.equal(summary.series, 2);
      const lines = fs.readFileSync(out, 'utf8').trim().split('\n');
      assert.equal(lines[0], 'id,F1,F2,F3,F4,F5,F6');
      assert.equal(lines.length, 3);
      const s2 = lines[2]!.split(',');
      assert.equal(s2[0], 'S2');
      // S2 is a straight line 50 + 0.5 t over 20 points: the forecast continues near 60.
      assert.ok(Math.abs(Number(s2[1]) - 60) < 1.5, lines[2]);
      for (const band of ['lower80', 'upper80', 'lower95', 'upper95']) assert.ok(fs.existsSync(path.join(dir, `out.${band}.csv`)));
      const lo = fs.readFileSync(path.join(dir, 'out.lower95.csv'), 'utf8').trim().split('\n')[1]!.split(',');
      const hi = fs.readFileSync(path.join(dir, 'out.upper95.csv'), 'utf8').trim().split('\n')[1]!.split(',');
      assert.ok(Number(lo[1]) < Number(hi[1]));
      await assert.rejects(cli(['forecast', '--input', out, '--horizon', '0', '--output', out]), (err: any) => err.code === 2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('admin create-tenant and grant print one JSON object each', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-cli-'));
    try {
      const env = { DATA_DIR: dir };
      const created = JSON.parse((await cli(['admin', 'create-tenant', '--password-stdin', '--email', 'ops@example.com', '--name', 'Ops', '--credits-usd', '398', '--tier', 'pro', '--sandbox'], env, 'long-password\n')).stdout);
      assert.match(created.tenant_id, /^[0-9a-f-]{36}$/);
      assert.equal(created.tier, 'pro');
      assert.equal(created.sandbox, true);
      assert.equal(created.balance_usd, 398);
      const granted = JSON.parse((await cli(['admin', 'grant', '--tenant', created.tenant_id, '--usd', '1.5'], env)).stdout);
      assert.equal(granted.tenant_id, created.tenant_id);
      assert.equal(granted.balance_usd, 399.5);
      await assert.rejects(cli(['admin', 'grant', '--tenant', created.tenant_id, '--usd', '-3'], env), (err: any) => err.code === 2);
      await assert.rejects(cli(['admin', 'grant', '--tenant', `urn:uuid:${created.tenant_id}`, '--usd', '3'], env), (err: any) => err.code === 2 && /UUID/.test(err.stderr));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('admin create-tenant never takes the password on the command line: stdin or a file, and the password works', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-pw-'));
    try {
      const env = { DATA_DIR: dir };
      await assert.rejects(
        cli(['admin', 'create-tenant', '--email', 'a@example.com', '--password', 'long-password', '--name', 'A'], env),
        (err: any) => err.code === 2 && /--password is not accepted/.test(err.stderr) && /--password-stdin/.test(err.stderr),
      );
      // No flag and no terminal: a usage error, not a hang.
      await assert.rejects(cli(['admin', 'create-tenant', '--email', 'a@example.com', '--name', 'A'], env), (err: any) => err.code === 2 && /password/.test(err.stderr));
      await assert.rejects(cli(['admin', 'create-tenant', '--password-stdin', '--email', 'a@example.com', '--name', 'A'], env, 'short\n'), (err: any) => err.code === 2 && /8 characters/.test(err.stderr));
      const file = path.join(dir, 'pw.txt');
      fs.writeFileSync(file, 'file-password-123\nignored second line\n');
      const fromFile = JSON.parse((await cli(['admin', 'create-tenant', '--password-file', file, '--email', 'file@example.com', '--name', 'F'], env)).stdout);
      const fromStdin = JSON.parse((await cli(['admin', 'create-tenant', '--password-stdin', '--email', 'stdin@example.com', '--name', 'S'], env, 'stdin-password-123\r\n')).stdout);
      // The passwords stored are the first lines exactly: log in with them on the same database.
      const { startRuntime } = await import('../src/runtime.js');
      const { loadConfig } = await import('../src/config.js');
      const rt = await startRuntime({ config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), worker: false });
      try {
        for (const [email, password, tenant] of [
          ['file@example.com', 'file-password-123', fromFile.tenant_id],
          ['stdin@example.com', 'stdin-password-123', fromStdin.tenant_id],
        ]) {
          const r = await rt.app!.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
          assert.equal(r.statusCode, 200, `${email}: ${r.body}`);
          assert.equal(r.json().tenant_id, tenant);
        }
      } finally {
        await rt.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
