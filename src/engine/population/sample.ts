/**
 * The synthetic population (docs/engine.md step 2) as a struct of typed arrays: one index per agent,
 * no per-agent objects. Marginals and sources are in `priors.ts`.
 */
import { Rng } from '../rng.js';
import { clamp } from '../stats.js';
import { POPULATION } from '../constants.js';
import type { ScenarioFeatures } from '../text/features.js';
import type { AudienceInput } from '../types.js';
import { EDUCATION, HEAVY_POSTERS, INCOME, MECHANISM_ANCHORS, MORAL_FOUNDATIONS, ROLES, STAKEHOLDER_SHIFT, DYNAMICS, INVOLVEMENT } from './priors.js';
import { customerMarginals, TEMPLATE_MARGINALS } from './audience.js';

/**
 * Report cohorts (6–10 meaningful groups, docs/engine.md step 2), in report order. The customers
 * form two cohorts: the core and those set apart by the trait the announced changes weigh on
 * (`customerSplit`): price-sensitive customers (the lowest income band) when the loss is money or
 * no trait leads, privacy-minded customers when it is privacy, the most attached customers (the
 * most involved quarter) when it is attachment to what exists (a crest, a recipe, a tradition). A
 * population holds one of the split cohorts, never two, so a report lists nine.
 */
export const COHORTS = [
  'core_customers',
  'price_sensitive_customers',
  'privacy_minded_customers',
  'attached_customers',
  'employees',
  'partners',
  'investors',
  'commentators_activists',
  'progressive_public',
  'moderate_public',
  'conservative_public',
] as const;
/** One of COHORTS. */
export type CohortId = (typeof COHORTS)[number];

/** Role indexes into ROLES.labels. */
export const ROLE = { customer: 0, non_user: 1, employee: 2, partner: 3, investor: 4, commentator: 5, activist: 6 } as const;

/** The population: every array has length `n`. Ideology in [−1, 1] (−1 very liberal). */
export interface Population {
  n: number;
  role: Uint8Array;
  age: Uint8Array;
  education: Uint8Array;
  income: Uint8Array;
  urban: Uint8Array;
  ideology: Float32Array;
  /** Relative moral-foundation relevance in [0, 1] (rating / 5). */
  care: Float32Array;
  fairness: Float32Array;
  loyalty: Float32Array;
  authority: Float32Array;
  purity: Float32Array;
  /** Share propensity; heavy posters carry most of it (Pew 2019). */
  activity: Float32Array;
  priceSensitivity: Float32Array;
  trust: Float32Array;
  stubbornness: Float32Array;
  privacyConcern: Float32Array;
  /** How much the agent cares about this actor's decisions at all, mean 1, range 0.2–1.8. */
  involvement: Float32Array;
  cohort: Uint8Array;
  /** The trait that set the customers' second cohort apart (`customerSplit`). */
  split: CustomerSplit;
}

/**
 * Population mean of price sensitivity: the income bands' sensitivities weighted by their shares
 * (priors.ts INCOME, constants.ts `priceSensitivityByIncome`; derived, not a new constant). A loss
 * that is not money weighs on every agent at this sensitivity (simulation/dynamics.ts), so moving
 * price sensitivity off such losses leaves their mean weight where it was.
 */
export const MEAN_PRICE_SENSITIVITY = INCOME.shares.reduce((acc, share, b) => acc + share * POPULATION.priceSensitivityByIncome[b]!, 0);

/** What sets the customers' second cohort apart: low income (price-sensitive), a high privacy concern, or high involvement (attached to what exists). */
export type CustomerSplit = 'income' | 'privacy' | 'attachment';

/**
 * The trait the customers are split by: the one the announced changes' losses to customers weigh
 * on most. Each change that costs those it lands on (`valence.affected` < 0) loads price
 * sensitivity with weight × |valence| × its loss share when its loss is money (`monetary`), and
 * privacy concern with weight × |valence| × its privacy share, and attachment with weight ×
 * |valence| × its status-quo share when that share is at least POPULATION.attachmentShareMin (a
 * change mainly about what people are attached to: a crest, a recipe, a name). Privacy or attachment
 * wins only when it carries more than money and the other. Every other case (a restriction, a
 * cause, jobs, nothing read) keeps the income split.
 */
