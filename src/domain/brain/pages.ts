/**
 * Knowledge pages (docs/api.md "Brain"): one per completed report and one per complete link of the
 * tenant, each cut into citable passages taken from the stored report (headline, risk, executive
 * summary, failure modes, measures, counter-narratives; for a link: its summary, members, ranking and
 * tiebreaker). Built on request from the stored results: nothing is stored twice.
 */
import type { BrainPage, BrainPassage } from '../../contracts/brain.js';
import type { CrossAnalysis } from '../../contracts/links.js';
import type { Lang } from '../../contracts/limits.js';
import type { EngineReport } from '../../contracts/report.js';
import type { Executor } from '../context.js';
import type { LinkAnalysisResult, StoredTiebreaker } from '../links/stored.js';
import { brainWords } from './labels.js';

/** Newest completed reports the Brain reads. */
export const BRAIN_MAX_REPORTS = 200;
/** Newest complete links the Brain reads. */
export const BRAIN_MAX_LINKS = 50;

/** A page with what the chat needs beyond the wire shape: the risk of a report page, and which member each passage is about. */
export interface KnowledgePage extends BrainPage {
  /** Risk 0–100 of a report page (null for a link page). */
  risk: number | null;
  /** Scenario id each passage is about, by passage_id. */
  passageScenario: Record<string, string>;
}

/** Report passages: every text a reader would quote, with the figures the report gives. */
function reportPassages(pageId: string, r: EngineReport, title: string): BrainPassage[] {
  const w = brainWords(r.language as Lang);
  const out: BrainPassage[] = [];
  const add = (section: string, n: number | null, text: string) => {
    if (text.trim()) out.push({ passage_id: `${pageId}#${section}${n === null ? '' : `-${n}`}`, section, text });
  };
  const [lo, hi] = r.risk_score.interval_80;
  add('headline', null, r.headline);
  add('risk', null, w.risk(title, r.risk_score.value, w.level[r.risk_score.level] ?? r.risk_score.level, lo!, hi!, r.confidence.value, r.confidence.label));
  add('summary', null, r.executive_summary.summary);
  r.failure_modes.forEach((f, i) => add('failure_mode', i + 1, `${f.title}: ${f.description} ${w.points(f.risk_contribution)}`));
  r.mitigations.forEach((m, i) => add('mitigation', i + 1, `${m.action}: ${m.rationale} ${w.reduces(m.expected_risk_reduction)}`));
  r.counter_narratives.forEach((c, i) => add('counter_narrative', i + 1, c.narrative));
  return out;
}

/** The page of one completed report. */
export function reportPage(scenarioId: string, name: string, report: EngineReport, completedAt: Date): KnowledgePage {
  const pageId = `report:${scenarioId}`;
  const w = brainWords(report.language as Lang);
  const passages = reportPassages(pageId, report, name);
  const top = report.failure_modes[0];
  const best = [...report.mitigations].sort((a, b) => b.expected_risk_reduction - a.expected_risk_reduction)[0];
  return {
    page_id: pageId,
    kind: 'report',
    title: name,
    summary: report.executive_summary.summary,
    language: report.language as Lang,
    key_figures: [
      { key: 'risk_score', label: w.figure.risk_score, value: report.risk_score.value },
      { key: 'risk_level', label: w.figure.risk_level, value: w.level[report.risk_score.level] ?? report.risk_score.level },
      { key: 'confidence', label: w.figure.confidence, value: report.confidence.value },
      ...(top ? [{ key: 'top_failure_mode', label: w.figure.top_failure_mode, value: top.title }] : []),
      ...(best ? [{ key: 'top_mitigation', label: w.figure.top_mitigation, value: best.action }] : []),
    ],
    passages,
    updated_at: completedAt.toISOString(),
    source_ids: [scenarioId],
    risk: report.risk_score.value,
    passageScenario: Object.fromEntries(passages.map((p) => [p.passage_id, scenarioId])),
  };
}

