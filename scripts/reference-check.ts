/**
 * Validates the reference library (data/reference/cases.jsonl) against its schema
 * (src/contracts/reference-case.ts): one case per line, unique ids. Exit 1 on any bad line.
 *   npx tsx scripts/reference-check.ts [file]
 */
import fs from 'node:fs';
import { Value } from 'typebox/value';
import { ReferenceCase } from '../src/contracts/reference-case.js';

const file = process.argv[2] ?? 'data/reference/cases.jsonl';
let bad = 0;
const ids = new Set<string>();
const bySeverity = [0, 0, 0, 0, 0];
fs.readFileSync(file, 'utf8')
  .split('\n')
  .forEach((line, i) => {
    if (!line.trim()) return;
    let c: unknown;
    try {
      c = JSON.parse(line);
    } catch {
      bad++;
      console.log(`line ${i + 1}: not JSON`);
      return;
    }
    if (!Value.Check(ReferenceCase, c)) {
      bad++;
      for (const e of [...Value.Errors(ReferenceCase, c)].slice(0, 3)) console.log(`line ${i + 1}: ${e.instancePath} ${e.message}`);
      return;
    }
    const r = c as ReferenceCase;
    if (ids.has(r.id)) {
      bad++;
      console.log(`line ${i + 1}: duplicate id ${r.id}`);
    }
    ids.add(r.id);
    bySeverity[r.severity]!++;
  });
console.log(`${ids.size} cases, by severity 0–4: ${bySeverity.join(', ')}; ${bad} bad lines`);
process.exit(bad ? 1 : 0);
