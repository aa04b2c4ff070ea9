/**
 * The payment provider's webhook (docs/api.md "Billing webhook"; DESIGN §3 "Payment-provider
 * webhook"): a verified `checkout.session.completed` event whose custom id is `api_<package>`
 * credits that package to the tenant once per event id; any other event is acknowledged and ignored.
 * Credits are bought in the web application; this is how the purchase reaches the wallet.
 */
import type { Executor } from '../db/transaction.js';
import { verifyWebhookSignature, WebhookSignatureError } from '../lib/webhook-signature.js';
import { transaction } from '../db/transaction.js';
import { ApiError } from './errors.js';
import { CREDIT_PACKAGES, type CreditPackage } from './plans.js';
import { centsToUsd, creditWallet } from './wallet.js';

/** The event kind that credits a package (Stripe's name for a finished checkout). */
export const CHECKOUT_COMPLETED = 'checkout.session.completed';

/** Prefix of the custom id that marks an API credit purchase (`api_single`, `api_pack5`, `api_pack25`). */
const CUSTOM_ID_PREFIX = 'api_';

/** What the webhook did with one event. */
export interface PaymentEventOutcome {
  received: true;
  event_id: string | null;
  /** `credited`: the package was added now; `duplicate`: this event id was credited before; `ignored`: nothing to do. */
  outcome: 'credited' | 'duplicate' | 'ignored';
  /** Why an event was ignored (null otherwise). */
  reason: string | null;
  package: string | null;
  /** Credit added by this delivery, USD (0 unless `credited`). */
  credited_usd: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function str(v: unknown): string | null {
  return typeof v === 'string' && v.length > 0 && v.length <= 500 ? v : null;
}

function ignored(eventId: string | null, reason: string, pkg: string | null = null): PaymentEventOutcome {
  return { received: true, event_id: eventId, outcome: 'ignored', reason, package: pkg, credited_usd: 0 };
}

/**
 * Parses a verified event body (the raw bytes whose signature was checked).
 * @throws ApiError 400 `invalid_event` when the body is not a JSON object with a string `id` and `type`.
 */
export function parsePaymentEvent(rawBody: Buffer): { id: string; type: string; object: Record<string, unknown> } {
  let event: unknown;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new ApiError(400, 'invalid_event', 'The event body is not JSON');
  }
  const e = event as Record<string, any> | null;
  const id = str(e?.id);
  const type = str(e?.type);
  if (!e || typeof e !== 'object' || Array.isArray(e) || !id || !type) {
    throw new ApiError(400, 'invalid_event', 'The event needs a string "id" and "type"');
  }
  const object = e.data?.object;
  return { id, type, object: object && typeof object === 'object' && !Array.isArray(object) ? object : {} };
}

/**
 * Applies one verified payment event. A `checkout.session.completed` with `payment_status` "paid"
 * (or none), custom id `api_<package>` (`data.object.metadata.custom_id`, or `data.object.custom_id`)
 * and the tenant's id (`data.object.client_reference_id`, or `metadata.tenant_id`) credits
 * `credits × simCostCents` (1 credit = 1 simulation) as a `purchase` wallet transaction, with the
 * event id recorded in the same transaction: a replay, also a concurrent one, is `duplicate` and
 * credits nothing. Every other event is `ignored` (200 to the provider, so it does not retry).
 * @param simCostCents price of one simulation, cents (config)
 */
export async function applyPaymentEvent(db: Executor, event: { id: string; type: string; object: Record<string, unknown> }, simCostCents: number): Promise<PaymentEventOutcome> {
  if (event.type !== CHECKOUT_COMPLETED) return ignored(event.id, `event type ${event.type} is not handled`);
  const o = event.object as Record<string, any>;
  const customId = str(o.metadata?.custom_id) ?? str(o.custom_id);
  if (!customId || !customId.startsWith(CUSTOM_ID_PREFIX)) return ignored(event.id, 'no api_<package> custom id');
  const pkg: CreditPackage | undefined = CREDIT_PACKAGES.find((p) => `${CUSTOM_ID_PREFIX}${p.id}` === customId);
  if (!pkg) return ignored(event.id, `unknown package ${customId}`, customId);
  // Asynchronous payment methods complete the checkout before the money arrives (Stripe sends
  // payment_status "unpaid" then): nothing is credited for those.
  const paymentStatus = str(o.payment_status);
  if (paymentStatus && paymentStatus !== 'paid' && paymentStatus !== 'no_payment_required') return ignored(event.id, `payment_status ${paymentStatus}`, pkg.id);
  const tenantId = str(o.client_reference_id) ?? str(o.metadata?.tenant_id);
  if (!tenantId || !UUID.test(tenantId)) return ignored(event.id, 'no tenant id (client_reference_id)', pkg.id);

  const amountCents = pkg.credits * simCostCents;
  return transaction(db, async (trx) => {
    const tenant = await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
    if (!tenant) return ignored(event.id, 'unknown tenant', pkg.id);
    // The event id's row and the credit commit together; a concurrent replay waits on the key, then finds it.
    const inserted = await trx
      .insertInto('payment_events')
      .values({ event_id: event.id, tenant_id: tenantId, package: pkg.id, amount_cents: amountCents })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!inserted) return { received: true as const, event_id: event.id, outcome: 'duplicate' as const, reason: null, package: pkg.id, credited_usd: 0 };
    await creditWallet(trx, {
      tenantId,
      amountCents,
      kind: 'purchase',
      note: `${pkg.name}: ${pkg.credits} credit${pkg.credits === 1 ? '' : 's'} (payment event ${event.id})`,
    });
    return { received: true as const, event_id: event.id, outcome: 'credited' as const, reason: null, package: pkg.id, credited_usd: centsToUsd(amountCents) };
  });
}

/**
 * Checks the provider's `Service-Signature` over the raw body with the outgoing webhooks' scheme
 * (src/lib/webhook-signature.ts: HMAC-SHA256 of `<t>.<body>`, constant-time, timestamp tolerance).
 * @throws ApiError 503 `billing_webhook_not_configured` when no secret is set; ApiError 400
 *   `invalid_signature` (with `reason`: missing_header, malformed_header, no_signatures,
 *   timestamp_too_old, timestamp_in_future, signature_mismatch) when it does not verify.
 */
export function verifyPaymentSignature(rawBody: Buffer, header: string | string[] | undefined, secret: string | null, toleranceSeconds: number): void {
  if (!secret) throw new ApiError(503, 'billing_webhook_not_configured', 'The payment webhook has no secret configured (PAYMENT_WEBHOOK_SECRET)');
  try {
    verifyWebhookSignature(rawBody, header, secret, { toleranceSeconds });
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw new ApiError(400, 'invalid_signature', err.message, { reason: err.code });
    throw err;
  }
}
