/**
 * A change the text states twice is one failure mode per mechanism and cohort, not two with the
 * same title (report/failure-modes.ts `mergeSameType`). Texts are written for these tests.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../../src/engine/index.js';

const run = (scenario: string) => simulate({ scenario, name: 'fm', nAgents: 600, nRounds: 4, seed: 3, lang: 'en' });

describe('failure modes are distinct', () => {
  it('a closure stated in the opening and again by branch name gives distinct titles', () => {
    const r = run(
      'Fernholt County Council has agreed to close three of its five leisure centres from 1 June. Centres at Brook Lane, Highmoor and Eastgate will shut permanently, and their equipment will be moved to the two that remain. The council says the closures will save £900,000 a year.',
    );
    const titles = r.failure_modes.map((f) => f.title);
    assert.ok(titles.length > 0, 'a closure has failure modes');
    assert.equal(new Set(titles).size, titles.length, `titles repeat: ${titles.join(' | ')}`);
    const ids = r.failure_modes.map((f) => f.id);
    assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  });
});
