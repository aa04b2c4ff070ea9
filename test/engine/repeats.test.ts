/** Second mentions of an object in a quote are shortened to its head noun (report/repeats.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { shortObject, shortenRepeats } from '../../src/engine/report/repeats.js';

describe('second mentions', () => {
  it('cuts an object before its first complement', () => {
    assert.equal(shortObject('la piscina municipal cubierta del barrio de San Roque'), 'la piscina municipal cubierta');
    assert.equal(shortObject('the price of the Standard plan'), 'the price');
    assert.equal(shortObject('the night bus'), 'the night bus');
  });

  it('keeps an object whose head would be only a quantity', () => {
    assert.equal(shortObject('the four of its seven public libraries'), 'the four of its seven public libraries');
    assert.equal(shortObject('todas las líneas de autobús nocturno'), 'todas las líneas');
  });

  it('keeps the first mention and shortens the others, at a sentence start too', () => {
    const obj = 'the reading room of the Old Mill';
    assert.equal(
      shortenRepeats('I use the reading room of the Old Mill daily. The reading room of the Old Mill is all I have, and the reading room of the Old Mill matters.', obj),
      'I use the reading room of the Old Mill daily. The reading room is all I have, and the reading room matters.',
    );
    assert.equal(shortenRepeats('Nothing about it here.', obj), 'Nothing about it here.');
  });
});
