/**
 * Tokens for the learned reader (docs/engine.md "Reading"): accent-folded lower-case words, with
 * quantities replaced by their kind so that "£45" and "30 €" read alike. English and Spanish share
 * the tokenizer. Pure.
 */
import { fold } from '../understand/text.js';

/** One token: the folded word (or the kind of quantity it states) and its offsets in the sentence. */
export interface Token {
  /** Folded form, or `<money>`, `<pct>`, `<year>`, `<num>`. */
  norm: string;
  /** The token as written. */
  raw: string;
  start: number;
  end: number;
}

const TOKEN = /[£$€¥]\s?\d[\d.,]*(?:\s?(?:m|bn|k|million|billion|millones|mil))?|\d[\d.,]*\s?(?:%|€|euros?|pesos?|usd|eur|gbp|p\b|c\b|pence|cents?|centimos?|por ?ciento|percent|per ?cent)?|[\p{L}\p{M}]+(?:['’][\p{L}]+)?|[^\s\p{L}\p{N}]/gu;

/** The kind a numeric token stands for: money, percent, a year, or another number. */
function numberKind(raw: string): string {
  const r = raw.toLowerCase();
  if (/[£$€¥]|euro|peso|usd|eur|gbp|pence|cent|\dp$|\dc$/.test(r)) return '<money>';
  if (/%|ciento|percent|per ?cent/.test(r)) return '<pct>';
  if (/^(19|20)\d\d$/.test(r)) return '<year>';
  return '<num>';
}

/**
 * Splits a sentence into tokens.
 * @param text one sentence (any length).
 * @returns tokens in order; punctuation marks are tokens of their own.
 */
export function tokenize(text: string): Token[] {
  // A sentence is tokenized for each network and for its word vector: keep the last few (folding is per character).
  const cached = recent.get(text);
  if (cached) return cached;
  const out = tokenizeAnew(text);
  recent.set(text, out);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value!);
  return out;
}

/** How many recent sentences' tokens are kept (the networks of one reading ask for the same sentence in turn). */
const RECENT = 8;
const recent = new Map<string, Token[]>();

function tokenizeAnew(text: string): Token[] {
  const folded = fold(text);
  const out: Token[] = [];
  for (const m of folded.matchAll(TOKEN)) {
    const start = m.index!;
    const end = start + m[0].length;
    const raw = text.slice(start, end);
    const norm = /\d/.test(m[0]) ? numberKind(m[0]) : m[0].replace(/’/g, "'");
    out.push({ norm, raw, start, end });
  }
  return out;
}
