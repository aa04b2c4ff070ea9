/** What both paths of `scenario-sim run` share (src/cli/run.ts): the run asked for, and the refusal sentence. */
import type { Lang } from '../contracts/limits.js';
import type { Audience } from '../contracts/jobs.js';

/** One local run as the command line asked for it (flags checked; unset sizes left to the defaults). */
export interface LocalRun {
  /** The scenario file's path, as given (named in refusals). */
  file: string;
  /** The job's name: the file's base name. */
  name: string;
  scenario: string;
  nAgents?: number;
  nRounds?: number;
  seed?: number;
  /**
   * `--lang` as given, or undefined: as in the API, the report then takes the text's language (en or
   * es), and an unknown language falls back to en (src/domain/language.ts `reportLanguage`).
   */
  lang?: Lang | string;
  force: boolean;
  audience?: Audience;
  /** Print the presented report as JSON instead of the summary. */
  json: boolean;
}

/**
 * The sentence printed when a text is refused: the API's `scenario_not_understood` message for the
 * file, and how to run it anyway. The same on both paths.
 */
export function refusalMessage(file: string, msg: string): string {
  return `${file}: ${msg} Pass --force to run it anyway (the report then says so, with a confidence of at most 0.2).`;
}

