/**
 * The ontology of announced changes (docs/engine.md "Scenario understanding"): the classes of
 * things an announcement can change, what each does to people, and which groups gain or lose.
 *
 * Valences are per group, in −1..1, for the change in its "up" direction (adds, raises, starts,
 * adopts) and its "down" direction (removes, lowers, ends, drops). They come from the survey
 * table in docs/valence.md (v = (favourable − unfavourable)/100, its §7 "Default per-group
 * valence"), each row naming the table rows it rests on; a row marked ASSUMPTION has no survey.
 * Where only a loss is surveyed, the gain is the loss / λ (losses weigh λ = 2.25 times gains,
 * Tversky & Kahneman 1992) and price cuts add nothing to fairness (Kahneman, Knetsch & Thaler 1986).
 */
import type { Mechanism } from '../text/lexicon.js';

/** The classes of announced change. */
export const OBJECT_CLASSES = [
  'price',
  'fee',
  'benefit',
  'service_level',
  'data_sharing',
  'ai_content',
  'jobs',
  'executive_pay',
  'formula',
  'size',
  'brand_identity',
  'access',
  'tax',
  'public_rule',
  'cause',
  'partnership',
  'donation',
  'appointment',
  'portrayal',
  'other',
] as const;
/** One of OBJECT_CLASSES. */
export type ObjectClass = (typeof OBJECT_CLASSES)[number];

/** Which way a change goes: adds/raises/starts/adopts, or removes/lowers/ends/drops. */
export type Direction = 'up' | 'down';

/**
 * Valence of a change for the groups it touches, −1..1. `affected`: the people the change lands
 * on (customers, residents, fans, members, students); `public`: everyone else, by ideology
 * (progressive, moderate, conservative). Employees have their own row where it differs.
 */
export interface GroupValence {
  affected: number;
  employees?: number;
  progressive: number;
  moderate: number;
  conservative: number;
}

/** One class of the ontology. */
export interface ClassSpec {
  /** Valence of the "up" and of the "down" direction. */
  up: GroupValence;
  down: GroupValence;
  /** Which appraisal mechanisms a loss of this class engages, with shares summing to 1. */
  mechanisms: Partial<Record<Mechanism, number>>;
  /** Whose change it is first: the actor's customers/users, its staff, or the public at large. */
  lands_on: 'affected' | 'employees' | 'public';
  /** Whether the size of the change (a percentage, from→to) scales its weight. */
  scalable: boolean;
  /**
   * Whether a loss of this class is money: more paid, or less got for the same money (price, fee,
   * size, tax, a paid-for benefit). Only such a loss weighs with an agent's price sensitivity
   * (simulation/dynamics.ts); any other loss (a restriction, a service, data, a rule) weighs alike
   * for everyone at the population's mean. ASSUMPTION: price sensitivity is the share of a budget
   * a charge takes (constants.ts `priceSensitivityByIncome`), so it has nothing to say about a loss
   * that costs no money. Absent = false.
   */
  monetary?: boolean;
  /** Where the valences come from (docs/valence.md rows) or ASSUMPTION with the reason. */
  source: string;
}

/**
 * A change felt by those it lands on; the public, not exposed, judges it at a quarter of that
 * (ASSUMPTION: survey items ask everyone about a hypothetical hike, but non-users are not exposed
 * to a real one; docs/valence.md §8 rule 5 puts partisan gaps of economic classes within ±0.15).
 */
const flat = (v: number, partisanTilt = 0): GroupValence => ({
  affected: v,
  progressive: PUBLIC_SHARE * v - partisanTilt,
  moderate: PUBLIC_SHARE * v,
  conservative: PUBLIC_SHARE * v + partisanTilt,
});
const PUBLIC_SHARE = 0.25;

const LAMBDA = 2.25;
/** A gain valued as a loss of the same size divided by λ (Tversky & Kahneman 1992). */
const gain = (lossValence: number) => Math.abs(lossValence) / LAMBDA;

