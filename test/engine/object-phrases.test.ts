/**
 * A report's object phrase is a noun phrase, never a fragment (bench/object-phrases.ts kinds): no
 * quantifier, figure, date or preposition at its start, no function word at its end, no clause run
 * on into it, not the actor's own name, and Spanish articles that agree. Sentences written for this
 * test (invented actors).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tidyObject, changeWords, namesList, withArticle } from '../../src/engine/report/phrases.js';
import { shortObject } from '../../src/engine/report/repeats.js';
import { candidates } from '../../src/engine/reader/object-span.js';
import { tokenize } from '../../src/engine/reader/tokens.js';
import { mentions } from '../../src/engine/understand/reading.js';
import { esDefiniteNp } from '../../src/engine/i18n/es-finish.js';
import { extractFeatures } from '../../src/engine/text/features.js';
import { catalog } from '../../src/engine/i18n/index.js';

const OPENERS = /^(?:the|el|la|los|las)\s+(?:all|every|each|any|both|no|todos?|todas?|cada|ambos|ambas|of|de|del|and|or|y|o|because|que|\d\S*|[$£€]\d\S*|one|two|three|four|five|six|dos|tres|cuatro|cinco|seis)\b/i;
const CLOSERS = /\b(?:the|a|an|of|for|to|from|with|and|or|because|in|on|el|la|los|las|de|del|y|o|que|en|con|por|para)$/i;
const RUN_ON = /\b(?:because|porque|which|que)\b|\b(?:and|or)\s+(?:cut|close|shut|end|raise|stop)\b|\b(?:y|o)\s+\p{L}+(?:rá|rán)\b/iu;
const DATE_HEAD = /^(?:the|el|la|los|las)\s+(?:new\s+|nueva?\s+)?(?:\d[\d.,:]*\s*(?:%|am|pm)?|(?:\d{1,2}\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)(?:\s+\d+)?)$/i;

/** The reasons a report's object phrase (with its article) reads as a fragment; none for a noun phrase. */
function fragment(theObject: string): string[] {
  const out: string[] = [];
  if (OPENERS.test(theObject)) out.push('opens with a quantifier, figure, preposition or conjunction');
  if (CLOSERS.test(theObject)) out.push('ends on a function word');
  if (RUN_ON.test(theObject)) out.push('runs on into a clause');
  if (DATE_HEAD.test(theObject)) out.push('is a date or a number');
  return out;
}

describe('tidyObject', () => {
  it('drops a partitive figure, a closing time phrase and a run-on clause', () => {
    assert.equal(tidyObject('two of its reading rooms in May because', 'en'), 'reading rooms');
    assert.equal(tidyObject('seven evening classes and cut the tutors', 'en'), 'evening classes');
    assert.equal(tidyObject('cinco de sus talleres en octubre', 'es'), 'talleres');
    assert.equal(tidyObject('bibliotecas y cerrará', 'es'), 'bibliotecas');
  });

  it('drops an opening quantifier and the function words at either edge', () => {
    assert.equal(tidyObject('every locker on the upper deck', 'en'), 'locker on the upper deck');
    assert.equal(tidyObject('todas las clases de los jueves', 'es'), 'clases de los jueves');
    assert.equal(tidyObject('cambio de', 'es'), 'cambio');
    assert.equal(tidyObject('evening classes during', 'en'), 'evening classes');
  });

  it('joins a list of names written with commas only as prose does, and says it whole on a second mention', () => {
    assert.equal(tidyObject('Carrow, Denholme Vale, Elsby', 'en'), 'Carrow, Denholme Vale and Elsby');
    assert.equal(namesList('San Roque, El Carmen', 'es'), 'San Roque y El Carmen');
    assert.equal(namesList('buses, trams', 'en'), 'buses, trams');
    assert.equal(shortObject('Carrow, Denholme Vale and Elsby'), 'Carrow, Denholme Vale and Elsby');
    assert.equal(shortObject('the price of the Standard plan'), 'the price');
  });

  it('drops a gerund before its own object, and keeps a noun in -ing', () => {
    assert.equal(tidyObject('lowering our prices for every customer', 'en'), 'prices for every customer');
    assert.equal(tidyObject('parking charges', 'en'), 'parking charges');
    assert.equal(tidyObject('the opening hours', 'en'), 'opening hours');
  });

  it('gives nothing (the class noun stands in) for a date, a clock time or an amount', () => {
    assert.equal(tidyObject('new 14 March', 'en'), '');
    assert.equal(tidyObject('7.30pm', 'en'), '');
    assert.equal(tidyObject('7,5 %', 'es'), '');
    assert.equal(tidyObject('3 millones de euros', 'es'), '');
  });

  it('drops an amount embedded after "of" or "de", up to the thing paid for', () => {
    assert.equal(tidyObject('cuota de 35 euros al trimestre por el servicio de acogida matinal', 'es'), 'cuota por el servicio de acogida matinal');
    assert.equal(tidyObject('tasa turística de 2 euros por persona y noche', 'es'), 'tasa turística');
    assert.equal(tidyObject('visitor levy of £2 per person per night on hotel stays', 'en'), 'visitor levy on hotel stays');
    assert.equal(tidyObject('fee of $15 a month for the premium lounge', 'en'), 'fee for the premium lounge');
    assert.equal(tidyObject('cuota de socio', 'es'), 'cuota de socio');
  });

  it('keeps a plain noun phrase as it is', () => {
    assert.equal(tidyObject('annual boat levy for junior rowers', 'en'), 'annual boat levy for junior rowers');
    assert.equal(tidyObject('cuota de mantenimiento', 'es'), 'cuota de mantenimiento');
  });
});

