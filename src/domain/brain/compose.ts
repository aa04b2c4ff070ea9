/**
 * The built-in answer composer of the Brain chat: the answer is made of the retrieved passages
 * themselves, joined by a few fixed words (brainWords); no fact is added. A question about which
 * report is riskiest (or safest) is answered from the matching report pages' risk passages, and
 * "why" adds that report's largest failure modes, as the report states them. When no passage
 * matches, the answer says so and cites nothing.
 */
import type { BrainChatResponse } from '../../contracts/brain.js';
import type { Lang } from '../../contracts/limits.js';
import { brainWords } from './labels.js';
import type { KnowledgePage } from './pages.js';
import { type Hit, type PassageIndex, words } from './search.js';

/** Passages an answer cites at most (besides the risk question's own). */
const MAX_CITED = 3;

/** Asks for the highest (1) or lowest (-1) risk, or neither (0). */
export function riskIntent(message: string): 1 | -1 | 0 {
  const t = message.toLowerCase();
  if (/\b(riskiest|riskier|most risky|highest risk|most dangerous|worst)\b|más arriesgad|mayor riesgo|más riesgo|más peligros|peor\b/u.test(t)) return 1;
  if (/\b(safest|safer|least risky|lowest risk|least risk|best)\b|más segur|menor riesgo|menos riesgo|menos arriesgad|mejor\b/u.test(t)) return -1;
  return 0;
}

/** Whether the question asks for reasons. */
export function asksWhy(message: string): boolean {
  return /\b(why|reason|reasons|because)\b|por qué|porqué|razón|razones|motivo/u.test(message.toLowerCase());
}

/** A cited passage. */
type Citation = BrainChatResponse['citations'][number];

function cite(page: KnowledgePage, index: number): Citation {
  const p = page.passages[index]!;
  return { page_id: page.page_id, scenario_id: page.passageScenario[p.passage_id] ?? page.source_ids[0] ?? '', passage_id: p.passage_id, passage: p.text };
}

function sectionIndex(page: KnowledgePage, section: string): number[] {
  return page.passages.flatMap((p, i) => (p.section === section ? [i] : []));
}

/** Answer for "which is riskiest/safest (and why)": among report pages that matched, the extreme risk. */
function riskAnswer(hits: Hit[], direction: 1 | -1, why: boolean, lang: Lang): { answer: string; citations: Citation[] } | null {
  const pages = [...new Map(hits.filter((h) => h.page.risk !== null).map((h) => [h.page.page_id, h.page])).values()];
  if (pages.length === 0) return null;
  const chosen = pages.reduce((a, b) => ((b.risk! - a.risk!) * direction > 0 ? b : a));
  const w = brainWords(lang);
  const citations: Citation[] = [];
  const parts = [direction === 1 ? w.highest(chosen.title) : w.lowest(chosen.title)];
  for (const i of sectionIndex(chosen, 'risk')) {
    citations.push(cite(chosen, i));
    parts.push(chosen.passages[i]!.text);
  }
  // Why: the report's largest failure modes (risky) or its summary (safe), as written.
  const reasons = why ? (direction === 1 ? sectionIndex(chosen, 'failure_mode').slice(0, 2) : sectionIndex(chosen, 'summary')) : [];
  if (reasons.length) parts.push(w.why);
  for (const i of reasons) {
    citations.push(cite(chosen, i));
    parts.push(chosen.passages[i]!.text);
  }
  return { answer: parts.join(' '), citations };
}

/**
 * Answers `message` from the index. `context` (the last question asked, when the message is a short
 * follow-up) is searched too when the message alone finds nothing.
 */
export function composeAnswer(index: PassageIndex, message: string, context: string | null, lang: Lang): Omit<BrainChatResponse, 'language' | 'composer'> {
  let hits = index.find(message);
  let question = message;
  if (hits.length === 0 && context && words(message).length <= 6) {
    hits = index.find(`${context} ${message}`);
    question = `${context} ${message}`;
  }
  const w = brainWords(lang);
  if (hits.length === 0) return { answer: w.nothing, citations: [], found: false };
  const direction = riskIntent(question);
  const risk = direction ? riskAnswer(hits, direction, asksWhy(message) || asksWhy(question), lang) : null;
  if (risk) return { ...risk, found: true };
  const top = hits.slice(0, MAX_CITED);
  const citations = top.map((h) => cite(h.page, h.passageIndex));
  const parts: string[] = [];
  let lastPage = '';
  for (const h of top) {
    if (h.page.page_id !== lastPage) parts.push(w.from(h.page.title));
    parts.push(h.page.passages[h.passageIndex]!.text);
    lastPage = h.page.page_id;
  }
  return { answer: parts.join(' '), citations, found: true };
}
