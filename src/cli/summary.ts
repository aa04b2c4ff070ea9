/** Readable summary of a report for the terminal (headline, risk, confidence, cohorts, pathways, measures). */
import type { Report } from '../engine/index.js';

const pct = (x: number) => `${Math.round(x * 100)}%`.padStart(5);

/** Formats `report` as plain text; `seconds` is the wall time of the whole run. */
export function formatSummary(report: Report, seconds: number): string {
  const lines: string[] = [];
  lines.push(report.headline, '');
  lines.push(`Risk        ${report.risk_score.value}/100 (${report.risk_score.level}), 80% interval ${report.risk_score.interval_80[0]}–${report.risk_score.interval_80[1]}`);
  lines.push(`Confidence  ${report.confidence.value.toFixed(2)} (${report.confidence.label}): ${report.confidence.explanation}`);
  lines.push('', 'Cohort                               share  aware support oppose    net  top concern');
  for (const c of report.cohort_breakdowns) {
    lines.push(
      `${c.label.padEnd(36)} ${pct(c.share_of_population)} ${pct(c.awareness)}   ${pct(c.stance.support)}  ${pct(c.stance.oppose)} ${c.stance.net.toFixed(2).padStart(6)}  ${c.top_concerns[0] ?? '-'}`,
    );
  }
  lines.push('', 'Failure modes (ranked by measured contribution to risk)');
  for (const f of report.failure_modes) {
    lines.push(`  ${f.title.padEnd(34)} +${f.risk_contribution.toFixed(1).padStart(5)} pts  likelihood ${pct(f.likelihood)}  ${f.severity}`);
  }
  const measures = report.mitigations.filter((m) => !m.already_in_plan).slice(0, 3);
  if (measures.length) {
    lines.push('', 'Mitigations (measured by counterfactual runs)');
    for (const m of measures) lines.push(`  -${m.expected_risk_reduction.toFixed(1).padStart(5)} pts  ${m.action}`);
  }
  const quote = report.cohort_breakdowns.flatMap((c) => c.quotes.map((q) => ({ c: c.label, q }))).find((x) => x.q.stance === 'oppose');
  if (quote) lines.push('', `Synthetic quote (${quote.c}; ${quote.q.persona}): "${quote.q.text}"`);
  lines.push('', `${report.method.n_agents} agents × ${report.method.n_rounds} rounds × ${report.method.replicates} replicates, seed ${report.method.seed}; ${seconds.toFixed(2)} s`);
  lines.push(report.disclaimer);
  return lines.join('\n');
}
