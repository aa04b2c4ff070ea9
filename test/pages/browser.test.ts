/**
 * The hosted report page and the docs page in a real browser (playwright-core driving Debian's
 * chromium; `.ci/run` installs it): badge for a standard tenant, none for white-label, the SANDBOX
 * watermark, a `<script>` in a scenario name shown as text, the docs switching language, a page that
 * fits a phone. Screenshots (desktop and phone width) go to test-artifacts/. Rendering does not
 * depend on the database, so this runs on the embedded one; test/e2e/onboarding.test.ts checks
 * the same HTML on both back-ends.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { backends, pollStatus, SAMPLE_SCENARIO, signup, startOn } from '../helpers.js';
import { CHROMIUM } from './chromium.js';

const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-artifacts');
const ADMIN_TOKEN = 'browser-test-admin-token';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const LOW_RISK =
  'Acme Streaming will add a free offline download feature to every plan next month, at no extra cost, and existing subscribers keep their current price.';
const NASTY_NAME = '<script>alert("pwned")</script> Price rise & <b>more</b>';

function weeklySales(): { name: string; unit: string; frequency: 'weekly'; values: number[] } {
  // 52 weeks of a seasonal, slightly growing series (deterministic).
  const values = Array.from({ length: 52 }, (_, i) => Math.round(1000 + 4 * i + 120 * Math.sin((2 * Math.PI * i) / 13)));
  return { name: 'weekly subscriptions', unit: 'subscriptions', frequency: 'weekly', values };
}

describe('Hosted report page and docs in chromium', { skip: fs.existsSync(CHROMIUM.executablePath) ? false : 'chromium missing (.ci/run installs it)' }, () => {
  let rt: Awaited<ReturnType<typeof startOn>>;
  let browser: Browser;
  let base: string;
  const urls: Record<'high' | 'low' | 'sandbox' | 'whiteLabel', string> = { high: '', low: '', sandbox: '', whiteLabel: '' };
  /** Each report's risk_score.value from the API, which its page must show. */
  const risks = new Map<string, number>();

  before(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    rt = await startOn((await backends({ ADMIN_TOKEN }))[0]!, { worker: true });
    base = await rt.app!.listen({ port: 0, host: '127.0.0.1' });
    const app = rt.app!;
    const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const run = async (key: string, payload: Record<string, unknown>) => {
      const r = await app.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': key }, payload });
      assert.equal(r.statusCode, 202, r.body);
      const done = await pollStatus(app, key, r.json().job_id, (s) => s === 'completed' || s === 'failed', 60_000);
      assert.equal(done.status, 'completed', JSON.stringify(done));
      const report = (await app.inject({ method: 'GET', url: `/v1/jobs/${r.json().job_id}/report`, headers: { 'x-api-key': key } })).json();
      const url = `${base}${new URL(report.share_url).pathname}`;
      risks.set(url, report.risk_score.value);
      return url;
    };
    const std = await signup(app);
    const wl = await signup(app);
    for (const a of [std, wl]) await app.inject({ method: 'POST', url: `/v1/admin/tenants/${a.tenantId}/grants`, headers: admin, payload: { usd: 2000 } });
    await app.inject({ method: 'PATCH', url: `/v1/admin/tenants/${wl.tenantId}`, headers: admin, payload: { tier: 'enterprise', white_label: true } });
    const sb = await app.inject({ method: 'POST', url: '/v1/auth/signup', payload: { email: `sandbox${Date.now()}@example.com`, password: 'long password', tenant_name: 'Sandbox', sandbox: true } });
    const sbKey = (await app.inject({ method: 'POST', url: '/v1/keys', headers: { authorization: `Bearer ${sb.json().session_token}` }, payload: { name: 'k' } })).json().api_key;

    urls.high = await run(std.apiKey, { name: NASTY_NAME, scenario: SAMPLE_SCENARIO, series: weeklySales() });
    urls.low = await run(std.apiKey, { name: 'Free offline downloads', scenario: LOW_RISK, force: true });
    urls.sandbox = await run(sbKey, { name: 'Sandbox price rise', scenario: SAMPLE_SCENARIO });
    urls.whiteLabel = await run(wl.apiKey, { name: 'White-label price rise', scenario: SAMPLE_SCENARIO });
    browser = await chromium.launch(CHROMIUM);
  });
  after(async () => {
    await browser?.close();
    await rt?.stop();
  });

  /** Opens `url` at `viewport`; fails the test if the page opens a dialog (a script ran). */
  async function open(url: string, viewport = DESKTOP, locale = 'en-GB'): Promise<Page> {
    const context = await browser.newContext({ viewport, locale, javaScriptEnabled: true });
    const page = await context.newPage();
    page.on('dialog', (d) => assert.fail(`a dialog opened: ${d.message()}`));
    const response = await page.goto(url, { waitUntil: 'load' });
    assert.equal(response?.status(), 200, url);
    return page;
  }

  async function badgeLoaded(page: Page): Promise<boolean> {
    return page.locator('footer.attribution img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  }

  it('a standard tenant’s page shows the badge, the charts, and the <script> name as text', async () => {
    const page = await open(urls.high);
    await assert.doesNotReject(page.locator('footer.attribution img').waitFor({ state: 'visible' }));
    assert.equal(await badgeLoaded(page), true, 'the badge image loaded');
    assert.equal(await page.locator('footer.attribution a').getAttribute('href'), `${rt.config.publicBaseUrl}/v1/docs`);
    assert.equal(await page.locator('h1').textContent(), NASTY_NAME, 'the name shows as text');
    assert.equal(await page.locator('script').count(), 0, 'no script element in the page');
    assert.equal(await page.locator('h1 b').count(), 0, 'no markup from the name');
    assert.equal(await page.locator('.watermark').count(), 0);
    assert.equal(await page.locator('[data-testid=trajectory] svg path[stroke]').count() >= 3, true, 'one line per cohort and the overall line');
    assert.equal(await page.locator('[data-testid=forecasts] svg').count(), 1, 'a fan chart for the attached series');
    assert.equal(await page.locator('[data-testid=failure-modes] tbody tr').count(), 5);
    assert.ok((await page.locator('[data-testid=mitigations] tbody tr').count()) >= 1);
    assert.ok((await page.locator('[data-testid=cohorts] blockquote').count()) >= 1, 'quotes');
    assert.equal(await page.locator('[data-testid=comparable-cases] tbody tr').count(), 3, 'the 3 nearest real cases');
    assert.ok((await page.locator('[data-testid=comparable-cases] a[href^="https://"]').count()) >= 1, 'each with its source');
    const risk = Number((await page.locator('[data-testid=risk] .big').textContent())?.match(/\d+/)?.[0]);
    // The page shows the API's figure; the level itself is the engine's to judge (test/engine, bench/cases.ts).
    assert.equal(risk, risks.get(urls.high), 'the page shows the report’s risk');
    await page.screenshot({ path: path.join(ARTIFACTS, 'report-high-desktop.png'), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('nav.langs').isVisible(), false, 'print CSS hides the language switch');
    assert.equal(await page.locator('footer.attribution img').isVisible(), true, 'the badge prints');
    await page.pdf({ path: path.join(ARTIFACTS, 'report-high.pdf'), format: 'A4', printBackground: true });
    await page.context().close();

    const phone = await open(urls.high, PHONE);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `the page fits a phone (overflow ${overflow}px)`);
    assert.equal(await phone.locator('footer.attribution img').isVisible(), true);
    await phone.screenshot({ path: path.join(ARTIFACTS, 'report-high-phone.png'), fullPage: true });
    await phone.context().close();
  });

  it('a low-risk report reads as low risk', async () => {
    const page = await open(urls.low);
    const risk = Number((await page.locator('[data-testid=risk] .big').textContent())?.match(/\d+/)?.[0]);
    const high = await open(urls.high);
    const highRisk = Number((await high.locator('[data-testid=risk] .big').textContent())?.match(/\d+/)?.[0]);
    assert.ok(risk < highRisk, `low-risk ${risk} < high-risk ${highRisk}`);
    assert.equal(await page.locator('[data-testid=forecasts]').count(), 0, 'no forecast section without series');
    await page.screenshot({ path: path.join(ARTIFACTS, 'report-low-desktop.png'), fullPage: true });
    const phone = await open(urls.low, PHONE);
    await phone.screenshot({ path: path.join(ARTIFACTS, 'report-low-phone.png'), fullPage: true });
    for (const p of [page, high, phone]) await p.context().close();
  });

  it('a white-label page has no badge; a sandbox page carries the SANDBOX watermark', async () => {
    const wl = await open(urls.whiteLabel);
    assert.equal(await wl.locator('img[src*="powered-by"]').count(), 0);
    assert.equal(await wl.getByText('Powered by').count(), 0);
    await wl.screenshot({ path: path.join(ARTIFACTS, 'report-white-label-desktop.png'), fullPage: true });
    await wl.context().close();

    const sb = await open(urls.sandbox);
    const mark = sb.locator('.watermark');
    assert.equal(await mark.isVisible(), true);
    assert.equal((await mark.textContent())?.trim(), 'SANDBOX');
    const box = await mark.boundingBox();
    assert.ok(box && box.width > 300, `the watermark is large (${box?.width}px wide)`);
    assert.equal(await sb.locator('footer.attribution img').isVisible(), true, 'a sandbox page keeps the badge');
    await sb.screenshot({ path: path.join(ARTIFACTS, 'report-sandbox-desktop.png'), fullPage: false });
    await sb.context().close();
  });

  it('the docs page switches language, and Accept-Language picks the default', async () => {
    const page = await open(`${base}/v1/docs`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.locator('h1').textContent(), 'Scenario Simulation and Forecasting API');
    await page.screenshot({ path: path.join(ARTIFACTS, 'docs-en.png'), fullPage: false });
    await page.getByTestId('lang-es').click();
    await page.waitForURL(/lang=es/);
    assert.equal(await page.locator('html').getAttribute('lang'), 'es');
    assert.equal(await page.locator('h1').textContent(), 'API de simulación de escenarios y previsión');
    assert.ok((await page.getByTestId('operation').count()) >= 30, 'every endpoint is listed');
    await page.screenshot({ path: path.join(ARTIFACTS, 'docs-es.png'), fullPage: false });
    await page.getByTestId('lang-en').click();
    await page.waitForURL(/lang=en/);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await page.context().close();

    const spanish = await open(`${base}/v1/docs`, DESKTOP, 'es-ES');
    assert.equal(await spanish.locator('html').getAttribute('lang'), 'es', 'a Spanish browser gets Spanish by default');
    const phone = await open(`${base}/v1/docs`, PHONE);
    await phone.screenshot({ path: path.join(ARTIFACTS, 'docs-en-phone.png'), fullPage: false });
    for (const p of [spanish, phone]) await p.context().close();
  });
});
