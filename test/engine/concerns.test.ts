/**
 * A cohort's top concerns are worded with the change that carries them (report/cohorts.ts `concernOf`;
 * blind read 26: eight cohorts of one report listed the same stock "Loss to people affected"); a charge
 * per month or week is also quoted as what it adds in a year (report/phrases.ts `yearlyExtra`); a
 * council's funders do not speak of "the brand" (report/quotes.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../../src/engine/index.js';
import { concernOf } from '../../src/engine/report/cohorts.js';
import { catalog } from '../../src/engine/i18n/index.js';
import { yearlyExtra, type ChangeWords } from '../../src/engine/report/phrases.js';

describe('top concerns', () => {
  it('name the change and its figures, in English and Spanish', () => {
    const en = simulate({ scenario: 'From 1 March, Harbourline Building Society will charge a monthly account fee of £7 on Everyday Saver accounts.', name: 'fee', nAgents: 400, nRounds: 4, seed: 3, replicates: 2, lang: 'en' });
    const concerns = en.cohort_breakdowns.flatMap((c) => c.top_concerns);
    assert.ok(concerns.length > 0);
    assert.ok(concerns.some((t) => t.includes('£7')), concerns.join(' | '));
    const es = simulate({ scenario: 'El Ayuntamiento de Villaverde subirá la tasa de recogida de basuras de 80 a 110 euros al año a partir del 1 de enero.', name: 'tasa', nAgents: 400, nRounds: 4, seed: 3, replicates: 2, lang: 'es' });
    const esConcerns = es.cohort_breakdowns.flatMap((c) => c.top_concerns);
    assert.ok(esConcerns.some((t) => /tasa/.test(t) && /110/.test(t)), esConcerns.join(' | '));
    for (const t of esConcerns) assert.doesNotMatch(t, /\bde el\b|\ba el\b/);
  });

  it('fall back to the mechanism label when no change carries the mechanism', () => {
    const cat = catalog('en');
    const words = [{ change: 'the rise in the parking charges from £2 to £3.50' }] as ChangeWords[];
    const shares = { fairness: 0, loss: 0.6, privacy: 0, betrayal: 0, identity: 0, harm: 0, status_quo: 0 };
    const features = { changes: [{ shares }] } as unknown as Parameters<typeof concernOf>[1];
    assert.equal(concernOf('loss', features, words, cat, 'Kelby Council'), 'Losing out from the rise in the parking charges from £2 to £3.50');
    assert.equal(concernOf('privacy', features, words, cat, 'Kelby Council'), cat.mechanisms.privacy);
    // The main change names the concern when it carries the mechanism, even with a smaller share than a side change.
    const two = { mainChange: 'service_level_down', changes: [{ type: 'service_level_down', shares: { ...shares, loss: 0.5 } }, { type: 'access_up', shares: { ...shares, loss: 0.6 } }] } as unknown as Parameters<typeof concernOf>[1];
    const twoWords = [{ change: 'the cut to the after-school bus service' }, { change: 'the new limits on pupils' }] as ChangeWords[];
    assert.equal(concernOf('loss', two, twoWords, cat, 'Ashdown Park Academy'), 'Losing out from the cut to the after-school bus service');
    assert.equal(concernOf('fairness', two, twoWords, cat, 'Ashdown Park Academy'), cat.mechanisms.fairness);
  });
});

describe('what a charge adds in a year', () => {
  const m = (x: { from?: number; to?: number; absolute?: number }) => ({ from: null, to: null, absolute: null, relative: null, span: { start: 0, end: 0, text: '' }, ...x }) as unknown as Parameters<typeof yearlyExtra>[1];
  it('multiplies a monthly or weekly step by the periods of a year, in English and Spanish', () => {
    assert.equal(yearlyExtra('price_up', m({ from: 10.99, to: 13.99 }), ' a month', 'Premium'), 36);
    assert.equal(yearlyExtra('fee_up', m({ absolute: 7 }), ' on Everyday Saver accounts', 'monthly account fee'), 84);
    assert.equal(yearlyExtra('fee_up', m({ absolute: 2 }), ' a la semana', 'cuota'), 104);
    assert.equal(yearlyExtra('tax_up', m({ absolute: 5 }), ' al mes por vivienda', 'tasa'), 60);
  });
  it('says nothing for a yearly charge, a cut, a percentage alone or no period', () => {
    assert.equal(yearlyExtra('price_up', m({ from: 80, to: 110 }), ' al año', 'tasa de basuras'), null);
    assert.equal(yearlyExtra('price_down', m({ from: 13.99, to: 10.99 }), ' a month', 'Premium'), null);
    assert.equal(yearlyExtra('price_up', m({}), ' a month', 'Premium'), null);
    assert.equal(yearlyExtra('fee_up', m({ absolute: 15 }), ' for each cabin bag', 'cabin bag fee'), null);
  });
  it('is quoted by those who pay', () => {
    const r = simulate({ scenario: 'From 1 April, the monthly price of Streamwell Premium will rise from £10.99 to £13.99.', name: 'yearly', nAgents: 1000, nRounds: 4, seed: 1, replicates: 2, lang: 'en' });
    const quotes = r.cohort_breakdowns.flatMap((c) => c.quotes.map((q) => q.text));
    assert.ok(quotes.some((q) => q.includes('£36 more a year')), quotes.join(' | '));
  });
});

describe("a council's business groups and funders", () => {
  it('speak of local firms and investment, not of a brand', () => {
    for (const lang of ['en', 'es'] as const) {
      const scenario = lang === 'en' ? 'Kelby Council will raise the garden waste charge from £40 to £65 a year from April.' : 'El Ayuntamiento de Villaverde subirá la tasa de recogida de basuras de 80 a 110 euros al año a partir del 1 de enero.';
      const r = simulate({ scenario, name: 'council', nAgents: 1000, nRounds: 4, seed: 1, replicates: 2, lang });
      const funders = r.cohort_breakdowns.find((c) => c.cohort === 'investors');
      assert.ok(funders);
      for (const q of funders.quotes) assert.doesNotMatch(q.text, /brand|marca/i);
    }
  });
});

describe('a school whose pupils are minors', () => {
  it('speaks of "our children", not of students stretched', () => {
    const r = simulate({ scenario: 'From January, Oakfield Primary School will no longer run its after-school club on Fridays. The club is used by around 40 pupils.', name: 'school', nAgents: 1000, nRounds: 4, seed: 1, replicates: 2, lang: 'en' });
    const quotes = r.cohort_breakdowns.flatMap((c) => c.quotes.map((q) => q.text)).join(' | ');
    assert.doesNotMatch(quotes, /Students are stretched/);
  });
});

describe('locked in', () => {
  it('is said only of a charge: a club moving grounds whose text the reader takes as denying a way out draws no "they put it up"', () => {
    const r = simulate({ scenario: 'El Club Baloncesto Ribera del Turia jugará sus partidos como local en el Pabellón Municipal de Llíria durante dos temporadas, mientras se reforma su pabellón. Los socios que decidan no renovar durante el traslado conservarán su antigüedad y su asiento.', name: 'lock', nAgents: 1000, nRounds: 4, seed: 1, replicates: 2, lang: 'es' });
    const quotes = r.cohort_breakdowns.flatMap((c) => c.quotes.map((q) => q.text)).join(' | ');
    if (!/^(price|fee|tax)_up$/.test(`${r.scenario_understanding.changes[0]?.object_class}_${r.scenario_understanding.changes[0]?.direction}`)) assert.doesNotMatch(quotes, /Lo suben|penalizaci/);
  });
});

describe('a broadcaster', () => {
  it('names its cohorts for its audience, in English and Spanish', async () => {
    const { withActor } = await import('../../src/engine/i18n/overrides.js');
    assert.match(withActor(catalog('en'), 'broadcaster').cohorts.core_customers!, /viewers|listeners|audience/i);
    assert.match(withActor(catalog('es'), 'broadcaster').cohorts.core_customers!, /Audiencia/);
    assert.equal(withActor(catalog('en'), 'company').cohorts.core_customers, 'Core customers');
  });
});
