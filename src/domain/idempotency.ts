/**
 * Idempotency keys on creating requests (docs/api.md "Idempotency-Key", docs/decisions.md "Idempotency",
 * "Idempotency first", "Group commit of submissions"; after Stripe and IETF
 * draft-ietf-httpapi-idempotency-key-header). A submission resolves its key under the tenant's row
 * lock before it touches the wallet (src/domain/jobs/submit.ts): a stored response is replayed;
 * otherwise the job is created and its response stored in that same transaction, so a retry with the
 * same key and body gets the first response again and is never charged twice, and a second request
 * racing the first waits for the lock and then replays. Failed submissions (402, 422) store nothing:
 * a retry after a top-up works.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../db/transaction.js';
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

/** The 422 for a key used before with another request. */
function keyReused(key: string): RequestValidationError {
  return new RequestValidationError([
    {
      loc: ['header', 'Idempotency-Key'],
      msg: 'This Idempotency-Key was already used with a different request',
      type: 'idempotency_key_reused',
      input: key,
    },
  ]);
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
  if (row.request_hash !== claim.requestHash) throw keyReused(claim.key);
  return { status: row.response_status, body: row.response_body };
}

/** A live key's stored request fingerprint and response. */
export interface StoredResponse {
  requestHash: string;
  status: number;
  body: unknown;
}

/**
 * The live stored responses of (tenant, key) pairs, in one query, keyed `"<tenant id> <key>"`.
 * Used by the batched submission path (src/domain/jobs/submit.ts) under the tenants' row locks, so
 * no other submission of those tenants is between its lookup and its commit.
 */
export async function findStoredResponses(trx: Executor, pairs: readonly { tenantId: string; key: string }[]): Promise<Map<string, StoredResponse>> {
  const out = new Map<string, StoredResponse>();
  if (!pairs.length) return out;
  const wanted = new Set(pairs.map((p) => `${p.tenantId} ${p.key}`));
  const rows = await trx
    .selectFrom('idempotency_keys')
    .select(['tenant_id', 'key', 'request_hash', 'response_status', 'response_body'])
    .where('tenant_id', 'in', [...new Set(pairs.map((p) => p.tenantId))])
    .where('key', 'in', [...new Set(pairs.map((p) => p.key))])
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS})`)
    .execute();
  for (const r of rows) {
    const k = `${r.tenant_id} ${r.key}`;
    if (wanted.has(k)) out.set(k, { requestHash: r.request_hash, status: r.response_status, body: r.response_body });
  }
  return out;
}

/**
 * Replays `stored` for `claim`.
 * @throws RequestValidationError 422 `idempotency_key_reused` when the key came with another request.
 */
export function replay(stored: StoredResponse, claim: IdempotencyClaim): { status: number; body: unknown } {
  if (stored.requestHash !== claim.requestHash) throw keyReused(claim.key);
  return { status: stored.status, body: stored.body };
}

/** Thrown when a key was taken by a transaction that committed after our lookup: the caller runs again and replays it. */
export class IdempotencyRaceError extends Error {
  constructor() {
    super('An Idempotency-Key was stored by a concurrent request');
    this.name = 'IdempotencyRaceError';
  }
}

/**
 * Stores the responses of accepted requests in one statement, replacing expired rows of the same
 * keys (and never a live one).
 * @throws IdempotencyRaceError when a live row of one of the keys appeared since the lookup.
 */
export async function storeResponses(trx: Executor, rows: readonly { tenantId: string; claim: IdempotencyClaim; status: number; body: unknown }[]): Promise<void> {
  if (!rows.length) return;
  const written = await trx
    .insertInto('idempotency_keys')
    .values(rows.map((r) => ({ tenant_id: r.tenantId, key: r.claim.key, request_hash: r.claim.requestHash, response_status: r.status, response_body: JSON.stringify(r.body) })))
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'key'])
        .doUpdateSet((eb) => ({
          request_hash: eb.ref('excluded.request_hash'),
          response_status: eb.ref('excluded.response_status'),
          response_body: eb.ref('excluded.response_body'),
          created_at: sql<Date>`now()`,
        }))
        .where('idempotency_keys.created_at', '<=', sql<Date>`now() - make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS})`),
    )
    .returning('key')
    .execute();
  if (written.length !== rows.length) throw new IdempotencyRaceError();
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
