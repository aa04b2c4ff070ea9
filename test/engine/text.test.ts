import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sentences } from '../../src/engine/understand/text.js';

describe('sentences (src/engine/understand/text.ts)', () => {
  it('does not split after abbreviations, initials or decimal points, and keeps offsets', () => {
    const text = 'Susan G. Komen will end its grants. J.C. Penney will stop sales at 5 p.m. on Monday.\nThe U.S. arm of Acme Inc. will charge $4.99 a month. El Sr. García lo confirmó. ¿Por qué? Porque sí.';
    const got = sentences(text);
    assert.deepEqual(got.map((s) => s.text), [
      'Susan G. Komen will end its grants.',
      'J.C. Penney will stop sales at 5 p.m. on Monday.',
      'The U.S. arm of Acme Inc. will charge $4.99 a month.',
      'El Sr. García lo confirmó.',
      '¿Por qué?',
      'Porque sí.',
    ]);
    for (const s of got) assert.equal(text.slice(s.start, s.end), s.text);
  });

  it('splits at line breaks, so a heading is a sentence of its own, and drops blank lines', () => {
    const text = 'Fare changes from April\n\n  Single fares rise from £2 to £2.50.  \nDay tickets are unchanged';
    assert.deepEqual(sentences(text).map((s) => s.text), ['Fare changes from April', 'Single fares rise from £2 to £2.50.', 'Day tickets are unchanged']);
    assert.deepEqual(sentences(''), []);
    assert.deepEqual(sentences('\n \n'), []);
  });
});
