/**
 * The learned object span (src/engine/reader/object-span.ts, scripts/reader/train-objects.ts,
 * src/engine/understand/reading.ts `objectOf`): candidates, training on a small labelled set it must
 * learn and generalize from, the int8 round trip, the determiner trimmed for reports, the fallback
 * to the rules' words, and the shipped model's size. Own fixtures; no ../shared.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { candidates, deserializeObjectModel, objectSpan, scoreSpans, serializeObjectModel, withoutDeterminer, type ObjectSpanModel } from '../../src/engine/reader/object-span.js';
import { tokenize } from '../../src/engine/reader/tokens.js';
import { OBJECT_SETTINGS, objectExamples, trainObjectModel } from '../../scripts/reader/train-objects.js';
import { OBJECT_MIN_P, objectOf } from '../../src/engine/understand/reading.js';
import { shippedObjectModel } from '../../src/engine/reader/object-model.js';
import type { CorpusDocument } from '../../src/contracts/corpus.js';
import type { ChangeFrame } from '../../src/engine/understand/frames.js';

/** A document of the corpus's shape with the given change sentences and their objects. */
function doc(id: string, lang: 'en' | 'es', rows: [string, string][]): CorpusDocument {
  return {
    id, writer: id.slice(0, 3), lang, register: 'press release', country: 'UK', sector: 'retail',
    actor: { name: null, type: 'company' },
    sentences: rows.map(([text, object]) => ({ text, role: 'change', class: 'price', object, direction: 'up', modality: 'asserted', groups: [], numbers: [] })),
    central: 0, takes_back_owned: false, identity_salient: false, writer_severity: 1,
  } as unknown as CorpusDocument;
}

const NOUNS_EN = ['monthly fee', 'annual pass', 'parking permit', 'family ticket', 'gym membership', 'delivery charge', 'student rate', 'cinema ticket', 'train fare', 'water bill', 'school lunch', 'bus pass'];
const NOUNS_ES = ['cuota mensual', 'tarifa anual', 'entrada general', 'tasa de basuras', 'abono de temporada', 'bono de transporte', 'matrícula del curso', 'cuota del gimnasio', 'billete sencillo', 'tarifa de agua'];

const EN_TRAIN = NOUNS_EN.slice(0, 9).map((n, i): [string, string] => [`From 1 May, the ${n} will rise from £${i + 4} to £${i + 6}, the company said.`, `the ${n}`]);
const ES_TRAIN = NOUNS_ES.slice(0, 7).map((n, i): [string, string] => [`A partir del 1 de julio, la ${n} pasará de ${i + 4} euros a ${i + 6} euros, según la empresa.`, `la ${n}`]);
const SMALL = { ...OBJECT_SETTINGS, buckets: 1 << 12, epochs: 30, vectors: false };

describe('object-span candidates', () => {
  it('start and end on words, stay within maxLen and never cross a clause mark', () => {
    const text = 'From 1 May (subject to approval), the monthly fee will rise; nothing else changes.';
    const tokens = tokenize(text);
    const cands = candidates(tokens, 4);
    assert.ok(cands.length > 0);
    for (const c of cands) {
      assert.ok(c.b - c.a < 4);
      const inside = tokens.slice(c.a, c.b + 1).map((t) => t.norm);
      assert.ok(!inside.some((w) => [';', '(', ')', '.'].includes(w)), inside.join(' '));
      assert.match(tokens[c.a]!.norm, /^[\p{L}\p{N}<]/u);
      assert.match(tokens[c.b]!.norm, /^[\p{L}\p{N}<]/u);
    }
    assert.ok(cands.some((c) => tokens[c.a]!.raw === 'the' && tokens[c.b]!.raw === 'fee'));
  });

  it('finds the labelled span among the candidates, and not one that falls inside a token', () => {
    const ex = objectExamples([doc('w90-001', 'en', [['The monthly fee will rise.', 'monthly fee'], ['The fee will rise.', 'ee will']])]);
    assert.deepEqual(ex[0]!.gold, { a: 1, b: 2 });
    assert.equal(ex[1]!.gold, null);
  });
});

