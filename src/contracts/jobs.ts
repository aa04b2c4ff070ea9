/**
 * Jobs and scenarios (docs/api.md "Job / scenario", "Job submission response", "Status body",
 * "Series"): submission bodies, the submission response and the status body.
 */
import { Type, type Static } from 'typebox';
import { AGENTS, AUDIENCE, FREQUENCIES, MAX_NAME_CHARS, MAX_SCENARIO_CHARS, ROUNDS, SEED, SERIES } from './limits.js';
import { NOT_BLANK, NullableTimestamp, Timestamp } from './common.js';

/** One attached numeric series (docs/api.md "Series"). */
export const SeriesPayload = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: SERIES.maxNameChars, description: 'What the series counts, e.g. "weekly sales"; churn-like names rise with backlash' }),
    values: Type.Array(Type.Number(), { minItems: SERIES.minValues, maxItems: SERIES.maxValues, description: 'Observations, oldest first (finite numbers)' }),
    timestamps: Type.Optional(
      Type.Array(Type.String({ minLength: 4, maxLength: 40 }), { maxItems: SERIES.maxValues, description: 'ISO-8601, one per value, strictly increasing' }),
    ),
    frequency: Type.Optional(Type.Enum(FREQUENCIES, { description: 'Inferred from timestamps when absent' })),
    season_length: Type.Optional(
      Type.Integer({ minimum: SERIES.seasonLength.min, maximum: SERIES.seasonLength.max, description: "Overrides the frequency's season length, in steps" }),
    ),
    horizon: Type.Optional(
      Type.Integer({ minimum: SERIES.horizon.min, maximum: SERIES.horizon.max, description: "Steps to forecast; default M4's for the frequency (H 48, D 14, W 13, M 18, Q 8, Y 6)" }),
    ),
    unit: Type.Optional(Type.String({ maxLength: SERIES.maxUnitChars, description: 'Unit of the values, e.g. "orders"' })),
  },
  { additionalProperties: false },
);
export type SeriesPayload = Static<typeof SeriesPayload>;

/**
 * What the caller knows of the actor's customers (docs/api.md "Job / scenario", docs/decisions.md
 * "Audience"): shifts the simulated customers (not the general public) toward it. Every part is
 * optional; the engine's `AudienceInput` is the same type (test/contracts/jobs.test.ts).
 */
export const Audience = Type.Object(
  {
    ideology_lean: Type.Optional(
      Type.Number({
        minimum: AUDIENCE.ideologyLean.min,
        maximum: AUDIENCE.ideologyLean.max,
        description: 'Political lean of the customers, from -1 (strongly progressive) through 0 (centrist) to 1 (strongly conservative)',
      }),
    ),
    age_band: Type.Optional(Type.Enum(AUDIENCE.ageBands, { description: 'The age band most customers are in; it then holds about 60 % of them' })),
    urbanicity: Type.Optional(Type.Enum(AUDIENCE.urbanicity, { description: 'Where most customers live' })),
    price_sensitivity: Type.Optional(
      Type.Number({
        minimum: AUDIENCE.priceSensitivity.min,
        maximum: AUDIENCE.priceSensitivity.max,
        description: "How much price matters to the customers, from 0 (not at all) to 1 (very much); about 0.7 is the public's average",
      }),
    ),
  },
  { additionalProperties: false, description: "Optional description of the actor's customers; the simulated customers shift toward it, the general public does not" },
);
export type Audience = Static<typeof Audience>;

const submissionFields = {
  scenario: Type.String({ minLength: 1, maxLength: MAX_SCENARIO_CHARS, pattern: NOT_BLANK, description: 'The announcement, as pasted text (not only white space)' }),
  n_agents: Type.Optional(
    Type.Integer({ minimum: AGENTS.min, maximum: AGENTS.max, default: AGENTS.default, description: 'Synthetic people per replicate' }),
  ),
  n_rounds: Type.Optional(Type.Integer({ minimum: ROUNDS.min, maximum: ROUNDS.max, default: ROUNDS.default, description: 'Rounds; each is one batch' })),
  seed: Type.Optional(
    Type.Integer({ minimum: SEED.min, maximum: SEED.max, description: `Same text, options and seed give the same report (default ${SEED.default})` }),
  ),
  lang: Type.Optional(
    Type.String({
      minLength: 2,
      maxLength: 35,
      description: "Report language: en or es; others fall back to en. Default: the scenario text's language as the engine reads it (en or es, else en)",
    }),
  ),
  white_label_domain: Type.Optional(
    Type.String({
      maxLength: 253,
      pattern: '^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$',
      description: 'Domain of a white-label hosted page',
    }),
  ),
  audience: Type.Optional(Audience),
  force: Type.Optional(
    Type.Boolean({
      description:
        'Run even when no announced change is found in scenario (otherwise a 422 scenario_not_understood, nothing charged); the report then says so and its confidence is at most 0.2. Default false',
    }),
  ),
  series: Type.Optional(
    Type.Union([SeriesPayload, Type.Array(SeriesPayload, { minItems: 1, maxItems: SERIES.maxCount })], {
      description: `Optional numeric series: one object or an array of up to ${SERIES.maxCount}`,
    }),
  ),
};

