/**
 * The Brain over HTTP (issue 26 "Done means"), on PGlite and a real PostgreSQL: a pro tenant with
 * three completed reports (three versions of one price change) and a ranked link gets one page per
 * report and one per link; "which plan is riskiest and why" cites the report with the highest risk
 * and its largest failure modes, and the answer adds no figure of its own; an unrelated question
 * gets "nothing relevant" with no citation (in English and Spanish); a standard tenant gets 403
 * tier_required; bad bodies get 422.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { backends, grantUsd, pollStatus, signup, startOn, type TestAccount } from '../helpers.js';
import { updateTenant } from '../../src/domain/admin.js';
import { PRICE_VERSIONS } from '../fixtures/link-scenarios.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const backend of await backends()) {
  describe(`brain on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let app: FastifyInstance;
    let pro: TestAccount;
    let standard: TestAccount;
    const ids: Record<string, string> = {};
    const reports: Record<string, any> = {};
    let linkId = '';
    const auth = (a: TestAccount) => ({ 'x-api-key': a.apiKey });
    const chat = (a: TestAccount, payload: unknown) => app.inject({ method: 'POST', url: '/v1/brain/chat', headers: auth(a), payload: payload as object });

    before(async () => {
      rt = await startOn(backend, { worker: true });
      app = rt.app!;
      pro = await signup(app);
      standard = await signup(app);
      await updateTenant(rt.ctx.db, pro.tenantId, { tier: 'pro' });
      await grantUsd(rt, pro.tenantId, 1000);
      for (const [name, scenario] of Object.entries(PRICE_VERSIONS)) {
        const r = await app.inject({ method: 'POST', url: '/v1/jobs', headers: auth(pro), payload: { name: `Plan ${name}`, scenario, n_agents: 300 } });
        assert.equal(r.statusCode, 202, r.body);
        ids[name] = r.json().job_id;
      }
      for (const [name, id] of Object.entries(ids)) {
        assert.equal((await pollStatus(app, pro.apiKey, id, (s) => s === 'completed' || s === 'failed', 120_000)).status, 'completed');
        reports[name] = (await app.inject({ method: 'GET', url: `/v1/jobs/${id}/report`, headers: auth(pro) })).json();
      }
      const l = await app.inject({ method: 'POST', url: '/v1/links', headers: auth(pro), payload: { scenario_ids: Object.values(ids), mode: 'ranked', name: 'Price options' } });
      assert.equal(l.statusCode, 201, l.body);
      linkId = l.json().link_group_id;
      const until = Date.now() + 120_000;
      while ((await app.inject({ method: 'GET', url: `/v1/links/${linkId}`, headers: auth(pro) })).json().status !== 'complete' && Date.now() < until) await sleep(100);
    });
    after(async () => rt.stop());

    it('refuses a standard tenant with 403 tier_required on both endpoints', async () => {
      const p = await app.inject({ method: 'GET', url: '/v1/brain/pages', headers: auth(standard) });
      assert.equal(p.statusCode, 403);
      assert.equal(p.json().detail.code, 'tier_required');
      const c = await chat(standard, { message: 'Which plan is riskiest?' });
      assert.equal(c.statusCode, 403);
      assert.equal(c.json().detail.code, 'tier_required');
      assert.equal((await app.inject({ method: 'GET', url: '/v1/brain/pages' })).statusCode, 401);
    });

    it('lists one page per completed report and one per link, with the report figures and sources', async () => {
      const r = await app.inject({ method: 'GET', url: '/v1/brain/pages', headers: auth(pro) });
      assert.equal(r.statusCode, 200, r.body);
      const body = r.json();
      assert.equal(body.count, 4);
      assert.equal(body.truncated, false);
      const times = body.pages.map((p: any) => Date.parse(p.updated_at));
      assert.deepEqual(times, [...times].sort((a: number, b: number) => b - a));
      for (const [name, id] of Object.entries(ids)) {
        const page = body.pages.find((p: any) => p.page_id === `report:${id}`);
        assert.ok(page, name);
        assert.equal(page.kind, 'report');
        assert.equal(page.title, `Plan ${name}`);
        assert.deepEqual(page.source_ids, [id]);
        assert.equal(page.summary, reports[name].executive_summary.summary);
        assert.equal(page.key_figures.find((f: any) => f.key === 'risk_score').value, reports[name].risk_score.value);
        assert.ok(page.passages.some((x: any) => x.text === reports[name].headline));
        for (const fm of reports[name].failure_modes) assert.ok(page.passages.some((x: any) => x.section === 'failure_mode' && x.text.startsWith(`${fm.title}: ${fm.description}`)));
      }
      const link = body.pages.find((p: any) => p.page_id === `link:${linkId}`);
      assert.ok(link);
      assert.equal(link.kind, 'link');
      assert.deepEqual(new Set(link.source_ids), new Set(Object.values(ids)));
      const linkReport = (await app.inject({ method: 'GET', url: `/v1/links/${linkId}/report`, headers: auth(pro) })).json();
      assert.equal(link.summary, linkReport.plain_language_summary);
    });

    it('answers "which plan is riskiest and why" citing the report with the highest risk and its failure modes', async () => {
      const r = await chat(pro, { message: 'Which plan is riskiest and why?' });
      assert.equal(r.statusCode, 200, r.body);
      const body = r.json();
      assert.equal(body.found, true);
      const maxRisk = Math.max(...Object.values(reports).map((x) => x.risk_score.value));
      const riskiest = Object.keys(ids).filter((n) => reports[n].risk_score.value === maxRisk).map((n) => ids[n]);
      assert.ok(riskiest.includes(body.citations[0].scenario_id), `cited ${body.citations[0].scenario_id}, riskiest ${riskiest}`);
      const name = Object.keys(ids).find((n) => ids[n] === body.citations[0].scenario_id)!;
      assert.ok(body.citations.every((c: any) => c.scenario_id === ids[name] && c.page_id === `report:${ids[name]}`));
      assert.match(body.citations[0].passage, new RegExp(`risk of backlash ${maxRisk} of 100`));
      // "why": the report's largest failure modes, as the report states them.
      const top = reports[name].failure_modes[0];
      assert.ok(body.citations.some((c: any) => c.passage.startsWith(`${top.title}: ${top.description}`)));
      // The answer is the cited passages joined by connecting words: no figure of its own.
      let rest = body.answer as string;
      for (const c of body.citations) {
        assert.ok(rest.includes(c.passage));
        rest = rest.replace(c.passage, '');
      }
      rest = rest.replace(`Plan ${name}`, '');
      assert.doesNotMatch(rest, /\d/);
      assert.ok(rest.trim().length < 120, rest);
    });

    it('answers a topical question from the passages that match it, each cited', async () => {
      const r = await chat(pro, { message: 'What happens to existing subscribers?' });
      const body = r.json();
      assert.equal(body.found, true);
      assert.ok(body.citations.length >= 1 && body.citations.length <= 3);
      for (const c of body.citations) {
        assert.ok(body.answer.includes(c.passage));
        assert.match(c.passage.toLowerCase(), /subscrib|existing/);
      }
    });

    it('resolves a short follow-up against the last question in the history', async () => {
      const r = await chat(pro, { message: 'and why?', history: [{ role: 'user', content: 'Which plan is riskiest?' }, { role: 'assistant', content: '…' }] });
      const body = r.json();
      assert.equal(body.found, true);
      assert.ok(body.citations.some((c: any) => c.passage_id.includes('#failure_mode-')));
    });

    it('says plainly that nothing relevant was found for an unrelated question, in the language asked', async () => {
      const en = (await chat(pro, { message: 'How do I bake sourdough bread at home?' })).json();
      assert.equal(en.found, false);
      assert.match(en.answer, /nothing relevant/i);
      assert.deepEqual(en.citations, []);
      const es = (await chat(pro, { message: '¿Cuál es la capital de Francia?', lang: 'es' })).json();
      assert.equal(es.found, false);
      assert.equal(es.language, 'es');
      assert.match(es.answer, /nada relevante/i);
      assert.deepEqual(es.citations, []);
    });

    it('sees a report completed later (the kept pages are rebuilt when the reports change)', async () => {
      const r = await app.inject({ method: 'POST', url: '/v1/jobs', headers: auth(pro), payload: { name: 'Plan loyalty points', scenario: 'Streamly will cut the loyalty points its members earn by half from March 1.', n_agents: 300 } });
      assert.equal(r.statusCode, 202, r.body);
      assert.equal((await pollStatus(app, pro.apiKey, r.json().job_id, (s) => s === 'completed' || s === 'failed', 120_000)).status, 'completed');
      const pages = (await app.inject({ method: 'GET', url: '/v1/brain/pages', headers: auth(pro) })).json();
      assert.equal(pages.count, 5);
      assert.equal(pages.pages[0].page_id, `report:${r.json().job_id}`);
      const body = (await chat(pro, { message: 'What about loyalty points?' })).json();
      assert.equal(body.found, true);
      assert.equal(body.citations[0].scenario_id, r.json().job_id);
    });

    it('phrases the answer with a configured OpenAI-compatible model from the cited passages, and keeps the built-in answer when the model adds a figure', async () => {
      // A chat-completions endpoint on loopback: it answers with passage [1], or with an invented figure.
      let invent = false;
      let seen = '';
      const server = http.createServer((req, res) => {
        let raw = '';
        req.on('data', (d) => (raw += d));
        req.on('end', () => {
          seen = JSON.parse(raw).messages[1].content;
          const first = /^\[1\] \((.*?)\) (.*)$/m.exec(seen)!;
          const content = invent ? `${first[1]} has a risk of 999.` : `In short: ${first[2]}`;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const saved = rt.ctx.config.llm;
      rt.ctx.config.llm = { baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`, model: 'test', apiKey: null, timeoutMs: 5000 };
      try {
        const phrased = (await chat(pro, { message: 'Which plan is riskiest and why?' })).json();
        assert.equal(phrased.composer, 'llm');
        assert.equal(phrased.answer, `In short: ${phrased.citations[0].passage}`);
        for (const c of phrased.citations) assert.ok(seen.includes(c.passage), 'the model saw every cited passage');
        const other = Object.keys(ids).find((n) => ids[n] !== phrased.citations[0].scenario_id)!;
        assert.ok(!seen.includes(reports[other].headline), 'and nothing else');
        invent = true;
        const kept = (await chat(pro, { message: 'Which plan is riskiest and why?' })).json();
        assert.equal(kept.composer, 'builtin');
        assert.ok(kept.answer.includes(kept.citations[0].passage));
        const nothing = (await chat(pro, { message: 'How do I bake sourdough bread?' })).json();
        assert.equal(nothing.found, false);
        assert.equal(nothing.composer, 'builtin');
      } finally {
        rt.ctx.config.llm = saved;
        server.close();
      }
    });

    it('refuses malformed bodies with 422', async () => {
      for (const payload of [{}, { message: '   ' }, { message: 'x'.repeat(2001) }, { message: 'ok', lang: 'fr' }, { message: 'ok', history: Array(21).fill({ role: 'user', content: 'x' }) }, { message: 'ok', extra: 1 }]) {
        const r = await chat(pro, payload);
        assert.equal(r.statusCode, 422, JSON.stringify(payload));
      }
    });
  });
}
