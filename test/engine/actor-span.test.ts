/**
 * The learned actor name (src/engine/reader/actor-span.ts, scripts/reader/train-actors.ts,
 * src/engine/understand/actor-name.ts `readActor`): candidates, training on a small labelled set it
 * must learn and generalize from (the null option included), the int8 round trip, the shipped
 * model's loading and size, its choice on hand-written texts where a sentence-initial word, a
 * signature line or a product name competes with the organisation, and the fallback to the rules.
 * Own fixtures; no ../shared.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { actorDocument, actorName, actorNames, deserializeActorModel, serializeActorModel, type ActorSpanModel } from '../../src/engine/reader/actor-span.js';
import { shippedActorModel } from '../../src/engine/reader/actor-model.js';
import { ACTOR_SETTINGS, actorExamples, trainActorModel } from '../../scripts/reader/train-actors.js';
import { readActor } from '../../src/engine/understand/actor-name.js';
import { extractActor } from '../../src/engine/understand/actor.js';
import { understandScenario } from '../../src/engine/understand/index.js';
import { EN } from '../../src/engine/understand/lexicon.js';
import { ES } from '../../src/engine/understand/lexicon-es.js';
import type { CorpusDocument } from '../../src/contracts/corpus.js';

/** A document of the corpus's shape: its sentences (the first a heading) and the labelled name. */
function doc(id: string, lang: 'en' | 'es', name: string | null, sentences: string[]): CorpusDocument {
  return {
    id, writer: id.slice(0, 3), lang, register: 'customer notice', country: 'UK', sector: 'retail',
    actor: { name, type: 'company' },
    sentences: sentences.map((text, i) => ({ text, para: i < 2, role: 'other', modality: 'asserted', groups: [], numbers: [] })),
    central: null, takes_back_owned: false, identity_salient: false, writer_severity: 1,
  } as unknown as CorpusDocument;
}

const ORGS = ['Harwick Energy', 'Brantley Mobile', 'Ostrava Foods', 'Kellan Bank', 'Moorfield Water', 'Tessaly Air', 'Quarry Lane Books', 'Pellow Insurance', 'Dunmore Rail', 'Corvin Media'];
const PLANS = ['Saver Plus', 'Gold Extra', 'Family Max', 'Home Pro', 'Starter Lite', 'Flex Go', 'Prime Zone', 'Ultra One', 'Basic Duo', 'Smart Hub'];
const SIGNERS = ['Customer Care Director', 'Head of Operations', 'Chief Executive', 'Customer Relations Manager', 'Managing Director'];
/** Training texts: the organisation announces, a plan is named, "If you…" opens a sentence, a signer signs. */
const TRAIN = ORGS.slice(0, 8).map((org, i) =>
  doc(`w9${i}-001`, 'en', org, [
    `Changes to your ${PLANS[i]} plan`,
    `${org} will raise the price of ${PLANS[i]} by £${i + 2} a month from 1 May.`,
    `If you have questions, ${PLANS[(i + 1) % 10]} customers can call us.`,
    `Thank you for choosing ${org}.`,
    SIGNERS[i % SIGNERS.length]!,
  ]),
);
/** Texts that name no one. */
const NAMELESS = ['Parking changes next month', 'Opening hours will change', 'New rules for the car park'].map((h, i) =>
  doc(`w8${i}-001`, 'en', null, [h, `From June, the ${['car park', 'library', 'pool'][i]} will close at 6pm on weekdays.`, 'Please plan ahead.']),
);
const SMALL = { ...ACTOR_SETTINGS, buckets: 1 << 12, epochs: 30 };

describe('actor-name candidates', () => {
  it('are capitalised spans, with connectors and name punctuation inside, never across a comma', () => {
    const text = "Cask & Anvil and the Bank of Harlow, with Glenmorrach Community Energy Co-operative, join Pinecrest Bank's board.";
    const names = new Set(actorDocument(text, ACTOR_SETTINGS).candidates.map((c) => c.text));
    for (const n of ['Cask & Anvil', 'Bank of Harlow', 'Glenmorrach Community Energy Co-operative', "Pinecrest Bank's", 'Pinecrest Bank']) assert.ok(names.has(n), `${n} among ${[...names].join(' | ')}`);
    for (const n of names) {
      assert.match(n, /^\p{Lu}/u, n);
      assert.ok(!n.includes(','), n);
    }
    assert.ok(!names.has('the Bank of Harlow'));
  });

  it('reads only the opening and closing sentences', () => {
    const middle = Array.from({ length: 30 }, (_, i) => (i === 15 ? 'Zebulon Works is named in the middle.' : `Line ${i} is listed here.`));
    const text = ['Northwind Rail announces a timetable change.', ...middle, 'Signed, Westgate Council.'].join(' ');
    const names = new Set(actorDocument(text, ACTOR_SETTINGS).candidates.map((c) => c.text));
    assert.ok(names.has('Northwind Rail') && names.has('Westgate Council'));
    assert.ok(!names.has('Zebulon Works'), 'a middle sentence is not read');
  });
});

