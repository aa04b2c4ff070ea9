/** The engine as a pure function: determinism, every field, responsiveness to the text, languages. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EngineInputError, simulate, runScenario, type EngineInput } from '../../src/engine/index.js';
import { extractFeatures } from '../../src/engine/text/features.js';
import { AGENTS, ROUNDS } from '../../src/contracts/limits.js';
import { NO_CHANGE_TEXT } from '../fixtures/no-change.js';

const PRICE =
  'Acme Streaming will raise the price of its standard plan from $10 to $14 a month for all existing subscribers, effective immediately. The basic plan will no longer be offered.';
/** A text that announces nothing (the learned reader reads "X is open from nine to five" as a change: test/probes). */
const NEUTRAL = NO_CHANGE_TEXT;
const input = (scenario: string, extra: Partial<EngineInput> = {}): EngineInput => ({ scenario, name: 't', nAgents: 400, nRounds: 4, seed: 7, lang: 'en', ...extra });

describe('engine', () => {
  it('gives a byte-identical report for the same input and seed', () => {
    const a = JSON.stringify(simulate(input(PRICE)));
    const b = JSON.stringify(simulate(input(PRICE)));
    assert.equal(a, b);
  });

  it('gives different quotes but the same risk within the stated intervals for different seeds', () => {
    const a = simulate(input(PRICE, { seed: 1, nAgents: 1000 }));
    const b = simulate(input(PRICE, { seed: 2, nAgents: 1000 }));
    const quotes = (r: typeof a) => r.cohort_breakdowns.flatMap((c) => c.quotes.map((q) => q.text + q.persona)).join('|');
    assert.notEqual(quotes(a), quotes(b));
    const width = (r: typeof a) => r.risk_score.interval_80[1] - r.risk_score.interval_80[0];
    assert.ok(Math.abs(a.risk_score.value - b.risk_score.value) <= width(a) + width(b) + 1, `${a.risk_score.value} vs ${b.risk_score.value}`);
    assert.equal(a.risk_score.level, b.risk_score.level);
  });

  it('fills every report field, with exactly five failure modes and distinct synthetic quotes per cohort', () => {
    const r = simulate(input(PRICE));
    assert.equal(r.report_schema_version, '1.1');
    assert.ok(r.headline.includes('Acme Streaming'));
    assert.ok(r.risk_score.value >= 0 && r.risk_score.value <= 100);
    assert.ok(r.confidence.value >= 0 && r.confidence.value <= 1);
    assert.equal(r.failure_modes.length, 5);
    assert.ok(r.cohort_breakdowns.length >= 6 && r.cohort_breakdowns.length <= 10);
    for (const c of r.cohort_breakdowns) {
      assert.equal(new Set(c.quotes.map((q) => q.text)).size, c.quotes.length, `duplicate quote in ${c.cohort}`);
      assert.ok(c.quotes.every((q) => q.synthetic === true));
    }
    assert.equal(r.sentiment_trajectory.rounds.length, 4);
    assert.ok(r.mitigations.length > 0);
    assert.ok(r.mitigations.every((m) => m.expected_risk_reduction >= 0));
    assert.ok(r.executive_summary.summary.length > 50);
    // One signal per failure mode the simulation saw happen, in the same order; a shared signal once.
    const seen = r.failure_modes.filter((f) => f.likelihood > 0 && f.risk_contribution > 0).map((f) => f.id);
    assert.ok(seen.length > 0, 'a harsh price rise has failure modes that happen');
    const watched = r.monitoring_plan.map((m) => m.failure_mode);
    assert.deepEqual(watched, seen.filter((id) => watched.includes(id)), 'monitoring follows the failure modes that happen, in order');
    assert.ok(watched.length > 0 && watched[0] === seen[0]);
    assert.equal(new Set(r.monitoring_plan.map((m) => m.signal)).size, r.monitoring_plan.length, 'no signal listed twice');
    assert.ok(r.risk_score.drivers.some((d) => d.evidence.length > 0), 'drivers cite the text');
    assert.ok(r.disclaimer.includes('not a guarantee'));
  });

  it('responds to the text: a harsh price rise is riskier than a neutral notice, which has low confidence', () => {
    const harsh = simulate(input(PRICE));
    const neutral = simulate(input(NEUTRAL));
    assert.ok(harsh.risk_score.value > neutral.risk_score.value + 20, `${harsh.risk_score.value} vs ${neutral.risk_score.value}`);
    assert.equal(neutral.risk_score.level, 'low');
    assert.equal(neutral.confidence.label, 'low');
    assert.notEqual(harsh.headline, neutral.headline);
  });

  it('writes the report in Spanish when asked', () => {
    const r = simulate(input(PRICE, { lang: 'es' }));
    assert.equal(r.language, 'es');
    assert.match(r.disclaimer, /no una garantía/);
    assert.ok(r.cohort_breakdowns.some((c) => c.label === 'Clientes habituales'));
  });

  it('yields one progress step per round, then one per counterfactual run, then the report', () => {
    const run = runScenario(input(PRICE, { nRounds: 3 }));
    const steps: { round: number; batchId: string }[] = [];
    for (;;) {
      const s = run.next();
      if (s.done) {
        assert.ok(s.value.headline);
        break;
      }
      steps.push(s.value);
      assert.equal(s.value.totalRounds, 3);
    }
    assert.deepEqual(steps.slice(0, 3).map((s) => s.round), [1, 2, 3]);
    assert.ok(steps.length > 3);
    assert.ok(steps.slice(3).every((s) => s.round === 3 && /^analysis-\d+-of-\d+$/.test(s.batchId)));
  });

  it('stays byte-identical with an attached series, and adds the forecast fields only then', () => {
    const series = [{ name: 'monthly sales', unit: null, frequency: 'monthly' as const, seasonLength: null, horizon: 6, values: Array.from({ length: 48 }, (_, t) => 500 + 3 * t + 40 * Math.sin((2 * Math.PI * t) / 12) + 10 * Math.sin(t * 1.7)), timestamps: null }];
    const a = simulate(input(PRICE, { series }));
    assert.equal(JSON.stringify(a), JSON.stringify(simulate(input(PRICE, { series }))));
    assert.equal(a.quantitative_forecasts!.length, 1);
    assert.equal(a.quantitative_forecast!.point.length, 6);
    assert.ok(a.confidence_basis);
    const plain = simulate(input(PRICE));
    assert.ok(!('quantitative_forecast' in plain) && !('confidence_basis' in plain));
  });

  it('writes the confidence basis of a report with a series in the report language', () => {
    const series = [{ name: 'ventas mensuales', unit: null, frequency: 'monthly' as const, seasonLength: null, horizon: 6, values: Array.from({ length: 36 }, (_, t) => 100 + t + 10 * Math.sin((2 * Math.PI * t) / 12)), timestamps: null }];
    const es = simulate(input(PRICE, { series, lang: 'es', nAgents: 200 })).confidence_basis!;
    assert.equal(es.method, 'confianza = 0.6 × confianza de la simulación + 0.4 × capacidad predictiva');
    assert.match(es.simulation.basis, /réplicas/);
    const en = simulate(input(PRICE, { series, nAgents: 200 })).confidence_basis!;
    assert.equal(en.method, 'confidence = 0.6 × simulation confidence + 0.4 × forecast skill');
  });

  it('refuses an empty scenario', () => {
    assert.throws(() => simulate(input('   ')), EngineInputError);
  });

  it('refuses sizes outside the service limits (src/contracts/limits.ts)', () => {
    assert.throws(() => simulate(input(PRICE, { nAgents: AGENTS.max + 1 })), { name: 'EngineInputError', message: `n_agents must be between ${AGENTS.min} and ${AGENTS.max}` });
    assert.throws(() => simulate(input(PRICE, { nAgents: AGENTS.min - 1 })), EngineInputError);
    assert.throws(() => simulate(input(PRICE, { nRounds: ROUNDS.max + 1 })), /n_rounds must be between/);
    assert.throws(() => simulate(input(PRICE, { replicates: 0 })), /replicates must be between/);
  });
});

describe('featurizer', () => {
  it('reads the actor, the relative price change and the announced changes with their spans', () => {
    const f = extractFeatures(PRICE);
    assert.equal(f.actor, 'Acme Streaming');
    assert.equal(f.actorType, 'company');
    assert.ok(Math.abs((f.priceChange ?? 0) - 0.4) < 1e-9);
    const types = f.issues.map((i) => i.type);
    assert.ok(types.includes('price_up'), types.join());
    const span = f.issues.find((i) => i.type === 'price_up')!.spans[0]!;
    assert.equal(PRICE.slice(span.start, span.end), span.text);
  });

  it('finds no announced change in a neutral text', () => {
    const f = extractFeatures(NEUTRAL);
    assert.deepEqual(f.issues, []);
    assert.equal(f.understanding.understood, false);
  });
});
