/**
 * The tenant's pages and their search index, kept in this process while the tenant's completed
 * reports and links are unchanged. A cheap query (ids and completion times) gives a fingerprint of
 * what the pages would be built from; the pages and the index are rebuilt only when it changes, so
 * the answer is always what building afresh would give (docs/decisions.md "Issue 26": Brain cache).
 */
import { createHash } from 'node:crypto';
import type { Lang } from '../../contracts/limits.js';
import type { Executor } from '../context.js';
import { BRAIN_MAX_LINKS, BRAIN_MAX_REPORTS, loadPages, type KnowledgePage } from './pages.js';
import { PassageIndex } from './search.js';

/** Tenants (per language) whose pages are kept, least recently used dropped first. */
export const BRAIN_CACHE_ENTRIES = 32;

/** A tenant's pages and their index. */
export interface BrainSnapshot {
  pages: KnowledgePage[];
  truncated: boolean;
  /** The search index over the pages (built on first use). */
  index(): PassageIndex;
}

const entries = new Map<string, { fingerprint: string; snapshot: BrainSnapshot }>();

/** A digest of the ids and completion times the pages would be built from. */
async function fingerprintOf(db: Executor, tenantId: string): Promise<string> {
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'completed_at'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'completed')
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(BRAIN_MAX_REPORTS + 1)
    .execute();
  const links = await db
    .selectFrom('link_groups')
    .select(['id', 'completed_at', 'tiebreaker_state'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'complete')
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(BRAIN_MAX_LINKS + 1)
    .execute();
  const h = createHash('sha256');
  for (const j of jobs) h.update(`j${j.id}${new Date(j.completed_at!).getTime()}`);
  for (const l of links) h.update(`l${l.id}${new Date(l.completed_at!).getTime()}${l.tiebreaker_state ?? ''}`);
  return h.digest('hex');
}

/** The tenant's pages in `lang` (and their index), from the cache when nothing changed. */
export async function brainSnapshot(db: Executor, tenantId: string, lang: Lang): Promise<BrainSnapshot> {
  const key = `${tenantId}:${lang}`;
  const fingerprint = await fingerprintOf(db, tenantId);
  const hit = entries.get(key);
  if (hit && hit.fingerprint === fingerprint) {
    entries.delete(key);
    entries.set(key, hit);
    return hit.snapshot;
  }
  const { pages, truncated } = await loadPages(db, tenantId, lang);
  let index: PassageIndex | null = null;
  const snapshot: BrainSnapshot = { pages, truncated, index: () => (index ??= new PassageIndex(pages)) };
  entries.delete(key);
  entries.set(key, { fingerprint, snapshot });
  while (entries.size > BRAIN_CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
  return snapshot;
}
