/**
 * Reads a binary file that ships next to this module (the reader's weights, src/engine/reader/
 * model.bin). The one engine module allowed a Node built-in (.dependency-cruiser.cjs
 * "engine-no-io"): it reads the engine's own constant data at load, as importing a module does,
 * never user data or the network (docs/decisions.md "Issue 21 item 5").
 */
import { readFileSync } from 'node:fs';

/**
 * The bytes of a file in src/engine/reader.
 * @param name the file's name, e.g. 'model.bin'.
 * @throws Error (ENOENT) when the file is missing.
 */
export function readShippedFile(name: string): Uint8Array {
  return readFileSync(new URL(`./${name}`, import.meta.url));
}
