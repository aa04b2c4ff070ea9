/**
 * A numeric series as the engine receives it (docs/decisions.md "Attached series"), validated and normalised
 * by the domain layer (`src/domain/series.ts`).
 */
import type { Frequency } from './frequency.js';

/** One attached series, normalised; values oldest first. */
export interface SeriesInput {
  name: string;
  unit: string | null;
  frequency: Frequency;
  /** Caller's season length, overriding the frequency's. */
  seasonLength: number | null;
  horizon: number;
  values: number[];
  timestamps: string[] | null;
}
