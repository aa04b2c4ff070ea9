/**
 * `scenario-sim forecast --input FILE.csv --horizon H [--frequency F] [--season-length M]
 * [--intervals] --output OUT.csv` (issue 4 item 5): batch forecasts for analysts with the same
 * forecaster the service runs. With `--intervals`, also OUT.lower80.csv, OUT.upper80.csv,
 * OUT.lower95.csv and OUT.upper95.csv in the same layout.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { forecastSeries, FREQUENCIES, seasonContext, type Frequency, type SeasonContext } from '../engine/index.js';
import { UsageError } from './admin.js';
import { formatM4Csv, parseM4Csv } from './m4csv.js';

/** Runs the batch; returns a one-line JSON summary. */
export async function runForecast(argv: string[]): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      input: { type: 'string' },
      output: { type: 'string' },
      horizon: { type: 'string' },
      frequency: { type: 'string' },
      'season-length': { type: 'string' },
      intervals: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.input || !values.output) throw new UsageError('forecast needs --input FILE.csv and --output OUT.csv');
  if (!fs.existsSync(values.input)) throw new UsageError(`No such file: ${values.input}`);
  const h = Number(values.horizon);
  if (!Number.isInteger(h) || h < 1 || h > 1000) throw new UsageError('--horizon must be an integer from 1 to 1000');
  const frequency = values.frequency as Frequency | undefined;
  if (frequency && !FREQUENCIES.includes(frequency)) throw new UsageError(`--frequency must be one of ${FREQUENCIES.join(', ')}`);
  const m = values['season-length'] === undefined ? undefined : Number(values['season-length']);
  if (m !== undefined && (!Number.isInteger(m) || m < 1 || m > 10_000)) throw new UsageError('--season-length must be an integer from 1 to 10000');
  let series: Map<string, Float64Array>;
  try {
    series = parseM4Csv(fs.readFileSync(values.input, 'utf8'));
  } catch (err) {
    throw new UsageError(`${values.input}: ${(err as Error).message}`);
  }
  const points = new Map<string, Float64Array>();
  const bands = { lower80: new Map<string, Float64Array>(), upper80: new Map<string, Float64Array>(), lower95: new Map<string, Float64Array>(), upper95: new Map<string, Float64Array>() };
  const models = new Map<string, number>();
  const started = Date.now();
  for (const [id, y] of series) {
    if (y.length < 3) throw new UsageError(`Series ${id} has ${y.length} values; at least 3 are needed`);
    const ctx: SeasonContext = frequency
      ? seasonContext(frequency, y.length, m)
      : { m: m && y.length >= 2 * m ? m : 1, periods: m && m >= 2 && y.length >= 2 * m + 1 ? [m] : [] };
    const r = forecastSeries(y, h, ctx);
    points.set(id, r.point);
    bands.lower80.set(id, r.lower80);
    bands.upper80.set(id, r.upper80);
    bands.lower95.set(id, r.lower95);
    bands.upper95.set(id, r.upper95);
    const kind = r.model.replace(/:.*$/, ')');
    models.set(kind, (models.get(kind) ?? 0) + 1);
  }
  fs.writeFileSync(values.output, formatM4Csv(points, h));
  const written = [values.output];
  if (values.intervals) {
    const base = values.output.replace(/\.csv$/i, '');
    for (const [name, rows] of Object.entries(bands)) {
      const file = `${base}.${name}.csv`;
      fs.writeFileSync(file, formatM4Csv(rows, h));
      written.push(file);
    }
  }
  return JSON.stringify({ series: series.size, horizon: h, files: written, methods: Object.fromEntries(models), seconds: (Date.now() - started) / 1000 });
}
