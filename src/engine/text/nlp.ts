/**
 * Linguistic analysis with wink-nlp and its English lite model (tokens, part of speech, entities):
 * the quantities the text states (money, percentages, counts, dates) with their character spans.
 * Loaded once per process; pure otherwise.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const nlp = winkNLP(model);
const its = nlp.its;

/** An entity the model found, with its span in the original text. */
export interface TextEntity {
  type: 'MONEY' | 'PERCENT' | 'CARDINAL' | 'DATE' | 'DURATION' | 'ORDINAL' | 'TIME';
  text: string;
  start: number;
  end: number;
}

const KEPT = new Set(['MONEY', 'PERCENT', 'CARDINAL', 'DATE', 'DURATION', 'ORDINAL', 'TIME']);

/** Quantity and date entities of `text`, in order, with character offsets. */
export function extractEntities(text: string): TextEntity[] {
  const doc = nlp.readDoc(text);
  const out: TextEntity[] = [];
  let cursor = 0;
  doc.entities().each((e: any) => {
    const type = e.out(its.type) as string;
    const value = e.out() as string;
    const start = text.indexOf(value, cursor);
    if (start < 0) return;
    cursor = start + value.length;
    if (KEPT.has(type)) out.push({ type: type as TextEntity['type'], text: value, start, end: start + value.length });
  });
  return out;
}

/** Parts of speech a noun phrase is built of (wink-nlp's universal tags). */
const NP_MODIFIERS = new Set(['NOUN', 'PROPN', 'ADJ']);
/** Possessive determiners an announcement uses for its own things ("its standard plan"): the phrase reads "the standard plan". */
const POSSESSIVE = /^(?:its|our|their|his|her|my|your)$/i;

/**
 * The English noun phrase around `[start, end)` of `sentence` (offsets in the sentence): the head
 * with the nouns and adjectives before it and an "of" complement after it ("price" in "raise the
 * price of its standard plan" → "price of the standard plan"; "charges" in "raise parking charges"
 * → "parking charges"). Possessives become "the". Returns the head alone when wink-nlp finds no
 * token there.
 */
export function englishNounPhrase(sentence: string, start: number, end: number): string {
  const doc = nlp.readDoc(sentence);
  const toks: { text: string; pos: string; start: number }[] = [];
  let cursor = 0;
  doc.tokens().each((t: any) => {
    const text = t.out() as string;
    const at = sentence.indexOf(text, cursor);
    if (at < 0) return;
    cursor = at + text.length;
    toks.push({ text, pos: t.out(its.pos) as string, start: at });
  });
  const first = toks.findIndex((t) => t.start + t.text.length > start);
  let last = first;
  while (last + 1 < toks.length && toks[last + 1]!.start < end) last++;
  if (first < 0) return sentence.slice(start, end);
  let lo = first;
  while (lo - 1 >= 0 && NP_MODIFIERS.has(toks[lo - 1]!.pos) && lo > first - 3) lo--;
  let hi = last;
  // A compound goes on to its last noun ("parking charges", "season ticket prices").
  while (hi + 1 < toks.length && hi < last + 3 && (toks[hi + 1]!.pos === 'NOUN' || (toks[hi + 1]!.pos === 'PROPN' && toks[hi]!.pos === 'PROPN'))) hi++;
  if (toks[hi + 1]?.text.toLowerCase() === 'of') {
    let k = hi + 2;
    if (toks[k] && (toks[k]!.pos === 'DET' || POSSESSIVE.test(toks[k]!.text))) k++;
    let m = k;
    while (m < toks.length && NP_MODIFIERS.has(toks[m]!.pos) && m < k + 3) m++;
    if (m > k) hi = m - 1;
  }
  const words = toks.slice(lo, hi + 1).map((t) => (POSSESSIVE.test(t.text) ? 'the' : t.text));
  return words.join(' ').replace(/\s+([,'’])/g, '$1').replace(/\s+-\s+/g, '-');
}

/**
 * Offsets `[start, end)` in `sentence` of the first noun at or after `from` (wink-nlp tags), or
 * null; with `afterVerb`, only a noun after the sentence's first main verb ("will replace its tin");
 * with `commonOnly`, no proper noun (the actor's name).
 */
export function firstNounAfter(sentence: string, from: number, afterVerb = false, commonOnly = false): [number, number] | null {
  let verbSeen = !afterVerb;
  const doc = nlp.readDoc(sentence);
  let cursor = 0;
  let found: [number, number] | null = null;
  doc.tokens().each((t: any) => {
    if (found) return;
    const text = t.out() as string;
    const at = sentence.indexOf(text, cursor);
    if (at < 0) return;
    cursor = at + text.length;
    const pos = t.out(its.pos) as string;
    if (pos === 'VERB') verbSeen = true;
    else if (verbSeen && at >= from && (pos === 'NOUN' || (pos === 'PROPN' && !commonOnly))) found = [at, at + text.length];
  });
  return found;
}

/** One word of an English text with its universal part-of-speech tag (wink-nlp) and its offset. */
export interface TaggedWord {
  text: string;
  pos: string;
  start: number;
}

/** The words of an English text with their parts of speech (wink-nlp tags), in order; offsets in `text`. */
export function englishTags(text: string): TaggedWord[] {
  const out: TaggedWord[] = [];
  let cursor = 0;
  nlp.readDoc(text).tokens().each((t: any) => {
    const word = t.out() as string;
    const at = text.indexOf(word, cursor);
    if (at < 0) return;
    cursor = at + word.length;
    out.push({ text: word, pos: t.out(its.pos) as string, start: at });
  });
  return out;
}
