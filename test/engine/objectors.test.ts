/**
 * Who objects to a data, privacy or surveillance change (docs/decisions.md, 2026-11-27 sixth
 * session, "Objectors"): price sensitivity weighs on money losses only, and the customers' second
 * cohort is set apart by the trait the change weighs on — low income for a price or fee, a high
 * privacy concern for a data change — so price-sensitive customers do not lead a data story.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../../src/engine/index.js';
import { COHORTS, customerSplit, ROLE, samplePopulation, type Population } from '../../src/engine/population/sample.js';
import { ReplicateRun } from '../../src/engine/simulation/dynamics.js';
import { buildNetwork } from '../../src/engine/simulation/network.js';
import { FRAMES, mechanismIntensities, type Frame, type Levers } from '../../src/engine/simulation/levers.js';
import { DEFAULT_CALIBRATION } from '../../src/engine/default-calibration.js';
import { POPULATION } from '../../src/engine/constants.js';
import { MECHANISMS, type Mechanism } from '../../src/engine/text/lexicon.js';
import type { ChangeInput, ScenarioFeatures } from '../../src/engine/text/features.js';

const shares = (s: Partial<Record<Mechanism, number>>) => Object.fromEntries(MECHANISMS.map((m) => [m, s[m] ?? 0])) as Record<Mechanism, number>;

/** A change landing on customers, as text/features.ts would build it. */
function change(cls: string, affected: number, mech: Partial<Record<Mechanism, number>>, monetary: boolean, weight = 0.6): ChangeInput {
  return {
    type: `${cls}_up`,
    cls,
    valence: { affected, progressive: affected / 4, moderate: affected / 4, conservative: affected / 4 },
    weight,
    shares: shares(mech),
    landsOn: 'affected',
    isCause: false,
    partnersNamed: false,
    monetary,
    investorOwned: true,
  };
}

const DATA = change('data_sharing', -0.75, { privacy: 0.7, betrayal: 0.3 }, false);
const PRICE = change('price', -0.55, { loss: 0.6, fairness: 0.4 }, true);
const RESTRICTION = change('access', -0.5, { loss: 0.6, fairness: 0.4 }, false);

/** The parts of the features the population reads. */
function features(changes: ChangeInput[]): ScenarioFeatures {
  return { changes, roleMentions: { customer: 2, employee: 0, partner: 0, investor: 0, public: 0 }, broadExposure: false } as unknown as ScenarioFeatures;
}

function levers(changes: ChangeInput[]): Levers {
  const frames = Object.fromEntries(FRAMES.map((f) => [f, 0])) as Record<Frame, number>;
  const directRoles = new Uint8Array(7);
  directRoles[ROLE.customer] = 1;
  return { mechanisms: mechanismIntensities(changes), changes, directRoles, frames, reliefForLowIncome: false, moralEmotionalWords: 0, outgroupWords: 0, exemption: null, textExemption: null, calibration: DEFAULT_CALIBRATION };
}

/** Round-1 mean stance of customers in the lowest and in the highest income band. */
function stanceByIncome(changes: ChangeInput[]): { low: number; high: number } {
  const sum = { low: 0, high: 0 };
  const count = { low: 0, high: 0 };
  for (const seed of [1, 2, 3]) {
    const pop = samplePopulation(4000, features(changes), undefined, 'objectors', seed);
    const run = new ReplicateRun(pop, buildNetwork(pop.cohort, COHORTS.length, 'objectors', seed), levers(changes), 'objectors', seed);
    run.step();
    const x = run.state().stance;
    for (let i = 0; i < pop.n; i++) {
      if (pop.role[i] !== ROLE.customer) continue;
      const band = pop.income[i] === 0 ? 'low' : pop.income[i] === 2 ? 'high' : null;
      if (!band) continue;
      sum[band] += x[i]!;
      count[band]++;
    }
  }
  return { low: sum.low / count.low, high: sum.high / count.high };
}

function members(pop: Population, id: (typeof COHORTS)[number]): number[] {
  const c = COHORTS.indexOf(id);
  const out: number[] = [];
  for (let i = 0; i < pop.n; i++) if (pop.cohort[i] === c) out.push(i);
  return out;
}

