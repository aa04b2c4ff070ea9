/**
 * The report's `confidence` (docs/engine.md step 6): √(replicate agreement) × the calibrated
 * probability that the main change was read right, in [0, 1]; a text read with little
 * certainty says in words what the engine is unsure of.
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
 * The probability that the main change was read right: the reader's own probability
 * (Understanding.readingProbability) through the Platt fit of CONFIDENCE.readingCalibration,
 * fitted on the corpus's held-out writers by `npm run bench:reader` (its reliability table).
 * @returns a probability in [CONFIDENCE.readingFloor, CONFIDENCE.readingCeiling].
 */
export function readingRight(p: number): number {
  const C = CONFIDENCE;
  const q = clamp(p, 1e-4, 1 - 1e-4);
  const z = C.readingCalibration.a + C.readingCalibration.b * Math.log(q / (1 - q));
  return clamp(1 / (1 + Math.exp(-z)), C.readingFloor, C.readingCeiling);
}

/**
 * Confidence from the reading and the spread of the risk over replicates.
 * - replicate agreement = 1 − spread / 20, clamped to [0, 1] (a standard deviation of 20 risk
 *   points or more is no agreement);
 * - text understanding = the calibrated probability that the main change was read right
 *   (`readingRight`), or 0.15 when no announced change was found (the report then says so);
 * - value = √agreement × understanding, to 2 decimals.
 * @param spread population standard deviation of the replicates' risk, in risk points
 */
export function buildConfidence(features: ScenarioFeatures, spread: number, cat: Catalog): Confidence {
  const C = CONFIDENCE;
  const agreement = clamp(1 - spread / C.spreadForNoAgreement, 0, 1);
  const understood = features.understanding.understood;
  const text_understanding = !understood ? C.understandingUnrecognised : readingRight(features.understanding.readingProbability);
  const value = round(Math.sqrt(agreement) * text_understanding, 2);
  const label = confidenceLabel(value);
  let explanation: string;
  if (!understood) explanation = cat.confidence.not_understood;
  else if (text_understanding < C.medium) {
    // Say what the engine is unsure of: the main change as it read it, and how likely that reading is.
    const change = features.mainChange ? cat.issues[features.mainChange] ?? cat.change_generic : cat.change_generic;
    explanation = format(cat.confidence.low_text, { change, probability: pct(text_understanding) });
  } else if (agreement < C.lowAgreement) explanation = format(cat.confidence.low_spread, { spread: r1(spread) });
  else explanation = label === 'high' ? cat.confidence.high : cat.confidence.medium;
  return { value, label, explanation, components: { replicate_agreement: r3(agreement), text_understanding: r3(text_understanding) } };
}
