/**
 * The expected severity (src/engine/reader/severity.ts): its features, a network trained on a small
 * fixture corpus, the shipped network's outputs, and its place in the risk (reference/anchor.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { severityFeatureNames } from '../../src/engine/reader/features.js';
import { bareDocument, expectedSeverity, SEVERITY_HEADS } from '../../src/engine/reader/severity.js';
import { shippedSeverityNet } from '../../src/engine/reader/severity-model.js';
import { SEVERITY_MODEL } from '../../src/engine/reader/severity-model.data.js';
import { severityFeatures } from '../../src/engine/reader/features.js';
import { trainNet } from '../../scripts/reader/train-net.js';
import { CENTRAL_CANDIDATES, centralCandidates, expectedAnchor, expectedRisk, recalibratedSeverity } from '../../src/engine/reference/anchor.js';
import { FALLBACK_CHANGE_THRESHOLD, readText } from '../../src/engine/reader/read.js';
import { shippedReader } from '../../src/engine/reader/model.js';
import { simulate } from '../../src/engine/index.js';
import { DEFAULT_CALIBRATION } from '../../src/engine/default-calibration.js';
import { weightedQuantile } from '../../src/engine/stats.js';

describe('expected severity', () => {
  it('reads the whole document and, apart, the central sentence; a document with no change says so', () => {
    const doc = ['Riverside Council has reviewed its budget.', 'The Eastfield library will close in May.'];
    const names = severityFeatureNames(doc, 1);
    assert.ok(names.includes('dw:library') && names.includes('cw:library') && names.includes('cb:will close'));
    assert.ok(!names.includes('cw:budget'), 'only the central sentence gives cw: features');
    const none = severityFeatureNames(doc, null);
    assert.ok(none.includes('nocentral') && !none.some((n) => n.startsWith('cw:')));
  });

  it('a network trained on labelled documents ranks unseen ones by what they announce', () => {
    const gains = ['Entry to the museum will be free for everyone from May.', 'Bus fares for students will be cut by half.', 'The gym will open two hours longer every day at no extra cost.'];
    const losses = ['The council will close all four libraries and cut 120 jobs.', 'The club will scrap season tickets and double match prices.', 'The school will close its nursery and lay off every teacher.'];
    const doc = (text: string, y: number) => ({ ids: severityFeatures(['Notice to members.', text], 1, 4096), targets: [y] });
    const net = trainNet(SEVERITY_HEADS, [...gains.map((t) => doc(t, 0)), ...losses.map((t) => doc(t, 4))], { buckets: 4096, dim: 8, epochs: 40, lr: 0.05, batch: 2, seed: 1, hidden: 0 });
    const gain = expectedSeverity(['Notice to members.', 'Parking at the museum will be free from June.'], 1, net);
    const loss = expectedSeverity(['Notice to members.', 'The council will close the pool and cut 40 jobs.'], 1, net);
    assert.ok(gain.severity < 1.5 && loss.severity > 2.5, `${gain.severity} vs ${loss.severity}`);
    for (const e of [gain, loss]) assert.ok(Math.abs(e.distribution.reduce((a, b) => a + b, 0) - 1) < 1e-5);
  });

  it('the shipped network gives a severity in [0, 4] from a distribution, the same every time, and was trained on the corpus', () => {
    assert.ok(SEVERITY_MODEL.trainedOn.documents >= 600 && SEVERITY_MODEL.trainedOn.writers.length >= 12);
    const net = shippedSeverityNet();
    const doc = ['From 1 March the monthly fee for the Standard plan will rise from £8 to £10.'];
    const a = expectedSeverity(doc, 0, net);
    const b = expectedSeverity(doc, 0, net);
    assert.deepEqual(a, b);
    assert.ok(a.severity >= 0 && a.severity <= 4);
    assert.equal(a.distribution.length, 5);
    assert.ok(Math.abs(a.severity - a.distribution.reduce((s, p, k) => s + k * p, 0)) < 1e-6);
  });

  it('expects less of a plain gain than of closures with job cuts', () => {
    const e = (text: string) => expectedAnchor(readText(text, shippedReader()))!.severity;
    const gain = e('From 1 April, entry to all of the city’s museums will be free for residents and visitors alike, funded by the new cultural budget.');
    const loss = e('From June the county council will close nine of its fourteen libraries. 85 library staff will lose their jobs.');
    assert.ok(gain < loss, `${gain} vs ${loss}`);
  });

  it('weighs the sentences the central change may be, the reader\'s own central one first', () => {
    const reading = readText('Greenfield Council has reviewed its leisure services. From June it will close the Eastfield pool. The library will open an hour later on Saturdays. Residents can use the Westgate pool instead.', shippedReader());
    const cands = centralCandidates(reading);
    assert.ok(cands.length >= 1 && cands.length <= CENTRAL_CANDIDATES, JSON.stringify(cands));
    assert.equal(cands[0]!.index, reading.central);
    assert.ok(Math.abs(cands.reduce((a, c) => a + c.weight, 0) - 1) < 1e-9);
    for (const c of cands) assert.ok(reading.sentences[c.index]!.pChange >= FALLBACK_CHANGE_THRESHOLD);
    // The anchor is the candidates' mixture: between the least and the most severe reading of the central change.
    const net = shippedSeverityNet();
    const one = (i: number) => {
      const bare = bareDocument(reading.sentences.map((s) => s.text), reading.sentences.map((s) => s.role.label), i, reading.sentences.map((s) => s.modality.label));
      return recalibratedSeverity(expectedSeverity(bare.sentences, bare.central, net).severity);
    };
    const each = cands.map((c) => one(c.index));
    const mixed = expectedAnchor(reading)!.severity;
    assert.ok(mixed >= Math.min(...each) - 1e-9 && mixed <= Math.max(...each) + 1e-9, `${mixed} vs ${each}`);
  });

  it('is blended into the risk by the calibration weight and shown in the method', () => {
    const scenario = 'From 1 March, Streamly will raise the price of its Standard plan from $12.99 to $15.99 a month for all existing subscribers.';
    const run = (ws: number) => simulate({ scenario, name: 't', nAgents: 300, nRounds: 4, seed: 3, lang: 'en', calibration: { ...DEFAULT_CALIBRATION, referenceWeight: 0, severityWeight: ws } });
    const alone = run(0);
    const blended = run(0.8);
    const expected = expectedAnchor(readText(scenario, shippedReader()))!;
    // The expected severity enters stretched by the calibration's scale (reference/anchor.ts expectedRisk).
    const part = expectedRisk(expected.severity, DEFAULT_CALIBRATION.severityScale);
    assert.ok(Math.abs(blended.risk_score.value - (0.2 * alone.risk_score.value + 0.8 * part)) <= 1, `${blended.risk_score.value} vs ${alone.risk_score.value}, ${part}`);
    assert.equal(blended.method.calibration.expected_severity_weight, 0.8);
    assert.ok(Math.abs(blended.method.expected_severity! - expected.severity) < 0.01);
    // The interval carries the network's uncertainty (tempered: the shipped temperature is above 1), so it is not a point.
    assert.ok(SEVERITY_MODEL.temperature > 1);
    const [lo, hi] = blended.risk_score.interval_80;
    assert.ok(lo <= blended.risk_score.value && blended.risk_score.value <= hi && hi - lo >= 5, `${lo}–${hi} around ${blended.risk_score.value}`);
    // The headline's level is explained: the anchors' points are a driver of their own, absent without anchors.
    const driver = blended.risk_score.drivers.find((d) => d.factor === 'expected_reaction');
    assert.ok(driver && driver.contribution > 0 && driver.contribution <= blended.risk_score.value, JSON.stringify(driver));
    assert.match(driver!.label, /expected severity of \d/);
    assert.equal(alone.risk_score.drivers.find((d) => d.factor === 'expected_reaction'), undefined);
  });

  it('weighted quantiles follow the weights', () => {
    assert.equal(weightedQuantile([10, 20, 30], [1, 1, 1], 0.5), 20);
    assert.equal(weightedQuantile([10, 20, 30], [0.05, 0.9, 0.05], 0.1), 20);
    assert.equal(weightedQuantile([30, 10, 20], [0.2, 0.2, 0.6], 0.1), 10);
    assert.equal(weightedQuantile([30, 10, 20], [0.2, 0.2, 0.6], 0.9), 30);
    assert.equal(weightedQuantile([], [], 0.5), 0);
  });
});

describe('expected severity recalibrated on unseen writers', () => {
  it('stretches the network’s compressed expectation back onto 0–4, monotone and clamped', async () => {
    const { recalibratedSeverity } = await import('../../src/engine/reference/anchor.js');
    const { SEVERITY_RECALIBRATION } = await import('../../src/engine/reader/severity-recalibration.data.js');
    assert.ok(SEVERITY_RECALIBRATION.b > 1, 'an expectation regresses to the middle: its inverse stretches');
    assert.ok(SEVERITY_RECALIBRATION.documents >= 100);
    assert.equal(recalibratedSeverity(0), 0);
    assert.equal(recalibratedSeverity(4), 4);
    for (let s = 0; s < 4; s += 0.25) assert.ok(recalibratedSeverity(s + 0.25) >= recalibratedSeverity(s));
  });
});

describe('the risk interval carries the recalibrated severity', () => {
  it('holds the headline value, for a harmless notice, a rise and a takeback', async () => {
    const { simulate } = await import('../../src/engine/index.js');
    for (const scenario of [
      'Harwick Library has been named Library of the Year. Opening hours and services continue as normal.',
      'La entrada a la piscina municipal de Villalba costará 4 euros desde septiembre, frente a los 2,50 euros actuales. Los jubilados seguirán entrando gratis.',
      'From 1 May, Snapgrove will use the photos you upload to train its AI models. There is no way to opt out.',
    ]) {
      const r = simulate({ scenario, name: 't', nAgents: 300, nRounds: 4, seed: 1, lang: /piscina/.test(scenario) ? 'es' : 'en' });
      const [lo, hi] = r.risk_score.interval_80;
      assert.ok(lo <= r.risk_score.value && r.risk_score.value <= hi, `${r.risk_score.value} outside [${lo}, ${hi}]: ${scenario}`);
    }
  });
});
