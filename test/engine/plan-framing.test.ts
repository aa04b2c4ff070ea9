/**
 * The plan's own framing is credited no more than the same lever proposed would be
 * (src/engine/report/plan-framing.ts): the headline, the drivers and the mitigations agree.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { boundedOutcome, framingExcess, planFramings } from '../../src/engine/report/plan-framing.js';
import { LEVER_SPECS, type LeverCandidate } from '../../src/engine/report/playbook.js';
import type { EnsembleOutcome } from '../../src/engine/simulation/ensemble.js';
import { FRAMES, type Frame } from '../../src/engine/simulation/levers.js';
import { simulate } from '../../src/engine/index.js';

const outcome = (risk: number[]): EnsembleOutcome => ({ rounds: [], components: [], risk, states: [] });
const frames = (on: Frame[]) => ({ frames: Object.fromEntries(FRAMES.map((f) => [f, on.includes(f) ? 0.8 : 0])) as Record<Frame, number> });
const inPlan = (kind: LeverCandidate['kind'], frame: Frame): LeverCandidate => ({ kind, change: 0, runKey: `frame:${frame}:off`, inPlan: true, ruledOut: null, inPlanSpan: null, rule: { types: [], levers: [], source: '' } as never });

describe('framing in the plan, bounded', () => {
  it('adds back what a framing saves beyond its lever\'s plausible share, to the runs that have it on', () => {
    const framings = planFramings([inPlan('compensate', 'compensation'), inPlan('explain', 'justification')]);
    assert.deepEqual(framings.map((f) => f.frame).sort(), ['compensation', 'justification']);
    const base = outcome([30, 30]);
    // Without the compensation the risk is 60: it saves 30, its bound is 0.35 × 60 = 21, so 9 too much.
    // Without the reason 36: it saves 6, within 0.35 × 36.
    const runs = new Map([
      ['frame:compensation:off', outcome([60, 60])],
      ['frame:justification:off', outcome([36, 36])],
    ]);
    const excess = framingExcess(base, runs, framings);
    assert.ok(Math.abs(excess.get('compensation')! - (30 - LEVER_SPECS.compensate.maxShare * 60)) < 1e-9);
    assert.equal(excess.has('justification'), false);
    assert.deepEqual(boundedOutcome(base, frames(['compensation', 'justification']), excess).risk, [39, 39]);
    assert.deepEqual(boundedOutcome(runs.get('frame:compensation:off')!, frames(['justification']), excess).risk, [60, 60]);
    assert.deepEqual(boundedOutcome(outcome([99.5]), frames(['compensation']), excess).risk, [100]);
  });

  it('keeps a report\'s framing driver within its bound, as the mitigation that measures it', () => {
    const r = simulate({
      scenario: 'From 3 March the emergency department at Carrick Hospital will be open from 8am to 8pm only. The Royal College has advised that overnight staffing does not meet safe standards. An additional emergency ambulance will be based in Carrick overnight. Overnight patients will be taken free of charge to Ardmore General. A nurse-led minor injuries service will stay open until midnight. Families visiting patients at Ardmore will get free parking and travel.',
      name: 'p', nAgents: 600, nRounds: 4, seed: 1, lang: 'en',
    });
    const driver = r.risk_score.drivers.find((d) => d.factor === 'frame_compensation');
    const plan = r.mitigations.find((m) => m.already_in_plan && m.lever === 'compensate');
    assert.ok(driver && plan, JSON.stringify(r.risk_score.drivers.map((d) => d.factor)));
    // The driver is the framing's measured saving, 0.35 × the risk without it (risk + saving), rounding aside.
    const saving = -driver.contribution;
    // Four statements of relief save more than that in the simulation: the bound binds.
    assert.ok(Math.abs(saving - LEVER_SPECS.compensate.maxShare * (r.risk_score.value + saving)) <= 0.6, `${saving} at risk ${r.risk_score.value}`);
    assert.ok(Math.abs(saving - plan.expected_risk_reduction) <= 0.11, `${saving} vs ${plan.expected_risk_reduction}`);
  });
});
