/**
 * Linked reports (docs/api.md "Links"): re-rendering members in every language, the cross-analysis
 * and the Decision Tiebreaker. Reached from outside through src/engine/index.ts.
 */
export { renderMember } from './member.js';
export { crossAnalyze } from './analysis.js';
export { runTiebreaker, tiebreakerSeed } from './tiebreaker.js';
export { probabilityBest } from './probability.js';
export { replicateRisks } from './replicates.js';
export { LINK, TIEBREAKER } from './constants.js';
export { linkCatalog, type LinkCatalog } from './catalog.js';
export type * from './types.js';
