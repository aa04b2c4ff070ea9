/**
 * Submission: refuse text with no announced change, then (after claiming the idempotency key)
 * check the tenant's work limits, create the job, charge the wallet, enqueue the run and record
 * the response, all in one transaction (docs/api.md "Job
 * submission response", "Idempotency-Key"; docs/decisions.md "Refusing text with no announced change").
 */
import type { JobSubmission, JobSubmitted } from '../../contracts/jobs.js';
import { understandScenario } from '../../engine/index.js';
import type { AppContext } from '../context.js';
import { RequestValidationError } from '../errors.js';
import { idempotent, type IdempotencyClaim } from '../idempotency.js';
import { normalizeSeries } from '../series.js';
import { centsToUsd, debitWallet } from '../wallet.js';
import { checkWorkLimits } from './limits.js';
import { jobOptions, jobUrls } from './options.js';

/**
 * Creates a job, deducts the simulation price and enqueues the run in one transaction. With an
 * idempotency claim, a repeat with the same key and body replays the first response (no second
 * charge).
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
  const cost = ctx.config.simCostCents;
  // Validated before the transaction: a bad series is a 422 that charges nothing.
  const series = input.series === undefined ? null : normalizeSeries(input.series);
  // Read outside the transaction (it can take a few hundred ms on 100,000 characters), raised
  // inside it before anything is written: a refused request stores nothing, and a retry of an
  // accepted request with its Idempotency-Key still gets the stored response.
  const refusal = options.force ? null : notUnderstood(input.scenario);
  return idempotent(ctx.db, tenantId, claim, 202, async (trx) => {
    if (refusal) throw refusal;
    await checkWorkLimits(trx, ctx.config, tenantId, options);
    const job = await trx
      .insertInto('jobs')
      .values({
        tenant_id: tenantId,
        name: input.name,
        scenario: input.scenario,
        options: JSON.stringify(options),
        series: series === null ? null : JSON.stringify(series),
        cost_cents: cost,
        total_rounds: options.n_rounds,
        batch_id: null,
        heartbeat_at: null,
        failure_code: null,
        failure_message: null,
        report: null,
        started_at: null,
        completed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const balance = await debitWallet(trx, { tenantId, amountCents: cost, kind: 'job_charge', jobId: job.id, note: input.name });
    await ctx.queue.enqueueSimulation(trx, job.id);
    const response: JobSubmitted = {
      job_id: job.id,
      scenario_id: job.id,
      status: 'queued',
      paid_via: 'wallet',
      sim_cost_usd: centsToUsd(cost),
      balance_remaining: centsToUsd(balance),
      ...jobUrls(job.id),
    };
    return response;
  });
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
