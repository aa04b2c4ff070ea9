/**
 * Risk anchored in comparable real cases (issue 20 item 4; docs/engine.md "Comparable cases"):
 * the similarity-weighted severity of the reference library's nearest cases
 * (comparable.ts), as a risk on the 0–100 scale, and the blend of a simulated risk with it. The
 * blend's weight and the number of neighbours are the calibration's `referenceWeight` and
 * `referenceK`, fitted on real cases inside the folds (calibrate.ts). Pure.
 */
import type { DocumentReading } from '../reader/read.js';
import type { EnsembleOutcome } from '../simulation/ensemble.js';
import { CALIBRATION } from '../constants.js';
import { nearestCases, profileOf, referenceSeverity, type Comparable, type ReferenceCaseData } from './comparable.js';

/** What the nearest real cases say about an announcement. */
export interface ReferenceAnchor {
  /** The k nearest cases, most similar first. */
  nearest: Comparable[];
  /** Their similarity-weighted mean severity, 0–4. */
  severity: number;
  /** That severity as a risk 0–100: the middle of its quintile, 20·s + 10 (CALIBRATION.riskPerSeverity). */
  risk: number;
}

/**
 * The anchor of a reading among `pool`'s cases.
 * @param k neighbours to average (at least 1).
 * @returns null when the pool is empty, or when the reader found no change in the text: the
 *   library holds changes and how they were met, so a text announcing none (run with `force`) has
 *   nothing to compare with, and its risk stays the simulation's.
 */
export function referenceAnchor(reading: DocumentReading, pool: readonly ReferenceCaseData[], k: number): ReferenceAnchor | null {
  if (reading.central === null) return null;
  const nearest = nearestCases(profileOf(reading), pool, Math.max(1, k));
  const severity = referenceSeverity(nearest);
  if (Number.isNaN(severity)) return null;
  const per = CALIBRATION.riskPerSeverity;
  return { nearest, severity, risk: per * severity + per / 2 };
}

/**
 * A simulated risk blended with the anchor: (1 − w)·risk + w·anchor.risk; the risk itself when
 * there is no anchor or w is 0.
 */
export function anchorRisk(risk: number, anchor: ReferenceAnchor | null, weight: number): number {
  return anchor && weight > 0 ? (1 - weight) * risk + weight * anchor.risk : risk;
}

/**
 * An ensemble outcome with every replicate's risk blended (`anchorRisk`), so the headline risk,
 * its interval, and the measured effects of mitigations and ablations (differences of blended
 * risks, hence scaled by 1 − w) all speak of the same risk.
 */
export function anchorOutcome(outcome: EnsembleOutcome, anchor: ReferenceAnchor | null, weight: number): EnsembleOutcome {
  if (!anchor || weight <= 0) return outcome;
  return { ...outcome, risk: outcome.risk.map((r) => anchorRisk(r, anchor, weight)) };
}
