/**
 * CLI speed bench (issue 21 item 5): wall-clock time of `scenario-sim run FILE` as a user starts it
 * (`node bin/scenario-sim.mjs run …`, a fresh process each time), median of 5, for a normal
 * announcement (test/fixtures/price-rise.txt, default size: 1000 agents × 4 rounds × 8 replicates)
 * and a refused text (a recipe: no announced change). Targets: under 3 s for the run, under 1 s for
 * the refusal. Then where the time goes: the median of each phase over the same runs (`--timings`,
 * src/cli/timings.ts), a bare `node` start for reference, and the same two commands through tsx
 * (SCENARIO_SIM_TSX=1: TypeScript transformed at run time instead of the prebuilt dist/cli). The
 * machine (CPU model, cores, Node version, load average at start and end) is printed with the
 * figures, as the machine is shared and the figures move with its load. `--service` also times the
 * path through the embedded database (`run --service`, ~15 s a run).
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

interface Timed {
  ms: number;
  /** Phase → ms, from `--timings` lines on stderr. */
  phases: Map<string, number>;
}

/** Wall time of one process, ms, and its `--timings` phases; checks its exit code. */
function timed(cmd: string[], expectCode: number, env: Record<string, string> = {}): Timed {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, cmd, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', ...env } });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== expectCode) throw new Error(`${cmd.join(' ')} exited ${r.status} (expected ${expectCode}): ${r.stderr}`);
  const phases = new Map<string, number>();
  for (const m of r.stderr.matchAll(/^timing\s+(\d+) (.+)$/gm)) phases.set(m[2]!, Number(m[1]));
  return { ms, phases };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const secs = (ms: number) => (ms / 1000).toFixed(2);

/** Runs a command `n` times; prints the median wall time and the runs. */
function row(label: string, cmd: string[], expectCode: number, targetS: number, env: Record<string, string> = {}, n = RUNS): Timed[] {
  const runs = Array.from({ length: n }, () => timed(cmd, expectCode, env));
  const m = median(runs.map((r) => r.ms)) / 1000;
  const target = Number.isFinite(targetS) ? `  target < ${targetS} s: ${m < targetS ? 'met' : 'NOT met'}` : '';
  console.log(`${label.padEnd(38)} median ${m.toFixed(2)} s  (runs ${runs.map((r) => secs(r.ms)).join(', ')})${target}`);
  return runs;
}

/** The median of each phase over the runs, in the order the command reports them. */
function breakdown(label: string, runs: Timed[]): void {
  console.log(`\n${label}: median of ${runs.length} runs, ms (phases: src/cli/timings.ts)`);
  for (const phase of runs[0]!.phases.keys()) {
    const v = runs.map((r) => r.phases.get(phase)).filter((x): x is number => x !== undefined);
    console.log(`  ${String(Math.round(median(v))).padStart(6)}  ${phase}`);
  }
  console.log(`  ${String(Math.round(median(runs.map((r) => r.ms)))).padStart(6)}  wall, as the bench measures it (includes process exit)`);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cli-'));
try {
  const refused = path.join(dir, 'recipe.txt');
  fs.writeFileSync(refused, 'Preheat the oven to 180 degrees. Mix the flour and two eggs, then bake for 25 minutes.\n');
  const cpus = os.cpus();
  console.log(`machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  // One untimed start each way: builds dist/cli if a source changed, fills tsx's transform cache.
  timed([BIN, 'run', refused], 1);
  timed([BIN, 'run', refused], 1, { SCENARIO_SIM_TSX: '1' });

  const normal = row('run (normal text)', [BIN, 'run', NORMAL, '--timings'], 0, 3);
  const refusal = row('run (refused text)', [BIN, 'run', refused, '--timings'], 1, 1);
  breakdown('run (normal text)', normal);
  breakdown('run (refused text)', refusal);

  console.log('\nFor reference');
  row('node -e "" (a bare Node start)', ['-e', ''], 0, Infinity);
  const tsxNormal = row('run through tsx (normal text)', [BIN, 'run', NORMAL, '--timings'], 0, Infinity, { SCENARIO_SIM_TSX: '1' }, 3);
  row('run through tsx (refused text)', [BIN, 'run', refused, '--timings'], 1, Infinity, { SCENARIO_SIM_TSX: '1' }, 3);
  breakdown('run through tsx (normal text)', tsxNormal);
  if (process.argv.includes('--service')) {
    row('run --service (normal text)', [BIN, 'run', NORMAL, '--service'], 0, Infinity);
    row('run --service (refused text)', [BIN, 'run', refused, '--service'], 1, Infinity);
  }
  console.log(`\nload average at end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
