/**
 * The prebuilt command line (scripts/build-cli.mjs): built once, used while its sources are
 * unchanged, rebuilt after a change, and code that finds files next to itself (import.meta.url)
 * still finds them in src/. Run on a copy of the repository's sources in a temporary directory, so
 * the checkout's own dist/ is left alone.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('prebuilt command line', () => {
  it('builds on first use, reuses the build while sources are unchanged, rebuilds after a change', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenario-build-'));
    try {
      for (const p of ['src', 'scripts/build-cli.mjs', 'bin/scenario-sim.mjs', 'package.json']) fs.cpSync(path.join(ROOT, p), path.join(dir, p), { recursive: true });
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
      const help = () => exec(process.execPath, [path.join(dir, 'bin/scenario-sim.mjs'), 'help'], { cwd: dir, env: { ...process.env, SCENARIO_SIM_TSX: '' } });
      const first = await help();
      assert.match(first.stderr, /building the command line/);
      assert.match(first.stdout, /scenario-sim run FILE/);
      const current = () => JSON.parse(fs.readFileSync(path.join(dir, 'dist/cli/current.json'), 'utf8')) as { dir: string; inputs: Record<string, unknown> };
      const built = current();
      assert.ok(built.inputs['src/cli/main.ts'] && built.inputs['scripts/build-cli.mjs']);
      const again = await help();
      assert.equal(again.stderr, '');
      assert.equal(current().dir, built.dir);
      // A change to a source file: the next start rebuilds, and runs the new code.
      const main = path.join(dir, 'src/cli/main.ts');
      fs.writeFileSync(main, fs.readFileSync(main, 'utf8').replace('Usage:', 'Usage (changed):'));
      const changed = await help();
      assert.match(changed.stderr, /building the command line/);
      assert.match(changed.stdout, /Usage \(changed\):/);
      assert.notEqual(current().dir, built.dir);
      // The previous build stays for a process that may still be running it.
      assert.ok(fs.existsSync(path.join(dir, 'dist/cli', built.dir, 'main.js')));
      // import.meta.url in a bundled source still points into src/ (the migrations next to src/db/migrate.ts).
      const chunks = fs.readdirSync(path.join(dir, 'dist/cli', current().dir)).map((f) => fs.readFileSync(path.join(dir, 'dist/cli', current().dir, f), 'utf8'));
      assert.ok(chunks.some((c) => c.includes('new URL("../../../src/db/migrate.ts", import.meta.url)')));
      assert.ok(!chunks.some((c) => /import\.meta\.(dirname|filename)/.test(c)));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
