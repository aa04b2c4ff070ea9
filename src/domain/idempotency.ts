/**
 * Idempotency keys on creating requests (docs/api.md "Idempotency-Key", docs/decisions.md "Idempotency";
 * after Stripe and IETF draft-ietf-httpapi-idempotency-key-header).
 * A submission claims its key first, then creates the job and stores its response in that same
 * transaction, so a retry with the same key and body gets the first response again and is never
 * charged twice. A second request racing the first waits on the key's row until the first commits,
 * then replays its response. Failed submissions (402, 422) store nothing: a retry after a top-up works.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { transaction, type Executor } from '../db/transaction.js';
import { errors, RequestValidationError } from './errors.js';

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
 * With a claim, a stored response for the key is replayed (same status and body, nothing runs).
 * Otherwise the key is claimed first, before `fn` touches anything (the wallet above all), by
 * inserting its row at the start of the transaction that runs `fn` and then stores the response:
 * a duplicate racing it waits on that row (PostgreSQL's ON CONFLICT waits for the in-flight
 * transaction; PGlite runs one transaction at a time), then replays the winner's response, or runs
 * itself when the winner failed and stored nothing. So N identical requests give one effect and N
 * identical answers, whatever the wallet holds (docs/decisions.md "Idempotency first").
 * Without a claim, `fn` simply runs in a transaction.
 * @param status the HTTP status a first success answers (and a replay repeats).
 * @throws RequestValidationError 422 `idempotency_key_reused` when the key came with another request;
 *   ApiError 409 `idempotency_conflict` when the key is held and has no response to replay (cannot
 *   happen with a committed winner; kept as the safe answer); whatever `fn` throws (nothing is
 *   stored then, so a retry after fixing the cause goes through).
 */
export async function idempotent<T>(
  db: Kysely<DB>,
  tenantId: string,
  claim: IdempotencyClaim | null,
  status: number,
  fn: (trx: Executor) => Promise<T>,
): Promise<{ status: number; body: T }> {
  if (!claim) return { status, body: await transaction(db, fn) };
  // Fast path for retries of a finished request: no write transaction.
  const stored = await findStoredResponse(db, tenantId, claim);
  if (stored) return stored as { status: number; body: T };
  try {
    return await transaction(db, async (trx) => {
      if (!(await claimKey(trx, tenantId, claim))) {
        const winner = await findStoredResponse(trx, tenantId, claim);
        if (winner) return winner as { status: number; body: T };
        throw errors.idempotencyConflict();
      }
      const body = await fn(trx);
      await trx
        .updateTable('idempotency_keys')
        .set({ response_status: status, response_body: JSON.stringify(body) })
        .where('tenant_id', '=', tenantId)
        .where('key', '=', claim.key)
        .execute();
      return { status, body };
    });
  } catch (err) {
    // A unique violation can still come from a key inserted between our delete of an expired row
    // and our insert; the winner's response is then there to replay.
    if (!isKeyRace(err)) throw err;
    const winner = await findStoredResponse(db, tenantId, claim);
    if (!winner) throw err;
    return winner as { status: number; body: T };
  }
}

/**
 * Inserts the key's row (replacing an expired one) as the transaction's first write.
 * @returns false when a live row exists: committed by an earlier request (replay it) — a racing
 *   request's row is waited for by the insert itself.
 */
async function claimKey(trx: Executor, tenantId: string, claim: IdempotencyClaim): Promise<boolean> {
  await trx
    .deleteFrom('idempotency_keys')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', claim.key)
    .where('created_at', '<=', sql<Date>`now() - make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS})`)
    .execute();
  // response_status 0 and a null body stand until the response is stored in this same transaction;
  // no other request reads the row before it commits (a racing insert waits on it), so they are never seen.
  const row = await trx
    .insertInto('idempotency_keys')
    .values({ tenant_id: tenantId, key: claim.key, request_hash: claim.requestHash, response_status: 0, response_body: 'null' })
    .onConflict((oc) => oc.columns(['tenant_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** True for the unique violation raised when a racing request stored the same key first. */
function isKeyRace(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return !!e && e.code === '23505' && (e.constraint === 'idempotency_keys_pkey' || /idempotency_keys/.test(e.message ?? ''));
}
