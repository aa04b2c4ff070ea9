/**
 * Object-span bench (issue 20): the learned object-span scorer (src/engine/reader/object-span.ts)
 * on writers it never trained on, beside the rules of src/engine/understand/frames.ts (the object
 * words the engine took before it) on the same sentences, English and Spanish apart. The scorer is
 * trained (scripts/reader/train-objects.ts) on every writer but the held-out ones; each held-out
 * sentence that carries a labelled `object` (docs/corpus.md) is read by both.
 *
 *   npm run bench:objects                      holds out w01, w40, w49, w52
 *   OBJECT_HOLDOUT=w03,w11 npm run bench:objects
 *   OBJECT_BUCKETS, OBJECT_EPOCHS, OBJECT_LR, OBJECT_L2, OBJECT_MAXLEN override the training settings
 *
 * Measures: exact match (the predicted words equal the label, ignoring case and surrounding
 * punctuation) and token F1 (SQuAD's overlap F1, Rajpurkar et al. 2016, over folded word tokens).
 * "learned, class given" conditions on the labelled class; "learned, no class" on none (the
 * engine passes the reader's class, whose accuracy lies between). "engine" is what
 * src/engine/understand/reading.ts now does: the learned span when its probability reaches
 * OBJECT_MIN_P, else the rules.
 */
import { loadCorpus } from '../scripts/reader/corpus.js';
import { OBJECT_SETTINGS, objectExamples, trainObjectModel, type ObjectExample } from '../scripts/reader/train-objects.js';
import { objectSpan, type ObjectSpanModel } from '../src/engine/reader/object-span.js';
import { tokenize } from '../src/engine/reader/tokens.js';
import { extractFrames } from '../src/engine/understand/frames.js';
import { EN } from '../src/engine/understand/lexicon.js';
import { ES } from '../src/engine/understand/lexicon-es.js';
import { OBJECT_MIN_P } from '../src/engine/understand/reading.js';
import type { ActorType } from '../src/engine/understand/lexicon.js';

const env = (k: string) => (process.env[k] ? Number(process.env[k]) : undefined);
const settings = {
  ...OBJECT_SETTINGS,
  ...(env('OBJECT_BUCKETS') ? { buckets: env('OBJECT_BUCKETS')! } : {}),
  ...(env('OBJECT_EPOCHS') ? { epochs: env('OBJECT_EPOCHS')! } : {}),
  ...(env('OBJECT_LR') ? { lr: env('OBJECT_LR')! } : {}),
  ...(env('OBJECT_L2') !== undefined ? { l2: env('OBJECT_L2')! } : {}),
  ...(env('OBJECT_MAXLEN') ? { maxLen: env('OBJECT_MAXLEN')! } : {}),
};
const holdout = (process.env.OBJECT_HOLDOUT ?? 'w01,w40,w49,w52').split(',');

/** Folded word tokens of a phrase (punctuation dropped). */
const words = (s: string) => tokenize(s).map((t) => t.norm).filter((w) => /^[\p{L}\p{N}<]/u.test(w));
const norm = (s: string) => words(s).join(' ');

