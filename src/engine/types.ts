/**
 * Types shared across the engine (docs/engine.md). The engine is pure: no I/O, no clock,
 * no global random; same input → same output, byte for byte.
 */

import type { Lang } from '../contracts/limits.js';

/** Languages with a message catalog (one list for the service: `LANGUAGES` in src/contracts/limits.ts). */
export type { Lang };

/** What the engine is asked to simulate. */
export interface EngineInput {
  /** Scenario text as pasted or extracted from documents. */
  scenario: string;
  /** Label of the scenario. */
  name: string;
  /** Agents per replicate (spec default 1000). */
  nAgents: number;
  /** Rounds (spec default 4); each round is one batch. */
  nRounds: number;
  /** Run seed; replicate and counterfactual seeds derive from it. */
  seed: number;
  /** Language of every text field of the report. */
  lang: Lang;
  /** Replicates (default `REPLICATES.default`, src/contracts/limits.ts; docs/engine.md step 5). */
  replicates?: number;
  /** Attached numeric series, validated (src/domain/series.ts); forecast and fused into the report. */
  series?: import('./forecast/series.js').SeriesInput[];
  /** Engine weights; default: the fitted calibration (calibration.ts). */
  calibration?: import('./calibration.js').Calibration;
}

/** Yielded after each round across all replicates: what the worker writes as progress. */
export interface RoundProgress {
  round: number;
  totalRounds: number;
  /** Identifier of this round's batch, e.g. `r2-8x1000`. */
  batchId: string;
}

/** A run of the engine: yields per-round progress, returns the report. */
export type EngineRun = (input: EngineInput) => Generator<RoundProgress, Report, void>;

/** A scenario the engine cannot work with (e.g. empty text). */
export class EngineInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineInputError';
  }
}

/** A passage of the scenario text a feature came from. */
export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

/** Report JSON (schema version 1.0; `report_schema_version`, report/method.ts). */
export interface Report {
  report_schema_version: string;
  scenario_name: string;
  language: Lang;
  headline: string;
  risk_score: RiskScore;
  confidence: Confidence;
  cohort_breakdowns: CohortBreakdown[];
  failure_modes: FailureMode[];
  mitigations: Mitigation[];
  counter_narratives: CounterNarrative[];
  sentiment_trajectory: SentimentTrajectory;
  executive_summary: ExecutiveSummary;
  monitoring_plan: MonitoringSignal[];
  scenario_understanding: ScenarioUnderstanding;
  method: MethodNote;
  disclaimer: string;
  /** Present when series are attached: how the confidence was combined. */
  confidence_basis?: import('./fusion/fuse.js').ConfidenceBasis;
  /** Forecast of the first attached series. */
  quantitative_forecast?: import('./fusion/fuse.js').QuantitativeForecast;
  /** One forecast per attached series. */
  quantitative_forecasts?: import('./fusion/fuse.js').QuantitativeForecast[];
}

export interface RiskDriver {
  factor: string;
  label: string;
  /** Points of the 0–100 risk this driver accounts for. */
  contribution: number;
  /** Where in the text it comes from (empty for simulated outcomes). */
  evidence: TextSpan[];
}

export interface RiskScore {
  value: number;
  level: 'low' | 'moderate' | 'high' | 'severe';
  /** 80 % interval of the risk across replicates. */
  interval_80: [number, number];
  components: Record<string, number>;
  drivers: RiskDriver[];
}

export interface Confidence {
  value: number;
  label: 'low' | 'medium' | 'high';
  explanation: string;
  components: { replicate_agreement: number; text_understanding: number };
}

export interface Quote {
  text: string;
  stance: 'support' | 'neutral' | 'oppose';
  persona: string;
  synthetic: true;
}

export interface CohortBreakdown {
  cohort: string;
  label: string;
  share_of_population: number;
  stance: { support: number; neutral: number; oppose: number; net: number };
  awareness: number;
  intensity: number;
  top_concerns: string[];
  quotes: Quote[];
}

export interface FailureMode {
  id: string;
  title: string;
  description: string;
  mechanism: string;
  likelihood: number;
  severity: 'low' | 'medium' | 'high';
  risk_contribution: number;
  cohorts: string[];
  peak_round: number;
  evidence: TextSpan[];
}

export interface Mitigation {
  id: string;
  action: string;
  rationale: string;
  addresses: string[];
  expected_risk_reduction: number;
  residual_risk: number;
  already_in_plan: boolean;
}

export interface CounterNarrative {
  narrative: string;
  mechanism: string;
  carried_by: string[];
  reach: number;
  suggested_response: string;
}

export interface TrajectoryPoint {
  round: number;
  label: string;
  net_sentiment: number;
  net_sentiment_80: [number, number];
  support: number;
  neutral: number;
  oppose: number;
  awareness: number;
  posts_per_agent: number;
}

export interface SentimentTrajectory {
  shape: 'spike_and_recover' | 'persistent' | 'building' | 'muted';
  description: string;
  rounds: TrajectoryPoint[];
  by_cohort: { cohort: string; net_sentiment: number[] }[];
}

export interface ExecutiveSummary {
  summary: string;
  key_points: string[];
}

export interface MonitoringSignal {
  signal: string;
  threshold: string;
  window: string;
  failure_mode: string;
}

export interface ScenarioUnderstanding {
  actor: string;
  /** What the action is about ("standard plan"), empty when not found. */
  object: string;
  issues: { type: string; label: string; weight: number; evidence: TextSpan[] }[];
  stakeholders: string[];
  magnitudes: { kind: string; value: number | null; text: string }[];
  framing: { cue: string; present: boolean; evidence: TextSpan[] }[];
  sentiment: number;
  moral_foundations: Record<string, number>;
  coverage: number;
}

export interface MethodNote {
  engine: string;
  engine_version: string;
  seed: number;
  replicates: number;
  n_agents: number;
  n_rounds: number;
  /** Engine weights in force (fitted on real cases: docs/engine.md "Calibration"). */
  calibration: { mechanism_weights: Record<string, number>; pressure_gain: number; risk_curve: number };
  sources: string[];
}
