/**
 * Cohorts named after the group the central change names (report/context.ts `withNamedGroups`,
 * i18n catalog `cohort_groups`): a fee for a credit union's members speaks of members, not of the
 * nonprofit template's donors; a company's partners are creators only when the text names them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../../src/engine/index.js';
import { catalog } from '../../src/engine/i18n/index.js';
import { withNamedGroups } from '../../src/engine/report/context.js';
import type { ScenarioFeatures } from '../../src/engine/text/features.js';

const run = (scenario: string, lang: 'en' | 'es') => simulate({ scenario, name: 'cohort-names', nAgents: 400, nRounds: 4, seed: 3, replicates: 2, lang });
const label = (r: ReturnType<typeof run>, id: string) => r.cohort_breakdowns.find((c) => c.cohort === id)?.label;

/** Features with one central frame naming `groups` (the parts `withNamedGroups` reads). */
const features = (groups: string[], actorType: ScenarioFeatures['actorType'] = 'company') =>
  ({ actorType, understanding: { frames: [{ central: true, affected: groups.map((group) => ({ group, role: 'customer', existing: false })) }] } }) as unknown as ScenarioFeatures;

describe('cohorts named after the group the change names', () => {
  it('names the customer cohorts after the first group the catalog has a noun for, in each language', () => {
    const en = withNamedGroups(catalog('en'), features(['customers', 'passengers']));
    assert.equal(en.cohorts.core_customers, 'Passengers');
    assert.equal(en.cohorts.price_sensitive_customers, 'Price-sensitive passengers');
    assert.equal(en.cohorts.attached_customers, 'Most loyal passengers');
    const es = withNamedGroups(catalog('es'), features(['members']));
    assert.equal(es.cohorts.core_customers, 'Socios');
    assert.equal(es.cohorts.price_sensitive_customers, 'Socios sensibles al precio');
  });

  it('leaves the wording alone when no group has a noun, and names creators among partners only when the text does', () => {
    const plain = withNamedGroups(catalog('en'), features(['customers']));
    assert.equal(plain.cohorts.core_customers, catalog('en').cohorts.core_customers);
    assert.equal(plain.cohorts.partners, 'Business partners and suppliers');
    assert.equal(withNamedGroups(catalog('en'), features(['partners'])).cohorts.partners, 'Creators, developers and partners');
    const council = withNamedGroups(catalog('en'), features(['customers'], 'government'));
    assert.equal(council.cohorts.partners, catalog('en').cohorts.partners, "only a company's partners are reworded");
  });

  it('the central change\'s own group decides: a council\'s residents keep its wording over businesses named beside it', () => {
    const f = {
      actorType: 'government',
      understanding: {
        frames: [
          { central: true, affected: [{ group: 'residents', role: 'public', existing: false }] },
          { central: false, affected: [{ group: 'businesses', role: 'customer', existing: false }] },
        ],
      },
    } as unknown as ScenarioFeatures;
    assert.equal(withNamedGroups(catalog('en'), f).cohorts.core_customers, catalog('en').cohorts.core_customers);
    // With only generic groups in the central change, a named group of another change still names them.
    const g = { ...f, understanding: { frames: [{ central: true, affected: [{ group: 'customers', role: 'customer', existing: false }] }, f.understanding.frames[1]] } } as unknown as ScenarioFeatures;
    assert.equal(withNamedGroups(catalog('en'), g).cohorts.core_customers, 'Businesses');
  });

  it('a whole report on a fee for members speaks of members', () => {
    const r = run('Northgate Credit Union will introduce a monthly account fee of £3 for all members from 1 June. Members who keep £500 or more in savings will not pay the fee.', 'en');
    assert.ok(r.scenario_understanding.changes.some((c) => c.affected.includes('members')), JSON.stringify(r.scenario_understanding.changes));
    assert.equal(label(r, 'core_customers'), 'Members');
  });
});
