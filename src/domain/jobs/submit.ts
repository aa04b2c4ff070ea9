/**
 * Submission: refuse text with no announced change, then check the tenant's work limits, create the
 * job, charge the wallet, enqueue the run and record the idempotency response, all in one
 * transaction (docs/api.md "Job submission response", "Idempotency-Key"; docs/decisions.md "Refusing
 * text with no announced change", "Group commit of submissions").
 *
 * Concurrent submissions of one tenant are committed together: each process keeps, per tenant, one
 * transaction in flight, and the submissions that arrive meanwhile form the next batch, decided one by
 * one in arrival order under the tenant's row lock (limits, idempotency key, then wallet) and
 * written with one statement per table. One commit (one WAL flush) then serves the whole batch. A
 * batch whose transaction fails is run again one submission per transaction, so one bad submission
 * fails alone.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { JobSubmission, JobSubmitted } from '../../contracts/jobs.js';
import { understandScenario } from '../../engine/index.js';
import { toCents } from '../../db/schema.js';
import { transaction, type Executor } from '../../db/transaction.js';
import type { AppContext } from '../context.js';
import { errors, RequestValidationError } from '../errors.js';
import { findStoredResponse, findStoredResponses, replay, storeResponses, type IdempotencyClaim } from '../idempotency.js';
import { normalizeSeries } from '../series.js';
import { centsToUsd } from '../wallet.js';
import { pendingAgentRounds, queueFull, sizeRefusal } from './limits.js';
import { agentRounds, jobOptions, jobUrls, type JobOptions } from './options.js';
/**
 * Creates a job, deducts the simulation price and enqueues the run in one transaction. With an
 * idempotency claim, a repeat with the same key and body replays the first response (no second
 * charge), also when the two arrive together.
 * @returns the HTTP status (202) and the submission response.
 * @throws ApiError 402 `insufficient_credits` when the wallet is short (nothing is created);
 *   RequestValidationError 422 `scenario_not_understood` at `["body","scenario"]` when the engine
 *   finds no announced change and `force` is not set (nothing is charged or stored), for a series
 *   the schema could not reject (non-finite values, timestamps out of order, no inferable
 *   frequency), or a key reused with another body; RequestValidationError 422
 *   `simulation_too_large` and ApiError 429 `tenant_queue_full` (src/domain/jobs/limits.ts).
 */
export async function submitJob(
  ctx: AppContext,
  tenantId: string,
  input: JobSubmission,
  claim: IdempotencyClaim | null = null,
): Promise<{ status: number; body: JobSubmitted }> {
  const options = jobOptions(input);
  // Validated before the transaction: a bad series is a 422 that charges nothing.
  const series = input.series === undefined ? null : normalizeSeries(input.series);
  // Fast path for retries of a finished request: no write transaction.
  if (claim) {
    const stored = await findStoredResponse(ctx.db, tenantId, claim);
    if (stored) return stored as { status: number; body: JobSubmitted };
  }
  // Read outside the transaction (it can take a few hundred ms on 100,000 characters), raised
  // inside it after the idempotency lookup: a refused request stores nothing, and a retry of an
  // accepted request with its Idempotency-Key still gets the stored response.
  const refusal = options.force ? null : notUnderstood(input.scenario);
  return batcherOf(ctx).submit(tenantId, { input, options, series, claim, refusal });
}

/** A submission waiting for its batch. */
interface Pending {
  input: JobSubmission;
  options: JobOptions;
  series: unknown;
  claim: IdempotencyClaim | null;
  refusal: RequestValidationError | null;
}

/** How one submission of a batch ended. */
type Outcome = { ok: true; status: number; body: JobSubmitted } | { ok: false; error: unknown };

/**
 * Submissions one batch takes at most. ASSUMPTION: 64 keeps a batch's statements small (64 texts of
 * at most 100,000 characters) while a flood of one tenant on 16+ connections still shares commits.
 */
const MAX_BATCH = 64;

