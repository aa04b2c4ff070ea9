/**
 * An attached series sent as CSV (a `series` part of an upload; docs/api.md "Uploads"): a header
 * row, then one row per observation, oldest first. A first column whose values are not numbers
 * (dates, ISO-8601 times) is the timestamps; every other column is one series named by its header
 * (at most 3). Parsed with csv-parse; the result then goes through the same checks as JSON series.
 */
import { parse } from 'csv-parse/sync';
import type { SeriesPayload } from '../contracts/jobs.js';
import { SERIES } from '../contracts/limits.js';
import { RequestValidationError } from './errors.js';

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

function refuse(loc: (string | number)[], msg: string): RequestValidationError {
  return new RequestValidationError([{ loc, msg, type: 'csv_invalid' }]);
}

/**
 * Parses CSV text into one series, or an array of 2..3.
 * @param loc where the CSV sits in the request, for 422 bodies (e.g. ["body","series"])
 * @throws RequestValidationError 422 `csv_invalid` at `loc` (or at `[...loc, row, column]`) for
 *   CSV that does not parse, lacks a header or a value row, has more than 3 value columns or a
 *   value that is not a number.
 */
export function seriesFromCsv(text: string, loc: (string | number)[] = ['body', 'series']): SeriesPayload | SeriesPayload[] {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: false, max_record_size: 4096 }) as string[][];
  } catch (err) {
    throw refuse(loc, `The series CSV does not parse: ${(err as Error).message.slice(0, 200)}`);
  }
  const [header, ...data] = rows;
  if (!header || !data.length) throw refuse(loc, 'The series CSV needs a header row and at least one row of values');
  if (data.length > SERIES.maxValues) throw refuse(loc, `At most ${SERIES.maxValues} rows of values`);
  const firstIsTime = data.some((r) => !NUMBER.test(r[0] ?? ''));
  const valueColumns = header.map((_, i) => i).filter((i) => !(firstIsTime && i === 0));
  if (!valueColumns.length) throw refuse(loc, 'The series CSV has no column of values');
  if (valueColumns.length > SERIES.maxCount) throw refuse(loc, `At most ${SERIES.maxCount} value columns (one series each)`);
  const timestamps = firstIsTime ? data.map((r) => r[0]!) : undefined;
  const series = valueColumns.map((c): SeriesPayload => {
    const values = data.map((r, j) => {
      const cell = r[c] ?? '';
      if (!NUMBER.test(cell)) throw new RequestValidationError([{ loc: [...loc, j + 1, header[c] ?? c], msg: `Row ${j + 2}: "${cell.slice(0, 40)}" is not a number`, type: 'csv_invalid' }]);
      return Number(cell);
    });
    const name = (header[c] ?? '').slice(0, SERIES.maxNameChars) || `series ${c + 1}`;
    return timestamps ? { name, values, timestamps } : { name, values };
  });
  return series.length === 1 ? series[0]! : series;
}
