/**
 * Idempotency keys on creating requests (docs/api.md "Idempotency-Key", docs/decisions.md "Idempotency";
 * after Stripe and IETF draft-ietf-httpapi-idempotency-key-header).
 * A successful submission stores its response in the same transaction that creates the job, so a
 * retry with the same key and body gets the first response again and is never charged twice.
 * A second request racing the first blocks on the key's primary key until the first commits,
 * then replays its response. Failed submissions (402, 422) store nothing: a retry after a top-up works.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { transaction, type Executor } from '../db/transaction.js';
import { RequestValidationError } from './errors.js';

/** How long a key is remembered (24 h). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

/** An idempotency key with the fingerprint of the request that used it. */
export interface IdempotencyClaim {
  key: string;
  requestHash: string;
}

/**
 * SHA-256 over the method, path and canonical JSON of the body: the request's fingerprint, which
 * the route computes and hands to the domain (the domain itself knows nothing of HTTP).
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${canonicalJson(body)}`).digest('hex');
}

function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as any)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/**
 * The stored response for this key, or null when the key is new (or expired).
 * @throws RequestValidationError 422 `idempotency_key_reused` when the key was used with another request.
 */
async function findStoredResponse(db: Executor, tenantId: string, claim: IdempotencyClaim): Promise<{ status: number; body: unknown } | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('key', '=', claim.key)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS})`)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== claim.requestHash) {
    throw new RequestValidationError([
      {
        loc: ['header', 'Idempotency-Key'],
        msg: 'This Idempotency-Key was already used with a different request',
        type: 'idempotency_key_reused',
        input: claim.key,
      },
    ]);
  }
  return { status: row.response_status, body: row.response_body };
}

/** Stores the response of a successful request inside its transaction (an expired row is replaced). */
async function storeResponse(trx: Executor, tenantId: string, claim: IdempotencyClaim, status: number, body: unknown): Promise<void> {
  await trx
    .deleteFrom('idempotency_keys')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', claim.key)
    .where('created_at', '<=', sql<Date>`now() - make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS})`)
    .execute();
  await trx
    .insertInto('idempotency_keys')
    .values({ tenant_id: tenantId, key: claim.key, request_hash: claim.requestHash, response_status: status, response_body: JSON.stringify(body) })
    .execute();
}

/** Number of live keys a tenant holds (for /v1/usage). */
export async function countKeys(db: Executor, tenantId: string): Promise<number> {
  const r = await db
    .selectFrom('idempotency_keys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS})`)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Runs a creating operation at most once per idempotency key: the one idempotency wrapper for
 * submissions, links, the tiebreaker and webhook endpoints (docs/api.md "Idempotency-Key").
 * With a claim, a stored response for the key is replayed (same status and body, nothing runs);
 * otherwise `fn` runs in a transaction that also stores its response, so the effect and the
 * record commit together. A request racing another with the same key waits on the key's primary
 * key, then replays the winner's response. Without a claim, `fn` simply runs in a transaction.
 * @param status the HTTP status a first success answers (and a replay repeats).
 * @throws RequestValidationError 422 `idempotency_key_reused` when the key came with another request;
 *   whatever `fn` throws (nothing is stored then, so a retry after fixing the cause goes through).
 */
export async function idempotent<T>(
  db: Kysely<DB>,
  tenantId: string,
  claim: IdempotencyClaim | null,
  status: number,
  fn: (trx: Executor) => Promise<T>,
): Promise<{ status: number; body: T }> {
  if (!claim) return { status, body: await transaction(db, fn) };
  const stored = await findStoredResponse(db, tenantId, claim);
  if (stored) return stored as { status: number; body: T };
  try {
    return await transaction(db, async (trx) => {
      const body = await fn(trx);
      await storeResponse(trx, tenantId, claim, status, body);
      return { status, body };
    });
  } catch (err) {
    if (!isKeyRace(err)) throw err;
    const winner = await findStoredResponse(db, tenantId, claim);
    if (!winner) throw err;
    return winner as { status: number; body: T };
  }
}

/** True for the unique violation raised when a racing request stored the same key first. */
function isKeyRace(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return !!e && e.code === '23505' && (e.constraint === 'idempotency_keys_pkey' || /idempotency_keys/.test(e.message ?? ''));
}
