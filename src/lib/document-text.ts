/**
 * Plain text out of an uploaded document (docs/api.md "Uploads"), with well-kept libraries: PDF with
 * pdfjs-dist (Mozilla's reader), DOCX with mammoth, HTML with html-to-text, Markdown rendered by
 * marked and then read as HTML; plain text is decoded as strict UTF-8. Runs in a worker thread
 * (src/queue/document-thread.ts): pdf.js and mammoth are synchronous for long stretches.
 *
 * The text keeps paragraphs as blank-line-separated blocks and lines within them, so the engine
 * reads an uploaded document as it reads the same text pasted.
 */
import { convert as htmlToText } from 'html-to-text';
import mammoth from 'mammoth';
import { marked } from 'marked';

/** The document kinds accepted. */
export const DOCUMENT_KINDS = ['txt', 'md', 'html', 'pdf', 'docx'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Why a document gave no text (`DocumentTextError.code`). */
export type DocumentTextFailure =
  | 'document_empty'
  | 'document_no_text'
  | 'document_encrypted'
  | 'document_truncated'
  | 'document_corrupt'
  | 'document_not_utf8'
  | 'document_type_mismatch'
  | 'document_too_many_pages'
  | 'document_too_long';

/** A document that yields no text; `code` says why, `detail` carries figures (pages, limit). */
export class DocumentTextError extends Error {
  constructor(
    readonly code: DocumentTextFailure,
    message: string,
    readonly detail: Record<string, number | string> = {},
  ) {
    super(message);
    this.name = 'DocumentTextError';
  }
}

/** Text of a document, and its page count (PDF only). */
export interface DocumentText {
  text: string;
  pages: number | null;
}

/** Options of `extractDocumentText`. */
export interface ExtractOptions {
  /** Largest page count of a PDF; more is `document_too_many_pages` (checked before any page is read). */
  maxPdfPages: number;
  /**
   * Most characters of text wanted; more is `document_too_long` (`detail.limit`). A PDF stops being
   * read at the page that passes it, so a long document costs no more than the text that is used.
   */
  maxChars?: number;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** Whether the bytes start like a PDF (`%PDF-` within the first 1024 bytes, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).includes('%PDF-');
}

/** Whether the bytes start like a ZIP archive (a DOCX is one). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP_MAGIC);
}

/** Whether the bytes hold a NUL: not a text file whatever its name. */
export function looksBinary(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8192)).includes(0);
}

/** Blank lines collapsed to one, trailing spaces cut, CRLF as LF, the whole trimmed. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new DocumentTextError('document_not_utf8', 'The file is not UTF-8 text');
  }
}

/** HTML → text: block elements as paragraphs, links without their addresses, images, scripts and styles dropped. */
function fromHtml(html: string): string {
  return htmlToText(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'nav', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'h4', options: { uppercase: false } },
      { selector: 'h5', options: { uppercase: false } },
      { selector: 'h6', options: { uppercase: false } },
      { selector: 'table', options: { uppercaseHeaderCells: false } },
      { selector: 'ul', options: { itemPrefix: '- ' } },
    ],
  });
}

