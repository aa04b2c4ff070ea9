/**
 * The report (docs/api.md "Report"; docs/engine.md): every field the engine writes, down to the
 * leaves, with its meaning, units and range, and the two fields the service adds when it presents
 * a report (`attribution` always, `sandbox` for sandbox tenants: src/domain/reports.ts).
 *
 * `EngineReport` is exactly what `simulate()` returns; `Report` is what callers receive. Every object
 * is closed (`additionalProperties: false`); maps with open keys are `Type.Record`. Where the engine's
 * TypeScript type is a plain `string` but only a few values occur (cohort ids, issue types, …), the
 * schema keeps `string` so that the engine's type and `Static<typeof EngineReport>` stay mutually
 * assignable (test/contracts/report.test.ts), and the description lists the values.
 *
 * Only the top-level `Report` has an `$id` (registered with Fastify, named in the OpenAPI document);
 * nested schemas are inlined. Pairs are arrays of exactly two numbers, `[low, high]`.
 */
import { Type, type Static, type TProperties, type TNumber, type TInteger, type TSchema } from 'typebox';
import { FREQUENCIES, LANGUAGES, REPORT_SCHEMA_VERSION } from './limits.js';


// ---------------------------------------------------------------------------------------------
// Building blocks

/** A closed object: unknown keys are refused. */
const Obj = <P extends TProperties>(properties: P, description: string) =>
  Type.Object(properties, { additionalProperties: false, description });

/** A number in [0, 1] (a share, a probability, a weight). */
const Unit = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });

/** A signed number in [−1, 1] (net stance, sentiment). */
const Signed = (description: string) => Type.Number({ minimum: -1, maximum: 1, description });

/** Risk points on the 0–100 scale. */
const RiskPoints = (description: string) => Type.Number({ minimum: 0, maximum: 100, description });

/** A string. */
const Text = (description: string) => Type.String({ description });

/** A list of strings. */
const Strings = (description: string) => Type.Array(Type.String(), { description });

/** `[low, high]`: exactly two numbers (`items` as one schema, valid in every JSON Schema draft and OpenAPI 3.1). */
const Pair = (item: TNumber | TInteger, description: string) =>
  Type.Unsafe<[number, number]>(Type.Array(item, { minItems: 2, maxItems: 2, description }));

/** A nullable value. */
const Nullable = <T extends TSchema>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

/** A passage of the scenario text a feature came from. */
export const TextSpan = Obj(
  {
    start: Type.Integer({ minimum: 0, description: 'Offset of the first character in the (trimmed) scenario text, 0-based, in UTF-16 code units' }),
    end: Type.Integer({ minimum: 0, description: 'Offset just past the last character (exclusive), same units as start' }),
    text: Text('The passage itself: scenario text from start to end'),
    file: Type.Optional(Text('Uploaded scenarios only: the name of the file the passage came from')),
    document: Type.Optional(Type.Integer({ minimum: 0, description: 'Uploaded scenarios only: index of that file in the report\'s documents' })),
  },
  'A passage of the scenario text a feature came from',
);
export type TextSpan = Static<typeof TextSpan>;

const Evidence = (description: string) => Type.Array(TextSpan, { description });

// ---------------------------------------------------------------------------------------------
// Risk and confidence

/** One factor behind the risk score. */
export const RiskDriver = Obj(
  {
    factor: Text(
      'What drives the risk: expected_reaction (how plans like this one are met: the expected severity and the comparable cases, since engine 0.5.0), a mechanism id (fairness, loss, privacy, betrayal, identity, harm, status_quo) or frame_<frame> for a mitigating frame the plan already has (e.g. frame_grandfathering)',
    ),
    label: Text('The factor in words, in the report language, citing the text it comes from'),
    contribution: Type.Number({
      description:
        'Points of the 0–100 risk this factor accounts for (mean over replicates of the risk lost when it is switched off); negative for a frame in the plan that lowers the risk',
    }),
    evidence: Evidence('Where in the text it comes from (empty when no passage applies)'),
  },
  'One factor behind the risk score, measured by a counterfactual run without it',
);
export type RiskDriver = Static<typeof RiskDriver>;