export function customerSplit(features: Pick<ScenarioFeatures, 'changes'>): CustomerSplit {
  let money = 0;
  let privacy = 0;
  let attachment = 0;
  for (const c of features.changes) {
    if (c.landsOn !== 'affected' || c.valence.affected >= 0) continue;
    const load = c.weight * -c.valence.affected;
    if (c.monetary) money += load * c.shares.loss;
    privacy += load * c.shares.privacy;
    if (c.shares.status_quo >= POPULATION.attachmentShareMin) attachment += load * c.shares.status_quo;
  }
  if (attachment > money && attachment > privacy) return 'attachment';
  return privacy > money ? 'privacy' : 'income';
}

/** Role shares after shifting toward the stakeholders the text names (saturating in mentions). */
export function roleShares(features: ScenarioFeatures): number[] {
  const shares = [...ROLES.shares];
  const bump = (idx: number, mentions: number) => {
    shares[idx]! *= 1 + (STAKEHOLDER_SHIFT.max - 1) * (1 - Math.exp(-mentions / POPULATION.stakeholderMentionScale));
  };
  bump(ROLE.customer, features.roleMentions.customer);
  // A charge on necessities lands on nearly every household: those who pay it are most of the population.
  if (features.broadExposure) shares[ROLE.customer]! *= POPULATION.necessityReach;
  bump(ROLE.employee, features.roleMentions.employee);
  bump(ROLE.partner, features.roleMentions.partner);
  bump(ROLE.investor, features.roleMentions.investor);
  const total = shares.reduce((a, b) => a + b, 0);
  return shares.map((s) => s / total);
}


/**
 * Draws `n` agents.
 * @param audience the caller's description of the actor's customers: agents with the customer
 *   role are drawn from marginals shifted toward it (audience.ts); everyone else from the template.
 *   Absent or empty, the population is the template's alone.
 * @param seedParts seed of this replicate; the same parts give the same population.
 */
