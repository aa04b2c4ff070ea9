/**
 * Levers that fit the kind of change and the sector (report/playbook.ts rows, report/mitigations.ts
 * wording, i18n/grammar-*.ts): data collected by a public body gets no opt-in and no wording about
 * users' own files; a broadcaster's programme dropped is not offered transport to a replacement; a
 * levy a company passes on is not "delayed" or "exempted" by it; a rule is softened by exceptions on
 * request, not by exempting an age band; a shrunk pack is not "cut on fewer days"; a new fee is not
 * "the higher fee" and its amount is not said twice; Spanish opt-in wording has no gender agreement
 * to break. Texts written for this test; the engine runs small (200 agents) since only the wording
 * and the lever set are asserted.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate, type Report } from '../../src/engine/index.js';
import { PLAYBOOK, leverCandidates, ruleFor } from '../../src/engine/report/playbook.js';
import { extractFeatures } from '../../src/engine/text/features.js';
import { en } from '../../src/engine/i18n/en.js';
import { es } from '../../src/engine/i18n/es.js';

const run = (text: string, lang: 'en' | 'es' = 'en'): Report => simulate({ scenario: text, name: 't', nAgents: 200, nRounds: 4, seed: 1, lang });
const levers = (r: Report) => r.mitigations.filter((m) => !m.already_in_plan).map((m) => m.lever);
const action = (r: Report, lever: string) => r.mitigations.find((m) => m.lever === lever)?.action ?? '';
const main = (r: Report) => `${r.scenario_understanding.changes[0]?.object_class}_${r.scenario_understanding.changes[0]?.direction}`;
const all = (r: Report) => r.mitigations.map((m) => m.action).join('\n');

describe('playbook rows by class × actor type', () => {
  it('a public body or a school collecting data is offered no opt-in (GDPR recital 43); a company still is', () => {
    assert.ok(!ruleFor('data_sharing_up', 'government')!.levers.includes('opt_in'));
    assert.ok(!ruleFor('data_sharing_up', 'school')!.levers.includes('opt_in'));
    assert.ok(ruleFor('data_sharing_up', 'school')!.levers.includes('keep_old'));
    assert.ok(ruleFor('data_sharing_up', 'company')!.levers.includes('opt_in'));
    assert.ok(ruleFor('ai_content_up', 'government')!.levers.includes('opt_in'));
  });

  it('a rule is softened by exceptions on request, never by exempting an age band', () => {
    for (const actor of ['company', 'government', 'sports', 'nonprofit', 'school', 'broadcaster'] as const) {
      const r = ruleFor('public_rule_up', actor)!;
      assert.ok(!r.levers.includes('exempt'), actor);
      assert.ok(r.levers.includes('keep_old'), actor);
    }
  });

  it('an access restriction spares the group the sector serves', () => {
    assert.equal(ruleFor('access_up', 'school')!.exempt, 'low_income');
    assert.equal(ruleFor('access_up', 'nonprofit')!.exempt, 'low_income');
    assert.equal(ruleFor('access_up', 'government')!.exempt, 'low_income_older');
    assert.equal(ruleFor('access_up', 'sports')!.exempt, 'young_older');
  });

  it('a levy collected by anyone but a public body is worded as passed on, and is neither delayed nor waived', () => {
    for (const actor of ['company', 'sports', 'nonprofit', 'school', 'broadcaster'] as const) {
      const r = ruleFor('tax_up', actor)!;
      assert.equal(r.wording, 'passed_on', actor);
      assert.ok(!r.levers.includes('delay') && !r.levers.includes('exempt'), actor);
    }
    assert.equal(ruleFor('tax_up', 'government')!.wording, undefined);
  });

  it('every row has a source, and every row-kind wording exists in English and Spanish for each of its levers it words', () => {
    for (const r of PLAYBOOK) {
      assert.ok(r.source.length > 20, r.types.join());
      if (!r.wording) continue;
      for (const kind of ['limit', 'compensate', 'explain']) {
        if (!r.levers.includes(kind as never)) continue;
        assert.ok(en.grammar.levers[`${kind}:${r.wording}`], `en ${kind}:${r.wording}`);
        assert.ok(es.grammar.levers[`${kind}:${r.wording}`], `es ${kind}:${r.wording}`);
      }
    }
  });
});

describe('lever wording fits the object and the sector', () => {
  it("a council's cameras: no opt-in, and the limit speaks of collecting and keeping data, not of users' private files", () => {
    const r = run('Eastmoor City Council will install 40 new CCTV cameras with number-plate recognition across the town centre from April. Footage will be kept for 31 days and shared with the police.');
    assert.equal(main(r), 'data_sharing_up');
    assert.equal(r.scenario_understanding.actor_type, 'government');
    assert.ok(!levers(r).includes('opt_in'), levers(r).join());
    assert.match(action(r, 'limit'), /stated purpose needs: collect and share no more/);
    assert.doesNotMatch(all(r), /private files|opt-in/);
  });

  it("content people made (their photos) keeps the 'leave private files out' limit", () => {
    const r = run('Picturely will use the photos and videos that users upload to train its AI image models from next month.');
    assert.equal(main(r), 'ai_content_up');
    assert.match(action(r, 'limit'), /private files/);
    assert.ok(levers(r).includes('opt_in'));
  });

  it("a broadcaster's programme dropped: kept part of the week or on demand, never transport to a replacement", () => {
    for (const [text, lang] of [
      ['Channel North will end its weekly regional news programme Northern Lights in June after 22 years on air.', 'en'],
      ['Televisión Regional del Norte dejará de emitir su programa semanal de noticias locales «Norte al día» a partir de junio.', 'es'],
    ] as const) {
      const r = run(text, lang);
      assert.equal(main(r), 'service_level_down', text);
      assert.doesNotMatch(all(r), /transport|transporte|fewer places|menos sitios/, text);
      assert.match(action(r, 'limit'), lang === 'en' ? /fewer hours, a weekly slot/ : /menos horas, una franja semanal/);
    }
  });

  it('a company passing on a levy absorbs part of it or gives it back; it does not delay or waive a legal charge', () => {
    // The playbook row and its wording, apart from how a given text is read (the reading is measured by the probes).
    const row = ruleFor('tax_up', 'company')!;
    assert.equal(row.wording, 'passed_on');
    assert.ok(!row.levers.some((l) => l === 'delay' || l === 'exempt'), row.levers.join());
    assert.ok(row.levers.includes('limit') && row.levers.includes('explain'), row.levers.join());
    assert.match(en.grammar.levers['limit:passed_on']!, /^Absorb part of/);
    assert.match(en.grammar.levers['explain:passed_on']!, /set by law, not by/);
  });

  it('a smaller pack is reduced less or priced in proportion, not cut on fewer days or places', () => {
    const r = run('Harvest Mills will cut the size of its family cereal box from 750g to 600g from March, at the same price.');
    assert.equal(main(r), 'size_down');
    assert.doesNotMatch(all(r), /fewer days|fewer places|transport/);
    assert.match(action(r, 'compensate'), /in line with the smaller size/);
  });

  it('a new fee is not "the higher" fee, and an amount the object states is not said twice', () => {
    const r = run('SkyHop Airlines will introduce a £15 fee for cabin bags on all European flights from May.');
    assert.equal(main(r), 'fee_up');
    assert.doesNotMatch(all(r), /higher £15|£15 £15/);
    assert.match(action(r, 'compensate'), /those who pay the (?:new )?£15 fee for cabin bags/);
  });

  it('Spanish opt-in has no adjective to agree with the change ("la cesión … voluntario")', () => {
    const r = run('Telvia compartirá los datos de navegación de sus clientes con empresas de publicidad a partir de septiembre.', 'es');
    assert.equal(main(r), 'data_sharing_up');
    assert.match(action(r, 'opt_in'), /sea opcional/);
    assert.doesNotMatch(all(r), /voluntario|archivos privados/);
  });
});

describe('a gesture on a contested cause', () => {
  it('is offered as a voluntary choice, dropped or adopted, in words that fit a gesture', () => {
    assert.ok(ruleFor('cause_down', 'sports')!.levers.includes('limit'));
    const text = 'Riverside Rovers FC will no longer wear rainbow-numbered shirts for the Rainbow Laces weekend this season. The club said the decision followed feedback from some players.';
    assert.ok(leverCandidates(extractFeatures(text)).some((c) => c.kind === 'limit'));
    // The lever's wording (measured effects vary with the run's size; MIN_MITIGATION_EFFECT may leave it out of a small run).
    const dropped = simulate({ scenario: text, name: 't', nAgents: 1000, nRounds: 4, seed: 1, lang: 'en' });
    assert.equal(main(dropped), 'cause_down');
    const limit = action(dropped, 'limit');
    if (limit) assert.match(limit, /voluntary choice/);
    assert.doesNotMatch(all(dropped), /about half|fewer days|Keep part of/, all(dropped));
    assert.match(es.grammar.levers['limit:stance_adopt']!, /voluntario/);
    assert.match(es.grammar.levers['limit:stance_drop']!, /opción voluntaria/);
    assert.match(en.grammar.levers['limit:stance_adopt']!, /voluntary/);
  });
});
