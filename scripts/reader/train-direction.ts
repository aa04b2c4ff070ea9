/**
 * Trains the direction networks (src/engine/reader/read.ts ReaderNets `direction`): a seed ensemble
 * of linear networks that read P(up) of a sentence given its class, over the sentence's features
 * joined to that class (src/engine/reader/features.ts `directionFeatures`), on every corpus sentence
 * that carries a class and a direction. Writes src/engine/reader/direction-model.data.ts.
 *   npm run train:direction
 *   DIRECTION_EXCLUDE=w87-w98 npm run train:direction   (no file: trains without those writers and
 *     prints, on their asserted change sentences, direction given the labelled class and class and
 *     direction read by the shipped reader with and without the new networks)
 */
import path from 'node:path';
import { loadCorpus } from './corpus.js';
import { trainNet } from './train-net.js';
import { DIRECTION_SETTINGS as D } from './settings.js';
import { directionFeatures, sentenceDense } from '../../src/engine/reader/features.js';
import { DENSE_DIM } from '../../src/engine/reader/word-vectors.js';
import { forward, serializeNet, type Net } from '../../src/engine/reader/net.js';
import { shippedReader } from '../../src/engine/reader/model.js';
import { writePackedModel } from './write-model.js';
import { eachHeldOutChange } from './held-out.js';
import type { CorpusDocument } from '../../src/contracts/corpus.js';

const exclude = process.env.DIRECTION_EXCLUDE;
const [lo, hi] = exclude ? (exclude.includes('-') ? exclude.split('-') : [exclude, exclude]) : ['', ''];
const held = (d: CorpusDocument) => !!exclude && d.writer >= lo! && d.writer <= hi!;
const docs = loadCorpus();
const train = docs.filter((d) => !held(d));
const examples = train.flatMap((d) =>
  d.sentences
    .filter((s) => s.class && s.direction)
    .map((s) => ({ ids: directionFeatures(s.text, s.class!, D.buckets, D.families), dense: sentenceDense(s.text), targets: [s.direction === 'up' ? 0 : 1] })),
);
const t0 = Date.now();
const nets: Net[] = D.seeds.map((seed) =>
  trainNet([{ name: 'direction', labels: ['up', 'down'], kind: 'softmax' }], examples, { ...D, seed, denseDim: DENSE_DIM }),
);
console.log(`${nets.length} direction networks on ${examples.length} sentences of ${new Set(train.map((d) => d.writer)).size} writers in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

if (exclude) {
  const test = docs.filter(held);
  const without = { ...shippedReader(), direction: undefined };
  const withNets = { ...without, direction: nets };
  const hits = { gold: 0, before: 0, after: 0 };
  const n = eachHeldOutChange(test, without, withNets, (s, a, b) => {
    const up = nets.reduce((acc, net) => acc + forward(net, directionFeatures(s.text, s.class!, net.buckets, net.families!), sentenceDense(s.text))[0]![0]! / nets.length, 0);
    if ((up >= 0.5 ? 'up' : 'down') === s.direction) hits.gold++;
    if (a.class.label === s.class && a.direction.label === s.direction) hits.before++;
    if (b.class.label === s.class && b.direction.label === s.direction) hits.after++;
  });
  const f = (k: number) => (k / n).toFixed(3);
  console.log(`held out ${exclude}: ${n} asserted change sentences; direction networks alone, given the labelled class ${f(hits.gold)}; class and direction right: shipped reader ${f(hits.before)}, with the direction networks ${f(hits.after)}`);
} else {
  const target = path.resolve('src/engine/reader/direction-model.data.ts');
  const w = writePackedModel(
    nets.map((n) => serializeNet(n, { bits: 4, logScale: true })),
    target,
    {
      header: `The shipped direction networks (src/engine/reader/read.ts ReaderNets \`direction\`), written by scripts/reader/train-direction.ts\n * from data/corpus (${examples.length} sentences); do not edit.`,
      fileConst: 'DIRECTION_MODEL_FILE',
      modelConst: 'DIRECTION_MODEL',
      modelDoc: 'The serialized direction networks (src/engine/reader/net.ts SerializedNet[])',
    },
  );
  console.log(`wrote ${w.data} and ${w.bin} (${(w.bytes / 1e6).toFixed(2)} MB)`);
}
