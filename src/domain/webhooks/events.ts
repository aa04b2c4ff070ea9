/**
 * The webhook outbox (docs/decisions.md "Webhooks"): an event row and one delivery row per
 * subscribed endpoint, written inside the transaction that completes or fails the job, so a crash
 * can neither lose an event nor send one for a job that did not finish. The commit wakes the
 * senders with a notification (`WEBHOOK_DELIVERIES_CHANNEL`); a poll is the fallback.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { WebhookEventBody, WebhookEventType } from '../../contracts/webhooks.js';
import type { Executor } from '../../db/transaction.js';

/** The NOTIFY channel that says "webhook deliveries are due" (delivered at commit). */
export const WEBHOOK_DELIVERIES_CHANNEL = 'webhook_deliveries_due';

/**
 * The body of an event about a job, as sent: `{id, type, created, data:{job_id, scenario_id,
 * status, report_url}}`, with `created` in unix seconds and `report_url` the same path as in the
 * status body.
 */
export function jobEventBody(id: string, type: WebhookEventType, jobId: string, created: Date): WebhookEventBody {
  return {
    id,
    type,
    created: Math.floor(created.getTime() / 1000),
    data: { job_id: jobId, scenario_id: jobId, status: type === 'scenario.completed' ? 'completed' : 'failed', report_url: `/v1/jobs/${jobId}/report` },
  };
}

/**
 * Writes the event of a job that just completed or failed, and its deliveries to the tenant's
 * active endpoints subscribed to `type`; notifies the senders when there is any. Must run in the
 * transaction that moves the job to its final state (`db` is that transaction).
 * @returns the event id.
 */
export async function recordJobEvent(db: Executor, job: { id: string; tenantId: string }, type: WebhookEventType, at: Date = new Date()): Promise<string> {
  const id = randomUUID();
  const body = JSON.stringify(jobEventBody(id, type, job.id, at));
  await db.insertInto('webhook_events').values({ id, tenant_id: job.tenantId, type, job_id: job.id, body, created_at: at }).execute();
  const fanned = await sql<{ n: number }>`
    with d as (
      insert into webhook_deliveries (tenant_id, event_id, endpoint_id)
      select tenant_id, ${id}::uuid, id from webhook_endpoints
      where tenant_id = ${job.tenantId} and deleted_at is null and disabled_at is null and ${type} = any(events)
      returning 1
    ) select count(*)::int as n from d`.execute(db);
  if ((fanned.rows[0]?.n ?? 0) > 0) await sql`select pg_notify(${WEBHOOK_DELIVERIES_CHANNEL}, ${id})`.execute(db);
  return id;
}
