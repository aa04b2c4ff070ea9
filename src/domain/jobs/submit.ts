/**
 * Submission: the cheap checks first (the tenant's size and queue limits and its wallet, read
 * without a lock), then the reading of the text off the event loop with a time budget (refusing
 * text with no announced change), then, in one transaction, the same checks again under the
 * tenant's row lock, the job, the charge, the run's message and the idempotency response
 * (docs/api.md "Job submission response", "Idempotency-Key"; docs/decisions.md "Refusing text with
 * no announced change", "Group commit of submissions", "Reading submissions off the event loop").
 *
 * Concurrent submissions of one tenant are committed together: each process keeps, per tenant, one
 * transaction in flight, and the submissions that arrive meanwhile form the next batch, decided one by
 * one in arrival order under the tenant's row lock (limits, idempotency key, then wallet) and
 * written with one statement per table. One commit (one WAL flush) then serves the whole batch. A
 * batch whose transaction fails is run again one submission per transaction, so one bad submission
 * fails alone.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { JobSubmission, JobSubmitted } from '../../contracts/jobs.js';
import { AGENTS, ROUNDS } from '../../contracts/limits.js';
import { toCents } from '../../db/schema.js';
import { transaction, type Executor } from '../../db/transaction.js';
import type { AppContext } from '../context.js';
import { errors, RequestValidationError } from '../errors.js';
import type { ReadVerdict } from '../ports.js';
import { cutText } from '../../lib/text.js';
import { findStoredResponse, findStoredResponses, replay, storeResponses, type IdempotencyClaim } from '../idempotency.js';
import { normalizeSeries } from '../series.js';
import { centsToUsd } from '../wallet.js';
import { queueFull, sizeRefusal } from './limits.js';
import { agentRounds, jobOptions, jobUrls, type JobOptions } from './options.js';
/**
 * Creates a job, deducts the simulation price and enqueues the run in one transaction. With an
 * idempotency claim, a repeat with the same key and body replays the first response (no second
 * charge), also when the two arrive together.
 * @returns the HTTP status (202) and the submission response.
 * @throws ApiError 402 `insufficient_credits` when the wallet is short (nothing is created; checked
 *   before the text is read, and again under the lock);
 *   RequestValidationError 422 `scenario_not_understood` at `["body","scenario"]` when the engine
 *   finds no announced change and `force` is not set (nothing is charged or stored), 422
 *   `scenario_read_timeout` there when the reading does not finish within its budget, for a series
 *   the schema could not reject (non-finite values, timestamps out of order, no inferable
 *   frequency), or a key reused with another body; RequestValidationError 422
 *   `simulation_too_large` and ApiError 429 `tenant_queue_full` (src/domain/jobs/limits.ts).
 */
export async function submitJob(
  ctx: AppContext,
  tenantId: string,
  input: JobSubmission,
  claim: IdempotencyClaim | null = null,
  documents: readonly SubmittedDocument[] = [],
): Promise<{ status: number; body: JobSubmitted }> {
  const options = jobOptions(input);
  // Validated before the transaction: a bad series is a 422 that charges nothing.
  const series = input.series === undefined ? null : normalizeSeries(input.series);
  // Fast path for retries of a finished request: no write transaction.
  if (claim) {
    const stored = await findStoredResponse(ctx.db, tenantId, claim);
    if (stored) return stored as { status: number; body: JobSubmitted };
  }
  // The cheap checks before the costly reading: a tenant that cannot pay (or is over a limit) is
  // answered at once, whatever the text (issue 28 D2). The batch checks again under the lock.
  try {
    await precheck(ctx, tenantId, options);
  } catch (err) {
    // A duplicate of a request that has just taken the last credit replays that request's response.
    const stored = claim ? await findStoredResponse(ctx.db, tenantId, claim) : null;
    if (stored) return stored as { status: number; body: JobSubmitted };
    throw err;
  }
  // Read off the event loop (a few hundred ms of CPU on 100,000 characters), raised inside the
  // transaction after the idempotency lookup: a refused request stores nothing, and a retry of an
  // accepted request with its Idempotency-Key still gets the stored response.
  const refusal = options.force ? null : await notUnderstood(ctx, tenantId, input.scenario);
  return batcherOf(ctx).submit({ tenantId, input, options, series, claim, refusal, documents });
}

/**
 * A document an uploaded scenario was read from (src/domain/uploads.ts): stored with the job, in
 * the submission's transaction, so the report can cite it.
 */
export interface SubmittedDocument {
  filename: string;
  mediaType: string;
  bytes: number;
  sha256: string;
  pages: number | null;
  /** Where its text sits in the scenario text: UTF-16 offsets, end exclusive. */
  textStart: number;
  textEnd: number;
}

