/**
 * Risk anchored in comparable real cases (issue 20 item 4; docs/engine.md "Comparable cases"):
 * the similarity-weighted severity of the reference library's nearest cases
 * (comparable.ts), as a risk on the 0–100 scale; the severity the corpus-trained network expects of
 * the text (reader/severity.ts); and the blend of a simulated risk with both. The weights and the
 * number of neighbours are the calibration's `referenceWeight`, `severityWeight` and `referenceK`,
 * fitted on real cases inside the folds (calibrate.ts). Pure.
 */
import { FALLBACK_CHANGE_THRESHOLD, type DocumentReading } from '../reader/read.js';
import type { EnsembleOutcome } from '../simulation/ensemble.js';
import { hasFraming, withoutFraming, type Levers } from '../simulation/levers.js';
import { CALIBRATION } from '../constants.js';
import type { Calibration } from '../calibration.js';
import type { Net } from '../reader/net.js';
import { bareDocument, expectedSeverity } from '../reader/severity.js';
import { shippedSeverityNet, shippedSeverityTemperature } from '../reader/severity-model.js';
import { SEVERITY_RECALIBRATION } from '../reader/severity-recalibration.data.js';
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
  /** That severity as a risk 0–100, 20·s + 10 (CALIBRATION.riskPerSeverity), as for the reference anchor, before the calibration's `severityScale` (`expectedRisk`). */
  risk: number;
  /** P(severity = k), k = 0…4: how sure the network is (the report's interval carries it, report/risk-score.ts). */
  distribution: number[];
  /** The severity each k of `distribution` stands for on the scale of `severity` (`recalibratedSeverity(k)` for the shipped network; k when absent). */
  levels?: number[];
}

/**
 * The expected-severity anchor of a reading: the network's expectation over the reading's sentences
 * without its reasons and relief (reader/severity.ts `bareDocument`, by the reader's roles) and its
 * central change (`expectedSeverity`), mixed over the sentences the central change may be
 * (`centralCandidates`): expectation and distribution are the candidates' weighted means.
 * @param net the expected-severity network (default: the shipped one).
 * @returns null when the reader found no change in the text (as `referenceAnchor`).
 */
export function expectedAnchor(reading: DocumentReading, net: Net = shippedSeverityNet()): ExpectedAnchor | null {
  if (reading.central === null) return null;
  const shipped = net === shippedSeverityNet();
  const texts = reading.sentences.map((s) => s.text);
  const roles = reading.sentences.map((s) => s.role.label);
  const modalities = reading.sentences.map((s) => s.modality.label);
  const candidates = centralCandidates(reading);
  let severity = 0;
  const distribution = [0, 0, 0, 0, 0];
  for (const c of candidates) {
    const bare = bareDocument(texts, roles, c.index, modalities);
    const raw = expectedSeverity(bare.sentences, bare.central, net, shipped ? shippedSeverityTemperature() : 1);
    severity += c.weight * raw.severity;
    raw.distribution.forEach((p, k) => (distribution[k]! += c.weight * p));
  }
  const recalibrated = shipped ? recalibratedSeverity(severity) : severity;
  const levels = distribution.map((_, k) => (shipped ? recalibratedSeverity(k) : k));
  return { severity: recalibrated, risk: expectedRisk(recalibrated, 1), distribution, levels };
}

/**
 * How many sentences the expected severity weighs as the possible central change
 * (`centralCandidates`). ASSUMPTION, checked against 1 (the reader's central sentence alone) on the
 * 123 dev cases (expected severity alone, 5-fold ρ 0.319 → 0.341, AUC 0.638 → 0.665) and on an
 * outsider's 40-text kind probe (ρ with the key 0.647 → 0.650; docs/decisions.md, fourteenth session).
 */
export const CENTRAL_CANDIDATES = 3;

/**
 * The sentences the central change may be, with weights summing to 1: the reader's central sentence
 * and its runners-up among the sentences likely enough to be a change (read.ts
 * FALLBACK_CHANGE_THRESHOLD), at most CENTRAL_CANDIDATES, each weighed by P(change) × P(central) —
 * the score the reader chose its central sentence by. The expected severity is the mixture over them,
 * so an unsure reading (the central sentence at P 0.11) is not read as sure.
 */
export function centralCandidates(reading: DocumentReading): { index: number; weight: number }[] {
  if (reading.central === null) return [];
  const scored = reading.sentences
    .map((s, index) => ({ index, score: s.pChange * s.pCentral, ok: s.pChange >= FALLBACK_CHANGE_THRESHOLD }))
    .filter((c) => c.ok && c.index !== reading.central)
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.max(0, CENTRAL_CANDIDATES - 1));
  const first = reading.sentences[reading.central]!;
  const all = [{ index: reading.central, score: first.pChange * first.pCentral }, ...scored];
  const total = all.reduce((a, c) => a + c.score, 0);
  return all.map((c) => ({ index: c.index, weight: total > 0 ? c.score / total : c.index === reading.central ? 1 : 0 }));
}

/**
 * The shipped network's expectation put back on the writers' 0–4 scale, a + b·s clamped to [0, 4]
 * (severity-recalibration.data.ts, fitted by scripts/reader/recalibrate-severity.ts on writers the
 * network never saw: an expectation regresses to the middle of the scale).
 */
