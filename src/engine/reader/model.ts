/**
 * The shipped reader (docs/engine.md "Reading"): the networks trained by scripts/train-reader.ts
 * on the whole corpus, decoded once per process.
 */
import { deserializeNet } from './net.js';
import type { ReaderNets } from './read.js';
import { READER_MODEL } from './model.data.js';

let nets: ReaderNets | null = null;

/** The shipped reader's networks. */
export function shippedReader(): ReaderNets {
  nets ??= {
    sentence: deserializeNet(READER_MODEL.sentence),
    document: deserializeNet(READER_MODEL.document),
    ...(READER_MODEL.frame ? { frame: deserializeNet(READER_MODEL.frame) } : {}),
    ...(READER_MODEL.role ? { role: deserializeNet(READER_MODEL.role) } : {}),
  };
  return nets;
}
