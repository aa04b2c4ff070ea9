/**
 * Per-tenant limits on simulation work (docs/decisions.md "Fairness between tenants"; docs/api.md
 * "Limits"): the largest run a tier may ask for, and how much work a tenant may have queued or
 * running at once. Both are checked inside the submission's transaction, with the tenant's row
 * locked, so concurrent submissions of one tenant cannot overshoot (src/domain/jobs/submit.ts); the
 * queued work is the tenant's `pending_agent_rounds`, kept by triggers (migrations/004_pending_work.sql).
 */
import type { Config } from '../../config.js';
import { errors, RequestValidationError } from '../errors.js';
import { agentRounds, type JobOptions } from './options.js';

type Tier = keyof Config['maxAgentRounds'];

/** Seconds a 429 `tenant_queue_full` asks the caller to wait. ASSUMPTION: about one large job's run time. */
const QUEUE_FULL_RETRY_AFTER_SECONDS = 60;

/**
 * The 422 for a run larger than the tier allows, or null when it fits.
 * @returns RequestValidationError 422 `simulation_too_large` at `["body","n_agents"]` when n_agents ×
 *   n_rounds exceeds `config.maxAgentRounds[tier]`.
 */
export function sizeRefusal(config: Config, tier: string, options: Pick<JobOptions, 'n_agents' | 'n_rounds'>): RequestValidationError | null {
  const size = agentRounds(options);
  const max = config.maxAgentRounds[tier as Tier];
  if (size <= max) return null;
  return new RequestValidationError([
    {
      loc: ['body', 'n_agents'],
      msg: `n_agents × n_rounds = ${size} agent-rounds exceeds the ${tier} tier's limit of ${max} (the default run is 1000 × 4 = 4000)`,
      type: 'simulation_too_large',
      input: options.n_agents,
      ctx: { tier, n_agents: options.n_agents, n_rounds: options.n_rounds, agent_rounds: size, max_agent_rounds: max },
    },
  ]);
}

/**
 * The 429 for a tenant whose unfinished work plus a new job would exceed `tenantMaxQueuedAgentRounds`.
 * @returns ApiError 429 `tenant_queue_full` with Retry-After.
 */
export function queueFull(config: Config, pending: number) {
  return errors.tenantQueueFull(pending, config.tenantMaxQueuedAgentRounds, QUEUE_FULL_RETRY_AFTER_SECONDS);
}
