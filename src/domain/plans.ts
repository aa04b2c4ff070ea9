/** One-time credit packages (spec "Credit package" table). Bought in the web application, never through the API. */
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
