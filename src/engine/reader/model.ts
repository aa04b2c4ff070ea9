/**
 * The shipped reader (docs/engine.md "Reading"): the networks trained by scripts/train-reader.ts
 * on the whole corpus, decoded once per process.
 */
import { deserializeNet, type SerializedReader } from './net.js';
import type { ReaderNets } from './read.js';
import { READER_MODEL } from './model.data.js';

let nets: ReaderNets | null = null;

/** A serialized reader (or ensemble member) restored. */
export function deserializeReader(m: Omit<SerializedReader, 'trainedOn' | 'settings' | 'members' | 'traitCalibration'>): Omit<ReaderNets, 'members' | 'traitCalibration'> {
  return {
    sentence: deserializeNet(m.sentence),
    document: deserializeNet(m.document),
    ...(m.frame ? { frame: deserializeNet(m.frame) } : {}),
    ...(m.role ? { role: deserializeNet(m.role) } : {}),
    ...(m.traits ? { traits: deserializeNet(m.traits) } : {}),
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
