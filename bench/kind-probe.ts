/**
 * A kind probe: short announcements written by someone who never saw the corpus or the engine,
 * each with a key written before any run (docs/decisions.md "kind probes"). It measures the reader
 * on text nobody tuned on, as the developers' guide asks.
 *
 *   npm run bench:kind -- DIR [--reader PATH/model.data.ts] [--risk] [--agents 300]
 *
 * DIR holds the texts and DIR/key.json, an array of
 * `{ file, lang: 'en'|'es', central: sentence text | "", class | "none", direction: 'up'|'down'|'none', severity: 0–4 }`.
 * Keys give direction as "more or less of the thing"; for `access` it is turned into the corpus's
 * terms (`corpusDirection`). Prints: main change right (the reader's central sentence has the key's class and direction), any
 * sentence right, no-change texts refused, Spearman(key severity, expected severity) and, with
 * `--risk`, Spearman(key severity, report risk) and mean risk by key severity (simulate, seed 1),
 * then every miss. `--reader` reads with a candidate model (scripts/train-reader.ts READER_OUT);
 * `--risk` always runs the shipped engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { understandScenario } from '../src/engine/understand/index.js';
import { expectedAnchor } from '../src/engine/reference/anchor.js';
import { simulate } from '../src/engine/run.js';
import { restoreReader } from '../src/engine/reader/model.js';
import { unpackBinary } from '../src/engine/reader/binary.js';
import type { SerializedReader } from '../src/engine/reader/net.js';
import type { ReaderNets } from '../src/engine/reader/read.js';
import { spearman } from '../src/engine/stats.js';

interface KeyEntry {
  file: string;
  lang: 'en' | 'es';
  central: string;
  class: string;
  direction: string;
  severity: number;
}

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a) && a !== argValue('--reader'));
function argValue(flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}
if (!dir || !fs.existsSync(path.join(dir, 'key.json'))) {
  console.error('usage: npm run bench:kind -- DIR [--reader PATH/model.data.ts] [--risk] [--agents N]  (DIR/key.json required)');
  process.exit(2);
}

/** A candidate reader from a model.data.ts written by READER_OUT (its .bin beside it). */
async function candidate(file: string): Promise<ReaderNets> {
  const mod = (await import(path.resolve(file))) as { READER_MODEL: SerializedReader; READER_MODEL_FILE: { name: string } };
  const bytes = fs.readFileSync(path.join(path.dirname(path.resolve(file)), mod.READER_MODEL_FILE.name));
  return restoreReader(unpackBinary<SerializedReader>(mod.READER_MODEL, bytes));
}

/**
 * The key's direction in the corpus's terms. The keys say "more or less of the thing"; the corpus's
 * `access` is the restriction (docs/corpus.md: `up` a new restriction, limit or requirement,
 * `down` a restriction lifted), so an outsider's "access down" (people can no longer get in) is the
 * corpus's `access` `up`. Every other class means the same both ways (`public_rule` `up`: more rule).
 */
function corpusDirection(k: KeyEntry): string {
  if (k.class !== 'access') return k.direction;
  return k.direction === 'up' ? 'down' : k.direction === 'down' ? 'up' : k.direction;
}

const readerFile = argValue('--reader');
const nets = readerFile ? await candidate(readerFile) : undefined;
const withRisk = args.includes('--risk');
const agents = Number(argValue('--agents') ?? 300);
const key = JSON.parse(fs.readFileSync(path.join(dir, 'key.json'), 'utf8')) as KeyEntry[];

let right = 0;
let any = 0;
let changes = 0;
let noChange = 0;
let refused = 0;
const sev: number[] = [];
const expected: number[] = [];
const risks: number[] = [];
const misses: string[] = [];
for (const k of key) {
  const text = fs.readFileSync(path.join(dir, k.file), 'utf8');
  const u = understandScenario(text, nets);
  const r = u.reading;
  const c = r.central === null ? undefined : r.sentences[r.central];
  const read = c ? `${c.class.label}_${c.direction.label}` : 'nothing';
  const want = `${k.class}_${corpusDirection(k)}`;
  if (k.class === 'none') {
    noChange++;
    if (!c) refused++;
    else misses.push(`  ${k.file} (${k.lang}, sev ${k.severity}): no change, read ${read} in "${c.text.slice(0, 80)}"`);
  } else {
    changes++;
    if (read === want) right++;
    else misses.push(`  ${k.file} (${k.lang}, sev ${k.severity}): want ${want}, read ${read}${c ? ` in "${c.text.slice(0, 80)}"` : ''}`);
    if (r.sentences.some((s) => s.pChange >= 0.5 && `${s.class.label}_${s.direction.label}` === want)) any++;
  }
  sev.push(k.severity);
  expected.push(expectedAnchor(r)?.severity ?? 0);
  if (withRisk) {
    const rep = simulate({ scenario: text, name: k.file, nAgents: agents, nRounds: 4, seed: 1, lang: k.lang });
    risks.push(rep.risk_score.value);
  }
}
console.log(`Kind probe ${dir}: ${key.length} texts (${changes} with a change, ${noChange} without); reader ${readerFile ?? 'shipped'}`);
console.log(`main change right ${right}/${changes}, any sentence right ${any}/${changes}, no-change refused ${refused}/${noChange}`);
console.log(`Spearman(key severity, expected severity) ${spearman(sev, expected).toFixed(3)}`);
if (withRisk) {
  console.log(`Spearman(key severity, risk) ${spearman(sev, risks).toFixed(3)} (simulate, ${agents} agents, seed 1)`);
  const byLevel = [0, 1, 2, 3, 4].map((s) => {
    const xs = risks.filter((_, i) => sev[i] === s);
    return xs.length ? `${s}: ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1)} (n ${xs.length})` : `${s}: –`;
  });
  console.log(`mean risk by key severity  ${byLevel.join('  ')}`);
}
console.log('misses:', misses.length ? `\n${misses.join('\n')}` : 'none');
