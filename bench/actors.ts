/**
 * Actor-name bench (issue 20): the learned actor-name scorer (src/engine/reader/actor-span.ts) on
 * writers it never trained on, beside the rules of src/engine/understand/actor.ts (`extractActor`,
 * what the engine took before) on the same documents, English and Spanish apart. The corpus's
 * writers are split into folds (sorted, every k-th writer in one fold); each fold is scored by a
 * model trained (scripts/reader/train-actors.ts) on the other folds' writers.
 *
 *   npm run bench:actors                 5 writer folds
 *   ACTOR_FOLDS=10 npm run bench:actors
 *   ACTOR_BUCKETS, ACTOR_EPOCHS, ACTOR_LR, ACTOR_L2, ACTOR_MAXLEN, ACTOR_HEAD, ACTOR_TAIL, ACTOR_PARTS (0 or 1) override the training settings
 *
 * Measures, per document: exact match of the name (as written; a null label matches no name) and
 * "part" (the prediction and the label are a whole-word part of one another, or both empty — a
 * looser check, for labels written fuller than the text writes them). "engine" is what
 * src/engine/understand/actor-name.ts `readActor` does: the learned name when its probability
 * reaches the threshold, else the rules. The threshold table shows the choice on held-out folds.
 */
import { loadCorpus } from '../scripts/reader/corpus.js';
import { ACTOR_SETTINGS, actorExamples, trainActorModel, type ActorExample } from '../scripts/reader/train-actors.js';
import { actorNames } from '../src/engine/reader/actor-span.js';
import { DETERMINERS } from '../src/engine/reader/object-span.js';
import { tokenize } from '../src/engine/reader/tokens.js';
import { extractActor } from '../src/engine/understand/actor.js';
import { ACTOR_MIN_P, ACTOR_RULES_MIN_P, readActor } from '../src/engine/understand/actor-name.js';
import { EN } from '../src/engine/understand/lexicon.js';
import { ES } from '../src/engine/understand/lexicon-es.js';

const env = (k: string) => (process.env[k] ? Number(process.env[k]) : undefined);
const settings = {
  ...ACTOR_SETTINGS,
  ...(env('ACTOR_BUCKETS') ? { buckets: env('ACTOR_BUCKETS')! } : {}),
  ...(env('ACTOR_EPOCHS') ? { epochs: env('ACTOR_EPOCHS')! } : {}),
  ...(env('ACTOR_LR') ? { lr: env('ACTOR_LR')! } : {}),
  ...(env('ACTOR_L2') !== undefined ? { l2: env('ACTOR_L2')! } : {}),
  ...(env('ACTOR_MAXLEN') ? { maxLen: env('ACTOR_MAXLEN')! } : {}),
  ...(env('ACTOR_HEAD') ? { head: env('ACTOR_HEAD')! } : {}),
  ...(env('ACTOR_TAIL') ? { tail: env('ACTOR_TAIL')! } : {}),
  ...(process.env.ACTOR_PARTS ? { parts: process.env.ACTOR_PARTS === '1' } : {}),
};
const K = env('ACTOR_FOLDS') ?? 5;

