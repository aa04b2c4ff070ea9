/**
 * Share tokens of hosted report pages (`GET /v1/r/{token}`; docs/decisions.md "Issue 24: share
 * tokens"). Each completed report gets one unguessable token (256 random bits, base64url), issued
 * the first time the report is read and returned in it as `share_url`. `DELETE
 * /v1/scenarios/{id}/share` revokes it (the page is a 404 from then on, and the report says
 * `share_url: null`); `POST /v1/scenarios/{id}/share` issues a new one.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { EngineReport } from '../contracts/report.js';
import { transaction, type Executor } from '../db/transaction.js';
import type { Tier } from './accounts.js';
import { errors } from './errors.js';
import { findJob, type JobOptions } from './jobs/index.js';

/** Characters of a share token: 32 random bytes in base64url. */
export const SHARE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** A new share token: 256 random bits, base64url (43 characters). */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the hosted page needs besides the report: whose it is and how it is branded. */
export interface SharedReport {
  report: EngineReport;
  jobId: string;
  tenant: { name: string; tier: Tier; sandbox: boolean; white_label: boolean };
  /** The job's `white_label_domain` when its tenant is white-label; else null. */
  whiteLabelDomain: string | null;
}

/**
 * The address of a hosted page: on the tenant's own domain (https) for a white-label tenant's job
 * that named one, else under `publicBaseUrl`.
 */
export function shareUrl(publicBaseUrl: string, token: string, whiteLabelDomain: string | null): string {
  return whiteLabelDomain ? `https://${whiteLabelDomain}/v1/r/${token}` : `${publicBaseUrl}/v1/r/${token}`;
}

/** The job's white-label domain when its tenant is white-label (a standard tenant's domain is ignored). */
function whiteLabelDomainOf(options: unknown, whiteLabel: boolean): string | null {
  return whiteLabel ? ((options as JobOptions | null)?.white_label_domain ?? null) : null;
}

async function liveToken(db: Executor, jobId: string): Promise<string | null> {
  const row = await db.selectFrom('report_shares').select('token').where('job_id', '=', jobId).where('revoked_at', 'is', null).executeTakeFirst();
  return row?.token ?? null;
}

/**
 * The live share token of a completed job, issued now if the report never had one. Returns null
 * when its token was revoked (until a new one is issued with `issueShare`).
 */
export async function ensureShare(db: Executor, tenantId: string, jobId: string): Promise<string | null> {
  const latest = await db
    .selectFrom('report_shares')
    .select(['token', 'revoked_at'])
    .where('job_id', '=', jobId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest) return latest.revoked_at ? null : latest.token;
  // Two first reads at once: the partial unique index lets one insert win; both then read it.
  await db
    .insertInto('report_shares')
    .values({ token: newShareToken(), job_id: jobId, tenant_id: tenantId })
    .onConflict((oc) => oc.column('job_id').where('revoked_at', 'is', null).doNothing())
    .execute();
  return liveToken(db, jobId);
}

/**
 * The `share_url` of a completed job of the tenant (issuing its token on first use), or null when revoked.
 */
export async function reportShareUrl(db: Executor, tenantId: string, jobId: string, publicBaseUrl: string, whiteLabel: boolean): Promise<string | null> {
  const job = await findJob(db, tenantId, jobId);
  if (!job || job.status !== 'completed') return null;
  const token = await ensureShare(db, tenantId, jobId);
  return token ? shareUrl(publicBaseUrl, token, whiteLabelDomainOf(job.options, whiteLabel)) : null;
}

/** Answer of the share endpoints. */
export interface ShareState {
  scenario_id: string;
  share_url: string | null;
  revoked: number;
}

async function completedJobOf(db: Executor, tenantId: string, jobId: string) {
  const job = await findJob(db, tenantId, jobId);
  if (!job) throw errors.notFound('Scenario');
  if (job.status === 'failed') throw errors.jobFailed(job.failure_message ?? 'engine error');
  if (job.status !== 'completed') throw errors.reportNotReady(job.status);
  return job;
}

/**
 * Revokes the live token of a tenant's report: its page is a 404 from the next request on.
 * @returns how many tokens were revoked (0 when none was live).
 * @throws ApiError 404 `not_found` when the scenario is not the tenant's.
 */
export async function revokeShare(db: Executor, tenantId: string, jobId: string): Promise<ShareState> {
  const job = await findJob(db, tenantId, jobId);
  if (!job) throw errors.notFound('Scenario');
  const r = await db
    .updateTable('report_shares')
    .set({ revoked_at: sql`now()` as any })
    .where('job_id', '=', jobId)
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return { scenario_id: jobId, share_url: null, revoked: Number(r.numUpdatedRows) };
}

/**
 * Issues a new token for a completed report, revoking the live one (if any) in the same transaction.
 * @throws ApiError 404 `not_found`, `report_not_ready` or `job_failed`.
 */
export async function issueShare(db: Executor, tenantId: string, jobId: string, publicBaseUrl: string, whiteLabel: boolean): Promise<ShareState> {
  const job = await completedJobOf(db, tenantId, jobId);
  const token = newShareToken();
  const revoked = await transaction(db, async (trx) => {
    const r = await trx
      .updateTable('report_shares')
      .set({ revoked_at: sql`now()` as any })
      .where('job_id', '=', jobId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await trx.insertInto('report_shares').values({ token, job_id: jobId, tenant_id: tenantId }).execute();
    return Number(r.numUpdatedRows);
  });
  return { scenario_id: jobId, share_url: shareUrl(publicBaseUrl, token, whiteLabelDomainOf(job.options, whiteLabel)), revoked };
}

/**
 * The report behind a live token, with its tenant's branding; undefined for an unknown, revoked or
 * malformed token.
 */
export async function findSharedReport(db: Executor, token: string): Promise<SharedReport | undefined> {
  if (!new RegExp(SHARE_TOKEN_PATTERN).test(token)) return undefined;
  const row = await db
    .selectFrom('report_shares')
    .innerJoin('jobs', 'jobs.id', 'report_shares.job_id')
    .innerJoin('tenants', 'tenants.id', 'report_shares.tenant_id')
    .select(['jobs.id as job_id', 'jobs.report', 'jobs.status', 'jobs.options', 'tenants.name', 'tenants.tier', 'tenants.sandbox', 'tenants.white_label'])
    .where('report_shares.token', '=', token)
    .where('report_shares.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.status !== 'completed' || !row.report) return undefined;
  return {
    report: row.report as EngineReport,
    jobId: row.job_id,
    tenant: { name: row.name, tier: row.tier, sandbox: row.sandbox, white_label: row.white_label },
    whiteLabelDomain: whiteLabelDomainOf(row.options, row.white_label),
  };
}
