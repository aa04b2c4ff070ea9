/**
 * Types of linked reports (cross-analysis of several completed reports; docs/api.md "Links").
 * Pure data: the service stores and serves them; the TypeBox wire schemas are in
 * src/contracts/links.ts and a test checks the engine's output against them.
 */
import type { EngineInput, Lang, Report } from '../types.js';

/** `ranked` names a winner with reasons; `compare` names none and gives margin and probabilities. */
export type LinkMode = 'ranked' | 'compare';

/** One member of a link as the engine analyses it: its report in one language and its replicate risks. */
export interface LinkMember {
  scenario_id: string;
  name: string;
  /** The member's report, rendered in the language of the analysis. */
  report: Report;
  /** Risk (0–100) of each replicate world of the member's base run, unrounded. */
  replicate_risks: number[];
}

/** What the engine needs to re-render one member: its stored input, its stored report and the stored report's language. */
export interface MemberSource {
  scenario_id: string;
  name: string;
  input: EngineInput;
  /** The report stored when the job completed (in `input.lang`). */
  stored_report: Report;
}

/** One member re-rendered in every language, with its replicate risks. */
export interface RenderedMember {
  scenario_id: string;
  name: string;
  /** The member's report in each catalog language: the stored one for its own language, re-rendered for the others. */
  reports: Record<Lang, Report>;
  replicate_risks: number[];
}

/** A member's place in the cross-analysis. */
export interface MemberSummary {
  scenario_id: string;
  name: string;
  headline: string;
  /** Mean risk over replicates (0–100, one decimal), its level, the report's 80 % interval and the replicates' standard deviation. */
  risk: { value: number; level: string; interval_80: [number, number]; replicate_sd: number; replicates: number };
  confidence: { value: number; label: string };
  /** Share of comparisons over the replicate distributions in which this member has the lowest risk, 0–1. */
  probability_best: number;
  /** 1 = lowest mean risk (ranked mode only; null in compare mode). */
  rank: number | null;
}

/** One cohort's opposition in every member. */
export interface CohortComparison {
  cohort: string;
  label: string;
  /** Per member (same order as `members`): net stance (support − oppose) and oppose share of the cohort's aware agents; null when the member has no such cohort. */
  by_member: { scenario_id: string; net: number | null; oppose: number | null }[];
  /** Largest minus smallest net stance over the members that have the cohort. */
  spread: number;
}

/** A failure mode (mechanism) present in some members. */
export interface FailureModeComparison {
  id: string;
  title: string;
  /** Members where it adds at least `LINK.presentContribution` risk points. */
  present_in: string[];
  /** Members where it does not. */
  avoided_by: string[];
  /** Its risk contribution in each member (same order as `members`), points; 0 when not among the member's five. */
  risk_contribution: number[];
}

/** A measure's measured effect in every member. */
export interface MitigationComparison {
  id: string;
  action: string;
  by_member: { scenario_id: string; expected_risk_reduction: number | null; already_in_plan: boolean | null }[];
}

/** A member's effect on one attached series. */
export interface ForecastImpact {
  scenario_id: string;
  series: string;
  unit: string | null;
  horizon: number;
  /** Mean of the baseline point forecast over the horizon. */
  baseline_mean: number;
  /** Mean of the scenario-adjusted point forecast over the horizon. */
  adjusted_mean: number;
  /** (adjusted − baseline) / baseline, percent, one decimal (0 when the baseline is 0). */
  change_pct: number;
}

/** The cross-analysis of a link, in one language. */
export interface CrossAnalysis {
  mode: LinkMode;
  language: Lang;
  members: MemberSummary[];
  /** Ranked mode: scenario ids from lowest to highest mean risk; compare mode: null. */
  ranking: string[] | null;
  /** Ranked mode: the recommended member and why; compare mode: null. */
  winner: { scenario_id: string; name: string; reasons: string[] } | null;
  /** Mean risk of the second-lowest member minus the lowest, risk points (one decimal). */
  margin: number;
  /** Whether the best two are within `close_call_threshold` risk points. */
  close_call: boolean;
  /** The tie threshold, risk points. */
  close_call_threshold: number;
  opposition_by_cohort: CohortComparison[];
  failure_modes: { shared: FailureModeComparison[]; avoided: FailureModeComparison[] };
  mitigations: MitigationComparison[];
  /** One entry per member and attached series; empty when no member has series. */
  forecast_impact: ForecastImpact[];
  /** A paragraph a decision-maker who reads nothing else can act on. */
  plain_language_summary: string;
}

/** What the tiebreaker runs for one member. */
export interface TiebreakerMemberInput {
  scenario_id: string;
  name: string;
  input: EngineInput;
}

/** The Decision Tiebreaker's result (language-neutral figures plus the rationale in every language). */
export interface TiebreakerResult {
  winner: { scenario_id: string; name: string };
  /** Mean risk of the runner-up minus the winner's over the tiebreaker's replicates, points (one decimal). */
  margin: number;
  probability_best: { scenario_id: string; probability: number }[];
  /** Why, in each catalog language. */
  rationale: Record<Lang, string>;
  replicates: {
    /** Replicate worlds per member. */
    per_member: number;
    /** Agents per replicate, per member (same order as `probability_best`). */
    n_agents: number[];
    /** The seed the tiebreaker's worlds derive from, per member (different from the original runs'). */
    seeds: number[];
    /** Mean and standard deviation of each member's replicate risks. */
    risk: { scenario_id: string; mean: number; sd: number }[];
    total: number;
  };
}
