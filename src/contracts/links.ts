/**
 * Linked reports (docs/api.md "Links"): creation, status, list, the linkable reports, the link
 * report (plain-language summary, cross-analysis, every member's full report) and the Decision
 * Tiebreaker. The cross-analysis schema mirrors src/engine/links/types.ts; a test checks the
 * engine's output against it (test/e2e/links.test.ts).
 */
import { Type, type Static, type TProperties } from 'typebox';
import { MAX_NAME_CHARS, LANGUAGES } from './limits.js';
import { NOT_BLANK, NullableTimestamp, Timestamp, Usd, Uuid } from './common.js';
import { Attribution } from './report.js';

const Obj = <P extends TProperties>(properties: P, description: string) => Type.Object(properties, { additionalProperties: false, description });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T, description: string) => Type.Union([t, Type.Null()], { description });

/** Link modes: `ranked` names a winner with reasons, `compare` names none. */
export const LINK_MODES = ['ranked', 'compare'] as const;
/** Link states (docs/api.md "Links"). */
export const LINK_STATUSES = ['pending', 'running', 'complete', 'failed'] as const;
export type LinkStatusValue = (typeof LINK_STATUSES)[number];

/** `POST /v1/links` body. */
export const LinkCreate = Type.Object(
  {
    scenario_ids: Type.Array(Uuid, {
      minItems: 2,
      maxItems: 50,
      description: 'Ids of two or more distinct completed reports of the caller (job or scenario ids), at most 50',
    }),
    mode: Type.Enum(LINK_MODES, { description: 'ranked: names a winner with reasons; compare: names none, gives margin, probability_best and close_call' }),
    name: Type.String({ minLength: 1, maxLength: MAX_NAME_CHARS, pattern: NOT_BLANK, description: `Label of the link, 1..${MAX_NAME_CHARS} characters` }),
  },
  { additionalProperties: false },
);
export type LinkCreate = Static<typeof LinkCreate>;

/** `POST /v1/links` 201 body. */
export const LinkCreated = Obj(
  {
    link_group_id: Type.String({ description: 'Id of the new link group' }),
    name: Type.String({ description: 'Label of the link' }),
    mode: Type.Enum(LINK_MODES, { description: 'The mode asked for' }),
    scenario_ids: Type.Array(Type.String(), { description: 'The linked reports, in the order given' }),
    cost_usd: Usd('Price charged: the link price per linked report'),
    status: Type.Literal('pending', { description: 'Always pending at creation' }),
    status_url: Type.String({ description: 'Relative path of the link status' }),
    report_url: Type.String({ description: 'Relative path of the link report' }),
    balance_remaining: Usd('Wallet balance after the charge'),
  },
  'The created link group; its cross-analysis is queued',
);
export type LinkCreated = Static<typeof LinkCreated>;

/** `GET /v1/links/{link_id}` and the list items. */
export const LinkStatus = Obj(
  {
    link_group_id: Type.String({ description: 'Id of the link group' }),
    name: Type.String({ description: 'Label of the link' }),
    mode: Type.Enum(LINK_MODES, { description: 'ranked or compare' }),
    scenario_ids: Type.Array(Type.String(), { description: 'The linked reports, in the order given' }),
    status: Type.Enum(LINK_STATUSES, { description: 'pending → running → complete, or failed (refunded once)' }),
    cost_usd: Usd('Price charged at creation'),
    created_at: Timestamp,
    started_at: NullableTimestamp('When the cross-analysis started'),
    completed_at: NullableTimestamp('When it completed'),
    failure: Nullable(Obj({ code: Type.String({ description: 'Why it failed' }), message: Type.String({ description: 'Details' }) }, 'The failure'), 'Present when failed'),
    tiebreaker: Type.Enum(['not_run', 'running', 'complete'], { description: 'The Decision Tiebreaker: not run yet, running, or its result is on the link report' }),
    status_url: Type.String({ description: 'Relative path of this status' }),
    report_url: Type.String({ description: 'Relative path of the link report (404 link_not_ready before completion)' }),
  },
  'A link group and its state',
);
export type LinkStatus = Static<typeof LinkStatus>;

/** `GET /v1/links` body. */
export const LinkList = Obj({ links: Type.Array(LinkStatus, { description: 'Newest first' }) }, "The caller's link groups");
export type LinkList = Static<typeof LinkList>;

