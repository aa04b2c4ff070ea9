/**
 * Mitigations (docs/engine.md step 5): each measure's `expected_risk_reduction` is measured by a
 * counterfactual run with its frame switched on (or, for a frame the plan already has, switched
 * off), on the same worlds as the base run.
 */
import { FRAMING_EFFECTS } from '../population/priors.js';
import type { Mechanism } from '../text/lexicon.js';
import { FRAMES, type Frame } from '../simulation/levers.js';
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
    // A measure the plan has in part (relief for some only) is worded as widening it, not as something missing.
    action: (!alreadyInPlan && inp.levers.frames[frame] > 0 ? cat.frames[frame]!.action_widen : undefined) ?? cat.frames[frame]!.action,
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
 * Measures that make sense for the main change's class: a stance on a cause cannot be
 * grandfathered, opted out of or compensated; a tax or a public rule binds everyone, so it has no
 * opt-out and no existing customers to spare; a closed service or lost jobs cannot be kept until
 * renewal (no grandfathering). The simulation measures every frame; the report
 * proposes only these (measures already in the plan are always shown).
 */
function fittingFrames(mainChange: string | null): Set<Frame> {
  const cls = (mainChange ?? '').replace(/_(up|down)$/, '');
  if (['cause', 'partnership', 'donation', 'appointment'].includes(cls)) return new Set<Frame>(['justification', 'consultation', 'apology', 'hedging']);
  if (cls === 'tax' || cls === 'public_rule') return new Set<Frame>(['justification', 'compensation', 'phase_in', 'consultation', 'apology', 'hedging']);
  // A closed branch, a cut route or lost jobs cannot be kept for existing customers "until renewal"; alternatives, notice and support can.
  if (cls === 'service_level' || cls === 'jobs') return new Set<Frame>(FRAMES.filter((f) => f !== 'grandfathering'));
  return new Set<Frame>(FRAMES);
}

/**
 * The report's `mitigations`: measures not yet in the plan (largest reduction first), then those
 * already in it, with their measured benefit (the risk added when they are switched off).
 */
export function buildMitigations(inp: ReportInputs, cat: Catalog): Mitigation[] {
  const { base } = inp;
  const mitigations: Mitigation[] = [];
  const fits = fittingFrames(inp.features.mainChange);
  for (const [frame, cf] of inp.mitigations) if (fits.has(frame)) mitigations.push(mitigation(inp, frame, cat, meanRiskDifference(base, cf), mean(cf.risk), false));
  for (const [frame, cf] of inp.frameRemovals) mitigations.push(mitigation(inp, frame, cat, meanRiskDifference(cf, base), mean(base.risk), true));
  return mitigations.sort(
    (a, b) => Number(a.already_in_plan) - Number(b.already_in_plan) || b.expected_risk_reduction - a.expected_risk_reduction || a.id.localeCompare(b.id),
  );
}