/** The classes. */
export const ONTOLOGY: Record<ObjectClass, ClassSpec> = {
  price: {
    up: flat(-0.55),
    down: flat(gain(-0.55)),
    mechanisms: { loss: 0.6, fairness: 0.4 },
    lands_on: 'affected',
    scalable: true,
    monetary: true,
    source: 'docs/valence.md §7 "Subscription price hike" −0.45, "Price rise, demand/profit driven" −0.65 (mean −0.55); cut = loss/λ, no fairness gain (PR2)',
  },
  fee: {
    up: flat(-0.65),
    down: flat(gain(-0.65)),
    mechanisms: { fairness: 0.6, loss: 0.4 },
    lands_on: 'affected',
    scalable: true,
    monetary: true,
    source: 'docs/valence.md §7 "New/junk fee" −0.65 (all parties −0.6 to −0.7, FE1); removal = loss/λ',
  },
  benefit: {
    up: flat(gain(-0.6)),
    down: flat(-0.6),
    mechanisms: { loss: 0.6, betrayal: 0.4 },
    lands_on: 'affected',
    scalable: false,
    monetary: true,
    source: 'docs/valence.md §7 "Loyalty/benefit cut" −0.60 (LO1–LO2 + loss aversion); addition = loss/λ',
  },
  service_level: {
    up: flat(gain(-0.55)),
    down: flat(-0.55),
    mechanisms: { loss: 0.5, betrayal: 0.3, fairness: 0.2 },
    lands_on: 'affected',
    scalable: false,
    source: 'docs/valence.md §7 "Ads added to paid tier" −0.60 attitude (AD2–AD3), "Discontinuing a product" −0.40 for its users (BR5); mean −0.55',
  },
  data_sharing: {
    up: flat(-0.75),
    down: flat(gain(-0.75)),
    mechanisms: { privacy: 0.7, betrayal: 0.3 },
    lands_on: 'affected',
    scalable: false,
    source: 'docs/valence.md §7 "Company sells/shares customer data" −0.75 in every party (DA1–DA5); stopping = loss/λ',
  },
  ai_content: {
    up: flat(-0.8),
    down: flat(gain(-0.8)),
    mechanisms: { privacy: 0.5, betrayal: 0.3, harm: 0.2 },
    lands_on: 'affected',
    scalable: false,
    source: 'docs/valence.md §7 "Customer content used to train AI" −0.80 (DA2, DA6); stopping = loss/λ',
  },
  jobs: {
    up: { affected: 0.05, employees: gain(-0.7), progressive: 0.2, moderate: 0.2, conservative: 0.15 },
    down: { affected: -0.15, employees: -0.8, progressive: -0.45, moderate: -0.35, conservative: -0.25 },
    mechanisms: { harm: 0.6, fairness: 0.4 },
    lands_on: 'employees',
    scalable: true,
    source: 'docs/valence.md §7 "Layoffs despite record profits" −0.70 (D −0.80, R −0.55), "AI replacing workers" −0.70 (AI2–AI5); hiring = loss/λ',
  },
  executive_pay: {
    up: { affected: -0.4, employees: -0.6, progressive: -0.75, moderate: -0.65, conservative: -0.45 },
    down: { affected: 0.1, employees: 0.2, progressive: 0.3, moderate: 0.25, conservative: 0.15 },
    mechanisms: { fairness: 1 },
    lands_on: 'public',
    scalable: true,
    source: 'docs/valence.md §7 "Executive pay rise" −0.65 (D −0.75, I −0.65, R −0.45; J1–J3); a cut = rise/λ (ASSUMPTION: no survey of cuts)',
  },
  formula: {
    up: { affected: -0.5, progressive: -0.1, moderate: -0.15, conservative: -0.2 },
    down: { affected: 0.2, progressive: 0.1, moderate: 0.1, conservative: 0.05 },
    mechanisms: { status_quo: 0.8, loss: 0.2 },
    lands_on: 'affected',
    scalable: false,
    source: 'docs/valence.md §7 "Logo/pack/recipe change to a heritage product" loyal −0.50 / all −0.15 (BR1–BR4); "down" = taking out an unwanted ingredient, a gain (ASSUMPTION: no survey)',
  },
  size: {
    up: flat(gain(-0.7)),
    down: flat(-0.7),
    mechanisms: { fairness: 0.6, loss: 0.4 },
    lands_on: 'affected',
    scalable: true,
    monetary: true,
    source: 'docs/valence.md §7 "Shrinkflation" −0.70 (SH1–SH3); a larger pack = loss/λ',
  },
  brand_identity: {
    up: { affected: -0.5, progressive: -0.1, moderate: -0.15, conservative: -0.25 },
    down: { affected: 0.15, progressive: 0.05, moderate: 0.05, conservative: 0.1 },
    mechanisms: { status_quo: 1 },
    lands_on: 'affected',
    scalable: false,
    source: 'docs/valence.md §7 "Logo/pack/recipe change to a heritage product" loyal −0.50 / all −0.15, older more negative (BR1–BR4); restoring = gain (ASSUMPTION)',
  },
  access: {
    up: flat(-0.5),
    down: flat(gain(-0.5)),
    mechanisms: { loss: 0.6, fairness: 0.4 },
    lands_on: 'affected',
    scalable: false,
    source: 'ASSUMPTION: a new restriction is a loss of what users could do, valued like a benefit cut (docs/valence.md §7 −0.60) less a tenth; lifting it = loss/λ',
  },
  tax: {
    up: { affected: -0.4, progressive: -0.15, moderate: -0.35, conservative: -0.6 },
    down: { affected: gain(-0.4), progressive: 0, moderate: 0.1, conservative: 0.25 },
    mechanisms: { loss: 0.6, fairness: 0.4 },
    lands_on: 'affected',
    scalable: true,
    monetary: true,
    source: 'docs/valence.md §7 "Congestion charge (+) before launch" −0.35 (D −0.15, R −0.60; PO1–PO5), "Low-emission zone" −0.05, "Sugar/soda tax" +0.20; payers −0.40',
  },
  public_rule: {
    up: { affected: -0.35, progressive: 0, moderate: -0.1, conservative: -0.25 },
    down: { affected: gain(-0.35), progressive: -0.05, moderate: 0, conservative: 0.1 },
    mechanisms: { loss: 0.5, fairness: 0.3, status_quo: 0.2 },
    lands_on: 'affected',
    scalable: false,
    source: 'docs/valence.md §7: rules vary from "Phone ban in class" +0.50 to "Congestion charge" −0.35 and "Return-to-office mandate" −0.45 for those bound; ASSUMPTION: a generic new rule −0.35 for those it binds, 0 to −0.25 for the public',
  },
  cause: {
    // A cause not in CAUSES takes the valence of a company taking a public stance in general (S1, S5).
    up: { affected: -0.1, progressive: 0.06, moderate: -0.28, conservative: -0.56 },
    down: { affected: 0, progressive: -0.1, moderate: 0.05, conservative: 0.2 },
    mechanisms: { identity: 1 },
    lands_on: 'public',
    scalable: false,
    source: 'docs/valence.md §7 "Company takes a public stance (generic)" All −0.24, D +0.06, I −0.28, R −0.56 (S1, S5)',
  },
  partnership: {
    up: { affected: 0.05, progressive: 0.02, moderate: 0.02, conservative: 0.02 },
    down: { affected: -0.05, progressive: 0, moderate: 0, conservative: 0 },
    mechanisms: { identity: 0.6, betrayal: 0.4 },
    lands_on: 'public',
    scalable: false,
    source: 'ASSUMPTION: a commercial partnership with an uncoded partner moves few people; a partner coded to a cause takes that cause\'s valence (CAUSES)',
  },
  donation: {
    up: { affected: 0.1, progressive: 0.15, moderate: 0.1, conservative: 0.05 },
    down: { affected: -0.15, progressive: -0.15, moderate: -0.1, conservative: -0.05 },
    mechanisms: { harm: 0.6, betrayal: 0.4 },
    lands_on: 'public',
    scalable: false,
    source: 'ASSUMPTION: giving to an uncoded charity is mildly welcome, ending it mildly resented; to a cause-coded group it takes the cause\'s valence (CAUSES)',
  },
  appointment: {
    up: { affected: 0, progressive: 0, moderate: 0, conservative: 0 },
    down: { affected: -0.05, progressive: 0, moderate: 0, conservative: 0 },
    mechanisms: { betrayal: 0.5, identity: 0.5 },
    lands_on: 'public',
    scalable: false,
    source: 'ASSUMPTION: naming a leader is news, not a gain or a loss, unless the person is coded to a cause (CAUSES)',
  },
  /**
   * Marketing that shows people by gender, nationality, ethnicity, religion or body (frames.ts
   * `portrayalFrame`). Such portrayals are read by part of the public as stereotypes: the UK
   * Advertising Standards Authority's review "Depictions, Perceptions and Harm" (2017) found
   * gender-stereotyped ads seen as harmful and led to the 2019 ban on them (CAP Code rule 4.9);
   * consumers punish a foreign brand seen to slight their nation (animosity model: Klein, Ettenson
   * & Morris 1998, J. Marketing 62(1)). ASSUMPTION for the size: the row of a company taking a
   * public stance (generic) with the sides swapped — those who guard against stereotypes (the
   * progressive side and the group shown) object as the other side does to a stance.
   */
  portrayal: {
    up: { affected: -0.26, progressive: -0.56, moderate: -0.28, conservative: 0.06 },
    down: { affected: 0, progressive: 0.1, moderate: 0.05, conservative: -0.05 },
    mechanisms: { identity: 1 },
    lands_on: 'public',
    scalable: false,
    source: 'ASSUMPTION: docs/valence.md §7 "Company takes a public stance (generic)" (S1, S5) with the sides swapped; ASA "Depictions, Perceptions and Harm" (2017); Klein, Ettenson & Morris (1998)',
  },
  other: {
    up: flat(gain(-0.4)),
    down: flat(-0.4),
    mechanisms: { loss: 0.7, betrayal: 0.3 },
    lands_on: 'affected',
    scalable: false,
    source:
      'ASSUMPTION: the open world (issue 20 item 3; docs/corpus.md class `other`): a change of no listed class that removes or ends something is read as docs/valence.md §7 "Discontinuing a product" −0.40 for its users (BR5), one that adds or starts something as that loss divided by λ; its frames carry the reader\'s lower certainty',
  },
};

