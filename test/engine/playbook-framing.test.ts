/**
 * Framing cues in the playbook (report/playbook.ts) and the simulation (population/priors.ts):
 * a way out by leaving (`exit`: cancel, close the account, a refund to walk away) is not the
 * `keep_old` lever "already in the plan" — an opt-out is; a denied exit rules out `let_leave`; an
 * exit right softens less than an opt-out; the corpus schema takes `exit`; and the engine reads
 * with a model whose cue head has no `exit` label. The readings are built by hand on top of the
 * shipped reader's reading of the change sentence, so the lever logic is tested apart from what the
 * reader makes of the relief sentence.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Value } from 'typebox/value';
import { extractFeatures, type ScenarioFeatures } from '../../src/engine/text/features.js';
import { candidateLevers, leverCandidates, lossCertainty, LEVER_KINDS, LEVER_SPECS, SECONDARY_MIN_P, voiceType, type LeverCandidate } from '../../src/engine/report/playbook.js';
import { FRAMING_EFFECTS } from '../../src/engine/population/priors.js';
import { FRAMES, leversFromFeatures } from '../../src/engine/simulation/levers.js';
import { FRAMING_CUES } from '../../src/engine/understand/lexicon.js';
import { understandScenario } from '../../src/engine/understand/index.js';
import { shippedReader } from '../../src/engine/reader/model.js';
import { CorpusDocument } from '../../src/contracts/corpus.js';
import { en } from '../../src/engine/i18n/en.js';
import { es } from '../../src/engine/i18n/es.js';
import { DEFAULT_CALIBRATION } from '../../src/engine/default-calibration.js';

const CHANGE = 'Streamly will raise the price of its Standard plan from $10 to $12 a month from 1 March.';

/**
 * The features of CHANGE followed by `relief`, with the relief sentence read by hand as `relief`
 * carrying `cue` with `modality` and every other sentence carrying no cue; the framing is derived
 * from that reading as understand/index.ts derives it (a denied cue is absent).
 */
function fixture(relief: string, cue: string, modality: 'asserted' | 'negated'): ScenarioFeatures {
  const f = extractFeatures(`${CHANGE} ${relief}`);
  const start = f.text.indexOf(relief);
  const sentences = f.understanding.reading.sentences.map((s) =>
    s.start === start
      ? { ...s, role: { label: 'relief', p: 1 }, cue: { label: cue, p: 1 }, modality: { label: modality, p: 1 } }
      : { ...s, cue: { label: 'none', p: 1 } },
  );
  assert.ok(sentences.some((s) => s.start === start), 'the relief is a sentence of its own');
  const span = { start, end: start + relief.length, text: relief };
  const framing: ScenarioFeatures['framing'] = {};
  for (const c of FRAMING_CUES) {
    const on = c === cue && modality !== 'negated';
    framing[c] = { present: on, strength: on ? 0.8 : 0, spans: on ? [span] : [] };
  }
  const understanding = { ...f.understanding, reading: { ...f.understanding.reading, sentences }, framing: framing as never };
  return { ...f, understanding, framing };
}

const lever = (cands: LeverCandidate[], kind: string) => cands.find((c) => c.kind === kind);

describe('an exit right is not an opt-out in the playbook', () => {
  const exit = fixture('You can cancel at any time without a fee.', 'exit', 'asserted');
  const optOut = fixture('You can keep your current plan at $10 by opting out in Settings.', 'opt_out', 'asserted');
  const denied = fixture('There is no right to leave your contract without paying the £75 exit fee.', 'exit', 'negated');

  it('reads the change as a company price rise (precondition)', () => {
    for (const f of [exit, optOut, denied]) {
      assert.equal(f.mainChange, 'price_up');
      assert.equal(voiceType(f), 'company');
    }
  });

  it('an exit right does not put keep_old "already in the plan"; let_leave is in the plan instead', () => {
    const c = leverCandidates(exit);
    const keep = lever(c, 'keep_old');
    assert.ok(keep, 'keep_old is still proposed for a price rise');
    assert.equal(keep.inPlan, false);
    assert.equal(keep.inPlanSpan, null);
    const leave = lever(c, 'let_leave');
    assert.ok(leave?.inPlan, JSON.stringify(c.map((x) => [x.kind, x.inPlan])));
    assert.equal(leave.inPlanSpan?.text, 'You can cancel at any time without a fee.');
    assert.equal(leave.runKey, 'frame:exit:off');
  });

  it('an opt-out puts keep_old in the plan and leaves let_leave to propose', () => {
    const c = leverCandidates(optOut);
    assert.ok(lever(c, 'keep_old')?.inPlan);
    assert.equal(lever(c, 'keep_old')!.runKey, 'frame:opt_out:off');
    assert.equal(lever(c, 'let_leave')?.inPlan, false);
  });

  it('a denied exit rules out let_leave, not keep_old', () => {
    const c = leverCandidates(denied);
    assert.equal(lever(c, 'let_leave')?.ruledOut?.text, 'There is no right to leave your contract without paying the £75 exit fee.');
    assert.equal(lever(c, 'let_leave')!.inPlan, false);
    assert.equal(lever(c, 'keep_old')?.ruledOut, null);
    assert.equal(lever(c, 'keep_old')!.inPlan, false);
  });

  it('the let_leave run turns the exit frame, and the simulation reads the exit strength', () => {
    const base = leversFromFeatures(exit, DEFAULT_CALIBRATION);
    assert.equal(base.frames.exit, 0.8);
    assert.equal(base.frames.opt_out, 0);
    const off = candidateLevers(base, lever(leverCandidates(exit), 'let_leave')!, exit.understanding.frames[0]);
    assert.equal(off.frames.exit, 0);
    assert.equal(off.frames.opt_out, 0);
  });
});

