/**
 * The domain's `JobQueue` (src/domain/ports.ts): a queued job is its `jobs` row (status `queued`),
 * which workers take fairly between tenants (`claimNextJob`); enqueueing only wakes them, with a
 * NOTIFY that PostgreSQL and PGlite deliver when the submitting transaction commits
 * (docs/decisions.md "Dispatch from the jobs table").
 */
import { sql } from 'kysely';
import type { JobQueue } from '../domain/ports.js';

/** The NOTIFY channel that says "a simulation job is queued" (payload: the job id). */
export const JOBS_CHANNEL = 'scenario_jobs_queued';

/** The NOTIFY channel that says "a link group's cross-analysis is queued" (payload: the link id). */
export const LINKS_CHANNEL = 'scenario_links_queued';

/** The domain's `JobQueue`: a notification inside the caller's transaction. */
export function jobQueue(): JobQueue {
  return {
    async enqueueSimulation(trx, jobId) {
      await sql`select pg_notify(${JOBS_CHANNEL}, ${jobId})`.execute(trx);
    },
    // Workers take any queued job from the table on a wake-up (claimNextJob), so one notification
    // serves a whole batch; its payload is the last job's id.
    async enqueueSimulations(trx, jobIds) {
      if (jobIds.length) await sql`select pg_notify(${JOBS_CHANNEL}, ${jobIds[jobIds.length - 1]!})`.execute(trx);
    },
    // A link's row is its queue entry (status pending); link workers take it on the wake-up or the next poll.
    async enqueueLinkAnalysis(trx, linkId) {
      await sql`select pg_notify(${LINKS_CHANNEL}, ${linkId})`.execute(trx);
    },
  };
}
