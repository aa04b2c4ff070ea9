/**
 * The bare plan a severity network is trained or recalibrated on (src/engine/reader/severity.ts
 * `bareDocument`): by the corpus's own roles, modalities and central sentence (the default), or, with
 * SEVERITY_ROLES=reader, by the shipped reader's, as the engine reads a text it is given — so the
 * network learns from the inputs it will see (the reader's misreads included) rather than the
 * labels (docs/decisions.md, eighteenth session).
 */
import type { CorpusDocument } from '../../src/contracts/corpus.js';
import { bareDocument } from '../../src/engine/reader/severity.js';
import { shippedReader } from '../../src/engine/reader/model.js';
import { readSentences } from '../../src/engine/reader/read.js';

/** Which roles the bare plan is cut by: 'corpus' (labels) or 'reader' (the shipped reader's reading). */
export const SEVERITY_ROLES = process.env.SEVERITY_ROLES === 'reader' ? 'reader' : 'corpus';

/** A corpus document's bare plan by SEVERITY_ROLES. */
export function bareOf(d: CorpusDocument): { sentences: string[]; central: number | null } {
  const texts = d.sentences.map((s) => s.text);
  if (SEVERITY_ROLES === 'corpus') return bareDocument(texts, d.sentences.map((s) => s.role), d.central ?? null, d.sentences.map((s) => s.modality));
  const r = readSentences(d.sentences.map((s) => ({ text: s.text, para: !!s.para })), shippedReader());
  return bareDocument(texts, r.sentences.map((s) => s.role.label), r.central, r.sentences.map((s) => s.modality.label));
}
