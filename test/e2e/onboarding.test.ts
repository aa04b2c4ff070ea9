/**
 * Issue 24 over HTTP, on the embedded PGlite and a real PostgreSQL: sandbox sign-up with play
 * credit, the admin API (grants visible at once), share tokens and the hosted page's branding
 * (badge, white-label, watermark, escaping), the docs page, the badge's ETag, prices that agree,
 * and the OpenAPI rules (operationId, security, 429 headers, servers).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { backends, pollStatus, SAMPLE_SCENARIO, signup, startOn } from '../helpers.js';

const ADMIN_TOKEN = 'test-admin-token-0123456789';
const PUBLIC_OPERATIONS = new Set([
  'POST /v1/auth/signup',
  'POST /v1/auth/login',
  'GET /v1/plans',
  'GET /v1/assets/powered-by.svg',
  'GET /v1/r/{token}',
  'GET /v1/docs',
  'POST /v1/billing/webhook',
]);

for (const backend of await backends({ ADMIN_TOKEN, SANDBOX_CREDIT_SIMS: '3', PUBLIC_BASE_URL: 'https://api.example.test' })) {
  describe(`Onboarding, hosted pages and docs on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    before(async () => {
      rt = await startOn(backend, { worker: true });
    });
    after(async () => rt.stop());

    const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const submit = async (key: string, payload: Record<string, unknown>) => {
      const r = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': key }, payload: { n_agents: 200, ...payload } });
      assert.equal(r.statusCode, 202, r.body);
      const done = await pollStatus(rt.app!, key, r.json().job_id, (s) => s === 'completed' || s === 'failed', 60_000);
      assert.equal(done.status, 'completed', JSON.stringify(done));
      return r.json().job_id as string;
    };
    const report = async (key: string, id: string) => (await rt.app!.inject({ method: 'GET', url: `/v1/scenarios/${id}/report`, headers: { 'x-api-key': key } })).json();
    const page = (url: string, headers: Record<string, string> = {}) => rt.app!.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search, headers });

    it('a sandbox sign-up gets play credit and runs a job with no admin step; its report and page say sandbox', async () => {
      const app = rt.app!;
      const s = await app.inject({ method: 'POST', url: '/v1/auth/signup', payload: { email: `sb${Date.now()}@example.com`, password: 'long password', tenant_name: 'Sandbox Org', sandbox: true } });
      assert.equal(s.statusCode, 201, s.body);
      const session = s.json().session_token;
      const k = await app.inject({ method: 'POST', url: '/v1/keys', headers: { authorization: `Bearer ${session}` }, payload: { name: 'k' } });
      assert.match(k.json().api_key, /^sk_test_/);
      const credits = (await app.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': k.json().api_key } })).json();
      assert.equal(credits.sims_available, 3, 'SANDBOX_CREDIT_SIMS simulations of play credit');
      assert.equal(credits.balance_usd, 3 * credits.sim_cost_usd);
      assert.equal(credits.transactions[0].note, 'sandbox play credit');
      const id = await submit(k.json().api_key, { name: 'Sandbox try', scenario: SAMPLE_SCENARIO });
      const r = await report(k.json().api_key, id);
      assert.equal(r.sandbox, true);
      assert.match(r.share_url, /^https:\/\/api\.example\.test\/v1\/r\/[A-Za-z0-9_-]{43}$/, 'share_url under PUBLIC_BASE_URL');
      assert.equal(r.attribution.link, 'https://api.example.test/v1/docs');
      const html = (await page(r.share_url)).body;
      assert.match(html, /class="watermark"[^>]*>SANDBOX</);
      assert.match(html, /src="\/v1\/assets\/powered-by\.svg"/, 'a sandbox page carries the badge too');
    });

    it('a real tenant without credit gets a 402 that says how to get credit', async () => {
      const acct = await signup(rt.app!);
      const r = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': acct.apiKey }, payload: { name: 'x', scenario: SAMPLE_SCENARIO } });
      assert.equal(r.statusCode, 402);
      assert.equal(r.json().detail.code, 'insufficient_credits');
      assert.match(r.json().detail.message, /sandbox/);
      assert.match(r.json().detail.message, /GET \/v1\/plans/);
    });

    it('the admin API creates tenants, grants credit visible at once, sets tier and white-label; it needs the token', async () => {
      const app = rt.app!;
      const acct = await signup(app);
      const credits = async () => (await app.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } })).json().balance_usd;
      assert.equal(await credits(), 0);
      for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: `Bearer ${acct.apiKey}` }]) {
        const r = await app.inject({ method: 'POST', url: `/v1/admin/tenants/${acct.tenantId}/grants`, headers, payload: { usd: 5 } });
        assert.equal(r.statusCode, 401, r.body);
      }
      assert.equal(await credits(), 0, 'refused grants changed nothing');
      const g = await app.inject({ method: 'POST', url: `/v1/admin/tenants/${acct.tenantId}/grants`, headers: admin, payload: { usd: 398, note: 'pilot' } });
      assert.equal(g.statusCode, 201, g.body);
      assert.deepEqual(g.json(), { tenant_id: acct.tenantId, granted_usd: 398, balance_usd: 398 });
      assert.equal(await credits(), 398, 'visible at once in GET /v1/credits');
      assert.equal((await app.inject({ method: 'POST', url: `/v1/admin/tenants/${acct.tenantId}/grants`, headers: admin, payload: { usd: 0 } })).statusCode, 422);
      assert.equal((await app.inject({ method: 'POST', url: '/v1/admin/tenants/00000000-0000-4000-8000-000000000000/grants', headers: admin, payload: { usd: 1 } })).statusCode, 404);

      const wl = await app.inject({ method: 'PATCH', url: `/v1/admin/tenants/${acct.tenantId}`, headers: admin, payload: { white_label: true } });
      assert.equal(wl.statusCode, 400);
      assert.equal(wl.json().detail.code, 'white_label_requires_enterprise');
      const up = await app.inject({ method: 'PATCH', url: `/v1/admin/tenants/${acct.tenantId}`, headers: admin, payload: { tier: 'enterprise', white_label: true } });
      assert.equal(up.statusCode, 200, up.body);
      assert.equal(up.json().tier, 'enterprise');
      assert.equal(up.json().white_label, true);

      const email = `made${Date.now()}@example.com`;
      const c = await app.inject({ method: 'POST', url: '/v1/admin/tenants', headers: admin, payload: { email, password: 'long password', tenant_name: 'Made', tier: 'pro', credits_usd: 10 } });
      assert.equal(c.statusCode, 201, c.body);
      assert.equal(c.json().balance_usd, 10);
      assert.equal(c.json().tier, 'pro');
      assert.equal((await app.inject({ method: 'POST', url: '/v1/admin/tenants', headers: admin, payload: { email, password: 'long password', tenant_name: 'Again' } })).statusCode, 409);
      const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'long password' } });
      assert.equal(login.statusCode, 200, 'the created tenant can log in');
    });

    it('hosted pages: badge for a standard tenant, none for white-label (also on its domain), escaped names, revocable tokens', async () => {
      const app = rt.app!;
      const std = await signup(app);
      const wl = await signup(app);
      for (const a of [std, wl]) await app.inject({ method: 'POST', url: `/v1/admin/tenants/${a.tenantId}/grants`, headers: admin, payload: { usd: 1000 } });
      await app.inject({ method: 'PATCH', url: `/v1/admin/tenants/${wl.tenantId}`, headers: admin, payload: { tier: 'enterprise', white_label: true } });

      const name = '<script>alert("x")</script> & <b>bold</b>';
      const stdId = await submit(std.apiKey, { name, scenario: SAMPLE_SCENARIO, white_label_domain: 'ignored.example.com' });
      const wlId = await submit(wl.apiKey, { name: 'White label', scenario: SAMPLE_SCENARIO, white_label_domain: 'reports.acme.example' });

      const stdReport = await report(std.apiKey, stdId);
      assert.match(stdReport.share_url, /^https:\/\/api\.example\.test\/v1\/r\//, 'a standard tenant gets no white-label address');
      const again = await report(std.apiKey, stdId);
      assert.equal(again.share_url, stdReport.share_url, 'one token per report');
      const stdPage = await page(stdReport.share_url);
      assert.equal(stdPage.statusCode, 200);
      assert.match(String(stdPage.headers['content-type']), /^text\/html/);
      assert.match(String(stdPage.headers['content-security-policy']), /default-src 'none'/);
      assert.match(stdPage.body, /<img src="\/v1\/assets\/powered-by\.svg" alt="Powered by Scenario Sim"/);
      assert.ok(!stdPage.body.includes('<script'), 'no script tag at all, the name included');
      assert.ok(stdPage.body.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;'), 'the name is escaped');
      assert.ok(!stdPage.body.includes('class="watermark"'), 'no watermark for a real tenant');
      for (const q of ['?badge=0', '?white_label=1&lang=es', '?attribution=false']) {
        assert.match((await page(stdReport.share_url + q)).body, /powered-by\.svg/, `the badge stays with ${q}`);
      }

      const wlReport = await report(wl.apiKey, wlId);
      assert.match(wlReport.share_url, /^https:\/\/reports\.acme\.example\/v1\/r\/[A-Za-z0-9_-]{43}$/);
      assert.ok(wlReport.attribution, 'the JSON report keeps its attribution block');
      const wlPage = await page(wlReport.share_url, { host: 'reports.acme.example' });
      assert.equal(wlPage.statusCode, 200);
      assert.ok(!wlPage.body.includes('powered-by.svg') && !wlPage.body.includes('Powered by'), 'no badge on a white-label page');

      // Spanish page words from lang, then from Accept-Language.
      assert.match((await page(stdReport.share_url + '?lang=es')).body, /<html lang="es">[\s\S]*Riesgo de rechazo/);
      assert.match((await page(stdReport.share_url, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).body, /<html lang="es">/);
      assert.match((await page(stdReport.share_url, { 'accept-language': 'fr, en;q=0.5' })).body, /<html lang="en">/);

      // Revocation: the page is a 404 at once; the report says null; POST issues a new address.
      const other = await signup(app);
      assert.equal((await app.inject({ method: 'DELETE', url: `/v1/scenarios/${stdId}/share`, headers: { 'x-api-key': other.apiKey } })).statusCode, 404, "another tenant's id is a 404");
      const del = await app.inject({ method: 'DELETE', url: `/v1/scenarios/${stdId}/share`, headers: { 'x-api-key': std.apiKey } });
      assert.equal(del.statusCode, 200, del.body);
      assert.deepEqual(del.json(), { scenario_id: stdId, share_url: null, revoked: 1 });
      const gone = await page(stdReport.share_url);
      assert.equal(gone.statusCode, 404);
      assert.equal(gone.json().detail.code, 'not_found', 'an API client gets the error body');
      const goneHtml = await page(stdReport.share_url + '?lang=es', { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' });
      assert.equal(goneHtml.statusCode, 404);
      assert.match(String(goneHtml.headers['content-type']), /^text\/html/);
      assert.match(goneHtml.body, /Página de informe no encontrada/, 'a browser gets a page that says the link is dead');
      assert.equal((await report(std.apiKey, stdId)).share_url, null, 'a revoked report is not re-shared by reading it');
      const fresh = await app.inject({ method: 'POST', url: `/v1/scenarios/${stdId}/share`, headers: { 'x-api-key': std.apiKey } });
      assert.equal(fresh.statusCode, 201, fresh.body);
      assert.notEqual(fresh.json().share_url, stdReport.share_url);
      assert.equal((await page(fresh.json().share_url)).statusCode, 200);
      assert.equal((await report(std.apiKey, stdId)).share_url, fresh.json().share_url);

      assert.equal((await app.inject({ method: 'GET', url: '/v1/r/not-a-token' })).statusCode, 422);
      assert.equal((await app.inject({ method: 'GET', url: `/v1/r/${'A'.repeat(43)}` })).statusCode, 404);
    });

    it('docs: English and Spanish, every endpoint from the OpenAPI document, the quickstart with this service as default', async () => {
      const app = rt.app!;
      const en = await app.inject({ method: 'GET', url: '/v1/docs' });
      assert.equal(en.statusCode, 200);
      assert.match(en.body, /<html lang="en">/);
      assert.match(en.body, /BASE=&quot;\$\{BASE:-https:\/\/api\.example\.test\}&quot;/);
      const es = await app.inject({ method: 'GET', url: '/v1/docs', headers: { 'accept-language': 'es' } });
      assert.match(es.body, /<html lang="es">[\s\S]*Guía rápida/);
      const doc = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
      for (const [path, item] of Object.entries<any>(doc.paths)) {
        for (const method of Object.keys(item)) {
          assert.ok(en.body.includes(`id="${item[method].operationId}"`), `${method} ${path} is on the docs page`);
        }
      }
    });

    it('plans: each package says what it adds to the wallet and how many simulations that buys', async () => {
      const plans = (await rt.app!.inject({ method: 'GET', url: '/v1/plans' })).json();
      assert.deepEqual(plans.plan_tiers, []);
      for (const p of plans.credit_packages) {
        assert.equal(p.wallet_credit_usd, p.credits * plans.sim_cost_usd);
        assert.equal(p.simulations, Math.floor(p.wallet_credit_usd / plans.sim_cost_usd));
        assert.equal(p.simulations, p.credits, '1 credit = 1 simulation');
      }
    });

    it('badge: cache headers and an ETag; If-None-Match gives 304', async () => {
      const b = await rt.app!.inject({ method: 'GET', url: '/v1/assets/powered-by.svg' });
      assert.equal(b.statusCode, 200);
      assert.match(String(b.headers['cache-control']), /public, max-age=\d+/);
      assert.match(String(b.headers.etag), /^"[A-Za-z0-9_-]+"$/);
      const again = await rt.app!.inject({ method: 'GET', url: '/v1/assets/powered-by.svg', headers: { 'if-none-match': String(b.headers.etag) } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal((await rt.app!.inject({ method: 'GET', url: '/v1/assets/powered-by.svg', headers: { 'if-none-match': '"other"' } })).statusCode, 200);
    });

    it('OpenAPI: unique operationIds, security on every operation (public ones []), 429s declare Retry-After and RateLimit, servers follow PUBLIC_BASE_URL', async () => {
      const doc = (await rt.app!.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
      assert.deepEqual(doc.servers, [{ url: 'https://api.example.test' }]);
      const ids = new Set<string>();
      for (const [path, item] of Object.entries<any>(doc.paths)) {
        for (const [method, op] of Object.entries<any>(item)) {
          const name = `${method.toUpperCase()} ${path}`;
          assert.match(op.operationId ?? '', /^[a-z][A-Za-z0-9_]*$/, `${name} operationId`);
          assert.ok(!ids.has(op.operationId), `${name} operationId is unique`);
          ids.add(op.operationId);
          assert.ok(Array.isArray(op.security), `${name} declares its security`);
          assert.equal(op.security.length === 0, PUBLIC_OPERATIONS.has(name), `${name}: security [] exactly on public operations`);
          if (op.responses['429']) {
            assert.deepEqual(Object.keys(op.responses['429'].headers ?? {}).sort(), ['RateLimit', 'RateLimit-Policy', 'Retry-After'], `${name} 429 headers`);
          }
        }
      }
      assert.ok(ids.size >= 30, `${ids.size} operations`);
    });
  });
}