/**
 * The submission's cheap checks (tier size, queued work, wallet) for a caller that has costly work
 * to do before `submitJob` (the extraction of uploaded documents): refuses at once what the
 * submission would refuse anyway. `submitJob` checks again, under the lock.
 * @throws as `precheck`.
 */
export async function precheckSubmission(ctx: AppContext, tenantId: string, input: Pick<JobSubmission, 'n_agents' | 'n_rounds'>): Promise<void> {
  await precheck(ctx, tenantId, { n_agents: input.n_agents ?? AGENTS.default, n_rounds: input.n_rounds ?? ROUNDS.default });
}

/**
 * The submission's checks on the tenant's row as it stands (no lock, one indexed read): the tier's
 * largest run, the tenant's queued work and the wallet. The batch repeats them under the row lock,
 * so a race between two submissions is decided there, exactly.
 * @throws RequestValidationError 422 `simulation_too_large`; ApiError 429 `tenant_queue_full`;
 *   ApiError 402 `insufficient_credits`; ApiError 404 when the tenant is gone.
 */
async function precheck(ctx: AppContext, tenantId: string, options: Pick<JobOptions, 'n_agents' | 'n_rounds'>): Promise<void> {
  const t = await ctx.db.selectFrom('tenants').select(['tier', 'balance_cents', 'pending_agent_rounds']).where('id', '=', tenantId).executeTakeFirst();
  if (!t) throw errors.notFound('Tenant');
  const tooLarge = sizeRefusal(ctx.config, t.tier, options);
  if (tooLarge) throw tooLarge;
  const pending = Number(t.pending_agent_rounds);
  if (pending + agentRounds(options) > ctx.config.tenantMaxQueuedAgentRounds) throw queueFull(ctx.config, pending);
  const balance = toCents(t.balance_cents);
  if (balance < ctx.config.simCostCents) throw errors.insufficientCredits(balance, ctx.config.simCostCents);
}

/** A submission waiting for its batch. */
interface Pending {
  tenantId: string;
  input: JobSubmission;
  options: JobOptions;
  series: unknown;
  claim: IdempotencyClaim | null;
  refusal: RequestValidationError | null;
  documents: readonly SubmittedDocument[];
}

/** How one submission of a batch ended. */
type Outcome = { ok: true; status: number; body: JobSubmitted } | { ok: false; error: unknown };

/**
 * Submissions one batch takes at most. ASSUMPTION: 64 keeps a batch's statements small (64 texts of
 * at most 100,000 characters, 6.4 MB at worst) while 16+ concurrent clients still share commits.
 */
const MAX_BATCH = 64;

/**
 * The submission batches of one database handle in this process: the submissions waiting, and
 * whether a batch is in flight. One batch at a time: the submissions arriving meanwhile form the
 * next one, so a batch grows with the load and a lone submission is never held back.
 */
class SubmissionBatcher {
  private readonly waiting: { item: Pending; settle: (o: Outcome) => void }[] = [];
  private busy = false;

  constructor(private readonly ctx: AppContext) {}

