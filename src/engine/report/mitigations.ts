/**
 * Mitigations (docs/engine.md step 5): each measure's `expected_risk_reduction` is measured by a
 * counterfactual run with its frame switched on (or, for a frame the plan already has, switched
 * off), on the same worlds as the base run.
 */
import { FRAMING_EFFECTS } from '../population/priors.js';
import type { Mechanism } from '../text/lexicon.js';
import type { Frame } from '../simulation/levers.js';
import { mean } from '../stats.js';
import { REPORT } from '../constants.js';
import type { Mitigation } from '../types.js';
import type { Catalog, ReportInputs } from './context.js';
import { r1 } from './format.js';
import { meanRiskDifference } from './outcome.js';

/** One mitigation entry for `frame`; risk figures in points on the 0–100 scale. */
function mitigation(inp: ReportInputs, frame: Frame, cat: Catalog, reduction: number, residual: number, alreadyInPlan: boolean): Mitigation {
  return {
    id: `mit_${frame}`,
    action: cat.frames[frame]!.action,
    rationale: cat.frames[frame]!.rationale,
    // Mechanisms the frame dampens (FRAMING_EFFECTS) that the scenario engages.
    addresses: Object.keys(FRAMING_EFFECTS[frame] ?? {})
      .filter((m) => inp.levers.mechanisms[m as Mechanism] > REPORT.addressedMechanism)
      .map((m) => cat.mechanisms[m]!),
    expected_risk_reduction: r1(Math.max(0, reduction)),
    residual_risk: r1(residual),
    already_in_plan: alreadyInPlan,
  };
}

/**
 * The report's `mitigations`: measures not yet in the plan (largest reduction first), then those
 * already in it, with their measured benefit (the risk added when they are switched off).
 */
export function buildMitigations(inp: ReportInputs, cat: Catalog): Mitigation[] {
  const { base } = inp;
  const mitigations: Mitigation[] = [];
  for (const [frame, cf] of inp.mitigations) mitigations.push(mitigation(inp, frame, cat, meanRiskDifference(base, cf), mean(cf.risk), false));
  for (const [frame, cf] of inp.frameRemovals) mitigations.push(mitigation(inp, frame, cat, meanRiskDifference(cf, base), mean(base.risk), true));
  return mitigations.sort(
    (a, b) => Number(a.already_in_plan) - Number(b.already_in_plan) || b.expected_risk_reduction - a.expected_risk_reduction || a.id.localeCompare(b.id),
  );
}
