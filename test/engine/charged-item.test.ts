/**
 * Quotes that say "paying more for …" name the thing paid for, not "the price of" it
 * (report/phrases.ts `chargedItem`), and no object speaks in the organisation's voice ("our packages"). Texts are written for these tests.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chargedItem, currentThing, tidyObject } from '../../src/engine/report/phrases.js';
import { catalog } from '../../src/engine/i18n/index.js';
import { simulate } from '../../src/engine/index.js';

describe('the thing a charge is paid for', () => {
  it('drops the charge noun and a possessive', () => {
    assert.equal(chargedItem('the price of its Standard plan', catalog('en')), 'the Standard plan');
    assert.equal(chargedItem('the annual charge for a residents\u2019 parking permit', catalog('en')), 'the residents\u2019 parking permit');
    assert.equal(chargedItem('the parking charges', catalog('en')), 'the parking charges');
  });

  it('keeps Spanish articles and contractions right', () => {
    assert.equal(chargedItem('la cuota mensual del gimnasio', catalog('es')), 'el gimnasio');
    assert.equal(chargedItem('el precio de la entrada general', catalog('es')), 'la entrada general');
    assert.equal(chargedItem('la tasa turística', catalog('es')), 'la tasa turística');
  });

  it('keeps the object whole when the preposition introduces the charge\'s amount, not a thing paid for', () => {
    assert.equal(chargedItem('la tasa turística de 2 euros por persona y noche', catalog('es')), 'la tasa turística de 2 euros por persona y noche');
    assert.equal(chargedItem('a fee of £5 a night', catalog('en')), 'a fee of £5 a night');
  });

  it('no quote pays more "for the price of" something', () => {
    const r = simulate({ scenario: 'From 1 March, Brightline Broadband will raise the price of its Fibre 500 plan from £30 to £36 a month.', name: 'c', nAgents: 600, nRounds: 4, seed: 2, lang: 'en' });
    const quotes = r.cohort_breakdowns.flatMap((c) => c.quotes.map((q) => q.text));
    assert.ok(quotes.length > 0);
    for (const q of quotes) assert.doesNotMatch(q, /\bfor the price of\b/i, q);
  });

  it('an object in the organisation\'s own voice is put in the third person', () => {
    assert.equal(tidyObject('monthly fees of our fibre packages', 'en'), 'monthly fees of its fibre packages');
    assert.equal(tidyObject('cuotas mensuales de nuestros paquetes de fibra', 'es'), 'cuotas mensuales de sus paquetes de fibra');
  });

  it('speaks of what exists without the "new" of its replacement', () => {
    assert.equal(currentThing('the new crest'), 'the crest');
    assert.equal(currentThing('la nueva receta'), 'la receta');
    assert.equal(currentThing('la receta nueva'), 'la receta');
    assert.equal(currentThing('the Standard plan'), 'the Standard plan');
    assert.equal(currentThing('the news service'), 'the news service');
  });

  it('no mitigation keeps, and no quote misses, "the new" thing as it was; no quote ends its two sentences alike', () => {
    const text = 'From next season, Harbourside Rovers will play in a new crest. The lighthouse that has been on our shirts since 1921 will be replaced by a simplified monogram.';
    const r = simulate({ scenario: text, name: 'c', nAgents: 600, nRounds: 4, seed: 2, lang: 'en' });
    const quotes = r.cohort_breakdowns.flatMap((c) => c.quotes.map((q) => q.text));
    for (const t of [...quotes, ...r.mitigations.map((m) => m.action)]) assert.doesNotMatch(t, /\bnew (?:crest|one)? ?as it was\b|\bthe new crest as\b/i, t);
    for (const q of quotes) {
      const ends = q.split(/(?<=[.!?])\s+/).map((x) => x.toLowerCase().replace(/[^a-z\s]/g, '').trim().split(/\s+/).slice(-3).join(' '));
      assert.ok(ends.length < 2 || ends[0] !== ends[1], q);
    }
  });
});
