/**
 * Per-tenant limits on simulation work (docs/decisions.md "Fairness between tenants"; docs/api.md
 * "Limits"): the largest run a tier may ask for, and how much work a tenant may have queued or
 * running at once. Both are checked inside the submission's transaction, with the tenant's row
 * locked, so concurrent submissions of one tenant cannot overshoot.
 */
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/transaction.js';
import { errors, RequestValidationError } from '../errors.js';
import { agentRounds, type JobOptions } from './options.js';

type Tier = keyof Config['maxAgentRounds'];

/** Seconds a 429 `tenant_queue_full` asks the caller to wait. ASSUMPTION: about one large job's run time. */
const QUEUE_FULL_RETRY_AFTER_SECONDS = 60;

/**
 * Locks the tenant's row for the rest of the transaction and checks both limits for a new job.
 * @throws ApiError 404 when the tenant does not exist; RequestValidationError 422
 *   `simulation_too_large` at `["body","n_agents"]` when n_agents × n_rounds exceeds the tier's
 *   limit; ApiError 429 `tenant_queue_full` (with Retry-After) when the tenant's unfinished work
 *   plus this job would exceed `tenantMaxQueuedAgentRounds`.
 */
export async function checkWorkLimits(trx: Executor, config: Config, tenantId: string, options: JobOptions): Promise<void> {
  const tenant = await trx.selectFrom('tenants').select('tier').where('id', '=', tenantId).forUpdate().executeTakeFirst();
  if (!tenant) throw errors.notFound('Tenant');
  const size = agentRounds(options);
  const tier = tenant.tier as Tier;
  const max = config.maxAgentRounds[tier];
  if (size > max) {
    throw new RequestValidationError([
      {
        loc: ['body', 'n_agents'],
        msg: `n_agents × n_rounds = ${size} agent-rounds exceeds the ${tier} tier's limit of ${max} (the default run is 1000 × 4 = 4000)`,
        type: 'simulation_too_large',
        input: options.n_agents,
        ctx: { tier, n_agents: options.n_agents, n_rounds: options.n_rounds, agent_rounds: size, max_agent_rounds: max },
      },
    ]);
  }
  const row = await trx
    .selectFrom('jobs')
    .select(sql<string | number>`coalesce(sum((options->>'n_agents')::bigint * total_rounds), 0)`.as('pending'))
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  const pending = Number(row.pending);
  if (pending + size > config.tenantMaxQueuedAgentRounds) {
    throw errors.tenantQueueFull(pending, config.tenantMaxQueuedAgentRounds, QUEUE_FULL_RETRY_AFTER_SECONDS);
  }
}
