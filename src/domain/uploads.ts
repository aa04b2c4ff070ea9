/**
 * Scenarios submitted as uploaded documents (docs/api.md "Uploads"; issue 25 item 1): each file's
 * kind from its name (or declared type) and its first bytes, its text extracted off the event loop
 * within a time budget (src/queue/document-pool.ts), the texts joined in upload order, then the
 * submission exactly as for pasted text, with the documents stored beside the job so the report can
 * cite the file each passage came from. Every refusal happens before anything is written or charged.
 */
import type { JobSubmission, JobSubmitted } from '../contracts/jobs.js';
import { MAX_SCENARIO_CHARS } from '../contracts/limits.js';
import type { ValidationItem } from '../contracts/errors.js';
import { looksBinary, looksLikePdf, looksLikeZip, type DocumentKind } from '../lib/document-text.js';
import type { AppContext } from './context.js';
import { ApiError, RequestValidationError } from './errors.js';
import { findStoredResponse, type IdempotencyClaim } from './idempotency.js';
import { fallbackName, precheckSubmission, submitJob, type SubmittedDocument } from './jobs/index.js';

/** One uploaded file as the HTTP layer read it. */
export interface UploadedFile {
  filename: string;
  /** The part's declared content type (may be generic, e.g. application/octet-stream). */
  mimetype: string;
  bytes: Buffer;
  /** Lowercase hex SHA-256 of `bytes` when computed while the upload streamed in; null: the extraction thread computes it. */
  sha256: string | null;
}

/** The media type recorded for each kind. */
const MEDIA_TYPES: Record<DocumentKind, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  html: 'text/html',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const BY_EXTENSION: Record<string, DocumentKind> = {
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
  html: 'html',
  htm: 'html',
  pdf: 'pdf',
  docx: 'docx',
};

const BY_MEDIA_TYPE: Record<string, DocumentKind> = Object.fromEntries(Object.entries(MEDIA_TYPES).map(([k, v]) => [v, k as DocumentKind]));

/** Separator of two documents' texts in the scenario: a paragraph break, as between pasted paragraphs. */
const JOIN = '\n\n';

function unsupported(file: UploadedFile, index: number, why: string): ApiError {
  return new ApiError(415, 'unsupported_media_type', `File ${index + 1} (${file.filename}): ${why}. Accepted: .txt, .md, .html, .pdf, .docx`, {
    file: file.filename,
    index,
  });
}

/**
 * The kind of an uploaded file: by its extension, else by its declared media type; then its first
 * bytes must agree (a PDF starts with %PDF-, a DOCX is a ZIP, text has no NUL bytes).
 * @throws ApiError 415 `unsupported_media_type` (with `file`, `index`) when the kind is not accepted
 *   or the bytes are of another kind. A 0-byte file passes (it is refused as empty, 422).
 */
export function documentKindOf(file: UploadedFile, index: number): DocumentKind {
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const declared = file.mimetype.split(';')[0]!.trim().toLowerCase();
  const kind = BY_EXTENSION[ext] ?? BY_MEDIA_TYPE[declared];
  if (!kind) return unsupportedKind(file, index, ext, declared);
  const b = file.bytes;
  if (b.length === 0) return kind;
  if (kind === 'pdf' && !looksLikePdf(b)) throw unsupported(file, index, 'named a PDF but is not one');
  if (kind === 'docx' && !looksLikeZip(b)) throw unsupported(file, index, 'named a Word document but is not one');
  if ((kind === 'txt' || kind === 'md' || kind === 'html') && (looksBinary(b) || looksLikePdf(b) || looksLikeZip(b))) {
    throw unsupported(file, index, 'named a text file but holds binary data');
  }
  return kind;
}

function unsupportedKind(file: UploadedFile, index: number, ext: string, declared: string): never {
  throw unsupported(file, index, ext ? `.${ext} files are not accepted` : `type ${declared || 'unknown'} is not accepted`);
}

/** The 422 of a file that yields no text, at `["body","files",index]`. */
function unreadable(file: UploadedFile, index: number, type: string, msg: string, ctx: Record<string, unknown> = {}): RequestValidationError {
  const item: ValidationItem = { loc: ['body', 'files', index], msg: `${file.filename}: ${msg}`, type, input: file.filename, ctx: { filename: file.filename, ...ctx } };
  return new RequestValidationError([item]);
}

/** The scenario text of an upload and the documents it came from. */
export interface UploadText {
  scenario: string;
  documents: SubmittedDocument[];
}

