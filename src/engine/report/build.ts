/**
 * Report assembly (docs/engine.md steps 5–7): puts together the report fields that the modules
 * of this folder build from the ensemble outcomes, with every text from the catalog of the
 * report's language, finished for that language (finish.ts). Pure and deterministic.
 */
import { stdev } from '../stats.js';
import type { Report } from '../types.js';
import { reportCatalog, textVars, type ReportInputs } from './context.js';
import { buildCohorts } from './cohorts.js';
import { buildConfidence } from './confidence.js';
import { buildCounterNarratives } from './counter-narratives.js';
import { buildDrivers } from './drivers.js';
import { buildFailureModes, rankMechanisms } from './failure-modes.js';
import { buildMethod } from './method.js';
import { buildComparableCases } from './comparable-cases.js';
import { REPORT_SCHEMA_VERSION } from '../../contracts/limits.js';
import { buildMitigations } from './mitigations.js';
import { buildRiskScore } from './risk-score.js';
import { buildExecutiveSummary, buildHeadline, buildMonitoringPlan } from './summary.js';
import { buildTrajectory } from './trajectory.js';
import { buildUnderstanding } from './understanding.js';
import { finishReport } from './finish.js';
import { changeWords, mainChangeWords } from './phrases.js';
import { quoteContext } from './quotes.js';

export type { ReportInputs };

/**
 * Builds the report of a run (without forecasts; run.ts adds them when series are attached).
 * Field order is the JSON's order.
 */
export function buildReport(inp: ReportInputs): Report {
  const { input, features, base } = inp;
  const cat = reportCatalog(inp);
  const vars = textVars(features, cat);
  const words = changeWords(features, cat);
  // Counter-narratives and their responses name the main change in the text's own words ("the new
  // £60 yearly standing charge"), as the failure modes do, not its class label ("the new or higher fee").
  const mainWords = mainChangeWords(features, words);
  const ranked = rankMechanisms(inp);
  const failure_modes = buildFailureModes(inp, ranked, cat, vars, words);
  const mitigations = buildMitigations(inp, cat, words, vars.actor);
  const risk_score = buildRiskScore(base, buildDrivers(inp, ranked, cat), inp.expected, inp.levers.calibration.severityWeight, inp.levers.calibration.severityScale);
  const confidence = buildConfidence(features, stdev(base.risk), cat);
  const cohort_breakdowns = buildCohorts(inp, cat, quoteContext(inp, words, vars.actor), words, vars.actor);
  return finishReport({
    report_schema_version: REPORT_SCHEMA_VERSION,
    scenario_name: input.name,
    language: input.lang,
    headline: buildHeadline(risk_score, cohort_breakdowns, failure_modes, vars.actor, cat, features.understanding.understood, confidence.label === 'low'),
    risk_score,
    confidence,
    cohort_breakdowns,
    failure_modes,
    mitigations,
    counter_narratives: buildCounterNarratives(inp, cat, mainWords ? { ...vars, change: mainWords.change } : vars),
    sentiment_trajectory: buildTrajectory(inp, cat),
    executive_summary: buildExecutiveSummary(inp, { risk: risk_score, confidence, cohorts: cohort_breakdowns, failureModes: failure_modes, mitigations }, cat),
    monitoring_plan: buildMonitoringPlan(failure_modes, cat),
    scenario_understanding: buildUnderstanding(features, vars, cat),
    method: buildMethod(inp),
    disclaimer: cat.disclaimer,
    comparable_cases: buildComparableCases(inp.anchor, input.lang),
  });
}