/** SQuAD token F1 between a prediction and the label. */
function tokenF1(pred: string, gold: string): number {
  const p = words(pred);
  const g = words(gold);
  if (!p.length || !g.length) return p.length === g.length ? 1 : 0;
  const left = new Map<string, number>();
  for (const w of g) left.set(w, (left.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of p) if ((left.get(w) ?? 0) > 0) (common++, left.set(w, left.get(w)! - 1));
  if (!common) return 0;
  const precision = common / p.length;
  const recall = common / g.length;
  return (2 * precision * recall) / (precision + recall);
}

const SIMULATED: Record<string, ActorType> = { company: 'company', government: 'government', sports: 'sports', nonprofit: 'nonprofit', school: 'school', broadcaster: 'company' };

/** The rules' object for a sentence, as reading.ts took it: a frame of the labelled class first, else the first frame. */
function rulesObject(e: ObjectExample, actorType: ActorType, actorName: string): string {
  const inside = extractFrames(e.text, e.lang === 'es' ? ES : EN, actorType, actorName);
  return ((inside.find((f) => f.objectClass === e.cls) ?? inside[0])?.object.text ?? '').trim();
}

interface Tally {
  n: number;
  exact: number;
  f1: number;
}
const tally = (): Tally => ({ n: 0, exact: 0, f1: 0 });
const add = (t: Tally, pred: string, gold: string) => {
  t.n++;
  t.exact += Number(norm(pred) === norm(gold));
  t.f1 += tokenF1(pred, gold);
};

const docs = loadCorpus();
const writers = new Set(docs.map((d) => d.writer));
const missing = holdout.filter((w) => !writers.has(w));
if (missing.length) throw new Error(`no such writers in data/corpus: ${missing.join(', ')}`);
const train = docs.filter((d) => !holdout.includes(d.writer));
const test = docs.filter((d) => holdout.includes(d.writer));
const t0 = Date.now();
const trainEx = objectExamples(train, settings.maxLen);
const withClass = trainObjectModel(trainEx, settings);
const noClass = trainObjectModel(trainEx, { ...settings, useClass: false });
const trainMs = Date.now() - t0;

const methods = ['rules', 'learned, class given', 'learned, no class', `engine (learned if p ≥ ${OBJECT_MIN_P}, else rules)`] as const;
const results = new Map<string, Tally>();
const cell = (m: string, lang: string) => results.get(`${m}|${lang}`) ?? (results.set(`${m}|${lang}`, tally()), results.get(`${m}|${lang}`)!);
const bins = [0, 0.1, 0.2, 0.3, 0.5, 0.7, 1.01];
const byP = bins.slice(0, -1).map(() => ({ learned: tally(), rules: tally() }));
const examples: string[] = [];
let inferMs = 0;
let unreachable = 0;
const pick = (m: ObjectSpanModel, e: ObjectExample, cls: string) => objectSpan(e.text, m, cls);
for (const d of test) {
  const exs = objectExamples([d], settings.maxLen);
  for (const e of exs) {
    if (!e.gold) unreachable++;
    const rules = rulesObject(e, SIMULATED[d.actor.type] ?? 'company', d.actor.name ?? '');
    const t = Date.now();
    const learned = pick(withClass, e, e.cls);
    inferMs += Date.now() - t;
    const plain = pick(noClass, e, '');
    const engine = learned && learned.p >= OBJECT_MIN_P ? learned.text : rules;
    const preds = [rules, learned?.text ?? '', plain?.text ?? '', engine];
    for (const lang of [e.lang, 'all']) methods.forEach((m, i) => add(cell(m, lang), preds[i]!, e.object));
    const bin = bins.findIndex((b, i) => (learned?.p ?? 0) >= b && (learned?.p ?? 0) < bins[i + 1]!);
    add(byP[bin]!.learned, learned?.text ?? '', e.object);
    add(byP[bin]!.rules, rules, e.object);
    if (e.lang === 'es' && examples.length < 12 && norm(rules) !== norm(e.object)) examples.push(`  «${e.text.slice(0, 110)}»\n    label: ${e.object} | rules: ${rules || '(none)'} | learned: ${learned?.text} (p ${learned?.p.toFixed(2)})`);
  }
}

const pct = (x: number, n: number) => (n ? ((100 * x) / n).toFixed(1).padStart(5) : '    –');
console.log(`Object spans on held-out writers ${holdout.join(', ')} (trained on ${writers.size - holdout.length} writers, ${trainEx.filter((e) => e.gold).length} sentences; ${(trainMs / 1000).toFixed(1)} s for both models)`);
console.log(`settings ${JSON.stringify(settings)}; ${unreachable} held-out labels are not a candidate span (not on token boundaries, longer than ${settings.maxLen} tokens or crossing clause punctuation): counted as misses for every method`);
console.log('');
console.log(`${'method'.padEnd(44)} ${'lang'.padEnd(4)} ${'n'.padStart(5)}  exact %  token-F1 %`);
for (const lang of ['en', 'es', 'all']) {
  for (const m of methods) {
    const t = cell(m, lang);
    console.log(`${m.padEnd(44)} ${lang.padEnd(4)} ${String(t.n).padStart(5)}   ${pct(t.exact, t.n)}     ${pct(t.f1, t.n)}`);
  }
}
console.log('');
console.log('By the learned span\'s probability (class given), all languages:');
console.log('p range       n   learned exact / F1   rules exact / F1');
byP.forEach((b, i) => {
  if (!b.learned.n) return;
  console.log(`${bins[i]!.toFixed(1)}–${Math.min(1, bins[i + 1]!).toFixed(1)}  ${String(b.learned.n).padStart(6)}    ${pct(b.learned.exact, b.learned.n)} / ${pct(b.learned.f1, b.learned.n)}      ${pct(b.rules.exact, b.rules.n)} / ${pct(b.rules.f1, b.rules.n)}`);
});
const n = cell('rules', 'all').n;
console.log(`\ninference: ${(inferMs / Math.max(1, n)).toFixed(2)} ms per sentence (learned, class given)`);
console.log('\nSpanish sentences where the rules miss:');
console.log(examples.join('\n'));
