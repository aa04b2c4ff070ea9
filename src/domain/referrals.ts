/**
 * Referrals (docs/api.md "Referrals"; the interface's payment model: "Referral credit adds 100 USD to
 * each side, as credit only and never cash, directly into the wallet"). Every tenant has a code
 * (set by the database at creation). A tenant redeems one code once, at sign-up or later: both
 * wallets get `referralCreditCents` as `referral` transactions in one transaction, whose primary key
 * on the referred tenant makes "once" hold under any race.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/transaction.js';
import { transaction } from '../db/transaction.js';
import { toCents } from '../db/schema.js';
import { ApiError, errors, RequestValidationError } from './errors.js';
import { centsToUsd, creditWallet } from './wallet.js';

/** Longest code accepted in a request (codes are 16 characters; more is refused before any lookup). */
export const MAX_REFERRAL_CODE_CHARS = 64;

/** The answer of `GET /v1/referrals`. */
export interface ReferralSummary {
  code: string;
  credit_usd: number;
  redemptions: { redeemed_at: string; credit_usd: number }[];
  redemptions_count: number;
  earned_usd: number;
  referred_by: { redeemed_at: string; credit_usd: number } | null;
}

/** The answer of a redemption. */
export interface ReferralRedeemed {
  redeemed: true;
  credit_usd: number;
  balance_usd: number;
}

/** Codes compare without case and surrounding space (people type them). */
export function normalizeReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

function codeError(loc: (string | number)[], type: string, msg: string, input: string): RequestValidationError {
  return new RequestValidationError([{ loc, msg, type, input: input.slice(0, MAX_REFERRAL_CODE_CHARS) }]);
}

/**
 * The referrer of `code`, checked against `referredTenantId` (no self-referral, no mixing sandbox and
 * live tenants, no A→B→A ring).
 * @throws RequestValidationError 422 at `loc`: `referral_code_unknown`, `self_referral`,
 *   `referral_sandbox_mismatch`, `referral_cycle`.
 */
async function referrerOf(trx: Executor, code: string, referred: { id: string; sandbox: boolean }, loc: (string | number)[]): Promise<{ id: string }> {
  const referrer = await trx.selectFrom('tenants').select(['id', 'sandbox']).where('referral_code', '=', normalizeReferralCode(code)).executeTakeFirst();
  if (!referrer) throw codeError(loc, 'referral_code_unknown', 'No tenant has this referral code', code);
  if (referrer.id === referred.id) throw codeError(loc, 'self_referral', 'A tenant cannot redeem its own referral code', code);
  // Play money must not turn into real credit, nor the reverse.
  if (referrer.sandbox !== referred.sandbox) throw codeError(loc, 'referral_sandbox_mismatch', 'Sandbox and live tenants cannot refer each other', code);
  const ring = await trx
    .selectFrom('referral_redemptions')
    .select('referred_tenant_id')
    .where('referred_tenant_id', '=', referrer.id)
    .where('referrer_tenant_id', '=', referred.id)
    .executeTakeFirst();
  if (ring) throw codeError(loc, 'referral_cycle', 'This tenant was referred by you: two tenants cannot refer each other', code);
  return referrer;
}

/**
 * Redeems `code` for `referredTenantId` inside `db` (a transaction of its own, or the caller's, as at
 * sign-up): locks both tenants' rows in id order, records the redemption, and credits both wallets.
 * @param loc where the code sits in the request, for 422 bodies (`["body","code"]`, `["body","referral_code"]`)
 * @throws RequestValidationError 422 (see `referrerOf`); ApiError 409 `referral_already_redeemed`
 *   when this tenant has redeemed a code before (also when a concurrent redemption won the race);
 *   ApiError 404 when the tenant is gone.
 */
