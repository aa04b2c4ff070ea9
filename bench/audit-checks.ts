/**
 * The report audit's checks (issue 21 "Done means"; `npm run audit:reports`, and
 * test/engine/report-audit.test.ts on a few texts): do quotes name the change, are they distinct,
 * do mitigations repeat what the text already does or speak of a class the text does not change,
 * do failure modes come from the text's own changes, and does Spanish output pass the rule checks.
 * Pure functions over reports; the engine is run by the callers.
 */
import { createRequire } from 'node:module';
import type { Report } from '../src/engine/index.js';
import { es } from '../src/engine/i18n/es.js';
import { ES_NAMES_WITH_ARTICLE } from '../src/engine/i18n/es-finish.js';
import { LEVER_SPECS, type LeverKind } from '../src/engine/report/playbook.js';

const STOP = new Set((createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>).en!.concat((createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>).es!));

/** Lower-case, accents folded. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Numbers written in a text, digits only ("£3.50" → "350", "12,5 %" → "125", "1,200" → "1200"). */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d[\d.,]*\d|\d/g)].map((m) => m[0].replace(/[.,]/g, '').replace(/^0+(?=\d)/, ''));
}

/** Content words (4+ letters, not stop words) of the sentences that state the report's changes, minus the actor's name. */
export function objectWords(scenario: string, r: Report): Set<string> {
  const actor = new Set(fold(r.scenario_understanding.actor).split(/[^\p{L}]+/u));
  const words = new Set<string>();
  const spans = r.scenario_understanding.changes.flatMap((c) => c.evidence);
  const sentences = scenario.split(/(?<=[.!?])\s+/);
  for (const s of sentences) {
    const start = scenario.indexOf(s);
    if (!spans.some((sp) => sp.start >= start && sp.start < start + s.length)) continue;
    for (const w of fold(s).split(/[^\p{L}]+/u)) if (w.length >= 4 && !STOP.has(w) && !actor.has(w)) words.add(w);
  }
  return words;
}

/** What one quote names from the text. */
export function quoteNames(q: string, scenario: string, r: Report, objWords = objectWords(scenario, r)): { object: boolean; number: boolean; generic: boolean } {
  const f = fold(q);
  const textNumbers = new Set(numbersIn(scenario));
  const number = numbersIn(q).some((n) => textNumbers.has(n) && n.length > 0);
  const qWords = f.split(/[^\p{L}]+/u);
  const object = qWords.some((w) => objWords.has(w) || (w.length >= 5 && [...objWords].some((o) => o.length >= 5 && (o.startsWith(w.slice(0, 5)) && w.startsWith(o.slice(0, 5))))));
  const actorWords = fold(r.scenario_understanding.actor).split(/[^\p{L}]+/u).filter((w) => w.length >= 3 && !STOP.has(w));
  const actor = actorWords.some((w) => qWords.includes(w));
  return { object, number, generic: !object && !number && !actor };
}

/** Quote figures of one report. */
export function quoteStats(scenario: string, r: Report): { total: number; naming: number; generic: number; distinct: number } {
  const quotes = r.cohort_breakdowns.flatMap((c) => c.quotes.map((q) => q.text));
  const ow = objectWords(scenario, r);
  let naming = 0;
  let generic = 0;
  for (const q of quotes) {
    const n = quoteNames(q, scenario, r, ow);
    if (n.object || n.number) naming++;
    if (n.generic) generic++;
  }
  return { total: quotes.length, naming, generic, distinct: new Set(quotes).size };
}

/**
 * Proposed mitigations that repeat framing the text already has (their lever's cue is present). Opt-in
 * beside an opt-out in the plan is no repeat: it goes further (report/playbook.ts `beyondOptOut`).
 */
export function repeatedFraming(r: Report): string[] {
  const present = new Set(r.scenario_understanding.framing.filter((f) => f.present).map((f) => f.cue));
  return r.mitigations
    .filter((m) => !m.already_in_plan && m.lever && m.lever !== 'opt_in' && LEVER_SPECS[m.lever as LeverKind]?.cue && present.has(LEVER_SPECS[m.lever as LeverKind].cue!))
    .map((m) => `${m.id}: ${m.action}`);
}