/** Risk of backlash, 0–100. */
export const RiskScore = Obj(
  {
    value: Type.Integer({ minimum: 0, maximum: 100, description: 'Risk of backlash, 0–100 (mean over replicates, rounded); higher is worse' }),
    level: Type.Enum(['low', 'moderate', 'high', 'severe'], {
      description: 'Band of the value: low < 25 ≤ moderate < 50 ≤ high < 75 ≤ severe',
    }),
    interval_80: Pair(
      Type.Integer({ minimum: 0, maximum: 100 }),
      '80 % interval of the risk across replicates, [low, high] = [10th, 90th percentile], rounded, 0–100',
    ),
    components: Type.Record(Type.String(), Unit('Component value in [0, 1]'), {
      description:
        'Inputs of the risk, each in [0, 1] (mean over replicates): reach_opposed (share aware and opposed at the last round, saturating at 50 %, weight 0.45), intensity (share of aware people strongly opposed, 0.25), breadth (share of cohorts with net stance below −0.2, 0.2), persistence (last-round over peak opposition, times reach, 0.1)',
    }),
    drivers: Type.Array(RiskDriver, { description: 'What raised the risk and what the plan already does to lower it, largest first' }),
  },
  'Risk of backlash: a monotone map of the simulated outcomes (docs/engine.md "Risk")',
);
export type RiskScore = Static<typeof RiskScore>;

/** How far the report can be trusted. */
export const Confidence = Obj(
  {
    value: Unit(
      'Confidence in [0, 1], two decimals: √(replicate agreement) × text understanding; with attached series, the combined value of confidence_basis',
    ),
    label: Type.Enum(['low', 'medium', 'high'], { description: 'Band of the value: high from 0.7, medium from 0.45, else low' }),
    explanation: Text('Why, in words, in the report language (of the simulation confidence)'),
    components: Obj(
      {
        replicate_agreement: Unit('1 − (standard deviation of the risk across replicates) / 20, clipped to [0, 1]'),
        text_understanding: Unit('0.35 + 0.65 × coverage when a substantive issue was recognised, else 0.15'),
      },
      'The parts of the simulation confidence',
    ),
  },
  'How far the report can be trusted',
);
export type Confidence = Static<typeof Confidence>;

// ---------------------------------------------------------------------------------------------
// Cohorts

/** A synthetic quote. */
export const Quote = Obj(
  {
    text: Text('What a simulated person of the cohort might say (generated from templates, not a real person)'),
    stance: Type.Enum(['support', 'neutral', 'oppose'], { description: "The speaker's stance: above 0.2 support, below −0.2 oppose, else neutral" }),
    persona: Text('Who speaks: role, age band and place, in the report language'),
    synthetic: Type.Literal(true, { description: 'Always true: the quote is synthetic' }),
  },
  'A synthetic quote from a simulated member of the cohort',
);
export type Quote = Static<typeof Quote>;

/** One cohort at the last round. */
export const CohortBreakdown = Obj(
  {
    cohort: Text(
      'Cohort id: core_customers, price_sensitive_customers (the customers split by income) or privacy_minded_customers (split by privacy concern, when the loss of the change is privacy) or attached_customers (the most involved customers, when the change is mainly about what people are attached to), employees, partners, investors, commentators_activists, progressive_public, moderate_public or conservative_public',
    ),
    label: Text('Cohort name in the report language'),
    share_of_population: Unit('Share of the simulated population in this cohort, 0–1 (mean over replicates)'),
    stance: Obj(
      {
        support: Unit('Share of aware members who support (stance above 0.2), 0–1'),
        neutral: Unit('Share of aware members who are neutral, 0–1'),
        oppose: Unit('Share of aware members who oppose (stance below −0.2), 0–1'),
        net: Signed('Net stance: support − oppose, −1..1'),
      },
      'Stance of the aware members at the last round (mean over replicates)',
    ),
    awareness: Unit('Share of members aware of the announcement at the last round, 0–1'),
    intensity: Unit('Share of aware members strongly opposed (stance below −0.6) at the last round, 0–1'),
    top_concerns: Strings('Up to 3 concerns carrying more than 10 % of the cohort\'s pressure, strongest first: each a mechanism worded with the change that carries it ("Losing out from the rise in the parking charges from £2 to £3.50"), in the report language'),
    quotes: Type.Array(Quote, { maxItems: 3, description: 'Up to 3 distinct synthetic quotes, spread over the stances present' }),
  },
  'One cohort of the population at the last round',
);
export type CohortBreakdown = Static<typeof CohortBreakdown>;

// ---------------------------------------------------------------------------------------------
// Failure modes, mitigations, counter-narratives

