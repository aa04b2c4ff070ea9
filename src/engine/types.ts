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
  /** What the caller knows of the actor's customers; shifts the population (population/audience.ts). */
  audience?: AudienceInput;
  /**
   * The real cases the risk is anchored in (reference/anchor.ts); default the shipped library
   * (reference/cases.data.ts). The case bench passes its training cases only.
   */
  referenceCases?: readonly import('./reference/case.js').ReferenceCaseData[];
  /**
   * Run even when no announced change was found (the service refuses such text unless asked):
   * the report then says so and its confidence is at most 0.2.
   */
  force?: boolean;
}

/**
 * The caller's description of the actor's customers (submission field `audience`). Every part is
 * optional; absent parts keep the population template's marginals.
 */
export interface AudienceInput {
  /** Political lean of the customers, −1 (strongly progressive) .. 1 (strongly conservative). */
  ideology_lean?: number;
  /** Main age band of the customers. */
  age_band?: '18-29' | '30-44' | '45-64' | '65+';
  /** Where the customers mostly live. */
  urbanicity?: 'urban' | 'suburban' | 'rural';
  /** How sensitive the customers are to price, 0 (not at all) .. 1 (very). */
  price_sensitivity?: number;
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
  /**
   * The nearest real cases of the reference library (reference/anchor.ts), most similar first, at
   * most 3. Always written since engine 0.3.0; absent on reports made before.
   */
  comparable_cases?: ComparableCase[];
  /** Present when series are attached: how the confidence was combined. */
  confidence_basis?: import('./fusion/fuse.js').ConfidenceBasis;
  /** Forecast of the first attached series. */
  quantitative_forecast?: import('./fusion/fuse.js').QuantitativeForecast;
  /** One forecast per attached series. */
  quantitative_forecasts?: import('./fusion/fuse.js').QuantitativeForecast[];
}

/** A real case comparable to the announcement (reference/comparable.ts), as the reference library holds it, in the report's language where it has a translation. */
export interface ComparableCase {
  id: string;
  actor: string;
  year: number;
  /** The change, one line. */
  change: string;
  /** What happened, one line. */
  outcome: string;
  /** Severity of the real reaction, 0 (none) .. 4 (severe backlash forcing full reversal). */
  severity: number;
  reversed: boolean;
  /** Similarity 0–1 to the announcement as read (reference/comparable.ts SIMILARITY_WEIGHTS). */
  similarity: number;
  /** Words of the case's line the announcement also uses, rarest first (at most 3); empty when it is near only by the kind of change. */
  shared_words?: string[];
  /** One public source (an address). */
  source: string;
}

/** Something that raised the risk (a mechanism, by ablation) or lowers it (a frame already in the plan). */
export interface RiskDriver {
  /** Mechanism id, or `frame_<frame>` for a frame already in the plan. */
  factor: string;
  label: string;
  /** Points of the 0–100 risk this driver accounts for. */
  contribution: number;
  /** Where in the text it comes from (empty for simulated outcomes). */
  evidence: TextSpan[];
}

/** Risk of backlash, 0–100 (report/risk.ts, report/risk-score.ts). */
export interface RiskScore {
  /** Mean over replicates, rounded to an integer. */
  value: number;
  /** Cut at 25 / 50 / 75 (constants.ts `RISK.levelCuts`). */
  level: 'low' | 'moderate' | 'high' | 'severe';
  /** 80 % interval of the risk across replicates. */
  interval_80: [number, number];
  /** Each component in [0, 1] (reach_opposed, intensity, breadth, persistence), mean over replicates. */
  components: Record<string, number>;
  drivers: RiskDriver[];
}

/** How far to trust the result (report/confidence.ts). */
export interface Confidence {
  /** In [0, 1], 2 decimals; with series, the combined value of `confidence_basis`. */
  value: number;
  label: 'low' | 'medium' | 'high';
  explanation: string;
  components: { replicate_agreement: number; text_understanding: number };
}

/** A synthetic quote from an agent of a cohort (report/quotes.ts); never a real person's words. */
export interface Quote {
  text: string;
  stance: 'support' | 'neutral' | 'oppose';
  persona: string;
  synthetic: true;
}

/** One cohort at the last round (report/cohorts.ts); shares in [0, 1], means over replicates. */
export interface CohortBreakdown {
  cohort: string;
  label: string;
  share_of_population: number;
  /** Shares of the cohort's aware agents; `net` = support − oppose. */
  stance: { support: number; neutral: number; oppose: number; net: number };
  /** Share of the cohort that has heard of the plan. */
  awareness: number;
  /** Share of the cohort's aware agents strongly opposed. */
  intensity: number;
  top_concerns: string[];
  quotes: Quote[];
}

/** A way the announcement could go wrong: a mechanism ranked by ablation (report/failure-modes.ts). */
export interface FailureMode {
  /** `fm_<mechanism>` for a mechanism's strongest pathway, `fm_<mechanism>_<cohort>` (and `_<k>` for a secondary change) for the others. */
  id: string;
  title: string;
  description: string;
  mechanism: string;
  /** Share of replicates in which it adds at least one risk point, in [0, 1]. */
  likelihood: number;
  severity: 'low' | 'medium' | 'high';
  /** Risk points (0–100 scale) it accounts for, at least 0. */
  risk_contribution: number;
  cohorts: string[];
  /** Round (1-based) where switching it off lowers opposed reach most. */
  peak_round: number;
  evidence: TextSpan[];
  /** The pathway: change (`<class>_<direction>`), group (cohort id) and mechanism id; since engine 0.4.0. */
  pathway?: { change: string; group: string; mechanism: string };
}

