/**
 * Trains the actor-name scorer (src/engine/reader/actor-span.ts) on the corpus's `actor.name` labels
 * (docs/corpus.md: the announcing organisation as the text names it, or null): for each document the
 * occurrences of the labelled name among its candidates are the positives (the "no name" option
 * when the label is null), every other candidate a negative, under a softmax over the document's
 * candidates whose target is the summed probability of the positives (the likelihood of the name,
 * wherever it is written), fitted by AdaGrad (Duchi, Hazan & Singer 2011) with an L2 penalty in a
 * seeded order, so a run is reproducible. A label the text does not write verbatim (a writer gave
 * the full legal name, "Timberline Family Restaurants", where the text says "Timberline") takes as
 * positives the longest candidates that are a whole-word part of it; a document with neither is
 * left out. `npm run train:actors` writes src/engine/reader/actor-model.data.ts from the whole
 * corpus; bench/actors.ts trains the same way without the held-out writers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CorpusDocument } from '../../src/contracts/corpus.js';
import { actorDocument, serializeActorModel, type ActorDocument, type ActorSpanModel } from '../../src/engine/reader/actor-span.js';
import { loadCorpus } from './corpus.js';
import { rng, shuffle } from './train-net.js';

/** The trainer's settings (ASSUMPTION: chosen on held-out writer folds in bench/actors.ts, see docs/decisions.md "Actor names"). */
export const ACTOR_SETTINGS = { buckets: 1 << 15, maxLen: 8, head: 8, tail: 4, epochs: 8, lr: 0.2, l2: 1e-6, seed: 11, parts: false };
export type ActorSettings = typeof ACTOR_SETTINGS;

/** One training document: its prepared candidates and which of them (or the null option) is right. */
export interface ActorExample {
  id: string;
  writer: string;
  lang: string;
  /** The labelled name ('' for null). */
  name: string;
  /** The text as a caller would paste it. */
  text: string;
  doc: ActorDocument;
  /** Indices of the positive candidates; empty with `none` for a document that names no one. */
  gold: number[];
  none: boolean;
  /** How the label was found: verbatim among the candidates, as a part of a longer label, null, or not at all. */
  kind: 'verbatim' | 'part' | 'null' | 'unreachable';
}

/** The text of a corpus document as a caller would paste it (docs/corpus.md: sentences joined by a space, a blank line before `para`). */
export function documentText(d: CorpusDocument): string {
  let text = '';
  d.sentences.forEach((s, i) => {
    if (i > 0) text += s.para ? '\n\n' : ' ';
    text += s.text;
  });
  return text;
}

/** Whether `part` is a whole-word piece of `whole`. */
function wordPart(part: string, whole: string): boolean {
  const i = whole.indexOf(part);
  if (i < 0) return false;
  const before = i > 0 ? whole[i - 1]! : ' ';
  const after = whole[i + part.length] ?? ' ';
  return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
}

/**
 * Prepares every document of the corpus with its positives. With `parts`, a label fuller than the
 * text teaches its longest whole-word part; without (the default: held-out exact match is 1.3
 * points higher, docs/decisions.md "Actor names"), such a document is left out as unreachable.
 */
export function actorExamples(docs: readonly CorpusDocument[], settings: Pick<ActorSettings, 'maxLen' | 'head' | 'tail' | 'parts'> = ACTOR_SETTINGS): ActorExample[] {
  return docs.map((d) => {
    const text = documentText(d);
    const doc = actorDocument(text, settings);
    const name = d.actor.name ?? '';
    const base = { id: d.id, writer: d.writer, lang: d.lang, name, text, doc };
    if (!name) return { ...base, gold: [], none: true, kind: 'null' as const };
    let gold = doc.candidates.flatMap((c, i) => (c.text === name ? [i] : []));
    if (gold.length) return { ...base, gold, none: false, kind: 'verbatim' as const };
    // A heading in capitals ("CLUB DE PÁDEL LOS ALMENDROS") names it too: the engine shows it as a sentence would (actor.ts displayName).
    const folded = name.toLocaleLowerCase();
    gold = doc.candidates.flatMap((c, i) => (c.text.toLocaleLowerCase() === folded ? [i] : []));
    if (gold.length) return { ...base, gold, none: false, kind: 'verbatim' as const };
    if (!text.includes(name) && settings.parts) {
      const parts = doc.candidates.flatMap((c, i) => (wordPart(c.text, name) ? [i] : []));
      const longest = Math.max(0, ...parts.map((i) => doc.candidates[i]!.text.length));
      gold = parts.filter((i) => doc.candidates[i]!.text.length === longest);
      if (gold.length) return { ...base, gold, none: false, kind: 'part' as const };
    }
    return { ...base, gold: [], none: false, kind: 'unreachable' as const };
  });
}

/**
 * Fits the scorer.
 * @param examples prepared documents (those whose label is unreachable are skipped).
 * @returns the model (float weights; serialize with serializeActorModel).
 */
export function trainActorModel(examples: readonly ActorExample[], settings: ActorSettings = ACTOR_SETTINGS): ActorSpanModel {
  const { buckets, maxLen, head, tail, epochs, lr, l2, seed } = settings;
  const mask = buckets - 1;
  const weights = new Float32Array(buckets);
  const g2 = new Float32Array(buckets).fill(1e-8);
  const grad = new Float32Array(buckets);
  const rows = examples.filter((e) => e.kind !== 'unreachable');
  const rand = rng(seed);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order, rand);
    for (const k of order) {
      const e = rows[k]!;
      const feats = [...e.doc.features, e.doc.none];
      const scores = feats.map((f) => f.reduce((z, id) => z + weights[id & mask]!, 0));
      const max = Math.max(...scores);
      const ex = scores.map((z) => Math.exp(z - max));
      const sum = ex.reduce((x, y) => x + y, 0);
      const p = ex.map((x) => x / sum);
      const positive = e.none ? [feats.length - 1] : e.gold;
      const pos = positive.reduce((z, i) => z + p[i]!, 0);
      const target = new Map(positive.map((i) => [i, p[i]! / pos]));
      const touched: number[] = [];
      feats.forEach((f, i) => {
        const g = p[i]! - (target.get(i) ?? 0);
        if (Math.abs(g) < 1e-7) return;
        for (const raw of f) {
          const id = raw & mask;
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
  return { buckets, maxLen, head, tail, weights };
}

/** Trains on the whole corpus and writes the shipped model file. */
function main(): void {
  const docs = loadCorpus();
  const examples = actorExamples(docs);
  const model = trainActorModel(examples);
  const writers = [...new Set(docs.map((d) => d.writer))].sort();
  const used = examples.filter((e) => e.kind !== 'unreachable').length;
  const serialized = serializeActorModel(model, { trainedOn: { documents: used, writers }, settings: ACTOR_SETTINGS });
  const file = path.resolve('src/engine/reader/actor-model.data.ts');
  const body = [
    '/** The shipped actor-name scorer (src/engine/reader/actor-span.ts), written by scripts/reader/train-actors.ts from data/corpus. Do not edit. */',
    "import type { SerializedActorSpanModel } from './actor-span.js';",
    '',
    `export const ACTOR_MODEL: SerializedActorSpanModel = ${JSON.stringify(serialized)};`,
    '',
  ].join('\n');
  fs.writeFileSync(file, body);
  console.log(`wrote ${file} (${(body.length / 1024).toFixed(0)} kB) from ${used} documents of ${writers.length} writers`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
