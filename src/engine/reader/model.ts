/**
 * The shipped reader (docs/engine.md "Reading"): the networks trained by scripts/train-reader.ts
 * on the whole corpus, decoded once per process; each embedding row is dequantized when a reading
 * first uses it (net.ts `deserializeNet` `lazy`), so a short text costs milliseconds, not the
 * ~0.5 s of dequantizing the whole ensemble.
 */
import { deserializeNet, type SerializedReader } from './net.js';
import type { ReaderNets } from './read.js';
import { READER_MODEL } from './model.data.js';

let nets: ReaderNets | null = null;

/** A serialized reader (or ensemble member) restored, its embeddings dequantized row by row as read. */
export function deserializeReader(m: Omit<SerializedReader, 'trainedOn' | 'settings' | 'members' | 'traitCalibration'>): Omit<ReaderNets, 'members' | 'traitCalibration'> {
  const lazy = { lazy: true };
  return {
    sentence: deserializeNet(m.sentence, lazy),
    document: deserializeNet(m.document, lazy),
    ...(m.frame ? { frame: deserializeNet(m.frame, lazy) } : {}),
    ...(m.role ? { role: deserializeNet(m.role, lazy) } : {}),
    ...(m.traits ? { traits: deserializeNet(m.traits, lazy) } : {}),
  };
}

/** The shipped reader's networks (with its seed ensemble's members, when it has some). */
export function shippedReader(): ReaderNets {
  nets ??= {
    ...deserializeReader(READER_MODEL),
    ...(READER_MODEL.members?.length ? { members: READER_MODEL.members.map(deserializeReader) } : {}),
    ...(READER_MODEL.traitCalibration ? { traitCalibration: READER_MODEL.traitCalibration } : {}),
  };
  return nets;
}
