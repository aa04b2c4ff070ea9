/**
 * The shipped reader (docs/engine.md "Reading"): the networks trained by scripts/train-reader.ts
 * on the whole corpus, loaded once per process on first use: the description in model.data.ts,
 * the bytes from model.bin (./binary.ts), and each embedding row dequantized when a reading first
 * uses it (net.ts `deserializeNet` `lazy`). A short text so costs tens of milliseconds, not the
 * ~0.8 s of parsing, base64-decoding and dequantizing the whole ensemble.
 */
import { deserializeNet, type SerializedReader } from './net.js';
import type { ReaderNets } from './read.js';
import { READER_MODEL, READER_MODEL_FILE } from './model.data.js';
import { unpackBinary } from './binary.js';
import { readShippedFile } from './shipped-file.js';
import { shippedDirectionNets } from './direction-model.js';

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

/** The shipped reader's networks (with its seed ensemble's members, when it has some, and the direction networks, direction-model.ts). */
export function shippedReader(): ReaderNets {
  if (nets) return nets;
  const bytes = readShippedFile(READER_MODEL_FILE.name);
  if (bytes.length !== READER_MODEL_FILE.bytes) throw new Error(`${READER_MODEL_FILE.name} has ${bytes.length} bytes, model.data.ts expects ${READER_MODEL_FILE.bytes}: run npm run train:reader`);
  const direction = shippedDirectionNets();
  nets = { ...restoreReader(unpackBinary<SerializedReader>(READER_MODEL, bytes)), ...(direction.length ? { direction } : {}) };
  return nets;
}

/** A whole serialized reader restored: its networks, its ensemble members and its trait calibration. */
export function restoreReader(model: SerializedReader): ReaderNets {
  return {
    ...deserializeReader(model),
    ...(model.members?.length ? { members: model.members.map(deserializeReader) } : {}),
    ...(model.traitCalibration ? { traitCalibration: model.traitCalibration } : {}),
  };
}
