/**
 * Which sentences offer framing (reader/read.ts `framingCue`): the cue head's label counts only on
 * relief and reason sentences (and hedging on a change), as the corpus labels cues (docs/corpus.md
 * "Cues"). A change or background sentence whose cue head leans to a cue offers nothing, so the report
 * never cites it as relief "already in the plan" (sixth session's blind read: "the cameras will apply
 * to everyone" cited as compensation).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { framingCue } from '../../src/engine/reader/read.js';
import { deniedCue, leverCandidates } from '../../src/engine/report/playbook.js';
import { exemptedInText } from '../../src/engine/text/exemptions.js';
import { extractFeatures, type ScenarioFeatures } from '../../src/engine/text/features.js';
import { TEXT } from '../../src/engine/constants.js';
import { cueProbability, CUE_THRESHOLD, understandScenario } from '../../src/engine/understand/index.js';

const s = (role: string, cue: string) => ({ role: { label: role, p: 0.9 }, cue: { label: cue, p: 0.6 } });

describe('framingCue', () => {
  it('keeps the cue of relief and reason sentences', () => {
    assert.equal(framingCue(s('relief', 'compensation')), 'compensation');
    assert.equal(framingCue(s('relief', 'exit')), 'exit');
    assert.equal(framingCue(s('reason', 'justification')), 'justification');
  });
  it('drops the cue of change, background and other sentences, except hedging on a change', () => {
    assert.equal(framingCue(s('change', 'compensation')), 'none');
    assert.equal(framingCue(s('background', 'consultation')), 'none');
    assert.equal(framingCue(s('other', 'apology')), 'none');
    assert.equal(framingCue(s('change', 'hedging')), 'hedging');
    assert.equal(framingCue(s('relief', 'none')), 'none');
  });
});

describe('the playbook reads relief only where a sentence offers it', () => {
  const TEXT = 'Greenvale Council will put CCTV cameras in every town-centre street from 1 May. The cameras will record everyone, pensioners included.';
  /** TEXT's features with its second sentence read by hand with `role`, cue compensation and `modality`. */
  const withSecond = (role: string, modality: string): ScenarioFeatures => {
    const f = extractFeatures(TEXT);
    const start = TEXT.indexOf('The cameras');
    const sentences = f.understanding.reading.sentences.map((x) => (x.start === start ? { ...x, role: { label: role, p: 1 }, cue: { label: 'compensation', p: 1 }, modality: { label: modality, p: 1 } } : { ...x, cue: { label: 'none', p: 1 } }));
    assert.ok(sentences.some((x) => x.start === start), 'the second sentence is read apart');
    return { ...f, understanding: { ...f.understanding, reading: { ...f.understanding.reading, sentences } } };
  };
  it('a change sentence with a compensation-leaning cue spares no group and denies nothing', () => {
    assert.deepEqual(exemptedInText(withSecond('change', 'asserted')).map((e) => e.group), []);
    assert.equal(deniedCue(withSecond('change', 'negated'), 'compensation'), null);
  });
  it('the same sentence read as relief does', () => {
    assert.deepEqual(exemptedInText(withSecond('relief', 'asserted')).map((e) => e.group), ['older']);
    assert.notEqual(deniedCue(withSecond('relief', 'negated'), 'compensation'), null);
  });
});

describe('an opt-out already offered is shown as itself, not as "make it opt-in"', () => {
  it('the in-plan lever of a data change with an opt-out is keep_old', () => {
    const change = 'From 1 May, Acme will share customers\u2019 purchase history with advertising partners.';
    const relief = 'You can switch this off at any time in Settings.';
    const f = extractFeatures(`${change} ${relief}`);
    assert.equal(f.understanding.frames[0]?.objectClass, 'data_sharing', 'precondition: a data-sharing change');
    const start = f.text.indexOf(relief);
    const sentences = f.understanding.reading.sentences.map((x) => (x.start === start ? { ...x, role: { label: 'relief', p: 1 }, cue: { label: 'opt_out', p: 1 }, modality: { label: 'asserted', p: 1 } } : { ...x, cue: { label: 'none', p: 1 } }));
    const framing = Object.fromEntries(Object.keys(f.framing).map((c) => [c, c === 'opt_out' ? { present: true, strength: 0.8, spans: [{ start, end: start + relief.length, text: relief }] } : { present: false, strength: 0, spans: [] }]));
    const g = { ...f, framing: framing as never, understanding: { ...f.understanding, reading: { ...f.understanding.reading, sentences }, framing: framing as never } };
    const inPlan = leverCandidates(g).filter((c) => c.inPlan).map((c) => c.kind);
    assert.ok(inPlan.includes('keep_old'), `in plan: ${inPlan}`);
    assert.ok(!inPlan.includes('opt_in'), `in plan: ${inPlan}`);
  });
});

