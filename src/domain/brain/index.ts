/**
 * The Brain (docs/api.md "Brain"): knowledge pages from the tenant's completed reports and links,
 * and a chat answering from them with citations. Both need the `pro` tier or higher.
 */
import type { BrainChatRequest, BrainChatResponse, BrainPages } from '../../contracts/brain.js';
import type { Tier } from '../accounts.js';
import { DEFAULT_LANG, type Lang } from '../../contracts/limits.js';
import type { Executor } from '../context.js';
import { errors } from '../errors.js';
import { brainSnapshot } from './cache.js';
import { composeAnswer } from './compose.js';
import { phraseWithLlm, type LlmSettings } from './llm.js';
import { toWirePage } from './pages.js';

export { BRAIN_MAX_LINKS, BRAIN_MAX_REPORTS } from './pages.js';

const TIER_ORDER: Record<Tier, number> = { standard: 0, pro: 1, enterprise: 2 };

/** @throws ApiError 403 `tier_required` below the pro tier. */
export function requireBrainTier(tier: Tier): void {
  if (TIER_ORDER[tier] < TIER_ORDER.pro) throw errors.tierRequired('pro');
}

function langOf(lang: string | undefined): Lang {
  return lang === 'es' ? 'es' : DEFAULT_LANG;
}

/** `GET /v1/brain/pages`: the tenant's pages, newest first. */
export async function listBrainPages(db: Executor, tenant: { id: string; tier: Tier }, lang?: string): Promise<BrainPages> {
  requireBrainTier(tenant.tier);
  const { pages, truncated } = await brainSnapshot(db, tenant.id, langOf(lang));
  return { pages: pages.map(toWirePage), count: pages.length, truncated };
}

/**
 * `POST /v1/brain/chat`: retrieval over the tenant's pages and the built-in composer; with `llm`, the
 * cited passages phrased by that model when its answer is usable (else the built-in answer).
 */
export async function brainChat(db: Executor, tenant: { id: string; tier: Tier }, body: BrainChatRequest, llm: LlmSettings | null = null): Promise<BrainChatResponse> {
  requireBrainTier(tenant.tier);
  const lang = langOf(body.lang);
  const snapshot = await brainSnapshot(db, tenant.id, lang);
  const lastQuestion = [...(body.history ?? [])].reverse().find((t) => t.role === 'user')?.content ?? null;
  const answer = composeAnswer(snapshot.index(), body.message, lastQuestion, lang);
  if (llm && answer.found) {
    const titles = new Map(snapshot.pages.map((p) => [p.page_id, p.title]));
    const phrased = await phraseWithLlm(llm, body.message, answer.citations.map((c) => ({ title: titles.get(c.page_id) ?? '', text: c.passage })), lang);
    if (phrased) return { ...answer, answer: phrased, language: lang, composer: 'llm' };
  }
  return { ...answer, language: lang, composer: 'builtin' };
}
