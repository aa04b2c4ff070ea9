/**
 * Text plumbing for the featurizer: accent folding that keeps character offsets, sentence
 * splitting, and pattern matches with spans.
 */
import * as cldr from 'cldr-segmentation';
import type { TextSpan } from '../types.js';

/**
 * Lower-cases and strips diacritics one character at a time, so every offset of the result is
 * the offset of the same character in `text` ("Aumentará" → "aumentara").
 */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const f = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // Keep one output unit per input unit: a character that folds to several (rare ligatures) stays as it is.
    out += f.length === ch.length ? f : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
  }
  return out;
}

/** A sentence with its offset in the text. */
export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** CLDR's abbreviation lists for the two languages read (English and Spanish), merged. */
const SUPPRESSIONS = cldr.suppressions.en!.merge(cldr.suppressions.es!);

/**
 * Splits text into sentences, keeping offsets: first at line breaks (a heading, a list item or a
 * wrapped line is its own piece), then inside each piece at Unicode sentence boundaries (UAX #29,
 * by cldr-segmentation) except after CLDR's English and Spanish abbreviations ("Inc.", "U.S.",
 * "Sr.", "p.m.") and after a personal initial ("Susan G. Komen", "J.C. Penney": one capital letter
 * and a full stop). Decimal points ("$9.99") never split.
 * @returns the sentences in order, each trimmed, with `start`/`end` offsets into `text`.
 */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  for (const line of text.matchAll(/[^\n]+/g)) {
    let at = line.index!;
    let pending: { start: number; end: number } | null = null;
    for (const piece of cldr.sentenceSplit(line[0], SUPPRESSIONS)) {
      const span: { start: number; end: number } = { start: pending?.start ?? at, end: at + piece.length };
      at += piece.length;
      if (INITIAL_AT_END.test(piece) && at < line.index! + line[0].length) {
        pending = span;
        continue;
      }
      pending = null;
      push(out, text, span.start, span.end);
    }
    if (pending) push(out, text, pending.start, pending.end);
  }
  return out;
}

/** A piece that ends in a personal initial ("… Susan G. "): the name goes on in the next piece. */
const INITIAL_AT_END = /(?:^|[\s.])\p{Lu}\.\s*$/u;

function push(out: Sentence[], text: string, start: number, end: number): void {
  const raw = text.slice(start, end);
  const lead = raw.length - raw.trimStart().length;
  const body = raw.trim();
  if (body) out.push({ start: start + lead, end: start + lead + body.length, text: body });
}

/** A match of a pattern with its span. */
export interface Hit<T> extends TextSpan {
  entry: T;
}

/** Every match of every entry's pattern in `folded`, as spans of `original` (same offsets). */
export function hits<T extends { re: RegExp }>(entries: readonly T[], folded: string, original: string, offset = 0): Hit<T>[] {
  const out: Hit<T>[] = [];
  for (const entry of entries) {
    for (const m of folded.matchAll(entry.re)) {
      if (!m[0]) continue;
      const start = m.index!;
      out.push({ start: offset + start, end: offset + start + m[0].length, text: original.slice(start, start + m[0].length), entry });
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Drops hits overlapping a longer hit (the longest reading wins; ties go to the earlier). */
export function longestFirst<T>(list: Hit<T>[]): Hit<T>[] {
  const bySize = [...list].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Hit<T>[] = [];
  for (const h of bySize) {
    if (kept.some((o) => h.start < o.end && o.start < h.end)) continue;
    kept.push(h);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Spans of all matches of `patterns` in `folded` (offsets of `original`), at most `max`. */
export function spansOf(patterns: readonly RegExp[], folded: string, original: string, max = 3): TextSpan[] {
  const found = hits(
    patterns.map((re) => ({ re })),
    folded,
    original,
  );
  return found.slice(0, max).map(({ start, end, text }) => ({ start, end, text }));
}