/** A one-page PDF with one word, built here (xref offsets computed), to warm pdf.js up. */
function tinyPdf(): Uint8Array {
  const content = 'BT /F1 12 Tf 72 720 Td (warm) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/**
 * Loads pdf.js and runs it once on a tiny PDF (its first document takes ~1 s: it loads its worker
 * code): a thread does this before its first file, so warming up is not part of a file's time budget.
 */
export async function preloadPdfReader(): Promise<void> {
  await fromPdf(tinyPdf(), { maxPdfPages: 1 });
}

/** PDF → text, page by page; lines as pdf.js marks them (hasEOL), pages separated by a blank line. */
async function fromPdf(bytes: Uint8Array, options: ExtractOptions): Promise<DocumentText> {
  // The legacy build runs on Node without DOM globals; imported here so the other kinds never load it.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // An intact PDF ends with %%EOF; pdf.js would otherwise rebuild a cut file and read part of it.
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset + Math.max(0, bytes.length - 1024), Math.min(bytes.length, 1024));
  if (!tail.includes('%%EOF')) throw new DocumentTextError('document_truncated', 'The PDF is cut short (no %%EOF marker at its end)');
  let doc: any;
  try {
    // pdf.js detaches the buffer it is given and refuses Buffers: hand it a plain copy.
    doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 }).promise;
  } catch (err: any) {
    if (err?.name === 'PasswordException') throw new DocumentTextError('document_encrypted', 'The PDF is password-protected; upload it without a password');
    throw new DocumentTextError('document_corrupt', `The PDF cannot be read: ${String(err?.message ?? err).slice(0, 200)}`);
  }
  try {
    const pages = doc.numPages as number;
    if (pages > options.maxPdfPages) {
      throw new DocumentTextError('document_too_many_pages', `The PDF has ${pages} pages; at most ${options.maxPdfPages} are read`, { pages, limit: options.maxPdfPages });
    }
    const out: string[] = [];
    let chars = 0;
    for (let i = 1; i <= pages; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items as { str?: string; hasEOL?: boolean }[]) {
        if (typeof item.str !== 'string') continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      out.push(text);
      page.cleanup();
      chars += text.length;
      if (options.maxChars !== undefined && chars > options.maxChars * 1.1 + 1000) throw tooLong(options.maxChars);
    }
    return { text: tidy(out.join('\n\n')), pages };
  } catch (err) {
    if (err instanceof DocumentTextError) throw err;
    throw new DocumentTextError('document_corrupt', `The PDF cannot be read: ${String((err as Error)?.message ?? err).slice(0, 200)}`);
  } finally {
    await doc.destroy();
  }
}

/** DOCX → text (paragraphs as blank-line-separated blocks). */
async function fromDocx(bytes: Uint8Array): Promise<string> {
  if (!looksLikeZip(bytes)) throw new DocumentTextError('document_type_mismatch', 'The file is not a Word document (DOCX files are ZIP archives)');
  try {
    const r = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) });
    return tidy(r.value);
  } catch (err: any) {
    const message = String(err?.message ?? err);
    // A sound ZIP without word/document.xml is some other archive renamed .docx.
    if (/main document part|word\/document\.xml/i.test(message)) {
      throw new DocumentTextError('document_type_mismatch', 'The file is a ZIP archive, not a Word document (no word/document.xml)');
    }
    throw new DocumentTextError('document_corrupt', `The Word document cannot be read: ${message.slice(0, 200)}`);
  }
}

function tooLong(limit: number): DocumentTextError {
  return new DocumentTextError('document_too_long', `The document holds more than ${limit} characters of text`, { limit });
}

/**
 * The text of one document of `kind`.
 * @throws DocumentTextError: `document_empty` (0 bytes), `document_no_text` (nothing readable, e.g.
 *   a scanned PDF), `document_encrypted`, `document_truncated`, `document_corrupt`,
 *   `document_not_utf8`, `document_type_mismatch` (the bytes are not of that kind),
 *   `document_too_many_pages` (`detail.pages`, `detail.limit`), `document_too_long` (`detail.limit`).
 */
export async function extractDocumentText(kind: DocumentKind, bytes: Uint8Array, options: ExtractOptions): Promise<DocumentText> {
  if (bytes.length === 0) throw new DocumentTextError('document_empty', 'The file is empty (0 bytes)');
  let result: DocumentText;
  switch (kind) {
    case 'txt':
      result = { text: tidy(decodeUtf8(bytes)), pages: null };
      break;
    case 'md':
      result = { text: tidy(fromHtml(await marked.parse(decodeUtf8(bytes), { async: true, gfm: true }))), pages: null };
      break;
    case 'html':
      result = { text: tidy(fromHtml(decodeUtf8(bytes))), pages: null };
      break;
    case 'pdf':
      result = await fromPdf(bytes, options);
      break;
    case 'docx':
      result = { text: await fromDocx(bytes), pages: null };
      break;
  }
  if (options.maxChars !== undefined && result.text.length > options.maxChars) throw tooLong(options.maxChars);
  if (!result.text) throw new DocumentTextError('document_no_text', kind === 'pdf' ? 'The PDF holds no text (a scan? upload its text instead)' : 'The document holds no text');
  return result;
}
