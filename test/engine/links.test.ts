/**
 * The links engine (src/engine/links): replicate risks reproduce the stored run, the probability of
 * being best, the cross-analysis in both modes and both languages (against its wire schema), the
 * re-rendering of members, and the Decision Tiebreaker.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { crossAnalyze, linkCatalog, LINK, probabilityBest, renderMember, replicateRisks, runTiebreaker, simulate, TIEBREAKER, type EngineInput, type RenderedMember } from '../../src/engine/index.js';
import { CrossAnalysis } from '../../src/contracts/links.js';
import { es as esCatalog } from '../../src/engine/i18n/es.js';
import { en as enCatalog } from '../../src/engine/i18n/en.js';
import { catalogStrings, PRICE_VERSIONS, templatesRegex } from '../fixtures/link-scenarios.js';

const ajv = new Ajv({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv) => void)(ajv);
const validateAnalysis = ajv.compile(CrossAnalysis);

const inputOf = (scenario: string, name: string, lang: 'en' | 'es' = 'en'): EngineInput => ({ scenario, name, nAgents: 400, nRounds: 4, seed: 3, lang });
const members: RenderedMember[] = Object.entries(PRICE_VERSIONS).map(([name, text], i) => {
  const input = inputOf(text, name, i === 1 ? 'es' : 'en');
  return renderMember({ scenario_id: `m${i}`, name, input, stored_report: simulate(input) });
});
const inLang = (lang: 'en' | 'es') => members.map((m) => ({ scenario_id: m.scenario_id, name: m.name, report: m.reports[lang], replicate_risks: m.replicate_risks }));

describe('links engine', () => {
  it('replicate risks are the stored run\'s: their mean rounds to risk_score.value', () => {
    for (const [name, text] of Object.entries(PRICE_VERSIONS)) {
      const input = inputOf(text, name);
      const risks = replicateRisks(input);
      assert.equal(risks.length, 8);
      const mean = risks.reduce((a, b) => a + b, 0) / risks.length;
      assert.equal(Math.round(mean), simulate(input).risk_score.value, name);
    }
  });

  it('probability_best: exact on small cases, sums to 1, ties split', () => {
    assert.deepEqual(probabilityBest([[1, 2], [3, 4]]), [1, 0]);
    assert.deepEqual(probabilityBest([[5], [5]]), [0.5, 0.5]);
    // a = [1, 4], b = [2, 3]: a lowest in (1,2), (1,3); b in (4,2), (4,3) → 0.5 each.
    assert.deepEqual(probabilityBest([[1, 4], [2, 3]]), [0.5, 0.5]);
    const p = probabilityBest([[10, 20, 30], [15, 25], [12, 40, 50, 60]]);
    assert.ok(Math.abs(p.reduce((a, b) => a + b, 0) - 1) < 1e-12);
    assert.throws(() => probabilityBest([[1], []]));
  });

  it('members are re-rendered in each language from the same run: same figures, texts from each catalog', () => {
    for (const m of members) {
      const { en, es } = m.reports;
      assert.equal(en.language, 'en');
      assert.equal(es.language, 'es');
      assert.equal(en.risk_score.value, es.risk_score.value);
      assert.deepEqual(en.failure_modes.map((f) => [f.id, f.risk_contribution]), es.failure_modes.map((f) => [f.id, f.risk_contribution]));
      assert.deepEqual(en.mitigations.map((f) => [f.id, f.expected_risk_reduction]), es.mitigations.map((f) => [f.id, f.expected_risk_reduction]));
      assert.equal(es.disclaimer, esCatalog.disclaimer);
      assert.equal(en.disclaimer, enCatalog.disclaimer);
    }
    // The stored report is kept as it was for its own language (member 1 ran in Spanish).
    assert.equal(members[1]!.reports.es.language, 'es');
  });

  it('ranked: orders by mean risk, names the winner with reasons from the catalog, matches the wire schema', () => {
    const a = crossAnalyze(inLang('en'), 'ranked', 'en');
    assert.ok(validateAnalysis(a), JSON.stringify(validateAnalysis.errors));
    const means = a.members.map((m) => m.risk.value);
    const ranked = a.ranking!.map((id) => a.members.find((m) => m.scenario_id === id)!.risk.value);
    assert.deepEqual(ranked, [...means].sort((x, y) => x - y));
    assert.equal(a.winner!.scenario_id, a.ranking![0]);
    assert.equal(a.members.find((m) => m.scenario_id === a.ranking![0])!.rank, 1);
    const reasons = templatesRegex(catalogStrings(linkCatalog('en').reasons));
    for (const r of a.winner!.reasons) assert.match(r, reasons);
    assert.match(a.plain_language_summary, templatesRegex(catalogStrings(linkCatalog('en').summary)));
    // margin is taken on the unrounded means: within rounding of the shown values' difference.
    assert.ok(Math.abs(a.margin - (ranked[1]! - ranked[0]!)) <= 0.1 + 1e-9, `${a.margin} vs ${ranked[1]! - ranked[0]!}`);
    assert.equal(a.close_call, a.margin < LINK.closeCallPoints);
    // The bare rise carries the highest risk of the three versions.
    assert.equal(a.ranking![2], 'm0');
  });

  it('compare: no winner, probability_best from the replicates, Spanish texts from the Spanish catalogs', () => {
    const a = crossAnalyze(inLang('es'), 'compare', 'es');
    assert.ok(validateAnalysis(a), JSON.stringify(validateAnalysis.errors));
    assert.equal(a.winner, null);
    assert.equal(a.ranking, null);
    assert.ok(a.members.every((m) => m.rank === null));
    const p = probabilityBest(members.map((m) => m.replicate_risks));
    assert.deepEqual(a.members.map((m) => m.probability_best), p.map((x) => Math.round(x * 1000) / 1000));
    assert.match(a.plain_language_summary, templatesRegex(catalogStrings(linkCatalog('es').summary)));
    assert.doesNotMatch(a.plain_language_summary, templatesRegex(catalogStrings(linkCatalog('en').summary)));
    const esStrings = new Set(catalogStrings(esCatalog));
    // Mitigations and failure modes are worded from each member's own change (issue 21): they come from the members' Spanish reports.
    const esReports = inLang('es').map((m) => m.report);
    for (const m of a.mitigations) assert.ok(esReports.some((r) => r.mitigations.some((x) => x.action === m.action)), m.action);
    for (const f of [...a.failure_modes.shared, ...a.failure_modes.avoided]) assert.ok(esReports.some((r) => r.failure_modes.some((x) => x.title === f.title)), f.title);
    for (const c of a.opposition_by_cohort) assert.ok(esStrings.has(c.label), c.label);
    for (const m of a.members) assert.ok(Object.values(linkCatalog('es').levels).includes(m.risk.level as never));
  });

  it('forecast impact: one entry per member and attached series, the adjusted forecast against the baseline', () => {
    const values = Array.from({ length: 60 }, (_, i) => 1000 + 10 * Math.sin(i / 3) + (i % 7));
    const series = [{ name: 'weekly subscribers', unit: 'subscribers', frequency: 'weekly' as const, seasonLength: null, horizon: 8, values, timestamps: null }];
    const withSeries = Object.entries(PRICE_VERSIONS).slice(0, 2).map(([name, text], i) => {
      const input = { ...inputOf(text, name), series };
      const m = renderMember({ scenario_id: `s${i}`, name, input, stored_report: simulate(input) });
      return { scenario_id: m.scenario_id, name, report: m.reports.en, replicate_risks: m.replicate_risks };
    });
    const a = crossAnalyze([...withSeries, inLang('en')[2]!], 'ranked', 'en');
    assert.ok(validateAnalysis(a), JSON.stringify(validateAnalysis.errors));
    assert.deepEqual(a.forecast_impact.map((f) => f.scenario_id), ['s0', 's1']);
    for (const f of a.forecast_impact) {
      const fc = withSeries.find((m) => m.scenario_id === f.scenario_id)!.report.quantitative_forecasts![0]!;
      const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
      assert.equal(f.horizon, 8);
      assert.equal(f.change_pct, Math.round(((mean(fc.scenario_adjusted.point) - mean(fc.point)) / mean(fc.point)) * 1000) / 10);
      // A backlash against a price rise lowers subscribers.
      assert.ok(f.change_pct < 0, String(f.change_pct));
    }
    assert.match(a.plain_language_summary, /weekly subscribers by -\d/);
  });

  it('tiebreaker: more agents and new seeds, deterministic, rationale in both languages', () => {
    const inputs = Object.entries(PRICE_VERSIONS).slice(1).map(([name, text], i) => ({ scenario_id: `t${i}`, name, input: inputOf(text, name) }));
    const t = runTiebreaker(inputs);
    assert.deepEqual(runTiebreaker(inputs), t);
    assert.equal(t.replicates.per_member, TIEBREAKER.replicates);
    assert.ok(t.replicates.n_agents.every((n) => n > 400));
    assert.ok(t.replicates.seeds.every((s) => s !== 3));
    assert.equal(t.replicates.total, TIEBREAKER.replicates * 2);
    // The winner has the lowest mean risk; the reported means are rounded to 0.1, so a tie there is decided below it.
    const lowest = Math.min(...t.replicates.risk.map((r) => r.mean));
    assert.equal(t.replicates.risk.find((r) => r.scenario_id === t.winner.scenario_id)!.mean, lowest);
    assert.match(t.rationale.en, templatesRegex(catalogStrings(linkCatalog('en').tiebreaker)));
    assert.match(t.rationale.es, templatesRegex(catalogStrings(linkCatalog('es').tiebreaker)));
  });
});
