/**
 * The caller's description of the actor's customers (`EngineInput.audience`; docs/decisions.md
 * "Audience") applied to the population template: the marginals the agents with the customer role
 * are drawn from. Everyone else (the general public, employees, partners, investors, commentators
 * and activists) keeps the template's marginals of `priors.ts`.
 *
 * The rules, each part independent of the others and applied only when given:
 * - `ideology_lean` L: the customers' ideology answers are drawn from
 *   (1 − w) × the public's answers (Gallup) + w × a distribution centred on L, with
 *   w = AUDIENCE_SHIFT.ideologyWeight. The centred distribution splits its mass between the two
 *   answer points around L (POPULATION.ideologyPoints −1, −0.5, 0, 0.5, 1) in inverse proportion
 *   to their distance, so its mean is exactly L; each agent then keeps the usual jitter. The mean
 *   customer ideology becomes (1 − w) × the public's mean + w × L, and moral foundations follow
 *   ideology as for everyone.
 * - `age_band`: that band holds AUDIENCE_SHIFT.ageBandShare of the customers, the other ages the
 *   rest in their template proportions. The caller's bands (18-29, 30-44, 45-64, 65+) map onto the
 *   template's (18-29, 30-49, 50-64, 65+) by the years they share (45-64: 5 of its 20 years in 30-49).
 * - `urbanicity`: the customers' urban share (the template's binary urban flag, Census urban
 *   areas, which take in the suburbs) becomes AUDIENCE_SHIFT.urbanShare of the description. No
 *   mechanism depends on where people live today: it shows in the quotes' personas.
 * - `price_sensitivity` P: every customer's price sensitivity (before clamping to [0, 1]) is
 *   scaled by P / the template's mean, so the customers' mean becomes about P.
 *
 * The draws are the same with and without an audience (one draw per marginal per agent), so the
 * agents who are not customers are identical to those of the run without one, and without an
 * audience (or with an empty one) the population is byte for byte what it was before this module.
 * Like `../constants.ts`, every constant here carries its source or an ASSUMPTION mark
 * (test/engine/constants.test.ts checks).
 */
import { AUDIENCE } from '../../contracts/limits.js';
import { POPULATION } from '../constants.js';
import { EngineInputError, type AudienceInput } from '../types.js';
import { AGE, IDEOLOGY, INCOME, URBAN_SHARE } from './priors.js';

/** How a described audience shifts the customers (see the module comment for the rules). */
export const AUDIENCE_SHIFT = {
  /** ASSUMPTION: a customer base described as leaning one way is 70 % of that lean and 30 % drawn like the public: no brand's customers are politically uniform. */
  ideologyWeight: 0.7,
  /** ASSUMPTION: the "main" age band of the customers holds 60 % of them, a clear majority with the other ages still present. */
  ageBandShare: 0.6,
  /**
   * Source: US Census Bureau 2020 urban areas (80 % of people) take in the suburbs, so urban and suburban
   * customers mostly carry the urban flag. ASSUMPTION: urban customers 95 % urban, suburban 90 % (the
   * rest at the rural fringe), rural customers 20 % (the mirror of the national 80 %).
   */
  urbanShare: { urban: 0.95, suburban: 0.9, rural: 0.2 },
  /** Source: year overlap of the caller's age bands with the template's (AGE.labels 18-29, 30-49, 50-64, 65+); 45-64 has 5 of its 20 years in 30-49. */
  ageBandOverlap: {
    '18-29': [1, 0, 0, 0],
    '30-44': [0, 1, 0, 0],
    '45-64': [0, 0.25, 0.75, 0],
    '65+': [0, 0, 0, 1],
  },
} as const;

/** The marginals one kind of agent is drawn from. */
export interface Marginals {
  /** Weights of the age bands (AGE.labels). */
  age: readonly number[];
  /** Weights of the ideology answers (IDEOLOGY.labels, at POPULATION.ideologyPoints). */
  ideology: readonly number[];
  /** Chance of the urban flag. */
  urbanShare: number;
  /** Factor on price sensitivity before clamping; 1 leaves it as drawn. */
  priceScale: number;
}