describe('the exit cue across the engine', () => {
  it('softens less than an opt-out on every mechanism, and more than nothing', () => {
    const exit = FRAMING_EFFECTS.exit!;
    const optOut = FRAMING_EFFECTS.opt_out!;
    assert.deepEqual(Object.keys(exit).sort(), Object.keys(optOut).sort());
    for (const [m, v] of Object.entries(exit)) {
      assert.ok(v > optOut[m as keyof typeof optOut]! && v < 1, `${m}: exit ${v}, opt_out ${optOut[m as keyof typeof optOut]}`);
    }
    assert.ok(LEVER_SPECS.let_leave.maxShare < LEVER_SPECS.keep_old.maxShare);
  });

  it('every framing cue is a simulated frame, and every lever is worded in English and Spanish', () => {
    assert.deepEqual([...FRAMES], [...FRAMING_CUES]);
    for (const kind of LEVER_KINDS) {
      for (const cat of [en, es]) {
        assert.ok(cat.grammar.levers[kind], `${kind}: action`);
        assert.ok(cat.grammar.lever_rationale[kind], `${kind}: rationale`);
      }
    }
    assert.ok(en.drivers.frames.exit && es.drivers.frames.exit);
  });

  it('the corpus schema accepts an exit cue and still rejects an unknown one', () => {
    const doc = (cue: string) => ({
      id: 'w01-001',
      writer: 'w01',
      lang: 'en',
      register: 'email to customers',
      country: 'UK',
      sector: 'broadband',
      actor: { name: 'Fibrelink', type: 'company' },
      sentences: [
        { text: 'Your monthly price will rise by £3.', role: 'change', class: 'price', object: 'Your monthly price', direction: 'up', modality: 'asserted', groups: ['existing_customers'], numbers: [{ text: '£3', kind: 'money' }] },
        { text: 'You can leave without an exit fee within 30 days.', role: 'relief', modality: 'asserted', groups: ['existing_customers'], cue, numbers: [{ text: '30 days', kind: 'duration' }] },
      ],
      central: 0,
      takes_back_owned: false,
      identity_salient: false,
      writer_severity: 2,
    });
    assert.ok(Value.Check(CorpusDocument, doc('exit')));
    assert.ok(Value.Check(CorpusDocument, doc('opt_out')));
    assert.ok(!Value.Check(CorpusDocument, doc('walk_away')));
  });

  it('reads with a model whose cue head may lack exit: the framing still has every cue', () => {
    const labels = shippedReader().sentence.heads.find((h) => h.spec.name === 'cue')!.spec.labels;
    const u = understandScenario('The monthly fee will rise to £5 from April.');
    assert.deepEqual(Object.keys(u.framing).sort(), [...FRAMING_CUES].sort());
    assert.equal(u.framing.exit.present, false);
    // Whatever the shipped head holds, each reading's cue is one of its labels (read by name, not position).
    for (const s of u.reading.sentences) assert.ok(labels.includes(s.cue.label), s.cue.label);
  });
});

