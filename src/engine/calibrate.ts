/**
 * Calibration of the engine on real cases (issue 3 item 7; ../shared/cases/README.md). Pure:
 * takes case texts with their observed severity, returns weights. The procedure:
 *
 * 1. Features and replicate worlds are built once per case (fast settings: 500 agents, 4
 *    replicates, 4 rounds, seed 1); only the dynamics are re-run per candidate.
 * 2. Parameters: the pressure gain and the risk curve exponent γ (and log-multipliers of the 7
 *    mechanism weights when CALIBRATION.fitMechanismWeights; off, as they overfit 80 cases).
 * 3. Objective (maximised): Spearman(risk, severity) + 0.5·AUC(risk, reversed)
 *    − 0.25·mean|risk − (20·severity + 10)|/20 (a continuous version of the quintile MAE)
 *    − 0.25·Σ log(w)² (shrinkage toward the priors, so
 *    16 cases cannot pull a weight far without strong evidence).
 * 4. Coordinate search: for each parameter, try multipliers ×0.5, ×0.8, ×1.25, ×2 and keep the
 *    best; 4 sweeps; weights bounded to [0.2, 5], the risk curve's exponent to [0.8, 1.25].
 * 5. Anchors (reference/anchor.ts): with the simulation's scale fixed, the weight w of the comparable
 *    real cases' severity (issue 20 item 4), its number of neighbours k, and the weight w_s of the
 *    expected severity learned from the corpus are chosen on the same objective from
 *    CALIBRATION.referenceWeights × referenceKs × severityWeights × severityScales (w + w_s at most
 *    CALIBRATION.maxAnchorWeight), each case anchored in the library's other training cases only
 *    (never in itself).
 * 6. Honest error: the case bench fits inside its folds (bench/cases.ts).
 *
 * Nothing here reads a case's id, actor or words: only its text goes through the featurizer.
 */
import { extractFeatures, type ScenarioFeatures } from './text/features.js';
import { MECHANISMS } from './text/lexicon.js';
import { leversFromFeatures, type Levers } from './simulation/levers.js';
import { buildWorlds, runEnsemble, type World } from './simulation/ensemble.js';
import { auc, clamp, mean, spearman } from './stats.js';
import { CALIBRATION } from './constants.js';
import type { Calibration } from './calibration.js';
import { anchorParts, anchorRatio, anchorRisk, bareRun, expectedAnchor, referenceAnchor, scaledParts } from './reference/anchor.js';
import type { ReferenceCaseData } from './reference/comparable.js';

/** One labelled case: the text the service would see, and what really happened. */
export interface LabelledCase {
  /** The case's id in the reference library, when it is there (so it is never its own comparable). */
  id?: string;
  scenario: string;
  severity: number;
  reversed: boolean;
}

/** Settings of the fast scorer used inside the search. */
export const FIT_SETTINGS = CALIBRATION.fitSettings;

/** Risk 0–100 → severity 0–4 by quintiles (cases/README.md). */
export function riskToSeverity(risk: number): number {
  return clamp(Math.floor(risk / CALIBRATION.riskPerSeverity), 0, CALIBRATION.maxSeverity);
}

/** Mean absolute error between quintile-mapped risk and severity. */
export function severityMae(risks: readonly number[], severities: readonly number[]): number {
  return mean(risks.map((r, i) => Math.abs(riskToSeverity(r) - severities[i]!)));
}

interface Prepared {
  id?: string;
  features: ScenarioFeatures;
  worlds: World[];
  severity: number;
  reversed: boolean;
}

/** Builds features and worlds once per case. */
export function prepareCases(cases: readonly LabelledCase[], settings = FIT_SETTINGS): Prepared[] {
  return cases.map((c) => {
    const features = extractFeatures(c.scenario);
    return { id: c.id, features, worlds: buildWorlds(features, settings.nAgents, settings.replicates, settings.seed), severity: c.severity, reversed: c.reversed };
  });
}

/** Mean simulated risk of a prepared case under `calibration` (the simulation alone, before any reference anchor). */
export function scorePrepared(p: Prepared, calibration: Calibration, settings = FIT_SETTINGS): number {
  return mean(runEnsemble(p.worlds, leversFromFeatures(p.features, calibration), settings.nRounds, settings.seed).risk);
}

/** Fitted parameters: the risk's scale, and the mechanism weights only when CALIBRATION.fitMechanismWeights says so. */
const PARAMS: readonly string[] = [...(CALIBRATION.fitMechanismWeights ? MECHANISMS.map((m) => `w:${m}`) : []), 'gain', 'curve'];
const { steps: STEPS, shrink: SHRINK } = CALIBRATION;

function get(c: Calibration, p: string): number {
  if (p === 'curve') return c.riskCurve;
  return p === 'gain' ? c.pressureGain : c.mechanismWeights[p.slice(2) as keyof Calibration['mechanismWeights']];
}

function set(c: Calibration, p: string, v: number): Calibration {
  if (p === 'gain') return { ...c, pressureGain: v };
  if (p === 'curve') return { ...c, riskCurve: v };
  return { ...c, mechanismWeights: { ...c.mechanismWeights, [p.slice(2)]: v } };
}