/** A way the announcement could go wrong. */
export const FailureMode = Obj(
  {
    id: Text('fm_<mechanism> for a mechanism\'s strongest pathway, fm_<mechanism>_<cohort> (and _<k> for a secondary change) for the others, e.g. fm_fairness; monitoring_plan items point at it'),
    title: Text('Short name, in the report language'),
    description: Text('What happens, filled with the scenario\'s actor and change'),
    mechanism: Text('The appraisal mechanism behind it, as a label in the report language'),
    likelihood: Unit('Share of replicates in which switching the mechanism off lowers the risk by at least 1 point, 0–1'),
    severity: Type.Enum(['low', 'medium', 'high'], { description: 'By risk_contribution: high from 12 points, medium from 4, else low' }),
    risk_contribution: RiskPoints('Points of the 0–100 risk that disappear without this mechanism (mean over replicates, ≥ 0)'),
    cohorts: Strings('Up to 2 cohorts (labels in the report language) whose opposition it drives most'),
    peak_round: Type.Integer({ minimum: 1, description: 'Round (1-based) at which its effect on opposition is largest' }),
    evidence: Evidence('Passages of the text that load the mechanism'),
    pathway: Type.Optional(
      Obj(
        {
          change: Text('The change it comes from, <class>_<direction> (as scenario_understanding.changes[].object_class and direction)'),
          group: Text('The cohort it runs through (cohort id, as cohort_breakdowns[].cohort)'),
          mechanism: Text('The mechanism id: fairness, loss, privacy, betrayal, identity, harm or status_quo'),
        },
        'The pathway: change × group × mechanism (since engine 0.4.0)',
      ),
    ),
  },
  'A way the announcement could go wrong: a pathway (change × group × mechanism) ranked by measured contribution × reach',
);
export type FailureMode = Static<typeof FailureMode>;

/** A measure that lowers the risk. */
export const Mitigation = Obj(
  {
    id: Text('mit_<lever> (drop, limit, delay, exempt, opt_in, keep_old, let_leave, grandfather, compensate, consult, explain, apologise); a secondary change\'s lever mit_<lever>_<k>'),
    action: Text('What to do, in the report language'),
    rationale: Text('Why it helps'),
    addresses: Strings('Mechanisms it works on (labels in the report language)'),
    expected_risk_reduction: RiskPoints(
      'Risk points it removes (counterfactual run with the frame on, mean over replicates, ≥ 0); for a measure already in the plan, the points it already saves',
    ),
    residual_risk: RiskPoints('Risk 0–100 with the measure (for one already in the plan: the current risk)'),
    already_in_plan: Type.Boolean({ description: 'The announcement already does this' }),
    lever: Type.Optional(Text('The lever: drop, limit, delay, exempt, opt_in, keep_old, let_leave, grandfather, compensate, consult, explain or apologise (since engine 0.4.0)')),
    change: Type.Optional(Text('The change it undoes or softens, <class>_<direction> (since engine 0.4.0)')),
    ruled_out_by_plan: Type.Optional(Type.Boolean({ description: 'The text rules this out ("there will be no refunds"); expected_risk_reduction is what reconsidering it would save (since engine 0.4.0)' })),
    evidence: Type.Optional(Evidence('Where the text already does it or rules it out (since engine 0.4.0)')),
  },
  'A measure that lowers the risk, measured by a counterfactual run',
);
export type Mitigation = Static<typeof Mitigation>;

/** A story opponents will tell. */
export const CounterNarrative = Obj(
  {
    narrative: Text('The story, as opponents would put it, in the report language'),
    mechanism: Text('The mechanism behind it (label in the report language)'),
    carried_by: Strings('Up to 2 cohorts (labels in the report language) that carry it most'),
    reach: Unit('Share of all people who are aware, opposed and mainly moved by this mechanism at the end, 0–1 (at least 0.01 to be listed)'),
    suggested_response: Text('How to answer it'),
  },
  'A story opponents will tell (up to 3, widest reach first)',
);
export type CounterNarrative = Static<typeof CounterNarrative>;

// ---------------------------------------------------------------------------------------------
// Trajectory

/** One round of the trajectory. */
export const TrajectoryPoint = Obj(
  {
    round: Type.Integer({ minimum: 1, description: 'Round number, 1-based' }),
    label: Text('What the round stands for in time (e.g. "First 24 hours"), in the report language'),
    net_sentiment: Signed('Mean stance of aware people, −1..1 (mean over replicates)'),
    net_sentiment_80: Pair(Type.Number({ minimum: -1, maximum: 1 }), '80 % interval of net_sentiment across replicates, [low, high], −1..1'),
    support: Unit('Share of aware people who support, 0–1'),
    neutral: Unit('Share of aware people who are neutral, 0–1'),
    oppose: Unit('Share of aware people who oppose, 0–1'),
    awareness: Unit('Share of all people aware of the announcement, 0–1'),
    posts_per_agent: Type.Number({ minimum: 0, description: 'Posts written in the round per simulated person (0 in round 1)' }),
  },
  'One round of the simulation (means over replicates)',
);
export type TrajectoryPoint = Static<typeof TrajectoryPoint>;