describe('residents spared as a whole', () => {
  const change = 'From 1 April, Harwick Council will charge £4 a day to park in the seafront car parks.';
  /** The features of `change` + `relief`, the relief sentence read by hand as asserted relief with compensation. */
  const features = (relief: string): ScenarioFeatures => {
    const f = extractFeatures(`${change} ${relief}`);
    const start = f.text.indexOf(relief);
    const sentences = f.understanding.reading.sentences.map((x) => (x.start === start ? { ...x, role: { label: 'relief', p: 1 }, cue: { label: 'compensation', p: 1 }, modality: { label: 'asserted', p: 1 }, groups: [] } : x));
    return { ...f, understanding: { ...f.understanding, reading: { ...f.understanding.reading, sentences } } };
  };
  it('spare every band of them, so no exemption of low-income or older residents is proposed', () => {
    const f = features('Residents who register their number plate will continue to park free of charge.');
    assert.deepEqual(exemptedInText(f).map((e) => e.group).sort(), ['low_income', 'older', 'young']);
    assert.ok(!leverCandidates(f).some((c) => c.kind === 'exempt'), 'no exempt lever');
  });
  it('a narrower group of residents spares only that group', () => {
    const f = features('Residents over 65 will continue to park free of charge.');
    assert.deepEqual(exemptedInText(f).map((e) => e.group), ['older']);
  });
});

describe('a framing cue the text also denies', () => {
  const base = 'From 1 March, Brightline Bank will share customers\' transaction data with its advertising partners. Customers can opt out at any time in the app settings.';
  it('counts at down to half strength when another sentence rules it out, by how sure the denial is', () => {
    const plain = extractFeatures(base).framing.opt_out!;
    const denied = extractFeatures(`${base} We will not be offering an opt-out for business accounts.`).framing.opt_out!;
    assert.ok(plain.present && plain.strength > 0, JSON.stringify(plain));
    assert.ok(denied.present, JSON.stringify(denied));
    // The denial halves the cue in proportion to how sure the reader is of it (understand/index.ts).
    const reading = understandScenario(`${base} We will not be offering an opt-out for business accounts.`).reading;
    const denial = reading.sentences.find((r) => framingCue(r) === 'opt_out' && r.modality.label === 'negated')!;
    const factor = 1 - (1 - TEXT.deniedElsewhereShare) * cueProbability(denial);
    assert.ok(factor < 0.75, `the denial is read surely (${factor})`);
    const offer = reading.sentences.find((r) => framingCue(r) === 'opt_out' && r.modality.label === 'asserted')!;
    assert.ok(Math.abs(denied.strength - TEXT.frameFirstHit * cueProbability(offer) * factor) < 1e-9, `${denied.strength} vs ${plain.strength}`);
    assert.ok(denied.strength < plain.strength);
  });
  it('relief aimed only at minors is relief for named groups, however they are written', () => {
    const rise = 'From 1 July, adult season tickets at Halden Town will rise from £400 to £460.';
    const minors = extractFeatures(`${rise} Season tickets for fans under 16 will stay frozen at £120.`).framing.compensation!;
    assert.ok(minors.present, JSON.stringify(minors));
    const hit = understandScenario(`${rise} Season tickets for fans under 16 will stay frozen at £120.`).reading.sentences.find((r) => framingCue(r) === 'compensation')!;
    assert.ok(cueProbability(hit) >= CUE_THRESHOLD);
    assert.ok(Math.abs(minors.strength - TEXT.frameFirstHit * cueProbability(hit) * TEXT.targetedReliefShare) < 1e-9, JSON.stringify(minors));
  });
});
