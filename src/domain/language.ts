/**
 * The report language of a submission (docs/decisions.md "Report language follows the text"): the
 * one rule for `POST /v1/jobs`, `POST /v1/scenarios` (JSON and uploads) and the CLI's `run`.
 */
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../contracts/limits.js';
import { detectLanguage } from '../engine/reading.js';

/**
 * The report language for a submission's `lang` and scenario text.
 * - `lang` given and in the catalog (`en`, `es`): that language; the caller's choice wins.
 * - `lang` given but unknown (`fr`, `ES`): `en` (contracts/limits.ts `DEFAULT_LANG`), as before.
 * - `lang` absent: the language the engine reads the text in (`detectLanguage`: franc trigrams over the
 *   first 2,000 characters, checked by function words; en or es, else en), so a Spanish announcement
 *   gets a Spanish report. Under 0.5 ms a text, so it runs on the request's thread.
 * Pure: the same text and `lang` give the same language, so an idempotent replay agrees with the first run.
 */
export function reportLanguage(lang: string | undefined, scenario: string): Lang {
  const chosen = lang ?? detectLanguage(scenario);
  return isCatalogued(chosen) ? chosen : DEFAULT_LANG;
}

function isCatalogued(lang: string): lang is Lang {
  return (LANGUAGES as readonly string[]).includes(lang);
}
