/**
 * The text's own exemption (text/exemptions.ts, simulation/levers.ts `textExemption`): groups a plan
 * spares by name are spared the main change's loss in the simulation, as a proposed exemption would
 * spare them; residents spared as a whole are not (the payers from outside are not simulated); the
 * bare plan has none. Texts written for this test (invented actors).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractFeatures } from '../../src/engine/text/features.js';
import { exemptedInText } from '../../src/engine/text/exemptions.js';
import { FRAMES, leversFromFeatures, withoutFraming, type Frame, type Levers } from '../../src/engine/simulation/levers.js';
import { DEFAULT_CALIBRATION } from '../../src/engine/default-calibration.js';
import { COHORTS, ROLE, samplePopulation } from '../../src/engine/population/sample.js';
import { ReplicateRun } from '../../src/engine/simulation/dynamics.js';
import { buildNetwork } from '../../src/engine/simulation/network.js';

const RISE = 'From 1 April, Fenmoor Council will raise the annual charge for garden waste collection from £45 to £65.';

describe("the text's own exemption", () => {
  it('names the spared bands of the main change; the bare plan has none', () => {
    const f = extractFeatures(`${RISE} Residents aged 65 and over and households on Universal Credit will be exempt from the increase.`);
    const groups = exemptedInText(f).map((x) => x.group).sort();
    assert.deepEqual(groups, ['low_income', 'older']);
    const lv = leversFromFeatures(f, DEFAULT_CALIBRATION);
    assert.ok(lv.textExemption, 'an exemption is read');
    assert.deepEqual([...lv.textExemption.ageBands], [3]);
    assert.equal(lv.textExemption.lowIncome, true);
    assert.equal(f.changes[lv.textExemption.change]!.type, f.mainChange);
    assert.equal(withoutFraming(lv).textExemption, null);
  });

  it('spares no simulated adult when it names only minors; young adults and students are the youngest band', () => {
    const kids = extractFeatures(`${RISE} Households with children under 18 will be exempt from the increase.`);
    assert.ok(!exemptedInText(kids).some((x) => x.group === 'young'), JSON.stringify(exemptedInText(kids)));
    const under18 = extractFeatures('From July, adult season tickets at Halden Town will rise from £400 to £460. Under-18 season tickets will stay frozen at £120.');
    assert.ok(!exemptedInText(under18).some((x) => x.group === 'young'), JSON.stringify(exemptedInText(under18)));
    const students = extractFeatures(`${RISE} Students and under-25s will be exempt from the increase.`);
    assert.deepEqual(exemptedInText(students).map((x) => x.group), ['young']);
  });

  it('is none for residents spared as a whole, or for an exemption the text denies', () => {
    assert.equal(leversFromFeatures(extractFeatures('From 1 May, Brackley Council will charge visitors £6 a day to park on the seafront. Residents will continue to park free.'), DEFAULT_CALIBRATION).textExemption, null);
    assert.equal(leversFromFeatures(extractFeatures(`${RISE} There will be no exemption for pensioners.`), DEFAULT_CALIBRATION).textExemption, null);
  });

  it('spares the named customers the loss in the simulation', () => {
    const f = extractFeatures(`${RISE} Households on Universal Credit will be exempt from the increase.`);
    const base = leversFromFeatures(f, DEFAULT_CALIBRATION);
    assert.ok(base.textExemption?.lowIncome, 'low incomes are spared');
    const noFrames = Object.fromEntries(FRAMES.map((x) => [x, 0])) as Record<Frame, number>;
    // Framing cues off in both runs, so only the exemption differs.
    const spared: Levers = { ...base, frames: noFrames, reliefForLowIncome: false };
    const unspared: Levers = { ...spared, textExemption: null };
    const lowIncomeStance = (lv: Levers) => {
      let sum = 0;
      let n = 0;
      for (const seed of [1, 2]) {
        const pop = samplePopulation(3000, f, undefined, 'exempt', seed);
        const run = new ReplicateRun(pop, buildNetwork(pop.cohort, COHORTS.length, 'exempt', seed), lv, 'exempt', seed);
        run.step();
        const x = run.state().stance;
        for (let i = 0; i < pop.n; i++) if (pop.role[i] === ROLE.customer && pop.income[i] === 0) (sum += x[i]!), n++;
      }
      return sum / n;
    };
    const a = lowIncomeStance(spared);
    const b = lowIncomeStance(unspared);
    assert.ok(b < -0.05, `unspared low incomes lose: ${b}`);
    assert.ok(a > b + 0.05, `spared ${a.toFixed(3)} should stand well above unspared ${b.toFixed(3)}`);
  });
});
