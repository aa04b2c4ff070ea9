/** How link rows look on the wire (docs/api.md "Links"): the status body and the paths that name a link. */
import type { Selectable } from 'kysely';
import type { LinkStatus } from '../../contracts/links.js';
import type { LinkGroupsTable } from '../../db/schema.js';
import { centsToUsd } from '../wallet.js';

/** A link row as read from the database. */
export type LinkRow = Selectable<LinkGroupsTable>;

/** Relative paths of a link's status and report. */
export function linkUrls(linkId: string): { status_url: string; report_url: string } {
  return { status_url: `/v1/links/${linkId}`, report_url: `/v1/links/${linkId}/report` };
}

function iso(d: Date | string | null): string | null {
  return d ? new Date(d).toISOString() : null;
}

/** The status body of a link row. */
export function toLinkStatus(row: LinkRow): LinkStatus {
  return {
    link_group_id: row.id,
    name: row.name,
    mode: row.mode,
    scenario_ids: row.scenario_ids,
    status: row.status,
    cost_usd: centsToUsd(Number(row.cost_cents)),
    created_at: iso(row.created_at)!,
    started_at: iso(row.started_at),
    completed_at: iso(row.completed_at),
    failure: row.status === 'failed' ? { code: row.failure_code ?? 'engine_error', message: row.failure_message ?? '' } : null,
    tiebreaker: row.tiebreaker_state === 'complete' ? 'complete' : row.tiebreaker_state === 'running' ? 'running' : 'not_run',
    ...linkUrls(row.id),
  };
}
