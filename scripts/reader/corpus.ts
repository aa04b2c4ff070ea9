/**
 * Loads the reading corpus (data/corpus/*.jsonl, docs/corpus.md) and turns it into training
 * examples for the reader's networks: one per sentence (role, class, direction, modality, cue,
 * cause, groups) and one per document (actor type).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Value } from 'typebox/value';
import { CorpusDocument } from '../../src/contracts/corpus.js';
import { READER_SETTINGS } from './settings.js';
import { CAUSE_LABELS, causeLabel, CLASSES, CUE_LABELS, DIRECTIONS, FRAMES, GROUPS, MODALITIES, READER_ACTOR_TYPES, ROLES } from '../../src/engine/reader/labels.js';
import type { HeadSpec } from '../../src/engine/reader/net.js';
import { SIDED_CAUSE_CLASSES } from '../../src/engine/understand/ontology.js';
import { ALL_FAMILIES, documentFeatures, sentenceDense, sentenceFeatures, type FeatureFamilies } from '../../src/engine/reader/features.js';
import { rng, type Example } from './train-net.js';

/** Reads every valid document of the corpus folder (invalid lines are skipped with a warning). */
export function loadCorpus(dir = path.resolve('data/corpus')): CorpusDocument[] {
  const out: CorpusDocument[] = [];
  if (!fs.existsSync(dir)) return out;
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.jsonl')).sort()) {
    for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        const d = JSON.parse(line);
        if (Value.Check(CorpusDocument, d)) out.push(d);
        else console.error(`skipped an invalid document in ${f}`);
      } catch {
        console.error(`skipped a line that is not JSON in ${f}`);
      }
    }
  }
  return out;
}

/** The sentence network's heads, in target order. */
export const SENTENCE_HEADS: HeadSpec[] = [
  { name: 'role', labels: [...ROLES], kind: 'softmax' },
  { name: 'class', labels: [...CLASSES], kind: 'softmax' },
  { name: 'direction', labels: [...DIRECTIONS], kind: 'softmax' },
  { name: 'modality', labels: [...MODALITIES], kind: 'softmax' },
  { name: 'cue', labels: [...CUE_LABELS], kind: 'softmax' },
  { name: 'cause', labels: [...CAUSE_LABELS], kind: 'softmax' },
  { name: 'groups', labels: [...GROUPS], kind: 'sigmoid' },
  { name: 'central', labels: ['no', 'yes'], kind: 'softmax' },
  { name: 'frame', labels: [...FRAMES], kind: 'softmax' },
];

/** The frame network's heads (read.ts ReaderNets `frame`): class, direction, both jointly, cause. */
export const FRAME_HEADS: HeadSpec[] = [
  { name: 'class', labels: [...CLASSES], kind: 'softmax' },
  { name: 'direction', labels: [...DIRECTIONS], kind: 'softmax' },
  { name: 'frame', labels: [...FRAMES], kind: 'softmax' },
  { name: 'cause', labels: [...CAUSE_LABELS], kind: 'softmax' },
];

/**
 * Examples of the frame network: every sentence that carries a class (changes, and relief that is
 * itself a change), plus, with `objects`, each labelled object's own words for the class head only,
 * plus `augment` copies of each such sentence joined to a sentence of another document that
 * carries no class (background, reason, boilerplate), with the same labels. Real announcements
 * state a change inside long sentences full of dates, conditions and names ("…, subject to approval
 * by shareholders at a meeting on 30 October"); in a mean of word features such clauses can
 * outweigh the change's own words, and the copies teach the network that they do not change the
 * class (label-preserving noise, as in Wei & Zou 2019, "EDA: Easy Data Augmentation Techniques").
 */
export function frameExamples(docs: CorpusDocument[], buckets: number, families: FeatureFamilies, objects = true, augment = 0, seed = 1): Example[] {
  const out: Example[] = [];
  const ctx = { index: 0, count: 1, para: false, previous: '' };
  // Fillers per language: sentences without a class, from any document (chosen from another one below).
  const fillers = new Map<string, { doc: number; text: string }[]>();
  docs.forEach((doc, d) => {
    for (const s of doc.sentences) if (!s.class && s.role !== 'change' && s.text.length > 30) fillers.set(doc.lang, [...(fillers.get(doc.lang) ?? []), { doc: d, text: s.text }]);
  });
  const rand = rng(seed);
  const push = (text: string, targets: (number | null)[]) => out.push({ ids: sentenceFeatures(text, ctx, buckets, families), dense: sentenceDense(text), targets });
  docs.forEach((doc, d) => {
    const pool = fillers.get(doc.lang) ?? [];
    for (const s of doc.sentences) {
      if (!s.class || !s.direction) continue;
      const targets = [CLASSES.indexOf(s.class), DIRECTIONS.indexOf(s.direction), FRAMES.indexOf(`${s.class}:${s.direction}`), CAUSE_LABELS.indexOf(trainedCause(s) as (typeof CAUSE_LABELS)[number])];
      push(s.text, targets);
      if (objects && s.object) push(s.object, [CLASSES.indexOf(s.class), null, null, null]);
      for (let a = 0; a < augment && pool.length > 1; a++) {
        let filler = pool[Math.floor(rand() * pool.length)]!;
        while (filler.doc === d) filler = pool[Math.floor(rand() * pool.length)]!;
        // Either side: the clause may come before or after the change.
        push(rand() < 0.5 ? `${s.text} ${filler.text}` : `${filler.text} ${s.text}`, targets);
      }
    }
  });
  return out;
}

/** The role network's heads (read.ts ReaderNets `role`): what a sentence does, and whether it asserts it. */
export const ROLE_HEADS: HeadSpec[] = [
  { name: 'role', labels: [...ROLES], kind: 'softmax' },
  { name: 'modality', labels: [...MODALITIES], kind: 'softmax' },
];

