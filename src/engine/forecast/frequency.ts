/**
 * Frequencies: season lengths, candidate periods and default horizons, all read from the one
 * frequency table of the service, `FREQUENCY_TABLE` in `src/contracts/limits.ts` (M4's horizons;
 * the calendar cycles of each frequency: hours in a day and a week, days in a week and a year,
 * weeks and months in a year).
 */
import { FREQUENCIES, FREQUENCY_TABLE, type Frequency } from '../../contracts/limits.js';
import type { SeasonContext } from './models.js';
import { FORECAST } from '../constants.js';

export { FREQUENCIES, type Frequency };

/** M4's horizon for a frequency, in steps. */
export function defaultHorizon(f: Frequency): number {
  return FREQUENCY_TABLE[f].horizon;
}

/**
 * Season context for a frequency and series length; `seasonLength` (caller's) overrides the
 * primary season. Periods longer than half the series are dropped (they cannot be estimated).
 * @param n number of observations
 */
export function seasonContext(f: Frequency, n: number, seasonLength?: number): SeasonContext {
  const row = FREQUENCY_TABLE[f];
  const m = seasonLength ?? row.seasonLength;
  const periods = [...new Set([...(seasonLength ? [seasonLength] : []), ...row.periods])].filter((p) => p >= 2 && n >= 2 * p + 1).sort((a, b) => a - b);
  return { m: n >= 2 * m ? m : 1, periods };
}

/**
 * Median spacing of ISO-8601 timestamps in milliseconds (the upper median for an even count of
 * gaps); null with fewer than two timestamps.
 */
export function medianSpacingMs(timestamps: readonly string[]): number | null {
  const gaps: number[] = [];
  for (let i = 1; i < timestamps.length; i++) gaps.push(Date.parse(timestamps[i]!) - Date.parse(timestamps[i - 1]!));
  if (!gaps.length) return null;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)]!;
}

/**
 * Infers the frequency from ISO-8601 timestamps by the median spacing; null when it matches none
 * (within ±20 % of the nominal spacing).
 */
export function inferFrequency(timestamps: readonly string[]): Frequency | null {
  const spacing = medianSpacingMs(timestamps);
  if (spacing === null) return null;
  const median = spacing / 1000;
  for (const f of FREQUENCIES) {
    const s = FREQUENCY_TABLE[f].seconds;
    if (median >= (1 - FORECAST.frequencyTolerance) * s && median <= (1 + FORECAST.frequencyTolerance) * s) return f;
  }
  return null;
}