describe('a carve-out the text already makes', () => {
  /** CHANGE followed by `relief`, read by hand as a relief of class `cls` in `direction`, asserted. */
  function carved(relief: string, cls: string, direction: string, role = 'relief'): ScenarioFeatures {
    const f = fixture(relief, 'compensation', 'asserted');
    const start = f.text.indexOf(relief);
    const sentences = f.understanding.reading.sentences.map((s) => (s.start === start ? { ...s, role: { label: role, p: 1 }, class: { label: cls, p: 1 }, direction: { label: direction, p: 1 } } : s));
    return { ...f, understanding: { ...f.understanding, reading: { ...f.understanding.reading, sentences } } };
  }

  it('makes the limit lever say the plan already limits the change, quoting where', () => {
    const relief = 'Subscribers on the Student plan will keep paying $10.';
    const limit = lever(leverCandidates(carved(relief, 'price', 'down')), 'limit');
    assert.ok(limit, 'limit is proposed for a price rise');
    assert.equal(limit.limitedBy?.text, relief);
  });

  it('does not when the sentence is of another class, the same direction, or not relief', () => {
    const relief = 'Subscribers on the Student plan will keep paying $10.';
    for (const f of [carved(relief, 'benefit', 'up'), carved(relief, 'price', 'up'), carved(relief, 'price', 'down', 'background')]) {
      assert.equal(lever(leverCandidates(f), 'limit')?.limitedBy, undefined);
    }
  });

  it('is worded in English and Spanish with the quote', () => {
    for (const cat of [en, es]) assert.match(cat.grammar.limited_in_plan, /\{quote\}/);
  });
});

describe('framing already in the plan is worded for the loss it softens, never for a gain', () => {
  const CUT = 'Streamly will cut the price of its Standard plan from $12 to $10 a month from 1 March. We have listened, and we are sorry it took so long.';
  /** CUT's features with `cues` present (as understand/index.ts derives them), and `loss` appended as a second change when set. */
  function gain(cues: string[], loss = false): ScenarioFeatures {
    const f = extractFeatures(CUT);
    const span = { start: 0, end: 10, text: 'Streamly w' };
    const framing: ScenarioFeatures['framing'] = {};
    for (const c of FRAMING_CUES) framing[c] = { present: cues.includes(c), strength: cues.includes(c) ? 0.8 : 0, spans: cues.includes(c) ? [span] : [] };
    const main = f.changes[0]!;
    const changes = loss ? [...f.changes, { ...main, type: 'benefit_down', valence: { affected: -0.6, progressive: -0.15, moderate: -0.15, conservative: -0.15 } }] : f.changes;
    const frames = loss ? [...f.understanding.frames, { ...f.understanding.frames[0]!, objectClass: 'benefit' as const, direction: 'down' as const, central: false }] : f.understanding.frames;
    return { ...f, changes, framing, understanding: { ...f.understanding, frames, framing: framing as never } };
  }

  it('reads the text as a price cut, a gain (precondition)', () => {
    const f = gain([]);
    assert.equal(f.mainChange, 'price_down');
    assert.ok(f.changes[0]!.valence.affected > 0);
  });

  it('with no loss, an apology or compensation in the text is no lever; the reason given is', () => {
    const c = leverCandidates(gain(['apology', 'compensation', 'justification']));
    assert.deepEqual(c.map((x) => x.kind), ['explain']);
    assert.ok(c[0]!.inPlan);
  });

  it('beside a loss, the framing in the plan is for that loss', () => {
    const c = leverCandidates(gain(['apology', 'compensation'], true));
    assert.equal(lever(c, 'apologise')?.change, 1);
    assert.equal(lever(c, 'compensate')?.change, 1);
    assert.ok(lever(c, 'compensate')!.inPlan);
  });
});

describe('relief offered in part and denied in part', () => {
  const offered = 'Existing members will receive a £5 credit on their next bill.';
  const denied = 'There will be no refunds for the months already paid.';
  // CHANGE, then a compensation offered and a compensation denied, read by hand.
  const f0 = extractFeatures(`${CHANGE} ${offered} ${denied}`);
  const at = (s: string) => f0.text.indexOf(s);
  const sentences = f0.understanding.reading.sentences.map((s) =>
    s.start === at(offered)
      ? { ...s, role: { label: 'relief', p: 1 }, cue: { label: 'compensation', p: 1 }, modality: { label: 'asserted', p: 1 } }
      : s.start === at(denied)
        ? { ...s, role: { label: 'relief', p: 1 }, cue: { label: 'compensation', p: 1 }, modality: { label: 'negated', p: 1 } }
        : { ...s, cue: { label: 'none', p: 1 } },
  );
  const framing: ScenarioFeatures['framing'] = {};
  for (const c of FRAMING_CUES) {
    const on = c === 'compensation';
    framing[c] = { present: on, strength: on ? 0.8 : 0, spans: on ? [{ start: at(offered), end: at(offered) + offered.length, text: offered }] : [] };
  }
  const f: ScenarioFeatures = { ...f0, understanding: { ...f0.understanding, reading: { ...f0.understanding.reading, sentences }, framing: framing as never }, framing };

  it('keeps the lever in the plan and notes the passage that denies part of it', () => {
    const comp = leverCandidates(f).find((c) => c.inPlan && c.inPlanSpan?.text === offered);
    assert.ok(comp, JSON.stringify(leverCandidates(f).map((c) => [c.kind, c.inPlan])));
    assert.equal(comp.partlyRuledOut?.text, denied);
    assert.equal(comp.ruledOut, null);
  });

  it('a lever offered and never denied has no such note', () => {
    const only = fixture(offered, 'compensation', 'asserted');
    assert.ok(leverCandidates(only).filter((c) => c.inPlan).every((c) => c.partlyRuledOut === undefined));
  });

  it('is worded in English and Spanish with the quote', () => {
    for (const cat of [en, es]) assert.ok(cat.grammar.partly_ruled_out.includes('{quote}'));
  });
});

