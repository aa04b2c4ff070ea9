/**
 * Reader bench (issue 20 "Done means"): the learned reader on writers it never trained on —
 * leave-one-writer-out cross-validation over data/corpus (every network trained on the other
 * writers only) — per label, English and Spanish apart, beside the old rule reader
 * (src/engine/understand) on the same sentences.
 *
 *   npm run bench:reader                 all writers as folds
 *   npm run bench:reader -- --quick      at most 4 folds (a quick look); READER_FOLDS=w01,w09 holds out only those writers
 *   READER_DIM, READER_HIDDEN, READER_EPOCHS, READER_LR, READER_BUCKETS, READER_FAMILIES (JSON, e.g. '{"chars":true}') override the training settings
 *   READER_FRAME_NET=0 reads class and direction with the shared network's heads instead of the frame network;
 *   READER_ROLE_NET=1 (or settings.useRoleNet) reads role and modality with a role network of their own
 *
 * Goals on unseen writers (issue 20): role and class macro-F1 ≥ 0.85, direction and negation
 * accuracy ≥ 0.95, actor type ≥ 0.9.
 */
import os from 'node:os';
import { loadCorpus } from '../scripts/reader/corpus.js';
import { trainReaderEnsemble } from '../scripts/reader/train-reader-nets.js';
import { READER_SETTINGS } from '../scripts/reader/settings.js';
import { readSentences, type DocumentReading } from '../src/engine/reader/read.js';
import { ONTOLOGY, type Actor, type ChangeFrame } from '../src/engine/understand/index.js';
import { extractActor } from '../src/engine/understand/actor.js';
import { extractFrames } from '../src/engine/understand/frames.js';
import { EN } from '../src/engine/understand/lexicon.js';
import { ES } from '../src/engine/understand/lexicon-es.js';

/** The old rule reader (understand/actor.ts and frames.ts alone), as the engine read before the learned reader. */
function rulesReading(text: string, lang: 'en' | 'es'): { actor: Actor; frames: ChangeFrame[] } {
  const lex = lang === 'es' ? ES : EN;
  const actor = extractActor(text, lex);
  return { actor, frames: extractFrames(text, lex, actor.type, actor.name) };
}
import type { CorpusDocument } from '../src/contracts/corpus.js';
import { cohenKappa, microF1, scoreTask, type TaskScore } from './reader-metrics.js';
import fs from 'node:fs';
import { plattFit, plattScale } from '../src/engine/stats.js';

const settings = {
  ...READER_SETTINGS,
  ...(process.env.READER_DIM ? { dim: Number(process.env.READER_DIM) } : {}),
  ...(process.env.READER_HEAD_WEIGHTS ? { sentenceHeadWeights: JSON.parse(process.env.READER_HEAD_WEIGHTS) as number[] } : {}),
  ...(process.env.READER_HIDDEN ? { hidden: Number(process.env.READER_HIDDEN) } : {}),
  ...(process.env.READER_EPOCHS ? { epochs: Number(process.env.READER_EPOCHS) } : {}),
  ...(process.env.READER_LR ? { lr: Number(process.env.READER_LR) } : {}),
  ...(process.env.READER_BUCKETS ? { buckets: Number(process.env.READER_BUCKETS) } : {}),
  ...(process.env.READER_FAMILIES ? { families: { ...READER_SETTINGS.families, ...JSON.parse(process.env.READER_FAMILIES) } } : {}),
};

const docs = loadCorpus();
const writers = [...new Set(docs.map((d) => d.writer))].sort();
if (writers.length < 2) {
  console.error(`The corpus has ${writers.length} writer(s); grouped cross-validation needs at least 2 (data/corpus).`);
  process.exit(2);
}
const folds = process.env.READER_FOLDS ? writers.filter((w) => process.env.READER_FOLDS!.split(',').includes(w)) : process.argv.includes('--quick') ? writers.slice(0, 4) : writers;

/** The text of a corpus document as a caller would paste it, with each sentence's offset. */
export function joinDocument(d: CorpusDocument): { text: string; starts: number[] } {
  let text = '';
  const starts: number[] = [];
  d.sentences.forEach((s, i) => {
    if (i > 0) text += s.para ? '\n\n' : ' ';
    starts.push(text.length);
    text += s.text;
  });
  return { text, starts };
}

