/**
 * Reading links (docs/api.md "Links"): the reports a tenant can link, one link's status, the
 * tenant's links, and the link report in one language. Everything is looked up by (tenant, id):
 * another tenant's link is a 404.
 */
import { sql } from 'kysely';
import type { LinkableList, LinkReport, LinkStatus, TiebreakerView } from '../../contracts/links.js';
import type { EngineReport } from '../../contracts/report.js';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../../contracts/limits.js';
import { newestOfTenant } from '../../db/queries/newest.js';
import type { CrossAnalysis, LinkAnalysisResult, StoredTiebreaker } from './stored.js';
import type { Executor } from '../context.js';
import { errors } from '../errors.js';
import { attributionBlock, presentReport, type Audience } from '../reports.js';
import { toLinkStatus, type LinkRow } from './views.js';

/** Reads one of the tenant's links, or undefined (another tenant's id reads as absent). */
export async function findLink(db: Executor, tenantId: string, linkId: string): Promise<LinkRow | undefined> {
  return db.selectFrom('link_groups').selectAll().where('id', '=', linkId).where('tenant_id', '=', tenantId).executeTakeFirst();
}

/** The tenant's completed reports, newest completion first, at most `limit`: what `POST /v1/links` accepts. */
export async function listLinkable(db: Executor, tenantId: string, limit: number): Promise<LinkableList> {
  // Only the few fields shown are read out of each stored report.
  const rows = await db
    .selectFrom('jobs')
    .select([
      'id',
      'name',
      'completed_at',
      sql<string>`report->>'headline'`.as('headline'),
      sql<string>`report->'risk_score'->>'value'`.as('risk_value'),
      sql<string>`report->'risk_score'->>'level'`.as('risk_level'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'completed')
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return {
    reports: rows.map((r) => ({
      scenario_id: r.id,
      name: r.name,
      completed_at: new Date(r.completed_at!).toISOString(),
      headline: r.headline ?? '',
      risk: { value: Number(r.risk_value ?? 0), level: r.risk_level ?? 'low' },
    })),
  };
}

/** @throws ApiError 404 `not_found` when the link is not the tenant's. */
export async function getLinkStatus(db: Executor, tenantId: string, linkId: string): Promise<LinkStatus> {
  const row = await findLink(db, tenantId, linkId);
  if (!row) throw errors.notFound('Link');
  return toLinkStatus(row);
}

/** The tenant's links, newest first, at most `limit`. */
export async function listLinks(db: Executor, tenantId: string, limit: number): Promise<LinkStatus[]> {
  const rows = await newestOfTenant(db, 'link_groups', tenantId, limit);
  return rows.map(toLinkStatus);
}

/**
 * The language to answer in: a catalog language as asked, else the default with `fallback` true
 * (an empty or absent `lang` is the default without fallback).
 */
export function resolveLang(lang: string | undefined): { lang: Lang; fallback: boolean } {
  if (!lang) return { lang: DEFAULT_LANG, fallback: false };
  const l = lang.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(l) ? { lang: l as Lang, fallback: false } : { lang: DEFAULT_LANG, fallback: true };
}

/** The tiebreaker's stored result in one language, as callers see it (without the charge fields). */
export function tiebreakerInLang(t: StoredTiebreaker, lang: Lang, fallback: boolean): Omit<TiebreakerView, 'cost_usd' | 'balance_remaining'> {
  const { rationale, created_at, ...rest } = t;
  return { ...rest, rationale: rationale[lang], language: lang, lang_fallback: fallback, created_at };
}

/**
 * The link report in `lang`: the plain-language summary, the cross-analysis and every member's
 * full report, each presented like a single report (attribution, sandbox marking; only the
 * report's declared fields are sent).
 * @throws ApiError 404 `not_found`; 404 `report_not_ready` (+ `status`) before completion; 404
 *   `link_failed` after a failure.
 */
export async function getLinkReport(db: Executor, tenantId: string, linkId: string, lang: string | undefined, audience: Audience): Promise<LinkReport> {
  const row = await findLink(db, tenantId, linkId);
  if (!row) throw errors.notFound('Link');
  if (row.status === 'failed') throw errors.linkFailed(row.failure_message ?? 'engine error');
  if (row.status !== 'complete' || !row.result) throw errors.reportNotReady(row.status);
  const chosen = resolveLang(lang);
  const result = row.result as LinkAnalysisResult;
  const analysis: CrossAnalysis = result.analysis[chosen.lang];
  return {
    link_group_id: row.id,
    name: row.name,
    mode: row.mode,
    language: chosen.lang,
    lang_fallback: chosen.fallback,
    plain_language_summary: analysis.plain_language_summary,
    cross_analysis: analysis,
    tiebreaker: row.tiebreaker_state === 'complete' && row.tiebreaker ? tiebreakerInLang(row.tiebreaker as StoredTiebreaker, chosen.lang, chosen.fallback) : null,
    members: result.members.map((m) => presentReport(m.reports[chosen.lang] as unknown as EngineReport, audience)),
    completed_at: new Date(row.completed_at!).toISOString(),
    ...(audience.sandbox ? { sandbox: true } : {}),
    attribution: attributionBlock(audience.publicBaseUrl),
  };
}
