/**
 * One replicate of the simulation (docs/engine.md steps 3–4): appraisal in round 1, then awareness
 * spreading over the network and Friedkin–Johnsen updating with bounded confidence in rounds
 * 2..n. Struct of typed arrays, no per-agent objects in the round loop; seeded, so one
 * replicate with the same levers always gives the same result.
 */
import { Rng } from '../rng.js';
import { clamp } from '../stats.js';
import { MECHANISMS, type Mechanism } from '../text/lexicon.js';
import { COHORTS, MEAN_PRICE_SENSITIVITY, ROLE, type Population } from '../population/sample.js';
import { DYNAMICS, FRAMING_EFFECTS, MECHANISM_ANCHORS } from '../population/priors.js';
import { APPRAISAL, DIFFUSION, STANCE } from '../constants.js';
import type { Network } from './network.js';
import { FRAMES, isExempt, type Levers } from './levers.js';
import type { ChangeInput } from '../text/features.js';

/** Aggregates of one round, overall and per cohort (cohort arrays in COHORTS order). */
export interface RoundMetrics {
  aware: number;
  support: number;
  neutral: number;
  oppose: number;
  strongOppose: number;
  meanStance: number;
  posts: number;
  cohortAware: Float64Array;
  cohortSupport: Float64Array;
  cohortOppose: Float64Array;
  cohortMean: Float64Array;
  cohortStrong: Float64Array;
}

/** Final state of a replicate, for quotes and concerns. */
export interface ReplicateState {
  stance: Float32Array;
  aware: Uint8Array;
  /** Index into MECHANISMS of each agent's strongest concern (NO_CONCERN = none). */
  concern: Uint8Array;
  /** Summed pressure per cohort and mechanism, cohort-major. */
  cohortPressure: Float64Array;
}

/**
 * Valence of a change for one agent, −1..1: those it lands on judge it as the affected group does
 * (customers mostly by the change itself, a little by their politics); employees by their own row;
 * investors, for a change to prices, fees, sizes, services, benefits or jobs of an actor they own
 * (`ChangeInput.investorOwned`), as owners (the opposite of those who pay or lose, at
 * APPRAISAL.ownerStake), else by their politics like the public;
 * everyone else by where they stand politically, interpolated between the progressive (ideology
 * −0.6 and below), moderate (0) and conservative (+0.6 and above) valences; commentators and
 * activists more strongly.
 */
export function valenceFor(c: ChangeInput, role: number, ideology: number): number {
  const v = c.valence;
  const t = Math.min(1, Math.abs(ideology) / APPRAISAL.ideologyPole);
  const pub = ideology < 0 ? v.moderate + (v.progressive - v.moderate) * t : v.moderate + (v.conservative - v.moderate) * t;
  const own = APPRAISAL.ownStakeShare;
  switch (role) {
    case ROLE.customer:
      return c.landsOn === 'affected' ? (c.isCause ? (1 - own) * v.affected + own * pub : own * v.affected + (1 - own) * pub) : pub;
    case ROLE.employee:
      return v.employees ?? (c.landsOn === 'employees' ? v.affected : pub);
    case ROLE.investor:
      // Owners judge a change to what customers pay or what staff cost by its effect on the business.
      if (c.investorOwned && OWNER_CLASSES.has(c.cls)) return -APPRAISAL.ownerStake * (c.cls === 'jobs' ? (v.employees ?? v.affected) : v.affected);
      return pub;
    case ROLE.partner:
      return c.landsOn === 'affected' && c.partnersNamed ? 0.5 * (v.affected + pub) : pub;
    case ROLE.commentator:
    case ROLE.activist:
      return clamp(APPRAISAL.vocalAmplification * pub, -1, 1);
    default:
      return pub;
  }
}

/** Classes whose change investors judge as owners (revenue and cost), not by their politics. */
const OWNER_CLASSES = new Set(['price', 'fee', 'size', 'service_level', 'benefit', 'jobs']);

/** Index of the identity mechanism in MECHANISMS. */
const IDENTITY = MECHANISMS.indexOf('identity');
/** Index of the loss mechanism in MECHANISMS. */
const LOSS = MECHANISMS.indexOf('loss');

/** `ReplicateState.concern` of an agent with no concern above APPRAISAL.concernThreshold. */
export const NO_CONCERN = 255;

