/**
 * The CLI's summary (src/cli/summary.ts): the one quote it shows speaks the stance most of the
 * population takes, so a fee scrapped is not introduced by a lone sceptic ("looks like a trick"),
 * and a loss still by an objector.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../../src/engine/index.js';
import { formatSummary } from '../../src/cli/summary.js';

const quoteStance = (text: string) => {
  const report = simulate({ scenario: text, name: 'q', nAgents: 600, nRounds: 4, seed: 2, lang: 'en' });
  const line = formatSummary(report, 1).split('\n').find((l) => l.startsWith('Synthetic quote'));
  assert.ok(line, 'a quote is shown');
  const shown = report.cohort_breakdowns.flatMap((c) => c.quotes).find((q) => line.includes(q.text));
  return shown?.stance;
};

describe('the summary quote', () => {
  it('speaks for the majority stance: support for a fee scrapped, opposition for a price rise', () => {
    assert.equal(quoteStance('From 1 January, Riverside Bank will scrap the £3 monthly fee on its Everyday current account. Customers do not need to do anything.'), 'support');
    assert.equal(quoteStance('From 1 March, Streamly will raise the price of its Standard plan from $10 to $16 a month for all existing subscribers.'), 'oppose');
  });

  it("above a low risk it is an objector's, whatever most people think", () => {
    const run = simulate({ scenario: 'From 1 January, Riverside Bank will scrap the £3 monthly fee on its Everyday current account. Customers do not need to do anything.', name: 'q', nAgents: 600, nRounds: 4, seed: 2, lang: 'en' });
    // The summary's choice is under test, not the simulation's: a lone sceptic's quote is added to the
    // smallest cohort when the run has none (whether anyone opposes a fee scrapped depends on the reading).
    const hasObjector = run.cohort_breakdowns.some((c) => c.quotes.some((q) => q.stance === 'oppose'));
    const sceptic = { ...run.cohort_breakdowns[0]!.quotes[0]!, stance: 'oppose' as const, text: 'Looks like a trick to me: what will they charge for next?' };
    const smallest = run.cohort_breakdowns.reduce((a, c, i, all) => (c.share_of_population < all[a]!.share_of_population ? i : a), 0);
    const report = hasObjector ? run : { ...run, cohort_breakdowns: run.cohort_breakdowns.map((c, i) => (i === smallest ? { ...c, quotes: [...c.quotes, sceptic] } : c)) };
    assert.ok(report.cohort_breakdowns.flatMap((c) => c.quotes).some((q) => q.stance === 'oppose'), 'precondition: some cohort has an opposing quote');
    const high = { ...report, risk_score: { ...report.risk_score, level: 'high' as const } };
    const line = formatSummary(high, 1).split('\n').find((l) => l.startsWith('Synthetic quote'))!;
    const shown = report.cohort_breakdowns.flatMap((c) => c.quotes).find((q) => line.includes(q.text));
    assert.equal(shown?.stance, 'oppose', line);
  });
});

describe('the summary lists', () => {
  it('shows counter-narratives with their responses, monitoring signals and comparable cases, in the report language', () => {
    const text = 'From 1 April, Harbour Energy will add a £60 yearly standing charge to every customer account. There will be no opt-out.';
    const report = simulate({ scenario: text, name: 'q', nAgents: 400, nRounds: 4, seed: 3, lang: 'en' });
    const out = formatSummary(report, 1);
    assert.ok(report.counter_narratives.length > 0 && report.monitoring_plan.length > 0, 'precondition: the run has narratives and signals');
    assert.ok(out.includes(report.counter_narratives[0]!.narrative), 'first counter-narrative shown');
    assert.ok(out.includes(`response: ${report.counter_narratives[0]!.suggested_response}`), 'its response shown');
    assert.ok(out.includes(report.monitoring_plan[0]!.signal), 'first monitoring signal shown');
    for (const c of (report.comparable_cases ?? []).slice(0, 3)) assert.ok(out.includes(`${c.actor} (${c.year})`), c.actor);
    assert.ok(!out.includes('""'), 'no doubled quotation marks');
    const es = simulate({ scenario: 'A partir del 1 de abril, Energía del Puerto cobrará un cargo fijo anual de 60 euros a todos sus clientes.', name: 'q', nAgents: 400, nRounds: 4, seed: 3, lang: 'es' });
    const outEs = formatSummary(es, 1);
    if (es.monitoring_plan.length) assert.ok(outEs.includes('Qué vigilar'), outEs);
    if (es.counter_narratives.length) assert.ok(outEs.includes('Contranarrativas') && outEs.includes('respuesta:'), outEs);
  });

  it('lists only the failure modes the simulation saw, and says so when it saw none', () => {
    const good = simulate({ scenario: 'From 1 April, Fenmoor Council will scrap the £45 annual charge for garden waste collection. Every household will get the service free.', name: 'q', nAgents: 400, nRounds: 4, seed: 3, lang: 'en' });
    const out = formatSummary(good, 1);
    const seen = good.failure_modes.filter((f) => f.risk_contribution > 0 || f.likelihood > 0);
    for (const f of good.failure_modes) assert.equal(out.includes(`  ${f.title}`), seen.includes(f), f.title);
    if (!seen.length) assert.match(out, /None adds to the risk in the simulation/);
    const bad = simulate({ scenario: 'From 1 April, Harbour Energy will add a £60 yearly standing charge to every customer account. There will be no opt-out.', name: 'q', nAgents: 400, nRounds: 4, seed: 3, lang: 'en' });
    assert.ok(bad.failure_modes.some((f) => f.risk_contribution > 0), 'precondition: a loss has a pathway with signal');
    assert.doesNotMatch(formatSummary(bad, 1), /None adds to the risk/);
  });
});

describe('the summary mitigations', () => {
  it('says so when no measure beyond the plan is offered, instead of leaving the section out', () => {
    const report = simulate({ scenario: 'From 1 March, Streamly will raise the price of its Standard plan from $10 to $16 a month.', name: 'm', nAgents: 300, nRounds: 4, seed: 2, lang: 'en' });
    const none = formatSummary({ ...report, mitigations: report.mitigations.filter((m) => m.already_in_plan) }, 1);
    assert.match(none, /Mitigations \(measured by counterfactual runs\)\n  No measure beyond what the plan already does/);
    const some = formatSummary(report, 1);
    if (report.mitigations.some((m) => !m.already_in_plan)) assert.doesNotMatch(some, /No measure beyond/);
  });
});
