/**
 * Citing uploaded documents in a report (docs/api.md "Uploads"): every passage (`{start, end, text}`
 * of the scenario text) gets the file it came from, and the report lists the documents. The engine
 * knows only the joined text; the documents' offsets in it were stored with the job.
 */
import type { EngineReport } from '../contracts/report.js';
import type { Executor } from '../db/transaction.js';

/** A stored document of a job, as the report lists it. */
interface SourceRow {
  index: number;
  file: string;
  media_type: string;
  bytes: number;
  sha256: string;
  pages: number | null;
  start: number;
  end: number;
}

function isSpan(v: any): v is { start: number; end: number; text: string } {
  return v && typeof v === 'object' && !Array.isArray(v) && typeof v.start === 'number' && typeof v.end === 'number' && typeof v.text === 'string';
}

/** A copy of `value` whose passages carry `file` and `document` (the document holding the passage's start). */
function cite(value: unknown, docs: readonly SourceRow[]): unknown {
  if (Array.isArray(value)) return value.map((v) => cite(v, docs));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = cite(v, docs);
  if (isSpan(value)) {
    const doc = docs.find((d) => value.start >= d.start && value.start < d.end);
    if (doc) {
      out.file = doc.file;
      out.document = doc.index;
    }
  }
  return out;
}

/**
 * The report of job `jobId` with its documents cited; the report itself when the scenario was pasted.
 * @param report the stored report (not changed)
 */
export async function citeDocuments(db: Executor, jobId: string, report: EngineReport): Promise<EngineReport & { documents?: SourceRow[] }> {
  const rows = await db.selectFrom('job_documents').selectAll().where('job_id', '=', jobId).orderBy('ord').execute();
  if (!rows.length) return report;
  const docs: SourceRow[] = rows.map((r) => ({
    index: r.ord,
    file: r.filename,
    media_type: r.media_type,
    bytes: Number(r.bytes),
    sha256: r.sha256,
    pages: r.pages,
    start: r.text_start,
    end: r.text_end,
  }));
  return { ...(cite(report, docs) as EngineReport), documents: docs };
}