  submit(item: Pending): Promise<{ status: number; body: JobSubmitted }> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, settle: (o) => (o.ok ? resolve({ status: o.status, body: o.body }) : reject(o.error)) });
      if (!this.busy) void this.drain();
    });
  }

  /** Runs batches until none is waiting. */
  private async drain(): Promise<void> {
    this.busy = true;
    try {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        const outcomes = await runBatch(this.ctx, batch.map((b) => b.item));
        batch.forEach((b, i) => b.settle(outcomes[i]!));
      }
    } finally {
      this.busy = false;
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
async function runBatch(ctx: AppContext, items: Pending[]): Promise<Outcome[]> {
  try {
    return await transaction(ctx.db, (trx) => decideAndWrite(trx, ctx, items));
  } catch (error) {
    if (items.length === 1) return [{ ok: false, error }];
    const outcomes: Outcome[] = [];
    for (const item of items) outcomes.push(...(await runBatch(ctx, [item])));
    return outcomes;
  }
}

/** A tenant's state while its submissions in a batch are decided. */
interface TenantState {
  tier: string;
  startBalance: number;
  balance: number;
  pending: number;
  charged: number;
}

/**
 * The batch's transaction: locks the rows of the batch's tenants (in id order, so batches of several
 * processes cannot deadlock), with their balances and queued work, then decides each submission in arrival order against its tenant's
 * running totals (queued work, balance) and the stored idempotency keys, then writes the accepted
 * ones with one statement per table: jobs, balances, wallet transactions, idempotency responses, and
 * one wake-up of the workers. Refused submissions write nothing.
 * @throws on a database error, or IdempotencyRaceError; the caller then runs the submissions one by one.
 */
async function decideAndWrite(trx: Executor, ctx: AppContext, items: Pending[]): Promise<Outcome[]> {
  const cost = ctx.config.simCostCents;
  const tenantIds = [...new Set(items.map((i) => i.tenantId))].sort();
  // pending_agent_rounds is kept by triggers on jobs (migrations/004_pending_work.sql), so under the
  // lock it is exact without summing the tenant's unfinished jobs.
  const locked = await trx
    .selectFrom('tenants')
    .select(['id', 'tier', 'balance_cents', 'pending_agent_rounds'])
    .where('id', 'in', tenantIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  const state = new Map<string, TenantState>();
  for (const t of locked) {
    const balance = toCents(t.balance_cents);
    state.set(t.id, { tier: t.tier, startBalance: balance, balance, pending: Number(t.pending_agent_rounds), charged: 0 });
  }
  const stored = await findStoredResponses(
    trx,
    items.flatMap((i) => (i.claim ? [{ tenantId: i.tenantId, key: i.claim.key }] : [])),
  );

  const outcomes: Outcome[] = [];
  const accepted: { item: Pending; id: string; balanceAfter: number; body: JobSubmitted }[] = [];
  for (const item of items) {
    try {
      const t = state.get(item.tenantId);
      if (!t) throw errors.notFound('Tenant');
      if (item.claim) {
        // A key stored earlier, or taken by an earlier submission of this batch, is replayed.
        const prior = stored.get(storedKey(item.tenantId, item.claim.key));
        if (prior) {
          outcomes.push({ ok: true, ...(replay(prior, item.claim) as { status: number; body: JobSubmitted }) });
          continue;
        }
      }
      if (item.refusal) throw item.refusal;
      const tooLarge = sizeRefusal(ctx.config, t.tier, item.options);
      if (tooLarge) throw tooLarge;
      const size = agentRounds(item.options);
      if (t.pending + size > ctx.config.tenantMaxQueuedAgentRounds) throw queueFull(ctx.config, t.pending);
      if (t.balance < cost) throw errors.insufficientCredits(t.balance, cost);
      t.pending += size;
      t.balance -= cost;
      t.charged += cost;
      const id = randomUUID();
      const body: JobSubmitted = {
        job_id: id,
        scenario_id: id,
        status: 'queued',
        paid_via: 'wallet',
        sim_cost_usd: centsToUsd(cost),
        balance_remaining: centsToUsd(t.balance),
        ...jobUrls(id),
      };
      accepted.push({ item, id, balanceAfter: t.balance, body });
      if (item.claim) stored.set(storedKey(item.tenantId, item.claim.key), { requestHash: item.claim.requestHash, status: 202, body });
      outcomes.push({ ok: true, status: 202, body });
    } catch (error) {
      outcomes.push({ ok: false, error });
    }
  }
  if (!accepted.length) return outcomes;

  await writeAccepted(
    trx,
    cost,
    accepted.map(({ item, id, balanceAfter }) => ({ id, item, balanceAfter })),
    [...state].flatMap(([id, t]) => (t.charged ? [{ id, total: t.charged, start: t.startBalance, after: t.balance }] : [])),
  );
  const docs = accepted.flatMap(({ item, id }) =>
    item.documents.map((d, ord) => ({
      job_id: id,
      ord,
      tenant_id: item.tenantId,
      filename: d.filename,
      media_type: d.mediaType,
      bytes: d.bytes,
      sha256: d.sha256,
      pages: d.pages,
      text_start: d.textStart,
      text_end: d.textEnd,
    })),
  );
  if (docs.length) await trx.insertInto('job_documents').values(docs).execute();
  await storeResponses(
    trx,
    accepted.flatMap(({ item, body }) => (item.claim ? [{ tenantId: item.tenantId, claim: item.claim, status: 202, body }] : [])),
  );
  await ctx.queue.enqueueSimulations(
    trx,
    accepted.map((a) => a.id),
  );
  return outcomes;
}

/** The key of a tenant's idempotency key in the batch's map. */
function storedKey(tenantId: string, key: string): string {
  return `${tenantId} ${key}`;
}

/**
 * Writes a batch's accepted submissions in one statement (one round trip, whatever the batch's
 * size): the jobs, each tenant's debit, and one `job_charge` wallet transaction per job, in arrival
 * order (clock_timestamp(), not the transaction's now(), so the jobs of one batch keep their order).
 * The balances were read under the row locks; the debit's guards (balance unchanged, and enough)
 * make a mistake fail the batch, never overdraw (docs/api.md "Money").
 * @throws Error when a guard did not hold (the transaction then rolls back).
 */
async function writeAccepted(
  trx: Executor,
  cost: number,
  jobs: { id: string; item: Pending; balanceAfter: number }[],
  debits: { id: string; total: number; start: number; after: number }[],
): Promise<void> {
  const input = jobs.map(({ id, item, balanceAfter }, ord) => ({
    ord,
    id,
    tenant_id: item.tenantId,
    name: item.input.name,
    scenario: item.input.scenario,
    options: item.options,
    series: item.series,
    total_rounds: item.options.n_rounds,
    balance_after: balanceAfter,
  }));
  const r = await sql<{ jobs: string | number; charges: string | number; balances: { id: string; balance_cents: string | number }[] | null }>`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        as x(ord int, id uuid, tenant_id uuid, name text, scenario text, options jsonb, series jsonb, total_rounds int, balance_after bigint)
    ),
    debit as (
      update tenants t set balance_cents = t.balance_cents - d.total
      from jsonb_to_recordset(${JSON.stringify(debits)}::jsonb) as d(id uuid, total bigint, start bigint)
      where t.id = d.id and t.balance_cents = d.start and t.balance_cents >= d.total
      returning t.id, t.balance_cents
    ),
    j as (
      insert into jobs (id, tenant_id, name, scenario, options, series, cost_cents, total_rounds, created_at)
      select id, tenant_id, name, scenario, options, nullif(series, 'null'::jsonb), ${cost}, total_rounds, clock_timestamp() from input order by ord
      returning 1
    ),
    w as (
      insert into wallet_transactions (tenant_id, kind, amount_cents, balance_after_cents, job_id, note, created_at)
      select tenant_id, 'job_charge', ${-cost}, balance_after, id, name, clock_timestamp() from input order by ord
      returning 1
    )
    select (select count(*) from j) as jobs, (select count(*) from w) as charges,
      (select json_agg(json_build_object('id', id, 'balance_cents', balance_cents)) from debit) as balances`.execute(trx);
  const row = r.rows[0]!;
  const after = new Map((row.balances ?? []).map((b) => [b.id, toCents(b.balance_cents)]));
  if (Number(row.jobs) !== jobs.length || Number(row.charges) !== jobs.length || after.size !== debits.length || debits.some((d) => after.get(d.id) !== d.after)) {
    throw new Error('A wallet balance changed under its row lock');
  }
}

/** UTF-16 units of the scenario echoed as `input` in the refusal (cut at a grapheme, "…" included). */
const ECHOED_CHARS = 80;

/**
 * Texts whose reading is remembered. ASSUMPTION: 1000 covers a burst of retries and of variants of one
 * announcement (other sizes, seeds or audiences); at most ~100 bytes each (a hash and the verdict).
 */
const UNDERSTOOD_CACHE_SIZE = 1000;

/**
 * How long a timed-out reading is remembered, ms: a retry of the same text within it is refused at
 * once instead of taking a reader thread for another budget; after it the text is read again (the
 * timeout may have come from load rather than the text).
 */
const TIMEOUT_MEMORY_MS = 10 * 60_000;

/**
 * Verdicts of the reading by SHA-256 of the text, least recently used dropped first. The reading
 * is a pure function of the text (src/engine is pure) and the largest per-request cost of a
 * submission; a repeated text (a retry, another size of the same announcement) is read once.
 */
const understoodCache = new Map<string, { verdict: ReadVerdict; at: number }>();

async function readCached(ctx: AppContext, tenantId: string, scenario: string): Promise<ReadVerdict> {
  const key = createHash('sha256').update(scenario).digest('base64');
  const hit = understoodCache.get(key);
  if (hit && !('timedOut' in hit.verdict && Date.now() - hit.at > TIMEOUT_MEMORY_MS)) {
    understoodCache.delete(key);
    understoodCache.set(key, hit);
    return hit.verdict;
  }
  const verdict = await ctx.reader.read(scenario, tenantId);
  understoodCache.delete(key);
  if (understoodCache.size >= UNDERSTOOD_CACHE_SIZE) understoodCache.delete(understoodCache.keys().next().value!);
  understoodCache.set(key, { verdict, at: Date.now() });
  return verdict;
}

/**
 * The 422 for a scenario in which the engine finds no announced change, or whose reading did not
 * finish within its budget; null when a change was found.
 */
async function notUnderstood(ctx: AppContext, tenantId: string, scenario: string): Promise<RequestValidationError | null> {
  const verdict = await readCached(ctx, tenantId, scenario);
  if ('timedOut' in verdict) {
    return new RequestValidationError([
      {
        loc: ['body', 'scenario'],
        msg: `The text could not be read within ${verdict.budgetMs} ms; shorten it to the announcement itself, or send "force": true to run it unread`,
        type: 'scenario_read_timeout',
        input: cutText(scenario, ECHOED_CHARS),
        ctx: { budget_ms: verdict.budgetMs },
      },
    ]);
  }
  if (verdict.understood) return null;
  return new RequestValidationError([
    {
      loc: ['body', 'scenario'],
      msg: verdict.missing,
      type: 'scenario_not_understood',
      input: cutText(scenario, ECHOED_CHARS),
    },
  ]);
}
