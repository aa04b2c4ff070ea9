/** How the CLI client shows reports, links and the wallet: plain text and Markdown, labels in the chosen language. */
import type { Credits, LinkReport, Report, Tiebreaker } from '@scenario-sim/sdk';
import type { CliLabels } from './labels.js';

/** The report summary: headline, risk, confidence, failure modes, measures. */
export function reportSummary(r: Report, l: CliLabels): string {
  const lines = [r.headline, ''];
  lines.push(`${l.risk}: ${r.risk_score.value}/100 (${l.level[r.risk_score.level] ?? r.risk_score.level}), 80 % ${r.risk_score.interval_80[0]}–${r.risk_score.interval_80[1]}`);
  lines.push(`${l.confidence}: ${r.confidence.value.toFixed(2)} (${l.confidenceLabel[r.confidence.label] ?? r.confidence.label})`);
  lines.push('', `${l.summary}: ${r.executive_summary.summary}`);
  lines.push('', `${l.failureModes}:`);
  for (const f of r.failure_modes) lines.push(`  +${f.risk_contribution.toFixed(1)} ${l.points}  ${f.title}`);
  const measures = r.mitigations.filter((m) => !m.already_in_plan).slice(0, 3);
  if (measures.length) {
    lines.push('', `${l.measures}:`);
    for (const m of measures) lines.push(`  -${m.expected_risk_reduction.toFixed(1)} ${l.points}  ${m.action}`);
  }
  return lines.join('\n');
}

/** The report as Markdown: headline, risk, confidence, summary, failure modes, measures, every cohort's synthetic quotes, counter-narratives; numbers as the report's language writes them. */
export function reportMarkdown(r: Report, l: CliLabels): string {
  const num = (x: number) => x.toLocaleString(r.language === 'es' ? 'es-ES' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  const out = [`# ${r.scenario_name}`, '', `**${r.headline}**`, ''];
  out.push(`- ${l.risk}: ${r.risk_score.value}/100 (${l.level[r.risk_score.level] ?? r.risk_score.level}), 80 % ${r.risk_score.interval_80[0]}–${r.risk_score.interval_80[1]}`);
  out.push(`- ${l.confidence}: ${r.confidence.value.toLocaleString(r.language === 'es' ? 'es-ES' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} (${l.confidenceLabel[r.confidence.label] ?? r.confidence.label})`, '');
  out.push(`## ${l.summary}`, '', r.executive_summary.summary, '');
  out.push(`## ${l.failureModes}`, '');
  for (const f of r.failure_modes) out.push(`- **${f.title}** (+${num(f.risk_contribution)} ${l.points}): ${f.description}`);
  out.push('', `## ${l.measures}`, '');
  for (const m of r.mitigations) out.push(`- **${m.action}** (-${num(m.expected_risk_reduction)} ${l.points}): ${m.rationale}`);
  const quotes = r.cohort_breakdowns.flatMap((c) => c.quotes.map((q) => `- ${c.label} (${q.persona}): "${q.text}"`));
  if (quotes.length) out.push('', `## ${l.quotes}`, '', ...quotes);
  if (r.counter_narratives.length) {
    out.push('', `## ${l.counterNarratives}`, '');
    for (const c of r.counter_narratives) out.push(`- ${c.narrative}`);
  }
  out.push('', `_${r.disclaimer}_`, '');
  return out.join('\n');
}

/** The link report: its summary, each member's risk, the ranking or winner. */
export function linkSummary(r: LinkReport, l: CliLabels): string {
  const a = r.cross_analysis;
  const lines = [r.plain_language_summary, ''];
  for (const m of a.members) lines.push(`  ${l.risk} ${m.risk.value.toFixed(1)} (${l.level[m.risk.level] ?? m.risk.level})  ${m.name}`);
  if (a.ranking) {
    const names = new Map(a.members.map((m) => [m.scenario_id, m.name]));
    lines.push('', `${l.ranking}: ${a.ranking.map((id) => names.get(id) ?? id).join(' < ')}`);
  }
  if (a.winner) lines.push(`${l.winner}: ${a.winner.name}`);
  return lines.join('\n');
}

/** The tiebreaker's result. */
export function tiebreakSummary(t: Tiebreaker, l: CliLabels): string {
  return [`${l.winner}: ${t.winner.name} (${t.winner.scenario_id})`, `${l.margin}: ${t.margin} ${l.points}`, t.rationale].join('\n');
}

/** The wallet. */
export function creditsSummary(c: Credits, l: CliLabels): string {
  return [`${l.balance}: ${c.balance_usd.toFixed(2)} USD`, `${l.simPrice}: ${c.sim_cost_usd.toFixed(2)} USD`, `${l.simsAvailable}: ${c.sims_available}`].join('\n');
}