/** `GET /v1/links/linkable` body. */
export const LinkableList = Obj(
  {
    reports: Type.Array(
      Obj(
        {
          scenario_id: Type.String({ description: 'Id to pass in scenario_ids' }),
          name: Type.String({ description: 'Label of the scenario' }),
          completed_at: Timestamp,
          headline: Type.String({ description: "The report's headline" }),
          risk: Obj(
            {
              value: Type.Number({ minimum: 0, maximum: 100, description: 'risk_score.value' }),
              level: Type.String({ description: 'risk_score.level: low, moderate, high or severe' }),
            },
            'The report\'s risk score',
          ),
        },
        'A completed report',
      ),
      { description: 'Newest first' },
    ),
  },
  'Completed reports the caller can link',
);
export type LinkableList = Static<typeof LinkableList>;

/** `?lang=` of the link report and the tiebreaker. */
export const LangQuery = Type.Object(
  { lang: Type.Optional(Type.String({ maxLength: 35, description: `Language of every text field (${LANGUAGES.join(', ')}); others fall back to en with lang_fallback: true` })) },
  { additionalProperties: false },
);
export type LangQuery = Static<typeof LangQuery>;

const ScenarioIds = (description: string) => Type.Array(Type.String(), { description });

/** A failure mode across the members. */
const FailureModeComparison = Obj(
  {
    id: Type.String({ description: 'fm_<mechanism>' }),
    title: Type.String({ description: 'Its title in the report language' }),
    present_in: ScenarioIds('Members where it adds at least 4 risk points'),
    avoided_by: ScenarioIds('Members where it does not'),
    risk_contribution: Type.Array(Type.Number(), { description: 'Its risk contribution in each member (members order), points; 0 when not among the member\'s five' }),
  },
  'A failure mode compared',
);

/** The cross-analysis (src/engine/links/types.ts `CrossAnalysis`). */
export const CrossAnalysis = Obj(
  {
    mode: Type.Enum(LINK_MODES, { description: 'ranked or compare' }),
    language: Type.Enum(LANGUAGES, { description: 'Language of every text field' }),
    members: Type.Array(
      Obj(
        {
          scenario_id: Type.String({ description: 'The member' }),
          name: Type.String({ description: 'Its label' }),
          headline: Type.String({ description: 'Its report headline' }),
          risk: Obj(
            {
              value: Type.Number({ description: 'Mean risk over its replicates, 0–100, one decimal' }),
              level: Type.String({ description: 'Risk level in the report language' }),
              interval_80: Type.Array(Type.Number(), { minItems: 2, maxItems: 2, description: "The report's 80 % interval" }),
              replicate_sd: Type.Number({ description: 'Standard deviation of its replicate risks, points' }),
              replicates: Type.Integer({ description: 'Replicate worlds' }),
            },
            'Risk with its spread',
          ),
          confidence: Obj({ value: Type.Number({ description: '0–1' }), label: Type.String({ description: 'low, medium or high' }) }, "The report's confidence"),
          probability_best: Type.Number({ minimum: 0, maximum: 1, description: 'How often it has the lowest risk, over every combination of one replicate per member' }),
          rank: Nullable(Type.Integer({ minimum: 1 }), '1 = lowest mean risk (ranked mode); null in compare mode'),
        },
        'One member',
      ),
      { description: 'In the order given at creation' },
    ),
    ranking: Nullable(ScenarioIds('Lowest mean risk first'), 'Ranked mode only'),
    winner: Nullable(
      Obj({ scenario_id: Type.String({ description: 'The recommended member' }), name: Type.String({ description: 'Its label' }), reasons: Type.Array(Type.String(), { description: 'Why, one sentence each' }) }, 'The winner'),
      'Ranked mode only; compare mode names no winner',
    ),
    margin: Type.Number({ description: 'Mean risk of the second-lowest member minus the lowest, points' }),
    close_call: Type.Boolean({ description: 'Whether the best two are within close_call_threshold points' }),
    close_call_threshold: Type.Number({ description: 'The tie threshold, risk points' }),
    opposition_by_cohort: Type.Array(
      Obj(
        {
          cohort: Type.String({ description: 'Cohort id' }),
          label: Type.String({ description: 'Cohort label in the report language' }),
          by_member: Type.Array(
            Obj({ scenario_id: Type.String({ description: 'Member' }), net: Nullable(Type.Number(), 'Net stance, −1..1'), oppose: Nullable(Type.Number(), 'Oppose share, 0..1') }, 'One member'),
            { description: 'Members order' },
          ),
          spread: Type.Number({ description: 'Largest minus smallest net stance' }),
        },
        'One cohort',
      ),
      { description: 'Cohorts the members split most first (at most 8)' },
    ),
    failure_modes: Obj(
      { shared: Type.Array(FailureModeComparison, { description: 'Present in every member' }), avoided: Type.Array(FailureModeComparison, { description: 'Present in some, avoided by others' }) },
      'Failure modes shared or avoided',
    ),
    mitigations: Type.Array(
      Obj(
        {
          id: Type.String({ description: 'mit_<frame>' }),
          action: Type.String({ description: 'The measure in the report language' }),
          by_member: Type.Array(
            Obj(
              {
                scenario_id: Type.String({ description: 'Member' }),
                expected_risk_reduction: Nullable(Type.Number(), 'Measured risk points it removes (or saves, when already in the plan); null when the member\'s report does not list it'),
                already_in_plan: Nullable(Type.Boolean(), 'Whether the member already has it'),
              },
              'One member',
            ),
            { description: 'Members order' },
          ),
        },
        'One measure',
      ),
      { description: 'Largest measured effect first' },
    ),
    forecast_impact: Type.Array(
      Obj(
        {
          scenario_id: Type.String({ description: 'Member' }),
          series: Type.String({ description: 'Series name' }),
          unit: Nullable(Type.String(), 'Unit'),
          horizon: Type.Integer({ description: 'Steps' }),
          baseline_mean: Type.Number({ description: 'Mean baseline point forecast over the horizon' }),
          adjusted_mean: Type.Number({ description: 'Mean scenario-adjusted point forecast' }),
          change_pct: Type.Number({ description: 'Adjusted against baseline, percent' }),
        },
        'One member and series',
      ),
      { description: 'Empty when no member has a series' },
    ),
    plain_language_summary: Type.String({ description: 'The paragraph a decision-maker reads' }),
  },
  'The cross-analysis',
);
export type CrossAnalysis = Static<typeof CrossAnalysis>;