/** Causes with an ideological valence, and the valence of adopting (up) and dropping (down) them. */
export interface CauseSpec {
  up: GroupValence;
  down: GroupValence;
  source: string;
}

/**
 * Valence of dropping a cause, from adopting it, where no poll of dropping exists. The one
 * measured case, DEI (docs/valence.md B1–B2 vs B7–B9), shows the side that objected to adopting
 * welcoming the drop about as strongly (R −0.45 → +0.55) and the side that approved minding it
 * about half as much (D +0.70 → −0.35); moderates move about half way. So: a negative adoption
 * valence mirrors in full, a positive one at half (ASSUMPTION generalising DEI to other causes).
 */
function dropOf(adopt: number): number {
  return adopt < 0 ? -adopt : -0.5 * adopt;
}

/** Valence of a cause for customers ("affected") is the public's mean; the sides carry the signal. */
const cause = (d: number, i: number, r: number, source: string, measuredDrop?: [number, number, number]): CauseSpec => {
  const [downD, downI, downR] = measuredDrop ?? [dropOf(d), dropOf(i), dropOf(r)];
  return {
    up: { affected: (d + i + r) / 3, progressive: d, moderate: i, conservative: r },
    down: { affected: (downD + downI + downR) / 3, progressive: downD, moderate: downI, conservative: downR },
    source,
  };
};

