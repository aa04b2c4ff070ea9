/**
 * The HTTP edge under hostile input (robustness review), over HTTP against the embedded PGlite and a
 * real PostgreSQL: bounded 422 bodies, JSON depth and key limits, text the database cannot store,
 * strict UUIDs and decimal query numbers, every framework error in the error body, blank scenarios,
 * credentials in the right header, one spelling of header names, and `input` as sent.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { backends, SAMPLE_SCENARIO, signup, startOn, grantUsd, type TestAccount } from '../helpers.js';

const ERROR_MAX_ITEMS = 50;
const ERROR_BODY_MAX_BYTES = 32 * 1024;
const UUID = '6e8bc430-9c3a-11d9-9669-0800200c9a66';

/** Asserts the spec's 422 body and returns its items. */
function validation(r: { statusCode: number; body: string; json(): any }, label: string): any[] {
  assert.equal(r.statusCode, 422, `${label}: ${r.body.slice(0, 300)}`);
  const detail = r.json().detail;
  assert.ok(Array.isArray(detail) && detail.length > 0, `${label}: detail is a non-empty array`);
  for (const item of detail) {
    assert.ok(Array.isArray(item.loc) && typeof item.msg === 'string' && typeof item.type === 'string', `${label}: item shape ${JSON.stringify(item)}`);
  }
  return detail;
}

/** Asserts the error body of a non-422 failure and returns its code. */
function errorCode(r: { statusCode: number; body: string; json(): any }, status: number, label: string): string {
  assert.equal(r.statusCode, status, `${label}: ${r.body.slice(0, 300)}`);
  const body = r.json();
  assert.deepEqual(Object.keys(body), ['detail'], `${label}: only detail in ${r.body}`);
  assert.equal(typeof body.detail.code, 'string', `${label}: code`);
  assert.equal(typeof body.detail.message, 'string', `${label}: message`);
  return body.detail.code;
}

const has = (items: any[], loc: (string | number)[], type: string) => items.some((i) => JSON.stringify(i.loc) === JSON.stringify(loc) && i.type === type);