export async function redeemReferral(db: Executor, referredTenantId: string, code: string, creditCents: number, loc: (string | number)[] = ['body', 'code']): Promise<ReferralRedeemed> {
  try {
    return await transaction(db, async (trx) => {
      const referred = await trx.selectFrom('tenants').select(['id', 'sandbox']).where('id', '=', referredTenantId).executeTakeFirst();
      if (!referred) throw errors.notFound('Tenant');
      const referrer = await referrerOf(trx, code, referred, loc);
      // Both rows locked in id order, so redemptions in opposite directions cannot deadlock; the
      // redemption is then decided under the referred tenant's lock.
      await trx.selectFrom('tenants').select('id').where('id', 'in', [referred.id, referrer.id]).orderBy('id').forUpdate().execute();
      const inserted = await trx
        .insertInto('referral_redemptions')
        .values({ referred_tenant_id: referred.id, referrer_tenant_id: referrer.id, credit_cents: creditCents })
        .onConflict((oc) => oc.column('referred_tenant_id').doNothing())
        .returning('referred_tenant_id')
        .executeTakeFirst();
      if (!inserted) throw alreadyRedeemed();
      const balance = await creditWallet(trx, { tenantId: referred.id, amountCents: creditCents, kind: 'referral', note: 'referral credit (you were referred)' });
      await creditWallet(trx, { tenantId: referrer.id, amountCents: creditCents, kind: 'referral', note: 'referral credit (a tenant you referred joined)' });
      return { redeemed: true as const, credit_usd: centsToUsd(creditCents), balance_usd: centsToUsd(balance) };
    });
  } catch (err: any) {
    if (err?.code === '23505') throw alreadyRedeemed(); // a concurrent redemption committed first
    throw err;
  }
}

function alreadyRedeemed(): ApiError {
  return new ApiError(409, 'referral_already_redeemed', 'This tenant has already redeemed a referral code (once per tenant)');
}

/**
 * Checks a code before a sign-up pays for its password hash.
 * @throws RequestValidationError 422 `referral_code_unknown` at `["body","referral_code"]`.
 */
export async function assertReferralCodeExists(db: Executor, code: string): Promise<void> {
  const r = await db.selectFrom('tenants').select('id').where('referral_code', '=', normalizeReferralCode(code)).executeTakeFirst();
  if (!r) throw codeError(['body', 'referral_code'], 'referral_code_unknown', 'No tenant has this referral code', code);
}

/**
 * The tenant's code, the credit each side of a referral gets now (`creditCents`), the redemptions of it (newest first, at most `limit`; other tenants are not
 * named) and whether it was referred itself.
 * @throws ApiError 404 when the tenant is gone.
 */
export async function getReferrals(db: Executor, tenantId: string, creditCents: number, limit = 50): Promise<ReferralSummary> {
  const tenant = await db.selectFrom('tenants').select('referral_code').where('id', '=', tenantId).executeTakeFirst();
  if (!tenant) throw errors.notFound('Tenant');
  const [rows, totals, referredBy] = await Promise.all([
    db.selectFrom('referral_redemptions').select(['credit_cents', 'created_at']).where('referrer_tenant_id', '=', tenantId).orderBy('created_at', 'desc').limit(limit).execute(),
    db
      .selectFrom('referral_redemptions')
      .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(credit_cents), 0)`.as('sum')])
      .where('referrer_tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('referral_redemptions').select(['credit_cents', 'created_at']).where('referred_tenant_id', '=', tenantId).executeTakeFirst(),
  ]);
  return {
    code: tenant.referral_code,
    credit_usd: centsToUsd(creditCents),
    redemptions: rows.map((r) => ({ redeemed_at: new Date(r.created_at).toISOString(), credit_usd: centsToUsd(toCents(r.credit_cents)) })),
    redemptions_count: Number(totals.n),
    earned_usd: centsToUsd(toCents(totals.sum)),
    referred_by: referredBy ? { redeemed_at: new Date(referredBy.created_at).toISOString(), credit_usd: centsToUsd(toCents(referredBy.credit_cents)) } : null,
  };
}