const Name = Type.String({ minLength: 1, maxLength: MAX_NAME_CHARS, pattern: NOT_BLANK, description: 'A label for the job (not only white space)' });

/** `POST /v1/jobs` body. */
export const JobSubmission = Type.Object({ name: Name, ...submissionFields }, { additionalProperties: false, $id: 'JobSubmission' });
export type JobSubmission = Static<typeof JobSubmission>;

/** `POST /v1/scenarios` body: as a job, with `name` optional (the first words stand in). */
export const ScenarioSubmission = Type.Object(
  { name: Type.Optional(Name), ...submissionFields },
  { additionalProperties: false, $id: 'ScenarioSubmission' },
);
export type ScenarioSubmission = Static<typeof ScenarioSubmission>;

/**
 * `POST /v1/scenarios` as `multipart/form-data` (docs/api.md "Uploads"): one or more `files` parts
 * (.txt, .md, .html, .pdf, .docx) and the JSON form's fields as text parts (numbers as decimal text,
 * `audience` as JSON, `series` as JSON or CSV); an optional `scenario` part is pasted text placed
 * before the documents. As validated, `files` holds the files' names (the bytes are read apart).
 */
export const ScenarioUploadForm = Type.Object(
  {
    files: Type.Array(Type.String({ format: 'binary', description: 'A document: .txt, .md, .html, .pdf or .docx' }), {
      minItems: 1,
      description: 'The documents, in reading order (part name "files", repeated); their texts are joined with a blank line',
    }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_NAME_CHARS, pattern: NOT_BLANK, description: "A label for the job (default: the first file's name)" })),
    scenario: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_SCENARIO_CHARS, description: 'Optional pasted text, placed before the documents' })),
    ...Object.fromEntries(Object.entries(submissionFields).filter(([k]) => k !== 'scenario' && k !== 'series')),
    series: Type.Optional(
      Type.Union([SeriesPayload, Type.Array(SeriesPayload, { minItems: 1, maxItems: SERIES.maxCount })], {
        description: `Optional numeric series: JSON (one object or an array of up to ${SERIES.maxCount}), or CSV with a header row (a first column of timestamps, then one column per series)`,
      }),
    ),
  },
  { additionalProperties: false },
);

const urls = {
  status_url: Type.String({ description: 'Path of the status endpoint' }),
  report_url: Type.String({ description: 'Path of the report endpoint (404 report_not_ready until completed)' }),
};

/** The 202 answer to a submission (docs/api.md "Job submission response"). */
export const JobSubmitted = Type.Object(
  {
    job_id: Type.String({ description: 'Job id' }),
    scenario_id: Type.String({ description: 'Equal to job_id: the same record' }),
    status: Type.Literal('queued', { description: 'Always queued at submission' }),
    paid_via: Type.Literal('wallet', { description: 'Always wallet' }),
    sim_cost_usd: Type.Number({ description: 'Price deducted (USD)' }),
    balance_remaining: Type.Number({ description: 'Wallet balance after the charge (USD)' }),
    ...urls,
  },
  { additionalProperties: false, $id: 'JobSubmitted' },
);
export type JobSubmitted = Static<typeof JobSubmitted>;

/** Job states (docs/api.md "States and transitions"). */
export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type JobStatusValue = (typeof JOB_STATUSES)[number];

/** The status body (docs/api.md "Status body"). */
export const JobStatus = Type.Object(
  {
    job_id: Type.String({ description: 'Job id' }),
    scenario_id: Type.String({ description: 'Equal to job_id' }),
    name: Type.String({ description: 'The label given at submission' }),
    status: Type.Enum(JOB_STATUSES, { description: 'queued → running → completed, or failed (refunded)' }),
    progress: Type.Object(
      {
        current_round: Type.Integer({ minimum: 0, description: 'Rounds finished (0 before the first)' }),
        total_rounds: Type.Integer({ minimum: 1, description: 'Rounds asked for' }),
        percent: Type.Integer({ minimum: 0, maximum: 100, description: 'current_round / total_rounds, in percent' }),
        batch_id: Type.Union([Type.String(), Type.Null()], { description: 'Engine batch of the current round (e.g. r2-8x1000), or of the analysis runs after the last round' }),
      },
      { additionalProperties: false, description: 'Batch progress' },
    ),
    estimated_completion: NullableTimestamp('Estimated end, from the pace of finished rounds; null once failed'),
    created_at: Timestamp,
    started_at: NullableTimestamp('First start by a worker'),
    completed_at: NullableTimestamp('When it completed or failed'),
    failure: Type.Union(
      [
        Type.Object(
          {
            code: Type.String({ description: 'engine_error, engine_crashed, invalid_scenario, worker_lost or timeout' }),
            message: Type.String({ description: 'What went wrong' }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: 'Why a failed job failed (its price was refunded); null otherwise' },
    ),
    ...urls,
  },
  { additionalProperties: false, $id: 'JobStatus' },
);
export type JobStatus = Static<typeof JobStatus>;

/** `GET /v1/scenarios`. */
export const ScenarioList = Type.Object(
  { scenarios: Type.Array(Type.Ref('JobStatus'), { description: 'Newest first' }) },
  { additionalProperties: false },
);
