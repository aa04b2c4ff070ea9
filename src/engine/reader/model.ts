/**
 * The shipped reader (docs/engine.md "Reading"): the networks trained by scripts/train-reader.ts
 * on the whole corpus, decoded once per process.
 */
import { deserializeNet, type SerializedNet } from './net.js';
import type { ReaderNets } from './read.js';
import { READER_MODEL } from './model.data.js';

/** The serialized reader as model.data.ts holds it. */
export interface SerializedReader {
  trainedOn: { documents: number; sentences: number; writers: string[] };
  settings: Record<string, unknown>;
  sentence: SerializedNet;
  document: SerializedNet;
}

let nets: ReaderNets | null = null;

/** The shipped reader's networks. */
export function shippedReader(): ReaderNets {
  nets ??= { sentence: deserializeNet(READER_MODEL.sentence), document: deserializeNet(READER_MODEL.document) };
  return nets;
}
