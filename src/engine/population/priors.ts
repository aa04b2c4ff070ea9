/**
 * The measured population and mechanism figures the engine uses, each with its source (the
 * report cites these strings in `method.sources`). Where a figure is a modelling assumption
 * rather than a measurement, it says so. Every other model constant is in `../constants.ts`,
 * with its source or marked as an assumption; nothing else in the engine may introduce one.
 */

/** A categorical marginal: labels, shares (sum 1) and where they come from. */
export interface Marginal<L extends string = string> {
  labels: readonly L[];
  shares: readonly number[];
  source: string;
}

/** Adult age bands. */
export const AGE: Marginal<'18-29' | '30-49' | '50-64' | '65+'> = {
  labels: ['18-29', '30-49', '50-64', '65+'],
  shares: [0.2, 0.33, 0.24, 0.23],
  source: 'US Census Bureau, Vintage 2024 population estimates (65+ = 18.0 % of all ages ≈ 23 % of adults); bands approximate',
};

/** Ideology, 5 points from very liberal to very conservative; the 4 % with no answer spread pro rata. */
export const IDEOLOGY: Marginal<'very liberal' | 'liberal' | 'moderate' | 'conservative' | 'very conservative'> = {
  labels: ['very liberal', 'liberal', 'moderate', 'conservative', 'very conservative'],
  // Gallup 2024: 25 % liberal (≈ 1 in 10 very liberal), 34 % moderate, 37 % conservative (≈ 1 in 10 very conservative).
  shares: [0.1 / 0.96, 0.15 / 0.96, 0.34 / 0.96, 0.27 / 0.96, 0.1 / 0.96],
  source: 'Gallup, 2024 annual ideology: 37 % conservative, 34 % moderate, 25 % liberal',
};

/** Education of adults 25+. */
export const EDUCATION: Marginal<'no degree' | "bachelor's" | 'advanced'> = {
  labels: ['no degree', "bachelor's", 'advanced'],
  shares: [0.623, 0.233, 0.144],
  source: 'US Census Bureau, CPS 2022: bachelor\'s 23 %, advanced 14 % (BA+ 37.7 %)',
};

/** Household income bands. */
export const INCOME: Marginal<'under $50k' | '$50k-$100k' | 'over $100k'> = {
  labels: ['under $50k', '$50k-$100k', 'over $100k'],
  shares: [0.34, 0.28, 0.38],
  source: 'US Census Bureau, CPS ASEC 2023 (median household income $80,610; just over half below $75k); bands approximate',
};

/** Urban share. */
export const URBAN_SHARE = { value: 0.8, source: 'US Census Bureau, 2020 Census urban areas (80.0 % urban)' };

/**
 * Online activity: a small share writes most posts. Pew Research Center (2019, "Sizing Up Twitter
 * Users"): the most active 10 % of US adult Twitter users produce 80 % of tweets.
 */
export const HEAVY_POSTERS = { share: 0.1, shareOfPosts: 0.8, source: 'Pew Research Center 2019: top 10 % of users write 80 % of tweets' };

/** Relationship to the actor, before the text shifts it. Modelling assumption, documented in docs/engine.md. */
export const ROLES = {
  labels: ['customer', 'non_user', 'employee', 'partner', 'investor', 'commentator', 'activist'] as const,
  shares: [0.3, 0.5, 0.03, 0.04, 0.05, 0.04, 0.04],
  source: 'modelling assumption: a consumer brand reaches about a third of adults as customers; small professional groups',
};
/** One of ROLES.labels. */
export type Role = (typeof ROLES.labels)[number];

/** How far naming a stakeholder in the text shifts the role shares toward it (multiplier at saturation). */
export const STAKEHOLDER_SHIFT = { max: 2.5, source: 'modelling assumption: named groups are those most exposed' };

/**
 * Moral-foundation relevance (0–5) at the ideological poles, read off Graham, Haidt & Nosek 2009
 * (JPSP 96(5), Study 1, Fig. 1). Agents interpolate linearly by ideology; σ = 0.6.
 */
export const MORAL_FOUNDATIONS = {
  liberal: { care: 3.7, fairness: 3.7, loyalty: 1.9, authority: 1.8, purity: 1.1 },
  conservative: { care: 3.0, fairness: 3.0, loyalty: 3.0, authority: 3.2, purity: 3.0 },
  sd: 0.6,
  source: 'Graham, Haidt & Nosek 2009, JPSP 96(5):1029–1046, Study 1 (approximate values from Fig. 1)',
};

/** Mechanism anchors of the appraisal step (docs/engine.md step 3). */
export const MECHANISM_ANCHORS = {
  /** Share judging a demand-driven price rise unfair vs a cost pass-through (KKT 1986). */
  unfairWithoutJustification: 0.82,
  unfairWithJustification: 0.21,
  fairnessSource: 'Kahneman, Knetsch & Thaler 1986, AER 76(4): 82 % unfair (snow shovel $15→$20); 79 % accept a cost pass-through',
  /** Loss aversion coefficient λ: losses weigh 2.25× gains. */
  lossAversion: 2.25,
  lossSource: 'Tversky & Kahneman 1992, J. Risk Uncertainty 5:297–323 (λ = 2.25)',
  /** Share concerned about how companies use their data. */
  privacyConcerned: 0.79,
  privacySource: 'Pew Research Center 2019 (n = 4,272): 79 % concerned about company data use',
  identitySource: 'Bentley-Gallup 2023 (n = 5,458): 41 % want businesses to take stances; D 62 %, I 36 %, R 17 %',
  /** Business trust (share trusting business to do what is right). */
  trustInBusiness: 0.63,
  trustSource: 'Edelman Trust Barometer 2024: business trusted by 63 % (global)',
};

