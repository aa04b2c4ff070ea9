/**
 * The delivery state machine (docs/decisions.md "Webhooks"): `pending` → an attempt is claimed
 * (the endpoint's lease: at most one attempt in flight per endpoint, over every process) → a 2xx
 * makes it `succeeded`; a 410 makes it `failed` and disables the endpoint; anything else (another
 * status, a redirect, a timeout, a refused address, a TLS or connection error) schedules the next
 * attempt after an exponential backoff with full jitter, until the retry window (3 days) is spent,
 * then `failed`. Every attempt is a row from the moment it starts; one whose sender died is marked
 * interrupted when the delivery is claimed again (the lease outlives the attempt's time limit).
 */
import { sql } from 'kysely';
import type { WebhookDelivery, WebhookEventType } from '../../contracts/webhooks.js';
import { transaction, type Executor } from '../../db/transaction.js';
import { abandonPendingDeliveries } from './endpoints.js';

/** What the sender needs for one attempt. */
export interface ClaimedDelivery {
  deliveryId: string;
  eventId: string;
  endpointId: string;
  tenantId: string;
  /** 1 for the first attempt. */
  attempt: number;
  url: string;
  /** The exact body of every attempt. */
  body: string;
  /** The current secret, then the previous one while a rotation's overlap lasts. */
  secrets: string[];
}

/** How an attempt ended. */
export interface AttemptOutcome {
  /** The receiver's status; null when no answer came. */
  statusCode: number | null;
  /** From the start of the attempt (DNS lookup included) to the answer or the error, ms. */
  durationMs: number;
  /** Why it failed without a usable answer (timeout, refused address, TLS, redirect…); null otherwise. */
  error: string | null;
  /** The receiver's `Retry-After` in seconds (429, 503), when it sent one. */
  retryAfterSeconds?: number | null;
}

/** The retry schedule. */
export interface RetryPolicy {
  /** Delay bound of the first retry, seconds. */
  baseSeconds: number;
  /** Largest delay bound, seconds. */
  maxDelaySeconds: number;
  /** Retries stop this long after the event, seconds. */
  windowSeconds: number;
}

/** Marks attempts left unfinished by a sender that stopped. */
const INTERRUPTED = 'interrupted: the sender stopped before an answer came';

/**
 * The delay before retry number `attempt` (1 = after the first attempt): uniform in
 * [0, min(max, base × 2^(attempt−1))] ("full jitter", AWS Architecture Blog, "Exponential Backoff
 * and Jitter", 2015), at least `retryAfterSeconds` when the receiver asked for it (capped at the bound's maximum).
 * @param random a number in [0, 1) (Math.random by default; tests pass their own).
 */
export function retryDelaySeconds(attempt: number, policy: RetryPolicy, retryAfterSeconds: number | null = null, random: number = Math.random()): number {
  const bound = Math.min(policy.maxDelaySeconds, policy.baseSeconds * 2 ** Math.max(0, attempt - 1));
  const jittered = random * bound;
  return retryAfterSeconds ? Math.max(jittered, Math.min(retryAfterSeconds, policy.maxDelaySeconds)) : jittered;
}

/**
 * Takes the oldest due delivery whose endpoint has no attempt in flight, and leases the endpoint to
 * it for `leaseSeconds` (longer than an attempt may last, so a sender that dies frees the endpoint,
 * and another attempt is made, once the lease ends). Counts the attempt and writes its row.
 * Concurrent claimers skip each other's rows (SKIP LOCKED), so no delivery or endpoint is taken twice.
 * @returns the claimed delivery, or null when none is due.
 */