/** A replicate run that can be stepped round by round. */
export class ReplicateRun {
  readonly rounds: RoundMetrics[] = [];
  private readonly x0: Float32Array;
  private readonly x: Float32Array;
  private readonly arousal: Float32Array;
  private readonly aware: Uint8Array;
  private readonly concern: Uint8Array;
  private readonly cohortPressure: Float64Array;
  private readonly rng: Rng;
  private readonly feedSum: Float32Array;
  private readonly feedCount: Uint16Array;

  constructor(
    private readonly pop: Population,
    private readonly net: Network,
    private readonly levers: Levers,
    ...seedParts: (string | number)[]
  ) {
    const n = pop.n;
    this.rng = new Rng('dynamics', ...seedParts);
    this.x0 = new Float32Array(n);
    this.x = new Float32Array(n);
    this.arousal = new Float32Array(n);
    this.aware = new Uint8Array(n);
    this.concern = new Uint8Array(n).fill(NO_CONCERN);
    this.cohortPressure = new Float64Array(COHORTS.length * MECHANISMS.length);
    this.feedSum = new Float32Array(n);
    this.feedCount = new Uint16Array(n);
  }

  /** Runs the next round and returns its metrics. */
  step(): RoundMetrics {
    if (this.rounds.length === 0) this.appraise();
    else this.spread();
    const m = this.measure();
    this.rounds.push(m);
    return m;
  }

  /** State after the last step. */
  state(): ReplicateState {
    return { stance: this.x, aware: this.aware, concern: this.concern, cohortPressure: this.cohortPressure };
  }

