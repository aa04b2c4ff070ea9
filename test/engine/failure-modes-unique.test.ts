/**
 * A change the text states twice is one failure mode per mechanism and cohort, not two with the
 * same title (report/failure-modes.ts `mergeSameType`), and a driver cites it once, with its object
 * (`evidenceFor`). Texts are written for these tests.
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

  it('a driver cites each change once, with its object', () => {
    const r = run(
      'Fernholt County Council has agreed to close three of its five leisure centres from 1 June. Centres at Brook Lane, Highmoor and Eastgate will shut permanently, and their equipment will be moved to the two that remain. The council says the closures will save £900,000 a year.',
    );
    const loss = r.risk_score.drivers.filter((d) => d.contribution > 0 && d.evidence.length > 0);
    assert.ok(loss.length > 0, 'the closure drives the risk');
    for (const d of loss) {
      const texts = d.evidence.map((e) => e.text);
      assert.equal(new Set(texts).size, texts.length, `evidence repeats: ${texts.join(' | ')}`);
      assert.ok(texts.every((t) => t.trim().split(/\s+/).length > 1), `evidence names more than a verb: ${texts.join(' | ')}`);
    }
  });

  it('two changes on one mechanism and cohort are told apart by the change in their titles', () => {
    const texts = [
      'From 1 March, most articles on the Daily Courier website will be for subscribers only. The digital subscription will also rise from £5 to £7 a month.',
      'A partir del 1 de marzo, la mayoría de los artículos de El Diario del Valle serán solo para suscriptores. La suscripción digital subirá además de 5 a 7 euros al mes.',
    ];
    for (const t of texts) {
      const titles = run(t).failure_modes.map((f) => f.title);
      assert.equal(new Set(titles).size, titles.length, `titles repeat: ${titles.join(' | ')}`);
    }
  });
});