/** How opinion moves over the rounds. */
export const SentimentTrajectory = Obj(
  {
    shape: Type.Enum(['spike_and_recover', 'persistent', 'building', 'muted'], {
      description:
        'Shape of opposed reach over the rounds: muted (peak under 8 %), spike_and_recover (ends below 85 % of its peak), building (never falls and ends above 1.2× round 1), else persistent',
    }),
    description: Text('The shape in words, in the report language'),
    rounds: Type.Array(TrajectoryPoint, { description: 'One point per round, in order' }),
    by_cohort: Type.Array(
      Obj(
        {
          cohort: Text('Cohort id (as cohort_breakdowns[].cohort); every cohort, also those with no members'),
          net_sentiment: Type.Array(Signed('Mean stance'), { description: 'Mean stance of aware members per round (0 when none is aware), −1..1' }),
        },
        "One cohort's net sentiment over the rounds",
      ),
      { description: 'Net sentiment per cohort and round' },
    ),
  },
  'How opinion moves over the rounds',
);
export type SentimentTrajectory = Static<typeof SentimentTrajectory>;

// ---------------------------------------------------------------------------------------------
// Summary, monitoring, understanding, method

/** The short version. */
export const ExecutiveSummary = Obj(
  {
    summary: Text('A few sentences: size of the run, risk, confidence, opposition, top failure mode and measure'),
    key_points: Strings('Up to 3 failure modes ("title: description") and the top measure, in the report language'),
  },
  'The short version of the report',
);
export type ExecutiveSummary = Static<typeof ExecutiveSummary>;

/** What to watch after announcing. */
export const MonitoringSignal = Obj(
  {
    signal: Text('What to measure'),
    threshold: Text('Level at which to act, in words'),
    window: Text('When to watch, in words'),
    failure_mode: Text('Id of the failure mode it warns of (failure_modes[].id)'),
  },
  'A signal to watch after announcing, one per failure mode',
);
export type MonitoringSignal = Static<typeof MonitoringSignal>;

/** What the engine read in the text. */
/** One announced change (a change frame). */
export const ChangeSummary = Obj(
  {
    object_class: Text(
      'What changes, from the ontology: price, fee, benefit, service_level, data_sharing, ai_content, jobs, executive_pay, formula, size, brand_identity, access, tax, public_rule, cause, partnership, donation or appointment',
    ),
    direction: Type.Union([Type.Literal('up'), Type.Literal('down')], { description: 'up = adds, raises, starts or adopts; down = removes, lowers, ends or drops' }),
    label: Text('The change in words, in the report language'),
    action: Text('Canonical verb of the change ("raise", "end", "lay off")'),
    object: Text('The changed thing as written in the text'),
    cause: Nullable(Type.String(), 'Cause a cause-coded object or partner carries (dei, lgbtq, transgender, climate, gun_control, gun_rights, racial_justice, police, immigration, reproductive, religion, patriotic), else null'),
    relative_change: Nullable(Type.Number(), 'Relative size of the change (0.4 = +40 %, negative for a cut), null when the text states none'),
    affected: Strings('Groups the text names as affected (existing customers, residents, employees, …)'),
    timing: Nullable(Type.String(), 'When it takes effect, as written, or null'),
    evidence: Evidence('Where it was read: the verb and the object'),
  },
  'An announced change: what changes, which way, how much and for whom',
);
export type ChangeSummary = Static<typeof ChangeSummary>;

