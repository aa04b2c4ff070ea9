/**
 * One test per mechanism (issue 3 "Done means"): each framing lowers risk, magnitude raises it,
 * privacy opt-out helps, and the differences exceed the replicate spread the report states.
 */
import { understandScenario } from '../../src/engine/understand/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../../src/engine/index.js';
import { NO_CHANGE_TEXT } from '../fixtures/no-change.js';

const BASE = 'Acme will raise the price of its monthly plan by 20% for all subscribers.';
const risk = (scenario: string) => {
  const r = simulate({ scenario, name: 'm', nAgents: 1000, nRounds: 4, seed: 11, lang: 'en' });
  // The replicates' standard deviation, from the confidence's agreement = 1 − spread / 20 (report/confidence.ts).
  return { value: r.risk_score.value, spread: 20 * (1 - r.confidence.components.replicate_agreement) };
};

function assertLower(lower: string, higher: string, what: string) {
  const a = risk(lower);
  const b = risk(higher);
  assert.ok(a.value < b.value, `${what}: ${a.value} should be below ${b.value}`);
  // Beyond noise: the difference exceeds both runs' replicate spreads together. (Not the 80 % intervals:
  // since engine 0.5.0 they also carry the expected severity's uncertainty, report/risk-score.ts, which
  // is the same for two texts that differ only in their framing.)
  assert.ok(b.value - a.value > a.spread + b.spread, `${what}: ${b.value} − ${a.value} within the replicate spread (${a.spread.toFixed(1)} + ${b.spread.toFixed(1)})`);
}

describe('mechanisms', () => {
  it('a stated cost justification lowers risk (dual entitlement, KKT 1986)', () => {
    assertLower(`${BASE} The increase is due to rising costs of content and will help fund new features.`, BASE, 'justification');
  });

  it('grandfathering existing customers lowers risk', () => {
    assertLower(`${BASE} Existing subscribers will keep their current price until renewal.`, BASE, 'grandfathering');
  });

  it('an opt-out or choice lowers risk', () => {
    assertLower(`${BASE} Subscribers can choose to switch to a cheaper plan or opt out at any time.`, BASE, 'opt-out');
  });

  it('a larger price increase raises risk', () => {
    assertLower(BASE.replace('20%', '5%'), BASE.replace('20%', '60%'), 'magnitude');
  });

  it('a privacy change with an opt-out is less risky than one without', () => {
    const plain = 'From 1 May, Acme will share user data with advertising partners.';
    // Precondition: the reader reads a data-sharing rise (the test is about the simulation, given that reading; test/probes/README.md).
    assert.deepEqual(understandScenario(plain).frames.map((f) => `${f.objectClass}_${f.direction}`), ['data_sharing_up']);
    assertLower(`${plain} Users can opt out of sharing in settings.`, plain, 'privacy opt-out');
  });

  it('an unrelated neutral text gives low risk and low confidence, said in words', () => {
    const r = simulate({ scenario: NO_CHANGE_TEXT, name: 'n', nAgents: 1000, nRounds: 4, seed: 11, lang: 'en' });
    assert.equal(r.risk_score.level, 'low', `risk ${r.risk_score.value}`);
    assert.equal(r.confidence.label, 'low');
    assert.match(r.confidence.explanation, /no announced change/);
    assert.ok(r.confidence.value <= 0.2);
  });
});

describe('softening measures overlap (diminishing returns)', () => {
  it('a measure added to three others lowers the risk less than the same measure added to none', () => {
    // The simulation alone (no comparable cases): each text's reading finds its own neighbours, which would move the risk by more than the measure.
    const risk = (t: string) => simulate({ scenario: t, name: 'd', nAgents: 800, nRounds: 4, seed: 4, lang: 'en', referenceCases: [] }).risk_score.value;
    const rise = 'Northfield Transit will raise single fares by 20% from June.';
    const three = ' The rise covers higher fuel and staff costs. Existing season-ticket holders keep their current price until renewal. We are sorry for the extra cost.';
    const credit = ' To make up for the rise, every rider will receive a £10 travel credit.';
    // Precondition: the reader reads the credit as compensation, and the three measures without it (test/probes/README.md).
    const cues = (t: string) => Object.entries(understandScenario(t).framing).filter(([, h]) => h.present).map(([k]) => k).sort();
    assert.deepEqual(cues(rise + three), ['apology', 'grandfathering', 'justification']);
    assert.ok(cues(rise + credit).includes('compensation') && cues(rise + three + credit).includes('compensation'), 'the credit reads as compensation');
    // Each statement counts by the reader's probability of it (understand/index.ts `cueProbability`), so the
    // same credit may be read more surely in a longer text: compare the effects per unit of its strength.
    const strength = (t: string) => understandScenario(t).framing.compensation!.strength;
    const alone = (risk(rise) - risk(rise + credit)) / strength(rise + credit);
    const added = (risk(rise + three) - risk(rise + three + credit)) / strength(rise + three + credit);
    assert.ok(alone > added, `credit alone −${alone} per unit of strength, after three measures −${added}`);
  });
});
