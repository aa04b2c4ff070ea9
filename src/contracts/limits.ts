/**
 * The one source of limits and defaults (docs/api.md "Limits", "Simulation size", "Series"),
 * used by the wire schemas, the domain, the CLI and the engine alike.
 *
 * This module is plain constants and imports nothing, so every layer may use it, the engine
 * included (docs/decisions.md "Limits are part of the contract").
 */

/** Agents per replicate: 10..100,000, default 1000 (docs/api.md "Simulation size"). */
export const AGENTS = { min: 10, max: 100_000, default: 1000 } as const;
/** Rounds per run: 1..12, default 4; each round is one batch (docs/api.md "Simulation size"). */
export const ROUNDS = { min: 1, max: 12, default: 4 } as const;
/** Run seed: 0..2^31−1, default 1 (docs/decisions.md "Seed"). */
export const SEED = { min: 0, max: 2 ** 31 - 1, default: 1 } as const;
/** Replicates (independent seeds) per run, default 8 (docs/engine.md step 5). */
export const REPLICATES = { min: 1, max: 64, default: 8 } as const;

/** Longest scenario text, characters (about 15,000 words). */
export const MAX_SCENARIO_CHARS = 100_000;
/** Longest job or scenario name, characters. */
export const MAX_NAME_CHARS = 200;

/** Attached series: 1..3 per job, 8..20,000 finite values each, horizon 1..1000, season 2..10,000. */
export const SERIES = {
  maxCount: 3,
  minValues: 8,
  maxValues: 20_000,
  maxNameChars: 100,
  maxUnitChars: 50,
  horizon: { min: 1, max: 1000 },
  seasonLength: { min: 2, max: 10_000 },
} as const;

/**
 * The submission's optional `audience`, a description of the actor's customers (docs/api.md "Job /
 * scenario"; docs/decisions.md "Audience"): its ranges and the values of its two enumerations.
 */
export const AUDIENCE = {
  ideologyLean: { min: -1, max: 1 },
  ageBands: ['18-29', '30-44', '45-64', '65+'],
  urbanicity: ['urban', 'suburban', 'rural'],
  priceSensitivity: { min: 0, max: 1 },
} as const;

/** Version of the report layout (`report_schema_version`); bumped whenever a report field changes. */
export const REPORT_SCHEMA_VERSION = '1.1';

/** `limit` of list endpoints: 1..200, default 50 (docs/api.md "Limits"). */
export const LIST_LIMIT = { min: 1, max: 200, default: 50 } as const;

/** Report languages with a message catalog; others fall back to `en` (docs/api.md "Job / scenario"). */
export const LANGUAGES = ['en', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
/** Report language for an unknown `lang`, and for a text read as neither en nor es (a submission without `lang` takes the text's language: src/domain/language.ts). */
export const DEFAULT_LANG: Lang = 'en';

/** Series frequencies accepted on the wire. */
export const FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** One frequency's calendar facts: the one frequency table of the service. */
export interface FrequencyFacts {
  /** Primary season length in steps (1 = no season). */
  seasonLength: number;
  /** Calendar cycles a series of this frequency may carry, in steps (hours in a day and a week, …). */
  periods: readonly number[];
  /** Default horizon: M4's for the frequency (Makridakis, Spiliotis & Assimakopoulos, IJF 2020). */
  horizon: number;
  /** Nominal spacing of two observations, seconds (a month is 365.25/12 days). */
  seconds: number;
  /** Calendar months per step for monthly, quarterly and yearly data; 0 for fixed-length steps. */
  months: number;
}

/** The frequency table (M4 horizons H 48, D 14, W 13, M 18, Q 8, Y 6; calendar periods). */
export const FREQUENCY_TABLE: Readonly<Record<Frequency, FrequencyFacts>> = {
  hourly: { seasonLength: 24, periods: [24, 168], horizon: 48, seconds: 3600, months: 0 },
  daily: { seasonLength: 7, periods: [7, 365], horizon: 14, seconds: 86_400, months: 0 },
  weekly: { seasonLength: 52, periods: [52], horizon: 13, seconds: 7 * 86_400, months: 0 },
  monthly: { seasonLength: 12, periods: [12], horizon: 18, seconds: (365.25 / 12) * 86_400, months: 1 },
  quarterly: { seasonLength: 4, periods: [4], horizon: 8, seconds: (365.25 / 4) * 86_400, months: 3 },
  yearly: { seasonLength: 1, periods: [], horizon: 6, seconds: 365.25 * 86_400, months: 12 },
};
