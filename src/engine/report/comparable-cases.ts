/** The report's `comparable_cases` (docs/engine.md "Comparable cases"): the nearest real cases the risk is anchored in. */
import type { ReferenceAnchor } from '../reference/anchor.js';
import type { ComparableCase } from '../types.js';
import { r3 } from './format.js';

/** How many comparable cases a report lists (issue 20 item 4: "the 3 nearest"). */
export const COMPARABLE_CASES_SHOWN = 3;

/**
 * The least similarity at which a case is shown as comparable. ASSUMPTION, measured: of the 123 dev cases'
 * three nearest library cases (each case left out of its own pool), the tenth at or below 0.57 and the
 * quarter at or below 0.64; below 0.6 a neighbour's real severity differs from the case's by 1.82 levels on
 * average, from 0.6 up by 1.52. Blind reads 23–25 found riots shown as the precedent of a market moved for
 * seven weeks and of libraries opening longer (similarity 0.43–0.53): a far case shown as a precedent costs
 * trust and says nothing. The anchor still blends the k nearest, whatever their similarity.
 */
export const COMPARABLE_MIN_SIMILARITY = 0.6;

/** The anchor's nearest cases a report shows: at most COMPARABLE_CASES_SHOWN, each at least COMPARABLE_MIN_SIMILARITY similar. */
export function shownComparables(anchor: ReferenceAnchor | null): ReferenceAnchor['nearest'] {
  return (anchor?.nearest ?? []).filter((n) => n.similarity >= COMPARABLE_MIN_SIMILARITY).slice(0, COMPARABLE_CASES_SHOWN);
}

/**
 * The anchor's nearest cases as the report lists them (`shownComparables`), most similar first; empty
 * without an anchor or when none is similar enough.
 * @param lang the report's language: a Spanish report shows the library's Spanish lines where it has them.
 */
export function buildComparableCases(anchor: ReferenceAnchor | null, lang: 'en' | 'es' = 'en'): ComparableCase[] {
  const es = lang === 'es';
  return shownComparables(anchor).map(({ case: c, similarity, sharedWords }) => ({
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