describe('exempting a group from a change that costs nothing', () => {
  // A council's restriction (access_up): the features of a council text with the main change set by hand.
  const base = extractFeatures('Eastbury Borough Council will close the town hall car park to visitors from 1 July.');
  const restriction = (groups: string[]): ScenarioFeatures => {
    const frames = base.understanding.frames.map((f, k) => (k === 0 ? { ...f, objectClass: 'access' as const, direction: 'up' as const, affected: groups.map((group) => ({ group, role: 'public' as const, existing: false, span: f.object.span })) } : f));
    const changes = base.changes.map((c, k) => (k === 0 ? { ...c, type: 'access_up' } : c));
    return { ...base, mainChange: 'access_up', changes, understanding: { ...base.understanding, frames } } as ScenarioFeatures;
  };

  it('reads a council text (precondition)', () => {
    assert.equal(voiceType(base), 'government');
  });

  it('proposes no exemption when the text names none of the groups it would spare', () => {
    assert.equal(leverCandidates(restriction(['residents'])).find((c) => c.kind === 'exempt'), undefined);
  });

  it('spares the groups the text says are hit, and only those', () => {
    const c = leverCandidates(restriction(['residents', 'older people'])).find((x) => x.kind === 'exempt');
    assert.equal(c?.exempt, 'older');
  });
});

describe('a secondary change is offered for reconsidering only when the reader is sure it is a loss', () => {
  const text = 'Greenvale Council will introduce a £60 annual charge for garden waste collection from April. The Saturday opening of the recycling centre will also end.';
  it('offers to drop a secondary cut read surely', () => {
    const f = extractFeatures(text);
    const k = f.changes.findIndex((c) => c.type === 'service_level_down');
    assert.ok(k > 0, f.changes.map((c) => c.type).join(','));
    assert.ok(lossCertainty(f, k) >= SECONDARY_MIN_P, String(lossCertainty(f, k)));
    assert.ok(leverCandidates(f).some((c) => c.kind === 'drop' && c.change === k));
  });
  it('does not when the same reading is unsure', () => {
    const f = extractFeatures(text);
    const k = f.changes.findIndex((c) => c.type === 'service_level_down');
    const frames = f.understanding.frames.map((fr, i) => (i === k ? { ...fr, certainty: 0.3 } : fr));
    const unsure: ScenarioFeatures = { ...f, understanding: { ...f.understanding, frames } };
    assert.ok(lossCertainty(unsure, k) < SECONDARY_MIN_P);
    assert.ok(!leverCandidates(unsure).some((c) => c.kind === 'drop' && c.change === k));
  });
});

describe('opt-in is offered beside an opt-out the plan already has', () => {
  const ai = 'From 1 March, Brightline Notes will use the notes you write in the app to train our AI models, including private notes. This setting is switched on for all existing accounts.';
  it('goes beyond the opt-out, measured by the change reaching fewer people', () => {
    const f = extractFeatures(`${ai} You can opt out at any time in Settings > Privacy.`);
    const c = leverCandidates(f);
    assert.ok(c.some((x) => x.kind === 'keep_old' && x.inPlan), 'the opt-out is already in the plan');
    const optIn = c.find((x) => x.kind === 'opt_in');
    assert.ok(optIn && !optIn.inPlan && optIn.beyondOptOut, JSON.stringify(c.map((x) => x.kind)));
    const levers = leversFromFeatures(f, DEFAULT_CALIBRATION);
    const main = f.changes[optIn.change]!;
    assert.ok(candidateLevers(levers, optIn, f.understanding.frames[optIn.change]).changes[optIn.change]!.weight < main.weight);
  });
  it('is the plain opt-in lever when the plan has no opt-out', () => {
    const optIn = leverCandidates(extractFeatures(ai)).find((x) => x.kind === 'opt_in');
    assert.ok(optIn && !optIn.beyondOptOut && optIn.runKey.startsWith('frame:'));
  });
});