/** Whether `a` is a whole-word part of `b`. */
function wordPart(a: string, b: string): boolean {
  const i = b.indexOf(a);
  if (!a || i < 0) return false;
  return !/[\p{L}\p{N}]/u.test(b[i - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(b[i + a.length] ?? ' ');
}
const exact = (pred: string, gold: string) => pred === gold;
/** Folded words, a leading determiner dropped ("The Hartwell Family Foundation" = "Hartwell Family Foundation"). */
const folded = (s: string) => {
  const w = tokenize(s).map((t) => t.norm).filter((x) => /^[\p{L}\p{N}]/u.test(x));
  return (w.length > 1 && DETERMINERS.has(w[0]!) ? w.slice(1) : w).join(' ');
};
const normExact = (pred: string, gold: string) => folded(pred) === folded(gold);
/** A name shown that is not the organisation's (not even a part of the label): what a reader would call wrong. */
const wrongName = (pred: string, gold: string) => pred !== '' && !part(pred, gold);
const part = (pred: string, gold: string) => pred === gold || wordPart(pred, gold) || wordPart(gold, pred);

interface Row {
  e: ActorExample;
  learned: { name: string; p: number };
  /** The scorer's probability of the rules' name (0 when it is not among its candidates). */
  pRules: number;
  rules: string;
  engine: string;
}

const docs = loadCorpus();
const writers = [...new Set(docs.map((d) => d.writer))].sort();
const t0 = Date.now();
const rows: Row[] = [];
const all = actorExamples(docs, settings);
for (let k = 0; k < K; k++) {
  const held = new Set(writers.filter((_, i) => i % K === k));
  const model = trainActorModel(all.filter((e) => !held.has(e.writer)), settings);
  for (const e of all.filter((x) => held.has(x.writer))) {
    const names = actorNames(e.text, model);
    const best = names[0]!;
    const lex = e.lang === 'es' ? ES : EN;
    const rules = extractActor(e.text, lex).name;
    const engine = readActor(e.text, lex, model).name;
    const pRules = names.find((x) => x.name === rules)?.p ?? 0;
    rows.push({ e, learned: { name: best.name, p: best.p }, pRules, engine, rules });
  }
  process.stderr.write(`fold ${k + 1}/${K}: ${held.size} writers held out, ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
}

const pct = (x: number, n: number) => (n ? ((100 * x) / n).toFixed(1).padStart(5) : '    –');
const kinds = (lang: string) => {
  const r = rows.filter((x) => lang === 'all' || x.e.lang === lang);
  const c = (k: string) => r.filter((x) => x.e.kind === k).length;
  return `${lang}: ${r.length} documents — ${c('verbatim')} label among the candidates, ${c('null')} null, ${c('part')} label fuller than the text (a part of it is a candidate), ${c('unreachable')} label not a candidate`;
};
console.log(`Actor names on held-out writers, ${K} writer folds of ${writers.length} writers (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
console.log(`settings ${JSON.stringify(settings)}; engine: the learned name at p ≥ ACTOR_MIN_P = ${ACTOR_MIN_P}, else the rules' name if the scorer gives it ≥ ACTOR_RULES_MIN_P = ${ACTOR_RULES_MIN_P}, else none`);
for (const lang of ['en', 'es']) console.log(kinds(lang));
console.log('');
console.log(`${'method'.padEnd(40)} ${'lang'.padEnd(4)} ${'n'.padStart(5)}  exact %  norm. exact %  part %  exact % (label among candidates)  wrong name %`);
const methods: [string, (r: Row) => string][] = [
  ['rules (extractActor)', (r) => r.rules],
  ['learned (most probable)', (r) => r.learned.name],
  [`engine (p ≥ ${ACTOR_MIN_P}, else rules ≥ ${ACTOR_RULES_MIN_P})`, (r) => r.engine],
];
for (const lang of ['en', 'es', 'all']) {
  const r = rows.filter((x) => lang === 'all' || x.e.lang === lang);
  const reach = r.filter((x) => x.e.kind === 'verbatim' || x.e.kind === 'null');
  for (const [m, f] of methods) {
    const ex = r.filter((x) => exact(f(x), x.e.name)).length;
    const pa = r.filter((x) => part(f(x), x.e.name)).length;
    const ne = r.filter((x) => normExact(f(x), x.e.name)).length;
    const exR = reach.filter((x) => exact(f(x), x.e.name)).length;
    const wr = r.filter((x) => wrongName(f(x), x.e.name)).length;
    console.log(`${m.padEnd(40)} ${lang.padEnd(4)} ${String(r.length).padStart(5)}   ${pct(ex, r.length)}     ${pct(ne, r.length)}     ${pct(pa, r.length)}   ${pct(exR, reach.length)} (n ${reach.length})     ${pct(wr, r.length)}`);
  }
}

console.log('\nThreshold on the learned name\'s probability (held-out, all languages): exact % when the learned name is taken at p ≥ θ and otherwise the rules / no name');
console.log('θ      taken %   learned exact % (taken)   rules exact % (not taken)   → else rules (wrong name %)   → else no name (wrong name %)');

for (const th of [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
  const taken = rows.filter((x) => x.learned.p >= th);
  const left = rows.filter((x) => x.learned.p < th);
  const a = taken.filter((x) => exact(x.learned.name, x.e.name)).length;
  const b = left.filter((x) => exact(x.rules, x.e.name)).length;
  const c = left.filter((x) => exact('', x.e.name)).length;
  const wt = taken.filter((x) => wrongName(x.learned.name, x.e.name)).length;
  const wr = left.filter((x) => wrongName(x.rules, x.e.name)).length;
  console.log(`${th.toFixed(1)}   ${pct(taken.length, rows.length)}        ${pct(a, taken.length)}                    ${pct(b, left.length)}               ${pct(a + b, rows.length)} (${pct(wt + wr, rows.length)})          ${pct(a + c, rows.length)} (${pct(wt, rows.length)})`);
}

console.log('\nThe choice of θ (learned name taken) and φ (below θ, the rules\' name kept if the scorer gives it ≥ φ, else no name; φ > 1: never the rules):');
console.log('exact % / wrong name % / exact − wrong (a wrong name in a headline costs what a right one gains)');
const phis = [0, 0.02, 0.05, 0.1, 0.2, 2];
console.log('θ      ' + phis.map((p) => `φ ${p > 1 ? 'none' : p.toFixed(2)}`.padEnd(22)).join(''));
let bestChoice = { th: 0, phi: 0, score: -Infinity };
for (const th of [0.3, 0.4, 0.5, 0.6, 0.7]) {
  const cells = phis.map((phi) => {
    let ok = 0;
    let wrong = 0;
    for (const x of rows) {
      const pred = x.learned.p >= th ? x.learned.name : x.pRules >= phi ? x.rules : '';
      ok += Number(exact(pred, x.e.name));
      wrong += Number(wrongName(pred, x.e.name));
    }
    const score = (ok - wrong) / rows.length;
    if (score > bestChoice.score + 1e-9) bestChoice = { th, phi, score };
    return `${pct(ok, rows.length)}/${pct(wrong, rows.length)}/${(100 * score).toFixed(1)}`.padEnd(22);
  });
  console.log(`${th.toFixed(1)}    ${cells.join('')}`);
}
console.log(`best: θ ${bestChoice.th}, φ ${bestChoice.phi > 1 ? 'none' : bestChoice.phi} (exact − wrong ${(100 * bestChoice.score).toFixed(1)})`);

console.log('\nBy language, the engine against the rules: documents the rules got right and the engine not, and the reverse');
for (const lang of ['en', 'es']) {
  const r = rows.filter((x) => x.e.lang === lang);
  const lost = r.filter((x) => exact(x.rules, x.e.name) && !exact(x.engine, x.e.name));
  const won = r.filter((x) => !exact(x.rules, x.e.name) && exact(x.engine, x.e.name));
  console.log(`${lang}: engine right where the rules were wrong ${won.length}; rules right where the engine is wrong ${lost.length}`);
  for (const x of lost.slice(0, 6)) console.log(`   ${x.e.id} label «${x.e.name}» engine «${x.engine}» (p ${x.learned.p.toFixed(2)}) rules «${x.rules}»`);
}
console.log('\nSome held-out misses of the engine:');
for (const x of rows.filter((r) => !part(r.engine, r.e.name)).filter((_, i) => i % 15 === 0).slice(0, 16)) {
  console.log(`   ${x.e.id} ${x.e.lang} label «${x.e.name}» engine «${x.engine}» (p ${x.learned.p.toFixed(2)}) rules «${x.rules}»`);
}