/** The page of one complete link, in `lang`. */
export function linkPage(linkId: string, name: string, result: LinkAnalysisResult, tiebreaker: StoredTiebreaker | null, lang: Lang, updatedAt: Date): KnowledgePage {
  const pageId = `link:${linkId}`;
  const a: CrossAnalysis = result.analysis[lang];
  const w = brainWords(lang);
  const passages: BrainPassage[] = [];
  const about: Record<string, string> = {};
  const first = a.members[0]?.scenario_id ?? '';
  const add = (id: string, section: string, text: string, scenarioId: string) => {
    passages.push({ passage_id: `${pageId}#${id}`, section, text });
    about[`${pageId}#${id}`] = scenarioId;
  };
  add('summary', 'summary', a.plain_language_summary, first);
  a.members.forEach((m, i) => add(`member-${i + 1}`, 'member', w.member(m.name, m.risk.value, m.risk.level), m.scenario_id));
  if (a.ranking) {
    const byId = new Map(a.members.map((m) => [m.scenario_id, m.name]));
    add('ranking', 'ranking', w.ranking(a.ranking.map((id) => byId.get(id) ?? id)), a.ranking[0] ?? first);
  }
  if (a.winner) add('winner', 'winner', `${a.winner.name}: ${a.winner.reasons.join(' ')}`, a.winner.scenario_id);
  if (tiebreaker) add('tiebreaker', 'tiebreaker', tiebreaker.rationale[lang], tiebreaker.winner.scenario_id);
  return {
    page_id: pageId,
    kind: 'link',
    title: name,
    summary: a.plain_language_summary,
    language: lang,
    key_figures: [
      { key: 'members', label: w.figure.members, value: a.members.length },
      ...(a.winner ? [{ key: 'winner', label: w.figure.winner, value: a.winner.name }] : []),
      { key: 'margin', label: w.figure.margin, value: a.margin },
    ],
    passages,
    updated_at: updatedAt.toISOString(),
    source_ids: a.members.map((m) => m.scenario_id),
    risk: null,
    passageScenario: about,
  };
}

/**
 * The tenant's pages, newest first: its newest completed reports (at most BRAIN_MAX_REPORTS) and
 * complete links (at most BRAIN_MAX_LINKS); `truncated` when older ones were left out. Report pages
 * are in the report's language; link pages in `lang`.
 */
export async function loadPages(db: Executor, tenantId: string, lang: Lang): Promise<{ pages: KnowledgePage[]; truncated: boolean }> {
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'name', 'report', 'completed_at'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'completed')
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(BRAIN_MAX_REPORTS + 1)
    .execute();
  const links = await db
    .selectFrom('link_groups')
    .select(['id', 'name', 'result', 'tiebreaker', 'tiebreaker_state', 'completed_at'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'complete')
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(BRAIN_MAX_LINKS + 1)
    .execute();
  const pages: KnowledgePage[] = [
    ...jobs.slice(0, BRAIN_MAX_REPORTS).filter((j) => j.report).map((j) => reportPage(j.id, j.name, j.report as EngineReport, new Date(j.completed_at!))),
    ...links.slice(0, BRAIN_MAX_LINKS).filter((l) => l.result).map((l) => {
      const tb = l.tiebreaker_state === 'complete' && l.tiebreaker ? (l.tiebreaker as StoredTiebreaker) : null;
      const updated = tb && Date.parse(tb.created_at) > new Date(l.completed_at!).getTime() ? new Date(tb.created_at) : new Date(l.completed_at!);
      return linkPage(l.id, l.name, l.result as LinkAnalysisResult, tb, lang, updated);
    }),
  ];
  pages.sort((x, y) => Date.parse(y.updated_at) - Date.parse(x.updated_at) || (x.page_id < y.page_id ? 1 : -1));
  return { pages, truncated: jobs.length > BRAIN_MAX_REPORTS || links.length > BRAIN_MAX_LINKS };
}

/** The wire shape of a page (without the chat's extra fields). */
export function toWirePage(p: KnowledgePage): BrainPage {
  const { risk: _risk, passageScenario: _about, ...page } = p;
  return page;
}