export async function claimDueDelivery(db: Executor, leaseSeconds: number): Promise<ClaimedDelivery | null> {
  // One statement (atomic without an explicit transaction): on the embedded database every statement
  // is a turn of its one session, so the sender's share of it is kept small.
  const r = await sql<{ id: string; endpoint_id: string; event_id: string; tenant_id: string; attempts: number; url: string; secret: string; previous_secret: string | null; body: string }>`
    with pick as (
      select d.id, d.endpoint_id from webhook_deliveries d
      join webhook_endpoints e on e.id = d.endpoint_id
      where d.state = 'pending' and d.next_attempt_at <= now()
        and e.deleted_at is null and e.disabled_at is null
        and (e.lease_until is null or e.lease_until < now())
      order by d.next_attempt_at, d.id
      limit 1
      for update of d, e skip locked
    ), lease as (
      update webhook_endpoints e set lease_delivery_id = pick.id, lease_until = now() + make_interval(secs => ${leaseSeconds})
      from pick where e.id = pick.endpoint_id
      returning e.url, e.secret, case when e.previous_secret_expires_at > now() then e.previous_secret end as previous_secret
    ), interrupted as (
      update webhook_attempts a set finished_at = now(), error = ${INTERRUPTED}::text
      from pick where a.delivery_id = pick.id and a.finished_at is null
      returning a.id
    ), bump as (
      update webhook_deliveries d set
        attempts = d.attempts + 1,
        last_status_code = case when exists (select 1 from interrupted) then null else d.last_status_code end,
        last_duration_ms = case when exists (select 1 from interrupted) then null else d.last_duration_ms end,
        last_error = case when exists (select 1 from interrupted) then ${INTERRUPTED}::text else d.last_error end
      from pick where d.id = pick.id
      returning d.id, d.endpoint_id, d.event_id, d.tenant_id, d.attempts
    ), started as (
      insert into webhook_attempts (delivery_id, attempt) select id, attempts from bump
    )
    select bump.*, lease.url, lease.secret, lease.previous_secret, v.body
    from bump cross join lease join webhook_events v on v.id = bump.event_id`.execute(db);
  const row = r.rows[0];
  if (!row) return null;
  return {
    deliveryId: row.id,
    eventId: row.event_id,
    endpointId: row.endpoint_id,
    tenantId: row.tenant_id,
    attempt: row.attempts,
    url: row.url,
    body: row.body,
    secrets: row.previous_secret ? [row.secret, row.previous_secret] : [row.secret],
  };
}

/**
 * Records how an attempt ended, frees the endpoint, and moves the delivery on: `succeeded` on a
 * 2xx; `failed` on a 410 (the endpoint is disabled and its other pending deliveries fail too);
 * else the next attempt after `retryDelaySeconds`, or `failed` when it would fall after the retry
 * window. A delivery that ended meanwhile (its endpoint was deleted) keeps its state and its
 * last_error (why it ended) unless this attempt succeeded.
 * @returns the delivery's new state, and the delay to its next attempt (seconds) when pending.
 */
export async function finishAttempt(
  db: Executor,
  claim: Pick<ClaimedDelivery, 'deliveryId' | 'endpointId' | 'attempt'>,
  outcome: AttemptOutcome,
  policy: RetryPolicy,
  random: number = Math.random(),
): Promise<{ state: 'pending' | 'succeeded' | 'failed'; retryInSeconds: number | null }> {
  const status = outcome.statusCode;
  const duration = Math.max(0, Math.round(outcome.durationMs));
  const error = outcome.error ? outcome.error.slice(0, 500) : null;
  const ok = status !== null && status >= 200 && status < 300;
  if (status === 410) {
    return transaction(db, async (trx) => {
      await recordAttempt(trx, claim, status, duration, error);
      await trx
        .updateTable('webhook_deliveries')
        .set({ last_status_code: status, last_duration_ms: duration, last_error: error, state: 'failed', next_attempt_at: null, finished_at: sql<Date>`now()` })
        .where('id', '=', claim.deliveryId)
        .execute();
      await trx
        .updateTable('webhook_endpoints')
        .set({ disabled_at: sql<Date>`now()`, disabled_reason: 'The receiver answered 410 Gone' })
        .where('id', '=', claim.endpointId)
        .where('disabled_at', 'is', null)
        .execute();
      await abandonPendingDeliveries(trx, claim.endpointId, 'endpoint disabled after a 410 Gone');
      return { state: 'failed' as const, retryInSeconds: null };
    });
  }
  const delay = ok ? 0 : retryDelaySeconds(claim.attempt, policy, outcome.retryAfterSeconds ?? null, random);
  // One statement for the common outcomes (success, or a retry): the attempt row, the lease and the delivery.
  const spent = sql`d.created_at + make_interval(secs => ${policy.windowSeconds}) < now() + make_interval(secs => ${delay})`;
  const next = await sql<{ state: 'pending' | 'succeeded' | 'failed' }>`
    with attempt as (
      update webhook_attempts set finished_at = now(), status_code = ${status}::int, duration_ms = ${duration}::int, error = ${error}::text
      where delivery_id = ${claim.deliveryId} and attempt = ${claim.attempt}
    ), released as (
      update webhook_endpoints set lease_delivery_id = null, lease_until = null
      where id = ${claim.endpointId} and lease_delivery_id = ${claim.deliveryId}
    )
    update webhook_deliveries d set
      last_status_code = ${status}::int,
      last_duration_ms = ${duration}::int,
      state = case when ${ok}::boolean then 'succeeded' when ${spent} then 'failed' else 'pending' end,
      next_attempt_at = case when ${ok}::boolean or ${spent} then null else now() + make_interval(secs => ${delay}) end,
      finished_at = case when ${ok}::boolean or ${spent} then now() else null end,
      last_error = case when not ${ok}::boolean and ${spent} then coalesce(${error}::text || '; ', '') || 'retries stopped: the retry window is spent' else ${error}::text end
    where d.id = ${claim.deliveryId} and (d.state = 'pending' or ${ok}::boolean)
    returning d.state`.execute(db);
  const state = next.rows[0]?.state;
  if (!state) {
    // The delivery ended meanwhile (its endpoint was deleted): the attempt is still recorded (in
    // webhook_attempts, with its own error), and last_error keeps why the delivery ended.
    await db.updateTable('webhook_deliveries').set({ last_status_code: status, last_duration_ms: duration }).where('id', '=', claim.deliveryId).execute();
    return { state: 'failed', retryInSeconds: null };
  }
  return { state, retryInSeconds: state === 'pending' ? delay : null };
}

