/**
 * Idempotency keys on submissions (DESIGN.md §3; Stripe; IETF draft-ietf-httpapi-idempotency-key-header).
 * A successful submission stores its response in the same transaction that creates the job, so a
 * retry with the same key and body gets the first response again and is never charged twice.
 * A second request racing the first blocks on the key's primary key until the first commits,
 * then replays its response. Failed submissions (402, 422) store nothing: a retry after a top-up works.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from './context.js';
import { RequestValidationError } from './errors.js';

/** How long a key is remembered (24 h). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

/** An idempotency key with the fingerprint of the request that used it. */
export interface IdempotencyClaim {
  key: string;
  requestHash: string;
}

/** SHA-256 over the method, path and canonical JSON of the body. */
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
export async function findStoredResponse(db: Executor, tenantId: string, claim: IdempotencyClaim): Promise<{ status: number; body: unknown } | null> {
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
export async function storeResponse(trx: Executor, tenantId: string, claim: IdempotencyClaim, status: number, body: unknown): Promise<void> {
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

/** True for the unique violation raised when a racing request stored the same key first. */
export function isKeyRace(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return !!e && e.code === '23505' && (e.constraint === 'idempotency_keys_pkey' || /idempotency_keys/.test(e.message ?? ''));
}
