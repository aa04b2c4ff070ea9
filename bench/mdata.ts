/**
 * The forecaster bench's data (bench/forecast.ts): the M4 Hourly, M3 and M1 sets of ../shared
 * (benchmark data, never copied into the repository; READMEs in ../shared/m4 and ../shared/m3),
 * their benchmark forecast files, the season context each series gets, and the subsample rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { parseM4Csv } from '../src/cli/m4csv.js';
import { seasonContext, type Frequency } from '../src/engine/index.js';
import type { SeasonContext } from '../src/engine/forecast/models.js';

/** Reference forecasts a set may have besides its own data. */
export type BenchmarkMethod = 'Naive2' | 'sNaive' | 'SES' | 'Damped' | 'Theta' | 'Com' | 'R-ETS' | 'R-ARIMA' | 'R-THETAF';

/** One benchmark set: where its files are, its horizon and MASE period, and its frequency flag. */
export interface BenchSet {
  /** Command-line name, e.g. `m3-yearly`. */
  name: string;
  /** Display name, e.g. `M3 Yearly`. */
  title: string;
  /** Folder under the shared data root (`m4`, `m3`, `m1`). */
  dir: string;
  /** File prefix: `Hourly` (M4) or `M3-Yearly`… */
  prefix: string;
  /** Forecast horizon h, in steps. */
  h: number;
  /** MASE (and MSIS) seasonal period m. */
  m: number;
  /** The service's frequency for the set; null when it has none (M3 Other). */
  frequency: Frequency | null;
}

/** The sets, in report order (h, m and frequency from ../shared/m4/README.md and ../shared/m3/README.md). */
export const SETS: readonly BenchSet[] = [
  { name: 'm4-hourly', title: 'M4 Hourly', dir: 'm4', prefix: 'Hourly', h: 48, m: 24, frequency: 'hourly' },
  { name: 'm3-monthly', title: 'M3 Monthly', dir: 'm3', prefix: 'M3-Monthly', h: 18, m: 12, frequency: 'monthly' },
  { name: 'm3-quarterly', title: 'M3 Quarterly', dir: 'm3', prefix: 'M3-Quarterly', h: 8, m: 4, frequency: 'quarterly' },
  { name: 'm3-yearly', title: 'M3 Yearly', dir: 'm3', prefix: 'M3-Yearly', h: 6, m: 1, frequency: 'yearly' },
  { name: 'm3-other', title: 'M3 Other', dir: 'm3', prefix: 'M3-Other', h: 8, m: 1, frequency: null },
  { name: 'm1-monthly', title: 'M1 Monthly', dir: 'm1', prefix: 'M1-Monthly', h: 18, m: 12, frequency: 'monthly' },
  { name: 'm1-quarterly', title: 'M1 Quarterly', dir: 'm1', prefix: 'M1-Quarterly', h: 8, m: 4, frequency: 'quarterly' },
  { name: 'm1-yearly', title: 'M1 Yearly', dir: 'm1', prefix: 'M1-Yearly', h: 6, m: 1, frequency: 'yearly' },
];

/** Rows of an M4-layout CSV file (header, then id and values padded with empty cells): id → values. */
export function readSeriesFile(file: string): Map<string, Float64Array> {
  return parseM4Csv(fs.readFileSync(file, 'utf8'));
}

/**
 * A `-secs` file of the R reference runs (`id,seconds`): id → seconds.
 * @throws Error naming the row of a non-numeric cell.
 */
export function parseSecondsCsv(text: string): Map<string, number> {
  const rows: string[][] = parse(text, { skip_empty_lines: true });
  const out = new Map<string, number>();
  rows.slice(1).forEach((row, r) => {
    const s = Number(row[1]);
    if (row[1] === undefined || row[1].trim() === '' || !Number.isFinite(s)) throw new Error(`Row ${r + 2}: "${row[1]}" is not a number of seconds`);
    out.set(row[0]!, s);
  });
  return out;
}

/** A `-secs` file: id → seconds (`parseSecondsCsv`). */
export function readSecondsFile(file: string): Map<string, number> {
  return parseSecondsCsv(fs.readFileSync(file, 'utf8'));
}

/** Training and test parts of a set: id → values, in the files' order. */
export interface SetData {
  train: Map<string, Float64Array>;
  test: Map<string, Float64Array>;
}

/**
 * Reads a set's training and test files from `root` (the shared data folder).
 * @throws Error when a file is missing, or a series lacks its test part or has a test part of another length than h.
 */
export function readSet(root: string, set: BenchSet): SetData {
  const train = readSeriesFile(path.join(root, set.dir, `${set.prefix}-train.csv`));
  const test = readSeriesFile(path.join(root, set.dir, `${set.prefix}-test.csv`));
  for (const id of train.keys()) {
    const y = test.get(id);
    if (!y || y.length !== set.h) throw new Error(`${set.title}: series ${id} has ${y?.length ?? 0} test values, expected h = ${set.h}`);
  }
  return { train, test };
}

/**
 * Path of a benchmark file, or null when the set has none for that method. M4 Hourly: Naive2,
 * sNaive and SES from `benchmarks/official`, the rest from `benchmarks/recomputed`, no R runs;
 * M3 and M1: `benchmarks/<prefix>-<method>.csv`, and `-lo95`, `-hi95`, `-secs` beside the R runs.
 */
export function benchmarkFile(root: string, set: BenchSet, method: BenchmarkMethod, part: '' | 'lo95' | 'hi95' | 'secs' = ''): string | null {
  if (set.dir === 'm4') {
    if (method.startsWith('R-') || part) return null;
    const folder = method === 'Naive2' || method === 'sNaive' || method === 'SES' ? 'official' : 'recomputed';
    return path.join(root, 'm4', 'benchmarks', folder, `${method}.csv`);
  }
  if (method === 'sNaive') return null;
  if (part && !method.startsWith('R-')) return null;
  return path.join(root, set.dir, 'benchmarks', `${set.prefix}-${method}${part ? `-${part}` : ''}.csv`);
}

/**
 * The season context a series of the set gets, as the service builds it: the API's
 * `seasonContext(frequency, n, season_length)` (src/engine/fusion/attach.ts) with the set's m as
 * season length; for a set without a frequency (M3 Other, m = 1) the CLI's rule for
 * `--season-length` without `--frequency` (src/cli/forecast.ts).
 */
export function contextFor(set: BenchSet, n: number): SeasonContext {
  if (set.frequency) return seasonContext(set.frequency, n, set.m);
  const m = set.m;
  return { m: n >= 2 * m ? m : 1, periods: m >= 2 && n >= 2 * m + 1 ? [m] : [] };
}

/**
 * The series a run scores: every `sample`-th id from the first (ids 0, k, 2k, …; deterministic),
 * then the first `limit` of those. sample 1 and limit Infinity keep all.
 * @throws RangeError when sample is not a positive integer or limit is negative.
 */
export function selectIds(ids: readonly string[], options: { sample?: number; limit?: number } = {}): string[] {
  const k = options.sample ?? 1;
  const limit = options.limit ?? Infinity;
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`sample must be a positive integer, got ${k}`);
  if (!(limit >= 0)) throw new RangeError(`limit must be a non-negative number, got ${limit}`);
  return ids.filter((_, i) => i % k === 0).slice(0, limit);
}
