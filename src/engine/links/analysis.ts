/**
 * The cross-analysis of a link (docs/api.md "Links"): compares the members on risk (with the
 * replicates' spread), opposition by cohort, the failure modes they share or avoid, the measured
 * effect of mitigations and, where series are attached, the forecast impact. `ranked` orders them
 * and names a winner with reasons; `compare` names none and gives the margin, each member's
 * probability of being best and whether the best two are a close call. Pure and deterministic;
 * every text comes from the link catalog (./catalog.ts) or from the members' own reports, in one language.
 */
import { format } from '../i18n/index.js';
import { mean } from '../stats.js';
import { riskLevel } from '../report/risk.js';
import type { Lang } from '../types.js';
import { formatNumber, joinList, linkCatalog, type LinkCatalog } from './catalog.js';
import { LINK } from './constants.js';
import { orderByRisk, probabilityBest, riskMoments } from './probability.js';
import type {
  CohortComparison,
  CrossAnalysis,
  FailureModeComparison,
  ForecastImpact,
  LinkMember,
  LinkMode,
  MemberSummary,
  MitigationComparison,
} from './types.js';

const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Analyses `members` (each with its report in `lang`) in `mode`.
 * @throws Error when fewer than two members are given or a member has no replicate risks.
 */
export function crossAnalyze(members: readonly LinkMember[], mode: LinkMode, lang: Lang): CrossAnalysis {
  if (members.length < 2) throw new Error('A link needs at least two members');
  const cat = linkCatalog(lang);
  const moments = members.map((m) => riskMoments(m.replicate_risks));
  const means = moments.map((m) => m.mean);
  const pBest = probabilityBest(members.map((m) => m.replicate_risks));
  const order = orderByRisk(means);
  const best = order[0]!;
  const second = order[1]!;
  const margin = r1(means[second]! - means[best]!);
  const closeCall = margin < LINK.closeCallPoints;
  const rankOf = new Map(order.map((i, k) => [i, k + 1]));

  const summaries: MemberSummary[] = members.map((m, i) => ({
    scenario_id: m.scenario_id,
    name: m.name,
    headline: m.report.headline,
    risk: {
      value: r1(means[i]!),
      level: levelLabel(means[i]!, cat),
      interval_80: m.report.risk_score.interval_80,
      replicate_sd: r1(moments[i]!.sd),
      replicates: m.replicate_risks.length,
    },
    confidence: { value: m.report.confidence.value, label: m.report.confidence.label },
    probability_best: r3(pBest[i]!),
    rank: mode === 'ranked' ? rankOf.get(i)! : null,
  }));

  const failureModes = compareFailureModes(members);
  const mitigations = compareMitigations(members);
  const cohorts = compareCohorts(members);
  const forecasts = forecastImpact(members);
  const winner =
    mode === 'ranked'
      ? { scenario_id: members[best]!.scenario_id, name: members[best]!.name, reasons: winnerReasons(members, summaries, best, second, margin, closeCall, failureModes, cohorts, cat, lang) }
      : null;

  return {
    mode,
    language: lang,
    members: summaries,
    ranking: mode === 'ranked' ? order.map((i) => members[i]!.scenario_id) : null,
    winner,
    margin,
    close_call: closeCall,
    close_call_threshold: LINK.closeCallPoints,
    opposition_by_cohort: cohorts,
    failure_modes: failureModes,
    mitigations,
    forecast_impact: forecasts,
    plain_language_summary: summaryParagraph(mode, members, summaries, order, margin, closeCall, failureModes, mitigations, forecasts, cat, lang),
  };
}

/** The level word of a mean risk, cut as the engine cuts `risk_score.level` (report/risk.ts). */
function levelLabel(risk: number, cat: LinkCatalog): string {
  return cat.levels[riskLevel(Math.round(risk))];
}

/** Failure modes present in every member (shared) and present in some only (avoided by the others). */
function compareFailureModes(members: readonly LinkMember[]): CrossAnalysis['failure_modes'] {
  const ids: string[] = [];
  const titles = new Map<string, string>();
  for (const m of members) {
    for (const fm of m.report.failure_modes) {
      if (!titles.has(fm.id)) {
        ids.push(fm.id);
        titles.set(fm.id, fm.title);
      }
    }
  }
  const shared: FailureModeComparison[] = [];
  const avoided: FailureModeComparison[] = [];
  for (const id of ids) {
    const contrib = members.map((m) => m.report.failure_modes.find((f) => f.id === id)?.risk_contribution ?? 0);
    const present = members.filter((_, i) => contrib[i]! >= LINK.presentContribution).map((m) => m.scenario_id);
    if (!present.length) continue;
    const entry: FailureModeComparison = {
      id,
      title: titles.get(id)!,
      present_in: present,
      avoided_by: members.filter((m) => !present.includes(m.scenario_id)).map((m) => m.scenario_id),
      risk_contribution: contrib.map(r1),
    };
    (entry.avoided_by.length ? avoided : shared).push(entry);
  }
  const weight = (f: FailureModeComparison) => -mean(f.risk_contribution);
  return { shared: shared.sort((a, b) => weight(a) - weight(b)), avoided: avoided.sort((a, b) => weight(a) - weight(b)) };
}

