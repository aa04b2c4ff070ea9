/**
 * The audience (src/engine/population/audience.ts; docs/decisions.md "Audience"): it moves the
 * actor's customers, not the public; without one the run is byte for byte what it was; a
 * conservative customer base objects to a cause a progressive one approves of.
 */
import { understandScenario } from '../../src/engine/understand/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { EngineInputError, simulate, type AudienceInput, type EngineInput } from '../../src/engine/index.js';
import { extractFeatures } from '../../src/engine/text/features.js';
import { ROLE, samplePopulation, type Population } from '../../src/engine/population/sample.js';
import { ageShares, customerMarginals, ideologyShares, TEMPLATE_MARGINALS, TEMPLATE_PRICE_SENSITIVITY } from '../../src/engine/population/audience.js';
import { AGE } from '../../src/engine/population/priors.js';
import { POPULATION } from '../../src/engine/constants.js';

/** Read as adopting the LGBTQ cause (checked below: the test is about the simulation, given that reading). */
const CAUSE = 'Acme Outdoor will launch a Pride campaign in all its stores in support of LGBTQ rights.';
const PRICE = 'Acme Streaming will raise the price of its standard plan from $10 to $14 a month for all existing subscribers, effective immediately.';

const input = (scenario: string, extra: Partial<EngineInput> = {}): EngineInput => ({ scenario, name: 'audience', nAgents: 200, nRounds: 3, seed: 5, lang: 'en', ...extra });

const ARRAYS = ['role', 'age', 'education', 'income', 'urban', 'ideology', 'care', 'fairness', 'loyalty', 'authority', 'purity', 'activity', 'priceSensitivity', 'trust', 'stubbornness', 'privacyConcern', 'involvement', 'cohort'] as const;

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const customers = (p: Population) => Array.from({ length: p.n }, (_, i) => i).filter((i) => p.role[i] === ROLE.customer);

