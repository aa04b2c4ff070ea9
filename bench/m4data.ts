/** Reads the M4 files of ../shared/m4 (benchmark data; never copied into the repo). */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';

/** Rows of an M4-layout CSV: id then values, short rows padded with empty cells. */
export function readM4(file: string): Map<string, Float64Array> {
  const rows: string[][] = parse(fs.readFileSync(file, 'utf8'), { relax_column_count: true });
  const out = new Map<string, Float64Array>();
  for (const row of rows.slice(1)) {
    const values = row.slice(1).filter((v) => v !== '').map(Number);
    out.set(row[0]!, Float64Array.from(values));
  }
  return out;
}
