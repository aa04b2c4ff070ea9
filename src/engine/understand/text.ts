/**
 * Text plumbing for the featurizer: accent folding that keeps character offsets, sentence
 * splitting, and pattern matches with spans.
 */
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

/**
 * Splits text into sentences at ., !, ? or a line break followed by an upper-case letter, a
 * quote or an opening mark (¿ ¡), keeping offsets. Decimal points ("$9.99") and common
 * abbreviations ("Inc.", "St.") do not split.
 */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const boundary = /(?<!\b(?:Inc|Ltd|Co|Corp|St|Dr|Mr|Mrs|Ms|No|vs|etc|e\.g|i\.e|Jr|Sr|Sra|Sr|Dña|Av))([.!?]+)(?=\s+["“'¿¡(]?[A-ZÁÉÍÓÚÑ0-9])|\n+/g;
  let start = 0;
  for (const m of text.matchAll(boundary)) {
    const end = m.index! + (m[1] ? m[1].length : 0);
    push(out, text, start, end);
    start = m.index! + m[0].length;
  }
  push(out, text, start, text.length);
  return out;
}

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
