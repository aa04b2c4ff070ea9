/**
 * The shipped direction networks (read.ts ReaderNets `direction`), trained by
 * scripts/reader/train-direction.ts on the whole corpus: the description in direction-model.data.ts,
 * the bytes in direction-model.bin (./binary.ts), decoded once per process, rows dequantized as read.
 */
import { deserializeNet, type Net, type SerializedNet } from './net.js';
import { DIRECTION_MODEL, DIRECTION_MODEL_FILE } from './direction-model.data.js';
import { unpackBinary } from './binary.js';
import { readShippedFile } from './shipped-file.js';

let nets: Net[] | null = null;

/**
 * The shipped direction networks (a seed ensemble).
 * @throws Error when direction-model.bin does not have the size its description gives.
 */
export function shippedDirectionNets(): Net[] {
  if (nets) return nets;
  const bytes = readShippedFile(DIRECTION_MODEL_FILE.name);
  if (bytes.length !== DIRECTION_MODEL_FILE.bytes) throw new Error(`${DIRECTION_MODEL_FILE.name} has ${bytes.length} bytes, direction-model.data.ts expects ${DIRECTION_MODEL_FILE.bytes}: run npm run train:direction`);
  nets = unpackBinary<SerializedNet[]>(DIRECTION_MODEL, bytes).map((m) => deserializeNet(m, { lazy: true }));
  return nets;
}