interface Row {
  doc: CorpusDocument;
  reading: DocumentReading;
  /** The same reading with class and direction from their own heads only (no joint `frame` head). */
  separate: DocumentReading;
  old: ReturnType<typeof rulesReading>;
}
const rows: Row[] = [];
const t0 = Date.now();
for (const w of folds) {
  const train = docs.filter((d) => d.writer !== w);
  const test = docs.filter((d) => d.writer === w);
  const nets = trainReaderEnsemble(train, settings, settings.ensembleSeeds, { frame: process.env.READER_FRAME_NET !== '0', role: (process.env.READER_ROLE_NET ?? (settings.useRoleNet ? '1' : '0')) !== '0' });
  for (const doc of test) {
    const input = doc.sentences.map((s, i) => ({ text: s.text, para: !!s.para || i === 0 }));
    const reading = readSentences(input, nets);
    rows.push({ doc, reading, separate: readSentences(input, nets, { joint: false }), old: rulesReading(joinDocument(doc).text, doc.lang) });
  }
  process.stderr.write(`fold ${w}: ${test.length} documents held out, ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
}

type Sub = 'en' | 'es' | 'all';
const subsets: Sub[] = ['en', 'es', 'all'];
const inSub = (r: Row, s: Sub) => s === 'all' || r.doc.lang === s;
const pct = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');

/** The old rule reader's reading of each sentence of a row: the frame whose action starts in it. */
function oldSentences(r: Row) {
  const { starts } = joinDocument(r.doc);
  return r.doc.sentences.map((s, i) => {
    const f = r.old.frames.find((fr) => fr.action.span.start >= starts[i]! && fr.action.span.start < starts[i]! + s.text.length);
    return f ? { role: 'change', class: f.objectClass as string, direction: f.direction as string } : { role: 'not_change', class: null, direction: null };
  });
}

function task(sub: Sub, pick: (r: Row, i: number) => [string | null, string | null]): TaskScore {
  const gold: (string | null)[] = [];
  const pred: (string | null)[] = [];
  for (const r of rows.filter((x) => inSub(x, sub))) {
    r.doc.sentences.forEach((_, i) => {
      const [g, p] = pick(r, i);
      gold.push(g);
      pred.push(p);
    });
  }
  return scoreTask(gold, pred);
}
function docTask(sub: Sub, pick: (r: Row) => [string | null, string | null]): TaskScore {
  const list = rows.filter((x) => inSub(x, sub)).map(pick);
  return scoreTask(
    list.map((x) => x[0]),
    list.map((x) => x[1]),
  );
}

const argmax = (xs: number[]) => xs.reduce((b, x, i) => (x > xs[b]! ? i : b), 0);
const S = (r: Row, i: number) => r.doc.sentences[i]!;
const R = (r: Row, i: number) => r.reading.sentences[i]!;
const negated = (m: string) => (m === 'asserted' ? 'asserted' : 'not_asserted');
const centralRight = (r: Row, which: 'new' | 'old'): string => {
  const g = r.doc.central;
  if (which === 'new') {
    const c = r.reading.central;
    if (g === null) return c === null ? 'right' : 'wrong';
    if (c === null) return 'refused';
    const gs = S(r, g);
    const ps = R(r, c);
    return ps.class.label === gs.class && ps.direction.label === gs.direction ? 'right' : 'wrong';
  }
  const f = r.old.frames[0];
  if (g === null) return f ? 'wrong' : 'right';
  if (!f) return 'refused';
  const gs = S(r, g);
  return f.objectClass === gs.class && f.direction === gs.direction ? 'right' : 'wrong';
};

const lines: string[] = [];
const out = (s = '') => lines.push(s);
out(`Reader bench: leave-one-writer-out over ${folds.length} of ${writers.length} writers, ${rows.length} held-out documents, ${rows.reduce((a, r) => a + r.doc.sentences.length, 0)} sentences`);
out(`settings: ${JSON.stringify(settings)}`);
out(`machine: ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, node ${process.version}; ${((Date.now() - t0) / 1000).toFixed(0)} s`);
out();
out('figure (unseen writers)                         EN      ES     all    old rule reader (all)   goal');
const row = (name: string, f: (s: Sub) => number, old: number | null, goal: string) =>
  out(`${name.padEnd(46)} ${subsets.map((s) => pct(f(s)).padStart(6)).join('  ')}   ${old === null ? '   n/a' : pct(old).padStart(6)}                 ${goal}`);
const role = (s: Sub) => task(s, (r, i) => [S(r, i).role, R(r, i).role.label]);
const changeBin = (s: Sub, old = false) =>
  task(s, (r, i) => [S(r, i).role === 'change' && S(r, i).modality === 'asserted' ? 'change' : 'not_change', old ? oldSentences(r)[i]!.role : R(r, i).pChange >= 0.5 ? 'change' : 'not_change']);
const cls = (s: Sub, old = false) => task(s, (r, i) => [S(r, i).class ?? null, S(r, i).class ? (old ? oldSentences(r)[i]!.class ?? 'none' : R(r, i).class.label) : null]);
const dir = (s: Sub, old = false) => task(s, (r, i) => [S(r, i).direction ?? null, S(r, i).direction ? (old ? oldSentences(r)[i]!.direction ?? 'none' : R(r, i).direction.label) : null]);
const mod = (s: Sub) => task(s, (r, i) => [S(r, i).modality, R(r, i).modality.label]);
const neg = (s: Sub) => task(s, (r, i) => [negated(S(r, i).modality), negated(R(r, i).modality.label)]);
const cue = (s: Sub) => task(s, (r, i) => [S(r, i).cue ?? 'none', R(r, i).cue.label]);
const actor = (s: Sub, old = false) =>
  docTask(s, (r) => [old && r.doc.actor.type === 'broadcaster' ? 'company' : r.doc.actor.type, old ? r.old.actor.type : r.reading.actorType.label]);
const groups = (s: Sub) => {
  const rs = rows.filter((x) => inSub(x, s));
  return microF1(
    rs.flatMap((r) => r.doc.sentences.map((x) => x.groups as string[])),
    rs.flatMap((r) => r.reading.sentences.map((x) => x.groups.map((g) => g.label))),
  ).f1;
};
const centralShare = (s: Sub, which: 'new' | 'old', v = 'right') => {
  const rs = rows.filter((x) => inSub(x, s));
  if (v === 'index') return rs.filter((r) => r.reading.central === r.doc.central).length / rs.length;
  return rs.filter((r) => centralRight(r, which) === v).length / rs.length;
};
const refusedWithChange = (s: Sub, which: 'new' | 'old') => {
  const rs = rows.filter((x) => inSub(x, s) && x.doc.central !== null);
  return rs.filter((r) => centralRight(r, which) === 'refused').length / rs.length;
};
const noChangeRefused = (s: Sub, which: 'new' | 'old') => {
  const rs = rows.filter((x) => inSub(x, s) && x.doc.central === null);
  return rs.length ? rs.filter((r) => centralRight(r, which) === 'right').length / rs.length : NaN;
};

row('role macro-F1 (5 roles)', (s) => role(s).macroF1, null, '≥ 0.85');
row('asserted change vs not, F1 of "change"', (s) => changeBin(s).perLabel.find((l) => l.label === 'change')?.f1 ?? NaN, changeBin('all', true).perLabel.find((l) => l.label === 'change')?.f1 ?? NaN, '');
row('class macro-F1 (on labelled change sentences)', (s) => cls(s).macroF1, cls('all', true).macroF1, '≥ 0.85');
row('class accuracy', (s) => cls(s).accuracy, cls('all', true).accuracy, '');
row('direction accuracy', (s) => dir(s).accuracy, dir('all', true).accuracy, '≥ 0.95');
/** Whether a class moving a direction is a gain or a loss for those it lands on (ontology.ts valences); null for `other`. */
const sign = (cls: string | undefined, dir: string | undefined): string | null => {
  const spec = (ONTOLOGY as Record<string, { up: { affected: number }; down: { affected: number } }>)[cls ?? ''];
  if (!spec || (dir !== 'up' && dir !== 'down')) return null;
  return spec[dir].affected >= 0 ? 'gain' : 'loss';
};
const gainLoss = (s: Sub) => task(s, (r, i) => [sign(S(r, i).class, S(r, i).direction), sign(S(r, i).class, S(r, i).direction) ? sign(R(r, i).class.label, R(r, i).direction.label) ?? 'other' : null]);
row('gain or loss for those affected (labelled changes)', (s) => gainLoss(s).accuracy, null, '');
row('negation accuracy (asserted vs negated/hypoth.)', (s) => neg(s).accuracy, null, '≥ 0.95');
row('modality macro-F1 (3 labels)', (s) => mod(s).macroF1, null, '');
row('framing cue macro-F1 (10 labels)', (s) => cue(s).macroF1, null, '');
row('affected groups micro-F1', groups, null, '');
row('actor type accuracy', (s) => actor(s).accuracy, actor('all', true).accuracy, '≥ 0.9');
row('takes back what people own: accuracy', (s) => docTask(s, (r) => [String(r.doc.takes_back_owned), String(r.reading.pTakesBackOwned >= 0.5)]).accuracy, null, '');
row('identity salient: accuracy', (s) => docTask(s, (r) => [String(r.doc.identity_salient), String(r.reading.pIdentitySalient >= 0.5)]).accuracy, null, '');
row('central change read right (class+direction)', (s) => centralShare(s, 'new'), centralShare('all', 'old'), '');
row('central sentence found (same index, or both none)', (s) => centralShare(s, 'new', 'index'), null, '');
row('class+direction right where the sentence is', (s) => {
  const rs = rows.filter((x) => inSub(x, s) && x.doc.central !== null && x.reading.central === x.doc.central);
  return rs.filter((r) => centralRight(r, 'new') === 'right').length / rs.length;
}, null, '');
for (const [label, pick] of [
  ['alt: argmax P(central) × P(change)', (r: Row) => argmax(r.reading.sentences.map((x) => x.pCentral * x.pChange))],
  ['alt: argmax P(central), any sentence', (r: Row) => argmax(r.reading.sentences.map((x) => x.pCentral))],
] as const) {
  row(label, (s) => {
    const rs = rows.filter((x) => inSub(x, s) && x.doc.central !== null && x.reading.central !== null);
    return rs.filter((r) => {
      const i = pick(r);
      const g = S(r, r.doc.central!);
      return R(r, i).class.label === g.class && R(r, i).direction.label === g.direction;
    }).length / rs.length;
  }, null, 'on texts with a change, read as such');
}
row('current rule, same texts', (s) => {
  const rs = rows.filter((x) => inSub(x, s) && x.doc.central !== null && x.reading.central !== null);
  return rs.filter((r) => centralRight(r, 'new') === 'right').length / rs.length;
}, null, '');
row('  same, class and direction from separate heads', (s) => rows.filter((x) => inSub(x, s)).filter((r) => centralRight({ ...r, reading: r.separate }, 'new') === 'right').length / rows.filter((x) => inSub(x, s)).length, null, 'without the joint frame head');
row('  class accuracy, separate heads', (s) => task(s, (r, i) => [S(r, i).class ?? null, S(r, i).class ? r.separate.sentences[i]!.class.label : null]).accuracy, null, '');
row('  direction accuracy, separate heads', (s) => task(s, (r, i) => [S(r, i).direction ?? null, S(r, i).direction ? r.separate.sentences[i]!.direction.label : null]).accuracy, null, '');
row('texts with a change refused', (s) => refusedWithChange(s, 'new'), refusedWithChange('all', 'old'), '');
row('texts with no change refused (right)', (s) => noChangeRefused(s, 'new'), noChangeRefused('all', 'old'), '');
out();
reliability();
out();
const perLabel = (title: string, t: TaskScore) => {
  out(`${title}: label precision recall F1 support`);
  for (const l of t.perLabel) out(`  ${l.label.padEnd(16)} ${pct(l.precision)} ${pct(l.recall)} ${pct(l.f1)} ${String(l.support).padStart(5)}`);
};
perLabel('role (all)', role('all'));
perLabel('class (all)', cls('all'));
perLabel('modality (all)', mod('all'));
perLabel('cue (all)', cue('all'));
perLabel('actor type (all)', actor('all'));
out();
out('per held-out writer: documents, role macro-F1, class accuracy, direction accuracy, central right');
for (const w of folds) {
  const rs = rows.filter((r) => r.doc.writer === w);
  const only = (f: (r: Row) => boolean) => rows.filter((r) => r.doc.writer === w && f(r));
  const wRole = scoreTask(rs.flatMap((r) => r.doc.sentences.map((x) => x.role)), rs.flatMap((r) => r.reading.sentences.map((x) => x.role.label)));
  const g = rs.flatMap((r) => r.doc.sentences.map((x, i) => [x, r.reading.sentences[i]!] as const)).filter(([x]) => x.class);
  const cAcc = g.filter(([x, p]) => x.class === p.class.label).length / Math.max(1, g.length);
  const dAcc = g.filter(([x, p]) => x.direction === p.direction.label).length / Math.max(1, g.length);
  out(`  ${w} ${String(rs.length).padStart(4)}  ${pct(wRole.macroF1)}  ${pct(cAcc)}  ${pct(dAcc)}  ${pct(only((r) => centralRight(r, 'new') === 'right').length / Math.max(1, rs.length))}`);
}
agreement();
console.log(lines.join('\n'));

/**
 * Reliability of the reader's own probability that its reading of a text is right (issue 20 item 5):
 * p = P(change) × P(asserted) × P(class) × P(direction) of the central sentence it chose (1 − max
 * P(change) when it reads no change), against whether the central change was read right, on the
 * held-out writers; binned, with a Platt fit (right ~ a + b·logit p) a report's confidence can use.
 */
function reliability(): void {
  const pts = rows.map((r) => {
    const c = r.reading.central;
    const p = c === null ? 1 - Math.max(0, ...r.reading.sentences.map((x) => x.pChange)) : r.reading.sentences[c]!.pChange * r.reading.sentences[c]!.class.p * r.reading.sentences[c]!.direction.p;
    return { p: Math.min(1 - 1e-4, Math.max(1e-4, p)), y: centralRight(r, 'new') === 'right' ? 1 : 0 };
  });
  out('Reliability of the reading probability (held-out writers): bin, texts, mean p, share read right');
  for (let b = 0; b < 5; b++) {
    const inBin = pts.filter((x) => x.p >= b / 5 && (x.p < (b + 1) / 5 || b === 4));
    const mean = (xs: number[]) => xs.reduce((a, v) => a + v, 0) / Math.max(1, xs.length);
    out(`  ${(b / 5).toFixed(1)}–${((b + 1) / 5).toFixed(1)}  ${String(inBin.length).padStart(5)}  ${pct(mean(inBin.map((x) => x.p)))}  ${pct(mean(inBin.map((x) => x.y)))}`);
  }
  const { a, b } = plattFit(pts);
  const brier = (f: (p: number) => number) => pts.reduce((acc, { p, y }) => acc + (f(p) - y) ** 2, 0) / pts.length;
  const platt = (p: number) => plattScale(p, { a, b });
  out(`  Platt fit: P(right) = σ(${a.toFixed(3)} + ${b.toFixed(3)} · logit p); Brier ${brier((p) => p).toFixed(3)} raw → ${brier(platt).toFixed(3)} fitted (${pts.length} texts)`);
}

/**
 * Agreement between the writers and a second labeller on a sample (data/agreement: relabel.jsonl,
 * and sample.json mapping its ids to the corpus's): Cohen's kappa per label.
 */
function agreement(): void {
  const relabelFile = 'data/agreement/relabel.jsonl';
  if (!fs.existsSync(relabelFile)) return;
  const map = JSON.parse(fs.readFileSync('data/agreement/sample.json', 'utf8')) as Record<string, string>;
  const byId = new Map(docs.map((d) => [d.id, d]));
  const pairs = fs
    .readFileSync(relabelFile, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusDocument)
    .map((r) => [byId.get(map[r.id] ?? ''), r] as const)
    .filter((p): p is readonly [CorpusDocument, CorpusDocument] => !!p[0] && p[0].sentences.length === p[1].sentences.length);
  const sent = pairs.flatMap(([a, b]) => a.sentences.map((s, i) => [s, b.sentences[i]!] as const));
  const withClass = sent.filter(([a, b]) => a.class || b.class);
  const k = (name: string, a: string[], b: string[]) => out(`  ${name.padEnd(34)} ${pct(cohenKappa(a, b))}  (n ${a.length})`);
  out();
  out(`Agreement with a second labeller: ${pairs.length} documents, ${sent.length} sentences (Cohen's kappa)`);
  k('role', sent.map(([a]) => a.role), sent.map(([, b]) => b.role));
  k('class (either labelled a class)', withClass.map(([a]) => a.class ?? 'none'), withClass.map(([, b]) => b.class ?? 'none'));
  k('direction (both labelled a class)', withClass.filter(([a, b]) => a.class && b.class).map(([a]) => a.direction!), withClass.filter(([a, b]) => a.class && b.class).map(([, b]) => b.direction!));
  k('modality', sent.map(([a]) => a.modality), sent.map(([, b]) => b.modality));
  k('negated or hypothetical vs asserted', sent.map(([a]) => negated(a.modality)), sent.map(([, b]) => negated(b.modality)));
  k('framing cue', sent.map(([a]) => a.cue ?? 'none'), sent.map(([, b]) => b.cue ?? 'none'));
  k('actor type', pairs.map(([a]) => a.actor.type), pairs.map(([, b]) => b.actor.type));
  k('central sentence (index or none)', pairs.map(([a]) => String(a.central)), pairs.map(([, b]) => String(b.central)));
  k('takes back what people own', pairs.map(([a]) => String(a.takes_back_owned)), pairs.map(([, b]) => String(b.takes_back_owned)));
  k('identity salient', pairs.map(([a]) => String(a.identity_salient)), pairs.map(([, b]) => String(b.identity_salient)));
}
