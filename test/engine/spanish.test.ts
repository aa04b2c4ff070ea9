/**
 * Spanish rule check (issue 21 item 4): runs the engine on Spanish announcements written for this
 * test (every actor type; rises and cuts; a cause dropped and adopted; a tax) and checks every text
 * field of each report: no "de el"/"a el" (except before names in ES_NAMES_WITH_ARTICLE), no English
 * decimal point, a capital after a full stop or a closing "?"/"!", and the catalog's subject–verb
 * pairs where a group label is the subject agree in number.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from '../../src/engine/index.js';
import { spanishAgreementBreaks, spanishBreaks } from '../../bench/audit-checks.js';
import type { Report } from '../../src/engine/index.js';
import { es } from '../../src/engine/i18n/es.js';
import { catalog } from '../../src/engine/i18n/index.js';
import { singularChange } from '../../src/engine/report/phrases.js';
import { esContractions, esDecimals, esDefiniteNp, esSentenceCase, esWithInstitutionArticle, finishEs } from '../../src/engine/i18n/es-finish.js';

/** Announcements written for this test: [what it exercises, text]. */
export const ES_ANNOUNCEMENTS: [string, string][] = [
  ['government tax rise', 'El Ayuntamiento de Valdemora subirá el impuesto de bienes inmuebles un 12,5 % a partir de abril para financiar el arreglo de calles.'],
  ['government new tax', 'El Ayuntamiento de Sotoalto cobrará una tasa turística de 2,50 euros por noche a los visitantes desde julio de 2027.'],
  ['government cut in service', 'El Gobierno regional suprimirá tres líneas de autobús rurales en enero y reducirá la frecuencia de las demás.'],
  ['company price rise', 'Streamia subirá el precio de su plan mensual de 9,99 € a 11,99 € para todos los suscriptores a partir de junio.'],
  ['company price cut', 'Streamia bajará el precio de su plan anual de 99 € a 79 € para todos los clientes desde el mes que viene.'],
  ['company cause dropped', 'Almacenes Ribera pondrá fin a sus programas de diversidad, equidad e inclusión y dejará de patrocinar el Orgullo de su ciudad en julio.'],
  ['company cause adopted', 'Cervezas Norte lanzará en junio una edición especial por el Orgullo LGTBI y donará el 5 % de las ventas a asociaciones del colectivo.'],
  ['sports club price rise', 'El Club Deportivo Arenal subirá el precio de los abonos de temporada un 16,7 % para la próxima temporada.'],
  ['charity service cut', 'La Fundación Amparo cerrará dos de sus comedores sociales en marzo por falta de fondos.'],
  ['university fee rise', 'La Universidad de Levante subirá las tasas de matrícula de grado un 8 % el próximo curso.'],
  ['company access', 'Nubia limitará el acceso gratuito a su aplicación: desde mayo solo los suscriptores podrán descargar archivos.'],
  ['company data', 'Redly compartirá los datos de uso de sus usuarios con anunciantes a partir de septiembre, salvo que se den de baja.'],
];

const run = (scenario: string): Report => simulate({ scenario, name: 'es', nAgents: 500, nRounds: 4, seed: 7, lang: 'es' });

/** Every text field of a report that comes from the Spanish catalog, with where it is. */
export function textFields(r: Report): [string, string][] {
  const out: [string, string][] = [['headline', r.headline], ['disclaimer', r.disclaimer], ['summary', r.executive_summary.summary]];
  r.executive_summary.key_points.forEach((k, i) => out.push([`key_points[${i}]`, k]));
  for (const c of r.cohort_breakdowns) {
    out.push([`cohort ${c.cohort} label`, c.label]);
    c.top_concerns.forEach((t) => out.push([`cohort ${c.cohort} concern`, t]));
    c.quotes.forEach((q) => out.push([`cohort ${c.cohort} quote`, q.text], [`cohort ${c.cohort} persona`, q.persona]));
  }
  for (const f of r.failure_modes) out.push([`${f.id} title`, f.title], [`${f.id} description`, f.description]);
  for (const m of r.mitigations) out.push([`${m.id} action`, m.action], [`${m.id} rationale`, m.rationale]);
  for (const c of r.counter_narratives) out.push(['narrative', c.narrative], ['response', c.suggested_response]);
  for (const m of r.monitoring_plan) out.push(['signal', m.signal], ['threshold', m.threshold], ['window', m.window]);
  for (const d of r.risk_score.drivers) out.push(['driver', d.label]);
  out.push(['confidence', r.confidence.explanation], ['trajectory', r.sentiment_trajectory.description]);
  r.sentiment_trajectory.rounds.forEach((x) => out.push(['round', x.label]));
  for (const i of r.scenario_understanding.issues) out.push(['issue', i.label]);
  for (const c of r.scenario_understanding.changes) out.push(['change', c.label]);
  return out;
}

