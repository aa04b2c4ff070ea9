/**
 * Object-span bench (issue 20): the learned object-span scorer (src/engine/reader/object-span.ts)
 * on writers it never trained on, beside the rules of src/engine/understand/frames.ts (the object
 * words the engine took before it) on the same sentences, English and Spanish apart. The scorer is
 * trained (scripts/reader/train-objects.ts) on every writer but the held-out ones; each held-out
 * sentence that carries a labelled `object` (docs/corpus.md) is read by both.
 *
 *   npm run bench:objects                      holds out w01, w40, w49, w52
 *   OBJECT_HOLDOUT=w03,w11 npm run bench:objects
 *   OBJECT_BUCKETS, OBJECT_EPOCHS, OBJECT_LR, OBJECT_L2, OBJECT_MAXLEN, OBJECT_VECTORS, OBJECT_VERBS (0 or 1) override the training settings
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
import { DETERMINERS, objectSpan, type ObjectSpanModel } from '../src/engine/reader/object-span.js';
import { objectPhrase } from '../src/engine/report/phrases.js';
import type { ChangeFrame } from '../src/engine/understand/frames.js';
import type { ObjectClass } from '../src/engine/understand/ontology.js';
import { tokenize } from '../src/engine/reader/tokens.js';
import { extractFrames } from '../src/engine/understand/frames.js';
import { EN } from '../src/engine/understand/lexicon.js';
import { ES } from '../src/engine/understand/lexicon-es.js';
import { OBJECT_MIN_P, objectOf } from '../src/engine/understand/reading.js';
import type { ActorType } from '../src/engine/understand/lexicon.js';

const env = (k: string) => (process.env[k] ? Number(process.env[k]) : undefined);
const settings = {
  ...OBJECT_SETTINGS,
  ...(env('OBJECT_BUCKETS') ? { buckets: env('OBJECT_BUCKETS')! } : {}),
  ...(env('OBJECT_EPOCHS') ? { epochs: env('OBJECT_EPOCHS')! } : {}),
  ...(env('OBJECT_LR') ? { lr: env('OBJECT_LR')! } : {}),
  ...(env('OBJECT_L2') !== undefined ? { l2: env('OBJECT_L2')! } : {}),
  ...(env('OBJECT_MAXLEN') ? { maxLen: env('OBJECT_MAXLEN')! } : {}),
  ...(process.env.OBJECT_VECTORS ? { vectors: process.env.OBJECT_VECTORS === '1' } : {}),
  ...(process.env.OBJECT_VERBS ? { verbs: process.env.OBJECT_VERBS === '1' } : {}),
};
const holdout = (process.env.OBJECT_HOLDOUT ?? 'w01,w40,w49,w52').split(',');

/** Folded word tokens of a phrase, punctuation and a leading determiner dropped (SQuAD's answer normalization, with Spanish determiners). */
function words(s: string): string[] {
  const w = tokenize(s).map((t) => t.norm).filter((x) => /^[\p{L}\p{N}<]/u.test(x));
  return w.length > 1 && DETERMINERS.has(w[0]!) ? w.slice(1) : w;
}
const norm = (s: string) => words(s).join(' ');
const strict = (s: string) => s.trim().toLowerCase();

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

/**
 * The frame reading.ts builds for a change sentence of a class, with the object the rules give
 * (`learned` absent) or the one `objectOf` gives (the learned span, the rules below OBJECT_MIN_P).
 */
function frameFor(e: ObjectExample, actorType: ActorType, actorName: string, model: ObjectSpanModel | null): ChangeFrame {
  const cls = e.cls as ObjectClass;
  const inside = extractFrames(e.text, e.lang === 'es' ? ES : EN, actorType, actorName);
  const same = inside.find((f) => f.objectClass === cls);
  const whole = { start: 0, end: e.text.length, text: e.text };
  const object = model ? objectOf({ text: e.text, start: 0 }, cls, inside, model, actorName) : (same ?? inside[0])?.object ?? { text: '', span: whole };
  return { action: same?.action ?? { lemma: 'change', span: whole }, object, objectClass: cls, cause: null, direction: 'up', magnitude: null, affected: [], timing: null, certainty: 1, qualifier: null };
}

