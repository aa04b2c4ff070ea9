/**
 * Reads the `multipart/form-data` form of `POST /v1/scenarios` (docs/api.md "Uploads") after the
 * caller is authenticated: the files (`files` parts; `file` and `files[]` also), each hashed as it
 * streams in, and the JSON form's fields as text parts, turned into the JSON body's types (decimal
 * numbers, booleans, `audience` as JSON, `series` as JSON or CSV) so the route's schema validates
 * them as it validates JSON. Limits (count, size of each file, size of everything) answer 413.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type { UploadSettings } from '../config.js';
import { ApiError, RequestValidationError } from '../domain/errors.js';
import { seriesFromCsv } from '../domain/series-csv.js';
import type { UploadedFile } from '../domain/uploads.js';

/** Part names that carry documents. */
const FILE_PARTS = new Set(['files', 'files[]', 'file']);
const INTEGER_FIELDS = new Set(['n_agents', 'n_rounds', 'seed']);
const BOOLEAN_FIELDS = new Set(['force']);
const JSON_FIELDS = new Set(['audience']);
/** Largest text field (a series of 3 × 20,000 values as JSON or CSV is ~1.5 MB), bytes. */
const MAX_FIELD_BYTES = 2 * 1024 * 1024;
/** Most text fields (the form has 11). */
const MAX_FIELDS = 30;

/** A read form: the body to validate (fields, and `files` as the files' names) and the files. */
export interface ScenarioForm {
  body: Record<string, unknown>;
  files: UploadedFile[];
  /** What the idempotency fingerprint covers: the fields and each file's name and SHA-256. */
  fingerprint: Record<string, unknown>;
}

function tooLarge(message: string): ApiError {
  return new ApiError(413, 'payload_too_large', message);
}

/** Text field → the JSON body's type (left as text when it does not convert: the schema then says why). */
function convertField(name: string, value: string): unknown {
  if (INTEGER_FIELDS.has(name)) return /^-?\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (BOOLEAN_FIELDS.has(name)) return value === 'true' ? true : value === 'false' ? false : value;
  if (JSON_FIELDS.has(name) || name === 'series') {
    const t = value.trim();
    if (name === 'series' && !t.startsWith('{') && !t.startsWith('[')) return seriesFromCsv(value, ['body', 'series']);
    try {
      return JSON.parse(t);
    } catch {
      throw new RequestValidationError([{ loc: ['body', name], msg: `${name} is not valid JSON`, type: 'json_invalid', input: t.slice(0, 80) }]);
    }
  }
  return value;
}

/**
 * Reads every part of the request's form. With `hashFiles` (the request has an Idempotency-Key, whose
 * fingerprint covers the files) each file is hashed here as it streams in; otherwise its SHA-256 is
 * computed by the extraction thread, off the event loop.
 * @throws ApiError 413 `payload_too_large` beyond `limits` (files, bytes of a file, bytes in all,
 *   fields); RequestValidationError 422 for a field given twice, a `series` or `audience` that is
 *   not JSON (or CSV for `series`); ApiError 400 `bad_request` for a malformed form.
 */
export async function readScenarioForm(request: FastifyRequest, limits: UploadSettings, options: { hashFiles: boolean }): Promise<ScenarioForm> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    const parts = request.parts({
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: limits.maxFiles + MAX_FIELDS, headerPairs: 100 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        const hash = options.hashFiles ? createHash('sha256') : null;
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          total += chunk.length;
          if (total > limits.maxTotalBytes) throw tooLarge(`The upload exceeds ${limits.maxTotalBytes} bytes in all`);
          hash?.update(chunk);
          chunks.push(chunk);
        }
        if (part.file.truncated) throw tooLarge(`${part.filename} exceeds ${limits.maxFileBytes} bytes`);
        const bytes = Buffer.concat(chunks, size);
        if (part.fieldname === 'series') {
          if (fields.series !== undefined) throw twice('series');
          fields.series = convertField('series', bytes.toString('utf8'));
        } else if (FILE_PARTS.has(part.fieldname)) {
          files.push({ filename: part.filename || `file ${files.length + 1}`, mimetype: part.mimetype || 'application/octet-stream', bytes, sha256: hash?.digest('hex') ?? null });
        } else {
          throw new RequestValidationError([{ loc: ['body', part.fieldname], msg: 'Files go in "files" parts (or a CSV in "series")', type: 'extra_forbidden', input: part.filename }]);
        }
      } else {
        if (part.valueTruncated) throw tooLarge(`Field ${part.fieldname} exceeds ${MAX_FIELD_BYTES} bytes`);
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        total += Buffer.byteLength(value);
        if (total > limits.maxTotalBytes) throw tooLarge(`The upload exceeds ${limits.maxTotalBytes} bytes in all`);
        if (fields[part.fieldname] !== undefined || FILE_PARTS.has(part.fieldname)) throw twice(part.fieldname);
        fields[part.fieldname] = convertField(part.fieldname, value);
      }
    }
  } catch (err: any) {
    if (err instanceof ApiError || err instanceof RequestValidationError) throw err;
    if (err?.statusCode === 413) {
      const what = err.code === 'FST_FILES_LIMIT' ? `more than ${limits.maxFiles} files` : err.code === 'FST_REQ_FILE_TOO_LARGE' ? `a file over ${limits.maxFileBytes} bytes` : 'too many parts';
      throw tooLarge(`The upload has ${what}`);
    }
    throw new ApiError(400, 'bad_request', `The multipart form cannot be read: ${String(err?.message ?? err).slice(0, 200)}`);
  }
  // No file: `files` is absent, so the schema says "Field required" at ["body","files"].
  return {
    body: { ...fields, ...(files.length ? { files: files.map((f) => f.filename) } : {}) },
    files,
    fingerprint: { ...fields, files: files.map((f) => ({ filename: f.filename, sha256: f.sha256 })) },
  };
}

function twice(name: string): RequestValidationError {
  return new RequestValidationError([{ loc: ['body', name], msg: `${name} is given more than once`, type: 'duplicate_field' }]);
}
