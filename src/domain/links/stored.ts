/** What a link stores (`link_groups.result`, `link_groups.tiebreaker`): the engine's link results, language-neutral where they can be. */
import type { TiebreakerResult } from '../../engine/index.js';
export type { CrossAnalysis, LinkAnalysisResult } from '../ports.js';

/** The tiebreaker's result as stored: the engine's result (rationale in every language) and when it was made. */
export type StoredTiebreaker = TiebreakerResult & { created_at: string };
