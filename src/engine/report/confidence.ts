/**
 * The report's `confidence` (docs/engine.md step 6): √(replicate agreement) × text
 * understanding, in [0, 1]; a text the taxonomy does not understand gets low confidence, said
 * in words.
 */
import { format } from '../i18n/index.js';
import type { ScenarioFeatures } from '../text/features.js';
import { clamp, round } from '../stats.js';
import type { Confidence } from '../types.js';
import { CONFIDENCE } from '../constants.js';
import type { Catalog } from './context.js';
import { pct, r1, r3 } from './format.js';

/** Label of a confidence value in [0, 1]: high from 0.7, medium from 0.45, else low. */
export function confidenceLabel(value: number): Confidence['label'] {
  return value >= CONFIDENCE.high ? 'high' : value >= CONFIDENCE.medium ? 'medium' : 'low';
}

/**
 * Confidence from the text features and the spread of the risk over replicates.
 * - replicate agreement = 1 − spread / 20, clamped to [0, 1] (a standard deviation of 20 risk
 *   points or more is no agreement);
 * - text understanding = 0.35 + 0.65 × (0.5 × coverage + 0.5 × frame completeness), at most 1,
 *   or 0.15 when no announced change was found (the report then says so; value ≤ 0.15 ≤ 0.2);
 * - value = √agreement × understanding, to 2 decimals.
 * @param spread population standard deviation of the replicates' risk, in risk points
 */
export function buildConfidence(features: ScenarioFeatures, spread: number, cat: Catalog): Confidence {
  const C = CONFIDENCE;
  const agreement = clamp(1 - spread / C.spreadForNoAgreement, 0, 1);
  // Understanding: how much of the text the change frames explain and how complete they are.
  const understood = features.understanding.understood;
  const explained = C.coverageShare * features.coverage + (1 - C.coverageShare) * features.understanding.completeness;
  const text_understanding = !understood ? C.understandingUnrecognised : Math.min(1, C.understandingBase + C.understandingPerCoverage * explained);
  const value = round(Math.sqrt(agreement) * text_understanding, 2);
  const label = confidenceLabel(value);
  let explanation: string;
  if (!understood) explanation = cat.confidence.not_understood;
  else if (text_understanding < C.medium) explanation = format(cat.confidence.low_text, { coverage: pct(features.coverage) });
  else if (agreement < C.lowAgreement) explanation = format(cat.confidence.low_spread, { spread: r1(spread) });
  else explanation = label === 'high' ? cat.confidence.high : cat.confidence.medium;
  return { value, label, explanation, components: { replicate_agreement: r3(agreement), text_understanding: r3(text_understanding) } };
}