/** Diffusion and opinion-dynamics parameters (docs/engine.md step 4). */
export const DYNAMICS = {
  /** Retweet rate ratio per moral-emotional word. */
  moralEmotionalIRR: 1.2,
  moralEmotionalSource: 'Brady et al. 2017, PNAS 114:7313 (+20 % per moral-emotional word)',
  /** Odds ratio of sharing per out-group word. */
  outgroupOR: 1.67,
  outgroupSource: 'Rathje, Van Bavel & van der Linden 2021, PNAS 118 (+67 % odds per out-group term)',
  /** Weight of others' opinions per update (people keep ≈ 70 % of their own). */
  peerWeight: 0.3,
  peerWeightSource: 'Yaniv 2004 (egocentric discounting: ≈ 70 % own, 30 % advice)',
  /** Bounded-confidence radius on the [−1, 1] stance scale. */
  confidenceBound: 0.5,
  confidenceBoundSource: 'Deffuant et al. 2000; Lorenz 2007: ε ≈ 0.2–0.27 on [0,1], doubled for [−1,1]',
  /** Mean stubbornness (anchoring to one's first appraisal, Friedkin–Johnsen). */
  stubbornnessMean: 0.5,
  stubbornnessSource: 'Friedkin & Johnsen 1990; no population constant exists, 0.5 is a neutral prior',
  /** Mean degree of the social graph and the share of ties inside one's cohort. */
  meanDegree: 10,
  homophily: 0.7,
  networkSource: 'modelling assumption: small-world graph of degree ~10 (engine-research §C.1), 70 % in-cohort ties',
};

/**
 * How much each mitigating frame (strength 1) scales each mechanism's pressure. Modelling
 * assumptions with one empirical anchor: justification scales fairness by 0.21/0.82 (KKT 1986).
 * Calibrated on ../shared/cases by the procedure in docs/engine.md.
 */
export const FRAMING_EFFECTS: Record<string, Partial<Record<'fairness' | 'loss' | 'privacy' | 'betrayal' | 'identity' | 'harm' | 'status_quo', number>>> = {
  justification: { fairness: MECHANISM_ANCHORS.unfairWithJustification / MECHANISM_ANCHORS.unfairWithoutJustification, loss: 0.85, harm: 0.9 },
  compensation: { loss: 0.6, fairness: 0.85 },
  // Keeping the reference transaction of those already committed is what dual entitlement asks (KKT 1986), so fairness too.
  // Those already committed keep their terms, so the loss falls on newcomers who never had them (ASSUMPTION: 0.3).
  grandfathering: { loss: 0.3, betrayal: 0.4, status_quo: 0.8, fairness: 0.55 },
  // ASSUMPTION: a way out (a cheaper plan, an opt-out) turns an imposed loss into a choice; it removes about 40 % of the felt loss.
  opt_out: { privacy: 0.5, status_quo: 0.45, loss: 0.6, betrayal: 0.75, fairness: 0.8 },
  // ASSUMPTION: a right to leave without penalty (cancel, close the account, a refund to walk away) is half an
  // opt-out: every factor is halfway between opt_out's and 1. Those who leave still lose what they had (the
  // service, their history, switching costs) and those who stay bear the change in full; what it answers is the
  // sense of being trapped (reactance to a forced change, Brehm 1966), so it softens less than a kept option.
  // No study in ../shared/research or docs measures it.
  exit: { privacy: 0.75, status_quo: 0.725, loss: 0.8, betrayal: 0.875, fairness: 0.9 },
  phase_in: { loss: 0.8, status_quo: 0.75, betrayal: 0.8 },
  consultation: { betrayal: 0.7, identity: 0.9, status_quo: 0.85 },
  // ASSUMPTION: an apology answers the sense of a broken promise and softens the unfairness, not the loss itself.
  apology: { betrayal: 0.6, fairness: 0.85, identity: 0.95 },
  hedging: { fairness: 0.9, loss: 0.9, privacy: 0.9, betrayal: 0.9, status_quo: 0.9 },
};

/**
 * Elasticity of a customer series (sales, sign-ups) to the simulated net stance of customers who
 * heard of the plan: relative change ≈ ε × awareness × (support − oppose). Anchors: Bud Light
 * 2023, US dollar sales −28 % with its core drinkers turned almost entirely against it (NielsenIQ
 * via Bump Williams) → ε ≈ 0.3; Netflix 2011, −3.3 % subscribers in the
 * quarter after a +60 % price change met broad opposition → ε ≈ 0.05. The centre is their
 * geometric middle; the range is carried into the adjusted intervals.
 */
export const FORECAST_ELASTICITY = {
  value: 0.12,
  low: 0.05,
  high: 0.3,
  /** Days over which the effect builds up (the simulated rounds span about a week before settling). */
  rampDays: 7,
  source: 'Bud Light 2023 (−28 % sales, NielsenIQ) and Netflix 2011 (−3.3 % subscribers): ε from 0.05 to 0.3, centre 0.12',
};

/**
 * Involvement: people differ in how much any one company's decisions matter to them (Zaichkowsky
 * 1985, Personal Involvement Inventory: a broad, unimodal spread across consumers). Modelled as
 * 0.2 + 1.6 × Beta(2, 2) (mean 1), scaling each agent's mechanism pressure; a modelling assumption.
 */
export const INVOLVEMENT = { min: 0.2, max: 1.8, alpha: 2, source: 'Zaichkowsky 1985 (involvement varies widely across consumers); spread assumed' };