/** The submission batches of one database: per tenant, the waiting submissions and whether a batch is in flight. */
class SubmissionBatcher {
  private readonly tenants = new Map<string, { waiting: { item: Pending; settle: (o: Outcome) => void }[]; busy: boolean }>();

  constructor(private readonly ctx: AppContext) {}

  submit(tenantId: string, item: Pending): Promise<{ status: number; body: JobSubmitted }> {
    return new Promise((resolve, reject) => {
      let t = this.tenants.get(tenantId);
      if (!t) this.tenants.set(tenantId, (t = { waiting: [], busy: false }));
      t.waiting.push({ item, settle: (o) => (o.ok ? resolve({ status: o.status, body: o.body }) : reject(o.error)) });
      if (!t.busy) void this.drain(tenantId);
    });
  }

  /** Runs batches for `tenantId` until none is waiting. */
  private async drain(tenantId: string): Promise<void> {
    const t = this.tenants.get(tenantId)!;
    t.busy = true;
    try {
      while (t.waiting.length) {
        const batch = t.waiting.splice(0, MAX_BATCH);
        const outcomes = await runBatch(this.ctx, tenantId, batch.map((b) => b.item));
        batch.forEach((b, i) => b.settle(outcomes[i]!));
      }
    } finally {
      t.busy = false;
      this.tenants.delete(tenantId);
    }
  }
}

/** One batcher per database handle (tests run several services in one process). */
const batchers = new WeakMap<object, SubmissionBatcher>();

function batcherOf(ctx: AppContext): SubmissionBatcher {
  let b = batchers.get(ctx.db);
  if (!b) batchers.set(ctx.db, (b = new SubmissionBatcher(ctx)));
  return b;
}

/**
 * Decides and writes a batch in one transaction; when that transaction fails (a database error, a
 * key stored meanwhile by another process), each submission runs again in a transaction of its own,
 * so only the one at fault fails. Never throws: every submission gets an outcome.
 */
async function runBatch(ctx: AppContext, tenantId: string, items: Pending[]): Promise<Outcome[]> {
  try {
    return await transaction(ctx.db, (trx) => decideAndWrite(trx, ctx, tenantId, items));
  } catch (error) {
    if (items.length === 1) return [{ ok: false, error }];
    const outcomes: Outcome[] = [];
    for (const item of items) outcomes.push(...(await runBatch(ctx, tenantId, [item])));
    return outcomes;
  }
}

/**
 * The batch's transaction: locks the tenant's row, then decides each submission in order against
 * the running totals (queued work, balance) and the stored idempotency keys, then writes the
 * accepted ones: jobs, one balance update, wallet transactions, idempotency responses, one wake-up.
 * Refused submissions write nothing.
 * @throws on a database error, or IdempotencyRaceError; the caller then runs the submissions one by one.
 */