export function samplePopulation(n: number, features: ScenarioFeatures, audience: AudienceInput | undefined, ...seedParts: (string | number)[]): Population {
  const rng = new Rng('population', ...seedParts);
  const roles = roleShares(features);
  const customers = customerMarginals(audience);
  const p: Population = {
    n,
    role: new Uint8Array(n),
    age: new Uint8Array(n),
    education: new Uint8Array(n),
    income: new Uint8Array(n),
    urban: new Uint8Array(n),
    ideology: new Float32Array(n),
    care: new Float32Array(n),
    fairness: new Float32Array(n),
    loyalty: new Float32Array(n),
    authority: new Float32Array(n),
    purity: new Float32Array(n),
    activity: new Float32Array(n),
    priceSensitivity: new Float32Array(n),
    trust: new Float32Array(n),
    stubbornness: new Float32Array(n),
    privacyConcern: new Float32Array(n),
    involvement: new Float32Array(n),
    cohort: new Uint8Array(n),
    split: customerSplit(features),
  };
  const mf = MORAL_FOUNDATIONS;
  // Heavy posters: 10 % write 80 % of posts → activity ratio heavy/light = (0.8/0.1)/(0.2/0.9) = 36.
  const heavyActivity = HEAVY_POSTERS.shareOfPosts / HEAVY_POSTERS.share;
  const lightActivity = (1 - HEAVY_POSTERS.shareOfPosts) / (1 - HEAVY_POSTERS.share);
  const P = POPULATION;
  const stubA = P.stubbornnessAlpha;
  const stubB = (stubA * (1 - DYNAMICS.stubbornnessMean)) / DYNAMICS.stubbornnessMean;
  for (let i = 0; i < n; i++) {
    const role = rng.pick(roles);
    p.role[i] = role;
    // The same draws for everyone; only the customers' marginals move with an audience.
    const m = role === ROLE.customer ? customers : TEMPLATE_MARGINALS;
    p.age[i] = rng.pick(m.age);
    p.education[i] = rng.pick(EDUCATION.shares);
    p.income[i] = rng.pick(INCOME.shares);
    p.urban[i] = rng.next() < m.urbanShare ? 1 : 0;
    const ideo = clamp(P.ideologyPoints[rng.pick(m.ideology)]! + P.ideologyJitter * rng.normal(), -1, 1);
    p.ideology[i] = ideo;
    const t = (ideo + 1) / 2; // 0 liberal … 1 conservative
    const draw = (key: keyof typeof mf.liberal) =>
      clamp((mf.liberal[key] + t * (mf.conservative[key] - mf.liberal[key]) + mf.sd * rng.normal()) / P.moralScaleMax, 0, 1);
    p.care[i] = draw('care');
    p.fairness[i] = draw('fairness');
    p.loyalty[i] = draw('loyalty');
    p.authority[i] = draw('authority');
    p.purity[i] = draw('purity');
    const heavy = role === ROLE.commentator || role === ROLE.activist ? rng.next() < P.heavyPosterShareOfVocalRoles : rng.next() < HEAVY_POSTERS.share;
    p.activity[i] = (heavy ? heavyActivity : lightActivity) * (P.activityJitterMin + rng.next());
    // × 1 without a price sensitivity in the audience: the value is unchanged, bit for bit.
    p.priceSensitivity[i] = clamp((P.priceSensitivityByIncome[p.income[i]!]! + P.priceSensitivityJitter * rng.normal()) * m.priceScale, 0, 1);
    const trustMean = MECHANISM_ANCHORS.trustInBusiness + (role === ROLE.customer || role === ROLE.employee ? P.trustBonusInsiders : 0);
    p.trust[i] = clamp(trustMean + P.trustJitter * rng.normal(), 0, 1);
    p.stubbornness[i] = rng.beta(stubA, stubB);
    // Pew 2019: 79 % concerned; slightly more among older adults.
    const concernedP = clamp(MECHANISM_ANCHORS.privacyConcerned + P.privacyPerAgeBand * (p.age[i]! - P.privacyAgeCentre), 0, 1);
    p.privacyConcern[i] = rng.next() < concernedP ? P.privacyConcernedMin + P.privacyConcernRange * rng.next() : P.privacyUnconcernedMin + P.privacyConcernRange * rng.next();
    p.involvement[i] = INVOLVEMENT.min + (INVOLVEMENT.max - INVOLVEMENT.min) * rng.beta(INVOLVEMENT.alpha, INVOLVEMENT.alpha);
    p.cohort[i] = cohortOf(p, i);
  }
  return p;
}

function cohortOf(p: Population, i: number): number {
  switch (p.role[i]) {
    case ROLE.customer:
      if (p.split === 'privacy') return COHORTS.indexOf(p.privacyConcern[i]! >= POPULATION.privacyMindedAt ? 'privacy_minded_customers' : 'core_customers');
      if (p.split === 'attachment') return COHORTS.indexOf(p.involvement[i]! >= POPULATION.attachedAt ? 'attached_customers' : 'core_customers');
      return COHORTS.indexOf(p.income[i] === 0 ? 'price_sensitive_customers' : 'core_customers');
    case ROLE.employee:
      return COHORTS.indexOf('employees');
    case ROLE.partner:
      return COHORTS.indexOf('partners');
    case ROLE.investor:
      return COHORTS.indexOf('investors');
    case ROLE.commentator:
    case ROLE.activist:
      return COHORTS.indexOf('commentators_activists');
    default: {
      const ideo = p.ideology[i]!;
      return COHORTS.indexOf(ideo < -POPULATION.ideologyCohortCut ? 'progressive_public' : ideo > POPULATION.ideologyCohortCut ? 'conservative_public' : 'moderate_public');
    }
  }
}
