/**
 * Tenants, sign-up, login and credential resolution (docs/api.md "Accounts and sessions", "Credentials").
 */
import { sql } from 'kysely';
import type { SessionGrant } from '../contracts/accounts.js';
import { transaction, type Executor } from '../db/transaction.js';
import { ApiError, errors } from './errors.js';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets.js';
import { creditWallet } from './wallet.js';
import { assertReferralCodeExists, redeemReferral } from './referrals.js';

export type Tier = 'standard' | 'pro' | 'enterprise';

/** Input of `createTenant`. `creditsCents` is an opening grant (0 by default). */
export interface NewTenant {
  email: string;
  password: string;
  name: string;
  tier?: Tier;
  sandbox?: boolean;
  whiteLabel?: boolean;
  creditsCents?: number;
  /** Another tenant's referral code, redeemed in the sign-up's transaction (both sides get `creditCents`). */
  referral?: { code: string; creditCents: number };
}

/** A tenant as the domain sees it. */
export interface Tenant {
  id: string;
  name: string;
  email: string;
  tier: Tier;
  sandbox: boolean;
  white_label: boolean;
}

/** Who is calling: resolved from a session token or an API key. */
export interface Principal {
  tenant: Tenant;
  kind: 'session' | 'api_key';
  /** Set for API keys: the key's id (rate limits and usage are per key). */
  keyId: string | null;
  /** Hash of the credential, a stable per-credential identity for rate limiting. */
  credentialHash: string;
}

/**
 * Refuses to run inside a database transaction: password hashing waits for the hashing gate and
 * takes ~165 ms of CPU, and a transaction held meanwhile keeps its connection (on the embedded
 * database, the only session) from every other query (docs/decisions.md "Password hashing off the
 * critical path").
 * @throws Error when `db` is a transaction (a programming error).
 */
function assertOutsideTransaction(db: Executor, what: string): void {
  if ((db as { isTransaction?: boolean }).isTransaction) throw new Error(`${what} hashes a password and must not run inside a transaction`);
}

/** Normalised login email: trimmed, lower case. */
function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Checks a new tenant's input and hashes its password, outside any transaction. A taken email is
 * refused before the hash is paid for (the insert checks again under its unique index).
 * @throws ApiError 409 `email_taken`; ApiError 400 `white_label_requires_enterprise`.
 */
async function prepareTenant(db: Executor, input: NewTenant): Promise<{ email: string; tier: Tier; passwordHash: string }> {
  assertOutsideTransaction(db, 'Creating a tenant');
  const tier = input.tier ?? 'standard';
  if (input.whiteLabel && tier !== 'enterprise') {
    throw new ApiError(400, 'white_label_requires_enterprise', 'White-label is available on the enterprise tier only');
  }
  const email = normalEmail(input.email);
  // An unknown referral code is refused before the hash is paid for (and nothing is created).
  if (input.referral) await assertReferralCodeExists(db, input.referral.code);
  const existing = await db.selectFrom('tenants').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw errors.emailTaken();
  const passwordHash = await hashPassword(input.password, 'signup');
  return { email, tier, passwordHash };
}

/** Writes a prepared tenant and its opening grant (inside the caller's transaction). */
async function insertTenant(trx: Executor, input: NewTenant, prepared: { email: string; tier: Tier; passwordHash: string }): Promise<Tenant> {
  const tenant = await trx
    .insertInto('tenants')
    .values({
      email: prepared.email,
      name: input.name,
      password_hash: prepared.passwordHash,
      tier: prepared.tier,
      sandbox: input.sandbox ?? false,
      white_label: input.whiteLabel ?? false,
    })
    .returning(['id', 'name', 'email', 'tier', 'sandbox', 'white_label'])
    .executeTakeFirstOrThrow();
  if (input.creditsCents && input.creditsCents > 0) {
    const note = input.sandbox ? 'sandbox play credit' : 'opening grant';
    await creditWallet(trx, { tenantId: tenant.id, amountCents: input.creditsCents, kind: 'grant', note });
  }
  return tenant as Tenant;
}

/** Runs `fn` in a transaction, turning a unique violation on the email (a concurrent sign-up) into 409 `email_taken`. */
async function withEmailUnique<T>(db: Executor, fn: (trx: Executor) => Promise<T>): Promise<T> {
  try {
    return await transaction(db, fn);
  } catch (err: any) {
    if (err?.code === '23505') throw errors.emailTaken(); // unique_violation from a concurrent sign-up
    throw err;
  }
}

/**
 * Creates a tenant, and its opening grant when `creditsCents` > 0. The password is hashed first,
 * outside any transaction; the rows are then written in one short transaction.
 * @param db the database, never a transaction (the hash would hold it).
 * @throws ApiError 409 `email_taken`; ApiError 400 `white_label_requires_enterprise` when white-label
 *   is asked for a tier other than enterprise (docs/api.md "Tenants"); Error when `db` is a transaction.
 */
export async function createTenant(db: Executor, input: NewTenant): Promise<Tenant> {
  const prepared = await prepareTenant(db, input);
  return withEmailUnique(db, (trx) => insertTenant(trx, input, prepared));
}