/** Writes an attempt's outcome and frees the endpoint's lease. */
async function recordAttempt(db: Executor, claim: Pick<ClaimedDelivery, 'deliveryId' | 'endpointId' | 'attempt'>, status: number | null, duration: number, error: string | null) {
  await db
    .updateTable('webhook_attempts')
    .set({ finished_at: sql<Date>`now()`, status_code: status, duration_ms: duration, error })
    .where('delivery_id', '=', claim.deliveryId)
    .where('attempt', '=', claim.attempt)
    .execute();
  await db
    .updateTable('webhook_endpoints')
    .set({ lease_delivery_id: null, lease_until: null })
    .where('id', '=', claim.endpointId)
    .where('lease_delivery_id', '=', claim.deliveryId)
    .execute();
}

/**
 * The tenant's deliveries, newest first, each with every attempt.
 * @param limit most deliveries returned (the list endpoint's `limit`).
 */
export async function listDeliveries(db: Executor, tenantId: string, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .select([
      'd.id',
      'd.event_id',
      'v.type',
      'v.job_id',
      'd.endpoint_id',
      'd.state',
      'd.attempts',
      'd.last_status_code',
      'd.last_duration_ms',
      'd.last_error',
      'd.next_attempt_at',
      'd.created_at',
    ])
    .where('d.tenant_id', '=', tenantId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
  const ids = rows.map((r) => r.id);
  const attempts = ids.length
    ? await db.selectFrom('webhook_attempts').selectAll().where('delivery_id', 'in', ids).orderBy('delivery_id').orderBy('attempt').execute()
    : [];
  const byDelivery = new Map<string, typeof attempts>();
  for (const a of attempts) {
    if (!byDelivery.has(a.delivery_id)) byDelivery.set(a.delivery_id, []);
    byDelivery.get(a.delivery_id)!.push(a);
  }
  return rows.map((r) => ({
    delivery_id: r.id,
    event_id: r.event_id,
    type: r.type as WebhookEventType,
    endpoint_id: r.endpoint_id,
    job_id: r.job_id,
    state: r.state,
    attempts: r.attempts,
    last_status_code: r.last_status_code,
    last_duration_ms: r.last_duration_ms,
    last_error: r.last_error,
    next_attempt_at: r.state === 'pending' && r.next_attempt_at ? new Date(r.next_attempt_at).toISOString() : null,
    created_at: new Date(r.created_at).toISOString(),
    attempt_history: (byDelivery.get(r.id) ?? []).map((a) => ({
      attempt: a.attempt,
      started_at: new Date(a.started_at).toISOString(),
      status_code: a.status_code,
      duration_ms: a.duration_ms,
      error: a.error,
    })),
  }));
}