describe('actor-name training and inference', () => {
  const model = trainActorModel(actorExamples([...TRAIN, ...NAMELESS], SMALL), SMALL);

  it('learns the organisation over the plan, the sentence-initial word and the signer on texts it never saw', () => {
    for (let i = 8; i < 10; i++) {
      const text = [`Changes to your ${PLANS[i]} plan`, `${ORGS[i]} will raise the price of ${PLANS[i]} by £3 a month from 1 May.`, `If you have questions, call us.`, `Thank you for choosing ${ORGS[i]}.`, 'Head of Operations'].join('\n\n');
      const got = actorName(text, model);
      assert.equal(got.name, ORGS[i]);
      assert.ok(got.p > 0.5, `p ${got.p}`);
      assert.equal(text.slice(got.start!, got.end!), ORGS[i]);
    }
  });

  it('answers "no name" for a text that names no one', () => {
    const got = actorName('Changes to opening times\n\nFrom July, the gym will close at 8pm on Sundays. Please plan ahead.', model);
    assert.equal(got.name, '');
    assert.equal(got.start, null);
  });

  it('gives probabilities that sum to one, summed over a name\'s occurrences', () => {
    const names = actorNames(`${ORGS[9]} will raise prices. Thank you for choosing ${ORGS[9]}.`, model);
    assert.ok(Math.abs(names.reduce((s, x) => s + x.p, 0) - 1) < 1e-6);
    assert.equal(new Set(names.map((x) => x.name)).size, names.length, 'one entry per name');
  });

  it('round-trips through int8 with the same choice, deterministically', () => {
    const back = deserializeActorModel(serializeActorModel(model));
    const text = `${ORGS[8]} will raise the price of ${PLANS[8]} by £3 a month. Head of Operations`;
    assert.equal(actorName(text, back).name, actorName(text, model).name);
    assert.deepEqual(actorNames(text, back), actorNames(text, back));
  });

  it('an untrained scorer does not know the organisation (the test can fail)', () => {
    const blank: ActorSpanModel = { ...model, weights: new Float32Array(model.buckets) };
    const got = actorName(`Changes to your ${PLANS[9]} plan\n\n${ORGS[9]} will raise the price of ${PLANS[9]}.`, blank);
    assert.ok(got.p < 0.5, `uniform p ${got.p}`);
  });
});

describe('readActor: learned name, else the rules unless the scorer rules them out', () => {
  const text = 'Si tienes cualquier duda, llámanos.\n\nAguas del Tormes subirá la tarifa en julio.';
  const blank: ActorSpanModel = { ...shippedActorModel(), weights: new Float32Array(shippedActorModel().buckets) };
  it('falls back to the rules or to no name by the thresholds', () => {
    const rules = extractActor(text, ES).name;
    assert.ok(rules, 'the rules name something');
    assert.equal(readActor(text, ES, blank, 0.99, 0).name, rules, 'below θ, kept when φ is 0');
    assert.equal(readActor(text, ES, blank, 0.99, 1.01).name, '', 'below θ, dropped when the scorer must give it more than 1');
  });
});

describe('the shipped actor-name scorer', () => {
  it('loads, small, with int8 weights', () => {
    const m = shippedActorModel();
    assert.equal(m.buckets & (m.buckets - 1), 0, 'a power of two');
    assert.equal(m.weights.length, m.buckets);
    assert.ok(m.weights.some((w) => w !== 0));
    assert.ok(fs.statSync('src/engine/reader/actor-model.data.ts').size < 80_000);
  });

  it('chooses the organisation over "Si tienes…", a signature line and a product name (Spanish)', () => {
    const text = [
      'Cambios en tu tarifa Fibra Total 600',
      'Telecable Norte subirá 3 euros al mes la tarifa Fibra Total 600 a partir del 1 de marzo.',
      'La subida se debe al aumento de los costes de la red.',
      'Si tienes cualquier duda, escríbenos o llama al 900 100 200.',
      'Gracias por confiar en Telecable Norte.',
      'Dirección General',
    ].join('\n\n');
    assert.equal(readActor(text, ES).name, 'Telecable Norte');
    assert.equal(understandScenario(text).actor.name, 'Telecable Norte');
  });

  it('chooses the organisation over a product name, a sentence-initial word and a sign-off (English)', () => {
    const text = [
      'Changes to Ultra Broadband 900',
      'From 1 April, Kestrel Networks will raise the monthly price of Ultra Broadband 900 by £2.50.',
      'If you would rather keep your current price, you can move to Ultra Broadband 500 at no cost.',
      'Customers notice these things, so we are writing to you first.',
      'Thank you for being with Kestrel Networks.',
      'Customer Experience Director',
    ].join('\n\n');
    assert.equal(readActor(text, EN).name, 'Kestrel Networks');
  });
});

describe('actor names widened to the whole proper name', () => {
  it('takes in the capitalised words and particles before a scored last word', async () => {
    const { nameStart } = await import('../../src/engine/understand/actor-name.js');
    const t = 'El Ayuntamiento de Soto del Real subirá la entrada.';
    assert.equal(t.slice(nameStart(t, t.indexOf('Real')), t.indexOf('Real') + 4), 'Ayuntamiento de Soto del Real');
    const e = 'Greyfield Council will charge £35.';
    assert.equal(nameStart(e, 0), 0);
  });
});
