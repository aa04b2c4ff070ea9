/**
 * Checks of the reading corpus beyond its schema (docs/corpus.md "Rules"): what the TypeBox schema
 * in src/contracts/corpus.ts cannot say. Pure: takes parsed documents, returns problems.
 */
import { CAUSE_CLASSES, SIDED_CAUSE_CLASSES } from '../understand/ontology.js';

/** The fields of a corpus sentence these checks read (src/contracts/corpus.ts CorpusSentence). */
export interface CheckedSentence {
  text: string;
  role: string;
  class?: string;
  object?: string;
  direction?: string;
  modality: string;
  cause?: string;
  cause_side?: string;
  numbers: { text: string }[];
}

/** The fields of a corpus document these checks read. */
export interface CheckedDocument {
  id: string;
  writer: string;
  sentences: CheckedSentence[];
  central: number | null;
}

const CAUSE_CARRIERS = new Set<string>(CAUSE_CLASSES);
const SIDED_CAUSE_CARRIERS = new Set<string>(SIDED_CAUSE_CLASSES);

/**
 * Problems of one document, each a sentence in English naming the field; empty when it is sound.
 * Rules: a change sentence has a class, an object and a direction; a class only on change and
 * relief sentences; a cause only on the classes that carry one (on public_rule and access with its
 * cause_side; on the others cause_side is optional, `against` for a person or partner on the cause's other side); every number is a substring of its
 * sentence; the central change is an asserted change sentence; the id starts with the writer.
 */
export function documentProblems(doc: CheckedDocument): string[] {
  const out: string[] = [];
  if (!doc.id.startsWith(`${doc.writer}-`)) out.push(`id ${doc.id} does not start with writer ${doc.writer}`);
  doc.sentences.forEach((s, i) => {
    const at = `${doc.id} sentence ${i}`;
    if (s.role === 'change' && (!s.class || !s.object || !s.direction)) out.push(`${at}: a change needs class, object and direction`);
    if (s.class && s.role !== 'change' && s.role !== 'relief') out.push(`${at}: class given on a ${s.role} sentence`);
    if (s.class && (!s.object || !s.direction)) out.push(`${at}: a class needs object and direction`);
    const sided = SIDED_CAUSE_CARRIERS.has(s.class ?? '');
    if (s.cause && !CAUSE_CARRIERS.has(s.class ?? '') && !sided) out.push(`${at}: cause given on class ${s.class ?? 'none'}`);
    if (s.cause && sided && !s.cause_side) out.push(`${at}: a cause on ${s.class} needs cause_side (for or against)`);
    if (s.cause_side && !s.cause) out.push(`${at}: cause_side is only for a sentence with a cause`);
    for (const n of s.numbers) if (!s.text.includes(n.text)) out.push(`${at}: number "${n.text}" is not in the sentence`);
  });
  if (doc.central !== null) {
    const c = doc.sentences[doc.central];
    if (!c) out.push(`${doc.id}: central ${doc.central} is out of range`);
    else if (c.role !== 'change' || c.modality !== 'asserted') out.push(`${doc.id}: central sentence ${doc.central} is not an asserted change`);
  } else if (doc.sentences.some((s) => s.role === 'change' && s.modality === 'asserted')) {
    out.push(`${doc.id}: central is null but an asserted change sentence exists`);
  }
  return out;
}
