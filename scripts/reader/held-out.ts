/**
 * The held-out comparison the reader's add-on networks are measured by (scripts/reader/train-direction.ts,
 * bench/conv.ts): every asserted change sentence with a labelled class and direction in `docs`, read in its
 * document by the shipped reader without and with the networks under test.
 */
import type { CorpusDocument } from '../../src/contracts/corpus.js';
import { readSentences, type ReaderNets, type SentenceReading } from '../../src/engine/reader/read.js';

/** A labelled sentence of the corpus. */
type CorpusSentence = CorpusDocument['sentences'][number];

/**
 * Calls `visit` for each asserted change sentence of `docs` that has a class and a direction, with the
 * two readings of it.
 * @returns how many sentences were visited.
 */
export function eachHeldOutChange(docs: readonly CorpusDocument[], without: ReaderNets, withNets: ReaderNets, visit: (s: CorpusSentence, before: SentenceReading, after: SentenceReading) => void): number {
  let n = 0;
  for (const d of docs) {
    const input = d.sentences.map((s) => ({ text: s.text, para: !!s.para }));
    const a = readSentences(input, without);
    const b = readSentences(input, withNets);
    d.sentences.forEach((s, i) => {
      if (s.role !== 'change' || !s.class || !s.direction || s.modality !== 'asserted') return;
      n++;
      visit(s, a.sentences[i]!, b.sentences[i]!);
    });
  }
  return n;
}
