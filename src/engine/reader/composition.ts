/**
 * Composition features of the learned reader (features.ts family `composition`): what a bag of
 * words cannot see. Quantities are tokens of their kind (tokens.ts: "£2.20" and "£2.60" are both
 * `<money>`), so "from £2.20 to £2.60" and "from £2.60 to £2.20" read alike; and a word next to a
 * verb of ending ("the 30 % discount will end") carries the same weight as the word alone. These
 * are extraction rules only (which way a stated comparison goes, which words sit by a verb of
 * ending), as issue 20 allows; what they mean for a class and direction ("a wait from 15 to 45 days"
 * is service down, "a fare from £2.20 to £2.60" is price up) is learned from the corpus. Pure.
 */
import type { Token } from './tokens.js';

/** Words between two quantities that say the first replaces the second ("12 minutes instead of 25"), folded. */
const REPLACES = ['instead of', 'rather than', 'en lugar de', 'en vez de', 'frente a', 'compared with', 'compared to', 'up from', 'down from', 'against', 'versus', 'vs', 'comparado con', 'respecto a'];
/** Words that open a from→to comparison ("from £2.20 to £2.60", "de 39 a 46 euros"), with the words that close it. */
const FROM = new Set(['from', 'de', 'desde']);
const TO = new Set(['to', 'a', 'hasta', 'al']);
/** Filler a comparison may skip ("every 12 minutes instead of every 25", "las 22:00"). */
const FILLER = new Set(['every', 'each', 'the', 'a', 'an', 'cada', 'los', 'las', 'la', 'el', 'of', 'de', 'per', 'por', 'only', 'just', 'solo', 'about', 'around', 'unos', 'unas']);
/**
 * Verbs and phrases of ending or taking away, English and Spanish, folded (ASSUMPTION: the common
 * verbs of withdrawal; which class and direction they imply is learned).
 */
const ENDERS = new Set([
  'end', 'ends', 'ended', 'ending', 'scrap', 'scraps', 'scrapped', 'scrapping', 'withdraw', 'withdraws', 'withdrawn', 'withdrew', 'withdrawing', 'retire', 'retires', 'retired', 'remove', 'removes', 'removed', 'removing', 'abolish', 'abolishes', 'abolished', 'axe', 'axed', 'axes', 'drop', 'drops', 'dropped', 'dropping', 'discontinue', 'discontinued', 'discontinues', 'cease', 'ceases', 'ceased', 'expire', 'expires', 'expired', 'cut', 'cuts', 'lose', 'loses', 'lost', 'stop', 'stops', 'stopped', 'replaced',
  'desaparece', 'desapareceran', 'desaparecera', 'desaparecen', 'elimina', 'eliminan', 'eliminara', 'eliminaran', 'eliminamos', 'eliminado', 'eliminada', 'suprime', 'suprimira', 'suprimen', 'suprimido', 'suprimida', 'retira', 'retirara', 'retiramos', 'retirado', 'retirada', 'deroga', 'derogada', 'derogado', 'termina', 'terminara', 'acaba', 'acabara', 'cancela', 'cancelara', 'cancelado', 'cancelada', 'pierde', 'pierden', 'perdera', 'quita', 'quitara', 'deja', 'dejara', 'dejan', 'caduca', 'caducan', 'vence',
]);
/** Words within this many tokens of a verb of ending are marked as its neighbours (ASSUMPTION: about a noun phrase). */
const END_WINDOW = 4;
/** Function words not marked as neighbours. */
const STOP = new Set(['the', 'a', 'an', 'of', 'to', 'and', 'or', 'will', 'be', 'is', 'are', 'was', 'for', 'on', 'in', 'at', 'our', 'your', 'we', 'it', 'this', 'that', 'with', 'from', 'by', 'el', 'la', 'los', 'las', 'de', 'del', 'y', 'o', 'en', 'que', 'se', 'su', 'sus', 'un', 'una', 'por', 'para', 'con', 'al', 'lo', 'nuestro', 'nuestra']);

/** Number words, English and Spanish, folded (a comparison is often written "three days a week instead of six"). */
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, twenty: 20, thirty: 30,
  uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12, veinte: 20, treinta: 30,
};

const isNumber = (t: Token) => (t.norm.startsWith('<') && t.norm !== '<year>') || t.norm in NUMBER_WORDS;