/** Causes (docs/valence.md §7); dropping as measured for DEI, else by `dropOf`. */
/** Classes that carry a cause, their direction saying its side (docs/corpus.md `cause`): adopting or dropping it, a partner or person for it. */
export const CAUSE_CLASSES: readonly ObjectClass[] = ['cause', 'partnership', 'donation', 'appointment', 'portrayal'];
/** Rules and restrictions, which carry a cause with the side they take (docs/corpus.md `cause_side`). */
export const SIDED_CAUSE_CLASSES: readonly ObjectClass[] = ['public_rule', 'access'];

export const CAUSES: Record<string, CauseSpec> = {
  dei: cause(0.7, 0.05, -0.45, 'docs/valence.md §7 DEI kept/expanded (B1–B2, B6, B8, B11) and ended (B7–B9)', [-0.35, -0.07, 0.55]),
  lgbtq: cause(0.4, -0.1, -0.35, 'docs/valence.md §7 Pride marketing: attitude D +0.65 and purchase action D +0.20 averaged for the approving side; action valence for the others (C1–C5, C7)'),
  transgender: cause(0.55, 0.1, -0.55, 'docs/valence.md §7 trans spokesperson (+) D +0.55 (T4); R −0.55 = attitude −0.25 widened by the attitude–action gap of C1 vs C4 (ASSUMPTION)'),
  climate: cause(0.7, 0.4, -0.15, 'docs/valence.md §7 climate/ESG commitment with "ESG/woke" label (E1–E4, S2)'),
  gun_control: cause(0.75, 0.35, -0.45, 'docs/valence.md §7 retailer restricts gun sales (G1–G5), R −0.45 from G2 (unfavourable doubled)'),
  racial_justice: cause(0.7, 0, -0.65, 'docs/valence.md §7 BLM / racial-justice statement (P1, S4)'),
  police: cause(-0.2, 0.1, 0.55, 'docs/valence.md §7 pro-police message (P2, proxy)'),
  immigration: cause(0.55, -0.1, -0.7, 'docs/valence.md §7 pro-immigration stance (M1–M3, proxy)'),
  reproductive: cause(0.6, 0.15, -0.4, 'docs/valence.md §7 abortion travel benefit (AB1–AB3)'),
  religion: cause(-0.3, -0.05, 0.36, 'docs/valence.md §7 religion guiding business decisions (RL1–RL2)'),
  patriotic: cause(0.1, 0.2, 0.6, 'docs/valence.md §7 patriotic/military theme (PA1, proxy)'),
  gun_rights: cause(-0.75, -0.3, 0.45, 'docs/valence.md §7 gun policies (G1–G5) with the sign reversed: siding with gun-rights groups'),
  pro_life: cause(-0.6, -0.15, 0.4, 'docs/valence.md §7 abortion travel/reproductive benefit (AB1–AB3) with the sign reversed: siding with anti-abortion groups'),
};

