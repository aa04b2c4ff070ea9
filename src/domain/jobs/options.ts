/** What a job stores about its run, and the paths that name it (docs/api.md "Job / scenario"). */
import { AGENTS, MAX_NAME_CHARS, ROUNDS, SEED, type Lang } from '../../contracts/limits.js';
import { reportLanguage } from '../language.js';
import { badText, cutText } from '../../lib/text.js';
import type { Audience, JobSubmission } from '../../contracts/jobs.js';
import type { EngineInput, SeriesInput } from '../../engine/index.js';

/** Options of one simulation run, stored with the job (`jobs.options`). */
export interface JobOptions {
  /** Agents per replicate (contracts/limits.ts AGENTS). */
  n_agents: number;
  /** Rounds (contracts/limits.ts ROUNDS). */
  n_rounds: number;
  /** Seed of the run: same text + options + seed → byte-identical report. */
  seed: number;
  /**
   * Report language: the submission's `lang`, else the scenario text's language (src/domain/language.ts),
   * fixed here so every later reader (worker, replays, webhooks, links, pages) sees the same one.
   */
  lang: Lang;
  white_label_domain: string | null;
  /**
   * Run even when no announced change was found (docs/decisions.md "Refusing text with no announced
   * change"). Jobs stored before the field existed lack it: absent means false.
   */
  force?: boolean;
  /**
   * The caller's description of the actor's customers (docs/decisions.md "Audience"), or null.
   * Jobs stored before the field existed lack it: absent means none.
   */
  audience?: Audience | null;
}

/**
 * The options of a submission, defaults filled in: without `lang` the report takes the text's
 * language (en or es); an unknown `lang` falls back to en (src/domain/language.ts `reportLanguage`).
 */
export function jobOptions(input: JobSubmission): JobOptions {
  return {
    n_agents: input.n_agents ?? AGENTS.default,
    n_rounds: input.n_rounds ?? ROUNDS.default,
    seed: input.seed ?? SEED.default,
    lang: reportLanguage(input.lang, input.scenario),
    white_label_domain: input.white_label_domain ?? null,
    force: input.force === true,
    audience: input.audience ?? null,
  };
}

/** Status and report paths of a job, relative to the base address. */
export function jobUrls(jobId: string): { status_url: string; report_url: string } {
  return { status_url: `/v1/jobs/${jobId}/status`, report_url: `/v1/jobs/${jobId}/report` };
}

/** A run's size in agent-rounds (n_agents × n_rounds): what it costs to compute, and what the limits count. */
export function agentRounds(options: Pick<JobOptions, 'n_agents' | 'n_rounds'>): number {
  return options.n_agents * options.n_rounds;
}

/** Words and UTF-16 units of an automatic name. */
const FALLBACK_NAME = { words: 8, maxUnits: 80, untitled: 'Untitled scenario' };

/**
 * The name of a scenario submitted without one (`POST /v1/scenarios`): its first 8 words, cut to
 * 80 UTF-16 units at a grapheme boundary with "…" (docs/decisions.md "Strings the server builds").
 * The result passes the checks of a client's name (not blank, at most `MAX_NAME_CHARS`, storable
 * text); a text that would give none (it cannot, as the scenario passed the same checks) is named
 * "Untitled scenario".
 */
export function fallbackName(scenario: string): string {
  const words = scenario.trim().split(/\s+/).slice(0, FALLBACK_NAME.words).join(' ');
  const name = cutText(words, FALLBACK_NAME.maxUnits);
  return /\S/.test(name) && name.length <= MAX_NAME_CHARS && !badText(name) ? name : FALLBACK_NAME.untitled;
}

/** What the engine needs of a stored job to run it (again). */
export interface StoredRun {
  name: string;
  scenario: string;
  options: JobOptions;
  series: SeriesInput[] | null;
}

/**
 * The engine's input for a stored job: the run it was (or will be) given. `force` and `audience`
 * are passed only when set (jobs stored before they existed lack them), so such jobs run exactly
 * as before; the same input and seed give the same report, byte for byte.
 */
export function engineInputOf(job: StoredRun): EngineInput {
  const { force, audience } = job.options;
  return {
    scenario: job.scenario,
    name: job.name,
    nAgents: job.options.n_agents,
    nRounds: job.options.n_rounds,
    seed: job.options.seed,
    lang: job.options.lang,
    series: job.series ?? undefined,
    ...(force === true ? { force: true } : {}),
    ...(audience ? { audience } : {}),
  };
}
