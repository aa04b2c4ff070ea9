/** The report's `comparable_cases` (docs/engine.md "Comparable cases"): the nearest real cases the risk is anchored in. */
import type { ReferenceAnchor } from '../reference/anchor.js';
import type { ComparableCase } from '../types.js';
import { r3 } from './format.js';

/** How many comparable cases a report lists (issue 20 item 4: "the 3 nearest"). */
export const COMPARABLE_CASES_SHOWN = 3;

/**
 * The anchor's nearest cases, most similar first, at most COMPARABLE_CASES_SHOWN; empty without an anchor.
 * @param lang the report's language: a Spanish report shows the library's Spanish lines where it has them.
 */
export function buildComparableCases(anchor: ReferenceAnchor | null, lang: 'en' | 'es' = 'en'): ComparableCase[] {
  const es = lang === 'es';
  return (anchor?.nearest ?? []).slice(0, COMPARABLE_CASES_SHOWN).map(({ case: c, similarity, sharedWords }) => ({
    id: c.id,
    actor: c.actor,
    year: c.year,
    change: (es && c.change_es) || c.change,
    outcome: (es && c.outcome_es) || c.outcome,
    severity: c.severity,
    reversed: c.reversed,
    similarity: r3(similarity),
    shared_words: sharedWords,
    source: c.source,
  }));
}
