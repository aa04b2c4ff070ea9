/**
 * Details of the plan read from its text (blind read 26, docs/decisions.md eighteenth session): a figure
 * after a threshold word is no change amount (understand/frames.ts `magnitudeIn`); a replacement the text
 * names for a cut service is an alternative already in the plan (report/playbook.ts `alternativeIn`); a lever
 * that measurably removes under MIN_MITIGATION_EFFECT points is not offered; an article that is part of a
 * name stays with it (reader/object-span.ts `withoutDeterminer`, report/phrases.ts, i18n/es-finish.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { magnitudeIn } from '../../src/engine/understand/frames.js';
import { EN } from '../../src/engine/understand/lexicon.js';
import { ES } from '../../src/engine/understand/lexicon-es.js';
import { fold } from '../../src/engine/understand/text.js';
import { extractFeatures } from '../../src/engine/text/features.js';
import { deniedCue, leverCandidates, limitedInText, ownedRule, ruleFor } from '../../src/engine/report/playbook.js';
import type { ChangeFrame } from '../../src/engine/understand/frames.js';
import { MIN_MITIGATION_EFFECT } from '../../src/engine/report/mitigations.js';
import { objectSpan, withoutDeterminer } from '../../src/engine/reader/object-span.js';
import { shippedObjectModel } from '../../src/engine/reader/object-model.js';
import { tidyObject, withArticle } from '../../src/engine/report/phrases.js';
import { esDefiniteNp } from '../../src/engine/i18n/es-finish.js';
import { catalog } from '../../src/engine/i18n/index.js';
import { simulate } from '../../src/engine/index.js';

const amount = (text: string, lex: typeof EN) => magnitudeIn(text, fold(text), 0, lex);

describe('figures after a threshold word', () => {
  it('a balance or spend threshold is not the amount of the change; a rise of more than a figure is', () => {
    assert.equal(amount('Current accounts with an average monthly balance below £1,500 will be charged a monthly fee of £7.', EN)?.absolute, 7);
    assert.equal(amount('Customers spending over £50 will pay a delivery charge of £3.', EN)?.absolute, 3);
    assert.equal(amount('Las cuentas con saldo inferior a 1.500 € pagarán una comisión de 7 €.', ES)?.absolute, 7);
    assert.equal(amount('Fares will rise by more than 5% next year.', EN)?.relative, 0.05);
    assert.equal(amount('Parking will cost £4 an hour.', EN)?.absolute, 4);
  });
});

describe('a cut service and the replacement the text names', () => {
  const CUT = 'From 3 March, Harlow Buses will withdraw evening routes 21, 24 and 29.';
  const REPLACEMENT = 'Passengers on the withdrawn routes can use route 20 or the DialRide minibus, booked in our app at standard fares.';
  it('an alternative not yet credited as compensation names the replacement as already in the plan, and goes further', () => {
    const f = extractFeatures(`${CUT} ${REPLACEMENT}`);
    assert.equal(f.mainChange, 'service_level_down');
    // The replacement read as relief of the service's class the other way, and no compensation cue credited:
    // the playbook's part alone, whatever the shipped reader makes of the sentence.
    const reading = f.understanding.reading;
    const k = reading.sentences.findIndex((r) => r.text.startsWith('Passengers'));
    const relief = { ...reading.sentences[k]!, role: { label: 'relief', p: 1 }, modality: { label: 'asserted', p: 1 }, class: { label: 'service_level', p: 1 }, direction: { label: 'up', p: 1 } };
    const sentences = reading.sentences.map((r, i) => (i === k ? relief : r));
    const g = { ...f, framing: { ...f.framing, compensation: { present: false, strength: 0, spans: [] } }, understanding: { ...f.understanding, reading: { ...reading, sentences } } };
    const main = g.changes.findIndex((c) => c.type === g.mainChange);
    const named = limitedInText(g, main);
    assert.equal(named?.text, REPLACEMENT);
    const alt = leverCandidates(g).find((c) => c.kind === 'compensate');
    assert.deepEqual(alt?.alternativeIn, named);
    assert.equal(alt?.inPlan, false);
    const none = leverCandidates(extractFeatures(CUT)).find((c) => c.kind === 'compensate');
    assert.equal(none?.alternativeIn, undefined);
  });
});

describe('levers that change nothing are not offered', () => {
  it('every lever offered and not in the plan removes at least MIN_MITIGATION_EFFECT points', () => {
    for (const scenario of ['Northfield Leisure will raise the monthly gym membership from £30 to £36 from 1 June.', 'The Rovers will end the Pride weekend at home matches from next season.']) {
      const r = simulate({ scenario, name: 'min-effect', nAgents: 400, nRounds: 4, seed: 3, replicates: 2, lang: 'en' });
      for (const m of r.mitigations) if (!m.already_in_plan) assert.ok(m.expected_risk_reduction >= MIN_MITIGATION_EFFECT, `${m.action}: ${m.expected_risk_reduction}`);
    }
  });
});

describe('an article that is part of a name', () => {
  it('stays with the name inside a sentence, and is dropped at its start', () => {
    const text = 'A partir del 1 de abril, El Centinela dejará de imprimirse de lunes a viernes.';
    const at = text.indexOf('El Centinela');
    assert.equal(withoutDeterminer(text, { start: at, end: at + 12, text: 'El Centinela', p: 1 }).text, 'El Centinela');
    const first = 'El precio del abono subirá en abril.';
    assert.equal(withoutDeterminer(first, { start: 0, end: 19, text: 'El precio del abono', p: 1 }).text, 'precio del abono');
  });
  it('takes no second article in either language, and keeps its own through tidying', () => {
    assert.equal(esDefiniteNp('El Centinela'), 'El Centinela');
    assert.equal(esDefiniteNp('Centinela'), 'la Centinela', 'without its article a name is guessed by its ending');
    assert.equal(withArticle(catalog('en'), 'The Sentinel'), 'The Sentinel');
    assert.equal(withArticle(catalog('en'), 'evening edition'), 'the evening edition');
    assert.equal(tidyObject('El Centinela', 'es'), 'El Centinela');
    assert.equal(tidyObject('el precio', 'es'), 'precio');
  });
});

describe('what people own taken back', () => {
  it('a change that takes back what people own adds the refund and keep-what-you-have levers to its row, worded for it', () => {
    const row = ruleFor('other_down', 'company')!;
    assert.ok(!row.levers.includes('compensate'));
    const owned = ownedRule(row, { qualifier: 'owned' } as ChangeFrame)!;
    assert.deepEqual(owned.levers.slice(0, 2), ['compensate', 'grandfather']);
    assert.equal(owned.wording, 'owned');
    assert.equal(ownedRule(row, { qualifier: null } as ChangeFrame), row);
    const charged = ruleFor('price_up', 'company')!;
    assert.equal(ownedRule({ ...charged, wording: 'passed_on' }, { qualifier: 'owned' } as ChangeFrame)!.wording, 'passed_on', 'a row keeps its own wording');
  });

  it('the denial quoted is the one the reader is surest of, not the first sentence read as one', () => {
    const f = extractFeatures('We will retire the Classic catalogue on 30 June. We cannot continue to offer these titles. Purchases of Classic titles will not be refunded.');
    const reading = f.understanding.reading;
    const denial = (i: number, p: number) => ({ ...reading.sentences[i]!, role: { label: 'relief', p }, cue: { label: 'compensation', p: 1 }, modality: { label: 'negated', p: 1 } });
    const sentences = reading.sentences.map((r, i) => (i === 1 ? denial(1, 0.4) : i === 2 ? denial(2, 0.9) : r));
    const g = { ...f, understanding: { ...f.understanding, reading: { ...reading, sentences } } };
    assert.equal(deniedCue(g, 'compensation')?.text, 'Purchases of Classic titles will not be refunded.');
  });
});

describe('an object span never cuts through a written figure', () => {
  it('a clock time or an amount stays whole or out of the span', () => {
    for (const text of ['La Universidad de Valdeoro cerrará la biblioteca del campus norte a las 20:00 en lugar de a medianoche.', 'The leisure centre will close its pool at 19:30 instead of 22:00 on weekdays.']) {
      const span = objectSpan(text, shippedObjectModel(), 'service_level');
      assert.ok(span);
      assert.doesNotMatch(span.text, /^\d{2}\b|^[:.,]/, span.text);
      assert.ok(!/\d$/.test(span.text) || /\d{1,2}:\d{2}$/.test(span.text), span.text);
    }
  });
});

describe('blind read 27: the report words what the text states', () => {
  it('pence and cents keep their unit after the figure', async () => {
    const { amount: fmt } = await import('../../src/engine/report/phrases.js');
    assert.equal(fmt('en-GB', 26.5, 'p'), '26.5p');
    assert.equal(fmt('en-US', 50, ' cents'), '50 cents');
    assert.equal(fmt('es-ES', 30, ' céntimos'), '30 céntimos');
    assert.equal(fmt('es-ES', 3400, ' pesos'), '3400 pesos');
    const r = simulate({ scenario: 'Heads up: from 1 April our per-transaction service fee goes from 25p to 28p, in line with our usual annual review.', name: 'p', nAgents: 300, nRounds: 4, seed: 1, replicates: 2, lang: 'en' });
    const text = JSON.stringify(r.cohort_breakdowns) + JSON.stringify(r.mitigations);
    assert.match(text, /25p/);
    assert.doesNotMatch(text, /from 25 to 28\b/);
  });
  it('an object that opens its sentence loses the sentence capital, a name keeps it', async () => {
    const { sentenceCaseUndone } = await import('../../src/engine/report/phrases.js');
    const text = 'Pupils who use these routes will need to make their own way home. The service is used by around 60 pupils.';
    assert.equal(sentenceCaseUndone(text, 'Pupils who use these routes will need to make their own way home.', 'Pupils who use these routes'), 'pupils who use these routes');
    assert.equal(sentenceCaseUndone('Quillnote will use your notes. Thank you for using Quillnote.', 'Quillnote will use your notes.', 'Quillnote notes'), 'Quillnote notes');
    assert.equal(sentenceCaseUndone(text, 'The service is used by around 60 pupils.', 'Pupils'), 'Pupils');
  });
  it('what people made, taken for AI training, is not refunded: what they made before is left out', () => {
    const frame = { objectClass: 'ai_content', direction: 'up', qualifier: 'owned' } as unknown as ChangeFrame;
    const rule = ownedRule(ruleFor('ai_content_up', 'company'), frame)!;
    assert.ok(rule.levers.includes('grandfather'));
    assert.ok(!rule.levers.includes('compensate'));
    assert.equal(rule.wording, 'owned_content');
    assert.match(catalog('en').grammar.levers['grandfather:owned_content']!, /created before the change/);
    assert.match(catalog('es').grammar.levers['grandfather:owned_content']!, /antes del cambio/);
  });
});

describe('the actor named without the role of who speaks for it', () => {
  it('"Board of Trustees of X" and "Chief Executive of X" name X; "Bank of England" stays whole', async () => {
    const { nameStart } = await import('../../src/engine/understand/actor-name.js');
    const a = 'A message from the Board of Trustees of Hearthside Youth Trust';
    assert.equal(a.slice(nameStart(a, a.indexOf('Hearthside'))), 'Hearthside Youth Trust');
    const b = 'said Maria Jones, Chief Executive of Harbourline Building Society';
    assert.equal(b.slice(nameStart(b, b.indexOf('Harbourline'))), 'Harbourline Building Society');
    const d = 'Comunicado de la Universidad Autónoma del Valle de Oaxaca';
    assert.equal(d.slice(nameStart(d, d.indexOf('Universidad'))), 'Universidad Autónoma del Valle de Oaxaca');
    const c = 'The Bank of England will raise its base rate';
    assert.equal(c.slice(nameStart(c, c.indexOf('England'))).startsWith('Bank of England'), true);
  });
});

describe('an object opened by a verb of providing (blind read 28)', () => {
  it('"producing dedicated programming" names the programming', () => {
    assert.equal(tidyObject('producing dedicated programming for Pride Month', 'en'), 'dedicated programming for Pride Month');
    assert.equal(tidyObject('parking charges', 'en'), 'parking charges');
  });
});