describe('price sensitivity weighs on money only', () => {
  it('a restriction (no money) is judged alike by low and high incomes; a price rise is not', () => {
    const restriction = stanceByIncome([RESTRICTION]);
    assert.ok(restriction.high < -0.1, `the restriction is a loss: ${restriction.high}`);
    assert.ok(Math.abs(restriction.low - restriction.high) < 0.03, `restriction: low ${restriction.low.toFixed(3)} vs high ${restriction.high.toFixed(3)}`);
    const price = stanceByIncome([PRICE]);
    assert.ok(price.low < price.high - 0.08, `price: low ${price.low.toFixed(3)} should be well below high ${price.high.toFixed(3)}`);
  });
});

describe('the customers split by the trait the change weighs on', () => {
  it('privacy for a data change, income for a price rise, a restriction or nothing', () => {
    assert.equal(customerSplit({ changes: [DATA] }), 'privacy');
    assert.equal(customerSplit({ changes: [change('ai_content', -0.8, { privacy: 0.5, betrayal: 0.3, harm: 0.2 }, false)] }), 'privacy');
    assert.equal(customerSplit({ changes: [PRICE] }), 'income');
    assert.equal(customerSplit({ changes: [RESTRICTION] }), 'income');
    // A change mainly about what people are attached to splits them by attachment; a little status quo in a service cut does not.
    assert.equal(customerSplit({ changes: [change('brand_identity', -0.5, { status_quo: 1 }, false)] }), 'attachment');
    assert.equal(customerSplit({ changes: [change('formula', -0.5, { status_quo: 0.8, loss: 0.2 }, false)] }), 'attachment');
    assert.equal(customerSplit({ changes: [change('service_level', -0.5, { loss: 0.5, fairness: 0.3, status_quo: 0.2 }, false)] }), 'income');
    assert.equal(customerSplit({ changes: [] }), 'income');
    // A data change that ends (a gain for customers) sets nobody apart by privacy.
    assert.equal(customerSplit({ changes: [change('data_sharing', 0.33, { privacy: 0.7, betrayal: 0.3 }, false)] }), 'income');
    // Both: the heavier load decides.
    assert.equal(customerSplit({ changes: [change('price', -0.55, { loss: 0.6, fairness: 0.4 }, true, 1), change('data_sharing', -0.75, { privacy: 0.7, betrayal: 0.3 }, false, 0.1)] }), 'income');
    assert.equal(customerSplit({ changes: [change('price', -0.55, { loss: 0.6, fairness: 0.4 }, true, 0.1), DATA] }), 'privacy');
  });

  it('a data change: privacy-minded customers instead of price-sensitive ones, of like size', () => {
    const pop = samplePopulation(4000, features([DATA]), undefined, 'objectors', 1);
    assert.equal(members(pop, 'price_sensitive_customers').length, 0);
    const minded = members(pop, 'privacy_minded_customers');
    const customers = members(pop, 'core_customers').length + minded.length;
    assert.ok(minded.every((i) => pop.privacyConcern[i]! >= POPULATION.privacyMindedAt));
    assert.ok(members(pop, 'core_customers').every((i) => pop.privacyConcern[i]! < POPULATION.privacyMindedAt));
    const share = minded.length / customers;
    assert.ok(share > 0.3 && share < 0.5, `privacy-minded share of customers ${share}`);
    // The same draws as the income split: only the labels (and so the network's blocks) differ.
    const byIncome = samplePopulation(4000, features([PRICE]), undefined, 'objectors', 1);
    assert.deepEqual(byIncome.privacyConcern, pop.privacyConcern);
    assert.equal(members(byIncome, 'privacy_minded_customers').length, 0);
    assert.ok(members(byIncome, 'price_sensitive_customers').every((i) => byIncome.income[i] === 0));
  });
});

/** Own fixtures, in the registers the readers graded: a company app, a council, a Spanish platform. */
const DATA_TEXTS = [
  {
    lang: 'en' as const,
    text: 'Update to your Harvest Rewards account. From 1 May, Harvest Market will share the shopping history of every Harvest Rewards member, including what you buy and where, with advertising partners and data brokers. Sharing is switched on for all existing accounts.',
  },
  {
    lang: 'es' as const,
    text: 'Cambios en la privacidad de Charlaverde. A partir del 1 de septiembre, Charlaverde compartirá los datos personales de sus usuarios, incluidos sus contactos y su ubicación, con empresas de publicidad. El cambio se aplicará a todas las cuentas.',
  },
];
const PRICE_TEXT = 'Harvest Market will raise the price of its weekly vegetable box from £18 to £24 for all customers from 1 May.';