/** The objective of step 3 for a set of prepared cases. */
export function objective(prepared: Prepared[], c: Calibration, prior: Calibration): number {
  return objectiveOfRisks(prepared, prepared.map((p) => scorePrepared(p, c)), c, prior);
}

/** The objective of step 3 for given risks of the prepared cases. */
function objectiveOfRisks(prepared: Prepared[], risks: number[], c: Calibration, prior: Calibration): number {
  const sev = prepared.map((p) => p.severity);
  const rho = spearman(risks, sev);
  const a = auc(risks, prepared.map((p) => p.reversed));
  let penalty = 0;
  for (const p of PARAMS) penalty += Math.log(get(c, p) / get(prior, p)) ** 2;
  // Continuous level error: distance from the middle of the severity's quintile, in severity units
  // (the stepwise quintile MAE is flat almost everywhere, so a search cannot follow it).
  const perSeverity = CALIBRATION.riskPerSeverity;
  const levelError = mean(risks.map((r, i) => Math.abs(r - (perSeverity * sev[i]! + perSeverity / 2)) / perSeverity));
  // A constant side (NaN) scores as no information: Spearman 0, AUC 0.5.
  return (Number.isNaN(rho) ? 0 : rho) + CALIBRATION.aucWeight * (Number.isNaN(a) ? 0.5 : a) - CALIBRATION.levelWeight * levelError - SHRINK * penalty;
}

/**
 * Fits the weights on `prepared` starting from `prior` (procedure steps 2–5).
 * @param references the reference library to anchor in (step 5); the cases' own entries are left
 *   out of their own anchors by id. Empty: no anchoring is fitted (w stays at the prior's).
 */
export function fitCalibration(
  prepared: Prepared[],
  prior: Calibration,
  references: readonly ReferenceCaseData[] = [],
  sweeps: number = CALIBRATION.sweeps,
): { calibration: Calibration; objective: number } {
  const scaled = fitScale(prepared, prior, sweeps);
  if (!references.length) return scaled;
  return fitReference(prepared, scaled.calibration, prior, references);
}

/**
 * Step 5: k, w and w_s on a grid, the simulated risks fixed. Ties keep the earlier point of the
 * grid (smaller k, w, w_s), so an anchor enters only when it helps.
 */
function fitReference(prepared: Prepared[], scaled: Calibration, prior: Calibration, references: readonly ReferenceCaseData[]): { calibration: Calibration; objective: number } {
  // The anchors describe the bare plan: scaled by the simulated risk over the run without the text's framing (run.ts).
  const runs = prepared.map((p) => {
    const levers = leversFromFeatures(p.features, scaled);
    const run = (l: Levers) => runEnsemble(p.worlds, l, FIT_SETTINGS.nRounds, FIT_SETTINGS.seed);
    const base = run(levers);
    return { simulated: mean(base.risk), bare: mean(bareRun(levers, base, run).risk) };
  });
  const simulated = runs.map((r) => r.simulated);
  const ratios = runs.map((r) => anchorRatio(r.simulated, r.bare));
  const expected = prepared.map((p) => expectedAnchor(p.features.understanding.reading));
  let best = { calibration: scaled, objective: -Infinity };
  for (const k of CALIBRATION.referenceKs) {
    const anchors = prepared.map((p) => referenceAnchor(p.features.understanding.reading, p.id === undefined ? references : references.filter((r) => r.id !== p.id), k));
    for (const w of CALIBRATION.referenceWeights) {
      for (const ws of CALIBRATION.severityWeights) {
        if (w + ws > CALIBRATION.maxAnchorWeight + 1e-9) continue;
        // The scale moves the expected severity's part only: with w_s 0 it is 1.
        for (const scale of ws > 0 ? CALIBRATION.severityScales : [1]) {
          const c = { ...scaled, referenceWeight: w, severityWeight: ws, severityScale: scale, referenceK: k };
          const score = objectiveOfRisks(prepared, simulated.map((r, i) => anchorRisk(r, scaledParts(anchorParts(anchors[i]!, expected[i]!, c), ratios[i]!))), c, prior);
          if (score > best.objective + 1e-9) best = { calibration: c, objective: score };
        }
      }
    }
  }
  return best;
}

/** Steps 2–4: the simulation's scale (and mechanism weights when switched on) by coordinate search. */
function fitScale(prepared: Prepared[], prior: Calibration, sweeps: number): { calibration: Calibration; objective: number } {
  let best = prior;
  let bestScore = objective(prepared, best, prior);
  for (let s = 0; s < sweeps; s++) {
    let improved = false;
    for (const p of PARAMS) {
      for (const step of STEPS) {
        const [lo, hi] = p === 'curve' ? CALIBRATION.curveBounds : [CALIBRATION.minWeight, CALIBRATION.maxWeight];
        const v = clamp(get(best, p) * step, lo, hi);
        const candidate = set(best, p, v);
        const score = objective(prepared, candidate, prior);
        if (score > bestScore + 1e-9) {
          best = candidate;
          bestScore = score;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return { calibration: best, objective: bestScore };
}
