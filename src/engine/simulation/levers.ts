/**
 * Levers: the part of the scenario features the dynamics read, in a form counterfactual runs can
 * edit (switch a mechanism off for a failure-mode ablation, switch a frame on for a mitigation).
 */
import type { Mechanism } from '../text/lexicon.js';
import type { ChangeInput, ScenarioFeatures } from '../text/features.js';
import type { Calibration } from '../calibration.js';
import { ROLE } from '../population/sample.js';

/** Framing cues the simulation acts on, in a fixed order. */
export const FRAMES = ['justification', 'compensation', 'grandfathering', 'opt_out', 'phase_in', 'consultation', 'apology', 'hedging'] as const;
/** One of FRAMES. */
export type Frame = (typeof FRAMES)[number];

/** Scenario levers of one run. Intensities and strengths in [0, 1]. */
export interface Levers {
  /** Mechanism intensities (the largest loss each could cause); 0 switches a mechanism off. */
  mechanisms: Record<Mechanism, number>;
  /** The announced changes: valence per group, weight, mechanism shares of a loss. */
  changes: ChangeInput[];
  /** Roles (ROLE order) some change lands on directly: they hear of it first. */
  directRoles: Uint8Array;
  frames: Record<Frame, number>;
  /** A compensation is aimed at those with least: lower-income customers keep most of what others lose. */
  reliefForLowIncome: boolean;
  moralEmotionalWords: number;
  outgroupWords: number;
  /** Calibrated mechanism weights and pressure gain. */
  calibration: Calibration;
}

/** Derives the levers from the features. */
export function leversFromFeatures(f: ScenarioFeatures, calibration: Calibration): Levers {
  const frames = {} as Record<Frame, number>;
  for (const fr of FRAMES) frames[fr] = f.framing[fr]?.strength ?? 0;
  const directRoles = new Uint8Array(7);
  for (const c of f.changes) {
    if (c.landsOn === 'affected') directRoles[ROLE.customer] = 1;
    if (c.landsOn === 'employees' || c.valence.employees !== undefined) directRoles[ROLE.employee] = 1;
  }
  return {
    mechanisms: { ...f.mechanisms },
    changes: f.changes,
    directRoles,
    frames,
    reliefForLowIncome: f.understanding.reliefForLowIncome,
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