  /** Round 1: each agent's own appraisal; awareness starts with those directly affected and the heavily online. */
  private appraise(): void {
    const { pop, levers } = this;
    const n = pop.n;
    const A = APPRAISAL;
    const scale: Record<string, number> = {};
    for (const mech of MECHANISMS) {
      // Measures that answer the same concern overlap: the strongest counts in full, each further one at
      // A.framingOverlap of its own effect (diminishing returns).
      const factors: number[] = [];
      for (const fr of FRAMES) {
        const eff = FRAMING_EFFECTS[fr]?.[mech];
        if (eff !== undefined) factors.push(1 - levers.frames[fr] * (1 - eff));
      }
      factors.sort((a, b) => a - b);
      let s = 1;
      for (const [k, f] of factors.entries()) s *= k === 0 ? f : 1 - A.framingOverlap * (1 - f);
      scale[mech] = s;
    }
    const I = levers.mechanisms;
    const lambda = MECHANISM_ANCHORS.lossAversion;
    const on = MECHANISMS.map((m) => (I[m] > 0 ? scale[m]! : 0));
    const maxIntensity = Math.max(...MECHANISMS.map((m) => I[m] * scale[m]!), ...levers.changes.map((c) => A.gainSalience * c.weight * Math.max(0, c.valence.affected)));
    const salience = A.salienceBase + A.salienceSlope * maxIntensity;
    const pressure = new Float64Array(MECHANISMS.length);
    const weights = MECHANISMS.map((m) => levers.calibration.mechanismWeights[m]);
    const gain = levers.calibration.pressureGain;
    const changes = levers.changes;
    for (let i = 0; i < n; i++) {
      const role = pop.role[i]!;
      const ideo = pop.ideology[i]!;
      const age = pop.age[i]!;
      pressure.fill(0);
      let gains = 0;
      // Relief aimed at low incomes (an exemption, a bursary) spares most of the loss of lower-income customers.
      const spared = levers.reliefForLowIncome && role === ROLE.customer && pop.income[i] === 0 ? 1 - A.lowIncomeReliefShare * levers.frames.compensation : 1;
      // An exemption tested by a counterfactual run, or the text's own, spares the customers it names that change's loss.
      const exempt = role === ROLE.customer && isExempt(levers.exemption, age, pop.income[i]!) ? levers.exemption!.change : -1;
      const exemptInText = role === ROLE.customer && isExempt(levers.textExemption, age, pop.income[i]!) ? levers.textExemption!.change : -1;
      // The part of the loss mechanism that is money (ChangeInput.monetary); the rest is pressure[LOSS].
      let moneyLoss = 0;
      for (let k = 0; k < changes.length; k++) {
        const c = changes[k]!;
        const v = valenceFor(c, role, ideo);
        if (v < 0) {
          if (k === exempt || k === exemptInText) continue;
          const loss = c.weight * -v * spared;
          for (let k = 0; k < MECHANISMS.length; k++) {
            const p = loss * c.shares[MECHANISMS[k]!] * on[k]!;
            if (k === LOSS && c.monetary) moneyLoss += p;
            else pressure[k]! += p;
          }
        } else if (v > 0) {
          gains += c.weight * v * (c.isCause ? A.identityApprovalDamping : 1);
        }
      }
      // Each agent's sensitivity to each mechanism (order of MECHANISMS), about 1 on average.
      pressure[0]! *= MECHANISM_ANCHORS.unfairWithoutJustification * (A.fairnessFloor + pop.fairness[i]!);
      // Price sensitivity weighs on a loss of money only; any other loss weighs at the population's mean.
      pressure[1]! = A.sensitivityScale * (moneyLoss * pop.priceSensitivity[i]! + pressure[1]! * MEAN_PRICE_SENSITIVITY);
      pressure[2]! *= A.sensitivityScale * pop.privacyConcern[i]!;
      pressure[3]! *= A.sensitivityScale * pop.trust[i]!;
      pressure[5]! *= A.sensitivityScale * pop.care[i]!;
      pressure[6]! *= (pop.loyalty[i]! + pop.purity[i]!) * (A.statusQuoAgeBase + A.statusQuoPerAgeBand * age);
      let total = 0;
      let top = 0;
      let topIdx = NO_CONCERN;
      const base = pop.cohort[i]! * MECHANISMS.length;
      for (let k = 0; k < MECHANISMS.length; k++) {
        const v = pressure[k]! * weights[k]!;
        total += v;
        this.cohortPressure[base + k]! += v;
        if (v > top) {
          top = v;
          topIdx = k;
        }
      }
      this.concern[i] = top > A.concernThreshold ? topIdx : NO_CONCERN;
      // Gains already count 1/λ of the same loss in the valences (understand/ontology.ts); compensation is a gain too.
      const benefit = gains + (A.benefitCompensation * levers.frames.compensation) / lambda;
      const stance = gain * (benefit - total) * pop.involvement[i]! + A.noise * this.rng.normal();
      const x = clamp(stance, -1, 1);
      this.x0[i] = x;
      this.x[i] = x;
      // Moral outrage: an agent whose strongest concern is a stance against its values is more aroused, so posts more.
      const outrage = topIdx === IDENTITY ? A.moralOutrageArousal : 1;
      this.arousal[i] = Math.min(1, outrage * (A.arousalFromStance * Math.abs(x) + A.arousalFromPressure * top));
      // Directly affected: fully exposed to the loss (exposure 1, up to summation error), or staff and partners.
      const direct = levers.directRoles[role] === 1 || role === ROLE.employee || role === ROLE.partner;
      let pAware =
        role === ROLE.commentator || role === ROLE.activist
          ? A.awareVocalRoles
          : direct
            ? A.awareDirectBase + A.awareDirectPerSalience * salience
            : A.awareOtherBase + A.awareOtherPerSalience * salience;
      if (pop.activity[i]! > A.heavyActivity) pAware += A.awareHeavyBonus;
      if (this.rng.next() < pAware) this.aware[i] = 1;
    }
  }

