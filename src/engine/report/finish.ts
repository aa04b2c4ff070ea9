/**
 * The last step of a report in a language that needs one (issue 21 item 4): every text field
 * filled from the catalog goes through the language's finishing step (Spanish: contractions,
 * decimals, sentence case; i18n/es-finish.ts). Fields that hold the user's own words (scenario
 * name, evidence spans, the object and actor as written), ids and the English reference library
 * are left as they are.
 */
import { finishEs } from '../i18n/es-finish.js';
import type { Report } from '../types.js';

/** `report` with every catalog text finished for its language (a new object; English reports are returned as they are). */
export function finishReport(report: Report): Report {
  if (report.language !== 'es') return report;
  const f = (s: string): string => finishEs(s);
  const frag = (s: string): string => finishEs(s, false);
  return {
    ...report,
    headline: f(report.headline),
    risk_score: { ...report.risk_score, drivers: report.risk_score.drivers.map((d) => ({ ...d, label: f(d.label) })) },
    confidence: { ...report.confidence, explanation: f(report.confidence.explanation) },
    cohort_breakdowns: report.cohort_breakdowns.map((c) => ({
      ...c,
      label: f(c.label),
      top_concerns: c.top_concerns.map(frag),
      quotes: c.quotes.map((q) => ({ ...q, text: f(q.text), persona: f(q.persona) })),
    })),
    failure_modes: report.failure_modes.map((m) => ({ ...m, title: f(m.title), description: f(m.description) })),
    mitigations: report.mitigations.map((m) => ({ ...m, action: f(m.action), rationale: f(m.rationale) })),
    counter_narratives: report.counter_narratives.map((c) => ({ ...c, narrative: f(c.narrative), suggested_response: f(c.suggested_response) })),
    sentiment_trajectory: {
      ...report.sentiment_trajectory,
      description: f(report.sentiment_trajectory.description),
      rounds: report.sentiment_trajectory.rounds.map((r) => ({ ...r, label: f(r.label) })),
    },
    executive_summary: { summary: f(report.executive_summary.summary), key_points: report.executive_summary.key_points.map(f) },
    monitoring_plan: report.monitoring_plan.map((m) => ({ ...m, signal: f(m.signal), threshold: frag(m.threshold), window: frag(m.window) })),
    scenario_understanding: {
      ...report.scenario_understanding,
      changes: report.scenario_understanding.changes.map((c) => ({ ...c, label: frag(c.label) })),
      issues: report.scenario_understanding.issues.map((i) => ({ ...i, label: frag(i.label) })),
    },
    disclaimer: f(report.disclaimer),
  };
}