describe('object-span candidates', () => {
  it('never open with a conjunction or preposition, never close on a function word, and are never only a date', () => {
    const text = 'Ribble Gliding Club will raise the hangar fee and end the winter discount from 3 March for all members of the club.';
    const tokens = tokenize(text);
    for (const c of candidates(tokens, 12)) {
      const words = tokens.slice(c.a, c.b + 1).map((t) => t.norm);
      assert.ok(!['and', 'from', 'of'].includes(words[0]!), words.join(' '));
      assert.ok(!['the', 'and', 'from', 'for', 'of', 'all'].includes(words.at(-1)!), words.join(' '));
      assert.notDeepEqual(words, ['<num>', 'march']);
    }
  });
});

describe('mentions', () => {
  it('finds the actor named in a sentence, case aside', () => {
    assert.deepEqual(mentions('The Kelso Ferry Company will cut sailings.', 'Kelso Ferry Company'), [{ start: 4, end: 23 }]);
    assert.deepEqual(mentions('Sailings will be cut.', 'Kelso Ferry Company'), []);
  });
});

describe('esDefiniteNp', () => {
  it('gives a plural the gender of its singular', () => {
    assert.equal(esDefiniteNp('programas de lectura'), 'los programas de lectura');
    assert.equal(esDefiniteNp('rutas nocturnas'), 'las rutas nocturnas');
    assert.equal(esDefiniteNp('agua potable'), 'el agua potable', 'a feminine noun with a stressed a takes el');
    assert.equal(esDefiniteNp('huevos, leche y aceite'), 'los huevos, leche y aceite', 'a list takes the article of its first word');
    assert.equal(esDefiniteNp('aulas de música'), 'las aulas de música');
  });
});

describe('report object phrases on whole announcements', () => {
  const cases: [string, string][] = [
    ['en', 'Corbel Pharmacy will shut three of its late-night counters in November because of staff shortages.'],
    ['en', 'From 6 January, every member of the Ridgeway Rowing Club will pay a £40 boat levy.'],
    ['en', 'Tallis Buses will withdraw the number 12 route and cut 30 driver jobs from 2 March.'],
    ['en', 'Lowmoor Leisure will close its sauna on Tuesdays from 4 February.'],
    ['en', 'The Harwick Chamber Orchestra will end all of its free lunchtime concerts after 30 June.'],
    ['es', 'Transportes Llanura suprimirá cuatro rutas nocturnas en febrero y reducirá la plantilla.'],
    ['es', 'La Fundación Candil dejará de financiar sus programas de lectura y cerrará dos bibliotecas.'],
    ['es', 'A partir del 2 de marzo, todos los socios del Club Náutico Brisa pagarán una cuota de amarre de 30 euros.'],
    ['es', 'El Ayuntamiento de Valdecierzo cerrará el 15 de enero tres de sus cinco piscinas municipales.'],
  ];
  for (const [lang, text] of cases) {
    it(`${lang}: ${text.slice(0, 60)}…`, () => {
      const features = extractFeatures(text);
      const words = changeWords(features, catalog(lang));
      assert.ok(words.length > 0, 'a change is read');
      for (const w of words) assert.deepEqual(fragment(w.theObject), [], w.theObject);
    });
  }
});