/** The tiebreaker's result as callers see it (one language). */
export const TiebreakerView = Obj(
  {
    winner: Obj({ scenario_id: Type.String({ description: 'The member with the lowest mean risk' }), name: Type.String({ description: 'Its label' }) }, 'The winner'),
    margin: Type.Number({ description: 'Runner-up mean risk minus the winner\'s, points' }),
    probability_best: Type.Array(Obj({ scenario_id: Type.String({ description: 'Member' }), probability: Type.Number({ minimum: 0, maximum: 1, description: 'How often it is lowest' }) }, 'One member'), {
      description: 'Members order',
    }),
    rationale: Type.String({ description: 'Why, in the requested language' }),
    replicates: Obj(
      {
        per_member: Type.Integer({ description: 'New replicate worlds per member' }),
        n_agents: Type.Array(Type.Integer(), { description: 'Agents per replicate, per member' }),
        seeds: Type.Array(Type.Integer(), { description: 'Seed of the new worlds, per member' }),
        risk: Type.Array(Obj({ scenario_id: Type.String({ description: 'Member' }), mean: Type.Number({ description: 'Mean risk' }), sd: Type.Number({ description: 'Standard deviation' }) }, 'One member'), {
          description: 'Members order',
        }),
        total: Type.Integer({ description: 'Replicate worlds run in all' }),
      },
      'The extra replicates run',
    ),
    language: Type.Enum(LANGUAGES, { description: 'Language of rationale' }),
    lang_fallback: Type.Boolean({ description: 'true when the requested language has no catalog and en was used' }),
    cost_usd: Usd('Price charged'),
    balance_remaining: Usd('Wallet balance after the charge'),
    created_at: Timestamp,
  },
  'The Decision Tiebreaker result',
);
export type TiebreakerView = Static<typeof TiebreakerView>;

/** `GET /v1/links/{link_id}/report` body. */
export const LinkReport = Type.Object(
  {
    link_group_id: Type.String({ description: 'The link group' }),
    name: Type.String({ description: 'Its label' }),
    mode: Type.Enum(LINK_MODES, { description: 'ranked or compare' }),
    language: Type.Enum(LANGUAGES, { description: 'Language of every text field, the members\' reports included' }),
    lang_fallback: Type.Boolean({ description: 'true when the requested language has no catalog and en was used' }),
    plain_language_summary: Type.String({ description: 'A paragraph a decision-maker who reads nothing else can act on' }),
    cross_analysis: CrossAnalysis,
    tiebreaker: Nullable(Type.Omit(TiebreakerView, ['cost_usd', 'balance_remaining']), 'The Decision Tiebreaker result, once run'),
    members: Type.Array(Type.Ref('Report'), { description: "Every member's full report in the requested language, with attribution, in the order given" }),
    completed_at: Timestamp,
    sandbox: Type.Optional(Type.Boolean({ description: 'true for sandbox tenants' })),
    attribution: Attribution,
  },
  { additionalProperties: false, description: 'The linked report' },
);
export type LinkReport = Static<typeof LinkReport>;