/**
 * Extracts every file's text (in parallel, each in turn with other tenants' files) and joins the
 * texts, after the optional pasted `intro`, in upload order, separated by a blank line.
 * @throws ApiError 415 (see `documentKindOf`); ApiError 413 `payload_too_large` when a PDF has more
 *   pages than allowed or the texts together exceed the scenario limit (100,000 characters);
 *   RequestValidationError 422 at `["body","files",i]` for a file that yields no text: type
 *   `document_empty`, `document_no_text`, `document_encrypted`, `document_truncated`,
 *   `document_corrupt`, `document_not_utf8`, `document_too_complex` or `document_read_timeout`.
 */
export async function extractUploadText(ctx: AppContext, tenantId: string, files: readonly UploadedFile[], intro: string | undefined): Promise<UploadText> {
  const kinds = files.map((f, i) => documentKindOf(f, i));
  // The bytes move to the extraction threads: the records below need only their sizes.
  const sizes = files.map((f) => f.bytes.length);
  const verdicts = await Promise.all(files.map((f, i) => ctx.documents.extract(kinds[i]!, new Uint8Array(f.bytes.buffer, f.bytes.byteOffset, f.bytes.length), tenantId)));
  const texts: { text: string; pages: number | null; sha256: string }[] = [];
  verdicts.forEach((v, i) => {
    const file = files[i]!;
    if ('timedOut' in v) throw unreadable(file, i, 'document_read_timeout', `the text could not be extracted within ${v.budgetMs} ms`, { budget_ms: v.budgetMs });
    if (!v.ok) {
      if (v.code === 'document_type_mismatch') throw unsupported(file, i, v.message);
      if (v.code === 'document_too_long') {
        throw new ApiError(413, 'payload_too_large', `File ${i + 1} (${file.filename}): ${v.message}; at most ${MAX_SCENARIO_CHARS} are read per scenario`, { file: file.filename, index: i, ...v.detail });
      }
      if (v.code === 'document_too_many_pages') throw new ApiError(413, 'payload_too_large', `File ${i + 1} (${file.filename}): ${v.message}`, { file: file.filename, index: i, ...v.detail });
      throw unreadable(file, i, v.code, v.message);
    }
    texts.push({ text: v.text, pages: v.pages, sha256: v.sha256 });
  });

  let scenario = intro?.trim() ?? '';
  const documents: SubmittedDocument[] = [];
  texts.forEach((t, i) => {
    if (scenario) scenario += JOIN;
    const start = scenario.length;
    scenario += t.text;
    const file = files[i]!;
    documents.push({ filename: file.filename, mediaType: MEDIA_TYPES[kinds[i]!], bytes: sizes[i]!, sha256: file.sha256 ?? t.sha256, pages: t.pages, textStart: start, textEnd: scenario.length });
  });
  if (scenario.length > MAX_SCENARIO_CHARS) {
    throw new ApiError(413, 'payload_too_large', `The documents hold ${scenario.length} characters of text; at most ${MAX_SCENARIO_CHARS} are read per scenario`, {
      characters: scenario.length,
      limit: MAX_SCENARIO_CHARS,
    });
  }
  return { scenario, documents };
}

/** The fields of an upload besides the files: the JSON form's, with `scenario` optional (pasted text placed before the documents). */
export type UploadFields = Omit<JobSubmission, 'scenario' | 'name'> & { name?: string; scenario?: string };

/**
 * Submits an uploaded scenario: a stored response for the idempotency key is replayed before any
 * extraction; the wallet and limits are checked before the extraction too; then the texts are
 * extracted and the job is submitted as for pasted text (src/domain/jobs/submit.ts), with its
 * documents. The name defaults to the first file's name.
 * @throws as `extractUploadText` and `submitJob`.
 */
export async function submitUpload(
  ctx: AppContext,
  tenantId: string,
  fields: UploadFields,
  files: readonly UploadedFile[],
  claim: IdempotencyClaim | null,
): Promise<{ status: number; body: JobSubmitted }> {
  if (claim) {
    const stored = await findStoredResponse(ctx.db, tenantId, claim);
    if (stored) return stored as { status: number; body: JobSubmitted };
  }
  await precheckSubmission(ctx, tenantId, fields);
  const { scenario, documents } = await extractUploadText(ctx, tenantId, files, fields.scenario);
  const { scenario: _intro, name, ...rest } = fields;
  const input: JobSubmission = { ...rest, scenario, name: name ?? nameOf(files[0]?.filename, scenario) };
  return submitJob(ctx, tenantId, input, claim, documents);
}

/** A job name from a file name (without its extension), else the text's first words. */
function nameOf(filename: string | undefined, scenario: string): string {
  const base = filename?.replace(/\.[A-Za-z0-9]+$/, '').trim();
  return base && base.length <= 200 ? base : fallbackName(scenario);
}
