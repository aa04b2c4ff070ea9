import { test } from 'node:test';
import assert from 'node:assert/strict';
import { antecedentOf, centralPastShell, isShellObject } from '../../src/engine/understand/shell-nouns.js';
import { shippedObjectModel } from '../../src/engine/reader/object-model.js';
import { understandScenario } from '../../src/engine/understand/index.js';
import { framesFromReading } from '../../src/engine/understand/reading.js';
import { EN } from '../../src/engine/understand/lexicon.js';
import type { DocumentReading, SentenceReading } from '../../src/engine/reader/read.js';

test('an object that is only a shell noun and empty modifiers is a shell; one that names what is not', () => {
  for (const w of ['the measure', 'This change', 'these new arrangements', 'la medida', 'Esta decisión', 'dicha modificación', 'los cambios', 'step'])
    assert.equal(isShellObject(w), true, w);
  for (const w of ['the parking charge', 'la tasa turística', 'la medida de gracia fiscal', 'the Sunday timetable', 'plan Básico', 'new service', ''])
    assert.equal(isShellObject(w), false, w);
});

/** A sentence reading with the given text, class and P(change); the other heads do not matter here. */
function sentence(text: string, cls: string, pChange: number, start: number): SentenceReading {
  const s = { label: 'x', p: 1 };
  return { text, start, role: { label: 'change', p: pChange }, class: { label: cls, p: 0.9 }, direction: { label: 'up', p: 0.9 }, modality: s, cue: { label: 'none', p: 1 }, cause: { label: 'none', p: 1 }, groups: [], pChange, pCentral: 0.5, dist: {} };
}

function reading(sentences: SentenceReading[], central: number): DocumentReading {
  return { sentences, central, actorType: { label: 'government', p: 0.9 }, pTakesBackOwned: 0.1, pIdentitySalient: 0.1 };
}

test('a central restatement by a shell noun gives way to the nearest earlier change of its class; other classes and unlikely changes are passed over', () => {
  const objects = shippedObjectModel();
  const texts = [
    'Harwick Council will introduce a charge of £4 a day for parking on the seafront from 1 June.',
    'The council will also plant forty new trees along the promenade.',
    'The measure will apply to every vehicle, including those of residents.',
  ];
  let start = 0;
  const s = texts.map((t, i) => {
    const r = sentence(t, i === 1 ? 'service_level' : 'fee', 0.9, start);
    start += t.length + 1;
    return r;
  });
  assert.equal(antecedentOf(reading(s, 2), 2, objects), 0);
  assert.equal(centralPastShell(reading(s, 2), objects).central, 0);
  // The antecedent must be read as a change at all.
  const unlikely = s.map((r, i) => (i === 0 ? { ...r, pChange: 0.1 } : r));
  assert.equal(centralPastShell(reading(unlikely, 2), objects).central, 2);
  // A central sentence that names its object stays.
  assert.equal(centralPastShell(reading(s, 0), objects).central, 0);
});

test('every frame whose object is a shell noun takes the object of its antecedent', () => {
  const objects = shippedObjectModel();
  const texts = [
    'Harwick Council will introduce a charge of £4 a day for parking on the seafront from 1 June.',
    'The council will also plant forty new trees along the promenade.',
    'The measure will apply to every vehicle, including those of residents.',
  ];
  let start = 0;
  const s = texts.map((t, i) => {
    const r = sentence(t, i === 1 ? 'service_level' : 'fee', 0.9, start);
    start += t.length + 1;
    return r;
  });
  const frames = framesFromReading(texts.join(' '), reading(s, 0), EN, 'government', 'Harwick Council', objects);
  const restated = frames.find((f) => f.sentence === 2);
  assert.ok(restated, 'the restatement is a frame');
  assert.equal(isShellObject(restated.object.text), false, `object "${restated.object.text}"`);
  assert.match(restated.object.text, /charge/);
  assert.ok(restated.object.span.start < texts[0]!.length, 'its evidence span is in the antecedent');
});

test('a Spanish notice whose later sentences restate the change by "la medida" names the charge, not the measure', () => {
  const text = [
    'El Ayuntamiento de Valdemora cobrará a partir del 1 de marzo una tasa de 3 euros por noche a los visitantes que se alojen en hoteles y pisos turísticos del municipio.',
    'La recaudación se destinará a la limpieza de las playas.',
    'La medida se aplicará a todos los establecimientos, sin excepción.',
    'Los vecinos empadronados quedan exentos.',
  ].join(' ');
  const u = understandScenario(text);
  const central = u.frames.find((f) => f.central);
  assert.ok(central, 'a central change is read');
  assert.equal(isShellObject(central.object.text), false, `central object "${central.object.text}"`);
});

test('an English notice restated by "the change" names what changes in every frame of its class', () => {
  const text = [
    'From 6 April, Brackley Leisure will stop accepting cash at all of its pools and gyms.',
    'Payments will be by card, phone or the Brackley app.',
    'The change applies to every site, including the café.',
    'Staff will help anyone who needs to set up the app.',
  ].join(' ');
  const u = understandScenario(text);
  for (const f of u.frames) assert.equal(isShellObject(f.object.text), false, `${f.objectClass} object "${f.object.text}"`);
});
