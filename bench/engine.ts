/**
 * Engine speed bench (issue 3 item 8): median of 5 runs on one core of a full report (base run,
 * ablations and counterfactuals included) for 1000 agents × 4 rounds × 8 replicates and for
 * 100,000 agents × 4 rounds × 1 replicate, plus peak memory per size. Each configuration runs in
 * its own child process so its peak RSS is its own.
 *
 *   npm run bench:engine
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { simulate } from '../src/engine/index.js';

const SCENARIO =
  'Acme Streaming will raise the price of its standard plan from $10 to $14 a month for all existing subscribers, effective immediately. The basic plan will no longer be offered. We will use viewing data to train our recommendation models.';
const CONFIGS = [
  { agents: 1000, rounds: 4, replicates: 8 },
  { agents: 10_000, rounds: 4, replicates: 1 },
  { agents: 100_000, rounds: 4, replicates: 1 },
];
const RUNS = 5;

function child(agents: number, rounds: number, replicates: number): void {
  const idle = process.resourceUsage().maxRSS / 1024;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    simulate({ scenario: SCENARIO, name: 'bench', nAgents: agents, nRounds: rounds, seed: i + 1, lang: 'en', replicates });
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(JSON.stringify({ median_ms: sorted[Math.floor(RUNS / 2)], times_ms: times.map((x) => Math.round(x)), peak_rss_mb: process.resourceUsage().maxRSS / 1024, idle_rss_mb: idle }));
}

if (process.argv[2] === '--child') {
  child(Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5]));
} else {
  console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores (engine is single-threaded), node ${process.version}`);
  console.log('agents   rounds  replicates  median (s)  runs (ms)                         peak RSS (MB)  above idle (MB)');
  const self = fileURLToPath(import.meta.url);
  for (const c of CONFIGS) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--child', String(c.agents), String(c.rounds), String(c.replicates)], { encoding: 'utf8' });
    const r = JSON.parse(out.trim().split('\n').pop()!);
    console.log(
      `${String(c.agents).padEnd(8)} ${String(c.rounds).padEnd(7)} ${String(c.replicates).padEnd(11)} ${(r.median_ms / 1000).toFixed(3).padStart(10)}  ${JSON.stringify(r.times_ms).padEnd(34)} ${r.peak_rss_mb.toFixed(0).padStart(12)}  ${(r.peak_rss_mb - r.idle_rss_mb).toFixed(0).padStart(14)}`,
    );
  }
  console.log('Targets (issue 3): 1000 × 4 × 8 ≤ 1 s median; 100,000 × 4 × 1 ≤ 10 s; memory linear in agents.');
}
