/**
 * One process per embedded database folder (docs/decisions.md "One process per embedded database"):
 * with the service running on DATA_DIR, the admin commands fail clearly and change nothing; after
 * the service stops (or is killed), they work. Real processes throughout.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock.js';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** A file holding the new tenant's password (the CLI never takes it on the command line). */
function passwordFile(dir: string): string {
  const file = `${dir}-password.txt`;
  fs.writeFileSync(file, 'long-password\n');
  return file;
}

function cli(args: string[], dataDir: string) {
  return exec(process.execPath, [path.join(ROOT, 'bin/scenario-sim.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    timeout: 120_000,
  });
}

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

/** Starts `src/main.ts all` on `dataDir` and waits until it answers; returns the process and its base URL. */
async function startService(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  // node itself with tsx's loader (not the tsx launcher, which runs the service in a second process).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/main.ts'), 'all'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ENGINE_THREADS: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`service exited ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/v1/plans`)).ok) return { child, base };
    } catch {
      /* not yet listening */
    }
    if (Date.now() > until) throw new Error(`service did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

describe('One process per embedded database folder', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-lock-'));
    dirs.push(d);
    return d;
  };
  after(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await Promise.all(children.map(exited));
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    for (const d of dirs) fs.rmSync(`${d}-password.txt`, { force: true });
  });

  it('refuses a second holder in one process, and frees the folder on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    assert.throws(() => lockDataDir(dir), (err: unknown) => err instanceof DataDirLockedError && err.owner?.pid === process.pid, 'a second open of a held folder must fail');
    lock.release();
    assert.equal(fs.existsSync(path.join(dir, LOCK_FILE)), false, 'release removes the lock file');
    lockDataDir(dir).release();
  });

  it('takes over a lock whose process is dead, but not a fresh unreadable one', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await exited(dead);
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: dead.pid, host: os.hostname(), since: new Date().toISOString() }));
    const lock = lockDataDir(dir);
    assert.match(fs.readFileSync(lock.file, 'utf8'), new RegExp(`"pid":${process.pid}`), 'the stale lock is replaced by ours');
    lock.release();
    fs.writeFileSync(path.join(dir, LOCK_FILE), '');
    assert.throws(() => lockDataDir(dir), DataDirLockedError, 'a lock file being written right now is not stale');
  });

  it('admin grant and create-tenant fail with exit 1 and change nothing while the service runs; work once it stops', async () => {
    const dir = tempDir();
    let svc = await startService(dir);
    children.push(svc.child);
    const signup = await fetch(`${svc.base}/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'long password', tenant_name: 'Owner' }),
    });
    assert.equal(signup.status, 201);
    const { tenant_id: tenantId, session_token: session } = (await signup.json()) as any;

    for (const args of [
      ['admin', 'grant', '--tenant', tenantId, '--usd', '500'],
      ['admin', 'create-tenant', '--email', 'second@example.com', '--password-file', passwordFile(dir), '--name', 'Second', '--credits-usd', '10'],
    ]) {
      await assert.rejects(cli(args, dir), (err: any) => {
        assert.equal(err.code, 1, `${args[1]} must exit 1, got ${err.code}: ${err.stderr}`);
        assert.equal(err.stdout, '', 'nothing is printed on stdout (no balance)');
        assert.match(err.stderr, new RegExp(`in use by process ${svc.child.pid}`));
        assert.match(err.stderr, /Nothing was changed/);
        assert.match(err.stderr, /Stop the service/);
        return true;
      });
    }
    const credits = async () => ((await (await fetch(`${svc.base}/v1/credits`, { headers: { authorization: `Bearer ${session}` } })).json()) as any).balance_usd;
    assert.equal(await credits(), 0, 'the refused grant changed nothing');

    // Graceful stop frees the folder; the admin commands then work.
    svc.child.kill('SIGTERM');
    await exited(svc.child);
    assert.equal(fs.existsSync(path.join(dir, LOCK_FILE)), false, 'a stopped service leaves no lock');
    assert.equal(JSON.parse((await cli(['admin', 'grant', '--tenant', tenantId, '--usd', '500'], dir)).stdout).balance_usd, 500);
    const created = JSON.parse((await cli(['admin', 'create-tenant', '--email', 'second@example.com', '--password-file', passwordFile(dir), '--name', 'Second'], dir)).stdout);
    assert.match(created.tenant_id, /^[0-9a-f-]{36}$/, 'the refused create-tenant had stored nothing, so the email is free');

    // A killed service leaves a stale lock: the next process takes it over, and every write survived.
    svc = await startService(dir);
    children.push(svc.child);
    assert.equal(await credits(), 500, 'the grant made while the service was stopped is kept');
    svc.child.kill('SIGKILL');
    await exited(svc.child);
    assert.equal(fs.existsSync(path.join(dir, LOCK_FILE)), true, 'SIGKILL leaves the lock file behind');
    assert.equal(JSON.parse((await cli(['admin', 'grant', '--tenant', tenantId, '--usd', '1'], dir)).stdout).balance_usd, 501);
  });
});
