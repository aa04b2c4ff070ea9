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

/**
 * The interface's package table, as the default of config `creditPackages` (CREDIT_PACKAGES).
 * Read the packages in force from the config; this list is the default only.
 */
export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 'single', name: 'Single', credits: 1, priceCents: 8000 },
  { id: 'pack5', name: 'Pack 5', credits: 5, priceCents: 20000 },
  { id: 'pack25', name: 'Pack 25', credits: 25, priceCents: 50000 },
];

/**
 * What a package adds to the wallet, in cents: 1 credit = 1 simulation, so N credits add N × the
 * price of one simulation (docs/decisions.md "Issue 24: one reading of the prices"). The package's
 * own price is what the buyer pays, not what the wallet receives.
 */
export function walletCreditCents(credits: number, config: Pick<Config, 'simCostCents'>): number {
  return credits * config.simCostCents;
}

/** The public prices of `GET /v1/plans` (docs/api.md "Prices"): per simulation, link, tiebreaker, and the packages. */
export function publicPrices(config: Config): Prices {
  return {
    sim_cost_usd: centsToUsd(config.simCostCents),
    link_cost_usd: centsToUsd(config.linkCostCents),
    tiebreaker_cost_usd: centsToUsd(config.tiebreakerCostCents),
    credits_expire: false,
    plan_tiers: [],
    credit_packages: config.creditPackages.map((p) => {
      const walletCents = walletCreditCents(p.credits, config);
      return {
        id: p.id,
        name: p.name,
        credits: p.credits,
        price_usd: centsToUsd(p.priceCents),
        per_credit_usd: centsToUsd(Math.round(p.priceCents / p.credits)),
        wallet_credit_usd: centsToUsd(walletCents),
        simulations: Math.floor(walletCents / Math.max(1, config.simCostCents)),
      };
    }),
    note:
      `1 credit = 1 simulation at sim_cost_usd (${centsToUsd(config.simCostCents)} USD of wallet balance). A package of N credits adds N × sim_cost_usd to the wallet ` +
      '(wallet_credit_usd), which buys N simulations; price_usd is what you pay for it. Credits never expire and are bought in the web application (one-time payment).',
  };
}