describe('audience', () => {
  it('leaves the run byte for byte unchanged without one, or with an empty one', () => {
    for (const scenario of [CAUSE, PRICE]) {
      const plain = JSON.stringify(simulate(input(scenario)));
      assert.equal(JSON.stringify(simulate(input(scenario, { audience: undefined }))), plain);
      assert.equal(JSON.stringify(simulate(input(scenario, { audience: {} }))), plain);
    }
    assert.equal(customerMarginals(undefined), TEMPLATE_MARGINALS);
    assert.equal(customerMarginals({}), TEMPLATE_MARGINALS);
  });

  it('moves only the customers: every other agent is the one drawn without an audience', () => {
    const features = extractFeatures(PRICE);
    const audience: AudienceInput = { ideology_lean: 0.8, age_band: '65+', urbanicity: 'rural', price_sensitivity: 0.2 };
    const plain = samplePopulation(4000, features, undefined, 9, 0);
    const shifted = samplePopulation(4000, features, audience, 9, 0);
    const others = Array.from({ length: plain.n }, (_, i) => i).filter((i) => plain.role[i] !== ROLE.customer);
    assert.ok(others.length > 2000);
    for (const key of ARRAYS) {
      for (const i of others) assert.equal(shifted[key][i], plain[key][i], `${key}[${i}]`);
    }
    for (const i of customers(plain)) assert.equal(shifted.role[i], ROLE.customer);

    const cs = customers(shifted);
    const ideology = (p: Population) => mean(cs.map((i) => p.ideology[i]!));
        // (1 − 0.7) × the public's mean + 0.7 × 0.8, give or take the jitter's clamping and sampling.
    assert.ok(Math.abs(ideology(shifted) - (0.3 * publicIdeologyMean() + 0.7 * 0.8)) < 0.05, `customer ideology ${ideology(shifted)}`);
    assert.ok(ideology(shifted) > ideology(plain) + 0.3);
    const old = cs.filter((i) => AGE.labels[shifted.age[i]!] === '65+').length / cs.length;
    assert.ok(Math.abs(old - 0.6) < 0.04, `65+ share ${old}`);
    const urban = cs.filter((i) => shifted.urban[i] === 1).length / cs.length;
    assert.ok(Math.abs(urban - 0.2) < 0.04, `urban share ${urban}`);
    const price = mean(cs.map((i) => shifted.priceSensitivity[i]!));
    assert.ok(Math.abs(price - 0.2) < 0.03, `price sensitivity ${price}`);
    assert.ok(mean(cs.map((i) => plain.priceSensitivity[i]!)) > 0.6);
  });

  it('mixes the ideology answers with a two-point distribution whose mean is the lean', () => {
    const points = POPULATION.ideologyPoints;
    for (const lean of [-1, -0.8, -0.3, 0, 0.25, 0.8, 1]) {
      const shares = ideologyShares(lean);
      assert.ok(Math.abs(shares.reduce((a, b) => a + b, 0) - 1) < 1e-12);
      const m = shares.reduce((acc, s, k) => acc + s * points[k]!, 0);
      assert.ok(Math.abs(m - (0.3 * publicIdeologyMean() + 0.7 * lean)) < 1e-12, `lean ${lean}: mean ${m}`);
    }
    for (const band of ['18-29', '30-44', '45-64', '65+'] as const) {
      const shares = ageShares(band);
      assert.ok(Math.abs(shares.reduce((a, b) => a + b, 0) - 1) < 1e-12, band);
    }
    assert.ok(Math.abs(TEMPLATE_PRICE_SENSITIVITY - (0.34 * 1 + 0.28 * 0.7 + 0.38 * 0.45)) < 1e-12);
  });

  it('makes conservative customers object to a Pride collection that progressive customers approve of', () => {
    const read = understandScenario(CAUSE).frames.map((f) => `${f.objectClass}_${f.direction}(${f.cause})`);
    assert.deepEqual(read, ['cause_up(lgbtq)'], 'precondition: the reader reads the text as adopting the cause (if not, see test/probes/README.md)');
    const core = (lean: number) => simulate(input(CAUSE, { nRounds: 4, audience: { ideology_lean: lean } })).cohort_breakdowns.find((c) => c.cohort === 'core_customers')!;
    const conservative = core(0.8);
    const progressive = core(-0.8);
    assert.ok(conservative.stance.net < progressive.stance.net - 0.2, `net ${conservative.stance.net} (lean +0.8) vs ${progressive.stance.net} (lean −0.8)`);
    assert.ok(conservative.stance.oppose > progressive.stance.oppose);
  });

  it('refuses values outside the ranges as an engine input error', () => {
    for (const audience of [{ ideology_lean: 2 }, { ideology_lean: Number.NaN }, { price_sensitivity: -0.1 }, { age_band: 'teen' }, { urbanicity: 'space' }]) {
      assert.throws(() => simulate(input(PRICE, { audience: audience as AudienceInput })), EngineInputError, JSON.stringify(audience));
    }
  });

  it('gives every audience constant a source or an ASSUMPTION mark', () => {
    const source = readFileSync(new URL('../../src/engine/population/audience.ts', import.meta.url), 'utf8');
    const block = /export const AUDIENCE_SHIFT = \{\n([\s\S]*?)\n\} as const;/.exec(source)![1]!;
    const lines = block.split('\n');
    const keys = lines.map((l, i) => ({ key: /^ {2}(\w+): /.exec(l)?.[1], i })).filter((k) => k.key);
    assert.equal(keys.length, 4);
    for (const { key, i } of keys) {
      let start = i - 1;
      while (start >= 0 && !lines[start]!.trim().startsWith('/**')) start--;
      assert.match(lines.slice(start, i).join(' '), /Source:|ASSUMPTION/, key);
    }
  });
});

/** The public's mean ideology answer (Gallup shares at the five answer points). */
function publicIdeologyMean(): number {
  return TEMPLATE_MARGINALS.ideology.reduce((acc, s, k) => acc + s * POPULATION.ideologyPoints[k]!, 0);
}
