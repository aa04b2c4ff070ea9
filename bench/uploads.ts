/**
 * `npm run bench:uploads`: document text extraction (src/lib/document-text.ts, the code the extraction
 * threads run), median of `--runs` (7) runs after one warm-up, per kind: the sample announcement as txt,
 * md, html, pdf and docx; a 5 MiB PDF (text plus a binary stream, as images are); a 300-page PDF of
 * 120 one-letter lines a page (the page limit, about 39,000 characters: a slow accepted case); a 300-page PDF of
 * 60 sentences a page (refused at the text limit: reading stops at the page that passes it). Prints ms
 * and MiB/s.
 *
 * The p99 of other requests during 20 concurrent 5 MiB uploads is measured by
 * test/e2e/upload-load.test.ts (it needs the whole service).
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { DocumentTextError, extractDocumentText, preloadPdfReader, type DocumentKind } from '../src/lib/document-text.js';
import { MAX_SCENARIO_CHARS } from '../src/contracts/limits.js';
import { docxOf, pdfOf } from '../test/document-fixtures.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const RUNS = Math.max(1, Number(values.runs));
const TEXT =
  'Acme Streaming will raise the price of its standard plan from $10 to $14 a month for all existing subscribers, effective immediately. The basic plan will no longer be offered.';
const [S1, S2] = [TEXT.slice(0, TEXT.indexOf('. ') + 1), TEXT.slice(TEXT.indexOf('. ') + 2)];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

await preloadPdfReader();
const cases: [string, DocumentKind, Uint8Array][] = [
  ['txt', 'txt', Buffer.from(TEXT)],
  ['md', 'md', Buffer.from(`**Acme Streaming** will raise the price of its _standard plan_ from $10 to $14 a month for all existing subscribers, effective immediately. ${S2}\n`)],
  ['html', 'html', Buffer.from(`<html><head><style>p{}</style></head><body><p><b>Acme Streaming</b> ${TEXT.slice(15)}</p></body></html>`)],
  ['pdf (1 page)', 'pdf', await pdfOf([S1, S2])],
  ['docx', 'docx', await docxOf(TEXT)],
  ['pdf (5 MiB)', 'pdf', await pdfOf([S1, S2], { fillerBytes: 5 * 1024 * 1024 })],
  ['pdf (300 pages × 120 "x")', 'pdf', await pdfOf(Array.from({ length: 120 }, () => 'x'), { pages: 300, everyPage: true })],
  ['pdf (300 pages × 60 sent.)', 'pdf', await pdfOf(Array.from({ length: 60 }, (_, i) => `Line ${i}: ${S1}`), { pages: 300, everyPage: true })],
];
console.log(`document extraction, median of ${RUNS} runs (one warm-up)`);
console.log('case                          bytes        ms   MiB/s   characters (or refusal)');
for (const [name, kind, bytes] of cases) {
  const once = async (): Promise<number | string> => {
    try {
      return (await extractDocumentText(kind, bytes, { maxPdfPages: 300, maxChars: MAX_SCENARIO_CHARS })).text.length;
    } catch (err) {
      if (err instanceof DocumentTextError) return err.code;
      throw err;
    }
  };
  await once();
  const times: number[] = [];
  let chars: number | string = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    chars = await once();
    times.push(performance.now() - t0);
  }
  const ms = median(times);
  console.log(`${name.padEnd(28)} ${String(bytes.length).padStart(9)} ${ms.toFixed(1).padStart(9)} ${(bytes.length / 1048576 / (ms / 1000)).toFixed(1).padStart(7)} ${String(chars).padStart(12)}`);
}