export const ScenarioUnderstanding = Obj(
  {
    actor: Text('The organisation or public body that announces, as named in the text, else a generic word in the report language'),
    actor_type: Type.Union(
      [Type.Literal('company'), Type.Literal('government'), Type.Literal('sports'), Type.Literal('nonprofit'), Type.Literal('school')],
      { description: 'Kind of actor: company, government or public body, sports league or club, nonprofit, school or university' },
    ),
    language: Type.Enum(LANGUAGES, { description: 'Language the scenario is written in' }),
    understood: Type.Boolean({ description: 'Whether an announced change was found; when not, the report was run on request (force) and its confidence is at most 0.2' }),
    changes: Type.Array(ChangeSummary, { description: 'The announced changes, in text order' }),
    completeness: Unit('How complete the change frames are, 0–1: class, direction, size where it matters, who is affected'),
    object: Text('What the action is about (e.g. "standard plan"); empty when not found'),
    issues: Type.Array(
      Obj(
        {
          type: Text(
            'The change as `<object_class>_<direction>` (e.g. price_up, fee_down, cause_up), one per announced change',
          ),
          label: Text('The issue in words, in the report language'),
          weight: Unit('Weight of the change, 0–1: how sure the reading is × how large the change is (a stated +40 % weighs more than +5 %)'),
          evidence: Evidence('Up to 3 passages that matched'),
        },
        'An announced change with its weight',
      ),
      { description: 'Issue types recognised, strongest first' },
    ),
    stakeholders: Strings('Stakeholder groups the text names: customers, employees, partners, investors, residents'),
    magnitudes: Type.Array(
      Obj(
        {
          kind: Text('percent, money, count, date, duration or price_change'),
          value: Nullable(
            Type.Number(),
            'The number: percent points, currency units or a count; price_change in percent (+50 = a 50 % rise, negative for a cut); null for dates and durations',
          ),
          text: Text('The words it was read from'),
        },
        'A quantity or date read from the text',
      ),
      { description: 'Quantities and dates, in text order' },
    ),
    framing: Type.Array(
      Obj(
        {
          cue: Text(
            'Framing cue: justification, compensation, grandfathering, opt_out (the change can be declined while staying), exit (a way to leave without penalty: cancel, close the account, a refund), phase_in, consultation, apology or hedging',
          ),
          present: Type.Boolean({ description: 'The text uses it' }),
          evidence: Evidence('Up to 3 passages that matched (empty when absent)'),
        },
        'A framing cue and whether the text uses it',
      ),
      { description: 'Every framing cue the engine looks for' },
    ),
    sentiment: Signed('VADER compound sentiment of the text, −1..1'),
    moral_foundations: Type.Record(Type.String(), Unit('Cue density, 0–1'), {
      description: 'Moral-foundation cue profile, each 0–1: care, fairness, loyalty, authority, purity',
    }),
    coverage: Unit('Share of sentences that hold an announced change or a framing cue, 0–1'),
  },
  'What the engine read in the scenario text',
);
export type ScenarioUnderstanding = Static<typeof ScenarioUnderstanding>;

/** How the report was made. */
export const MethodNote = Obj(
  {
    engine: Text('Engine kind: "agent-simulation" (a reader learned from a labelled corpus, then an agent simulation; "rules" before engine 0.4.0)'),
    engine_version: Text('Engine version, e.g. "0.4.0"'),
    seed: Type.Integer({ description: 'Run seed; the same text, options and seed give the same report' }),
    replicates: Type.Integer({ minimum: 1, description: 'Independent replicate worlds averaged' }),
    n_agents: Type.Integer({ minimum: 1, description: 'Simulated people per replicate' }),
    n_rounds: Type.Integer({ minimum: 1, description: 'Rounds simulated' }),
    calibration: Obj(
      {
        mechanism_weights: Type.Record(Type.String(), Type.Number({ exclusiveMinimum: 0, description: 'Multiplier' }), {
          description: "Multiplier of each mechanism's pressure (1 = as the priors give it): fairness, loss, privacy, betrayal, identity, harm, status_quo",
        }),
        pressure_gain: Type.Number({ exclusiveMinimum: 0, description: 'Gain from summed, weighted pressure to stance' }),
        risk_curve: Type.Number({ exclusiveMinimum: 0, description: 'Exponent γ of the monotone risk curve 100·raw^γ (1 = identity)' }),
        reference_weight: Type.Optional(
          Unit('Weight w of the comparable real cases in the risk: (1 − w)·simulated + w·(20·reference severity + 10); 0 = the simulation alone. Since engine 0.3.0'),
        ),
        reference_k: Type.Optional(Type.Integer({ minimum: 1, description: 'Nearest real cases averaged into the reference severity. Since engine 0.3.0' })),
        expected_severity_weight: Type.Optional(
          Unit('Weight w_s of the expected severity in the risk: (1 − w − w_s)·simulated + w·reference + w_s·(20·min(4, expected_severity_scale·expected_severity) + 10). Since engine 0.5.0'),
        ),
        expected_severity_scale: Type.Optional(
          Type.Number({ minimum: 1, maximum: 4, description: 'Factor s on the expected severity before it is blended (real cases sit above the corpus writers\' judgements; fitted on real cases). Since engine 0.6.0' }),
        ),
      },
      'Engine weights in force (fitted on real cases: docs/engine.md "Calibration")',
    ),
    expected_severity: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 4,
        description:
          'Severity 0–4 (0 no notable adverse reaction … 4 severe backlash forcing reversal) that a network trained on a labelled corpus of announcements expects of one written like this; absent when no change was read. Since engine 0.5.0',
      }),
    ),
    sources: Strings('Sources of the population priors and dynamics'),
  },
  'How the report was made',
);
export type MethodNote = Static<typeof MethodNote>;

