/**
 * The report contract (src/contracts/report.ts) against what the engine really writes: real
 * reports for varied scenarios validate, every object is closed and every field described, and
 * the engine's `Report` type and `Static<typeof EngineReport>` are mutually assignable.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Static } from 'typebox';
import { simulate, type EngineInput, type Report as EngineReportType } from '../../src/engine/index.js';
import { Attribution, EngineReport, Report } from '../../src/contracts/report.js';
import { REPORT_SCHEMA_VERSION } from '../../src/contracts/limits.js';

// Compile-time: the schema's type and the engine's type are the same (tsc --noEmit fails otherwise).
const fromEngine: Static<typeof EngineReport> = {} as EngineReportType;
const toEngine: EngineReportType = {} as Static<typeof EngineReport>;
const presented: Static<typeof Report> = { ...({} as EngineReportType), attribution: {} as Static<typeof Attribution> };
void [fromEngine, toEngine, presented];

type SeriesInput = NonNullable<EngineInput['series']>[number];

const PRICE_RISE = readFileSync(new URL('../fixtures/price-rise.txt', import.meta.url), 'utf8');
const PRICE_CUT =
  'Acme Streaming will lower the price of its standard plan from $14 to $10 a month for all subscribers, starting in March. Existing subscribers will keep their current features.';
const PRIVACY =
  'Photon Social will update its terms of service so that user posts and photos can be used to train its AI models and shared with advertising partners. Users can opt out in their settings.';
const LAYOFF =
  'Globex Corporation will lay off 1,200 employees and close three factories in Ohio over the next six months to cut costs. Affected workers will receive severance.';
const CAUSE =
  'Brightside Beer will partner with a transgender influencer for a Pride month campaign celebrating diversity and inclusion, and will donate 5% of sales to LGBTQ charities.';

const DAY = 86_400_000;
const isoSteps = (n: number, start: number, step: (i: number) => number) => Array.from({ length: n }, (_, i) => new Date(start + step(i)).toISOString());
const wave = (n: number, level: number, period: number, trend = 0) =>
  Array.from({ length: n }, (_, i) => Math.round((level + trend * i + 0.1 * level * Math.sin((2 * Math.PI * i) / period) + ((i * 7) % 5)) * 100) / 100);

const series = (s: Partial<SeriesInput> & Pick<SeriesInput, 'name' | 'frequency' | 'values'>): SeriesInput => ({
  unit: null,
  seasonLength: null,
  horizon: 6,
  timestamps: null,
  ...s,
});

const WEEKLY_SALES = series({
  name: 'weekly sales',
  unit: 'orders',
  frequency: 'weekly',
  horizon: 4,
  values: wave(60, 500, 13, 1.5),
  timestamps: isoSteps(60, Date.UTC(2024, 0, 1), (i) => i * 7 * DAY),
});
const MONTHLY_REVENUE = series({
  name: 'monthly revenue',
  unit: 'USD',
  frequency: 'monthly',
  values: wave(36, 120_000, 12, 800),
  timestamps: Array.from({ length: 36 }, (_, i) => new Date(Date.UTC(2022, i, 1)).toISOString()),
});
const DAILY_CANCELLATIONS = series({ name: 'daily cancellations', frequency: 'daily', horizon: 14, values: wave(70, 40, 7) });
const QUARTERLY_SUBSCRIBERS = series({ name: 'subscribers', unit: 'accounts', frequency: 'quarterly', seasonLength: 4, horizon: 4, values: wave(20, 9000, 4, 150) });
/** Shorter than any backtest fold: the nullable backtest fields are null. */
const TINY_YEARLY = series({ name: 'yearly members', frequency: 'yearly', horizon: 2, values: [10, 12, 13] });

const base = (scenario: string, extra: Partial<EngineInput> = {}): EngineInput => ({
  scenario,
  name: 'contract test',
  nAgents: 200,
  nRounds: 3,
  seed: 11,
  lang: 'en',
  ...extra,
});

const CASES: [string, EngineInput][] = [
  ['price rise', base(PRICE_RISE, { nRounds: 4 })],
  ['price cut with grandfathering', base(PRICE_CUT, { nRounds: 2 })],
  ['data and privacy change with opt-out', base(PRIVACY)],
  ['layoff', base(LAYOFF, { nRounds: 4, seed: 3 })],
  ['cause partnership', base(CAUSE, { nRounds: 2 })],
  ['Spanish report', base(PRICE_RISE, { lang: 'es' })],
  ['one weekly series with timestamps', base(PRICE_RISE, { nRounds: 2, series: [WEEKLY_SALES] })],
  ['three series of different frequencies', base(PRIVACY, { series: [MONTHLY_REVENUE, DAILY_CANCELLATIONS, QUARTERLY_SUBSCRIBERS] })],
  ['a series too short to backtest', base(LAYOFF, { nRounds: 2, series: [TINY_YEARLY] })],
];

function compile(schema: object): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: false });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  return ajv.compile(schema);
}

const errorsOf = (v: ValidateFunction) => JSON.stringify(v.errors?.slice(0, 5), null, 1);

