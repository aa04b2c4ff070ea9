/**
 * The learned reader (docs/engine.md "Reading"): reads every sentence of an announcement with the
 * sentence network (role, class, direction, modality, framing cue, cause, affected groups, and how
 * likely it is the central change) and the whole text with the document network (actor type).
 * Pure and deterministic; the networks come from src/engine/reader/model.ts or, in the bench, from
 * training inside the folds.
 */
import { documentFeatures, sentenceDense, sentenceFeatures } from './features.js';
import { forward, type Net } from './net.js';
import { READER_ACTOR_TYPES } from './labels.js';
import { sentences as splitSentences } from '../understand/text.js';

/** The two networks of a reader. */
export interface ReaderNets {
  sentence: Net;
  document: Net;
}

/** A sentence to read: its text and whether a paragraph (heading, list item) starts with it. */
export interface SentenceInput {
  text: string;
  para: boolean;
  /** Offset of the sentence in the whole text (0 when read apart). */
  start?: number;
}

/** A label and its probability. */
export interface Scored<T extends string = string> {
  label: T;
  p: number;
}

/** What the reader made of one sentence. */
export interface SentenceReading {
  text: string;
  start: number;
  role: Scored;
  class: Scored;
  direction: Scored;
  modality: Scored;
  cue: Scored;
  cause: Scored;
  /** Groups with probability ≥ 0.5, most probable first. */
  groups: Scored[];
  /** Probability that the sentence states an asserted change: P(role = change) × P(modality = asserted). */
  pChange: number;
  /** Probability that it is the text's central change. */
  pCentral: number;
  /** Every head's full distribution, by head name, in label order. */
  dist: Record<string, Float32Array>;
}

/** What the reader made of a document. */
export interface DocumentReading {
  sentences: SentenceReading[];
  /** Index of the central change, or null when no sentence states an asserted change. */
  central: number | null;
  actorType: Scored<(typeof READER_ACTOR_TYPES)[number]>;
  /** Probability that the central change takes back something people own, paid for or built. */
  pTakesBackOwned: number;
  /** Probability that the central change touches a political or social identity. */
  pIdentitySalient: number;
}

/** A sentence states a change when P(change) × P(asserted) reaches this (ASSUMPTION: the decision threshold of a calibrated probability). */
export const CHANGE_THRESHOLD = 0.5;

function best(labels: readonly string[], p: Float32Array): Scored {
  let k = 0;
  for (let i = 1; i < p.length; i++) if (p[i]! > p[k]!) k = i;
  return { label: labels[k]!, p: p[k]! };
}

/**
 * Reads a document given as sentences.
 * @param sentences the text's sentences in order (at least one for a reading; none gives an empty one).
 */
export function readSentences(sentences: readonly SentenceInput[], nets: ReaderNets): DocumentReading {
  const specs = nets.sentence.heads.map((h) => h.spec);
  const read: SentenceReading[] = sentences.map((s, i) => {
    const ids = sentenceFeatures(s.text, { index: i, count: sentences.length, para: s.para || i === 0, previous: i ? sentences[i - 1]!.text : '' }, nets.sentence.buckets, nets.sentence.families);
    const out = forward(nets.sentence, ids, sentenceDense(s.text));
    const dist: Record<string, Float32Array> = {};
    specs.forEach((h, k) => (dist[h.name] = out[k]!));
    const head = (name: string) => {
      const k = specs.findIndex((h) => h.name === name);
      if (k < 0) throw new Error(`The reader model has no "${name}" head`);
      return { labels: specs[k]!.labels, p: out[k]! };
    };
    const role = head('role');
    const modality = head('modality');
    const groups = head('groups');
    const pChange = role.p[role.labels.indexOf('change')]! * modality.p[modality.labels.indexOf('asserted')]!;
    return {
      text: s.text,
      start: s.start ?? 0,
      role: best(role.labels, role.p),
      class: best(head('class').labels, head('class').p),
      direction: best(head('direction').labels, head('direction').p),
      modality: best(modality.labels, modality.p),
      cue: best(head('cue').labels, head('cue').p),
      cause: best(head('cause').labels, head('cause').p),
      groups: groups.labels
        .map((label, k) => ({ label, p: groups.p[k]! }))
        .filter((g) => g.p >= 0.5)
        .sort((a, b) => b.p - a.p),
      pChange,
      pCentral: head('central').p[1]!,
      dist,
    };
  });
  let central: number | null = null;
  read.forEach((r, i) => {
    if (r.pChange < CHANGE_THRESHOLD) return;
    if (central === null || r.pCentral > read[central]!.pCentral) central = i;
  });
  const docOut = forward(nets.document, documentFeatures(sentences.map((s) => s.text), nets.document.buckets));
  const docHead = (name: string) => {
    const k = nets.document.heads.findIndex((h) => h.spec.name === name);
    if (k < 0) throw new Error(`The reader model has no "${name}" head`);
    return { labels: nets.document.heads[k]!.spec.labels, p: docOut[k]! };
  };
  const actor = docHead('actor_type');
  const actorType = best(actor.labels, actor.p) as Scored<(typeof READER_ACTOR_TYPES)[number]>;
  return { sentences: read, central, actorType, pTakesBackOwned: docHead('takes_back_owned').p[1]!, pIdentitySalient: docHead('identity_salient').p[1]! };
}

/**
 * Reads a whole text: split into sentences (src/engine/understand/text.ts), a sentence after a line
 * break starting a paragraph, then read.
 */
export function readText(text: string, nets: ReaderNets): DocumentReading {
  const parts = splitSentences(text).map((s) => ({ text: s.text, start: s.start, para: s.start === 0 || /\n\s*$/.test(text.slice(Math.max(0, s.start - 4), s.start)) }));
  return readSentences(parts, nets);
}
