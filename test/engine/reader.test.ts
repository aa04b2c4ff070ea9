/**
 * The learned reader's parts (src/engine/reader, scripts/reader): tokens and features, the
 * network's inference against its serialized form, training on a small labelled set it must learn,
 * reading a document, and the corpus's label sets and rules (src/contracts/corpus.ts,
 * src/engine/reader/corpus-check.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tokenize } from '../../src/engine/reader/tokens.js';
import { fnv1a, sentenceFeatureNames, sentenceFeatures, sentenceDense } from '../../src/engine/reader/features.js';
import { deserializeNet, forward, serializeNet, type HeadSpec } from '../../src/engine/reader/net.js';
import { readSentences, traitProbabilities } from '../../src/engine/reader/read.js';
import { plattFit, plattScale } from '../../src/engine/stats.js';
import { CAUSE_LABELS, CLASSES, CUE_LABELS, GROUPS, MODALITIES, READER_ACTOR_TYPES, ROLES } from '../../src/engine/reader/labels.js';
import { CORPUS_ACTOR_TYPES, CORPUS_CAUSES, CORPUS_CLASSES, CORPUS_CUES, CORPUS_GROUPS, MODALITIES as CORPUS_MODALITIES, SENTENCE_ROLES } from '../../src/contracts/corpus.js';
import { documentProblems } from '../../src/engine/reader/corpus-check.js';
import { trainNet, type Example } from '../../scripts/reader/train-net.js';
import { DOCUMENT_HEADS, SENTENCE_HEADS, TRAIT_HEADS } from '../../scripts/reader/corpus.js';
import { DENSE_DIM } from '../../src/engine/reader/word-vectors.js';
import { packBinary, unpackBinary } from '../../src/engine/reader/binary.js';
import { READER_BYTE_KEYS } from '../../scripts/reader/write-model.js';
import { READER_MODEL_FILE } from '../../src/engine/reader/model.data.js';
import { VECTOR_FILE } from '../../src/engine/reader/word-vectors.data.js';
import { DIRECTION_MODEL_FILE } from '../../src/engine/reader/direction-model.data.js';
import { comparisonSigns, compositionFeatureNames, quantityValue } from '../../src/engine/reader/composition.js';
import { directionFeatureNames, directionFeatures } from '../../src/engine/reader/features.js';
import crypto from 'node:crypto';
import fs from 'node:fs';

const ctx = { index: 1, count: 4, para: false, previous: 'Dear members.' };

describe('reader tokens and features', () => {
  it('folds accents and case and replaces quantities by their kind', () => {
    const t = tokenize('La cuota pasará de 45 € a 60 € (un 33 %) en 2027; £9.99 now.');
    const norms = t.map((x) => x.norm);
    assert.ok(norms.includes('pasara'));
    assert.equal(norms.filter((n) => n === '<money>').length, 3);
    assert.ok(norms.includes('<pct>'));
    assert.ok(norms.includes('<year>'));
    for (const x of t) assert.equal('La cuota pasará de 45 € a 60 € (un 33 %) en 2027; £9.99 now.'.slice(x.start, x.end), x.raw);
  });

  it('marks the words in a negation scope and nothing outside it', () => {
    const names = sentenceFeatureNames('We will not raise prices, but parking goes up.', ctx);
    assert.ok(names.includes('n:raise') && names.includes('n:prices'));
    assert.ok(!names.includes('n:parking'));
    assert.ok(names.includes('x:negator'));
    assert.ok(!sentenceFeatureNames('We will raise prices.', ctx).includes('x:negator'));
  });

  it('hashes into the bucket range, the same ids every time', () => {
    const a = sentenceFeatures('The fee will rise to £5.', ctx, 1024);
    const b = sentenceFeatures('The fee will rise to £5.', ctx, 1024);
    assert.deepEqual(a, b);
    for (const id of a) assert.ok(id < 1024);
    assert.equal(fnv1a('a'), 0xe40c292c); // FNV-1a 32-bit test vector
  });

  it('gives English words a unit-scale dense vector, and Spanish-only text almost none', () => {
    const en = sentenceDense('The council will introduce a parking levy for commuters.');
    assert.equal(en.length, DENSE_DIM);
    assert.ok(Math.hypot(...en) > 0.2);
    assert.equal(Math.hypot(...sentenceDense('¡¡¡ ???')), 0);
  });
});

describe('reader network', () => {
  const heads: HeadSpec[] = [
    { name: 'a', labels: ['x', 'y', 'z'], kind: 'softmax' },
    { name: 'g', labels: ['p', 'q'], kind: 'sigmoid' },
  ];

  for (const hidden of [0, 8])
  it(`learns a small separable task and keeps its outputs through serialization (hidden layer ${hidden})`, () => {
    const words: Record<string, number> = { fee: 0, price: 0, ban: 1, rule: 1, grant: 2, donation: 2 };
    const examples: Example[] = [];
    for (let i = 0; i < 60; i++) {
      const [w, c] = Object.entries(words)[i % 6]!;
      const ids = sentenceFeatures(`the ${w} changes ${i % 5}`, { index: 0, count: 1, para: true, previous: '' }, 4096);
      examples.push({ ids, targets: [c, [c === 0 ? 1 : 0, c === 2 ? 1 : 0]] });
    }
    const net = trainNet(heads, examples, { buckets: 4096, dim: 8, epochs: 30, lr: 0.05, batch: 8, seed: 1, hidden });
    assert.equal(net.hidden, hidden);
    let right = 0;
    for (const e of examples) {
      const out = forward(net, e.ids);
      const p = out[0]!;
      if (p.indexOf(Math.max(...p)) === e.targets[0]) right++;
      assert.ok(Math.abs(p.reduce((a, b) => a + b, 0) - 1) < 1e-5);
    }
    assert.ok(right / examples.length > 0.95, `learned ${right}/${examples.length}`);
    const back = deserializeNet(JSON.parse(JSON.stringify(serializeNet(net))));
    for (const e of examples.slice(0, 10)) {
      const a = forward(net, e.ids)[0]!;
      const b = forward(back, e.ids)[0]!;
      for (let k = 0; k < a.length; k++) assert.ok(Math.abs(a[k]! - b[k]!) < 0.02);
    }
    // int4 rows (the shipped ensemble's file): same labels read, probabilities close.
    const back4 = deserializeNet(JSON.parse(JSON.stringify(serializeNet(net, { bits: 4 }))));
    for (const e of examples) {
      const a = forward(net, e.ids)[0]!;
      const b = forward(back4, e.ids)[0]!;
      assert.equal(b.indexOf(Math.max(...b)), a.indexOf(Math.max(...a)));
      for (let k = 0; k < a.length; k++) assert.ok(Math.abs(a[k]! - b[k]!) < 0.1);
    }
  });

  it('packs int4 embeddings exactly: values −7..7 round-trip', () => {
    const dim = 4;
    const embedding = Float32Array.from([-7, -3, 0, 7, 1, 2, -1, -2]);
    const net = { buckets: 2, dim, embedding, denseDim: 0, proj: new Float32Array(0), hidden: 0, hiddenW: new Float32Array(0), hiddenB: new Float32Array(0), heads: [] };
    const back = deserializeNet(serializeNet(net, { bits: 4 }));
    // Row 0: max 7 → scale 1, exact. Row 1: max 2 → scale 2/7, each value the nearest step.
    assert.deepEqual([...back.embedding.slice(0, 4)], [-7, -3, 0, 7]);
    for (let j = 4; j < 8; j++) assert.ok(Math.abs(back.embedding[j]! - embedding[j]!) <= 1 / 7 + 1e-6);
    assert.throws(() => serializeNet({ ...net, dim: 3, embedding: new Float32Array(6) }, { bits: 4 }), /even dim/);
    // Row scales on a log grid: within half a step (the grid here spans scale 2/7 to 1 in 254 steps).
    const logged = deserializeNet(JSON.parse(JSON.stringify(serializeNet(net, { bits: 4, logScale: true }))));
    const halfStep = Math.log(7 / 2) / 254 / 2;
    for (let j = 0; j < 8; j++) assert.ok(Math.abs(logged.embedding[j]! - back.embedding[j]!) <= Math.abs(back.embedding[j]!) * (Math.exp(halfStep) - 1) + 1e-9);
    const zeros = deserializeNet(serializeNet({ ...net, embedding: new Float32Array(8) }, { bits: 4, logScale: true }));
    assert.deepEqual([...zeros.embedding], new Array(8).fill(0));
  });

  it('restores lazily (rows dequantized as read) to the same outputs and weights as eagerly, int8 and int4', () => {
    const ex: Example[] = [{ ids: Uint32Array.from([1, 2, 3]), targets: [0, [1, 0]] }, { ids: Uint32Array.from([4, 5, 9]), targets: [2, [0, 1]] }];
    const net = trainNet(heads, ex, { buckets: 64, dim: 4, epochs: 5, lr: 0.1, batch: 1, seed: 3, hidden: 4 });
    for (const opts of [{}, { bits: 4 as const, logScale: true }]) {
      const s = JSON.parse(JSON.stringify(serializeNet(net, opts)));
      const eager = deserializeNet(s);
      const lazy = deserializeNet(s, { lazy: true });
      assert.equal(eager.fillRow, undefined);
      // Nothing dequantized before a read; a read fills exactly the rows it uses.
      assert.ok(lazy.embedding.every((v) => v === 0));
      for (const ids of [ex[0]!.ids, ex[1]!.ids, Uint32Array.from([1, 63, 1])]) assert.deepEqual(forward(lazy, ids), forward(eager, ids));
      assert.deepEqual([...lazy.embedding.subarray(1 * 4, 2 * 4)], [...eager.embedding.subarray(1 * 4, 2 * 4)]);
      assert.ok(lazy.embedding.subarray(10 * 4, 11 * 4).every((v) => v === 0) && eager.embedding.subarray(10 * 4, 11 * 4).some((v) => v !== 0));
      // Serializing a lazily restored net fills every row first: the same file as from the eager one.
      assert.deepEqual(serializeNet(lazy, opts), serializeNet(eager, opts));
    }
  });

  it('stores a serialized net as a description and one binary file, and restores the same net from them', () => {
    const ex: Example[] = [{ ids: Uint32Array.from([1, 2, 3]), targets: [0, [1, 0]] }];
    const net = trainNet(heads, ex, { buckets: 32, dim: 4, epochs: 2, lr: 0.1, batch: 1, seed: 5, hidden: 3 });
    const s = serializeNet(net, { bits: 4, logScale: true });
    const { packed, bytes } = packBinary({ nets: [s], note: 'kept' }, READER_BYTE_KEYS);
    const json = JSON.stringify(packed);
    // No base64 left in the description: every array became a 4-byte-aligned reference.
    assert.ok(!json.includes(s.embeddingQ4 as string) && !json.includes(s.hiddenW as string));
    const refs = [...json.matchAll(/"\$bin":\[(\d+),(\d+)\]/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    assert.equal(refs.length, 5 + 2 * s.heads.length); // embeddingQ4, codes, proj, hiddenW, hiddenB, and each head's w and b
    for (const [offset] of refs) assert.equal(offset % 4, 0);
    const back = unpackBinary<{ nets: typeof s[]; note: string }>(JSON.parse(json), bytes);
    assert.equal(back.note, 'kept');
    const restored = deserializeNet(back.nets[0]!);
    assert.deepEqual(restored, deserializeNet(s));
    assert.throws(() => unpackBinary(JSON.parse(json), bytes.subarray(0, 8)), /outside/);
  });

  it('ships its binary files as described, within the 20 MB budget', () => {
    let total = 0;
    for (const [file, data] of [[READER_MODEL_FILE, 'model.data.ts'], [VECTOR_FILE, 'word-vectors.data.ts'], [DIRECTION_MODEL_FILE, 'direction-model.data.ts']] as const) {
      const bytes = fs.readFileSync(new URL(`../../src/engine/reader/${file.name}`, import.meta.url));
      assert.equal(bytes.length, file.bytes, file.name);
      assert.equal(crypto.createHash('sha256').update(bytes).digest('hex'), file.sha256, `${file.name} does not match ${data}`);
      total += bytes.length + fs.statSync(new URL(`../../src/engine/reader/${data}`, import.meta.url)).size;
    }
    assert.ok(total <= 20e6, `the reader's files take ${total} bytes`);
  });

  it('trains the same weights from the same seed', () => {
    const ex: Example[] = [{ ids: Uint32Array.from([1, 2, 3]), targets: [0, [1, 0]] }, { ids: Uint32Array.from([4, 5]), targets: [2, [0, 1]] }];
    const o = { buckets: 64, dim: 4, epochs: 3, lr: 0.1, batch: 1, seed: 7 };
    assert.deepEqual(trainNet(heads, ex, o).embedding, trainNet(heads, ex, o).embedding);
  });

  it('reads a document: every sentence gets every label, and the central change is an asserted change or none', () => {
    const sentenceNet = trainNet(SENTENCE_HEADS, [], { buckets: 256, dim: 4, epochs: 1, lr: 0.1, batch: 4, seed: 1, denseDim: DENSE_DIM });
    const docNet = trainNet(DOCUMENT_HEADS, [], { buckets: 256, dim: 4, epochs: 1, lr: 0.1, batch: 4, seed: 1 });
    const r = readSentences(
      [
        { text: 'Fees are changing', para: true },
        { text: 'The monthly fee will rise to £5.', para: true },
      ],
      { sentence: sentenceNet, document: docNet },
    );
    assert.equal(r.sentences.length, 2);
    for (const s of r.sentences) {
      assert.ok((ROLES as readonly string[]).includes(s.role.label));
      assert.ok((CLASSES as readonly string[]).includes(s.class.label));
      assert.ok(s.pChange >= 0 && s.pChange <= 1);
    }
    // An untrained net is unsure of everything: no sentence reaches the change threshold.
    assert.equal(r.central, null);
    assert.ok((READER_ACTOR_TYPES as readonly string[]).includes(r.actorType.label));
    assert.ok(r.pTakesBackOwned >= 0 && r.pTakesBackOwned <= 1 && r.pIdentitySalient >= 0 && r.pIdentitySalient <= 1);
  });

  it('reads with a seed ensemble as the mean of its members’ probabilities', () => {
    // Two readers trained on opposite labels for the same sentence: alone each is sure, together unsure.
    const text = 'The monthly fee will rise to £5.';
    const ctx = { index: 0, count: 1, para: true, previous: '' };
    const example = (role: number): Example => ({ ids: sentenceFeatures(text, ctx, 256), dense: sentenceDense(text), targets: SENTENCE_HEADS.map((h) => (h.name === 'role' ? role : null)) });
    const o = { buckets: 256, dim: 4, epochs: 60, lr: 0.1, batch: 1, seed: 1, denseDim: DENSE_DIM };
    const docNet = trainNet(DOCUMENT_HEADS, [], { buckets: 256, dim: 4, epochs: 1, lr: 0.1, batch: 4, seed: 1 });
    const change = trainNet(SENTENCE_HEADS, [example(ROLES.indexOf('change'))], o);
    const other = trainNet(SENTENCE_HEADS, [example(ROLES.indexOf('other'))], o);
    const input = [{ text, para: true }];
    const pRole = (r: ReturnType<typeof readSentences>, role: string) => r.sentences[0]!.dist.role![ROLES.indexOf(role as (typeof ROLES)[number])]!;
    const a = readSentences(input, { sentence: change, document: docNet });
    const b = readSentences(input, { sentence: other, document: docNet });
    const both = readSentences(input, { sentence: change, document: docNet, members: [{ sentence: other, document: docNet }] });
    assert.ok(pRole(a, 'change') > 0.9 && pRole(b, 'other') > 0.9);
    assert.ok(Math.abs(pRole(both, 'change') - (pRole(a, 'change') + pRole(b, 'change')) / 2) < 1e-6);
    assert.ok(pRole(both, 'change') < 0.6 && pRole(both, 'other') < 0.6);
  });
});

describe('composition features and the direction networks', () => {
  const signs = (t: string) => comparisonSigns(tokenize(t));
  it('reads which way a stated comparison goes, whatever the quantity', () => {
    assert.deepEqual(signs('Fares will rise from £2.20 to £2.60.'), [1]);
    assert.deepEqual(signs('La cuota pasará de $28.000 a $42.000.'), [1]);
    assert.deepEqual(signs('reducirá su aporte de 1.200 a 500 millones'), [-1]);
    assert.deepEqual(signs('Members will now get 2 points per pound instead of 4.'), [-1]);
    assert.deepEqual(signs('The library will be open three days a week instead of six.'), [-1]);
    assert.deepEqual(signs('Your plan now includes 20GB instead of 10GB at the same price.'), [1]);
    assert.deepEqual(signs('The store will open at 8am instead of 9am.'), [-1]);
    assert.deepEqual(signs('The new hall opens in 2027 with 300 seats.'), []);
  });
  it('reads thousands and decimals as written in English and Spanish', () => {
    assert.equal(quantityValue('1.200'), 1200);
    assert.equal(quantityValue('1,200'), 1200);
    assert.equal(quantityValue('£2.20'), 2.2);
    assert.equal(quantityValue('2,20 €'), 2.2);
    assert.equal(quantityValue('4', 'pm'), 16);
    assert.ok(Number.isNaN(quantityValue('none')));
  });
  it('marks a comparison with its words and the words beside a verb of ending', () => {
    const toks = tokenize('The 30% off-peak discount will end, so a trip will cost $4.10 instead of $2.87.');
    const names = compositionFeatureNames(toks, toks.map((t) => t.norm));
    for (const f of ['cmp:up', 'cmp:up|trip', 'end|discount']) assert.ok(names.includes(f), f);
    assert.ok(!names.some((f) => f.startsWith('cmp:down')));
  });
  it('joins the direction network\'s features to the class they are read with', () => {
    const fam = { words: true, bigrams: false, chars: false, negation: false, position: false, previous: false };
    const names = directionFeatureNames('The road will be closed.', 'service_level', fam);
    assert.ok(names.includes('cls:service_level') && names.includes('w:closed') && names.includes('service_level|w:closed'));
    assert.notDeepEqual(directionFeatures('The road will be closed.', 'service_level', 4096, fam), directionFeatures('The road will be closed.', 'public_rule', 4096, fam));
  });
  it('averages the direction networks\' P(up) with the other heads\' direction', () => {
    const fam = { words: true, bigrams: true, chars: false, negation: true, position: false, previous: false, composition: true };
    const text = 'The monthly fee will rise to £5.';
    const sentenceNet = trainNet(SENTENCE_HEADS, [], { buckets: 256, dim: 4, epochs: 1, lr: 0.1, batch: 4, seed: 1, denseDim: DENSE_DIM });
    const docNet = trainNet(DOCUMENT_HEADS, [], { buckets: 256, dim: 4, epochs: 1, lr: 0.1, batch: 4, seed: 1 });
    const base = readSentences([{ text, para: true }], { sentence: sentenceNet, document: docNet }).sentences[0]!;
    const cls = base.class.label;
    // A direction network sure of "down" for this sentence read with its class.
    const down = trainNet([{ name: 'direction', labels: ['up', 'down'], kind: 'softmax' }], [{ ids: directionFeatures(text, cls, 1024, fam), dense: sentenceDense(text), targets: [1] }], { buckets: 1024, dim: 4, epochs: 80, lr: 0.1, batch: 1, seed: 1, denseDim: DENSE_DIM, families: fam });
    const read = readSentences([{ text, para: true }], { sentence: sentenceNet, document: docNet, direction: [down] }).sentences[0]!;
    const pUp = (r: typeof base) => (r.direction.label === 'up' ? r.direction.p : 1 - r.direction.p);
    const netUp = forward(down, directionFeatures(text, cls, 1024, fam), sentenceDense(text))[0]![0]!;
    assert.ok(netUp < 0.05);
    assert.ok(Math.abs(pUp(read) - (pUp(base) + netUp) / 2) < 1e-6);
  });
});

describe('reading corpus', () => {
  it('has the same label sets as the engine', () => {
    assert.deepEqual([...SENTENCE_ROLES], [...ROLES]);
    assert.deepEqual([...CORPUS_CLASSES], [...CLASSES]);
    assert.deepEqual([...CORPUS_CAUSES], CAUSE_LABELS.slice(1, 1 + CORPUS_CAUSES.length));
    assert.deepEqual(CORPUS_CAUSES.map((c) => `${c}:against`), CAUSE_LABELS.slice(1 + CORPUS_CAUSES.length));
    assert.deepEqual([...CORPUS_CUES], CUE_LABELS.slice(1));
    assert.deepEqual([...CORPUS_GROUPS], [...GROUPS]);
    assert.deepEqual([...CORPUS_MODALITIES], [...MODALITIES]);
    assert.deepEqual([...CORPUS_ACTOR_TYPES], [...READER_ACTOR_TYPES]);
  });

  it('finds the problems the schema cannot see', () => {
    const ok = {
      id: 'w01-001',
      writer: 'w01',
      central: 0,
      sentences: [{ text: 'The fee rises to £5.', role: 'change', class: 'fee', object: 'The fee', direction: 'up', modality: 'asserted', numbers: [{ text: '£5' }] }],
    };
    assert.deepEqual(documentProblems(ok), []);
    const bad = {
      id: 'w02-001',
      writer: 'w01',
      central: 1,
      sentences: [
        { text: 'The fee rises.', role: 'change', modality: 'asserted', numbers: [{ text: '£5' }] },
        { text: 'We are sorry.', role: 'relief', class: 'fee', cause: 'dei', modality: 'asserted', numbers: [] },
      ],
    };
    const problems = documentProblems(bad).join('\n');
    for (const want of ['does not start with writer', 'needs class, object and direction', 'not in the sentence', 'cause given on class fee', 'not an asserted change']) {
      assert.ok(problems.includes(want), want);
    }
  });

  it('takes a cause on a rule only with the side it takes, and a side nowhere else', () => {
    const rule = (extra: Record<string, string>) => ({
      id: 'w01-002',
      writer: 'w01',
      central: 0,
      sentences: [{ text: 'Head coverings will not be allowed in class.', role: 'change', class: 'public_rule', object: 'Head coverings', direction: 'up', modality: 'asserted', numbers: [], ...extra }],
    });
    assert.deepEqual(documentProblems(rule({ cause: 'religion', cause_side: 'against' })), []);
    assert.match(documentProblems(rule({ cause: 'religion' })).join('\n'), /needs cause_side/);
    assert.match(documentProblems(rule({ cause_side: 'for' })).join('\n'), /cause_side is only for/);
    // A person or partner may stand on the cause's other side; the side is optional there.
    const appointed = (extra: Record<string, string>) => ({ ...rule({}), sentences: [{ ...rule({}).sentences[0]!, class: 'appointment', ...extra }] });
    assert.deepEqual(documentProblems(appointed({ cause: 'climate', cause_side: 'against' })), []);
    assert.deepEqual(documentProblems(appointed({ cause: 'climate' })), []);
  });
});

describe('the central change\'s traits (takes back what people own, identity)', () => {
  it('averages the document network over the text with the traits network over the central sentence, and calibrates it', () => {
    const owned = 'Devices bought before 2025 will stop working unless owners subscribe.';
    const plain = 'The café opens an hour earlier on Saturdays.';
    const ctx = { index: 0, count: 1, para: false, previous: '' };
    const o = { buckets: 256, dim: 4, epochs: 80, lr: 0.1, batch: 1, seed: 1, denseDim: DENSE_DIM };
    const traits = trainNet(TRAIT_HEADS, [owned, plain].map((t, i) => ({ ids: sentenceFeatures(t, ctx, 256), dense: sentenceDense(t), targets: [i ? 0 : 1, 0] })), o);
    const document = trainNet(DOCUMENT_HEADS, [], { buckets: 256, dim: 4, epochs: 1, lr: 0.1, batch: 4, seed: 1 });
    const withTraits = traitProbabilities([{ document, traits }], [owned], owned);
    const docOnly = traitProbabilities([{ document }], [owned], owned);
    assert.ok(withTraits.takesBackOwned > docOnly.takesBackOwned + 0.2, 'the traits network raises P(owned) for the sentence it learned');
    assert.ok(traitProbabilities([{ document, traits }], [plain], plain).takesBackOwned < withTraits.takesBackOwned);
    // No central sentence: the document network alone.
    assert.deepEqual(traitProbabilities([{ document, traits }], [owned], null), docOnly);
    const sentenceNet = trainNet(SENTENCE_HEADS, [], { buckets: 256, dim: 4, epochs: 1, lr: 0.1, batch: 4, seed: 1, denseDim: DENSE_DIM });
    const cal = { takesBackOwned: { a: 2, b: 1 }, identitySalient: { a: 0, b: 1 } };
    const raw = readSentences([{ text: plain, para: true }], { sentence: sentenceNet, document, traits });
    const calibrated = readSentences([{ text: plain, para: true }], { sentence: sentenceNet, document, traits, traitCalibration: cal });
    assert.ok(Math.abs(calibrated.pTakesBackOwned - plattScale(raw.pTakesBackOwned, cal.takesBackOwned)) < 1e-9);
    assert.ok(Math.abs(calibrated.pIdentitySalient - raw.pIdentitySalient) < 1e-9);
  });

  it('fits Platt scaling that recovers the parameters the outcomes were drawn with', () => {
    // Outcomes drawn with P(y) = σ(1 + 0.5·logit p), p on a grid: the fit lands near (1, 0.5).
    const pts: { p: number; y: number }[] = [];
    let seed = 7;
    const rand = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let i = 0; i < 20000; i++) {
      const p = 0.001 + 0.998 * rand();
      pts.push({ p, y: rand() < plattScale(p, { a: 1, b: 0.5 }) ? 1 : 0 });
    }
    const fit = plattFit(pts);
    assert.ok(Math.abs(fit.a - 1) < 0.1 && Math.abs(fit.b - 0.5) < 0.05, JSON.stringify(fit));
    assert.deepEqual(plattFit([{ p: 0.2, y: 1 }, { p: 0.7, y: 1 }]), { a: 0, b: 1 });
  });
});