/** The template (priors.ts): what everyone is drawn from without an audience. */
export const TEMPLATE_MARGINALS: Marginals = { age: AGE.shares, ideology: IDEOLOGY.shares, urbanShare: URBAN_SHARE.value, priceScale: 1 };

/** Mean price sensitivity of the template before clamping: by income band, weighted by the income shares. */
export const TEMPLATE_PRICE_SENSITIVITY = INCOME.shares.reduce((acc, s, i) => acc + s * POPULATION.priceSensitivityByIncome[i]!, 0);

/**
 * The marginals of the actor's customers under `audience`; the template itself when there is no
 * audience or it describes nothing.
 * @throws EngineInputError for a value outside the ranges of src/contracts/limits.ts `AUDIENCE`.
 */
export function customerMarginals(audience: AudienceInput | undefined): Marginals {
  if (!audience) return TEMPLATE_MARGINALS;
  checkAudience(audience);
  const { ideology_lean: lean, age_band: band, urbanicity, price_sensitivity: price } = audience;
  if (lean === undefined && band === undefined && urbanicity === undefined && price === undefined) return TEMPLATE_MARGINALS;
  return {
    age: band === undefined ? AGE.shares : ageShares(band),
    ideology: lean === undefined ? IDEOLOGY.shares : ideologyShares(lean),
    urbanShare: urbanicity === undefined ? URBAN_SHARE.value : AUDIENCE_SHIFT.urbanShare[urbanicity],
    priceScale: price === undefined ? 1 : price / TEMPLATE_PRICE_SENSITIVITY,
  };
}

/** The public's ideology answers mixed with a two-point distribution whose mean is `lean`. */
export function ideologyShares(lean: number): number[] {
  const points = POPULATION.ideologyPoints;
  const centred = points.map(() => 0);
  const upper = Math.max(1, points.findIndex((p) => p >= lean));
  const lo = points[upper - 1]!;
  const hi = points[upper]!;
  const t = (lean - lo) / (hi - lo);
  centred[upper - 1] = 1 - t;
  centred[upper] = t;
  const w = AUDIENCE_SHIFT.ideologyWeight;
  return IDEOLOGY.shares.map((s, k) => (1 - w) * s + w * centred[k]!);
}

/** The age weights with `band` holding AUDIENCE_SHIFT.ageBandShare and the other ages the rest pro rata. */
export function ageShares(band: NonNullable<AudienceInput['age_band']>): number[] {
  const target = AUDIENCE_SHIFT.ageBandOverlap[band];
  const rest = AGE.shares.map((s, j) => s * (1 - target[j]!));
  const restTotal = rest.reduce((a, b) => a + b, 0);
  const a = AUDIENCE_SHIFT.ageBandShare;
  return target.map((t, j) => a * t + (1 - a) * (rest[j]! / restTotal));
}

function checkAudience(audience: AudienceInput): void {
  const inRange = (v: number | undefined, r: { min: number; max: number }) => v === undefined || (Number.isFinite(v) && v >= r.min && v <= r.max);
  if (!inRange(audience.ideology_lean, AUDIENCE.ideologyLean)) {
    throw new EngineInputError(`audience.ideology_lean must be a number from ${AUDIENCE.ideologyLean.min} to ${AUDIENCE.ideologyLean.max}`);
  }
  if (!inRange(audience.price_sensitivity, AUDIENCE.priceSensitivity)) {
    throw new EngineInputError(`audience.price_sensitivity must be a number from ${AUDIENCE.priceSensitivity.min} to ${AUDIENCE.priceSensitivity.max}`);
  }
  if (audience.age_band !== undefined && !(AUDIENCE.ageBands as readonly string[]).includes(audience.age_band)) {
    throw new EngineInputError(`audience.age_band must be one of ${AUDIENCE.ageBands.join(', ')}`);
  }
  if (audience.urbanicity !== undefined && !(AUDIENCE.urbanicity as readonly string[]).includes(audience.urbanicity)) {
    throw new EngineInputError(`audience.urbanicity must be one of ${AUDIENCE.urbanicity.join(', ')}`);
  }
}
