/** Reads the M4 files of ../shared/m4 (benchmark data; never copied into the repo). */
import fs from 'node:fs';
import { parseM4Csv } from '../src/cli/m4csv.js';

/** Rows of an M4-layout CSV: id → values. */
export function readM4(file: string): Map<string, Float64Array> {
  return parseM4Csv(fs.readFileSync(file, 'utf8'));
}
