/**
 * Levers: the part of the scenario features the dynamics read, in a form counterfactual runs can
 * edit (switch a mechanism off for a failure-mode ablation, switch a frame on for a mitigation).
 */
import { MECHANISMS, ISSUE_TYPES, type Mechanism, type RoleTarget } from '../text/lexicon.js';
import type { ScenarioFeatures } from '../text/features.js';
import type { Calibration } from '../calibration.js';
import { LEVERS } from '../constants.js';

/** Framing cues the simulation acts on (the featurizer's cues minus `evidence`), in a fixed order. */
export const FRAMES = ['justification', 'compensation', 'grandfathering', 'opt_out', 'phase_in', 'consultation', 'hedging'] as const;
/** One of FRAMES. */
export type Frame = (typeof FRAMES)[number];

/** Scenario levers of one run. Intensities and strengths in [0, 1]. */
export interface Levers {
  mechanisms: Record<Mechanism, number>;
  /** Exposure of each role (ROLE order) to each mechanism, in [0, 1]. */
  exposure: Record<Mechanism, Float32Array>;
  frames: Record<Frame, number>;
  /** Scale of the loss mechanism's price part: saturating in the size of the change. */
  lossMagnitude: number;
  identityDirection: number;
  sentiment: number;
  moralEmotionalWords: number;
  outgroupWords: number;
  /** Calibrated mechanism weights and pressure gain. */
  calibration: Calibration;
}

const PRICE_ISSUES = new Set(['price_increase', 'new_fee', 'tax_levy']);

/** Exposure of a role (ROLE order: customer, non_user, employee, partner, investor, commentator, activist) to an issue's targets. */
function roleExposure(targets: RoleTarget[]): number[] {
  const has = (t: RoleTarget) => targets.includes(t);
  const x = LEVERS.exposure;
  const publicLevel = has('public') ? x.publicNamed : x.publicNotNamed;
  return [
    has('customers') ? x.targeted : publicLevel,
    publicLevel,
    has('employees') ? x.targeted : has('customers') ? x.staffOfCustomerIssue : publicLevel,
    has('partners') ? x.targeted : has('customers') ? x.staffOfCustomerIssue : publicLevel,
    x.investor,
    x.commentator,
    has('public') ? x.activistPublicNamed : x.activistOtherwise,
  ];
}

/**
 * Derives the levers from the features. The loss magnitude saturates in the price change:
 * 1 − exp(−change / 0.15), so +4 % → 0.23, +26 % → 0.82; 0.6 when no figure is given.
 */
export function leversFromFeatures(f: ScenarioFeatures, calibration: Calibration): Levers {
  const exposure = {} as Record<Mechanism, Float32Array>;
  for (const mech of MECHANISMS) {
    const e = new Float32Array(7);
    for (const src of f.mechanismSources[mech]) {
      const issue = ISSUE_TYPES.find((i) => i.id === src.type)!;
      const ex = roleExposure(issue.targets);
      for (let r = 0; r < 7; r++) e[r]! += src.share * ex[r]!;
    }
    exposure[mech] = e;
  }
  const priceShare = f.mechanismSources.loss.filter((s) => PRICE_ISSUES.has(s.type)).reduce((a, s) => a + s.share, 0);
  const magnitude = f.priceChange === null ? LEVERS.lossWithoutFigure : 1 - Math.exp(-Math.max(0, f.priceChange) / LEVERS.lossChangeScale);
  const frames = {} as Record<Frame, number>;
  for (const fr of FRAMES) frames[fr] = f.framing[fr]?.strength ?? 0;
  return {
    mechanisms: { ...f.mechanisms },
    exposure,
    frames,
    lossMagnitude: priceShare * magnitude + (1 - priceShare),
    identityDirection: f.identityDirection,
    sentiment: f.sentiment,
    moralEmotionalWords: f.moralEmotionalWords,
    outgroupWords: f.outgroupWords,
    calibration,
  };
}

/** A copy of `levers` with one mechanism switched off. */
export function withoutMechanism(levers: Levers, mech: Mechanism): Levers {
  return { ...levers, mechanisms: { ...levers.mechanisms, [mech]: 0 } };
}

/** A copy of `levers` with one frame set to `strength`. */
export function withFrame(levers: Levers, frame: Frame, strength: number): Levers {
  return { ...levers, frames: { ...levers.frames, [frame]: strength } };
}
