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
