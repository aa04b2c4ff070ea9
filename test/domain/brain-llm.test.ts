/**
 * The optional phrasing of Brain answers by an OpenAI-compatible service (issue 26), against a
 * chat-completions endpoint served on loopback by this test: the request carries only the question
 * and the cited passages; an answer is taken when it adds no number; an answer with an invented
 * figure, an error status, a malformed body or a timeout give null (the built-in answer stays).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { addsNoNumber, phraseWithLlm, type LlmSettings } from '../../src/domain/brain/llm.js';

describe('Brain phrasing by an OpenAI-compatible service', () => {
  let server: http.Server;
  let settings: LlmSettings;
  let reply: (body: any) => { status: number; body: unknown; delayMs?: number };
  const requests: { auth: string | undefined; url: string; body: any }[] = [];
  const passages = [
    { title: 'Plan bare', text: 'Plan bare: risk of backlash 72 of 100 (high), 80 % interval 70–75; confidence 0.61 (medium).' },
    { title: 'Plan bare', text: 'Churn among those who lose out: subscribers leave when the price rises (36.7 risk points)' },
  ];

  before(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        requests.push({ auth: req.headers.authorization, url: req.url!, body });
        const r = reply(body);
        setTimeout(() => {
          res.statusCode = r.status;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(r.body));
        }, r.delayMs ?? 0);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    settings = { baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}/v1/`, model: 'test-model', apiKey: 'llm-key', timeoutMs: 2000 };
  });
  after(() => server.close());

  const answer = (content: unknown) => ({ status: 200, body: { choices: [{ message: { role: 'assistant', content } }] } });

  it('sends the question and the numbered passages only, and takes an answer that adds no number', async () => {
    reply = () => answer('Plan bare is the riskiest (72 of 100), mostly through churn among those who lose out (36.7 points).');
    const text = await phraseWithLlm(settings, 'Which plan is riskiest and why?', passages, 'en');
    assert.equal(text, 'Plan bare is the riskiest (72 of 100), mostly through churn among those who lose out (36.7 points).');
    const req = requests.at(-1)!;
    assert.equal(req.url, '/v1/chat/completions');
    assert.equal(req.auth, 'Bearer llm-key');
    assert.equal(req.body.model, 'test-model');
    assert.equal(req.body.temperature, 0);
    assert.match(req.body.messages[0].content, /only the numbered passages/);
    assert.equal(req.body.messages[1].content, `[1] (Plan bare) ${passages[0]!.text}\n[2] (Plan bare) ${passages[1]!.text}\n\nWhich plan is riskiest and why?`);
  });

  it('gives null for an invented figure, an error status, a malformed body, an empty answer and a timeout', async () => {
    reply = () => answer('Plan bare is the riskiest at 91 of 100.');
    assert.equal(await phraseWithLlm(settings, 'q', passages, 'en'), null);
    reply = () => ({ status: 500, body: { error: 'down' } });
    assert.equal(await phraseWithLlm(settings, 'q', passages, 'en'), null);
    reply = () => ({ status: 200, body: { choices: [] } });
    assert.equal(await phraseWithLlm(settings, 'q', passages, 'en'), null);
    reply = () => answer('   ');
    assert.equal(await phraseWithLlm(settings, 'q', passages, 'en'), null);
    reply = () => ({ ...answer('Plan bare.'), delayMs: 500 });
    assert.equal(await phraseWithLlm({ ...settings, timeoutMs: 100 }, 'q', passages, 'es'), null);
    assert.match(requests.at(-1)!.body.messages[0].content, /Responda/);
    assert.equal(await phraseWithLlm({ ...settings, baseUrl: 'http://127.0.0.1:1' }, 'q', passages, 'en'), null);
  });

  it('addsNoNumber compares the numbers of the answer with those of the passages', () => {
    assert.equal(addsNoNumber('risk 72, interval 70–75, 0.61', passages.map((p) => p.text)), true);
    assert.equal(addsNoNumber('risk 73', passages.map((p) => p.text)), false);
    assert.equal(addsNoNumber('no figures at all', []), true);
  });
});