// ---------------------------------------------------------------------------------------------
// Attached series: forecasts and the combined confidence

/** 80 % and 95 % prediction intervals per step. */
const Intervals = (description: string) =>
  Obj(
    {
      '80': Type.Array(Pair(Type.Number(), '[low, high]'), { description: '80 % prediction interval per step, [low, high]' }),
      '95': Type.Array(Pair(Type.Number(), '[low, high]'), { description: '95 % prediction interval per step, [low, high]' }),
    },
    description,
  );

/** How the simulation moves a series. */
export const ForecastEffect = Obj(
  {
    audience: Type.Literal('customers', { description: "Who the series is taken to count: always the actor's customers" }),
    direction: Text(
      'falls_with_opposition (sales, sign-ups, …) or rises_with_opposition (churn, cancellations, complaints, refunds, …)',
    ),
    matched_term: Nullable(Type.String(), 'The word of the series name or unit that decided the direction; null when none matched'),
    customer_net_stance: Signed('Simulated shift among customers at the last round: awareness × net stance, −1..1 (mean over replicates)'),
    customer_net_stance_80: Type.Array(Type.Number({ minimum: -1, maximum: 1 }), {
      minItems: 2,
      maxItems: 2,
      description: '80 % interval of customer_net_stance across replicates, [low, high]',
    }),
    elasticity: Type.Number({ description: 'Elasticity ε of the series to the customer shift (central value)' }),
    elasticity_range: Type.Array(Type.Number(), { minItems: 2, maxItems: 2, description: 'Range of ε used for the adjusted intervals, [low, high]' }),
    ramp_days: Type.Number({ minimum: 0, description: 'Days over which the effect builds up to full strength' }),
    full_effect_pct: Type.Number({ description: 'Change of the series once the effect is in full, percent (signed): 100 × direction × ε × customer_net_stance' }),
    source: Text('Where ε comes from'),
  },
  "How the simulation moves the series: baseline × (1 ± ε × customer shift × ramp)",
);
export type ForecastEffect = Static<typeof ForecastEffect>;

/** Rolling-origin backtest of the chosen method. */
export const ForecastBacktest = Obj(
  {
    folds: Type.Integer({ minimum: 0, description: 'Rolling origins (folds) used; 0 when the series is too short for one' }),
    horizon: Type.Integer({ minimum: 1, description: 'Validation horizon: steps forecast per fold' }),
    mase: Nullable(Type.Number({ minimum: 0 }), 'Mean absolute scaled error (scale: in-sample seasonal naive); null without folds'),
    smape: Nullable(Type.Number({ minimum: 0, maximum: 200 }), 'Symmetric MAPE, percent 0–200; null without folds'),
    coverage_80: Nullable(Unit('Share'), 'Share of held-out points inside the 80 % interval (cross-fitted), 0–1; null with fewer than 2 folds'),
    coverage_95: Nullable(Unit('Share'), 'Share of held-out points inside the 95 % interval (cross-fitted), 0–1; null with fewer than 2 folds'),
  },
  'Rolling-origin backtest of the chosen method',
);
export type ForecastBacktest = Static<typeof ForecastBacktest>;