/** Every measure any member's report proposes or already has, with its measured effect in each member. */
function compareMitigations(members: readonly LinkMember[]): MitigationComparison[] {
  const ids: string[] = [];
  const actions = new Map<string, string>();
  for (const m of members) {
    for (const mit of m.report.mitigations) {
      if (!actions.has(mit.id)) {
        ids.push(mit.id);
        actions.set(mit.id, mit.action);
      }
    }
  }
  const out = ids.map((id) => ({
    id,
    action: actions.get(id)!,
    by_member: members.map((m) => {
      const mit = m.report.mitigations.find((x) => x.id === id);
      return { scenario_id: m.scenario_id, expected_risk_reduction: mit ? mit.expected_risk_reduction : null, already_in_plan: mit ? mit.already_in_plan : null };
    }),
  }));
  const best = (c: MitigationComparison) => Math.max(...c.by_member.map((b) => b.expected_risk_reduction ?? 0));
  return out.sort((a, b) => best(b) - best(a) || a.id.localeCompare(b.id));
}

/** Each cohort's net stance and oppose share in every member, the cohorts the members split most first. */
function compareCohorts(members: readonly LinkMember[]): CohortComparison[] {
  const ids: string[] = [];
  const labels = new Map<string, string>();
  for (const m of members) {
    for (const c of m.report.cohort_breakdowns) {
      if (!labels.has(c.cohort)) {
        ids.push(c.cohort);
        labels.set(c.cohort, c.label);
      }
    }
  }
  const out = ids.map((cohort) => {
    const by_member = members.map((m) => {
      const c = m.report.cohort_breakdowns.find((x) => x.cohort === cohort);
      return { scenario_id: m.scenario_id, net: c ? c.stance.net : null, oppose: c ? c.stance.oppose : null };
    });
    const nets = by_member.map((b) => b.net).filter((x): x is number => x !== null);
    return { cohort, label: labels.get(cohort)!, by_member, spread: r3(nets.length ? Math.max(...nets) - Math.min(...nets) : 0) };
  });
  return out.sort((a, b) => b.spread - a.spread || ids.indexOf(a.cohort) - ids.indexOf(b.cohort)).slice(0, LINK.cohortsShown);
}

/** Each member's effect on each attached series: scenario-adjusted against baseline, mean over the horizon. */
function forecastImpact(members: readonly LinkMember[]): ForecastImpact[] {
  const out: ForecastImpact[] = [];
  for (const m of members) {
    for (const f of m.report.quantitative_forecasts ?? []) {
      const base = mean(f.point);
      const adj = mean(f.scenario_adjusted.point);
      out.push({
        scenario_id: m.scenario_id,
        series: f.name,
        unit: f.unit,
        horizon: f.horizon,
        baseline_mean: Math.round(base * 1e4) / 1e4,
        adjusted_mean: Math.round(adj * 1e4) / 1e4,
        change_pct: base !== 0 ? r1(((adj - base) / Math.abs(base)) * 100) : 0,
      });
    }
  }
  return out;
}