export function recalibratedSeverity(s: number): number {
  return Math.min(CALIBRATION.maxSeverity, Math.max(0, SEVERITY_RECALIBRATION.a + SEVERITY_RECALIBRATION.b * s));
}

/** Everything a run's risk is blended with (`riskAnchors`). */
export interface RiskAnchors {
  /** The comparable real cases, or null. */
  reference: ReferenceAnchor | null;
  /** The expected severity, or null. */
  expected: ExpectedAnchor | null;
  /** The parts in force under the calibration (`anchorParts`). */
  parts: AnchorPart[];
}

/**
 * The anchors of a reading under a calibration: the comparable cases among `pool` (k =
 * `referenceK`), the expected severity, and the parts they give at the calibration's weights. The
 * one place run.ts and links/replicates.ts get them, so the report's risk and the links' replicate
 * risks are blended alike.
 */
export function riskAnchors(reading: DocumentReading, pool: readonly ReferenceCaseData[], c: Pick<Calibration, 'referenceK' | 'referenceWeight' | 'severityWeight' | 'severityScale'>): RiskAnchors {
  const reference = referenceAnchor(reading, pool, c.referenceK);
  const expected = expectedAnchor(reading);
  return { reference, expected, parts: anchorParts(reference, expected, c) };
}

/**
 * The bare plan's run that anchors are scaled against (`anchorOutcome`): the same worlds without the
 * text's framing; the base run itself when the text has none (the two would be the same run).
 * @param base the base run's simulated (unblended) outcome; @param run runs the ensemble with given levers.
 */
export function bareRun(levers: Levers, base: EnsembleOutcome, run: (levers: Levers) => EnsembleOutcome): EnsembleOutcome {
  return hasFraming(levers) ? run(withoutFraming(levers)) : base;
}

/** An expected severity (0–4) stretched by `scale` (calibration.ts `severityScale`, at most 4) as a risk, 20·s + 10. */
export function expectedRisk(severity: number, scale: number): number {
  const per = CALIBRATION.riskPerSeverity;
  return per * Math.min(CALIBRATION.maxSeverity, scale * severity) + per / 2;
}

/** One risk the simulated risk is blended with, and its weight. */
export interface AnchorPart {
  risk: number;
  weight: number;
}

/**
 * The parts a risk is blended with under a calibration: the comparable cases at `referenceWeight`
 * and the expected severity at `severityWeight`, the severity stretched by `severityScale` (at most
 * 4), each when present and weighted above 0.
 */
export function anchorParts(reference: ReferenceAnchor | null, expected: ExpectedAnchor | null, c: Pick<Calibration, 'referenceWeight' | 'severityWeight' | 'severityScale'>): AnchorPart[] {
  const parts: AnchorPart[] = [];
  if (reference && c.referenceWeight > 0) parts.push({ risk: reference.risk, weight: c.referenceWeight });
  if (expected && c.severityWeight > 0) parts.push({ risk: expectedRisk(expected.severity, c.severityScale ?? 1), weight: c.severityWeight });
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
 * The anchors of a run scaled by its simulated risk over the bare plan's (`anchorRatio`): the anchors
 * say how strongly the bare plan is met, the simulation how far the text's own framing, or a lever,
 * moves that.
 */
export function scaledParts(parts: readonly AnchorPart[], ratio: number): AnchorPart[] {
  return ratio === 1 ? [...parts] : parts.map((p) => ({ ...p, risk: p.risk * ratio }));
}

/**
 * Simulated risk of a run over the bare plan's run (the same worlds without the text's framing,
 * simulation/levers.ts `withoutFraming`), within [0, CALIBRATION.maxAnchorRatio], to the power
 * CALIBRATION.anchorRatioExponent; 1 when the bare plan's risk is under CALIBRATION.minBareRisk (no scale to move).
 */
export function anchorRatio(simulated: number, bare: number): number {
  const { minBareRisk, maxAnchorRatio, anchorRatioExponent } = CALIBRATION;
  return bare < minBareRisk ? 1 : Math.min(maxAnchorRatio, Math.max(0, simulated / bare)) ** anchorRatioExponent;
}

/**
 * An ensemble outcome with every replicate's risk blended (`anchorRisk`), so the headline risk, its
 * interval, and the measured effects of mitigations and ablations all speak of the same risk.
 * @param bare the run of the same worlds without the text's framing, when the anchors describe the
 *   bare plan (the expected severity reads the text without its reasons and relief: reader/severity.ts
 *   `bareDocument`): each replicate's anchors are scaled by its simulated risk over the bare run's
 *   (`anchorRatio`), so the text's own reasons and relief lower the headline as the simulation says, and
 *   a lever that halves the simulated risk halves the anchors' part too (with the anchors at up to 0.9
 *   of the blend, plain differences of blends would shrink every measured effect tenfold). Without
 *   `bare`: anchors unscaled.
 */
export function anchorOutcome(outcome: EnsembleOutcome, parts: readonly AnchorPart[], bare?: EnsembleOutcome): EnsembleOutcome {
  if (!parts.length) return outcome;
  return {
    ...outcome,
    risk: outcome.risk.map((r, i) => {
      const u = bare?.risk[i];
      return anchorRisk(r, scaledParts(parts, u === undefined ? 1 : anchorRatio(r, u)));
    }),
  };
}
