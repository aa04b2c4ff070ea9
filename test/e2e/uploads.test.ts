/**
 * Document uploads (issue 25 item 1; docs/api.md "Uploads"): `POST /v1/scenarios` as
 * multipart/form-data. Each kind (txt, md, html, pdf, docx) gives the same report as pasting its
 * text, and the report cites the file of each passage; broken and oversized uploads get their 4xx
 * and leave nothing behind (no scenario, no charge); Idempotency-Key works as for JSON. Both back-ends.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { backends, fundedAccount, pollStatus, SAMPLE_SCENARIO, startOn, type TestAccount } from '../helpers.js';
import { docxOf, encryptedPdf, multipartBody, pdfOf, plainZip } from '../document-fixtures.js';

const [S1, S2] = [SAMPLE_SCENARIO.slice(0, SAMPLE_SCENARIO.indexOf('. ') + 1), SAMPLE_SCENARIO.slice(SAMPLE_SCENARIO.indexOf('. ') + 2)];
const OPTIONS = [
  { name: 'name', value: 'Price change' },
  { name: 'n_agents', value: '50' },
  { name: 'n_rounds', value: '1' },
];

/** The report without the upload's citations (file, document, documents). */
function uncited(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(uncited);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      // share_url is each report's own link (issue 24), not part of what was read.
      .filter(([k]) => k !== 'file' && k !== 'document' && k !== 'documents' && k !== 'share_url')
      .map(([k, v]) => [k, uncited(v)]),
  );
}

/** Every passage ({start, end, text}) of a report. */
function spans(value: unknown, out: any[] = []): any[] {
  if (Array.isArray(value)) value.forEach((v) => spans(v, out));
  else if (value && typeof value === 'object') {
    const v = value as any;
    if (typeof v.start === 'number' && typeof v.end === 'number' && typeof v.text === 'string') out.push(v);
    Object.values(v).forEach((x) => spans(x, out));
  }
  return out;
}