/** Mitigations and failure modes whose change class is not among the report's changes (or that name no change). */
export function absentClass(r: Report): string[] {
  const classes = new Set(r.scenario_understanding.changes.map((c) => `${c.object_class}_${c.direction}`));
  const out: string[] = [];
  for (const m of r.mitigations) if (!m.change || !classes.has(m.change)) out.push(`mitigation ${m.id} (${m.change ?? 'no change'})`);
  for (const f of r.failure_modes) if (!f.pathway || !classes.has(f.pathway.change)) out.push(`failure mode ${f.id} (${f.pathway?.change ?? 'no change'})`);
  return out;
}

/** The first measure not yet in the plan (what the report recommends first), or null. */
export function topMitigation(r: Report): Report['mitigations'][number] | null {
  return r.mitigations.find((m) => !m.already_in_plan && m.expected_risk_reduction > 0) ?? r.mitigations.find((m) => !m.already_in_plan) ?? null;
}

/** Every text field of a report that comes from the catalog, with where it is. */
export function textFields(r: Report): [string, string][] {
  const out: [string, string][] = [['headline', r.headline], ['disclaimer', r.disclaimer], ['summary', r.executive_summary.summary]];
  r.executive_summary.key_points.forEach((k, i) => out.push([`key_points[${i}]`, k]));
  for (const c of r.cohort_breakdowns) {
    out.push([`cohort ${c.cohort} label`, c.label]);
    c.quotes.forEach((q) => out.push([`cohort ${c.cohort} quote`, q.text], [`cohort ${c.cohort} persona`, q.persona]));
  }
  for (const f of r.failure_modes) out.push([`${f.id} title`, f.title], [`${f.id} description`, f.description]);
  for (const m of r.mitigations) out.push([`${m.id} action`, m.action], [`${m.id} rationale`, m.rationale]);
  for (const c of r.counter_narratives) out.push(['narrative', c.narrative], ['response', c.suggested_response]);
  for (const m of r.monitoring_plan) out.push(['signal', m.signal], ['threshold', m.threshold], ['window', m.window]);
  return out;
}

const NAMES = ES_NAMES_WITH_ARTICLE.map((n) => n.slice(3));

/** Spanish rule breaks in one text: "de el"/"a el" (except before names whose article is part of the name), an English decimal point. */
export function spanishBreaks(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<!\p{L})(de|a)\s+el\s+(\p{L}[\p{L} ]*)/giu)) {
    if (m[0].split(/\s+/)[1] === 'El' && NAMES.some((n) => m[2]!.startsWith(n))) continue;
    out.push(`contraction: «${m[0].slice(0, 30)}»`);
  }
  for (const m of text.matchAll(/(?<![\p{N}.,])\d+\.\d{1,2}(?![\p{N}]|[.,]\d)/gu)) out.push(`decimal point: «${m[0]}»`);
  return out;
}

/**
 * Subject–verb agreement of the Spanish catalog's templates where a group label fills the subject
 * slot (`{cohort}`, `{cohorts}`, `{group}` followed by a verb): labels come singular ("Público
 * conservador") and plural ("Inversores"), so such a template may not put a finite verb after the
 * slot; and no change phrase (`issues`, `grammar.change_np`) may be plural, as {change} is the subject
 * of singular verbs. Returns the offending templates.
 */
export function spanishAgreementBreaks(): string[] {
  const templates = [...Object.values(es.headline), ...Object.values(es.summary), ...Object.values(es.grammar.levers), es.grammar.pathway_title, ...Object.values(es.grammar.quotes).flat()];
  const out: string[] = [];
  for (const t of templates) {
    const m = t.match(/\{(?:cohorts?|group)\}\s+(?!y otros|de |del |a |al |por |con |en |\()(\p{L}+)/u);
    if (m && /(?:[aeií]|[ae]n)$/.test(m[1]!)) out.push(`«${t}»: «${m[1]}» after a group slot`);
  }
  // {change} is the subject of singular verbs ("{change} se notará"): no change phrase may be plural
  // (one named by a plural object alone is made singular by report/phrases.ts `singularChange`).
  for (const [k, v] of [...Object.entries(es.issues), ...Object.entries(es.grammar.change_np)]) {
    if (/^(?:los|las|unos|unas)\s/i.test(v)) out.push(`change phrase ${k} «${v}» is plural`);
  }
  return out;
}
