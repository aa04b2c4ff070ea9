/**
 * Linguistic analysis with wink-nlp and its English lite model (tokens, part of speech, entities):
 * the quantities the text states (money, percentages, counts, dates) with their character spans,
 * and the object of the announced action ("will raise the price of its standard plan" →
 * "standard plan"). Loaded once per process; pure otherwise.
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

const PRICE_HEADS = new Set(['price', 'prices', 'cost', 'costs', 'fee', 'fees', 'rate', 'rates', 'fare', 'fares']);

/**
 * The object of the first announced action: the noun phrase after the verb that follows the
 * first "will" (or after "price of" when the object is a price); for a passive ("X will be
 * introduced") the subject X. Empty when none is found.
 */
export function extractObject(text: string): string {
  const doc = nlp.readDoc(text);
  const first = doc.sentences().itemAt(0);
  if (!first) return '';
  const tokens: { word: string; pos: string }[] = [];
  first.tokens().each((t: any) => {
    tokens.push({ word: t.out() as string, pos: t.out(its.pos) as string });
  });
  const will = tokens.findIndex((t) => t.word.toLowerCase() === 'will');
  if (will < 0) return '';
  let k = will + 1;
  while (k < tokens.length && tokens[k]!.pos === 'ADV') k++;
  if (tokens[k]?.word.toLowerCase() === 'be') {
    // Passive or copula: the thing announced is the subject.
    const subject = phraseAt(tokens, 0).words;
    return subject.length && subject.length <= 4 && will <= 5 ? subject.join(' ').toLowerCase() : '';
  }
  let phrase = phraseAt(tokens, k + 1);
  const head = phrase.words[phrase.words.length - 1]?.toLowerCase() ?? '';
  if (PRICE_HEADS.has(head) && tokens[phrase.next]?.word === 'of') {
    const inner = phraseAt(tokens, phrase.next + 1);
    if (inner.words.length) phrase = inner;
  }
  return phrase.words.slice(-4).join(' ');
}

function phraseAt(tokens: { word: string; pos: string }[], k: number): { words: string[]; next: number } {
  while (k < tokens.length && ['DET', 'PRON'].includes(tokens[k]!.pos)) k++;
  const words: string[] = [];
  const nounish = (t?: { pos: string }) => !!t && ['NOUN', 'PROPN'].includes(t.pos);
  while (k < tokens.length) {
    const t = tokens[k]!;
    const participle =
      t.pos === 'VERB' && /(ed|ing)$/i.test(t.word) && (nounish(tokens[k + 1]) || tokens[k + 1]?.pos === 'ADJ' || (/ing$/i.test(t.word) && nounish(tokens[k - 1])));
    const adverb = t.pos === 'ADV' && tokens[k + 1]?.pos === 'ADJ';
    if (!['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(t.pos) && !participle && !adverb) break;
    words.push(t.word);
    k++;
    // "Terms of Service": a proper noun continues through "of".
    if (tokens[k]?.word === 'of' && tokens[k - 1]!.pos === 'PROPN' && tokens[k + 1]?.pos === 'PROPN') {
      words.push('of');
      k++;
    }
  }
  // A phrase must end in a noun ("a new formula", not "the first").
  while (words.length && !nounish(tokens[k - 1]) && !/ing$/i.test(tokens[k - 1]?.word ?? '') && k > 0) {
    words.pop();
    k--;
  }
  return { words, next: k };
}
