/**
 * A member-owned actor (a building society, co-operative, credit union or mutual: text/features.ts
 * `memberOwned`) has members where a company has shareholders: its simulated population has no
 * investors (population/sample.ts `roleShares`), so no "Investors" cohort cheers its changes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../../src/engine/index.js';
import { memberOwned } from '../../src/engine/text/features.js';

const run = (scenario: string) => simulate({ scenario, name: 'member-owned', nAgents: 400, nRounds: 4, seed: 3, replicates: 2, lang: 'en' });
const hasInvestors = (r: ReturnType<typeof run>) => r.cohort_breakdowns.some((c) => c.cohort === 'investors');

describe('member-owned actors', () => {
  it('reads ownership by members from the name, in English and Spanish', () => {
    for (const name of ['Harbourline Building Society', 'Vale Credit Union', 'Northfield Co-operative', 'The Co-op', 'Cooperativa Agrícola del Valle', 'Mutua Levantina', 'Caja Rural de Teruel', 'Riverside Mutual Insurance']) assert.ok(memberOwned(name), name);
    for (const name of ['Harbourline Bank', 'Brightwave Mobile', 'Northfield Council', '', 'Cooperstown Foods']) assert.ok(!memberOwned(name), name);
  });

  it('a building society has no investors in its population; a bank with the same text has', () => {
    const text = (actor: string) => `${actor} will charge a monthly account fee of £7 on current accounts with an average balance below £1,500 from 1 May. Accounts above that balance stay free.`;
    const society = run(text('Harbourline Building Society'));
    const bank = run(text('Harbourline Bank'));
    assert.equal(hasInvestors(society), false);
    assert.equal(hasInvestors(bank), true);
  });
});