/**
 * The value a quantity token states: money, percent or a plain number, with "1.200" and "1,200"
 * read as thousands and "2.20" / "2,20" as decimals; a following "pm" adds 12 (a time of day).
 * @returns NaN when no number is found.
 */
export function quantityValue(raw: string, next?: string): number {
  const word = NUMBER_WORDS[raw.toLowerCase()];
  if (word !== undefined) return word;
  const m = /\d[\d.,]*/.exec(raw);
  if (!m) return NaN;
  let s = m[0].replace(/[.,]$/, '');
  if (/^\d{1,3}([.,]\d{3})+$/.test(s)) s = s.replace(/[.,]/g, '');
  else s = s.replace(/,(?=\d{3}\b)/g, '').replace(',', '.');
  let v = Number(s);
  if (/\b(bn|billion)\b/i.test(raw)) v *= 1e9;
  else if (/\b(m|million|millones)\b/i.test(raw)) v *= 1e6;
  else if (/\b(k|mil)\b/i.test(raw)) v *= 1e3;
  if (next === 'pm' && v < 12) v += 12;
  return v;
}

/** Index of the next quantity after `i`, skipping at most two filler words or units; -1 when none. */
function nextQuantity(toks: readonly Token[], i: number): number {
  for (let j = i + 1, skipped = 0; j < toks.length && skipped <= 2; j++) {
    if (isNumber(toks[j]!)) return j;
    if (!FILLER.has(toks[j]!.norm)) skipped++;
  }
  return -1;
}

/**
 * The stated comparisons of a sentence, as signs: +1 when the new quantity is larger than the old
 * ("from £2.20 to £2.60", "240 g instead of 200 g"), −1 when smaller, in order of appearance.
 * @param toks the sentence's tokens (tokens.ts `tokenize`).
 */
export function comparisonSigns(toks: readonly Token[]): number[] {
  const out: number[] = [];
  const value = (j: number) => quantityValue(toks[j]!.raw, toks[j + 1]?.norm);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (FROM.has(t.norm)) {
      const a = nextQuantity(toks, i);
      if (a < 0 || a > i + 3) continue;
      // "from £2.20 to £2.60": a closing word within four tokens of the first quantity, then the second.
      for (let k = a + 1; k < Math.min(toks.length, a + 5); k++) {
        if (!TO.has(toks[k]!.norm)) continue;
        const b = nextQuantity(toks, k);
        if (b >= 0 && b <= k + 3) {
          const d = value(b) - value(a);
          if (d) out.push(Math.sign(d));
          i = b;
        }
        break;
      }
      continue;
    }
    if (!isNumber(t)) continue;
    // "12 minutes instead of 25", "2 points per pound instead of 4": a quantity, at most three unit words, a replacing phrase, a quantity.
    for (let k = i + 1; k < Math.min(toks.length, i + 5); k++) {
      const phrase = REPLACES.find((p) => p.split(' ').every((w, n) => toks[k + n]?.norm === w));
      if (!phrase) continue;
      const b = nextQuantity(toks, k + phrase.split(' ').length - 1);
      if (b >= 0) {
        const d = value(i) - value(b);
        if (d) out.push(Math.sign(d));
      }
      break;
    }
  }
  return out;
}

/**
 * The composition feature strings of a sentence: `cmp:up` / `cmp:down` for each stated comparison
 * and the same joined to each content word of the sentence (`cmp:up|espera`), so that even a linear
 * network can learn that a longer wait is less service and a higher fare a price rise; and
 * `end|word` for the content words within END_WINDOW tokens of a verb of ending.
 * @param toks the sentence's tokens; @param words the sentence's folded words (no punctuation).
 */
export function compositionFeatureNames(toks: readonly Token[], words: readonly string[]): string[] {
  const out: string[] = [];
  const content = words.filter((w) => w.length > 2 && !STOP.has(w) && !w.startsWith('<'));
  for (const s of new Set(comparisonSigns(toks))) {
    const dir = s > 0 ? 'up' : 'down';
    out.push(`cmp:${dir}`);
    for (const w of content) out.push(`cmp:${dir}|${w}`);
  }
  toks.forEach((t, i) => {
    if (!ENDERS.has(t.norm)) return;
    for (let j = Math.max(0, i - END_WINDOW); j <= Math.min(toks.length - 1, i + END_WINDOW); j++) {
      const w = toks[j]!.norm;
      if (j !== i && w.length > 2 && !STOP.has(w) && /^[\p{L}']+$/u.test(w)) out.push(`end|${w}`);
    }
  });
  return out;
}