/** A measure measured by a counterfactual run (report/mitigations.ts). */
export interface Mitigation {
  /** `mit_<lever>` (report/playbook.ts LEVER_KINDS); a secondary change's lever `mit_<lever>_<k>`. */
  id: string;
  action: string;
  rationale: string;
  addresses: string[];
  /** Risk points (0–100 scale) it removes, or for a measure already in the plan, that it saves; at least 0. */
  expected_risk_reduction: number;
  /** Risk (0–100) with the measure. */
  residual_risk: number;
  already_in_plan: boolean;
  /** The lever (report/playbook.ts LEVER_KINDS: drop, limit, delay, exempt, opt_in, keep_old, let_leave, grandfather, compensate, consult, explain, apologise); since engine 0.4.0. */
  lever?: string;
  /** The change it undoes or softens (`<class>_<direction>`); since engine 0.4.0. */
  change?: string;
  /** The text rules it out ("there will be no refunds"): the reduction is what reconsidering it would save; since engine 0.4.0. */
  ruled_out_by_plan?: boolean;
  /** Where the text already does it or rules it out; since engine 0.4.0. */
  evidence?: TextSpan[];
}

/** A story opposed agents carry, with a suggested response (report/counter-narratives.ts). */
export interface CounterNarrative {
  narrative: string;
  mechanism: string;
  carried_by: string[];
  /** Share of all agents carrying it (aware, opposed, with this concern), in [0, 1]. */
  reach: number;
  suggested_response: string;
}

/** One round of the trajectory (report/trajectory.ts); shares in [0, 1], means over replicates. */
export interface TrajectoryPoint {
  /** 1-based. */
  round: number;
  label: string;
  /** Mean stance of aware agents in [−1, 1]. */
  net_sentiment: number;
  /** Its 10th and 90th percentile over replicates. */
  net_sentiment_80: [number, number];
  support: number;
  neutral: number;
  oppose: number;
  awareness: number;
  posts_per_agent: number;
}

/** How opinion moves over the rounds (report/trajectory.ts). */
export interface SentimentTrajectory {
  shape: 'spike_and_recover' | 'persistent' | 'building' | 'muted';
  description: string;
  rounds: TrajectoryPoint[];
  by_cohort: { cohort: string; net_sentiment: number[] }[];
}

/** Prose summary and key points (report/summary.ts). */
export interface ExecutiveSummary {
  summary: string;
  key_points: string[];
}

/** What to watch after launch for one failure mode (report/summary.ts). */
export interface MonitoringSignal {
  signal: string;
  threshold: string;
  window: string;
  failure_mode: string;
}

/** What the featurizer read in the text (report/understanding.ts). */
export interface ScenarioUnderstanding {
  actor: string;
  /** Kind of actor: company, government, sports, nonprofit or school. */
  actor_type: 'company' | 'government' | 'sports' | 'nonprofit' | 'school';
  /** Language the scenario is written in. */
  language: Lang;
  /** Whether an announced change was found (when not, the report was run on request and says so). */
  understood: boolean;
  /** The announced changes (understand/frames.ts). */
  changes: ChangeSummary[];
  /** How complete the change frames are, 0–1 (class, direction, size where it matters, who is affected). */
  completeness: number;
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

/** One announced change as the report shows it. */
export interface ChangeSummary {
  /** Class of the ontology (understand/ontology.ts), e.g. price, fee, cause. */
  object_class: string;
  /** up = adds, raises, starts, adopts; down = removes, lowers, ends, drops. */
  direction: 'up' | 'down';
  /** The change in words, in the report language. */
  label: string;
  /** Canonical verb ("raise", "end", "lay off"). */
  action: string;
  /** The object as written. */
  object: string;
  /** The cause a cause-coded object carries (dei, lgbtq, climate, …), or null. */
  cause: string | null;
  /** Relative size of the change (0.4 = +40 %, negative for a cut), or null when not stated. */
  relative_change: number | null;
  /** Groups the text names as affected. */
  affected: string[];
  /** When it takes effect, as written, or null. */
  timing: string | null;
  /** Where it was read: the verb and the object. */
  evidence: TextSpan[];
}

/** How the report was produced (report/method.ts). */
export interface MethodNote {
  engine: string;
  engine_version: string;
  seed: number;
  replicates: number;
  n_agents: number;
  n_rounds: number;
  /** Engine weights in force (fitted on real cases: docs/engine.md "Calibration"). */
  calibration: {
    mechanism_weights: Record<string, number>;
    pressure_gain: number;
    risk_curve: number;
    /** Weight of the comparable real cases' severity in the risk (0 = the simulation alone); since engine 0.3.0. */
    reference_weight?: number;
    /** Nearest real cases averaged; since engine 0.3.0. */
    reference_k?: number;
    /** Weight of the expected severity (reader/severity.ts) in the risk; since engine 0.5.0. */
    expected_severity_weight?: number;
    /** Factor on the expected severity before it is blended; since engine 0.6.0. */
    expected_severity_scale?: number;
  };
  /** The severity (0–4) the corpus-trained network expects of announcements written like this one; absent when no change was read; since engine 0.5.0. */
  expected_severity?: number;
  sources: string[];
}
