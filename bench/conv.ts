/**
 * The token-level convolutional class network (src/engine/reader/conv.ts), measured beside the
 * shipped reader (docs/decisions.md, eighteenth session; not shipped: it read the corpus's unseen
 * writers better and real texts no better). Trains the networks (scripts/reader/train-conv-net.ts,
 * settings scripts/reader/settings.ts CONV_SETTINGS) on every corpus sentence that carries a class and
 * a direction (heads: class, and the joint class:direction label) and on the labelled objects' own
 * words (class only), as the frame network is trained (scripts/reader/corpus.ts frameExamples), leaving
 * out the writers CONV_EXCLUDE names (default w87–w98, whom no network of the shipped reader saw).
 * Prints, on their asserted change sentences, the class read by the convolutional networks alone,
 * and the class, and class and direction, read by the shipped reader without and with them (read.ts
 * ReaderNets `conv`); then, on real texts none of it trained on (the dev cases against the reference
 * library's labels, when ../shared is there; the team's announcements, test/fixtures/announcements.ts;
 * the kind probe data/probes/kind20), how often the main change is read right without and with them.
 *   npm run bench:conv                       (~8 min a seed on 2 cores)
 *   CONV_SEEDS=20,7 CONV_EXCLUDE=w87-w98 CONV_SAVE=/tmp/conv.json npm run bench:conv
 */
import fs from 'node:fs';
import os from 'node:os';
import { loadCorpus } from '../scripts/reader/corpus.js';
import { trainConvNet, type ConvExample } from '../scripts/reader/train-conv-net.js';
import { CONV_SETTINGS as C } from '../scripts/reader/settings.js';
import { CLASSES, FRAMES } from '../src/engine/reader/labels.js';
import { convForward, type ConvNet } from '../src/engine/reader/conv.js';
import { shippedReader } from '../src/engine/reader/model.js';
import type { ReaderNets } from '../src/engine/reader/read.js';
import { eachHeldOutChange } from '../scripts/reader/held-out.js';
import { understandScenario } from '../src/engine/understand/index.js';
import { announcements } from '../test/fixtures/announcements.js';
import type { CorpusDocument } from '../src/contracts/corpus.js';

/** The class and joint heads (labels as the frame network's: scripts/reader/corpus.ts FRAME_HEADS). */
const CONV_HEADS = [
  { name: 'class', labels: [...CLASSES], kind: 'softmax' as const },
  { name: 'frame', labels: [...FRAMES], kind: 'softmax' as const },
];

/** Training examples of the convolutional networks from corpus documents. */
function convExamples(docs: readonly CorpusDocument[]): ConvExample[] {
  const out: ConvExample[] = [];
  for (const d of docs)
    for (const s of d.sentences) {
      if (!s.class || !s.direction) continue;
      out.push({ text: s.text, targets: [CLASSES.indexOf(s.class), FRAMES.indexOf(`${s.class}:${s.direction}`)] });
      if (s.object) out.push({ text: s.object, targets: [CLASSES.indexOf(s.class), null] });
    }
  return out;
}

const exclude = process.env.CONV_EXCLUDE ?? 'w87-w98';
const [lo, hi] = exclude.includes('-') ? exclude.split('-') : [exclude, exclude];
const held = (d: CorpusDocument) => d.writer >= lo! && d.writer <= hi!;
const docs = loadCorpus();
const train = docs.filter((d) => !held(d));
const examples = convExamples(train);
console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, node ${process.version}`);
const t0 = Date.now();
const nets: ConvNet[] = C.seeds.map((seed) =>
  trainConvNet(CONV_HEADS, examples, {
    ...C,
    seed,
    onEpoch: (e, loss) => console.log(`seed ${seed} epoch ${e + 1}: loss ${loss.toFixed(3)} (${((Date.now() - t0) / 1000).toFixed(0)} s)`),
  }),
);
console.log(`${nets.length} convolutional networks on ${examples.length} examples of ${new Set(train.map((d) => d.writer)).size} writers in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
if (process.env.CONV_SAVE) {
  const plain = nets.map((n) => ({ ...n, embedding: [...n.embedding], conv: [...n.conv], convB: [...n.convB], heads: n.heads.map((h) => ({ spec: h.spec, w: [...h.w], b: [...h.b] })) }));
  fs.writeFileSync(process.env.CONV_SAVE, JSON.stringify(plain));
}

