/**
 * The M4 CSV layout (issue 4 item 5): a header row, then `id,value,value,…` with short rows padded
 * by empty cells; forecasts are written as the M4 submission layout `id,F1..Fh`.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/** Parses M4-layout text into id → values. @throws Error naming the row and column of a non-numeric cell. */
export function parseM4Csv(text: string): Map<string, Float64Array> {
  const rows: string[][] = parse(text, { relax_column_count: true, skip_empty_lines: true });
  const out = new Map<string, Float64Array>();
  rows.slice(1).forEach((row, r) => {
    const cells = row.slice(1).filter((v) => v.trim() !== '');
    const values = cells.map((v, c) => {
      const x = Number(v);
      if (!Number.isFinite(x)) throw new Error(`Row ${r + 2}, column ${c + 2}: "${v}" is not a finite number`);
      return x;
    });
    out.set(row[0]!, Float64Array.from(values));
  });
  return out;
}

/** Writes id → forecasts in the M4 submission layout (`id,F1..Fh`, values with up to 6 decimals). */
export function formatM4Csv(rows: Map<string, ArrayLike<number>>, h: number): string {
  const header = ['id', ...Array.from({ length: h }, (_, i) => `F${i + 1}`)];
  const body = [...rows.entries()].map(([id, f]) => [id, ...Array.from(f, (v) => String(Math.round(v * 1e6) / 1e6))]);
  return stringify([header, ...body]);
}
