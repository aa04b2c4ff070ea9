/**
 * Frequencies: season lengths, candidate periods and default horizons. Default horizons are M4's
 * (Makridakis et al. 2020: H 48, D 14, W 13, M 18, Q 8, Y 6); periods are the calendar cycles of
 * each frequency (hours in a day and a week; days in a week and a year; weeks and months in a year).
 */
import type { SeasonContext } from './models.js';

export const FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const TABLE: Record<Frequency, { m: number; periods: number[]; horizon: number; seconds: number }> = {
  hourly: { m: 24, periods: [24, 168], horizon: 48, seconds: 3600 },
  daily: { m: 7, periods: [7, 365], horizon: 14, seconds: 86400 },
  weekly: { m: 52, periods: [52], horizon: 13, seconds: 7 * 86400 },
  monthly: { m: 12, periods: [12], horizon: 18, seconds: 30.44 * 86400 },
  quarterly: { m: 4, periods: [4], horizon: 8, seconds: 91.31 * 86400 },
  yearly: { m: 1, periods: [], horizon: 6, seconds: 365.25 * 86400 },
};

/** M4's horizon for a frequency. */
export function defaultHorizon(f: Frequency): number {
  return TABLE[f].horizon;
}

/**
 * Season context for a frequency and series length; `seasonLength` (caller's) overrides the
 * primary season. Periods longer than half the series are dropped (they cannot be estimated).
 */
export function seasonContext(f: Frequency, n: number, seasonLength?: number): SeasonContext {
  const row = TABLE[f];
  const m = seasonLength ?? row.m;
  const periods = [...new Set([...(seasonLength ? [seasonLength] : []), ...row.periods])].filter((p) => p >= 2 && n >= 2 * p + 1).sort((a, b) => a - b);
  return { m: n >= 2 * m ? m : 1, periods };
}

/**
 * Infers the frequency from ISO-8601 timestamps by the median spacing; null when it matches none
 * (within ±20 % of the nominal spacing).
 */
export function inferFrequency(timestamps: readonly string[]): Frequency | null {
  const t = timestamps.map((s) => Date.parse(s));
  const gaps: number[] = [];
  for (let i = 1; i < t.length; i++) gaps.push((t[i]! - t[i - 1]!) / 1000);
  if (!gaps.length) return null;
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)]!;
  for (const f of FREQUENCIES) {
    const s = TABLE[f].seconds;
    if (median >= 0.8 * s && median <= 1.2 * s) return f;
  }
  return null;
}