/**
 * Valence rows that replace a class's row for a qualified frame (frames.ts `qualify`), "up"
 * direction only unless stated.
 * - corrective tax (on sugar, plastic bags, tobacco) or rule against such a product (a smoking
 *   ban): docs/valence.md §7 "Sugar/soda tax (+)" All +0.20 (PO11–PO12), low income −0.20 for
 *   those who pay; no party split was surveyed, so the ±0.1 tilt of §8 rule 5 (ASSUMPTION); a
 *   rule takes the levy's row (ASSUMPTION: the nearest measured corrective policy).
 * - tax on businesses or the rich: docs/valence.md §7 "Tax rise on the rich / corporations (+)"
 *   D +0.70, I +0.40, R +0.12 (PO16); it lands on the public's judgement, the payers are few.
 * - a product or identity change without heritage cues: the heritage row (BR1–BR4) at half
 *   (ASSUMPTION: the survey rows ask about heritage products; a young brand's logo has fewer
 *   loyalists to lose).
 */
export const QUALIFIED = {
  corrective: { affected: -0.2, progressive: 0.3, moderate: 0.2, conservative: 0.1 } satisfies GroupValence,
  wealth: { affected: 0.1, progressive: 0.7, moderate: 0.4, conservative: 0.12 } satisfies GroupValence,
  /**
   * A charge only visitors pay (a tourist or visitor levy), judged by residents who do not pay it.
   * Edinburgh's Transient Visitor Levy consultation (City of Edinburgh Council, 2018–19; 2,500
   * responses): 91 % of residents and 51 % of accommodation providers in favour; Marketing
   * Edinburgh's own survey: 59 % of residents in favour. ASSUMPTION: the lower figure, as net
   * support about +0.3, tilted ±0.1 by party as for the corrective row (no party split at hand);
   * those it lands on in the population (hosts, businesses that serve visitors) split about evenly.
   */
  outsider: { affected: 0, progressive: 0.4, moderate: 0.3, conservative: 0.2 } satisfies GroupValence,
  plainShare: 0.5,
  /**
   * A loss imposed on what people already own weighs more: the endowment effect (Kahneman, Knetsch
   * & Thaler 1990, JPE 98(6): selling prices about twice buying prices for goods just received).
   * ASSUMPTION: ×1.5 (between no effect and the ×2 of the experiments), at most a valence of −1.
   */
  ownedScale: 1.5,
  /** ASSUMPTION: such a loss is also felt as a broken promise: betrayal takes 0.4 of it, the class's own mechanisms the rest. */
  ownedBetrayalShare: 0.4,
  source: 'docs/valence.md §7 "Sugar/soda tax" (PO11–PO12), "Tax rise on the rich / corporations" (PO16), "Logo/pack/recipe change to a heritage product" (BR1–BR4); plain share ASSUMPTION',
} as const;
