/**
 * A PROBE (test/probes/README.md): run by `npm run bench:probes`, not by `npm test`. What the report
 * says of particular wordings, moved from test/engine/report-wording.test.ts when the learned reader
 * began to read for the simulation: each depends on the reader reading a framing cue or a second
 * change in one sentence (a help fund as compensation, notice as a phase-in, a job cut beside a price
 * rise), which it does not always do yet.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../../src/engine/index.js';
import type { Report } from '../../src/engine/index.js';

const run = (scenario: string, lang: 'en' | 'es' = 'en'): Report => simulate({ scenario, name: 'w', nAgents: 600, nRounds: 4, seed: 5, lang });

describe('wording that depends on the reading', () => {
  it('investors do not oppose a price rise or a job cut as if they paid for it', () => {
    const r = run('FreshWay will cut 3,000 checkout jobs and raise the price of its own-brand range by 8% from May.');
    const investors = r.cohort_breakdowns.find((c) => c.cohort === 'investors')!;
    assert.ok(investors.stance.net >= 0, `investors net ${investors.stance.net}`);
  });
});

describe('mitigations and notice for closures', () => {
  it('a branch closure is not offered grandfathering, and notice "12 weeks before it closes" is already a phase-in', () => {
    const r = run('Northmoor Bank will close 40 rural branches between May and September. We will write to every customer who uses an affected branch at least 12 weeks before it closes.');
    const proposed = r.mitigations.filter((m) => !m.already_in_plan).map((m) => m.id);
    assert.ok(!proposed.includes('mit_grandfathering'), `grandfathering proposed for a closure: ${proposed}`);
    assert.ok(!proposed.includes('mit_phase_in'), `phase-in proposed though notice is given: ${proposed}`);
  });
});

describe('mitigations acknowledge relief the plan already has in part', () => {
  it('relief for some is worded as widening it, in English and Spanish', () => {
    const en = run('From 1 April, unit rates on all Northway household electricity plans will rise by 9%. If you are worried about paying, our Help Fund offers grants of up to £300.');
    const m = en.mitigations.find((x) => x.id === 'mit_compensation');
    assert.ok(m && /^Widen the relief/.test(m.action), m?.action);
    const es = run('A partir del 1 de abril, las tarifas de electricidad de Northway subirán un 9 %. Si le preocupa pagar, nuestro fondo de ayuda ofrece subvenciones para hogares con bajos ingresos.', 'es');
    const mes = es.mitigations.find((x) => x.id === 'mit_compensation');
    assert.ok(mes && /^Ampliar el alivio/.test(mes.action), mes?.action);
  });
});