/** The fields of a forecast of one attached series. */
const quantitativeForecastProperties = {
  name: Text('Name of the series, as submitted'),
  unit: Nullable(Type.String(), 'Unit of the values; null when not given'),
  frequency: Type.Enum(FREQUENCIES, { description: 'Frequency of the series (given or inferred from timestamps)' }),
  horizon: Type.Integer({ minimum: 1, description: 'Steps forecast' }),
  model: Text(
    'Chosen method: trimmed(scum, theta, damped) (the default combination), scum, one model (seasonal_naive, naive2, ets, ets_seasonal, theta, mstl_ets, mstl_ets_log, arima, ets_auto, ces, auto_arima, dotm, damped), or combination(mean|median|weighted: a, b, …)',
  ),
  timestamps: Type.Optional(
    Type.Array(Type.String({ format: 'date-time' }), {
      description: 'ISO-8601 instant of each forecast step; present only when the series had timestamps (calendar months for monthly, quarterly, yearly data)',
    }),
  ),
  point: Type.Array(Type.Number(), { description: 'Statistical baseline: point forecast per step, in the unit of the series' }),
  intervals: Intervals('Prediction intervals of the baseline'),
  scenario_adjusted: Obj(
    {
      point: Type.Array(Type.Number(), { description: 'Point forecast per step with the simulated reaction applied' }),
      intervals: Intervals('Adjusted intervals: they carry both the ε range and the 80 % range of the customer shift'),
      effect: ForecastEffect,
    },
    'The baseline adjusted by the simulated reaction of customers',
  ),
  backtest: ForecastBacktest,
};

/** Forecast of one attached series. */
export const QuantitativeForecast = Obj(
  quantitativeForecastProperties,
  'Forecast of one attached series: statistical baseline and scenario-adjusted forecast',
);
export type QuantitativeForecast = Static<typeof QuantitativeForecast>;

/** How the confidence was combined when series are attached. */
export const ConfidenceBasis = Obj(
  {
    value: Unit('Combined confidence, 0–1, two decimals (= confidence.value)'),
    simulation: Obj(
      {
        value: Unit('Simulation confidence, 0–1: √(replicate agreement) × text understanding'),
        weight: Unit('Its weight in the combination (0.6)'),
        basis: Text('How the part is computed, in words'),
      },
      'The simulation part',
    ),
    forecast: Obj(
      {
        value: Unit('Forecast skill, 0–1, two decimals: 1 / (1 + backtest MASE), mean over series (0.25 for a series without backtest)'),
        weight: Unit('Its weight in the combination (0.4)'),
        basis: Text('How the part is computed, in words'),
        backtest_mase: Type.Array(Nullable(Type.Number({ minimum: 0 }), 'MASE, or null without backtest'), {
          description: 'Backtest MASE of each attached series, in order (null without backtest)',
        }),
      },
      'The forecast part',
    ),
    method: Text('The combination rule, in words'),
  },
  'Present when series are attached: how confidence.value combines the simulation confidence and forecast skill',
);
export type ConfidenceBasis = Static<typeof ConfidenceBasis>;

/** A real case comparable to the announcement (docs/engine.md "Comparable cases"). */
export const ComparableCase = Obj(
  {
    id: Text('Id of the case in the reference library (data/reference/cases.jsonl)'),
    actor: Text('Who made the change'),
    year: Type.Integer({ description: 'Year of the announcement' }),
    change: Text('The change, one line, in the report\'s language (English where the library has no translation)'),
    outcome: Text('What happened, one line, in the report\'s language (English where the library has no translation)'),
    severity: Type.Integer({ minimum: 0, maximum: 4, description: 'Severity of the real reaction: 0 none, 1 mild grumbling, 2 clear criticism, plan kept, 3 strong backlash or partial walk-back, 4 severe backlash forcing full reversal' }),
    reversed: Type.Boolean({ description: 'Whether the change was reversed' }),
    similarity: Unit('Similarity to the announcement as read, 0–1: class, direction, actor type, affected groups, taking back what people own, identity, and the words the announcement and the case share'),
    shared_words: Type.Optional(
      Type.Array(Text('A word of the case\'s one-line change or actor'), {
        maxItems: 3,
        description: 'Words of the case\'s line that the announcement also uses, rarest first; empty when the case is near only by the kind of change. Since engine 0.9.4',
      }),
    ),
    source: Text('One public source (an address)'),
  },
  'A real case comparable to the announcement',
);
export type ComparableCase = Static<typeof ComparableCase>;

// ---------------------------------------------------------------------------------------------
// The report

