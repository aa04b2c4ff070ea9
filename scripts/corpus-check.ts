/**
 * Validates corpus files (docs/corpus.md): every line against the TypeBox schema
 * (src/contracts/corpus.ts) and the rules of src/engine/reader/corpus-check.ts, then prints counts.
 * Usage: npx tsx scripts/corpus-check.ts [data/corpus/w01.jsonl …]  (default: every file there).
 * Exit 1 when any line fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Value } from 'typebox/value';
import { CorpusDocument } from '../src/contracts/corpus.js';
import { documentProblems } from '../src/engine/reader/corpus-check.js';

const dir = path.resolve('data/corpus');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs.readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort().map((f) => path.join(dir, f));

let bad = 0;
const ids = new Set<string>();
const count = { docs: 0, sentences: 0, es: 0, noChange: 0 };
const by: Record<string, Record<string, number>> = { role: {}, class: {}, modality: {}, actor: {}, writer: {}, cue: {} };
const inc = (k: string, v: string | undefined) => {
  if (v !== undefined) by[k][v] = (by[k][v] ?? 0) + 1;
};
for (const file of files) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const where = `${path.basename(file)}:${i + 1}`;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (e) {
      bad++;
      console.log(`${where}: not JSON (${(e as Error).message})`);
      return;
    }
    if (!Value.Check(CorpusDocument, doc)) {
      bad++;
      for (const err of [...Value.Errors(CorpusDocument, doc)].slice(0, 5)) console.log(`${where}: ${err.instancePath} ${err.message}`);
      return;
    }
    const d = doc as CorpusDocument;
    const problems = documentProblems(d);
    if (ids.has(d.id)) problems.push(`duplicate id ${d.id}`);
    ids.add(d.id);
    if (problems.length) {
      bad++;
      for (const p of problems) console.log(`${where}: ${p}`);
      return;
    }
    count.docs++;
    count.sentences += d.sentences.length;
    if (d.lang === 'es') count.es++;
    if (d.central === null) count.noChange++;
    inc('actor', d.actor.type);
    inc('writer', d.writer);
    for (const s of d.sentences) {
      inc('role', s.role);
      inc('class', s.class);
      inc('modality', s.modality);
      inc('cue', s.cue);
    }
  });
}
console.log(`${count.docs} documents (${count.es} Spanish, ${count.noChange} with no change), ${count.sentences} sentences; ${bad} bad lines`);
for (const [k, m] of Object.entries(by)) {
  console.log(`${k}: ${Object.entries(m).sort((a, b) => b[1] - a[1]).map(([v, n]) => `${v} ${n}`).join(', ')}`);
}
process.exit(bad ? 1 : 0);
