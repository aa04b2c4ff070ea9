/**
 * The plan's own framing held to the same plausible bounds as a proposed lever (issue 21 item 1;
 * report/playbook.ts LEVER_SPECS `maxShare`). A mitigation's measured effect is capped at its lever's
 * plausible share, but the headline risk carried the whole simulated effect of the framing the text
 * already has: an overnight closure of an emergency department with an extra ambulance read at 35/100
 * with "something offered back" worth −24.2 points, where the lever's bound allows 35 % of the risk
 * without it (blind read 25; the season-ticket rise of blind read 22 alike). Here each framing in the
 * plan is measured as the report measures it (the run with that frame switched off) and what it
 * saves beyond its bound is added back to every run that has the frame on, so the headline, the
 * drivers and every counterfactual speak of the same bounded risk. Pure.
 */
import type { EnsembleOutcome } from '../simulation/ensemble.js';
import type { Frame, Levers } from '../simulation/levers.js';
import { mean } from '../stats.js';
import { LEVER_SPECS, type LeverCandidate } from './playbook.js';

/** A framing the plan has, and the run that measures it. */
export interface PlanFraming {
  frame: Frame;
  /** Key of the run with the frame switched off (`frame:<frame>:off`). */
  runKey: string;
  /** The largest share of the risk without it that it may be credited with (its lever's `maxShare`). */
  maxShare: number;
  /** The lever candidate whose run switches it off (playbook.ts `candidateLevers` makes that run's levers). */
  candidate: LeverCandidate;
}

/** The frame a counterfactual run switches off (`frame:<frame>:off`, report/playbook.ts), or undefined for any other run. */
export function frameSwitchedOff(runKey: string): Frame | undefined {
  return /^frame:(\w+):off$/.exec(runKey)?.[1] as Frame | undefined;
}

/**
 * The framings in the plan among a report's lever candidates (those measured by switching a frame
 * off), one per frame, with the most generous bound when several levers share it.
 */
export function planFramings(candidates: readonly LeverCandidate[]): PlanFraming[] {
  const out = new Map<string, PlanFraming>();
  for (const c of candidates) {
    const frame = c.inPlan ? frameSwitchedOff(c.runKey) : undefined;
    if (!frame) continue;
    const maxShare = LEVER_SPECS[c.kind].maxShare;
    const seen = out.get(frame);
    if (!seen || seen.maxShare < maxShare) out.set(frame, { frame, runKey: c.runKey, maxShare, candidate: c });
  }
  return [...out.values()];
}

/**
 * Points of risk (0–100) each framing in the plan saves beyond its bound: mean risk without it less
 * the base's, less `maxShare` × the mean risk without it; 0 when within the bound or not measured.
 * @param base the base run (blended with its anchors); @param runs the counterfactual runs by key.
 */
export function framingExcess(base: EnsembleOutcome, runs: ReadonlyMap<string, EnsembleOutcome>, framings: readonly PlanFraming[]): Map<Frame, number> {
  const out = new Map<Frame, number>();
  const baseRisk = mean(base.risk);
  for (const f of framings) {
    const off = runs.get(f.runKey);
    if (!off) continue;
    const without = mean(off.risk);
    const excess = without - baseRisk - f.maxShare * without;
    if (excess > 0) out.set(f.frame, excess);
  }
  return out;
}

/**
 * An outcome with the excess of every framing its levers have on (strength above 0) added to each
 * replicate's risk, within 0–100; the outcome itself when there is none.
 */
export function boundedOutcome(outcome: EnsembleOutcome, levers: Pick<Levers, 'frames'>, excess: ReadonlyMap<Frame, number>): EnsembleOutcome {
  let shift = 0;
  for (const [frame, e] of excess) if (levers.frames[frame] > 0) shift += e;
  if (shift <= 0) return outcome;
  return { ...outcome, risk: outcome.risk.map((r) => Math.min(100, r + shift)) };
}