interface Tally {
  n: number;
  strict: number;
  exact: number;
  f1: number;
}
const tally = (): Tally => ({ n: 0, strict: 0, exact: 0, f1: 0 });
const add = (t: Tally, pred: string, gold: string) => {
  t.n++;
  t.strict += Number(strict(pred) === strict(gold));
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

const methods = ['rules: frame words (frames.ts)', 'rules: report phrase (phrases.ts)', 'learned span, class given', 'learned span, no class', `engine: report phrase (learned if p ≥ ${OBJECT_MIN_P})`] as const;
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
    const type = SIMULATED[d.actor.type] ?? 'company';
    const ruleFrame = frameFor(e, type, d.actor.name ?? '', null);
    const rules = ruleFrame.object.text.trim();
    const rulesPhrase = objectPhrase(e.text, ruleFrame, e.lang as 'en' | 'es');
    const t = Date.now();
    const learned = pick(withClass, e, e.cls);
    inferMs += Date.now() - t;
    const plain = pick(noClass, e, '');
    const engine = objectPhrase(e.text, frameFor(e, type, d.actor.name ?? '', withClass), e.lang as 'en' | 'es');
    const preds = [rules, rulesPhrase, learned?.text ?? '', plain?.text ?? '', engine];
    for (const lang of [e.lang, 'all']) methods.forEach((m, i) => add(cell(m, lang), preds[i]!, e.object));
    const bin = bins.findIndex((b, i) => (learned?.p ?? 0) >= b && (learned?.p ?? 0) < bins[i + 1]!);
    add(byP[bin]!.learned, learned?.text ?? '', e.object);
    add(byP[bin]!.rules, rulesPhrase, e.object);
    if (e.lang === 'es' && examples.length < 12 && norm(rulesPhrase) !== norm(e.object)) examples.push(`  «${e.text.slice(0, 110)}»\n    label: ${e.object} | rules: ${rulesPhrase || '(none)'} | engine now: ${engine || '(none)'} (p ${learned?.p.toFixed(2)})`);
  }
}

const pct = (x: number, n: number) => (n ? ((100 * x) / n).toFixed(1).padStart(5) : '    –');
console.log(`Object spans on held-out writers ${holdout.join(', ')} (trained on ${writers.size - holdout.length} writers, ${trainEx.filter((e) => e.gold).length} sentences; ${(trainMs / 1000).toFixed(1)} s for both models)`);
console.log(`settings ${JSON.stringify(settings)}; ${unreachable} held-out labels are not a candidate span (not on token boundaries, longer than ${settings.maxLen} tokens or crossing clause punctuation): counted as misses for every method`);
console.log('');
console.log('exact: as written (case aside); norm. exact and token-F1: folded words, punctuation and a leading determiner aside');
console.log(`${'method'.padEnd(44)} ${'lang'.padEnd(4)} ${'n'.padStart(5)}  exact %  norm. exact %  token-F1 %`);
for (const lang of ['en', 'es', 'all']) {
  for (const m of methods) {
    const t = cell(m, lang);
    console.log(`${m.padEnd(44)} ${lang.padEnd(4)} ${String(t.n).padStart(5)}   ${pct(t.strict, t.n)}      ${pct(t.exact, t.n)}      ${pct(t.f1, t.n)}`);
  }
}
console.log('');
console.log('By the learned span\'s probability (class given), all languages:');
console.log('p range       n   learned span norm. exact / F1   rules report phrase norm. exact / F1');
byP.forEach((b, i) => {
  if (!b.learned.n) return;
  console.log(`${bins[i]!.toFixed(1)}–${Math.min(1, bins[i + 1]!).toFixed(1)}  ${String(b.learned.n).padStart(6)}    ${pct(b.learned.exact, b.learned.n)} / ${pct(b.learned.f1, b.learned.n)}      ${pct(b.rules.exact, b.rules.n)} / ${pct(b.rules.f1, b.rules.n)}`);
});
const n = cell(methods[0], 'all').n;
console.log(`\ninference: ${(inferMs / Math.max(1, n)).toFixed(2)} ms per sentence (learned, class given)`);
console.log('\nSpanish sentences where the rules miss:');
console.log(examples.join('\n'));
