/**
 * A charge only visitors pay (the corpus group `visitors`; understand/reading.ts `outsiderCharges`):
 * residents judge a visitor levy they do not pay (ontology.ts QUALIFIED.outsider, from Edinburgh's
 * visitor levy consultation), so it is not read as their loss; a charge that names residents too
 * stays a loss. The readings are the shipped reader's with the change sentence's groups set by
 * hand, so the rule is tested apart from what the reader makes of the groups.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readText } from '../../src/engine/reader/read.js';
import { shippedReader } from '../../src/engine/reader/model.js';
import { framesFromReading } from '../../src/engine/understand/reading.js';
import { EN } from '../../src/engine/understand/lexicon.js';
import { frameValence } from '../../src/engine/text/features.js';
import { GROUPS } from '../../src/engine/reader/labels.js';
import { CORPUS_GROUPS } from '../../src/contracts/corpus.js';

const TEXT = 'From 1 April, Harrowgate Council will introduce a visitor levy of £2 per person per night on hotel and short-let stays.';

function framesWith(groups: string[]) {
  const reading = readText(TEXT, shippedReader());
  const sentences = reading.sentences.map((s) => ({ ...s, groups: groups.map((label) => ({ label, p: 1 })) }));
  return framesFromReading(TEXT, { ...reading, sentences }, EN, 'government', 'Harrowgate Council');
}

describe('a charge only visitors pay', () => {
  it('is a group of the corpus and of the reader', () => {
    assert.ok((CORPUS_GROUPS as readonly string[]).includes('visitors'));
    assert.ok((GROUPS as readonly string[]).includes('visitors'));
  });

  it('is judged by residents who do not pay it, as a gain to no one and a loss to no one', () => {
    const [main] = framesWith(['visitors']);
    assert.ok(main, 'a frame was read');
    assert.equal(main.objectClass, 'tax', 'precondition: the reader reads a tax');
    assert.equal(main.qualifier, 'outsider');
    const v = frameValence(main);
    assert.ok(v.affected >= 0 && v.progressive > 0 && v.moderate > 0 && v.conservative > 0, JSON.stringify(v));
  });

  it('stays a loss when the sentence names residents (or any group who would pay it) too', () => {
    for (const groups of [['visitors', 'residents'], ['residents'], []]) {
      const [main] = framesWith(groups);
      assert.notEqual(main?.qualifier, 'outsider', groups.join(','));
    }
  });
});
