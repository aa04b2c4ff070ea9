/**
 * Lever-fit audit (helper brief "mitigations that fit the sector and the object"): runs the engine
 * on the report-audit announcements (test/fixtures/audit-announcements.ts) and on one document per
 * (central change class_direction × actor type × language) of the labelled corpus (data/corpus/*.jsonl,
 * the first in file order), and prints, grouped by the engine's own reading (class_direction ×
 * voice type), every mitigation's lever and wording, so that a reader can judge whether each
 * wording fits the kind of change and the sector. Prints only; asserts nothing.
 *
 *   npx tsx bench/levers.ts [-- --agents 300 --lang en --only corpus|audit]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { simulate, understandScenario } from '../src/engine/index.js';
import { ROUNDS, SEED } from '../src/contracts/limits.js';
import { AUDIT_ANNOUNCEMENTS } from '../test/fixtures/audit-announcements.js';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const agents = Number(opt('agents') ?? 300);
const langs = (opt('lang') ?? 'en,es').split(',');
const only = opt('only');

interface Doc {
  id: string;
  lang: 'en' | 'es';
  actor: { name: string; type: string };
  sentences: { text: string; para?: boolean; class?: string; direction?: string }[];
  central: number | null;
}

/** A corpus document's text: sentences joined, paragraphs by a blank line. */
function textOf(d: Doc): string {
  let out = '';
  for (const s of d.sentences) out += (out ? (s.para ? '\n\n' : ' ') : '') + s.text;
  return out;
}

const inputs: { id: string; lang: 'en' | 'es'; label: string; text: string }[] = [];
if (only !== 'corpus') for (const a of AUDIT_ANNOUNCEMENTS) if (langs.includes(a.lang)) inputs.push({ id: a.id, lang: a.lang, label: `audit ${a.actor} ${a.kind}`, text: a.text });
if (only !== 'audit') {
  const seen = new Set<string>();
  const dir = 'data/corpus';
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(`${dir}/${f}`, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const d = JSON.parse(line) as Doc;
      if (d.central == null || !langs.includes(d.lang)) continue;
      const c = d.sentences[d.central];
      if (!c?.class || !c.direction) continue;
      const key = `${c.class}_${c.direction}|${d.actor.type}|${d.lang}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inputs.push({ id: d.id, lang: d.lang, label: `label ${c.class}_${c.direction} ${d.actor.type}`, text: textOf(d) });
    }
  }
}

const groups = new Map<string, string[]>();
for (const x of inputs) {
  const r = simulate({ scenario: x.text, name: x.id, nAgents: agents, nRounds: ROUNDS.default, seed: SEED.default, lang: x.lang });
  const u = r.scenario_understanding;
  const main = u.changes[0];
  // The voice type the playbook uses (a broadcaster apart from a company; report/playbook.ts voiceType).
  const voice = understandScenario(x.text).reading.actorType.label === 'broadcaster' ? 'broadcaster' : u.actor_type;
  const key = `${main ? `${main.object_class}_${main.direction}` : 'none'} × ${voice}`;
  const lines = [`  ${x.id} [${x.lang}] (${x.label}; actor ${u.actor}; object "${main?.object ?? ''}")`];
  for (const m of r.mitigations) lines.push(`    ${(m.lever ?? '').padEnd(11)} ${(m.change ?? '').padEnd(18)} ${m.already_in_plan ? '(in plan) ' : ''}${m.action}`);
  groups.set(key, [...(groups.get(key) ?? []), ...lines]);
}
for (const k of [...groups.keys()].sort()) {
  console.log(k);
  for (const l of groups.get(k)!) console.log(l);
}
