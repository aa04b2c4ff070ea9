/**
 * Report audit (issue 21 "Done means"): runs the engine directly (as `scenario-sim run` does,
 * src/cli/run-direct.ts) on the announcements of test/fixtures/audit-announcements.ts — every actor
 * type, English and Spanish, rises and cuts, culture-war changes both ways, softened and negated
 * softening — and prints and asserts:
 *   - quotes naming the object or a number from the text ≥ 60 %, generic quotes ≤ 15 %, distinct quotes = 100 % (per report);
 *   - no proposed mitigation that repeats framing present in the text;
 *   - no mitigation or failure mode whose change class is absent from the frames;
 *   - the top mitigation differs across ≥ 60 % of the reports;
 *   - Spanish output passes the rule checks (catalog subject–verb agreement, no "de el"/"a el", Spanish decimals).
 * Exits 1 when an assertion fails.
 *
 *   npm run audit:reports [-- --agents 1000 --verbose]
 */
import { simulate, type Report } from '../src/engine/index.js';
import { AGENTS, ROUNDS, SEED } from '../src/contracts/limits.js';
import { AUDIT_ANNOUNCEMENTS } from '../test/fixtures/audit-announcements.js';
import { absentClass, quoteStats, repeatedFraming, spanishAgreementBreaks, spanishBreaks, textFields, topMitigation } from './audit-checks.js';

const args = process.argv.slice(2);
const opt = (name: string, def: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const verbose = args.includes('--verbose');
const agents = opt('agents', AGENTS.default);

const pct = (a: number, b: number) => (b ? (100 * a) / b : 0);
const rows: { id: string; report: Report; ms: number }[] = [];
for (const a of AUDIT_ANNOUNCEMENTS) {
  const t = process.hrtime.bigint();
  const report = simulate({ scenario: a.text, name: a.id, nAgents: agents, nRounds: ROUNDS.default, seed: SEED.default, lang: a.lang });
  rows.push({ id: a.id, report, ms: Number(process.hrtime.bigint() - t) / 1e6 });
}

const failures: string[] = [];
let total = 0;
let naming = 0;
let generic = 0;
console.log(`report audit: ${rows.length} announcements, ${agents} agents × ${ROUNDS.default} rounds, seed ${SEED.default}`);
console.log('id                           lang  actor        risk  quotes  naming  generic  distinct  top mitigation (lever: reduction)');
const tops: string[] = [];
for (const { id, report: r } of rows) {
  const a = AUDIT_ANNOUNCEMENTS.find((x) => x.id === id)!;
  const q = quoteStats(a.text, r);
  total += q.total;
  naming += q.naming;
  generic += q.generic;
  if (q.distinct !== q.total) failures.push(`${id}: ${q.total - q.distinct} repeated quotes`);
  for (const x of repeatedFraming(r)) failures.push(`${id}: mitigation repeats framing in the text: ${x}`);
  for (const x of absentClass(r)) failures.push(`${id}: class absent from the frames: ${x}`);
  if (a.lang === 'es') for (const [where, text] of textFields(r)) for (const b of spanishBreaks(text)) failures.push(`${id}: ${where}: ${b} in «${text}»`);
  const top = topMitigation(r);
  tops.push(top?.action ?? '');
  console.log(
    `${id.padEnd(28)} ${a.lang.padEnd(5)} ${r.scenario_understanding.actor_type.padEnd(12)} ${String(r.risk_score.value).padStart(4)}  ${String(q.total).padStart(6)}  ${pct(q.naming, q.total).toFixed(0).padStart(5)}%  ${pct(q.generic, q.total).toFixed(0).padStart(6)}%  ${pct(q.distinct, q.total).toFixed(0).padStart(7)}%  ${top ? `${top.lever}: −${top.expected_risk_reduction}` : '—'}`,
  );
  if (verbose) {
    console.log(`    top: ${top?.action ?? '—'}`);
    for (const m of r.mitigations.slice(0, 3)) console.log(`    mit ${m.id} −${m.expected_risk_reduction}${m.already_in_plan ? ' (in plan)' : ''}${m.ruled_out_by_plan ? ' (ruled out)' : ''}: ${m.action}`);
    for (const f of r.failure_modes.slice(0, 2)) console.log(`    fm ${f.id} ${f.risk_contribution}: ${f.title}`);
    for (const c of r.cohort_breakdowns.slice(0, 2)) for (const x of c.quotes) console.log(`    “${x.text}” — ${x.persona}`);
  }
}
const agreement = spanishAgreementBreaks();
for (const x of agreement) failures.push(`Spanish catalog agreement: ${x}`);
const distinctTops = new Set(tops).size;
const nReports = rows.length;
const namingPct = pct(naming, total);
const genericPct = pct(generic, total);
const topPct = pct(distinctTops, nReports);
if (namingPct < 60) failures.push(`quotes naming the object or a number: ${namingPct.toFixed(1)} % < 60 %`);
if (genericPct > 15) failures.push(`generic quotes: ${genericPct.toFixed(1)} % > 15 %`);
if (topPct < 60) failures.push(`top mitigation differs in ${topPct.toFixed(1)} % of reports < 60 %`);
const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
console.log('');
console.log(`quotes naming the object or a number: ${naming}/${total} = ${namingPct.toFixed(1)} % (target ≥ 60 %)`);
console.log(`generic quotes: ${generic}/${total} = ${genericPct.toFixed(1)} % (target ≤ 15 %)`);
console.log(`distinct quotes: ${rows.every(({ id, report }) => quoteStats(AUDIT_ANNOUNCEMENTS.find((a) => a.id === id)!.text, report).distinct === quoteStats(AUDIT_ANNOUNCEMENTS.find((a) => a.id === id)!.text, report).total) ? '100 %' : 'below 100 %'} in every report`);
console.log(`top mitigation distinct: ${distinctTops}/${nReports} = ${topPct.toFixed(1)} % (target ≥ 60 %); levers: ${[...new Set(rows.map((r) => topMitigation(r.report)?.lever ?? '—'))].join(', ')}`);
console.log(`mitigations repeating framing in the text: ${failures.filter((f) => f.includes('repeats framing')).length}; mitigations or failure modes of an absent class: ${failures.filter((f) => f.includes('class absent')).length}`);
console.log(`Spanish rule breaks: ${failures.filter((f) => f.includes('contraction') || f.includes('decimal') || f.includes('agreement')).length} (agreement of the catalog's group-subject templates, "de el"/"a el", decimals)`);
console.log(`engine time per report: median ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} ms, max ${ms[ms.length - 1]!.toFixed(0)} ms`);
if (failures.length) {
  console.log(`\nFAILED (${failures.length}):`);
  for (const f of failures) console.log(`  - ${f}`);
  process.exit(1);
}
console.log('\nall assertions passed');
