/**
 * Report language of a submission (docs/decisions.md "Issue 21: report language follows the text"),
 * over HTTP against the embedded PGlite and a real PostgreSQL, with the worker: without `lang` the
 * report is in the scenario text's language (en or es); an explicit `lang` wins; an unknown one falls
 * back to en; the language is fixed when the job is created (stored options, idempotent replay), for
 * JSON submissions on both endpoints and for uploads.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { backends, fundedAccount, pollStatus, SAMPLE_SCENARIO, startOn, type TestAccount } from '../helpers.js';
import { multipartBody } from '../document-fixtures.js';
import { detectLanguage } from '../../src/engine/index.js';
import { reportLanguage } from '../../src/domain/language.js';
import { en } from '../../src/engine/i18n/en.js';
import { es } from '../../src/engine/i18n/es.js';

/** A Spanish announcement written for this test (a council's new tax). */
const SPANISH =
  'El Ayuntamiento de Sotoalto cobrará una tasa turística de 2,50 euros por noche a los visitantes desde julio de 2027, y la recaudación se destinará a la limpieza del casco antiguo.';
const FAST = { n_agents: 150, n_rounds: 2 };

describe('reportLanguage (the rule)', () => {
  it('takes lang when catalogued, en when unknown, else the text language', () => {
    assert.equal(reportLanguage(undefined, SPANISH), 'es');
    assert.equal(reportLanguage(undefined, SAMPLE_SCENARIO), 'en');
    assert.equal(reportLanguage('en', SPANISH), 'en');
    assert.equal(reportLanguage('es', SAMPLE_SCENARIO), 'es');
    // Unknown explicit values fall back to en, as before, whatever the text.
    for (const lang of ['fr', 'ES', 'es-ES', 'xx']) assert.equal(reportLanguage(lang, SPANISH), 'en', lang);
  });
});

for (const backend of await backends()) {
  describe(`Report language on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let acct: TestAccount;
    const auth = () => ({ 'x-api-key': acct.apiKey });
    const storedLang = async (id: string) =>
      ((await rt.ctx.db.selectFrom('jobs').select('options').where('id', '=', id).executeTakeFirstOrThrow()).options as { lang: string }).lang;
    const submit = async (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const r = await rt.app!.inject({ method: 'POST', url, headers: { ...auth(), ...headers }, payload: { name: 'lang test', ...FAST, ...payload } });
      assert.equal(r.statusCode, 202, r.body);
      return r.json() as { job_id: string };
    };
    const reportOf = async (id: string) => {
      const s = await pollStatus(rt.app!, acct.apiKey, id, (x) => x === 'completed' || x === 'failed', 60_000);
      assert.equal(s.status, 'completed', JSON.stringify(s.failure));
      const r = await rt.app!.inject({ method: 'GET', url: `/v1/jobs/${id}/report`, headers: auth() });
      assert.equal(r.statusCode, 200);
      return r.json();
    };
    /** The report is wholly in `lang`: its language field, its catalog's disclaimer, and its prose as read by the detector. */
    const assertIn = (report: any, lang: 'en' | 'es') => {
      assert.equal(report.language, lang);
      assert.equal(report.disclaimer, (lang === 'es' ? es : en).disclaimer);
      assert.equal(detectLanguage(`${report.headline} ${report.executive_summary.summary}`), lang, report.executive_summary.summary);
    };

    before(async () => {
      rt = await startOn(backend, { worker: true });
      acct = await fundedAccount(rt, 5000);
    });
    after(async () => rt.stop());

    it('a Spanish scenario without lang gets a Spanish report; with lang=en an English one; unknown lang falls back to en', async () => {
      const none = await submit('/v1/scenarios', { scenario: SPANISH });
      const asEn = await submit('/v1/scenarios', { scenario: SPANISH, lang: 'en' });
      const unknown = await submit('/v1/jobs', { scenario: SPANISH, lang: 'fr' });
      assert.equal(await storedLang(none.job_id), 'es');
      assert.equal(await storedLang(asEn.job_id), 'en');
      assert.equal(await storedLang(unknown.job_id), 'en');
      assertIn(await reportOf(none.job_id), 'es');
      assertIn(await reportOf(asEn.job_id), 'en');
      assertIn(await reportOf(unknown.job_id), 'en');
    });

    it('an English scenario without lang gets an English report; lang=es still gives a Spanish one', async () => {
      const none = await submit('/v1/jobs', { scenario: SAMPLE_SCENARIO });
      const asEs = await submit('/v1/jobs', { scenario: SAMPLE_SCENARIO, lang: 'es' });
      assertIn(await reportOf(none.job_id), 'en');
      assertIn(await reportOf(asEs.job_id), 'es');
    });

    it('an upload of a Spanish document without lang gets a Spanish report', async () => {
      const { payload, contentType } = multipartBody([
        { name: 'files', filename: 'anuncio.txt', data: Buffer.from(SPANISH) },
        { name: 'n_agents', value: String(FAST.n_agents) },
        { name: 'n_rounds', value: String(FAST.n_rounds) },
      ]);
      const r = await rt.app!.inject({ method: 'POST', url: '/v1/scenarios', headers: { ...auth(), 'content-type': contentType }, payload });
      assert.equal(r.statusCode, 202, r.body);
      assertIn(await reportOf(r.json().job_id), 'es');
    });

    it('the same body without lang replays the same response under its Idempotency-Key', async () => {
      const key = { 'idempotency-key': `lang-${backend.name}-${Date.now()}` };
      const first = await submit('/v1/jobs', { scenario: SPANISH }, key);
      const again = await submit('/v1/jobs', { scenario: SPANISH }, key);
      assert.deepEqual(again, first);
      // The same key with lang added is another request.
      const other = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { ...auth(), ...key }, payload: { name: 'lang test', ...FAST, scenario: SPANISH, lang: 'es' } });
      assert.equal(other.statusCode, 422, other.body);
      assert.equal(await storedLang(first.job_id), 'es');
    });
  });
}