/** Examples of the role network: every sentence, in its place in its document. */
export function roleExamples(docs: CorpusDocument[], buckets: number, families: FeatureFamilies): Example[] {
  return docs.flatMap((doc) =>
    doc.sentences.map((s, i) => ({
      ids: sentenceFeatures(s.text, { index: i, count: doc.sentences.length, para: !!s.para || i === 0, previous: i ? doc.sentences[i - 1]!.text : '' }, buckets, families),
      dense: sentenceDense(s.text),
      targets: [ROLES.indexOf(s.role), MODALITIES.indexOf(s.modality)],
    })),
  );
}

/** The document network's heads. */
export const DOCUMENT_HEADS: HeadSpec[] = [
  { name: 'actor_type', labels: [...READER_ACTOR_TYPES], kind: 'softmax' },
  { name: 'takes_back_owned', labels: ['no', 'yes'], kind: 'softmax' },
  { name: 'identity_salient', labels: ['no', 'yes'], kind: 'softmax' },
];

/**
 * The traits network's heads (read.ts ReaderNets `traits`): whether the central change takes back
 * what people own, and whether it touches an identity, read from the central sentence's own words.
 */
export const TRAIT_HEADS: HeadSpec[] = [
  { name: 'takes_back_owned', labels: ['no', 'yes'], kind: 'softmax' },
  { name: 'identity_salient', labels: ['no', 'yes'], kind: 'softmax' },
];

/** Examples of the traits network: each document's central sentence (documents without one are left out). */
export function traitExamples(docs: CorpusDocument[], buckets: number, families: FeatureFamilies): Example[] {
  const ctx = { index: 0, count: 1, para: false, previous: '' };
  return docs
    .filter((d) => d.central !== null && d.central !== undefined)
    .map((d) => {
      const text = d.sentences[d.central!]!.text;
      return { ids: sentenceFeatures(text, ctx, buckets, families), dense: sentenceDense(text), targets: [d.takes_back_owned ? 1 : 0, d.identity_salient ? 1 : 0] };
    });
}

const idx = (labels: readonly string[], v: string | undefined): number | null => (v === undefined ? null : labels.indexOf(v));

/** A corpus sentence with its document, for scoring. */
export interface SentenceRow {
  doc: CorpusDocument;
  index: number;
  example: Example;
}

/** Sentence examples of the documents, with their features hashed into `buckets`. */
export function sentenceExamples(docs: CorpusDocument[], buckets: number, families: FeatureFamilies = ALL_FAMILIES): SentenceRow[] {
  const rows: SentenceRow[] = [];
  for (const doc of docs) {
    doc.sentences.forEach((s, i) => {
      const ids = sentenceFeatures(s.text, { index: i, count: doc.sentences.length, para: !!s.para || i === 0, previous: i ? doc.sentences[i - 1]!.text : '' }, buckets, families);
      const hasClass = s.class !== undefined;
      const targets = [
        idx(ROLES, s.role),
        hasClass ? idx(CLASSES, s.class) : null,
        hasClass ? idx(DIRECTIONS, s.direction) : null,
        idx(MODALITIES, s.modality),
        idx(CUE_LABELS, s.cue ?? 'none'),
        hasClass ? idx(CAUSE_LABELS, trainedCause(s)) : null,
        GROUPS.map((g) => ((s.groups as string[]).includes(g) ? 1 : 0)),
        doc.central === i ? 1 : 0,
        hasClass ? idx(FRAMES, `${s.class}:${s.direction}`) : null,
      ];
      rows.push({ doc, index: i, example: { ids, dense: sentenceDense(s.text), targets } });
    });
  }
  return rows;
}

/**
 * Extra class examples: each labelled object's own words ("the monthly service fee") read as a
 * sentence of its own, training only the class head, so the class rests on what changes more than
 * on the words around it.
 */
export function objectExamples(docs: CorpusDocument[], buckets: number, families: FeatureFamilies = ALL_FAMILIES): Example[] {
  const out: Example[] = [];
  for (const doc of docs) {
    for (const s of doc.sentences) {
      if (!s.object || !s.class) continue;
      const ids = sentenceFeatures(s.object, { index: 0, count: 1, para: false, previous: '' }, buckets, families);
      out.push({ ids, dense: sentenceDense(s.object), targets: SENTENCE_HEADS.map((h) => (h.name === 'class' ? CLASSES.indexOf(s.class!) : null)) });
    }
  }
  return out;
}

/** Document examples (actor type, takes back what people own, identity salient). */
export function documentExamples(docs: CorpusDocument[], buckets: number): Example[] {
  return docs.map((d) => ({
    ids: documentFeatures(d.sentences.map((s) => s.text), buckets),
    targets: [idx(READER_ACTOR_TYPES, d.actor.type), d.takes_back_owned ? 1 : 0, d.identity_salient ? 1 : 0],
  }));
}

/**
 * The cause label a sentence trains the cause heads on (labels.ts `causeLabel`). Without
 * READER_SETTINGS.causeSides, a cause is learned only where its side is the class's own (a cause
 * adopted or dropped, a partner, a donation, a person standing for it): a rule's cause or a person
 * standing against one would be read back as the `for` side (reading.ts), so those train as 'none'.
 */
export function trainedCause(s: { class?: string; cause?: string; cause_side?: string }): string {
  if (READER_SETTINGS.causeSides) return causeLabel(s.cause, s.cause_side);
  if (s.cause_side === 'against' || (s.class && (SIDED_CAUSE_CLASSES as readonly string[]).includes(s.class))) return 'none';
  return causeLabel(s.cause, undefined);
}
