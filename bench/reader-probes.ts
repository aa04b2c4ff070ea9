/**
 * Reading probes: the shipped reader (src/engine/reader/model.ts, trained on data/corpus only) on
 * the team's own announcements (test/fixtures/announcements.ts: written for the engine's tests,
 * never in the corpus), beside the rules of understand/frames.ts, which were written while
 * reading these same announcements (so the rules' figure is in-sample).
 *
 *   npm run bench:probes
 *
 * Prints, for each reader: the share of announcements whose main change has the expected class and
 * direction, the share where any frame has them, actor type right, and texts that announce no
 * change refused; then every announcement the reader misread; then the real dev cases
 * (../shared/cases/dev.json, when present) against the reference library's hand labels of their
 * change, with a reliability table of the report's probability that the main change was read right; then how many checks of each probe file (test/probes/*.probe.ts, test/probes/README.md) pass.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { announcements, nonAnnouncements } from '../test/fixtures/announcements.js';
import { understandScenario, type ChangeFrame } from '../src/engine/understand/index.js';
import { extractFrames } from '../src/engine/understand/frames.js';
import { extractActor } from '../src/engine/understand/actor.js';
import { readingRight } from '../src/engine/report/confidence.js';
import { EN } from '../src/engine/understand/lexicon.js';
import { ES } from '../src/engine/understand/lexicon-es.js';

interface Read {
  main: ChangeFrame | undefined;
  frames: ChangeFrame[];
  actorType: string;
}

function learned(text: string): Read {
  const u = understandScenario(text);
  return { main: u.frames.find((f) => f.central) ?? u.frames[0], frames: u.frames, actorType: u.actor.type };
}

function rules(text: string, lang: 'en' | 'es'): Read {
  const lex = lang === 'es' ? ES : EN;
  const actor = extractActor(text, lex);
  const frames = extractFrames(text, lex, actor.type, actor.name);
  const main = frames.reduce<ChangeFrame | undefined>((b, f) => (!b || f.certainty > b.certainty ? f : b), undefined);
  return { main, frames, actorType: actor.type };
}

const readers = { 'learned reader': (t: string) => learned(t), 'rules (in-sample)': (t: string, l: 'en' | 'es') => rules(t, l) };
const lines: string[] = [];
lines.push(`Reading probes: ${announcements.length} announcements and ${nonAnnouncements.length} texts with no change (test/fixtures/announcements.ts)`);
lines.push('reader                 main change right   any frame right   actor type   no-change refused   announcements refused');
const misses: string[] = [];
for (const [name, read] of Object.entries(readers)) {
  let main = 0;
  let any = 0;
  let actor = 0;
  let refused = 0;
  for (const a of announcements) {
    const r = read(a.text, a.lang);
    const ok = (f: ChangeFrame | undefined) => !!f && f.objectClass === a.objectClass && f.direction === a.direction;
    if (ok(r.main)) main++;
    else if (name === 'learned reader') misses.push(`  ${a.id}: expected ${a.objectClass}_${a.direction}, read ${r.main ? `${r.main.objectClass}_${r.main.direction}` : 'nothing'}${r.frames.length > 1 ? ` (+ ${r.frames.slice(1).map((f) => `${f.objectClass}_${f.direction}`).join(', ')})` : ''}`);
    if (r.frames.some(ok)) any++;
    if (r.actorType === a.actorType) actor++;
    if (!r.frames.length) refused++;
  }
  const noChange = nonAnnouncements.filter((n) => read(n.text, n.lang).frames.length === 0).length;
  const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)} %`.padStart(8);
  lines.push(`${name.padEnd(22)} ${pct(main, announcements.length)}            ${pct(any, announcements.length)}        ${pct(actor, announcements.length)}   ${pct(noChange, nonAnnouncements.length)}            ${pct(refused, announcements.length)}`);
}
lines.push('', 'Misread by the learned reader (main change):', ...misses);

// The real dev cases (../shared/cases/dev.json) against the reference library's hand labels of their change
// (data/reference/cases.jsonl `features`): the rules were written while reading these texts (in-sample).
const devFile = '../shared/cases/dev.json';
if (fs.existsSync(devFile)) {
  const dev = JSON.parse(fs.readFileSync(devFile, 'utf8')) as { id: string; scenario: string }[];
  const ref = new Map(
    fs.readFileSync('data/reference/cases.jsonl', 'utf8').split('\n').filter(Boolean).map((l) => {
      const x = JSON.parse(l) as { id: string; actor_type: string; features: { class: string; direction: string; lang: 'en' | 'es' } };
      return [x.id, x] as const;
    }),
  );
  lines.push('', `Real dev cases (${devFile}) against the reference library's labels of their change: main change right, any frame right, refused, actor type`);
  for (const [name, read] of Object.entries(readers)) {
    let n = 0, main = 0, any = 0, refused = 0, actor = 0;
    for (const c of dev) {
      const r = ref.get(c.id);
      if (!r) continue;
      n++;
      const got = read(c.scenario, r.features.lang);
      const ok = (f: ChangeFrame | undefined) => !!f && f.objectClass === r.features.class && f.direction === r.features.direction;
      if (!got.frames.length) refused++;
      if (ok(got.main)) main++;
      if (got.frames.some(ok)) any++;
      if (got.actorType === r.actor_type || (r.actor_type === 'broadcaster' && got.actorType === 'company')) actor++;
    }
    const pct = (k: number) => `${((100 * k) / n).toFixed(1)} %`.padStart(8);
    lines.push(`  ${name.padEnd(22)} ${pct(main)} ${pct(any)} ${pct(refused)} ${pct(actor)}   (${n} cases)`);
  }
  // Reliability on the real cases (issue 20 item 5): the report's probability that the main change was read
  // right (report/confidence.ts `readingRight`, fitted on the corpus's held-out writers) against how often it was.
  const points: { p: number; ok: boolean }[] = [];
  for (const c of dev) {
    const r = ref.get(c.id);
    if (!r) continue;
    const u = understandScenario(c.scenario);
    const main = u.frames.find((f) => f.central) ?? u.frames[0];
    const ok = !!main && main.objectClass === r.features.class && main.direction === r.features.direction;
    points.push({ p: u.understood ? readingRight(u.readingProbability) : 0, ok });
  }
  lines.push('', 'Reliability on the real dev cases: probability the main change was read right (report confidence) vs read right');
  lines.push('  probability   cases   mean probability   read right');
  for (const [lo, hi] of [[0, 0.4], [0.4, 0.55], [0.55, 0.7], [0.7, 0.85], [0.85, 1.01]] as const) {
    const bin = points.filter((x) => x.p >= lo && x.p < hi);
    if (!bin.length) continue;
    const mp = bin.reduce((a, x) => a + x.p, 0) / bin.length;
    const right = bin.filter((x) => x.ok).length / bin.length;
    lines.push(`  ${lo.toFixed(2)}–${Math.min(hi, 1).toFixed(2)}   ${String(bin.length).padStart(5)}   ${mp.toFixed(2).padStart(16)}   ${right.toFixed(2).padStart(10)}`);
  }
  const brier = points.reduce((a, x) => a + (x.p - (x.ok ? 1 : 0)) ** 2, 0) / points.length;
  const meanOf = (ok: boolean) => points.filter((x) => x.ok === ok).reduce((a, x, _, all) => a + x.p / all.length, 0);
  lines.push(`  Brier ${brier.toFixed(3)}; mean probability when right ${meanOf(true).toFixed(2)}, when wrong ${meanOf(false).toFixed(2)}`);
}

// The probe files, each run by node's test runner in its own process; TAP's closing counts.
lines.push('', 'Probe files (test/probes): checks passed');
for (const f of fs.readdirSync('test/probes').filter((x) => x.endsWith('.probe.ts')).sort()) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', `test/probes/${f}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const count = (k: string) => Number(new RegExp(`^# ${k} (\\d+)`, 'm').exec(run.stdout)?.[1] ?? NaN);
  const failed = [...run.stdout.matchAll(/^ {4}not ok \d+ - (.*)$/gm)].map((m) => m[1]!);
  lines.push(`  ${f.padEnd(28)} ${count('pass')} of ${count('tests')} pass`);
  for (const name of failed) lines.push(`    failed: ${name.slice(0, 140)}`);
}
console.log(lines.join('\n'));