for (const backend of await backends()) {
  describe(`HTTP edge on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let acct: TestAccount;
    const json = (url: string, payload: string, headers: Record<string, string> = {}) =>
      rt.app!.inject({ method: 'POST', url, headers: { 'x-api-key': acct.apiKey, 'content-type': 'application/json', ...headers }, payload });
    const balance = async () => (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } })).json().balance_usd as number;
    const jobCount = async () => (await rt.app!.inject({ method: 'GET', url: '/v1/scenarios', headers: { 'x-api-key': acct.apiKey } })).json().scenarios.length as number;

    before(async () => {
      rt = await startOn(backend, { worker: false });
      acct = await signup(rt.app!);
      await grantUsd(rt, acct.tenantId, 1000);
    });
    after(async () => {
      await rt.stop();
    });

    it('bounds a 422 with 60,000 problems: at most 50 items, the last saying how many were left out, under 32 KiB', async () => {
      const series = [0, 1, 2].map((i) => ({ name: `s${i}`, frequency: 'daily', values: Array.from({ length: 20_000 }, () => 'a') }));
      const payload = JSON.stringify({ name: 'big', scenario: SAMPLE_SCENARIO, series });
      const r = await json('/v1/jobs', payload);
      const items = validation(r, 'three series of "a"');
      assert.ok(items.length <= ERROR_MAX_ITEMS, `${items.length} items`);
      assert.ok(Buffer.byteLength(r.body) <= ERROR_BODY_MAX_BYTES, `${Buffer.byteLength(r.body)} bytes`);
      assert.ok(has(items, ['body', 'series', 0, 'values', 0], 'float_type') || has(items, ['body', 'series', 0, 'values', 0], 'float_parsing'), r.body.slice(0, 300));
      const tail = items.at(-1);
      assert.equal(tail.type, 'too_many_errors');
      assert.deepEqual(tail.loc, ['body']);
      assert.ok(tail.ctx.total >= 60_000 && tail.ctx.shown === items.length - 1, JSON.stringify(tail));
    });

    it('refuses 60,000 body keys with one json_too_many_keys item, and caps 900 unknown keys at 50 items', async () => {
      const many = (n: number) => {
        const body: Record<string, unknown> = { name: 'k', scenario: SAMPLE_SCENARIO };
        for (let i = 0; i < n; i++) body[`x${i}`] = 0;
        return JSON.stringify(body);
      };
      const huge = validation(await json('/v1/jobs', many(60_000)), '60,000 keys');
      assert.equal(huge.length, 1);
      assert.deepEqual(huge[0].loc, ['body']);
      assert.equal(huge[0].type, 'json_too_many_keys');
      assert.equal(huge[0].ctx.max_keys, 1000);

      const r = await json('/v1/jobs', many(900));
      const items = validation(r, '900 keys');
      assert.equal(items.length, ERROR_MAX_ITEMS);
      assert.ok(has(items, ["body", "x0"], 'extra_forbidden'));
      assert.deepEqual(items.at(-1).ctx, { shown: ERROR_MAX_ITEMS - 1, total: 900 });
      assert.ok(Buffer.byteLength(r.body) <= ERROR_BODY_MAX_BYTES);
    });

    it("cuts each item's echoed input and echoes only what the client sent (no defaults)", async () => {
      const long = `Acme will raise prices. ${'x'.repeat(99_000)}`;
      const items = validation(await json('/v1/jobs', JSON.stringify({ scenario: long })), 'missing name');
      const missing = items.find((i) => i.type === 'missing');
      assert.deepEqual(missing.loc, ['body', 'name']);
      assert.deepEqual(Object.keys(missing.input), ['scenario'], `only the field sent, no n_agents/n_rounds defaults: ${JSON.stringify(missing.input).slice(0, 100)}`);
      assert.ok(missing.input.scenario.length <= 200 && missing.input.scenario.endsWith('…'), missing.input.scenario.length);
      assert.equal(missing.ctx.input_truncated, true);

      const short = validation(await json('/v1/jobs', JSON.stringify({ scenario: 'x', n_rounds: 'many' })), 'two problems');
      for (const i of short.filter((x) => x.loc.length === 2 && x.loc[1] === 'name')) assert.deepEqual(i.input, { scenario: 'x', n_rounds: 'many' });
      const query = validation(await rt.app!.inject({ method: 'GET', url: '/v1/scenarios?limit=abc', headers: { 'x-api-key': acct.apiKey } }), 'query');
      assert.equal(query[0].input, 'abc');
    });

    it('refuses JSON nested 5,000 deep (and 33 deep) with the spec body, and accepts 32', async () => {
      const nested = (depth: number) => `{"name":"d","scenario":"s","audience":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
      for (const depth of [5000, 33]) {
        const items = validation(await json('/v1/jobs', nested(depth)), `depth ${depth}`);
        assert.deepEqual(items.map((i) => [i.loc, i.type]), [[['body'], 'json_too_deep']]);
      }
      // 32 levels parse; the schema then refuses the array where an object belongs.
      const items = validation(await json('/v1/jobs', nested(32)), 'depth 32');
      assert.ok(has(items, ['body', 'audience'], 'model_type'), JSON.stringify(items));
    });

    it('answers 422 for NUL characters and lone surrogates in any text field, at the exact loc, storing nothing', async () => {
      const keysBefore = (await rt.app!.inject({ method: 'GET', url: '/v1/keys', headers: { authorization: `Bearer ${acct.session}` } })).json().keys.length;
      const session = { authorization: `Bearer ${acct.session}` };
      const cases: { url: string; payload: string; headers?: Record<string, string>; loc: (string | number)[]; type: string }[] = [
        { url: '/v1/keys', payload: '{"name":"a\\u0000b"}', headers: session, loc: ['body', 'name'], type: 'string_nul_character' },
        { url: '/v1/keys', payload: '{"name":"a\\ud800b"}', headers: session, loc: ['body', 'name'], type: 'string_unicode' },
        { url: '/v1/keys', payload: '{"name":"a\\udc00"}', headers: session, loc: ['body', 'name'], type: 'string_unicode' },
        { url: '/v1/auth/login', payload: '{"email":"a\\u0000@example.com","password":"x"}', loc: ['body', 'email'], type: 'string_nul_character' },
        { url: '/v1/auth/signup', payload: '{"email":"n@example.com","password":"long enough","tenant_name":"Org\\u0000"}', loc: ['body', 'tenant_name'], type: 'string_nul_character' },
        { url: '/v1/jobs', payload: `{"name":"n","scenario":${JSON.stringify(SAMPLE_SCENARIO)},"white_label_domain":"\\ud83d"}`, loc: ['body', 'white_label_domain'], type: 'string_unicode' },
        { url: '/v1/jobs', payload: `{"name":"n","scenario":${JSON.stringify(`${SAMPLE_SCENARIO}\u0000`)}}`, loc: ['body', 'scenario'], type: 'string_nul_character' },
        { url: '/v1/jobs', payload: `{"name":"n","scenario":"s","series":{"name":"sales\\u0000","frequency":"daily","values":[1,2,3,4,5,6,7,8]}}`, loc: ['body', 'series', 'name'], type: 'string_nul_character' },
        { url: '/v1/jobs', payload: `{"name":"n","scenario":"s","a\\u0000":1}`, loc: ['body', 'a\u0000'], type: 'string_nul_character' },
      ];
      for (const c of cases) {
        const items = validation(await json(c.url, c.payload, c.headers), c.payload);
        assert.ok(has(items, c.loc, c.type), `${c.payload}: expected ${c.type} at ${JSON.stringify(c.loc)}, got ${JSON.stringify(items)}`);
      }
      // A valid surrogate pair (an emoji) is text like any other.
      const emoji = await json('/v1/keys', '{"name":"key \\ud83d\\ude80"}', session);
      assert.equal(emoji.statusCode, 201, emoji.body);
      assert.equal(emoji.json().name, 'key 🚀');
      const keysAfter = (await rt.app!.inject({ method: 'GET', url: '/v1/keys', headers: session })).json().keys.length;
      assert.equal(keysAfter, keysBefore + 1, 'only the emoji key was created');
      assert.equal(await balance(), 1000);
    });

    it('takes strict UUIDs only in paths: urn:uuid, braces and over-long ids are 422 uuid_parsing; far too long is 414', async () => {
      const session = { authorization: `Bearer ${acct.session}` };
      const bad = [`urn:uuid:${UUID}`, `{${UUID}}`, UUID.replace(/-/g, ''), 'a'.repeat(120), `${UUID}0`];
      for (const id of bad) {
        for (const [method, url, headers, param] of [
          ['GET', `/v1/jobs/${encodeURIComponent(id)}/status`, { 'x-api-key': acct.apiKey }, 'job_id'],
          ['GET', `/v1/scenarios/${encodeURIComponent(id)}/report`, { 'x-api-key': acct.apiKey }, 'scenario_id'],
          ['POST', `/v1/keys/${encodeURIComponent(id)}/rotate`, session, 'key_id'],
          ['DELETE', `/v1/keys/${encodeURIComponent(id)}`, session, 'key_id'],
        ] as const) {
          const items = validation(await rt.app!.inject({ method, url, headers }), `${method} ${url}`);
          assert.ok(has(items, ['path', param], 'uuid_parsing'), `${url}: ${JSON.stringify(items)}`);
          assert.ok(JSON.stringify(items).length < 1000);
        }
      }
      const upper = await rt.app!.inject({ method: 'GET', url: `/v1/jobs/${UUID.toUpperCase()}/status`, headers: { 'x-api-key': acct.apiKey } });
      assert.equal(errorCode(upper, 404, 'upper-case UUID'), 'not_found');
      const tooLong = await rt.app!.inject({ method: 'GET', url: `/v1/jobs/${'a'.repeat(3000)}/status`, headers: { 'x-api-key': acct.apiKey } });
      assert.equal(errorCode(tooLong, 414, '3000-char id'), 'uri_too_long');
    });

    it('maps every framework error into the error body: bad percent-encoding, media types, malformed JSON, unknown routes', async () => {
      const h = { 'x-api-key': acct.apiKey };
      assert.equal(errorCode(await rt.app!.inject({ method: 'GET', url: '/v1/jobs/%E0%A4%A/status', headers: h }), 400, 'bad percent-encoding'), 'bad_request');
      for (const [type, payload] of [
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'name=a&scenario=b'],
        ['multipart/form-data; boundary=x', '--x--'],
        ['application/xml', '<a/>'],
      ] as const) {
        const r = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { ...h, 'content-type': type }, payload });
        assert.equal(errorCode(r, 415, type), 'unsupported_media_type');
        assert.match(r.json().detail.message, new RegExp(type.split(';')[0]!.replace('+', '\\+')));
      }
      const noType = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: h, payload: Buffer.from('{"name":"a"}') });
      assert.equal(errorCode(noType, 415, 'no content type'), 'unsupported_media_type');
      const charset = await json('/v1/jobs', JSON.stringify({ name: 'c', scenario: SAMPLE_SCENARIO, n_agents: 10, n_rounds: 1 }), { 'content-type': 'application/json; charset=utf-8' });
      assert.equal(charset.statusCode, 202, `JSON with a charset is JSON: ${charset.body}`);
      assert.ok(has(validation(await json('/v1/jobs', '{"name": "a",'), 'truncated JSON'), ['body', 0], 'json_invalid'));
      assert.ok(has(validation(await json('/v1/jobs', '{"__proto__":{"x":1},"name":"a","scenario":"b"}'), 'proto'), ['body', '__proto__'], 'json_invalid'));
      assert.ok(has(validation(await json('/v1/jobs', ''), 'empty JSON'), ['body'], 'missing'));
      assert.equal(errorCode(await rt.app!.inject({ method: 'GET', url: '/v1/nothing-here' }), 404, 'unknown route'), 'not_found');
      const big = await json('/v1/jobs', JSON.stringify({ name: 'b', scenario: 'x'.repeat(2 * 1024 * 1024) }));
      assert.equal(errorCode(big, 413, 'body over 1 MiB'), 'payload_too_large');
    });

    it('answers malformed HTTP on a real socket with the error body', async () => {
      const address = await rt.app!.listen({ port: 0, host: '127.0.0.1' });
      const port = Number(new URL(address).port);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /v1/plans HTTP/1.1\r\nHost: x\r\nBad Header Without Colon\r\n\r\n'));
        let data = '';
        socket.on('data', (d) => (data += d));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      assert.match(raw, /^HTTP\/1\.1 400 /);
      const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
      assert.equal(body.detail.code, 'bad_request');
    });

    it('refuses whitespace-only and BOM-only scenarios (and names) with a 422 before charging, force or not', async () => {
      const before = await balance();
      const jobsBefore = await jobCount();
      for (const scenario of ['   ', '\n\t\r ', '\ufeff', '\ufeff \u00a0\u2003']) {
        for (const force of [false, true]) {
          for (const url of ['/v1/jobs', '/v1/scenarios']) {
            const items = validation(await json(url, JSON.stringify({ name: 'blank', scenario, force })), `${url} ${JSON.stringify(scenario)}`);
            assert.deepEqual(items.map((i) => [i.loc, i.type]), [[['body', 'scenario'], 'string_pattern_mismatch']]);
            assert.match(items[0].msg, /other than white space/);
          }
        }
      }
      assert.ok(has(validation(await json('/v1/jobs', JSON.stringify({ name: '  ', scenario: SAMPLE_SCENARIO })), 'blank name'), ['body', 'name'], 'string_pattern_mismatch'));
      assert.equal(await balance(), before, 'nothing charged');
      assert.equal(await jobCount(), jobsBefore, 'no job created');
    });

    it('accepts a session token only in Authorization, never in X-API-Key (key management included)', async () => {
      for (const [method, url] of [
        ['GET', '/v1/credits'],
        ['GET', '/v1/keys'],
        ['POST', '/v1/keys'],
        ['GET', '/v1/scenarios'],
      ] as const) {
        const r = await rt.app!.inject({ method, url, headers: { 'x-api-key': acct.session }, ...(method === 'POST' ? { payload: { name: 'x' } } : {}) });
        assert.equal(errorCode(r, 401, `${method} ${url}`), 'unauthorized');
        assert.equal(r.headers['www-authenticate'], 'Bearer');
        const ok = await rt.app!.inject({ method, url, headers: { authorization: `Bearer ${acct.session}` }, ...(method === 'POST' ? { payload: { name: 'x' } } : {}) });
        assert.ok(ok.statusCode === 200 || ok.statusCode === 201, `${url} with Bearer: ${ok.statusCode}`);
      }
      const key = await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': acct.apiKey } });
      assert.equal(key.statusCode, 200);
    });

    it('takes only plain decimal integers in queries', async () => {
      const h = { 'x-api-key': acct.apiKey };
      for (const limit of ['0x10', '1e1', '5.0', '+5', ' 5', '5 ', '0b1', 'Infinity', '', '1_0']) {
        const items = validation(await rt.app!.inject({ method: 'GET', url: `/v1/scenarios?limit=${encodeURIComponent(limit)}`, headers: h }), `limit=${limit}`);
        assert.deepEqual(items.map((i) => [i.loc, i.type, i.input]), [[['query', 'limit'], 'int_parsing', limit]], `limit=${JSON.stringify(limit)}`);
      }
      for (const limit of ['5', '010', '200']) {
        const r = await rt.app!.inject({ method: 'GET', url: `/v1/scenarios?limit=${limit}`, headers: h });
        assert.equal(r.statusCode, 200, `limit=${limit}: ${r.body}`);
      }
      assert.ok(has(validation(await rt.app!.inject({ method: 'GET', url: '/v1/scenarios?limit=-1', headers: h }), 'negative'), ['query', 'limit'], 'greater_than_equal'));
    });

    it('spells header names one way in loc: Idempotency-Key, from the schema and from the domain', async () => {
      const payload = JSON.stringify({ name: 'idem', scenario: SAMPLE_SCENARIO, n_agents: 10, n_rounds: 1 });
      const tooLong = validation(await json('/v1/jobs', payload, { 'idempotency-key': 'k'.repeat(256) }), 'long key');
      assert.deepEqual(tooLong.map((i) => i.loc), [['header', 'Idempotency-Key']]);
      const control = validation(await json('/v1/jobs', payload, { 'idempotency-key': 'caf\u00e9' }), 'non-ASCII key');
      assert.deepEqual(control.map((i) => [i.loc, i.type]), [[['header', 'Idempotency-Key'], 'string_pattern_mismatch']]);
      assert.equal((await json('/v1/jobs', payload, { 'idempotency-key': 'edge-1' })).statusCode, 202);
      const reused = validation(await json('/v1/jobs', payload.replace('"idem"', '"other"'), { 'idempotency-key': 'edge-1' }), 'reused');
      assert.deepEqual(reused.map((i) => [i.loc, i.type]), [[['header', 'Idempotency-Key'], 'idempotency_key_reused']]);
    });
  });
}
