/**
 * Validation and normalisation of attached series (issue 4 item 1; docs/api.md "Series";
 * docs/decisions.md "Attached series"). The HTTP schema checks shapes and ranges; this checks what
 * a schema cannot (finite values, matching and increasing timestamps, an inferable frequency) and
 * answers 422 with a precise `loc`.
 */
import type { SeriesPayload } from '../contracts/jobs.js';
import { SERIES } from '../contracts/limits.js';
import type { ValidationItem } from '../contracts/errors.js';
import { RequestValidationError } from './errors.js';
import { defaultHorizon, FREQUENCIES, inferFrequency, type Frequency, type SeriesInput } from '../engine/index.js';

const MAX_SERIES = SERIES.maxCount;
const MIN_SERIES_VALUES = SERIES.minValues;

type Loc = (string | number)[];

/**
 * Checks and normalises `series` (one object or an array of 1..3).
 * @param base location prefix for errors, e.g. ["body", "series"]
 * @throws RequestValidationError 422 listing every problem found
 */
export function normalizeSeries(series: SeriesPayload | SeriesPayload[], base: Loc = ['body', 'series']): SeriesInput[] {
  const list = Array.isArray(series) ? series : [series];
  const problems: ValidationItem[] = [];
  if (list.length < 1 || list.length > MAX_SERIES) {
    problems.push({ loc: base, msg: `Attach between 1 and ${MAX_SERIES} series`, type: list.length ? 'too_long' : 'too_short', ctx: { max_length: MAX_SERIES } });
    throw new RequestValidationError(problems);
  }
  const out: SeriesInput[] = [];
  list.forEach((s, i) => {
    const at = Array.isArray(series) ? [...base, i] : base;
    if (s.values.length < MIN_SERIES_VALUES) {
      problems.push({ loc: [...at, 'values'], msg: `A series needs at least ${MIN_SERIES_VALUES} values, got ${s.values.length}`, type: 'too_short', ctx: { min_length: MIN_SERIES_VALUES } });
    }
    s.values.forEach((v, j) => {
      if (typeof v !== 'number' || !Number.isFinite(v)) problems.push({ loc: [...at, 'values', j], msg: 'Input should be a finite number', type: 'finite_number', input: String(v) });
    });
    let frequency = s.frequency as Frequency | undefined;
    if (s.timestamps) {
      if (s.timestamps.length !== s.values.length) {
        problems.push({
          loc: [...at, 'timestamps'],
          msg: `timestamps must have one entry per value (${s.values.length}), got ${s.timestamps.length}`,
          type: 'length_mismatch',
          ctx: { expected: s.values.length, actual: s.timestamps.length },
        });
      }
      const times = s.timestamps.map((t) => Date.parse(t));
      times.forEach((t, j) => {
        if (Number.isNaN(t)) problems.push({ loc: [...at, 'timestamps', j], msg: 'Input should be an ISO-8601 date or date-time', type: 'datetime_parsing', input: s.timestamps![j] });
        else if (j > 0 && !Number.isNaN(times[j - 1]!) && t <= times[j - 1]!) {
          problems.push({ loc: [...at, 'timestamps', j], msg: 'timestamps must be strictly increasing', type: 'not_increasing', input: s.timestamps![j] });
        }
      });
      if (!frequency && !times.some(Number.isNaN)) {
        const inferred = inferFrequency(s.timestamps);
        if (inferred) frequency = inferred;
        else problems.push({ loc: [...at, 'timestamps'], msg: `Cannot infer a frequency from these timestamps; give frequency (${FREQUENCIES.join(', ')})`, type: 'frequency_not_inferred' });
      }
    } else if (!frequency) {
      problems.push({ loc: [...at, 'frequency'], msg: 'Give frequency, or timestamps to infer it from', type: 'missing' });
    }
    if (frequency) {
      out.push({
        name: s.name,
        unit: s.unit ?? null,
        frequency,
        seasonLength: s.season_length ?? null,
        horizon: s.horizon ?? defaultHorizon(frequency),
        values: s.values,
        timestamps: s.timestamps ?? null,
      });
    }
  });
  if (problems.length) throw new RequestValidationError(problems);
  return out;
}
