/**
 * The token-level convolutional reader (src/engine/reader/conv.ts) and its trainer
 * (scripts/reader/train-conv-net.ts): it learns what a bag of words cannot (word order), reads
 * deterministically, and its class blends with the bag-of-words heads'.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { convEncode, convForward, CONV_MAX_TOKENS } from '../../src/engine/reader/conv.js';
import { classAndDirection, CONV_CLASS_WEIGHT } from '../../src/engine/reader/read.js';
import { trainConvNet, type ConvExample } from '../../scripts/reader/train-conv-net.js';

const HEADS = [{ name: 'class', labels: ['a', 'b'], kind: 'softmax' as const }];
const SETTINGS = { buckets: 4096, embDim: 8, width: 3, filters: 16, epochs: 30, lr: 0.01, batch: 4, dropout: 0, seed: 3 };

// The same words in both classes: only their order tells them apart.
const ORDERED: ConvExample[] = [
  { text: 'The council raises the fee and cuts the bus.', targets: [0] },
  { text: 'The council cuts the fee and raises the bus.', targets: [1] },
  { text: 'Members will see the club raise the fee and cut the bus.', targets: [0] },
  { text: 'Members will see the club cut the fee and raise the bus.', targets: [1] },
];

const argmax = (p: Float32Array) => (p[0]! >= p[1]! ? 0 : 1);

test('a convolutional network learns labels that only word order separates', () => {
  const net = trainConvNet(HEADS, ORDERED, SETTINGS);
  for (const ex of ORDERED) assert.equal(argmax(convForward(net, ex.text)[0]!), ex.targets[0], ex.text);
});

test('training is deterministic for a seed, and reading is pure', () => {
  const a = trainConvNet(HEADS, ORDERED, { ...SETTINGS, epochs: 3 });
  const b = trainConvNet(HEADS, ORDERED, { ...SETTINGS, epochs: 3 });
  assert.deepEqual([...a.conv], [...b.conv]);
  const text = ORDERED[0]!.text;
  assert.deepEqual([...convForward(a, text)[0]!], [...convForward(a, text)[0]!]);
});

test('an encoding pools non-negative filters at tokens of the sentence, and an empty text pools zeros', () => {
  const net = trainConvNet(HEADS, ORDERED, { ...SETTINGS, epochs: 1 });
  const enc = convEncode(net, 'The fee will rise by £5.');
  assert.ok(enc.T > 0);
  enc.pooled.forEach((v, f) => {
    assert.ok(v >= 0);
    assert.ok(enc.argmax[f]! < enc.T);
    if (v > 0) assert.ok(enc.argmax[f]! >= 0);
  });
  const empty = convEncode(net, '');
  assert.equal(empty.T, 0);
  assert.ok(empty.pooled.every((v) => v === 0));
  const long = convEncode(net, 'word '.repeat(CONV_MAX_TOKENS + 50));
  assert.equal(long.T, CONV_MAX_TOKENS);
});

test('the class read blends the convolutional networks with the bag-of-words heads by CONV_CLASS_WEIGHT', () => {
  const labels = ['fee', 'price'];
  const cls = { labels, p: Float32Array.from([0.7, 0.3]) };
  const dir = { labels: ['up', 'down'], p: Float32Array.from([0.6, 0.4]) };
  assert.equal(classAndDirection(cls, dir, null).cls.label, 'fee');
  const conv = Float32Array.from([0.05, 0.95]);
  const blended = classAndDirection(cls, dir, null, conv).cls;
  assert.equal(blended.label, 'price');
  assert.ok(Math.abs(blended.p - ((1 - CONV_CLASS_WEIGHT) * 0.3 + CONV_CLASS_WEIGHT * 0.95)) < 1e-6);
});
