/**
 * A link member in every language. The stored report stays as it was shown for its own language;
 * the other languages are rendered by the engine from the member's stored input and seed (the
 * engine is deterministic: the same run, its texts taken from the other catalog), never by
 * translating the stored strings.
 */
import { LANGUAGES } from '../../contracts/limits.js';
import { simulate } from '../run.js';
import type { Lang, Report } from '../types.js';
import { replicateRisks } from './replicates.js';
import type { MemberSource, RenderedMember } from './types.js';

/**
 * Renders `source` in every catalog language and measures its replicate risks.
 * @throws EngineInputError when the stored input is one the engine refuses.
 */
export function renderMember(source: MemberSource): RenderedMember {
  const reports = {} as Record<Lang, Report>;
  for (const lang of LANGUAGES) {
    reports[lang] = lang === source.input.lang ? source.stored_report : simulate({ ...source.input, lang });
  }
  return { scenario_id: source.scenario_id, name: source.name, reports, replicate_risks: replicateRisks(source.input) };
}