describe('report amounts carry the unit written after the figures', () => {
  it('"de 90 a 120 euros": every amount of the change is in euros', () => {
    const features = extractFeatures('El Ayuntamiento de Lindero elevará la tasa de recogida de basuras de 90 a 120 euros al año a partir de enero.');
    const w = changeWords(features, catalog('es')).find((x) => x.from && x.to);
    assert.ok(w, 'a from→to change is read');
    assert.equal(w.from, '90 €');
    assert.equal(w.to, '120 €');
    assert.equal(w.mid, '105 €');
  });
});

describe('amount-first objects', () => {
  it('"£4 a day to park at …" names what is paid for; an amount with only its rate names nothing', () => {
    assert.equal(tidyObject('£4 a day to park at Westgate station car park', 'en'), 'cost to park at Westgate station car park');
    assert.equal(tidyObject('€3 per person per night', 'en'), '');
    assert.equal(tidyObject('£45 annual permit', 'en'), 'annual permit');
  });
});

describe('the article before an object', () => {
  it('an English proper name takes none; common nouns and acronyms take "the"', () => {
    const en = catalog('en');
    assert.deepEqual(
      ['Park Lane', 'Eastfield Library', 'Bank of Harlow', 'Standard plan', 'parking charges', 'NHS', 'Fibre 500 plans'].map((np) => withArticle(en, np)),
      ['Park Lane', 'Eastfield Library', 'Bank of Harlow', 'the Standard plan', 'the parking charges', 'the NHS', 'the Fibre 500 plans'],
    );
    assert.equal(withArticle(catalog('es'), 'tasa'), 'la tasa');
  });
});

describe('a rule named by what it regulates', () => {
  const asRule = (text: string) => {
    const f = extractFeatures(text);
    return { ...f, understanding: { ...f.understanding, frames: f.understanding.frames.map((fr) => ({ ...fr, objectClass: 'public_rule' as const, direction: 'up' as const })) } };
  };
  it('is "the rule on" the thing ("the new rule on dogs"), in English and Spanish', () => {
    const en = changeWords(asRule('From 1 May, dogs will no longer be allowed on the main beach between 10am and 6pm.'), catalog('en'))[0]!;
    assert.equal(en.theObject, 'the rule on dogs');
    assert.equal(en.change, 'the new rule on dogs');
    const es = changeWords(asRule('A partir del 1 de junio, los perros ya no podrán acceder a la playa de La Concha.'), catalog('es'))[0]!;
    assert.match(es.change, /^la nueva norma sobre (?:los )?perros$/);
  });
  it('keeps an object that is a rule\'s own noun', () => {
    const en = changeWords(asRule('From May, the club will introduce a dress code for all members.'), catalog('en'))[0]!;
    assert.doesNotMatch(en.theObject, /rule on/);
    assert.match(en.theObject, /dress code/);
  });
});

describe('quotation marks in object phrases', () => {
  it('drops a lone mark a span cut off and keeps balanced ones and apostrophes', async () => {
    const { balancedQuotes } = await import('../../src/engine/report/phrases.js');
    assert.equal(balancedQuotes('personaje «El Negro Macabeo'), 'personaje El Negro Macabeo');
    assert.equal(balancedQuotes('personaje «El Negro Macabeo»'), 'personaje «El Negro Macabeo»');
    assert.equal(balancedQuotes('the "Big Chief mascot'), 'the Big Chief mascot');
    assert.equal(balancedQuotes('the supporters’ trust'), 'the supporters’ trust');
  });
});
