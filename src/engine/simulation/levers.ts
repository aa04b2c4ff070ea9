/**
 * Levers: the part of the scenario features the dynamics read, in a form counterfactual runs can
 * edit (switch a mechanism off for a failure-mode ablation, switch a frame on for a mitigation).
 */
import { MECHANISMS, type Mechanism } from '../text/lexicon.js';
import { worstLoss, type ChangeInput, type ScenarioFeatures } from '../text/features.js';
import type { Calibration } from '../calibration.js';
import { ROLE } from '../population/sample.js';
import { exemptedInText, SPARED_AGE_BAND } from '../text/exemptions.js';

/** Framing cues the simulation acts on, in a fixed order (understand/lexicon.ts FRAMING_CUES). */
export const FRAMES = ['justification', 'compensation', 'grandfathering', 'opt_out', 'exit', 'phase_in', 'consultation', 'apology', 'hedging'] as const;
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
  /**
   * An exemption tested by a counterfactual run (report/playbook.ts `exempt`): customers of the
   * listed age bands (AGE order) or of the lowest income band are spared the loss of the change at
   * index `change` of `changes`. Null in the base run (the text's own relief acts through `frames`).
   */
  exemption: Exemption | null;
  /**
   * The text's own exemption of the main change (text/exemptions.ts: "Residents aged 65 and over will be
   * exempt", "las familias con bono social no pagarán"): those customers are spared its loss, as an
   * `exemption` lever would spare them, so the measured effect of proposing an exemption and the effect of
   * the plan already having one are the same. Null when the text spares no named group (residents spared
   * as a whole are left to the relief cues: the non-resident payers are not in the population).
   */
  textExemption: Exemption | null;
  /** Calibrated mechanism weights and pressure gain. */
  calibration: Calibration;
}

/** Customers spared one change in a counterfactual run: by age band (indexes into AGE.labels) and/or low income. */
export interface Exemption {
  change: number;
  ageBands: readonly number[];
  lowIncome: boolean;
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
    exemption: null,
    textExemption: textExemption(f),
    calibration,
  };
}

/** The text's own exemption of its main change as levers hold it, or null (`Levers.textExemption`). */
function textExemption(f: ScenarioFeatures): Exemption | null {
  const named = exemptedInText(f).filter((x) => !x.whole);
  const change = f.changes.findIndex((c) => c.type === f.mainChange);
  if (!named.length || change < 0) return null;
  const ageBands = named.flatMap((x) => (x.group === 'low_income' ? [] : [SPARED_AGE_BAND[x.group]]));
  return { change, ageBands, lowIncome: named.some((x) => x.group === 'low_income') };
}

/** Whether customer `i` of age band `age` and income band `income` is spared by `ex` (0 is the lowest income band). */
export function isExempt(ex: Exemption | null, age: number, income: number): boolean {
  return ex !== null && (ex.ageBands.includes(age) || (ex.lowIncome && income === 0));
}

/** A copy of `levers` with one mechanism switched off. */
export function withoutMechanism(levers: Levers, mech: Mechanism): Levers {
  return { ...levers, mechanisms: { ...levers.mechanisms, [mech]: 0 } };
}

/**
 * The bare plan: a copy of `levers` with none of the text's framing (every frame 0, no relief aimed
 * at lower incomes, no exemption of its own). The run the anchors are scaled against (reference/anchor.ts `anchorOutcome`).
 */
export function withoutFraming(levers: Levers): Levers {
  return { ...levers, frames: Object.fromEntries(FRAMES.map((f) => [f, 0])) as Record<Frame, number>, reliefForLowIncome: false, textExemption: null };
}

/** Whether `levers` carry any of the text's framing (else `withoutFraming` changes nothing and its run is the base run). */
export function hasFraming(levers: Levers): boolean {
  return levers.reliefForLowIncome || levers.textExemption !== null || FRAMES.some((f) => levers.frames[f] > 0);
}

/** A copy of `levers` with one frame set to `strength`. */
export function withFrame(levers: Levers, frame: Frame, strength: number): Levers {
  return { ...levers, frames: { ...levers.frames, [frame]: strength } };
}

/**
 * Mechanism intensities of a set of changes, as text/features.ts computes them: each change's loss
 * (weight × its worst loss for any group) times its mechanism share, several changes on one
 * mechanism combined by probabilistic OR.
 */
export function mechanismIntensities(changes: readonly ChangeInput[]): Record<Mechanism, number> {
  const out = {} as Record<Mechanism, number>;
  for (const m of MECHANISMS) {
    let notEngaged = 1;
    for (const c of changes) {
      const loss = c.weight * worstLoss(c.valence);
      if (c.shares[m] > 0 && loss > 0) notEngaged *= 1 - Math.min(1, loss * c.shares[m]);
    }
    out[m] = 1 - notEngaged;
  }
  return out;
}

/**
 * A copy of `levers` with the change at index `k` felt at `factor` of its weight (0 drops it, 0.5
 * halves it), mechanism intensities recomputed; mechanisms the base run switched off stay off.
 */
export function withChangeScaled(levers: Levers, k: number, factor: number): Levers {
  const changes = levers.changes.map((c, i) => (i === k ? { ...c, weight: c.weight * factor } : c));
  return { ...levers, changes, mechanisms: keepOff(levers, mechanismIntensities(changes)) };
}

/**
 * A copy of `levers` without one pathway: the change at index `k` no longer engages mechanism
 * `mech` (a failure-mode ablation of one change × mechanism), intensities recomputed.
 */
export function withoutPathway(levers: Levers, k: number, mech: Mechanism): Levers {
  const changes = levers.changes.map((c, i) => (i === k ? { ...c, shares: { ...c.shares, [mech]: 0 } } : c));
  return { ...levers, changes, mechanisms: keepOff(levers, mechanismIntensities(changes)) };
}

/** A copy of `levers` with an exemption from one change (see `Levers.exemption`). */
export function withExemption(levers: Levers, exemption: Exemption): Levers {
  return { ...levers, exemption };
}

/** `next` with every mechanism that `levers` has at 0 kept at 0 (an ablation stays an ablation). */
function keepOff(levers: Levers, next: Record<Mechanism, number>): Record<Mechanism, number> {
  for (const m of MECHANISMS) if (levers.mechanisms[m] === 0) next[m] = 0;
  return next;
}