/** Why the winner wins: lowest risk, how often, failure modes it avoids, a cohort it keeps, its confidence, and a close-call warning. */
function winnerReasons(
  members: readonly LinkMember[],
  s: readonly MemberSummary[],
  best: number,
  second: number,
  margin: number,
  closeCall: boolean,
  fms: CrossAnalysis['failure_modes'],
  cohorts: readonly CohortComparison[],
  cat: LinkCatalog,
  lang: Lang,
): string[] {
  const w = s[best]!;
  const ru = s[second]!;
  const num = (x: number) => formatNumber(x, lang);
  const reasons = [
    format(cat.reasons.lowest_risk, { name: w.name, risk: num(w.risk.value), level: w.risk.level, margin: num(margin), runner_up: ru.name, risk2: num(ru.risk.value) }),
    format(cat.reasons.probability, { pct: Math.round(w.probability_best * 100) }),
  ];
  const avoidedByWinner = fms.avoided.filter((f) => f.avoided_by.includes(w.scenario_id));
  if (avoidedByWinner.length) {
    const carriers = new Set(avoidedByWinner.flatMap((f) => f.present_in));
    reasons.push(
      format(cat.reasons.avoids, {
        modes: joinList(avoidedByWinner.slice(0, 3).map((f) => f.title), cat),
        others: joinList(members.filter((m) => carriers.has(m.scenario_id)).map((m) => m.name), cat),
      }),
    );
  }
  // The cohort where the winner keeps most support over the runner-up.
  let top: { label: string; net: number; net2: number } | null = null;
  for (const c of cohorts) {
    const a = c.by_member[best]!.net;
    const b = c.by_member[second]!.net;
    if (a === null || b === null || a - b < LINK.cohortReasonGap) continue;
    if (!top || a - b > top.net - top.net2) top = { label: c.label, net: a, net2: b };
  }
  if (top) reasons.push(format(cat.reasons.cohort, { cohort: top.label, net: formatNumber(top.net, lang, 2), net2: formatNumber(top.net2, lang, 2), runner_up: ru.name }));
  const conf = members[best]!.report.confidence;
  reasons.push(format(cat.reasons.confidence, { label: cat.confidence[conf.label], value: formatNumber(conf.value, lang, 2) }));
  if (closeCall) reasons.push(format(cat.reasons.close_call, { threshold: LINK.closeCallPoints }));
  return reasons;
}

/** The paragraph a decision-maker reads: the choice (ranked) or the standing (compare), shared risks, the best measure, forecast effects. */
function summaryParagraph(
  mode: LinkMode,
  members: readonly LinkMember[],
  s: readonly MemberSummary[],
  order: readonly number[],
  margin: number,
  closeCall: boolean,
  fms: CrossAnalysis['failure_modes'],
  mits: readonly MitigationComparison[],
  forecasts: readonly ForecastImpact[],
  cat: LinkCatalog,
  lang: Lang,
): string {
  const num = (x: number) => formatNumber(x, lang);
  const item = (m: MemberSummary) => format(cat.summary.compare_risks_item, { name: m.name, risk: num(m.risk.value), level: m.risk.level });
  const sentences: string[] = [];
  const best = s[order[0]!]!;
  if (mode === 'ranked') {
    sentences.push(
      format(cat.summary.ranked, {
        name: best.name,
        risk: num(best.risk.value),
        level: best.risk.level,
        others: joinList(order.slice(1).map((i) => item(s[i]!)), cat),
        pct: Math.round(best.probability_best * 100),
      }),
    );
  } else {
    const second = s[order[1]!]!;
    sentences.push(
      format(cat.summary.compare, {
        risks: joinList(s.map(item), cat),
        margin: num(margin),
        best_pcts: joinList(
          [best, second].map((m) => format(cat.summary.compare_pct_item, { name: m.name, pct: Math.round(m.probability_best * 100) })),
          cat,
        ),
      }),
    );
  }
  sentences.push(format(closeCall ? cat.summary.close_call : cat.summary.clear_gap, { threshold: LINK.closeCallPoints }));
  sentences.push(fms.shared.length ? format(cat.summary.shared, { modes: joinList(fms.shared.slice(0, 2).map((f) => f.title.toLowerCase()), cat) }) : cat.summary.none_shared);
  // The measure not yet in a plan that removes most risk: in the recommended member (ranked), else in any member.
  const target = mode === 'ranked' ? order[0]! : null;
  let top: { action: string; points: number; name: string } | null = null;
  for (const m of mits) {
    m.by_member.forEach((b, i) => {
      if (target !== null && i !== target) return;
      if (b.already_in_plan === false && b.expected_risk_reduction !== null && b.expected_risk_reduction > (top?.points ?? 0)) {
        top = { action: m.action, points: b.expected_risk_reduction, name: members[i]!.name };
      }
    });
  }
  const t = top as { action: string; points: number; name: string } | null;
  if (t) sentences.push(format(cat.summary.mitigation, { action: lowerFirst(t.action).replace(/\.$/, ''), points: num(t.points), name: t.name }));
  for (const f of forecasts.slice(0, 3)) {
    const name = members.find((m) => m.scenario_id === f.scenario_id)!.name;
    sentences.push(format(cat.summary.forecast, { name, series: f.series, change: num(f.change_pct) }));
  }
  return sentences.join(' ');
}

/** Lower-cases the first letter (an action quoted inside a sentence). */
function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
