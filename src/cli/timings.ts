/**
 * Where a command's wall time goes (`scenario-sim run … --timings`; bench/cli.ts prints the medians):
 * phase laps in milliseconds, printed to stderr as `timing <ms> <phase>` lines so that stdout stays
 * the report. Off unless enabled; a lap then costs nothing.
 */
import { performance } from 'node:perf_hooks';

let enabled = false;
let last = 0;
const laps: [phase: string, ms: number][] = [];

/**
 * Starts recording: the first laps are Node's own start-up (process start to the end of its
 * bootstrap) and the command's start (bin/scenario-sim.mjs, the build check and loading the CLI's
 * modules, up to now), both from `performance.nodeTiming`.
 */
export function startTimings(): void {
  enabled = true;
  const boot = performance.nodeTiming.bootstrapComplete;
  last = performance.now();
  laps.push(['node start-up', boot], ['command start (bin, build check, CLI modules)', last - boot]);
}

/** Records the time since the previous lap under `phase` (when enabled). */
export function lap(phase: string): void {
  if (!enabled) return;
  const now = performance.now();
  laps.push([phase, now - last]);
  last = now;
}

/** Writes the laps recorded so far to stderr (when enabled), then a total since the process started. */
export function printTimings(): void {
  if (!enabled) return;
  for (const [phase, ms] of laps) process.stderr.write(`timing ${ms.toFixed(0).padStart(6)} ${phase}\n`);
  process.stderr.write(`timing ${performance.now().toFixed(0).padStart(6)} total since process start\n`);
}