  /** Rounds 2..n: posts reach neighbours, newcomers form a view, everyone aware updates. */
  private spread(): void {
    const { pop, net, levers } = this;
    const n = pop.n;
    const eps = DYNAMICS.confidenceBound;
    const w = DYNAMICS.peerWeight;
    const D = DIFFUSION;
    const outgroup = Math.min(1, levers.outgroupWords / D.outgroupWordsSaturation);
    this.feedSum.fill(0);
    this.feedCount.fill(0);
    const newlyAware = new Uint8Array(n);
    let posts = 0;
    for (let j = 0; j < n; j++) {
      if (!this.aware[j]) continue;
      // Moral-emotional, out-group and high-arousal content travels further (Brady 2017; Rathje 2021; Berger & Milkman 2012).
      const boost = Math.pow(DYNAMICS.moralEmotionalIRR, D.moralWordsAtFullArousal * this.arousal[j]!) * Math.pow(DYNAMICS.outgroupOR, outgroup * this.arousal[j]!);
      const p = Math.min(D.maxPostChance, D.basePostRate * pop.activity[j]! * (D.postArousalFloor + this.arousal[j]!) * boost);
      if (this.rng.next() >= p) continue;
      posts++;
      const xj = this.x[j]!;
      const cj = pop.cohort[j]!;
      for (let e = net.offsets[j]!; e < net.offsets[j + 1]!; e++) {
        const i = net.neighbours[e]!;
        const reach = pop.cohort[i] === cj ? D.reachInCohort : D.reachAcrossCohorts;
        if (this.rng.next() >= reach) continue;
        if (!this.aware[i] && !newlyAware[i]) {
          newlyAware[i] = 1;
          // A newcomer's first view is their own appraisal, framed by the messenger (70/30, Yaniv).
          this.x[i] = (1 - w) * this.x0[i]! + w * xj;
        }
        if (Math.abs(xj - this.x[i]!) <= eps) {
          this.feedSum[i]! += xj;
          this.feedCount[i]!++;
        }
      }
    }
    for (let i = 0; i < n; i++) {
      if (newlyAware[i]) {
        this.aware[i] = 1;
        continue;
      }
      if (!this.aware[i]) continue;
      const s = pop.stubbornness[i]!;
      const own = this.x[i]!;
      const peer = this.feedCount[i]! > 0 ? this.feedSum[i]! / this.feedCount[i]! : own;
      this.x[i] = s * this.x0[i]! + (1 - s) * ((1 - w) * own + w * peer);
      this.arousal[i] = this.arousal[i]! * D.arousalRetention + D.arousalRefresh * Math.abs(this.x[i]!);
    }
    this.lastPosts = posts;
  }

  private lastPosts = 0;

  private measure(): RoundMetrics {
    const { pop } = this;
    const n = pop.n;
    const C = COHORTS.length;
    const supportAt = STANCE.supportAt;
    const strongAt = STANCE.strongAt;
    const m: RoundMetrics = {
      aware: 0,
      support: 0,
      neutral: 0,
      oppose: 0,
      strongOppose: 0,
      meanStance: 0,
      posts: this.rounds.length === 0 ? 0 : this.lastPosts / n,
      cohortAware: new Float64Array(C),
      cohortSupport: new Float64Array(C),
      cohortOppose: new Float64Array(C),
      cohortMean: new Float64Array(C),
      cohortStrong: new Float64Array(C),
    };
    const cohortSize = new Float64Array(C);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = pop.cohort[i]!;
      cohortSize[c]!++;
      if (!this.aware[i]) continue;
      const x = this.x[i]!;
      m.aware++;
      sum += x;
      m.cohortAware[c]!++;
      m.cohortMean[c]! += x;
      if (x > supportAt) {
        m.support++;
        m.cohortSupport[c]!++;
      } else if (x < -supportAt) {
        m.oppose++;
        m.cohortOppose[c]!++;
        if (x < strongAt) {
          m.strongOppose++;
          m.cohortStrong[c]!++;
        }
      } else m.neutral++;
    }
    const aware = m.aware;
    m.meanStance = aware ? sum / aware : 0;
    if (aware) {
      m.support /= aware;
      m.neutral /= aware;
      m.oppose /= aware;
      m.strongOppose /= aware;
    }
    m.aware = aware / n;
    for (let c = 0; c < C; c++) {
      const a = m.cohortAware[c]!;
      if (a > 0) {
        m.cohortMean[c]! /= a;
        m.cohortSupport[c]! /= a;
        m.cohortOppose[c]! /= a;
        m.cohortStrong[c]! /= a;
      }
      m.cohortAware[c] = cohortSize[c]! > 0 ? a / cohortSize[c]! : 0;
    }
    return m;
  }
}

/** Share of the population in each cohort (COHORTS order). */
export function cohortShares(pop: Population): Float64Array {
  const s = new Float64Array(COHORTS.length);
  for (let i = 0; i < pop.n; i++) s[pop.cohort[i]!]!++;
  for (let c = 0; c < s.length; c++) s[c]! /= pop.n;
  return s;
}

export type { Mechanism };