/** The report as it travels (stored as JSON, served as JSON). */
const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

const ATTRIBUTION: Static<typeof Attribution> = { text: 'Powered by Scenario Sim', badge_url: '/v1/assets/powered-by.svg', link: 'http://localhost:8000/v1/docs' };

describe('report contract', () => {
  const reports = new Map(CASES.map(([name, input]) => [name, simulate(input)]));
  const validateEngine = compile(EngineReport);
  const validateReport = compile(Report);

  for (const [name] of CASES) {
    it(`validates the engine's report: ${name}`, () => {
      const report = reports.get(name)!;
      assert.equal(validateEngine(report), true, errorsOf(validateEngine));
      assert.equal(validateEngine(wire(report)), true, errorsOf(validateEngine));
    });
  }

  it('covers the cases it claims (languages, series, frames in the plan, null backtests)', () => {
    const r = (name: string) => reports.get(name)!;
    for (const report of reports.values()) assert.equal(report.report_schema_version, REPORT_SCHEMA_VERSION);
    assert.equal(r('Spanish report').language, 'es');
    assert.equal(r('price rise').quantitative_forecasts, undefined);
    assert.equal(r('one weekly series with timestamps').quantitative_forecasts?.length, 1);
    assert.ok(r('one weekly series with timestamps').quantitative_forecast?.timestamps);
    const three = r('three series of different frequencies').quantitative_forecasts!;
    assert.deepEqual(three.map((f) => f.frequency), ['monthly', 'daily', 'quarterly']);
    assert.equal(three[1]!.scenario_adjusted.effect.direction, 'rises_with_opposition');
    assert.equal(three[1]!.timestamps, undefined);
    assert.equal(r('a series too short to backtest').quantitative_forecast?.backtest.mase, null);
    assert.ok([...reports.values()].some((x) => x.mitigations.some((m) => m.already_in_plan)));
  });

  it('accepts a presented report (attribution, sandbox) and refuses unknown or missing fields', () => {
    const report = wire(reports.get('three series of different frequencies')!);
    assert.equal(validateReport({ ...report, attribution: ATTRIBUTION }), true, errorsOf(validateReport));
    assert.equal(validateReport({ ...report, sandbox: true, attribution: ATTRIBUTION }), true, errorsOf(validateReport));
    // The engine's report alone has no attribution.
    assert.equal(validateReport(report), false);
    assert.ok(validateReport.errors?.some((e) => e.keyword === 'required' && e.params.missingProperty === 'attribution'));
    assert.equal(validateEngine({ ...report, attribution: ATTRIBUTION }), false, 'EngineReport has no attribution');

    // additionalProperties: false bites at nested levels too.
    const nested = wire(report) as any;
    nested.cohort_breakdowns[0].stance.extra = 1;
    assert.equal(validateReport({ ...nested, attribution: ATTRIBUTION }), false);
    assert.ok(validateReport.errors?.some((e) => e.keyword === 'additionalProperties' && e.instancePath === '/cohort_breakdowns/0/stance'));
    const deep = wire(report) as any;
    deep.quantitative_forecasts[2].scenario_adjusted.effect.note = 'x';
    assert.equal(validateEngine(deep), false);
    assert.equal(validateReport({ ...report, attribution: { ...ATTRIBUTION, extra: true } }), false);

    // Enums, tuples and ranges are checked.
    const bad = wire(report) as any;
    bad.risk_score.level = 'extreme';
    bad.risk_score.interval_80 = [1, 2, 3];
    bad.sentiment_trajectory.rounds[0].support = 1.5;
    assert.equal(validateEngine(bad), false);
    const paths = validateEngine.errors!.map((e) => e.instancePath);
    for (const p of ['/risk_score/level', '/risk_score/interval_80', '/sentiment_trajectory/rounds/0/support']) assert.ok(paths.includes(p), p);
  });

  it('closes every object and describes every field; only Report has an $id', () => {
    for (const [name, schema] of [['EngineReport', EngineReport], ['Report', Report]] as const) {
      const problems: string[] = [];
      const ids: string[] = [];
      const walk = (node: any, path: string) => {
        if (!node || typeof node !== 'object') return;
        if (node.$id) ids.push(path);
        if (node.type === 'object') {
          const isRecord = node.patternProperties && !node.properties;
          if (!isRecord && node.additionalProperties !== false) problems.push(`${path}: additionalProperties is not false`);
          for (const [key, prop] of Object.entries<any>(node.properties ?? {})) {
            if (typeof prop.description !== 'string' || !prop.description.trim()) problems.push(`${path}.${key}: no description`);
            walk(prop, `${path}.${key}`);
          }
          for (const [key, prop] of Object.entries<any>(node.patternProperties ?? {})) walk(prop, `${path}[${key}]`);
        }
        if (node.items) walk(node.items, `${path}[]`);
        for (const alt of node.anyOf ?? []) walk(alt, path);
      };
      walk(wire(schema), name);
      assert.deepEqual(problems, []);
      assert.deepEqual(ids, name === 'Report' ? ['Report'] : []);
    }
    assert.ok(JSON.stringify(Report).includes('"additionalProperties":false'));
  });
});