/** Rule breaks in one text: the audit's Spanish checks (bench/audit-checks.ts), and lower case after a full stop. */
export function ruleBreaks(text: string): string[] {
  const out = spanishBreaks(text);
  for (const m of text.matchAll(/[.?!][»"')]?\s+[¿¡«"'(]*\p{Ll}/gu)) out.push(`lower case after stop: «${m[0]}»`);
  return out;
}

/** Catalog templates where a group label fills the subject slot, with the verb that must agree. */
const GROUP_SUBJECT = /\{cohorts?\}\s+(?!y otros)(\p{L}+)/u;

describe('Spanish finishing step', () => {
  it('makes contractions, but not inside names whose article is part of the name', () => {
    assert.equal(esContractions('Me di cuenta de el acceso más amplio'), 'Me di cuenta del acceso más amplio');
    assert.equal(esContractions('dependen de El Ayuntamiento de Valdemora'), 'dependen del Ayuntamiento de Valdemora');
    assert.equal(esContractions('De el cambio, poco. Vamos a el pleno.'), 'Del cambio, poco. Vamos al pleno.');
    assert.equal(esContractions('viajes a El Salvador y lectores de El País'), 'viajes a El Salvador y lectores de El País');
    assert.equal(esContractions('la red de ellos'), 'la red de ellos', 'a word starting with "el" is not the article');
  });
  it('writes decimals with a comma and leaves thousands alone', () => {
    assert.equal(esDecimals('una subida del 16.7 % y 0.25 puntos'), 'una subida del 16,7 % y 0,25 puntos');
    assert.equal(esDecimals('más de 10.000 firmas; 1.5 veces'), 'más de 10.000 firmas; 1,5 veces');
    assert.equal(esDecimals('confianza 0.60. En la última ronda'), 'confianza 0,60. En la última ronda', 'a decimal that ends a sentence');
  });
  it('names a charge by its object with the right article', () => {
    assert.deepEqual(['tasa', 'impuesto', 'comisión', 'comisiones', 'tasas de matrícula', 'peajes', 'canon', 'sistema', 'foto de grupo', 'fotos'].map(esDefiniteNp), ['la tasa', 'el impuesto', 'la comisión', 'las comisiones', 'las tasas de matrícula', 'los peajes', 'el canon', 'el sistema', 'la foto de grupo', 'las fotos']);
  });
  it('gives an institutional name read without its article its article, and leaves brands alone', () => {
    assert.deepEqual(['Ayuntamiento de Villaverde', 'Universidad de Arenales', 'Generalitat de Catalunya', 'Telefónica España', 'Ayuntamiento'].map(esWithInstitutionArticle), ['el Ayuntamiento de Villaverde', 'la Universidad de Arenales', 'la Generalitat de Catalunya', 'Telefónica España', 'Ayuntamiento']);
    const r = simulate({ scenario: 'A partir del 1 de abril, el Ayuntamiento de Villaverde cobrará una tasa de 40 euros al año por la recogida de basura a todos los vecinos.', name: 'v', nAgents: 300, nRounds: 4, seed: 1, lang: 'es' });
    const texts = [r.headline, ...r.counter_narratives.map((c) => c.narrative), ...r.failure_modes.map((f) => f.description)].join(' ');
    assert.ok(!/(?<![Ee]l |del |al )Ayuntamiento de Villaverde/.test(texts), texts);
  });
  it('keeps a currency symbol first where the Spanish text writes it first', async () => {
    const { amount } = await import('../../src/engine/report/phrases.js');
    assert.equal(amount('es-ES', 69, '$', true), '$69');
    assert.equal(amount('es-ES', 69, '€'), '69 €');
    assert.equal(amount('en-GB', 3.5, '£'), '£3.50');
    const r = simulate({ scenario: 'A partir de marzo, la membresía mensual del Gimnasio Andes subirá de $49 a $69.', name: 'g', nAgents: 300, nRounds: 4, seed: 1, lang: 'es' });
    const all = JSON.stringify(r);
    assert.ok(!/69 \$/.test(all), 'no "69 $"');
  });
  it('capitalises after a full stop and a closing question mark', () => {
    assert.equal(esSentenceCase('¿la subida? la organización lo hace porque puede. y punto'), '¿La subida? La organización lo hace porque puede. Y punto');
    assert.equal(esSentenceCase('primeras 72 horas', false), 'primeras 72 horas');
    assert.equal(finishEs('¿una subida del 16.7 %? de el todo injusto.'), '¿Una subida del 16,7 %? Del todo injusto.');
  });
});

describe('Spanish reports pass the rule check', () => {
  it('the catalog\'s group-subject templates agree with singular and plural labels', () => {
    const templates = [...Object.values(es.headline), ...Object.values(es.summary)];
    const groupLabels = [...Object.values(es.cohorts), ...Object.values(es.by_actor).flatMap((o) => Object.values(o.cohorts ?? {}))];
    assert.ok(templates.some((t) => /\{cohorts?\}/.test(t)), 'some template has a group slot');
    for (const t of templates) {
      const m = t.match(GROUP_SUBJECT);
      if (!m) continue;
      // Labels are singular ("Público conservador") and plural ("Inversores"): a bare label may not be followed by a verb in either number.
      const singular = groupLabels.some((l) => !/s$/.test(l.split(' ')[0]!));
      const plural = groupLabels.some((l) => /s$/.test(l.split(' ')[0]!));
      assert.ok(!(singular && /[ae]n$/.test(m[1]!)), `agreement in «${t}»: a singular label cannot take «${m[1]}»`);
      assert.ok(!(plural && /[aeií]$/.test(m[1]!) && m[1] !== 'y'), `agreement in «${t}»: a plural label cannot take «${m[1]}»`);
    }
  });

  it('a change phrase is singular: {change} is the subject of singular verbs', () => {
    // No catalog change phrase is plural (the rule check bench/audit-checks.ts `spanishAgreementBreaks` names any).
    assert.deepEqual(spanishAgreementBreaks().filter((b) => b.startsWith('change phrase')), []);
    // A change named by a plural object alone is put inside a singular phrase; English is left alone.
    assert.equal(singularChange('las nuevas tasas de matrícula', 'fee_up', es.grammar), 'el cobro de las nuevas tasas de matrícula');
    assert.equal(singularChange('los vestuarios renovados', 'cause_up', es.grammar), 'la llegada de los vestuarios renovados');
    assert.equal(singularChange('las jornadas del Orgullo', 'cause_down', es.grammar), 'la retirada de las jornadas del Orgullo');
    assert.equal(singularChange('la tasa turística', 'tax_up', es.grammar), 'la tasa turística');
    assert.equal(singularChange('los nuevos cargos', 'fee_up', catalog('en').grammar), 'los nuevos cargos');
  });

  const reports = ES_ANNOUNCEMENTS.map(([what, text]) => [what, run(text)] as const);
  it('counts rule breaks over all reports', () => {
    const all = reports.flatMap(([, r]) => textFields(r).flatMap(([, t]) => ruleBreaks(t)));
    const by = (k: string) => all.filter((b) => b.startsWith(k)).length;
    console.log(`spanish rule check: ${reports.length} reports, ${reports.reduce((n, [, r]) => n + textFields(r).length, 0)} text fields, ${all.length} breaks (contraction ${by('contraction')}, decimal ${by('decimal')}, lower case ${by('lower')})`);
    assert.equal(all.length, 0);
  });
  it('covers every actor type', () => {
    const types = new Set<string>(reports.map(([, r]) => r.scenario_understanding.actor_type));
    for (const t of ['company', 'government', 'sports', 'nonprofit', 'school']) assert.ok(types.has(t), `actor type ${t} among ${[...types].join(', ')}`);
  });
  it('covers rises, cuts, a tax and a cause dropped and adopted', () => {
    const frames = new Set(reports.flatMap(([, r]) => r.scenario_understanding.changes.map((c) => `${c.object_class}_${c.direction}`)));
    for (const f of ['tax_up', 'price_up']) assert.ok(frames.has(f), `${f} among ${[...frames].join(', ')}`);
    const causes = reports.flatMap(([, r]) => r.scenario_understanding.changes.filter((c) => c.cause !== null).map((c) => c.direction));
    assert.ok(causes.includes('up') && causes.includes('down'), `a cause-coded change adopted and dropped: ${causes.join(', ')}`);
    assert.ok([...frames].some((f) => /_down$/.test(f) && !f.startsWith('cause')), 'a cut');
  });
  for (const [what, r] of reports) {
    it(`${what}: no rule breaks in any text field`, () => {
      const breaks = textFields(r).flatMap(([where, text]) => ruleBreaks(text).map((b) => `${where}: ${b} in «${text}»`));
      assert.deepEqual(breaks, []);
    });
  }
});

describe('a Spanish headline names its group with the article (blind read 27)', () => {
  it('"encabezada por los vecinos…", and nouns whose ending misleads take the right article', async () => {
    const { esDefiniteNp } = await import('../../src/engine/i18n/es-finish.js');
    assert.equal(esDefiniteNp('comentaristas y activistas'), 'los comentaristas y activistas');
    assert.equal(esDefiniteNp('patronales y financiadores'), 'las patronales y financiadores');
    assert.equal(esDefiniteNp('red de bibliotecas'), 'la red de bibliotecas');
    assert.equal(esDefiniteNp('vecinos más afectados'), 'los vecinos más afectados');
    const { simulate } = await import('../../src/engine/index.js');
    const r = simulate({ scenario: 'El Ayuntamiento de Villaverde subirá la tasa de recogida de basuras de 80 a 110 euros al año a partir del 1 de enero.', name: 'h', nAgents: 400, nRounds: 4, seed: 1, replicates: 2, lang: 'es' });
    const m = /encabezada por (\p{L}+)/u.exec(r.headline);
    if (m) assert.match(m[1]!, /^(?:el|la|los|las)$/, r.headline);
  });
});
