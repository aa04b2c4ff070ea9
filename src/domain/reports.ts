/**
 * How a stored report is shown to a caller: the one place that adds the attribution block and the
 * sandbox marking (docs/api.md "Attribution block", "Tenants"), for the
 * API, the CLI's `--json` output and the hosted pages alike.
 */
import type { Attribution, EngineReport, Report } from '../contracts/report.js';

/** Product name shown in the attribution. */
export const PRODUCT_NAME = 'Scenario Sim';

/** Path of the attribution badge (`GET /v1/assets/powered-by.svg`, docs/api.md "Attribution block"). */
export const BADGE_PATH = '/v1/assets/powered-by.svg';

/** The attribution block: `{text, badge_url, link}`; `link` points at the public docs. */
export function attributionBlock(publicBaseUrl: string): Attribution {
  return { text: `Powered by ${PRODUCT_NAME}`, badge_url: BADGE_PATH, link: `${publicBaseUrl}/v1/docs` };
}

/** Who a report is presented to. */
export interface Audience {
  /** The owning tenant is a sandbox tenant: the report says `"sandbox": true`. */
  sandbox: boolean;
  /** Base address for the attribution link (config `PUBLIC_BASE_URL`). */
  publicBaseUrl: string;
}

/** The report as callers receive it: the engine's report, `sandbox: true` for sandbox tenants, and `attribution`. */
export function presentReport(report: EngineReport, audience: Audience): Report {
  return { ...report, ...(audience.sandbox ? { sandbox: true as const } : {}), attribution: attributionBlock(audience.publicBaseUrl) };
}