describe('object-span training and inference', () => {
  const model = trainObjectModel(objectExamples([doc('w90-001', 'en', EN_TRAIN), doc('w91-001', 'es', ES_TRAIN)]), SMALL);

  it('learns the labelled spans and carries them to nouns it never saw, in English and Spanish', () => {
    for (const n of NOUNS_EN.slice(9)) {
      const got = objectSpan(`From 1 May, the ${n} will rise from £3 to £5, the company said.`, model, 'price');
      assert.equal(got?.text, `the ${n}`);
    }
    for (const n of NOUNS_ES.slice(7)) {
      const got = objectSpan(`A partir del 1 de julio, la ${n} pasará de 3 euros a 5 euros, según la empresa.`, model, 'price');
      assert.equal(got?.text, `la ${n}`);
    }
  });

  it('gives probabilities that sum to one and is deterministic', () => {
    const text = 'From 1 May, the bus pass will rise from £3 to £5, the company said.';
    const a = scoreSpans(text, model, 'price');
    const sum = a.reduce((s, x) => s + x.p, 0);
    assert.ok(Math.abs(sum - 1) < 1e-6);
    assert.deepEqual(scoreSpans(text, model, 'price'), a);
    assert.deepEqual(trainObjectModel(objectExamples([doc('w90-001', 'en', EN_TRAIN)]), SMALL).weights, trainObjectModel(objectExamples([doc('w90-001', 'en', EN_TRAIN)]), SMALL).weights);
  });

  it('survives the int8 round trip with the same choices', () => {
    const back = deserializeObjectModel(JSON.parse(JSON.stringify(serializeObjectModel(model))));
    for (const n of NOUNS_EN) {
      const text = `From 1 May, the ${n} will rise from £3 to £5, the company said.`;
      const x = objectSpan(text, model, 'price')!;
      const y = objectSpan(text, back, 'price')!;
      assert.equal(y.text, x.text);
      assert.ok(Math.abs(y.p - x.p) < 0.05);
    }
  });

  it('returns null for a sentence with no word', () => {
    assert.equal(objectSpan('…', model), null);
  });
});

describe('the object of a frame (reading.ts objectOf)', () => {
  const model = trainObjectModel(objectExamples([doc('w90-001', 'en', EN_TRAIN), doc('w91-001', 'es', ES_TRAIN)]), SMALL);
  const rule = (text: string, start: number, end: number): ChangeFrame => ({
    action: { lemma: 'raise', span: { start, end, text: text.slice(start, end) } },
    object: { text: text.slice(start, end), span: { start, end, text: text.slice(start, end) } },
    objectClass: 'price', cause: null, direction: 'up', magnitude: null, affected: [], timing: null, certainty: 1, qualifier: null,
  });

  it('takes the learned span without its determiner, at its place in the whole text', () => {
    const sentence = 'A partir del 1 de julio, la tarifa de agua pasará de 3 euros a 5 euros, según la empresa.';
    const o = objectOf({ text: sentence, start: 100 }, 'price', [], model);
    assert.equal(o.text, 'tarifa de agua');
    assert.equal(o.span.start, 100 + sentence.indexOf('tarifa de agua'));
    assert.ok(o.learned! >= OBJECT_MIN_P);
  });

  it('keeps the rules\' words when the learned span is unsure', () => {
    const unsure: ObjectSpanModel = { ...model, weights: new Float32Array(model.buckets) };
    const sentence = 'From 1 May, the bus pass will rise from £3 to £5, the company said.';
    const o = objectOf({ text: sentence, start: 0 }, 'price', [rule(sentence, 16, 24)], unsure);
    assert.equal(o.text, 'bus pass');
    assert.equal(o.learned, undefined);
  });

  it('trims only a leading determiner', () => {
    const s = 'Our monthly fee rises.';
    assert.equal(withoutDeterminer(s, { start: 0, end: 15, text: 'Our monthly fee', p: 1 }).text, 'monthly fee');
    assert.equal(withoutDeterminer(s, { start: 4, end: 15, text: 'monthly fee', p: 1 }).text, 'monthly fee');
  });
});

describe('the shipped object model', () => {
  it('stays small (≤ 0.4 MB) and reads a Spanish object whole', () => {
    assert.ok(fs.statSync(new URL('../../src/engine/reader/object-model.data.ts', import.meta.url)).size <= 400 * 1024);
    const got = objectSpan('A partir del 1 de julio, la cuota anual por vivienda pasará de 62 euros a 89 euros.', shippedObjectModel(), 'fee');
    assert.match(got!.text, /cuota anual/);
    assert.doesNotMatch(got!.text, /partir/);
  });

  it('takes the subject of a passive or of an auxiliary chain as the object, at the start of a sentence too', () => {
    const cases: [string, string, RegExp][] = [
      ['Skateboards will no longer be allowed on the seafront promenade.', 'access', /^Skateboards$/],
      ['Evening tutorials are being withdrawn at both campuses.', 'service', /^Evening tutorials$/],
      ['Las bolsas de plástico serán retiradas de todas las tiendas.', 'access', /bolsas de plástico/],
    ];
    for (const [text, cls, want] of cases) assert.match(objectSpan(text, shippedObjectModel(), cls)!.text, want, text);
  });
});