const run = (scenario: string, lang: 'en' | 'es') => simulate({ scenario, name: 'objectors', nAgents: 1000, nRounds: 4, seed: 5, lang });
const mostOpposed = (r: ReturnType<typeof run>) => [...r.cohort_breakdowns].sort((a, b) => a.stance.net - b.stance.net)[0]!;

describe('who leads the objection in the report', () => {
  for (const { lang, text } of DATA_TEXTS) {
    it(`a data-sharing change (${lang}): privacy-minded customers lead, price-sensitive customers are not there`, () => {
      const r = run(text, lang);
      // Precondition: the reader read the central change as data sharing.
      assert.equal(r.scenario_understanding.changes[0]?.object_class, 'data_sharing');
      const ids = r.cohort_breakdowns.map((c) => c.cohort);
      assert.ok(!ids.includes('price_sensitive_customers'), ids.join(', '));
      const lead = mostOpposed(r);
      assert.equal(lead.cohort, 'privacy_minded_customers');
      assert.ok(r.headline.includes(lead.label.toLowerCase()), r.headline);
      const core = r.cohort_breakdowns.find((c) => c.cohort === 'core_customers')!;
      assert.ok(lead.stance.oppose > core.stance.oppose + 0.05, `privacy-minded ${lead.stance.oppose} vs core ${core.stance.oppose}`);
    });
  }

  it('a price rise: price-sensitive customers are there and lead', () => {
    const r = run(PRICE_TEXT, 'en');
    assert.equal(r.scenario_understanding.changes[0]?.object_class, 'price');
    const ids = r.cohort_breakdowns.map((c) => c.cohort);
    assert.ok(!ids.includes('privacy_minded_customers'), ids.join(', '));
    assert.equal(mostOpposed(r).cohort, 'price_sensitive_customers');
  });

  it('a club crest replaced: the most attached fans are there and lead', () => {
    const r = run('From next season, Harbourside Rovers will play in a new crest. The lighthouse that has been on our shirts since 1921 will be replaced by a simplified monogram designed by a London agency.', 'en');
    assert.equal(r.scenario_understanding.changes[0]?.object_class, 'brand_identity');
    const ids = r.cohort_breakdowns.map((c) => c.cohort);
    assert.ok(ids.includes('attached_customers') && !ids.includes('price_sensitive_customers'), ids.join(', '));
    assert.equal(mostOpposed(r).cohort, 'attached_customers');
  });
});

describe('a change named only for staff lands on them', () => {
  it("an employer's office mandate for its staff lands on employees; a customer price rise on customers", async () => {
    const { extractFeatures } = await import('../../src/engine/text/features.js');
    const staff = extractFeatures('From 1 March, all employees of Brenford Insurance will be required to work from their assigned office four days a week.');
    const main = staff.changes.find((c) => c.type === staff.mainChange)!;
    assert.equal(main.landsOn, 'employees', JSON.stringify(staff.understanding.frames.map((f) => f.affected)));
    const price = extractFeatures('From 1 March, Brenford Insurance will raise the monthly premium for existing customers from £30 to £36.');
    assert.equal(price.changes.find((c) => c.type === price.mainChange)!.landsOn, 'affected');
  });
});

describe('investors judge as owners only an actor they own', () => {
  it('a company\'s price rise pleases its investors; a council\'s does not: they judge it by their politics like the public', async () => {
    const { valenceFor } = await import('../../src/engine/simulation/dynamics.js');
    const { ROLE } = await import('../../src/engine/population/sample.js');
    const owned = valenceFor(PRICE, ROLE.investor, 0);
    assert.ok(owned > 0, `a company's investors gain from a price rise: ${owned}`);
    const council = valenceFor({ ...PRICE, investorOwned: false }, ROLE.investor, 0);
    assert.equal(council, valenceFor({ ...PRICE, investorOwned: false }, ROLE.non_user, 0));
    assert.ok(council < 0);
  });
});
