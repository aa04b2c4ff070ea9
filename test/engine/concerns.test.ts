/**
 * A cohort's top concerns are worded with the change that carries them (report/cohorts.ts `concernOf`;
 * blind read 26: eight cohorts of one report listed the same stock "Loss to people affected").
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../../src/engine/index.js';
import { concernOf } from '../../src/engine/report/cohorts.js';
import { catalog } from '../../src/engine/i18n/index.js';
import type { ChangeWords } from '../../src/engine/report/phrases.js';

describe('top concerns', () => {
  it('name the change and its figures, in English and Spanish', () => {
    const en = simulate({ scenario: 'From 1 March, Harbourline Building Society will charge a monthly account fee of £7 on Everyday Saver accounts.', name: 'fee', nAgents: 400, nRounds: 4, seed: 3, replicates: 2, lang: 'en' });
    const concerns = en.cohort_breakdowns.flatMap((c) => c.top_concerns);
    assert.ok(concerns.length > 0);
    assert.ok(concerns.some((t) => t.includes('£7')), concerns.join(' | '));
    const es = simulate({ scenario: 'El Ayuntamiento de Villaverde subirá la tasa de recogida de basuras de 80 a 110 euros al año a partir del 1 de enero.', name: 'tasa', nAgents: 400, nRounds: 4, seed: 3, replicates: 2, lang: 'es' });
    const esConcerns = es.cohort_breakdowns.flatMap((c) => c.top_concerns);
    assert.ok(esConcerns.some((t) => /tasa/.test(t) && /110/.test(t)), esConcerns.join(' | '));
    for (const t of esConcerns) assert.doesNotMatch(t, /\bde el\b|\ba el\b/);
  });

  it('fall back to the mechanism label when no change carries the mechanism', () => {
    const cat = catalog('en');
    const words = [{ change: 'the rise in the parking charges from £2 to £3.50' }] as ChangeWords[];
    const shares = { fairness: 0, loss: 0.6, privacy: 0, betrayal: 0, identity: 0, harm: 0, status_quo: 0 };
    const features = { changes: [{ shares }] } as unknown as Parameters<typeof concernOf>[1];
    assert.equal(concernOf('loss', features, words, cat, 'Kelby Council'), 'Losing out from the rise in the parking charges from £2 to £3.50');
    assert.equal(concernOf('privacy', features, words, cat, 'Kelby Council'), cat.mechanisms.privacy);
  });
});
