import type { Config } from '../config.js';
import type { Prices } from '../contracts/wallet.js';
import { centsToUsd } from './wallet.js';

/** One-time credit packages (docs/api.md "Credit package"). Bought in the web application, never through the API. */
export interface CreditPackage {
  /** Also the `api_<id>` custom id of the payment-provider event. */
  id: 'single' | 'pack5' | 'pack25';
  name: string;
  credits: number;
  priceCents: number;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 'single', name: 'Single', credits: 1, priceCents: 8000 },
  { id: 'pack5', name: 'Pack 5', credits: 5, priceCents: 20000 },
  { id: 'pack25', name: 'Pack 25', credits: 25, priceCents: 50000 },
];

/** The public prices of `GET /v1/plans` (docs/api.md "Prices"): per simulation, link, tiebreaker, and the packages. */
export function publicPrices(config: Config): Prices {
  return {
    sim_cost_usd: centsToUsd(config.simCostCents),
    link_cost_usd: centsToUsd(config.linkCostCents),
    tiebreaker_cost_usd: centsToUsd(config.tiebreakerCostCents),
    credits_expire: false,
    plan_tiers: [],
    credit_packages: CREDIT_PACKAGES.map((p) => ({
      id: p.id,
      name: p.name,
      credits: p.credits,
      price_usd: centsToUsd(p.priceCents),
      per_credit_usd: centsToUsd(Math.round(p.priceCents / p.credits)),
    })),
    note: '1 credit = 1 simulation; credits never expire and are bought in the web application (one-time payment).',
  };
}