for (const backend of await backends()) {
  describe(`document uploads on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    before(async () => {
      rt = await startOn(backend, { worker: true });
    });
    after(async () => rt.stop());

    const upload = (acct: TestAccount, parts: Parameters<typeof multipartBody>[0], headers: Record<string, string> = {}) => {
      const { payload, contentType } = multipartBody(parts);
      return rt.app!.inject({ method: 'POST', url: '/v1/scenarios', headers: { 'x-api-key': acct.apiKey, 'content-type': contentType, ...headers }, payload });
    };
    const report = async (acct: TestAccount, id: string) => {
      const status = await pollStatus(rt.app!, acct.apiKey, id, (s) => s === 'completed' || s === 'failed', 60_000);
      assert.equal(status.status, 'completed', JSON.stringify(status));
      return (await rt.app!.inject({ method: 'GET', url: `/v1/scenarios/${id}/report`, headers: { 'x-api-key': acct.apiKey } })).json();
    };

    it('txt, md, html, pdf and docx give the report of the pasted text; every passage cites its file', async () => {
      const acct = await fundedAccount(rt, 5000);
      const pasted = await rt.app!.inject({
        method: 'POST',
        url: '/v1/scenarios',
        headers: { 'x-api-key': acct.apiKey },
        payload: { name: 'Price change', scenario: SAMPLE_SCENARIO, n_agents: 50, n_rounds: 1 },
      });
      assert.equal(pasted.statusCode, 202, pasted.body);
      const documents: [string, string, Buffer][] = [
        ['announcement.txt', 'text/plain', Buffer.from(`\uFEFF${SAMPLE_SCENARIO}\r\n`)],
        ['announcement.md', 'text/markdown', Buffer.from(`**Acme Streaming** will raise the price of its _standard plan_ from $10 to $14 a month for all existing subscribers, effective immediately. The basic plan will no longer be offered.\n`)],
        [
          'announcement.html',
          'text/html',
          Buffer.from(
            `<!doctype html><html><head><title>Press</title><style>p{color:red}</style><script>var x = "raise prices";</script></head><body><p><b>Acme Streaming</b> will raise the price of its <a href="https://example.com/plans">standard plan</a> from $10 to $14 a month for all existing subscribers, effective immediately. The basic plan will no longer be offered.</p></body></html>`,
          ),
        ],
        ['announcement.pdf', 'application/pdf', await pdfOf([S1, S2])],
        ['announcement.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', await docxOf(SAMPLE_SCENARIO)],
      ];
      const submitted: { file: string; id: string; data: Buffer }[] = [];
      for (const [file, type, data] of documents) {
        const r = await upload(acct, [...OPTIONS, { name: 'files', filename: file, type, data }]);
        assert.equal(r.statusCode, 202, `${file}: ${r.body}`);
        assert.equal(r.json().scenario_id, r.json().job_id);
        submitted.push({ file, id: r.json().job_id, data });
      }
      const expected = await report(acct, pasted.json().job_id);
      assert.equal(expected.documents, undefined, 'a pasted scenario lists no documents');
      const frames = JSON.stringify(expected.scenario_understanding.framing);
      for (const s of submitted) {
        const got = await report(acct, s.id);
        assert.deepEqual(uncited(got), uncited(expected), `${s.file}: the same report as the pasted text`);
        assert.equal(JSON.stringify(uncited(got.scenario_understanding.framing)), frames);
        assert.equal(got.documents.length, 1);
        const d = got.documents[0];
        assert.deepEqual([d.index, d.file, d.bytes, d.sha256, d.start], [0, s.file, s.data.length, createHash('sha256').update(s.data).digest('hex'), 0]);
        assert.equal(d.pages, s.file.endsWith('.pdf') ? 1 : null);
        const passages = spans(got);
        assert.ok(passages.length >= 3, `${s.file}: the report has passages`);
        for (const p of passages) assert.deepEqual([p.file, p.document], [s.file, 0], `${s.file}: ${JSON.stringify(p)}`);
      }
      console.log(`  5 kinds: reports equal to the pasted text's; ${spans(expected).length} passages each, all cited`);
    });

    it('several files are read in order; each passage cites the file it came from', async () => {
      const acct = await fundedAccount(rt, 1000);
      // The announced change is in the second file, so its passages must cite that file, not the first.
      const r = await upload(acct, [
        ...OPTIONS,
        { name: 'files', filename: 'context.txt', type: 'text/plain', data: Buffer.from(S2) },
        { name: 'files', filename: 'change.pdf', type: 'application/pdf', data: await pdfOf([S1]) },
      ]);
      assert.equal(r.statusCode, 202, r.body);
      const got = await report(acct, r.json().job_id);
      assert.deepEqual(
        got.documents.map((d: any) => [d.file, d.start, d.end]),
        [
          ['context.txt', 0, S2.length],
          ['change.pdf', S2.length + 2, S2.length + 2 + S1.length],
        ],
      );
      const passages = spans(got);
      const second = passages.filter((p) => p.start >= S2.length + 2);
      assert.ok(second.length > 0, 'passages in the second file');
      for (const p of passages) assert.equal(p.file, p.start < S2.length ? 'context.txt' : 'change.pdf', JSON.stringify(p));
      for (const p of second) assert.equal(p.document, 1);
      console.log(`  2 files: ${passages.length - second.length} passages cite context.txt, ${second.length} cite change.pdf`);
    });
  });

  describe(`refused uploads on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    before(async () => {
      rt = await startOn(backend, { worker: false });
    });
    after(async () => rt.stop());

    const upload = (acct: TestAccount, parts: Parameters<typeof multipartBody>[0], headers: Record<string, string> = {}) => {
      const { payload, contentType } = multipartBody(parts);
      return rt.app!.inject({ method: 'POST', url: '/v1/scenarios', headers: { 'x-api-key': acct.apiKey, 'content-type': contentType, ...headers }, payload });
    };
    const nothingBehind = async (acct: TestAccount, balance: number, what: string) => {
      const list = (await rt.app!.inject({ method: 'GET', url: '/v1/scenarios', headers: { 'x-api-key': acct.apiKey } })).json().scenarios;
      assert.equal(list.length, 0, `${what}: no scenario`);
      const w = (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } })).json();
      assert.equal(w.balance_usd, balance, `${what}: no charge`);
      assert.equal(w.transactions.filter((t: any) => t.kind === 'job_charge').length, 0, `${what}: no charge`);
    };

    it('broken, oversized and mislabelled files get their 4xx and leave no scenario and no charge', async () => {
      const acct = await fundedAccount(rt, 1000);
      const good = await pdfOf([S1, S2]);
      const file = (filename: string, data: Buffer, type = 'application/octet-stream') => ({ name: 'files', filename, type, data });
      const cases: [string, Parameters<typeof multipartBody>[0], number, string][] = [
        ['a 0-byte pdf', [file('empty.pdf', Buffer.alloc(0), 'application/pdf')], 422, 'document_empty'],
        ['a truncated pdf', [file('cut.pdf', good.subarray(0, Math.floor(good.length * 0.6)), 'application/pdf')], 422, 'document_truncated'],
        ['an encrypted pdf', [file('locked.pdf', encryptedPdf(), 'application/pdf')], 422, 'document_encrypted'],
        ['a corrupt pdf', [file('junk.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4000), Buffer.from('\n%%EOF\n')]))], 422, 'document_corrupt'],
        ['an oversized pdf (11 MiB, limit 10)', [file('huge.pdf', await pdfOf([S1], { fillerBytes: 11 * 1024 * 1024 }), 'application/pdf')], 413, 'payload_too_large'],
        ['a pdf of 301 pages (limit 300)', [file('long.pdf', await pdfOf([S1], { pages: 301 }), 'application/pdf')], 413, 'payload_too_large'],
        ['a pdf of over 100,000 characters', [file('book.pdf', await pdfOf(Array.from({ length: 60 }, (_, i) => `Line ${i}: ${S1}`), { pages: 100, everyPage: true }), 'application/pdf')], 413, 'payload_too_large'],
        ['a zip renamed .docx', [file('report.docx', plainZip())], 415, 'unsupported_media_type'],
        ['a text file renamed .docx', [file('report.docx', Buffer.from(SAMPLE_SCENARIO))], 415, 'unsupported_media_type'],
        ['a zip renamed .pdf', [file('report.pdf', plainZip())], 415, 'unsupported_media_type'],
        ['an executable', [file('setup.exe', randomBytes(1000))], 415, 'unsupported_media_type'],
        ['binary data named .txt', [file('notes.txt', Buffer.concat([Buffer.from('Acme'), Buffer.alloc(10), randomBytes(100)]))], 415, 'unsupported_media_type'],
        ['text that is not UTF-8', [file('latin1.txt', Buffer.from('Acme raises the price of caf\xe9 plans from $10 to $14.', 'latin1'))], 422, 'document_not_utf8'],
        ['an html page with no text', [file('blank.html', Buffer.from('<html><body><script>x()</script><img src="a.png"></body></html>'))], 422, 'document_no_text'],
        ['101 files (limit 20)', Array.from({ length: 101 }, (_, i) => file(`part${i}.txt`, Buffer.from(SAMPLE_SCENARIO))), 413, 'payload_too_large'],
        ['no file at all', [{ name: 'name', value: 'x' }], 422, 'missing'],
        ['a file in an unknown part', [file('a.txt', Buffer.from(SAMPLE_SCENARIO)), { name: 'attachment', filename: 'b.txt', data: Buffer.from('x') }], 422, 'extra_forbidden'],
        ['a bad n_agents', [{ name: 'n_agents', value: 'many' }, file('a.txt', Buffer.from(SAMPLE_SCENARIO))], 422, 'int_parsing'],
        ['a series CSV with a word for a number', [file('a.txt', Buffer.from(SAMPLE_SCENARIO)), { name: 'series', value: 'week,sales\n2026-01-05,12\n2026-01-12,many\n' }], 422, 'csv_invalid'],
        ['a text without an announced change', [file('a.txt', Buffer.from('Hello there. The weather is nice today and we hope you enjoy it.'))], 422, 'scenario_not_understood'],
      ];
      const seen: string[] = [];
      for (const [what, parts, status, code] of cases) {
        const r = await upload(acct, parts);
        const body = r.json();
        const got = status === 422 ? body.detail[0]?.type : body.detail?.code;
        seen.push(`${what}: ${r.statusCode} ${got}`);
        assert.equal(r.statusCode, status, `${what}: ${r.body}`);
        if (status === 422 && code === 'int_parsing') assert.deepEqual(body.detail[0].loc, ['body', 'n_agents'], what);
        else assert.equal(got, code, `${what}: ${r.body}`);
        if (code.startsWith('document_')) assert.deepEqual(body.detail[0].loc, ['body', 'files', 0], what);
      }
      await nothingBehind(acct, 1000, 'every refusal');
      console.log(`  ${seen.join('\n  ')}`);
    });

    it('a short wallet is 402 before any file is read', async () => {
      const acct = await fundedAccount(rt, 1);
      const r = await upload(acct, [{ name: 'files', filename: 'locked.pdf', type: 'application/pdf', data: encryptedPdf() }]);
      assert.equal(r.statusCode, 402, r.body);
      await nothingBehind(acct, 1, '402');
    });

    it('Idempotency-Key: the same form again replays the first answer (one charge); other files with the key are 422', async () => {
      const acct = await fundedAccount(rt, 1000);
      const cost = (await rt.app!.inject({ method: 'GET', url: '/v1/plans' })).json().sim_cost_usd;
      const pdf = await pdfOf([S1, S2]);
      const parts = [...OPTIONS, { name: 'files', filename: 'a.pdf', type: 'application/pdf', data: pdf }];
      const first = await upload(acct, parts, { 'idempotency-key': 'upload-1' });
      assert.equal(first.statusCode, 202, first.body);
      const again = await Promise.all(Array.from({ length: 5 }, () => upload(acct, parts, { 'idempotency-key': 'upload-1' })));
      for (const a of again) assert.deepEqual([a.statusCode, a.json()], [202, first.json()]);
      const other = await upload(acct, [...OPTIONS, { name: 'files', filename: 'a.pdf', type: 'application/pdf', data: await pdfOf([S1]) }], { 'idempotency-key': 'upload-1' });
      assert.equal(other.statusCode, 422);
      assert.equal(other.json().detail[0].type, 'idempotency_key_reused');
      const w = (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } })).json();
      assert.equal(w.balance_usd, 1000 - cost, 'charged once');
    });

    it('fields and a series (JSON or CSV) come as parts; the JSON form keeps working; forms elsewhere stay 415', async () => {
      const acct = await fundedAccount(rt, 1000);
      const values = Array.from({ length: 24 }, (_, i) => 100 + (i % 7) * 3);
      const csv = `week,weekly sales\n${values.map((v, i) => `${new Date(Date.UTC(2026, 0, 5 + 7 * i)).toISOString().slice(0, 10)},${v}`).join('\n')}\n`;
      const withCsv = await upload(acct, [
        { name: 'files', filename: 'a.txt', type: 'text/plain', data: Buffer.from(SAMPLE_SCENARIO) },
        { name: 'series', filename: 'sales.csv', type: 'text/csv', data: Buffer.from(csv) },
        { name: 'white_label_domain', value: 'reports.example.com' },
        { name: 'force', value: 'false' },
        { name: 'audience', value: '{"price_sensitivity":0.8}' },
      ]);
      assert.equal(withCsv.statusCode, 202, withCsv.body);
      const withJson = await upload(acct, [
        { name: 'files', filename: 'a.txt', type: 'text/plain', data: Buffer.from(SAMPLE_SCENARIO) },
        { name: 'series', value: JSON.stringify({ name: 'weekly sales', values, frequency: 'weekly' }) },
      ]);
      assert.equal(withJson.statusCode, 202, withJson.body);
      const status = (await rt.app!.inject({ method: 'GET', url: `/v1/scenarios/${withCsv.json().job_id}`, headers: { 'x-api-key': acct.apiKey } })).json();
      assert.equal(status.name, 'a', "the first file's name stands in for a missing name");
      const json = await rt.app!.inject({ method: 'POST', url: '/v1/scenarios', headers: { 'x-api-key': acct.apiKey }, payload: { scenario: SAMPLE_SCENARIO } });
      assert.equal(json.statusCode, 202);
      const { payload, contentType } = multipartBody([{ name: 'files', filename: 'a.txt', data: Buffer.from(SAMPLE_SCENARIO) }]);
      const jobs = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': acct.apiKey, 'content-type': contentType }, payload });
      assert.equal(jobs.statusCode, 415, 'POST /v1/jobs takes JSON only');
      const anon = await rt.app!.inject({ method: 'POST', url: '/v1/scenarios', headers: { 'content-type': contentType }, payload });
      assert.equal(anon.statusCode, 401, 'a form is not read before its sender is known');
    });
  });
}

describe('extraction time limit', () => {
  it('a file whose text is not out within UPLOAD_EXTRACT_BUDGET_MS is 422 document_read_timeout; the next upload is served', async () => {
    const [pglite] = await backends({ UPLOAD_EXTRACT_BUDGET_MS: '150' });
    const rt = await startOn(pglite!, { worker: false });
    try {
      const acct = await fundedAccount(rt, 1000);
      const send = async (data: Buffer) => {
        const { payload, contentType } = multipartBody([{ name: 'files', filename: 'doc.pdf', type: 'application/pdf', data }]);
        return rt.app!.inject({ method: 'POST', url: '/v1/scenarios', headers: { 'x-api-key': acct.apiKey, 'content-type': contentType }, payload });
      };
      // Warm the thread (loading pdf.js is not part of the budget, but a first run is slow).
      const warm = await send(await pdfOf([S1, S2]));
      // 300 pages of 120 one-letter lines (about 39,000 characters, under the text limit): 0.5–1.5 s of
      // pdf.js work here, beyond the 150 ms budget; a one-page file takes 4–20 ms.
      const slow = await send(await pdfOf(Array.from({ length: 120 }, () => 'x'), { pages: 300, everyPage: true }));
      assert.equal(slow.statusCode, 422, slow.body);
      assert.equal(slow.json().detail[0].type, 'document_read_timeout');
      assert.deepEqual(slow.json().detail[0].loc, ['body', 'files', 0]);
      // The stopped thread is replaced and serves the next file. A fresh thread's first file can itself
      // pass 150 ms on an overloaded machine (cold code), so up to 3 tries; each refused one leaves nothing.
      let next = await send(await pdfOf([S1, S2]));
      for (let i = 0; i < 2 && next.statusCode === 422; i++) next = await send(await pdfOf([S1, S2]));
      assert.equal(next.statusCode, 202, `a stopped thread is replaced: ${next.body}`);
      const list = (await rt.app!.inject({ method: 'GET', url: '/v1/scenarios', headers: { 'x-api-key': acct.apiKey } })).json().scenarios;
      assert.equal(list.length, warm.statusCode === 202 ? 2 : 1, 'the timed-out uploads left no scenario');
    } finally {
      await rt.stop();
    }
  });
});
