/**
 * Calibration weights of the engine: one multiplier per appraisal mechanism and the gain from
 * summed pressure to stance. Fitted on ../shared/cases/dev.json by `npm run bench:cases -- --fit`
 * (procedure in `calibrate.ts` and docs/engine.md), written to `calibration.data.ts`.
 */
import { MECHANISMS, type Mechanism } from './text/lexicon.js';
import { CALIBRATION } from './constants.js';

/** Engine weights that calibration sets. */
export interface Calibration {
  /** Multiplier of each mechanism's pressure (1 = as the priors give it). */
  mechanismWeights: Record<Mechanism, number>;
  /** Gain from summed, weighted pressure to stance. */
  pressureGain: number;
  /** Exponent γ of the monotone risk curve 100·(raw/100)^γ (report/risk.ts); 1 = identity. */
  riskCurve: number;
  /**
   * Weight w of the comparable real cases in the risk: (1 − w)·simulated + w·reference
   * (reference/anchor.ts); 0 = the simulation alone. Fitted within CALIBRATION.referenceWeights.
   */
  referenceWeight: number;
  /**
   * Weight of the expected severity (reader/severity.ts, learned from the corpus's writer severities)
   * in the risk, beside `referenceWeight`: (1 − w − w_s)·simulated + w·reference + w_s·expected.
   * Fitted within CALIBRATION.severityWeights (docs/decisions.md, eighth session); 0 = not used.
   */
  severityWeight: number;
  /**
   * Factor s on the expected severity before it becomes a risk: 20·min(4, s·expected) + 10. The
   * corpus's writers judge a plan's reaction on their own scale, and real cases (selected because they
   * drew a notable reaction) sit above it; s, fitted within CALIBRATION.severityScales inside the
   * folds, stretches that scale and leaves good news (expected near 0) near 0, where a shift would
   * lift it (docs/decisions.md, ninth session). 1 = none.
   */
  severityScale: number;
  /** Nearest reference cases averaged into the reference severity (reference/comparable.ts); fitted within CALIBRATION.referenceKs. */
  referenceK: number;
}

/** The uncalibrated starting point: every mechanism at weight 1, gain CALIBRATION.priorPressureGain (0.9), γ 1, no reference cases and no expected severity (w 0, w_s 0; k CALIBRATION.priorReferenceK). */
export const PRIOR_CALIBRATION: Calibration = {
  mechanismWeights: Object.fromEntries(MECHANISMS.map((m) => [m, 1])) as Record<Mechanism, number>,
  pressureGain: CALIBRATION.priorPressureGain,
  riskCurve: 1,
  referenceWeight: 0,
  severityWeight: 0,
  severityScale: 1,
  referenceK: CALIBRATION.priorReferenceK,
};
