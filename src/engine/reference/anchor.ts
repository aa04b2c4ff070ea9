/**
 * Risk anchored in comparable real cases (issue 20 item 4; docs/engine.md "Comparable cases"):
 * the similarity-weighted severity of the reference library's nearest cases
 * (comparable.ts), as a risk on the 0–100 scale; the severity the corpus-trained network expects of
 * the text (reader/severity.ts); and the blend of a simulated risk with both. The weights and the
 * number of neighbours are the calibration's `referenceWeight`, `severityWeight` and `referenceK`,
 * fitted on real cases inside the folds (calibrate.ts). Pure.
 */
import type { DocumentReading } from '../reader/read.js';
import type { EnsembleOutcome } from '../simulation/ensemble.js';
import { CALIBRATION } from '../constants.js';
import type { Calibration } from '../calibration.js';
import type { Net } from '../reader/net.js';
import { expectedSeverity } from '../reader/severity.js';
import { shippedSeverityNet, shippedSeverityTemperature } from '../reader/severity-model.js';
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

/** What announcements written like this one are expected to draw (reader/severity.ts), as a risk. */
export interface ExpectedAnchor {
  /** Expected severity, 0–4 (Σ k·P(k) of the corpus-trained network). */
  severity: number;
  /** That severity as a risk 0–100, 20·s + 10 (CALIBRATION.riskPerSeverity), as for the reference anchor. */
  risk: number;
  /** P(severity = k), k = 0…4: how sure the network is (the report's interval carries it, report/risk-score.ts). */
  distribution: number[];
}

/**
 * The expected-severity anchor of a reading: the shipped network's expectation over the reading's
 * sentences and central change (reader/severity.ts `expectedSeverity`).
 * @param net the expected-severity network (default: the shipped one).
 * @returns null when the reader found no change in the text (as `referenceAnchor`).
 */
export function expectedAnchor(reading: DocumentReading, net: Net = shippedSeverityNet()): ExpectedAnchor | null {
  if (reading.central === null) return null;
  const { severity, distribution } = expectedSeverity(reading.sentences.map((s) => s.text), reading.central, net, net === shippedSeverityNet() ? shippedSeverityTemperature() : 1);
  const per = CALIBRATION.riskPerSeverity;
  return { severity, risk: per * severity + per / 2, distribution };
}

/** One risk the simulated risk is blended with, and its weight. */
export interface AnchorPart {
  risk: number;
  weight: number;
}

/**
 * The parts a risk is blended with under a calibration: the comparable cases at `referenceWeight`
 * and the expected severity at `severityWeight`, each when present and weighted above 0.
 */
export function anchorParts(reference: ReferenceAnchor | null, expected: ExpectedAnchor | null, c: Pick<Calibration, 'referenceWeight' | 'severityWeight'>): AnchorPart[] {
  const parts: AnchorPart[] = [];
  if (reference && c.referenceWeight > 0) parts.push({ risk: reference.risk, weight: c.referenceWeight });
  if (expected && c.severityWeight > 0) parts.push({ risk: expected.risk, weight: c.severityWeight });
  return parts;
}

/**
 * A simulated risk blended with its anchors: (1 − Σ wᵢ)·risk + Σ wᵢ·riskᵢ; the risk itself with no
 * parts. The weights sum to at most CALIBRATION.maxAnchorWeight (the fit's grid keeps them there).
 */
export function anchorRisk(risk: number, parts: readonly AnchorPart[]): number {
  let out = risk;
  for (const p of parts) out += p.weight * (p.risk - risk);
  return out;
}

/**
 * An ensemble outcome with every replicate's risk blended (`anchorRisk`), so the headline risk, its
 * interval, and the measured effects of mitigations and ablations all speak of the same risk.
 * @param base the base run of the same worlds, for a counterfactual run (a lever, an ablation): the
 *   anchors say how strongly plans like this one are met, the simulation how far a change to the
 *   plan moves that, so each anchor's risk is scaled, replicate by replicate, by the counterfactual's
 *   simulated risk over the base's (a lever that halves the simulated risk halves the anchors' part
 *   too; with the anchors at most 0.9 of the blend, differences of plain blends would shrink every
 *   measured effect tenfold). Without `base`: the base run itself, anchors unscaled.
 */
export function anchorOutcome(outcome: EnsembleOutcome, parts: readonly AnchorPart[], base?: EnsembleOutcome): EnsembleOutcome {
  if (!parts.length) return outcome;
  return {
    ...outcome,
    risk: outcome.risk.map((r, i) => {
      const r0 = base?.risk[i];
      // A base replicate with (almost) no simulated risk has no scale to move: the anchors stay.
      const ratio = r0 === undefined || r0 < MIN_BASE_RISK ? 1 : r / r0;
      return anchorRisk(r, ratio === 1 ? parts : parts.map((p) => ({ ...p, risk: p.risk * ratio })));
    }),
  };
}

/** Simulated risk (0–100) below which a base replicate gives no ratio (ASSUMPTION: half a point). */
const MIN_BASE_RISK = 0.5;
