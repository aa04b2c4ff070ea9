/** The report's prose: `headline`, `executive_summary` and `monitoring_plan`, all from the catalog. */
import { capitalize, format } from '../i18n/index.js';
import type { RoundMetrics } from '../simulation/dynamics.js';
import type { CohortBreakdown, Confidence, ExecutiveSummary, FailureMode, Mitigation, MonitoringSignal, RiskScore } from '../types.js';
import type { Catalog, ReportInputs } from './context.js';
import { opposedCohorts } from './cohorts.js';
import { pct } from './format.js';
import { REPORT } from '../constants.js';
import { over } from './outcome.js';
import { esDefiniteNp } from '../i18n/es-finish.js';

/**
 * One line: the actor, the risk level and value, the cohort leading the opposition (the most
 * opposed cohort; when none is below −0.1, a headline that names none, `headline_unled`) and the top
 * failure mode's mechanism (or "no clear single concern" when it adds no risk). When no announced
 * change was recognised (a run forced on such a text), it says so instead; when `unsure` (confidence low), it adds
 * that the change may have been misread (`headline_unsure`).
 */
export function buildHeadline(risk: RiskScore, cohorts: CohortBreakdown[], failureModes: FailureMode[], actor: string, cat: Catalog, understood = true, unsure = false): string {
  // Nothing recognised: the headline must not read as reassurance.
  if (!understood) return format(cat.headline_not_understood, { actor: capitalize(actor), risk: risk.value });
  // A reading the engine doubts says so where a reader looks first, not only in the confidence line (blind read 24:
  // "the headline still sounds settled" on reports whose reading was wrong).
  const hedge = unsure ? ` ${cat.headline_unsure}` : '';
  const lead = opposedCohorts(cohorts)[0];
  const top = failureModes[0];
  // No cohort against it: the level comes from the anchors, and no cohort "leads" (catalog `headline_unled`).
  if (!lead) return format(cat.headline_unled[risk.level] ?? cat.headline[risk.level]!, { actor: capitalize(actor), risk: risk.value }) + hedge;
  return (
    format(cat.headline[risk.level]!, {
      actor: capitalize(actor),
      risk: risk.value,
      // Spanish names a group with its article ("encabezada por los vecinos más afectados"; blind read 27).
      cohort: cat.grammar.locale.startsWith('es') ? esDefiniteNp(lead.label.toLowerCase()) : lead.label.toLowerCase(),
      concern: top && top.risk_contribution > 0 ? top.mechanism.toLowerCase() : cat.concerns_none,
    }) + hedge
  );
}

/** The first measure not yet in the plan that lowers the risk by at least one point, if any. */
export function topMitigation(mitigations: Mitigation[]): Mitigation | undefined {
  return mitigations.find((m) => !m.already_in_plan && m.expected_risk_reduction >= REPORT.minMitigation);
}

/** Parts of the report the executive summary speaks of. */
export interface SummaryParts {
  risk: RiskScore;
  confidence: Confidence;
  cohorts: CohortBreakdown[];
  failureModes: FailureMode[];
  mitigations: Mitigation[];
}

/**
 * `executive_summary`: the run's size, risk and confidence; awareness, opposition and support
 * at the last round (whole percentages); the main failure mode and the most opposed cohorts
 * when there are any; the most effective measure tested. Key points: up to three failure modes
 * that add risk, and that measure's action.
 */
export function buildExecutiveSummary(inp: ReportInputs, parts: SummaryParts, cat: Catalog): ExecutiveSummary {
  const { input, base } = inp;
  const lastRound = input.nRounds - 1;
  const { risk, confidence, failureModes } = parts;
  const opposed = opposedCohorts(parts.cohorts);
  const measure = topMitigation(parts.mitigations);
  const final = (f: (m: RoundMetrics) => number) => over(base, (rounds) => f(rounds[lastRound]!));
  const topFm = failureModes[0];
  const sentences = [
    format(cat.summary.intro, {
      agents: input.nAgents,
      rounds: input.nRounds,
      replicates: input.replicates,
      risk: risk.value,
      level: cat.levels[risk.level]!,
      confidence: confidence.value.toFixed(2),
    }),
    format(cat.summary.opposition, { aware: pct(final((m) => m.aware)), oppose: pct(final((m) => m.oppose)), support: pct(final((m) => m.support)) }),
  ];
  if (topFm && topFm.risk_contribution > 0) sentences.push(format(cat.summary.top_failure, { title: topFm.title, likelihood: pct(topFm.likelihood) }));
  if (opposed.length) sentences.push(format(cat.summary.cohorts, { cohorts: opposed.slice(0, REPORT.summaryItems).map((c) => c.label).join(', ') }));
  sentences.push(
    measure
      ? format(cat.summary.top_mitigation, { action: measure.action.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase()), reduction: measure.expected_risk_reduction })
      : cat.summary.no_mitigation,
  );
  return {
    summary: sentences.join(' '),
    key_points: [
      ...failureModes.filter((f) => f.risk_contribution > 0).slice(0, REPORT.summaryItems).map((f) => `${f.title}: ${f.description}`),
      ...(measure ? [measure.action] : []),
    ],
  };
}

/** `monitoring_plan`: one signal to watch per failure mode that the simulation saw happen (likelihood and contribution above 0), with its threshold and window; a signal two failure modes share is listed once, for the first (the stronger). */
export function buildMonitoringPlan(failureModes: FailureMode[], cat: Catalog): MonitoringSignal[] {
  const seen = failureModes.filter((fm) => fm.likelihood > 0 && fm.risk_contribution > 0);
  const signals = seen.map((fm) => {
    const mech = fm.pathway?.mechanism ?? fm.id.slice('fm_'.length);
    const m = cat.monitoring[mech]!;
    // Several pathways of one mechanism: each signal is watched in its own group.
    const shared = seen.filter((x) => (x.pathway?.mechanism ?? x.id) === mech).length > 1;
    const group = fm.cohorts[0];
    return { signal: shared && group ? `${m.signal} (${group.toLowerCase()})` : m.signal, threshold: m.threshold, window: m.window, failure_mode: fm.id };
  });
  // Two pathways of one mechanism led by one cohort (a charge and a cut beside it, both met by petitions
  // from the residents most affected) are one thing to watch: listed once, for the stronger pathway.
  return signals.filter((s, i) => signals.findIndex((o) => o.signal === s.signal && o.threshold === s.threshold) === i);
}
