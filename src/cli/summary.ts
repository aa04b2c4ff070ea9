/**
 * Readable summary of a report for the terminal: headline, risk, confidence, cohorts, pathways,
 * measures, counter-narratives with their suggested responses, the first monitoring signals and the
 * comparable real cases (blind read 19: the text output left out the last three, which readers of the
 * JSON found the most useful).
 */
import type { Report } from '../engine/index.js';
import { cliLabels } from './client/labels.js';

/** Items shown of each list (counter-narratives, monitoring signals, comparable cases): the JSON has them all. */
const SHOWN = 3;

/** Formats `report` as plain text in the report's language; `seconds` is the wall time of the whole run. */
export function formatSummary(report: Report, seconds: number): string {
  const l = cliLabels(report.language);
  // Numbers as the report's language writes them ("0,69" and "19 %" in Spanish).
  const locale = report.language === 'es' ? 'es-ES' : 'en-GB';
  const num = (x: number, digits: number) => x.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  const pct = (x: number) => (report.language === 'es' ? `${Math.round(x * 100)} %` : `${Math.round(x * 100)}%`).padStart(5);
  const lines: string[] = [];
  lines.push(report.headline, '');
  lines.push(`${l.risk.padEnd(11)} ${report.risk_score.value}/100 (${l.level[report.risk_score.level] ?? report.risk_score.level}), ${l.interval80} ${report.risk_score.interval_80[0]}–${report.risk_score.interval_80[1]}`);
  lines.push(`${l.confidence.padEnd(11)} ${num(report.confidence.value, 2)} (${l.confidenceLabel[report.confidence.label] ?? report.confidence.label}): ${report.confidence.explanation}`);
  lines.push('', l.cohortHeader);
  for (const c of report.cohort_breakdowns) {
    lines.push(
      `${c.label.padEnd(36)} ${pct(c.share_of_population)} ${pct(c.awareness)}   ${pct(c.stance.support)}  ${pct(c.stance.oppose)} ${num(c.stance.net, 2).padStart(6)}  ${c.top_concerns[0] ?? '-'}`,
    );
  }
  lines.push('', l.failureModesRanked);
  // Pathways the simulation never saw (0 points, 0 % likelihood) are filler in a summary (blind read 22:
  // five failure modes at 0.0 on good news); the JSON keeps the spec's five.
  const seen = report.failure_modes.filter((f) => f.risk_contribution > 0 || f.likelihood > 0);
  if (!seen.length) lines.push(l.noFailureSignal);
  for (const f of seen) {
    lines.push(`  ${f.title.padEnd(34)} +${num(f.risk_contribution, 1).padStart(5)} ${l.points}  ${l.likelihood} ${pct(f.likelihood)}  ${l.severityName[f.severity] ?? f.severity}`);
  }
  const measures = report.mitigations.filter((m) => !m.already_in_plan).slice(0, 3);
  // An empty section says so: a missing section read as a report that forgot its advice (blind read 29).
  lines.push('', l.mitigationsMeasured);
  if (measures.length) for (const m of measures) lines.push(`  -${num(m.expected_risk_reduction, 1).padStart(5)} ${l.points}  ${m.action}`);
  else lines.push(`  ${l.mitigationsNone}`);
  // The quote shown speaks the stance most of the population takes (support for good news, opposition for bad),
  // from the cohort that takes it most; not a lone sceptic's line on a fee scrapped. Above a low risk it is an
  // objector's, as the headline speaks of backlash (blind read 15: a supporter's line under "high risk").
  const weighed = (k: 'support' | 'oppose') => report.cohort_breakdowns.reduce((s, c) => s + c.share_of_population * c.stance[k], 0);
  const majority = weighed('oppose') >= weighed('support') ? 'oppose' : 'support';
  const pick = (stance: 'support' | 'oppose') =>
    [...report.cohort_breakdowns].sort((a, b) => b.stance[stance] - a.stance[stance]).flatMap((c) => c.quotes.map((q) => ({ c: c.label, q }))).find((x) => x.q.stance === stance);
  const quote = (report.risk_score.level !== 'low' ? pick('oppose') : undefined) ?? pick(majority);
  if (quote) lines.push('', `${l.syntheticQuote} (${quote.c}; ${quote.q.persona}): "${quote.q.text}"`);
  if (report.counter_narratives.length) {
    lines.push('', l.counterNarratives);
    for (const c of report.counter_narratives.slice(0, SHOWN)) lines.push(`  ${pct(c.reach)}  ${c.narrative}`, `         ${l.response}: ${c.suggested_response}`);
  }
  if (report.monitoring_plan.length) {
    lines.push('', l.monitoring);
    for (const m of report.monitoring_plan.slice(0, SHOWN)) lines.push(`  ${m.signal}: ${m.threshold} (${m.window})`);
  }
  const comparable = report.comparable_cases ?? [];
  if (comparable.length) {
    lines.push('', l.comparableCases(report.method.calibration.reference_weight ?? 0));
    for (const c of comparable.slice(0, SHOWN)) lines.push(`  ${c.actor} (${c.year}): ${c.change} → ${c.outcome} [${l.realSeverity} ${c.severity}/4${c.reversed ? `, ${l.reversed}` : ''}${c.shared_words ? `; ${l.nearBy(c.shared_words)}` : ''}]`);
  }
  lines.push('', l.method(report.method.n_agents, report.method.n_rounds, report.method.replicates, report.method.seed, seconds));
  lines.push(report.disclaimer);
  return lines.join('\n');
}
