/**
 * Trains the object-span scorer (src/engine/reader/object-span.ts) on the corpus's `object` labels
 * (docs/corpus.md: the object's own words, an exact substring of its sentence): for each sentence
 * with an object, the labelled span is the positive and every other candidate of the same sentence a
 * negative, under a softmax over the sentence's candidates (conditional log-likelihood), fitted by
 * AdaGrad (Duchi, Hazan & Singer 2011) with an L2 penalty, in a seeded order, so a run is
 * reproducible. `npx tsx scripts/reader/train-objects.ts` writes src/engine/reader/object-model.data.ts
 * from the whole corpus; bench/objects.ts trains the same way without the held-out writers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CorpusDocument } from '../../src/contracts/corpus.js';
import { candidates, sentenceHashes, serializeObjectModel, spanFeatures, type Candidate, type ObjectSpanModel } from '../../src/engine/reader/object-span.js';
import { loadCorpus } from './corpus.js';
import { rng, shuffle } from './train-net.js';

/** One training sentence: its text, the change's class and the labelled object span in tokens. */
export interface ObjectExample {
  text: string;
  cls: string;
  lang: string;
  writer: string;
  /** The labelled object as written. */
  object: string;
  /** Its token span, or null when the label does not fall on token boundaries or is not a candidate. */
  gold: Candidate | null;
}

/** The trainer's settings (ASSUMPTION: chosen on held-out writers in bench/objects.ts, see docs/decisions.md "Object spans"). */
export const OBJECT_SETTINGS = { buckets: 1 << 15, maxLen: 12, epochs: 6, lr: 0.2, l2: 1e-6, seed: 7, useClass: true, vectors: true, verbs: true };
export type ObjectSettings = typeof OBJECT_SETTINGS;

/** The sentences of the corpus that carry an object found in their text. */
export function objectExamples(docs: readonly CorpusDocument[], maxLen = OBJECT_SETTINGS.maxLen): ObjectExample[] {
  const out: ObjectExample[] = [];
  for (const d of docs) {
    for (const s of d.sentences) {
      if (!s.object || !s.class) continue;
      const at = s.text.indexOf(s.object);
      if (at < 0) continue;
      const { tokens } = sentenceHashes(s.text);
      const a = tokens.findIndex((t) => t.start === at);
      const b = tokens.findIndex((t) => t.end === at + s.object!.length);
      const ok = a >= 0 && b >= a && candidates(tokens, maxLen).some((c) => c.a === a && c.b === b);
      out.push({ text: s.text, cls: s.class, lang: d.lang, writer: d.writer, object: s.object, gold: ok ? { a, b } : null });
    }
  }
  return out;
}

/**
 * Fits the scorer.
 * @param examples sentences with a gold span (those without are skipped).
 * @returns the model (float weights; serialize with serializeObjectModel).
 */
export function trainObjectModel(examples: readonly ObjectExample[], settings: ObjectSettings = OBJECT_SETTINGS): ObjectSpanModel {
  const { buckets, maxLen, epochs, lr, l2, seed } = settings;
  const weights = new Float32Array(buckets);
  const g2 = new Float32Array(buckets).fill(1e-8);
  const grad = new Float32Array(buckets);
  const rows = examples.filter((e) => e.gold);
  const rand = rng(seed);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order, rand);
    for (const k of order) {
      const e = rows[k]!;
      const s = sentenceHashes(e.text, settings.useClass ? e.cls : '', settings.vectors, settings.verbs);
      const cands = candidates(s.tokens, maxLen);
      const feats = cands.map((c) => spanFeatures(s, c, buckets));
      const scores = feats.map((f) => f.reduce((z, id) => z + weights[id]!, 0));
      const max = Math.max(...scores);
      const ex = scores.map((z) => Math.exp(z - max));
      const sum = ex.reduce((x, y) => x + y, 0);
      const touched: number[] = [];
      cands.forEach((c, i) => {
        const g = ex[i]! / sum - (c.a === e.gold!.a && c.b === e.gold!.b ? 1 : 0);
        if (Math.abs(g) < 1e-6) return;
        for (const id of feats[i]!) {
          if (grad[id] === 0) touched.push(id);
          grad[id] = grad[id]! + g;
        }
      });
      for (const id of touched) {
        const g = grad[id]! + l2 * weights[id]!;
        g2[id] = g2[id]! + g * g;
        weights[id] = weights[id]! - (lr * g) / Math.sqrt(g2[id]!);
        grad[id] = 0;
      }
    }
  }
  return { buckets, maxLen, weights, vectors: settings.vectors, verbs: settings.verbs };
}

/** Trains on the whole corpus and writes the shipped model file. */
function main(): void {
  const docs = loadCorpus();
  const examples = objectExamples(docs);
  const model = trainObjectModel(examples);
  const writers = [...new Set(docs.map((d) => d.writer))].sort();
  const serialized = serializeObjectModel(model, { trainedOn: { sentences: examples.filter((e) => e.gold).length, writers }, settings: OBJECT_SETTINGS });
  const file = path.resolve('src/engine/reader/object-model.data.ts');
  const body = [
    '/** The shipped object-span scorer (src/engine/reader/object-span.ts), written by scripts/reader/train-objects.ts from data/corpus. Do not edit. */',
    "import type { SerializedObjectSpanModel } from './object-span.js';",
    '',
    `export const OBJECT_MODEL: SerializedObjectSpanModel = ${JSON.stringify(serialized)};`,
    '',
  ].join('\n');
  fs.writeFileSync(file, body);
  console.log(`wrote ${file} (${(body.length / 1024).toFixed(0)} kB) from ${serialized.trainedOn!.sentences} sentences of ${writers.length} writers`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