/**
 * Signs up: hashes the password outside any transaction, then creates the tenant, the redemption of
 * its referral code (when given) and its first session in one short transaction (docs/api.md
 * "Accounts and sessions", "Referrals").
 * @param db the database, never a transaction.
 * @throws as `createTenant`; RequestValidationError 422 at `["body","referral_code"]` for an unknown
 *   code (nothing is created).
 */
export async function signup(db: Executor, input: NewTenant, ttlSeconds: number): Promise<SessionGrant> {
  const prepared = await prepareTenant(db, input);
  return withEmailUnique(db, async (trx) => {
    const tenant = await insertTenant(trx, input, prepared);
    if (input.referral) await redeemReferral(trx, tenant.id, input.referral.code, input.referral.creditCents, ['body', 'referral_code']);
    return createSession(trx, tenant.id, ttlSeconds);
  });
}

/** Issues a session token (`sess_…`), stored only as its SHA-256 hash. */
export async function createSession(db: Executor, tenantId: string, ttlSeconds: number): Promise<SessionGrant> {
  const token = newToken('sess_');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.insertInto('sessions').values({ tenant_id: tenantId, token_hash: hashToken(token), expires_at: expiresAt }).execute();
  return { session_token: token, expires_at: expiresAt.toISOString(), tenant_id: tenantId };
}

/**
 * Ends one session: its token is refused from the next request on (credentials are looked up on
 * every request; nothing caches them).
 * @param tokenHash the SHA-256 of the session token (`Principal.credentialHash`).
 * @returns the number of sessions ended (0 when it had ended already).
 */
export async function revokeSession(db: Executor, tenantId: string, tokenHash: string): Promise<number> {
  const r = await db.deleteFrom('sessions').where('tenant_id', '=', tenantId).where('token_hash', '=', tokenHash).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Ends every session of a tenant (a lost laptop, a password shared too widely). API keys are not
 * touched: they are managed with the key endpoints.
 * @returns the number of sessions ended.
 */
export async function revokeAllSessions(db: Executor, tenantId: string): Promise<number> {
  const r = await db.deleteFrom('sessions').where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Checks email and password and issues a session.
 * @throws ApiError 401 `unauthorized` for an unknown email or a wrong password (same answer for both).
 */
export async function login(db: Executor, email: string, password: string, ttlSeconds: number): Promise<SessionGrant> {
  assertOutsideTransaction(db, 'Login');
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'password_hash'])
    .where('email', '=', normalEmail(email))
    .executeTakeFirst();
  // Verify against a dummy hash when the email is unknown, so timing does not reveal accounts.
  const ok = await verifyPassword(password, tenant?.password_hash ?? DUMMY_HASH);
  if (!tenant || !ok) throw errors.invalidLogin();
  return createSession(db, tenant.id, ttlSeconds);
}

const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * Resolves a bearer credential: `sess_…` tokens against sessions, anything else against API keys.
 * Lookups are by SHA-256 hash, so no secret is ever compared in plain text.
 * @param options.apiKeyOnly the credential came in `X-API-Key`, which carries API keys only: a
 *   session token there is refused.
 * @throws ApiError 401 `unauthorized` when the credential is unknown, expired or revoked, or a
 *   session token where only an API key is accepted.
 */
export async function resolveCredential(db: Executor, credential: string, options: { apiKeyOnly?: boolean } = {}): Promise<Principal> {
  const credentialHash = hashToken(credential);
  const tenantColumns = ['tenants.id', 'tenants.name', 'tenants.email', 'tenants.tier', 'tenants.sandbox', 'tenants.white_label'] as const;
  if (credential.startsWith('sess_')) {
    if (options.apiKeyOnly) throw errors.unauthorized('X-API-Key carries an API key; send a session token as "Authorization: Bearer <token>"');
    const row = await db
      .selectFrom('sessions')
      .innerJoin('tenants', 'tenants.id', 'sessions.tenant_id')
      .select([...tenantColumns, 'sessions.expires_at'])
      .where('sessions.token_hash', '=', credentialHash)
      .executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() <= Date.now()) throw errors.unauthorized();
    const { expires_at: _e, ...tenant } = row;
    return { tenant: tenant as Tenant, kind: 'session', keyId: null, credentialHash };
  }
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('tenants', 'tenants.id', 'api_keys.tenant_id')
    .select([...tenantColumns, 'api_keys.id as key_id'])
    .where('api_keys.key_hash', '=', credentialHash)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw errors.unauthorized();
  const { key_id, ...tenant } = row;
  // Record use at minute granularity: one write per key per minute at most.
  await db
    .updateTable('api_keys')
    .set({ last_used_at: sql`now()` as any })
    .where('id', '=', key_id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();
  return { tenant: tenant as Tenant, kind: 'api_key', keyId: key_id, credentialHash };
}

/** Reads a tenant by id. @throws ApiError 404 when absent. */
export async function getTenant(db: Executor, tenantId: string): Promise<Tenant> {
  const row = await db
    .selectFrom('tenants')
    .select(['id', 'name', 'email', 'tier', 'sandbox', 'white_label'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!row) throw errors.notFound('Tenant');
  return row as Tenant;
}
