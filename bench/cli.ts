/**
 * CLI speed bench (issue 21 item 5): wall-clock time of `scenario-sim run FILE` as a user starts it
 * (`node bin/scenario-sim.mjs run …`, a fresh process each time, tsx and all), median of 5, for a
 * normal announcement (test/fixtures/price-rise.txt, default size) and a refused text (a recipe: no
 * announced change). Targets: under 3 s for the run, under 1 s for the refusal. The machine (CPU
 * model, cores, Node version, load average at start) is printed with the figures, as the machine
 * is shared and the figures move with its load. `--service` also times the path through the
 * embedded database (`run --service`, ~15 s a run).
 *
 *   npm run bench:cli [-- --service]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'bin/scenario-sim.mjs');
const NORMAL = path.join(ROOT, 'test/fixtures/price-rise.txt');
const RUNS = 5;

/** Wall time of one `scenario-sim` process, ms; checks its exit code. */
function wallMs(args: string[], expectCode: number): number {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== expectCode) throw new Error(`scenario-sim ${args.join(' ')} exited ${r.status} (expected ${expectCode}): ${r.stderr}`);
  return ms;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function row(label: string, args: string[], expectCode: number, targetS: number): void {
  const times = Array.from({ length: RUNS }, () => wallMs(args, expectCode));
  const m = median(times) / 1000;
  console.log(`${label.padEnd(34)} median ${m.toFixed(2)} s  (runs ${times.map((t) => (t / 1000).toFixed(2)).join(', ')})  target < ${targetS} s: ${m < targetS ? 'met' : 'NOT met'}`);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cli-'));
try {
  const refused = path.join(dir, 'recipe.txt');
  fs.writeFileSync(refused, 'Preheat the oven to 180 degrees. Mix the flour and two eggs, then bake for 25 minutes.\n');
  const cpus = os.cpus();
  console.log(`machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  // One untimed start: the first start after a change fills tsx's transform cache.
  wallMs(['run', refused], 1);
  row('run (normal text)', ['run', NORMAL], 0, 3);
  row('run (refused text)', ['run', refused], 1, 1);
  if (process.argv.includes('--service')) {
    row('run --service (normal text)', ['run', NORMAL, '--service'], 0, Infinity);
    row('run --service (refused text)', ['run', refused, '--service'], 1, Infinity);
  }
  console.log(`load average at end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