const engineReportProperties = {
  report_schema_version: Text(`Version of this report layout (currently "${REPORT_SCHEMA_VERSION}")`),
  scenario_name: Text('Label of the scenario (the job name)'),
  language: Type.Enum(LANGUAGES, { description: 'Language of every text field of the report' }),
  headline: Text('One line: actor, risk level and value, the leading cohort and concern'),
  risk_score: RiskScore,
  confidence: Confidence,
  cohort_breakdowns: Type.Array(CohortBreakdown, { description: 'Every cohort with members, in a fixed order' }),
  failure_modes: Type.Array(FailureMode, { description: 'The 5 mechanisms that account for most risk, largest first' }),
  mitigations: Type.Array(Mitigation, {
    description: 'Measures not yet in the plan (largest reduction first), then those already in it',
  }),
  counter_narratives: Type.Array(CounterNarrative, { maxItems: 3, description: 'Up to 3 stories opponents will tell, widest reach first' }),
  sentiment_trajectory: SentimentTrajectory,
  executive_summary: ExecutiveSummary,
  monitoring_plan: Type.Array(MonitoringSignal, { description: 'One signal per failure mode that the simulation saw happen (likelihood and risk contribution above 0), in the same order' }),
  scenario_understanding: ScenarioUnderstanding,
  method: MethodNote,
  disclaimer: Text('What the report is and is not (a model-based estimate, not a guarantee)'),
  comparable_cases: Type.Optional(
    Type.Array(ComparableCase, {
      maxItems: 3,
      description: 'The nearest real cases of the reference library, most similar first; the risk blends their severity with the simulation (method.calibration.reference_weight). Always present since engine 0.3.0; since engine 0.9.5 only cases at similarity 0.6 or more are listed, so it may be empty when no case is close (the risk still blends the nearest)',
    }),
  ),
  confidence_basis: Type.Optional(ConfidenceBasis),
  quantitative_forecast: Type.Optional(
    Obj(quantitativeForecastProperties, 'Present when series are attached: forecast of the first series (= quantitative_forecasts[0])'),
  ),
  quantitative_forecasts: Type.Optional(
    Type.Array(QuantitativeForecast, { minItems: 1, description: 'Present when series are attached: one forecast per series, in order' }),
  ),
};

/** The report exactly as the engine returns it (`simulate()`, src/engine/index.ts). */
export const EngineReport = Obj(engineReportProperties, 'The report as the engine writes it, before the service adds attribution');
export type EngineReport = Static<typeof EngineReport>;

/** The attribution block the service adds to every report it shows. */
export const Attribution = Obj(
  {
    text: Text('Attribution text, e.g. "Powered by Scenario Sim"'),
    badge_url: Text('Path of the badge image (GET /v1/assets/powered-by.svg)'),
    link: Text('Absolute address of the public documentation the attribution links to'),
  },
  'Attribution to show with the report',
);
export type Attribution = Static<typeof Attribution>;

/** A document an uploaded scenario was read from (docs/api.md "Uploads"). */
export const SourceDocument = Obj(
  {
    index: Type.Integer({ minimum: 0, description: 'Upload order, from 0; passages cite it as `document`' }),
    file: Text('The file name as uploaded'),
    media_type: Text('text/plain, text/markdown, text/html, application/pdf or the DOCX type'),
    bytes: Type.Integer({ minimum: 0, description: 'Size of the file' }),
    sha256: Text('SHA-256 of the file, lowercase hex'),
    pages: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Pages (PDF only)' }),
    start: Type.Integer({ minimum: 0, description: 'Where its text starts in the scenario text (UTF-16 offset)' }),
    end: Type.Integer({ minimum: 0, description: 'Where its text ends (exclusive)' }),
  },
  'An uploaded document and where its text sits in the scenario text',
);

/** The report as callers receive it: the engine's report plus attribution (and sandbox marking). */
export const Report = Type.Object(
  {
    ...engineReportProperties,
    documents: Type.Optional(Type.Array(SourceDocument, { description: 'Uploaded scenarios only: the documents the text was read from, in upload order' })),
    sandbox: Type.Optional(Type.Boolean({ description: 'true on reports of sandbox tenants; absent otherwise' })),
    share_url: Type.Optional(
      Nullable(
        Type.String(),
        "Address of the report's hosted page (GET /v1/r/{token}; the token is 256 random bits); null after DELETE /v1/scenarios/{id}/share",
      ),
    ),
    attribution: Attribution,
  },
  {
    $id: 'Report',
    additionalProperties: false,
    description: 'The simulation report. Scores are model-based probabilistic estimates, not guarantees.',
  },
);
export type Report = Static<typeof Report>;

/** Answer of `POST` and `DELETE /v1/scenarios/{scenario_id}/share`. */
export const ShareState = Type.Object(
  {
    scenario_id: Type.String({ description: 'The scenario (job) id' }),
    share_url: Nullable(Type.String(), 'The live hosted-page address; null when none is live'),
    revoked: Type.Integer({ minimum: 0, description: 'Addresses revoked by this request' }),
  },
  { additionalProperties: false, description: "State of a report's hosted-page address" },
);
export type ShareState = Static<typeof ShareState>;
