/**
 * The reference library (data/reference/cases.jsonl, src/engine/reference): the engine's copy is
 * the library, every case is valid, and the nearest cases follow the change's features.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Value } from 'typebox/value';
import { ReferenceCase } from '../../src/contracts/reference-case.js';
import { REFERENCE_CASES } from '../../src/engine/reference/cases.data.js';
import { lexicalOverlap, lexicalStems, nearestCases, referenceSeverity, similarity, valenceSign, VALENCE_MISMATCH, type ChangeProfile, type ReferenceCaseData } from '../../src/engine/reference/comparable.js';
import { anchorOutcome, anchorParts, anchorRatio, anchorRisk, expectedAnchor, expectedRisk, referenceAnchor } from '../../src/engine/reference/anchor.js';
import { readText } from '../../src/engine/reader/read.js';
import { shippedReader } from '../../src/engine/reader/model.js';
import { tokenize } from '../../src/engine/reader/tokens.js';
import { meanVector } from '../../src/engine/reader/word-vectors.js';
import { simulate, type EngineInput } from '../../src/engine/index.js';
import { DEFAULT_CALIBRATION } from '../../src/engine/default-calibration.js';
import { COMPARABLE_MIN_SIMILARITY } from '../../src/engine/report/comparable-cases.js';
import type { EnsembleOutcome } from '../../src/engine/simulation/ensemble.js';

// Compile-time: every case the contract accepts is a case the engine reads (tsc --noEmit fails otherwise).
const fromContract: ReferenceCaseData = {} as ReferenceCase;
void fromContract;

describe('reference library', () => {
  it('is the library file, case for case (npm run build:reference after editing it)', () => {
    const lines = readFileSync('data/reference/cases.jsonl', 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
    assert.deepEqual(REFERENCE_CASES, lines);
    for (const c of lines) assert.ok(Value.Check(ReferenceCase, c), c.id);
  });

  it('ranks a case with the same class, direction and actor type first, and averages severities by similarity', () => {
    const fee = REFERENCE_CASES.find((c) => c.features.class === 'fee' && c.features.direction === 'up')!;
    const p: ChangeProfile = { class: 'fee', direction: 'up', actorType: fee.actor_type, affected: fee.features.affected, takesBackOwned: fee.features.takes_back_owned ? 1 : 0, identitySalient: fee.features.identity_salient ? 1 : 0 };
    assert.ok(Math.abs(similarity(p, fee) - 1) < 1e-9);
    const near = nearestCases(p, REFERENCE_CASES, 5);
    assert.equal(near.length, 5);
    assert.equal(near[0]!.similarity, 1);
    for (let i = 1; i < near.length; i++) assert.ok(near[i - 1]!.similarity >= near[i]!.similarity);
    const s = referenceSeverity(near);
    assert.ok(s >= Math.min(...near.map((n) => n.case.severity)) && s <= Math.max(...near.map((n) => n.case.severity)));
    assert.ok(Number.isNaN(referenceSeverity([])));
  });

  it('meets a gain with gains before losses of its class: a case on the other side of gain and loss counts at VALENCE_MISMATCH', () => {
    assert.equal(valenceSign('service_level', 'up'), 1);
    assert.equal(valenceSign('service_level', 'down'), -1);
    assert.equal(valenceSign('price', 'down'), 1);
    assert.equal(valenceSign('cause', 'up'), 0);
    const loss = REFERENCE_CASES.find((c) => c.features.class === 'price' && c.features.direction === 'up')!;
    const same: ChangeProfile = { class: 'price', direction: 'up', actorType: loss.actor_type, affected: loss.features.affected, takesBackOwned: loss.features.takes_back_owned ? 1 : 0, identitySalient: loss.features.identity_salient ? 1 : 0 };
    const flipped: ChangeProfile = { ...same, direction: 'down' };
    const full = similarity(same, loss);
    // The flipped profile loses the direction's weight (0.2 of 1) and then the mismatch factor.
    assert.ok(Math.abs(similarity(flipped, loss) - VALENCE_MISMATCH * (full - 0.2)) < 1e-9);
    // A price cut's nearest cases are gains (valence +1) as long as the library holds enough of them.
    const gains = REFERENCE_CASES.filter((c) => valenceSign(c.features.class, c.features.direction) === 1).length;
    assert.ok(gains >= 5);
    const near = nearestCases(flipped, REFERENCE_CASES, 5);
    for (const n of near) assert.notEqual(valenceSign(n.case.features.class, n.case.features.direction), -1, n.case.id);
  });

  it('among cases the coarse features tie, ranks first the one whose change is closest in meaning to the sentence', () => {
    const logos = REFERENCE_CASES.filter((c) => c.features.class === 'brand_identity' && c.features.direction === 'up' && c.actor_type === 'company');
    assert.ok(logos.length >= 2);
    const base: ChangeProfile = { class: 'brand_identity', direction: 'up', actorType: 'company', affected: [], takesBackOwned: 0, identitySalient: 0 };
    const withText = (sentence: string): ChangeProfile => ({ ...base, vector: meanVector(tokenize(sentence)) });
    for (const target of logos.slice(0, 3)) {
      const p = withText(target.change);
      const ranked = logos.map((c) => ({ id: c.id, s: similarity(p, c) })).sort((a, b) => b.s - a.s);
      assert.equal(ranked[0]!.id, target.id, `${target.change} → ${JSON.stringify(ranked.slice(0, 3))}`);
      for (const r of ranked) assert.ok(r.s >= 0 && r.s <= 1);
    }
  });

  it('anchors a risk: (1 − w)·simulated + w·(20·reference severity + 10), and leaves it alone at w 0 or without cases', () => {
    const reading = readText('From 1 March the monthly fee for the Standard plan will rise from £8 to £10.', shippedReader());
    assert.equal(referenceAnchor(reading, [], 5), null);
    const anchor = referenceAnchor(reading, REFERENCE_CASES, 5)!;
    assert.equal(anchor.nearest.length, 5);
    assert.ok(Math.abs(anchor.risk - (20 * anchor.severity + 10)) < 1e-9);
    assert.ok(Math.abs(anchor.severity - referenceSeverity(anchor.nearest)) < 1e-12);
    const parts = (w: number, ws = 0, scale = 1) => anchorParts(anchor, expected, { referenceWeight: w, severityWeight: ws, severityScale: scale });
    const expected = expectedAnchor(reading)!;
    assert.ok(Math.abs(expected.risk - (20 * expected.severity + 10)) < 1e-9);
    assert.equal(anchorRisk(30, parts(0)), 30);
    assert.equal(anchorRisk(30, anchorParts(null, null, { referenceWeight: 0.4, severityWeight: 0.4, severityScale: 1 })), 30);
    // The scale s stretches the expected severity (at most 4), and nothing else.
    assert.ok(Math.abs(anchorRisk(30, parts(0.2, 0.4, 1.5)) - anchorRisk(30, parts(0.2, 0.4)) - 0.4 * 20 * (Math.min(4, 1.5 * expected.severity) - expected.severity)) < 1e-9);
    assert.equal(anchorRisk(30, parts(0.4, 0, 2)), anchorRisk(30, parts(0.4)));
    assert.equal(expectedRisk(3, 2), 90);
    assert.equal(expectedRisk(0, 2), 10);
    assert.ok(Math.abs(anchorRisk(30, parts(0.4)) - (0.6 * 30 + 0.4 * anchor.risk)) < 1e-9);
    assert.ok(Math.abs(anchorRisk(30, parts(0.2, 0.4)) - (0.4 * 30 + 0.2 * anchor.risk + 0.4 * expected.risk)) < 1e-9);
    // Differences between outcomes (a mitigation's effect) shrink by 1 − w − w_s.
    const outcome = (risk: number[]) => ({ rounds: [], components: [], states: [], risk }) as unknown as EnsembleOutcome;
    const a = anchorOutcome(outcome([40, 60]), parts(0.3, 0.2)).risk;
    const b = anchorOutcome(outcome([20, 40]), parts(0.3, 0.2)).risk;
    assert.ok(Math.abs(a[0]! - b[0]! - 10) < 1e-9 && Math.abs(a[1]! - b[1]! - 10) < 1e-9);
    // A run of the same worlds scales the anchors by (its simulated risk over the bare plan's)^0.5:
    // halving the simulated risk multiplies the anchors' part by √0.5; the bare run itself leaves them.
    const bare = outcome([40, 60]);
    const half = anchorOutcome(outcome([20, 30]), parts(0.3, 0.6), bare).risk;
    const anchorsPart = 0.3 * anchor.risk + 0.6 * expected.risk;
    assert.ok(Math.abs(half[0]! - (0.1 * 20 + anchorsPart * Math.SQRT1_2)) < 1e-9 && Math.abs(half[1]! - (0.1 * 30 + anchorsPart * Math.SQRT1_2)) < 1e-9);
    assert.deepEqual(anchorOutcome(bare, parts(0.3, 0.6), bare).risk, anchorOutcome(bare, parts(0.3, 0.6)).risk);
    assert.equal(anchorRatio(20, 40), Math.SQRT1_2);
    assert.equal(anchorRatio(200, 40), Math.SQRT2, 'at most twice the bare plan, before the exponent');
    assert.equal(anchorRatio(5, 0.1), 1, 'no ratio from a bare plan with no risk');
  });

  it('ranks first, among cases the coarse features tie, the one that shares the rarest words, and names them', () => {
    const logos = REFERENCE_CASES.filter((c) => c.features.class === 'brand_identity' && c.features.direction === 'up' && c.actor_type === 'company');
    const base: ChangeProfile = { class: 'brand_identity', direction: 'up', actorType: 'company', affected: [], takesBackOwned: 0, identitySalient: 0 };
    const stems = (t: string) => [...new Set(lexicalStems(t).map((x) => x.stem))];
    const target = logos[0]!;
    const near = nearestCases({ ...base, words: stems(`${target.actor} will change its ${target.change.split(' ').slice(-3).join(' ')}`) }, logos, 3);
    assert.equal(near[0]!.case.id, target.id, JSON.stringify(near.map((n) => [n.case.id, n.similarity, n.sharedWords])));
    assert.ok(near[0]!.sharedWords.length > 0 && near[0]!.sharedWords.length <= 3);
    for (const w of near[0]!.sharedWords) assert.ok(`${target.change} ${target.actor}`.includes(w), w);
    // Words no case uses: every case is near only by the kind of change, and lower than with no lexical part at all.
    const unrelated = { ...base, words: stems('Dogs will no longer be allowed on the promenade') };
    const kindOnly = nearestCases(unrelated, logos, 3);
    for (const n of kindOnly) assert.deepEqual(n.sharedWords, []);
    assert.ok(kindOnly[0]!.similarity < similarity(base, kindOnly[0]!.case));
    assert.equal(lexicalOverlap([], target).score, 0);
    // Function words, number words and short words are not compared.
    assert.deepEqual(lexicalStems('The three new fees will be for all of them'), [{ stem: 'fee', word: 'fees' }]);
  });

  it('says in the risk drivers when the nearest cases share no word with the text', () => {
    const run = (scenario: string) => simulate({ scenario, name: 't', nAgents: 200, nRounds: 4, seed: 3, lang: 'en', calibration: { ...DEFAULT_CALIBRATION, referenceWeight: 0.3, severityWeight: 0.3, referenceK: 5 } });
    const label = (r: ReturnType<typeof simulate>) => r.risk_score.drivers.find((d) => d.factor === 'expected_reaction')?.label ?? '';
    const dogs = run('From 1 May, dogs will no longer be allowed on the Marine Parade beach between 10am and 6pm, Harbourside Council said.');
    assert.ok(dogs.comparable_cases!.every((c) => !c.shared_words?.length), JSON.stringify(dogs.comparable_cases));
    assert.match(label(dogs), /near only by the kind of change/);
    const price = run('From 1 March, Streamly will raise the price of its Standard subscription plan from $12.99 to $15.99 a month.');
    assert.ok(price.comparable_cases!.some((c) => c.shared_words?.length));
    assert.doesNotMatch(label(price), /near only/);
  });

  it('shows a case as comparable only from similarity 0.6, and says so when none is close enough', () => {
    const far = REFERENCE_CASES.filter((c) => c.id === REFERENCE_CASES.find((x) => /riot|arrest/i.test(x.outcome))!.id);
    assert.equal(far.length, 1);
    const r = simulate({
      scenario: 'From 1 April, Harlow Council will extend opening hours at all five of its libraries, funded by a government grant.',
      name: 't', nAgents: 200, nRounds: 4, seed: 3, lang: 'en', referenceCases: far,
      calibration: { ...DEFAULT_CALIBRATION, referenceWeight: 0.3, severityWeight: 0.3, referenceK: 1 },
    });
    const anchor = referenceAnchor(readText('From 1 April, Harlow Council will extend opening hours at all five of its libraries, funded by a government grant.', shippedReader()), far, 1)!;
    assert.ok(anchor.nearest[0]!.similarity < COMPARABLE_MIN_SIMILARITY, String(anchor.nearest[0]!.similarity));
    assert.deepEqual(r.comparable_cases, []);
    assert.match(r.risk_score.drivers.find((d) => d.factor === 'expected_reaction')?.label ?? '', /no real case in the library is close enough/);
  });

  it('a Spanish report shows the cases in Spanish; every case of the library has its Spanish lines', () => {
    for (const c of REFERENCE_CASES) assert.ok(c.change_es && c.outcome_es, c.id);
    const es = simulate({ scenario: 'A partir del 1 de marzo, Streamly subirá el precio de su plan Estándar de 12,99 a 15,99 dólares al mes.', name: 't', nAgents: 200, nRounds: 4, seed: 3, lang: 'es' });
    const cases = es.comparable_cases!;
    assert.ok(cases.length > 0);
    for (const c of cases) {
      const lib = REFERENCE_CASES.find((r) => r.id === c.id)!;
      assert.equal(c.change, lib.change_es);
      assert.equal(c.outcome, lib.outcome_es);
    }
  });

  it('a report lists its 3 nearest real cases and blends their severity into the risk by the calibration weight', () => {
    const scenario = 'From 1 March, Streamly will raise the price of its Standard plan from $12.99 to $15.99 a month for all existing subscribers.';
    const input = (w: number, referenceCases?: readonly ReferenceCaseData[]): EngineInput => ({
      scenario, name: 't', nAgents: 300, nRounds: 4, seed: 3, lang: 'en', referenceCases,
      calibration: { ...DEFAULT_CALIBRATION, referenceWeight: w, severityWeight: 0, referenceK: 5 },
    });
    const alone = simulate(input(0));
    const half = simulate(input(0.5));
    const cases = half.comparable_cases!;
    assert.equal(cases.length, 3);
    for (let i = 1; i < cases.length; i++) assert.ok(cases[i - 1]!.similarity >= cases[i]!.similarity);
    for (const c of cases) {
      const lib = REFERENCE_CASES.find((r) => r.id === c.id)!;
      assert.deepEqual([c.actor, c.year, c.severity, c.reversed, c.source], [lib.actor, lib.year, lib.severity, lib.reversed, lib.source]);
    }
    const anchor = referenceAnchor(readText(scenario, shippedReader()), REFERENCE_CASES, 5)!;
    // Rounded risks: the blend of the unrounded ones is within a point of the blend of the rounded.
    assert.ok(Math.abs(half.risk_score.value - (0.5 * alone.risk_score.value + 0.5 * anchor.risk)) <= 1, `${half.risk_score.value} vs ${alone.risk_score.value}, ${anchor.risk}`);
    assert.equal(half.method.calibration.reference_weight, 0.5);
    // Without a library there is nothing to compare with and nothing to blend.
    const none = simulate(input(0.5, []));
    assert.deepEqual(none.comparable_cases, []);
    assert.equal(none.risk_score.value, alone.risk_score.value);
  });
});