async function decideAndWrite(trx: Executor, ctx: AppContext, tenantId: string, items: Pending[]): Promise<Outcome[]> {
  const cost = ctx.config.simCostCents;
  const tenant = await trx.selectFrom('tenants').select(['tier', 'balance_cents']).where('id', '=', tenantId).forUpdate().executeTakeFirst();
  if (!tenant) return items.map(() => ({ ok: false, error: errors.notFound('Tenant') }));
  const claims = items.flatMap((i) => (i.claim ? [i.claim.key] : []));
  const stored = await findStoredResponses(trx, tenantId, claims);
  let pending = await pendingAgentRounds(trx, tenantId);
  let balance = toCents(tenant.balance_cents);
  const startBalance = balance;

  const outcomes: Outcome[] = [];
  const accepted: { item: Pending; id: string; balanceAfter: number; body: JobSubmitted }[] = [];
  const acceptedKeys = new Map<string, { requestHash: string; body: JobSubmitted }>();
  for (const item of items) {
    try {
      if (item.claim) {
        const earlier = acceptedKeys.get(item.claim.key);
        const prior = earlier ? { requestHash: earlier.requestHash, status: 202, body: earlier.body } : stored.get(item.claim.key);
        if (prior) {
          outcomes.push({ ok: true, ...(replay(prior, item.claim) as { status: number; body: JobSubmitted }) });
          continue;
        }
      }
      if (item.refusal) throw item.refusal;
      const size = agentRounds(item.options);
      const tooLarge = sizeRefusal(ctx.config, tenant.tier, item.options);
      if (tooLarge) throw tooLarge;
      if (pending + size > ctx.config.tenantMaxQueuedAgentRounds) throw queueFull(ctx.config, pending);
      if (balance < cost) throw errors.insufficientCredits(balance, cost);
      pending += size;
      balance -= cost;
      const id = randomUUID();
      const body: JobSubmitted = {
        job_id: id,
        scenario_id: id,
        status: 'queued',
        paid_via: 'wallet',
        sim_cost_usd: centsToUsd(cost),
        balance_remaining: centsToUsd(balance),
        ...jobUrls(id),
      };
      accepted.push({ item, id, balanceAfter: balance, body });
      if (item.claim) acceptedKeys.set(item.claim.key, { requestHash: item.claim.requestHash, body });
      outcomes.push({ ok: true, status: 202, body });
    } catch (error) {
      outcomes.push({ ok: false, error });
    }
  }
  if (!accepted.length) return outcomes;

  // clock_timestamp() rather than now(): the jobs of one batch keep their arrival order.
  await trx
    .insertInto('jobs')
    .values(
      accepted.map(({ item, id }) => ({
        id,
        tenant_id: tenantId,
        name: item.input.name,
        scenario: item.input.scenario,
        options: JSON.stringify(item.options),
        series: item.series === null ? null : JSON.stringify(item.series),
        cost_cents: cost,
        total_rounds: item.options.n_rounds,
        batch_id: null,
        heartbeat_at: null,
        failure_code: null,
        failure_message: null,
        report: null,
        started_at: null,
        completed_at: null,
        created_at: sql<Date>`clock_timestamp()`,
      })),
    )
    .execute();
  // The balance was read under the row lock; the guard makes a mistake fail the batch, never overdraw.
  const total = cost * accepted.length;
  const debited = await trx
    .updateTable('tenants')
    .set({ balance_cents: sql`balance_cents - ${total}` as any })
    .where('id', '=', tenantId)
    .where('balance_cents', '=', startBalance as any)
    .where('balance_cents', '>=', total as any)
    .returning('balance_cents')
    .executeTakeFirst();
  if (!debited || toCents(debited.balance_cents) !== balance) throw new Error('Wallet balance changed under the tenant lock');
  await trx
    .insertInto('wallet_transactions')
    .values(
      accepted.map(({ item, id, balanceAfter }) => ({
        tenant_id: tenantId,
        kind: 'job_charge' as const,
        amount_cents: -cost,
        balance_after_cents: balanceAfter,
        job_id: id,
        note: item.input.name,
        created_at: sql<Date>`clock_timestamp()`,
      })),
    )
    .execute();
  await storeResponses(
    trx,
    tenantId,
    accepted.flatMap(({ item, body }) => (item.claim ? [{ claim: item.claim, status: 202, body }] : [])),
  );
  await ctx.queue.enqueueSimulations(
    trx,
    accepted.map((a) => a.id),
  );
  return outcomes;
}

/** Characters of the scenario echoed as `input` in the refusal. */
const ECHOED_CHARS = 80;

/** The 422 for a scenario in which the engine finds no announced change, or null when it finds one. */
function notUnderstood(scenario: string): RequestValidationError | null {
  const understanding = understandScenario(scenario);
  if (understanding.understood) return null;
  const chars = [...scenario];
  return new RequestValidationError([
    {
      loc: ['body', 'scenario'],
      msg: understanding.missing,
      type: 'scenario_not_understood',
      input: chars.length > ECHOED_CHARS ? `${chars.slice(0, ECHOED_CHARS - 1).join('')}…` : scenario,
    },
  ]);
}