const without: ReaderNets = { ...shippedReader(), conv: undefined };
const withNets: ReaderNets = { ...without, conv: nets };
const hits = { conv: 0, beforeClass: 0, afterClass: 0, before: 0, after: 0 };
const n = eachHeldOutChange(docs.filter(held), without, withNets, (s, a, b) => {
  const p = new Float32Array(CLASSES.length);
  for (const net of nets) convForward(net, s.text)[0]!.forEach((v, c) => (p[c] = p[c]! + v));
  if (CLASSES[p.indexOf(Math.max(...p))] === s.class) hits.conv++;
  if (a.class.label === s.class) hits.beforeClass++;
  if (b.class.label === s.class) hits.afterClass++;
  if (a.class.label === s.class && a.direction.label === s.direction) hits.before++;
  if (b.class.label === s.class && b.direction.label === s.direction) hits.after++;
});
const f = (k: number, of = n) => (k / of).toFixed(3);
console.log(`held out ${exclude}: ${n} asserted change sentences; class: convolutional networks alone ${f(hits.conv)}, shipped reader ${f(hits.beforeClass)}, with the convolutional networks ${f(hits.afterClass)}; class and direction: ${f(hits.before)} → ${f(hits.after)}`);

// Real texts: the main change (the central frame) against each set's labels.
interface Item {
  text: string;
  want: string;
}
const sets: Record<string, Item[]> = { team: announcements.map((a) => ({ text: a.text, want: `${a.objectClass}_${a.direction}` })) };
const devFile = '../shared/cases/dev.json';
if (fs.existsSync(devFile)) {
  const raw = JSON.parse(fs.readFileSync(devFile, 'utf8')) as { id: string; scenario: string }[] | { cases: { id: string; scenario: string }[] };
  const ref = new Map(
    fs.readFileSync('data/reference/cases.jsonl', 'utf8').trim().split('\n').map((l) => {
      const x = JSON.parse(l) as { id: string; features: { class: string; direction: string } };
      return [x.id, x] as const;
    }),
  );
  sets.dev = (Array.isArray(raw) ? raw : raw.cases).flatMap((c) => {
    const r = ref.get(c.id);
    return r ? [{ text: c.scenario, want: `${r.features.class}_${r.features.direction}` }] : [];
  });
}
const kindDir = 'data/probes/kind20';
const key = JSON.parse(fs.readFileSync(`${kindDir}/key.json`, 'utf8')) as { file: string; class: string; direction: string }[];
// The key says "more or less of the thing"; the corpus's `access` is the restriction (bench/kind-probe.ts corpusDirection).
sets.kind20 = key.filter((k) => k.class !== 'none').map((k) => ({ text: fs.readFileSync(`${kindDir}/${k.file}`, 'utf8'), want: `${k.class}_${k.class !== 'access' ? k.direction : k.direction === 'up' ? 'down' : 'up'}` }));
const mainChange = (text: string, nets: ReaderNets) => {
  const r = understandScenario(text, nets).reading;
  const c = r.central === null ? undefined : r.sentences[r.central];
  return c ? `${c.class.label}_${c.direction.label}` : 'nothing';
};
for (const [name, items] of Object.entries(sets)) {
  const a = items.filter((it) => mainChange(it.text, without) === it.want).length;
  const b = items.filter((it) => mainChange(it.text, withNets) === it.want).length;
  console.log(`${name.padEnd(7)} main change right: shipped reader ${a}/${items.length} (${f(a, items.length)}), with the convolutional networks ${b}/${items.length} (${f(b, items.length)})`);
}
