/**
 * Property-based fuzzing of the HTTP edge (robustness review), on the embedded PGlite and a real
 * PostgreSQL (test/helpers.ts): seeded fast-check runs send random malformed bodies, queries,
 * headers and paths to every endpoint that takes input (signup, login, keys, job and scenario
 * submission with series, status, report, list, credits, checkout) through `app.inject`, and a
 * fixed list of hostile cases (NUL, lone surrogates, `urn:uuid:` ids, 5,000-deep JSON, 60,000 keys,
 * huge series of strings, bad percent-encoding, ids over 100 characters, `limit=0x10`).
 *
 * Every answer must be: never a 5xx; a 422 with the spec's validation body (`detail`: 1..50 items
 * of {type, loc, msg, input?, ctx?}); any other 4xx with the error body `{"detail":{code,message}}`;
 * every error body within 32 KiB; a 429 with `Retry-After`. The counts run are reported with
 * `t.diagnostic` (seed FUZZ_SEED, runs FUZZ_RUNS per back-end).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { backends, SAMPLE_SCENARIO, signup, startOn, grantUsd, type TestAccount } from '../helpers.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const ERROR_MAX_ITEMS = 50;
const ERROR_BODY_MAX_BYTES = 32 * 1024;
const VALIDATION_ITEM_KEYS = new Set(['type', 'loc', 'msg', 'input', 'ctx']);
const UUID = '6e8bc430-9c3a-11d9-9669-0800200c9a66';

interface FuzzRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** Tally of what a run sent and got. */
class Counts {
  requests = 0;
  refusedByClient = 0;
  byStatus = new Map<number, number>();
  add(status: number): void {
    this.requests++;
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
  }
  toString(): string {
    const statuses = [...this.byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ');
    return `${this.requests} requests (${statuses})${this.refusedByClient ? `, ${this.refusedByClient} refused by the HTTP client before sending` : ''}`;
  }
}

/**
 * Asserts the answer's contract (module comment) and returns nothing; `label` names the request in
 * failure messages.
 */
function assertContract(r: Answer, label: string): void {
  const where = `${label} → ${r.statusCode} ${r.body.slice(0, 300)}`;
  assert.ok(r.statusCode < 500, `never a 5xx: ${where}`);
  if (r.statusCode < 400) return;
  assert.ok(Buffer.byteLength(r.body) <= ERROR_BODY_MAX_BYTES, `error body within 32 KiB (${Buffer.byteLength(r.body)} bytes): ${label}`);
  let body: any;
  assert.doesNotThrow(() => (body = JSON.parse(r.body)), `error body is JSON: ${where}`);
  assert.deepEqual(Object.keys(body), ['detail'], `error body holds only detail: ${where}`);
  if (r.statusCode === 422) {
    assert.ok(Array.isArray(body.detail) && body.detail.length >= 1 && body.detail.length <= ERROR_MAX_ITEMS, `422 detail is 1..50 items: ${where}`);
    for (const item of body.detail) {
      assert.ok(item && typeof item === 'object' && !Array.isArray(item), `422 item is an object: ${where}`);
      for (const k of Object.keys(item)) assert.ok(VALIDATION_ITEM_KEYS.has(k), `422 item key ${k} is one of type, loc, msg, input, ctx: ${where}`);
      assert.equal(typeof item.type, 'string', `422 item type: ${where}`);
      assert.equal(typeof item.msg, 'string', `422 item msg: ${where}`);
      assert.ok(Array.isArray(item.loc) && item.loc.length >= 1, `422 item loc is a non-empty array: ${where}`);
      for (const p of item.loc) assert.ok(typeof p === 'string' || Number.isInteger(p), `422 loc part is a string or integer: ${where}`);
      if ('ctx' in item) assert.ok(item.ctx && typeof item.ctx === 'object' && !Array.isArray(item.ctx), `422 ctx is an object: ${where}`);
    }
  } else {
    assert.equal(typeof body.detail?.code, 'string', `${r.statusCode} has detail.code: ${where}`);
    assert.equal(typeof body.detail?.message, 'string', `${r.statusCode} has detail.message: ${where}`);
  }
  if (r.statusCode === 429) assert.ok(r.headers['retry-after'], `429 carries Retry-After: ${where}`);
}

/** Sends `req`, checks the contract and counts it. Requests the HTTP client itself refuses (e.g. a NUL in a header) are counted apart. */
async function send(app: FastifyInstance, req: FuzzRequest, counts: Counts, label = `${req.method} ${req.url.slice(0, 200)}`): Promise<void> {
  let r: Answer;
  try {
    r = await app.inject({ method: req.method, url: req.url, headers: req.headers, payload: req.payload });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    // light-my-request validates header values as Node's http does; such a request never reaches a server.
    if (code === 'ERR_INVALID_CHAR' || code === 'ERR_INVALID_HTTP_TOKEN' || code === 'ERR_HTTP_INVALID_HEADER_VALUE') {
      counts.refusedByClient++;
      return;
    }
    throw err;
  }
  counts.add(r.statusCode);
  assertContract(r, label);
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

/** Strings that stress text handling: NUL, lone surrogates, BOM, controls, long runs, emoji. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uDBFF', '\uFEFF', '   ', '\t\n', '😀'.repeat(50), 'é'.repeat(300), ''),
  fc.integer({ min: 100, max: 120_000 }).map((n) => 'x'.repeat(n)),
);

/** Any JSON value, kept small, with nasty strings inside. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.double(),
    fc.integer(),
    fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 2 ** 53 + 1, 1.5),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A plausible series, some parts replaced by junk. */
const series = fc.record(
  {
    name: fc.oneof(fc.constant('weekly sales'), nastyString),
    values: fc.oneof(
      fc.array(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), { minLength: 0, maxLength: 60 }),
      fc.array(jsonValue, { maxLength: 20 }),
      fc.integer({ min: 8, max: 25_000 }).map((n) => Array.from({ length: n }, (_, i) => (i % 7 === 0 ? 'a' : i))),
    ),
    timestamps: fc.array(nastyString, { maxLength: 10 }),
    frequency: fc.oneof(fc.constantFrom('daily', 'weekly', 'monthly', 'fortnightly', ''), jsonValue),
    season_length: fc.oneof(fc.integer({ min: -5, max: 20_000 }), jsonValue),
    horizon: fc.oneof(fc.integer({ min: -5, max: 2000 }), jsonValue),
    unit: nastyString,
  },
  { requiredKeys: [] },
);

/** A job submission with each field either sensible, junk or absent, plus stray keys. */
const submission = fc
  .record(
    {
      name: fc.oneof(fc.constant('fuzz job'), nastyString, jsonValue),
      scenario: fc.oneof(fc.constant(SAMPLE_SCENARIO), nastyString, jsonValue),
      n_agents: fc.oneof(fc.integer({ min: -10, max: 200_000 }), fc.double(), jsonValue),
      n_rounds: fc.oneof(fc.integer({ min: -1, max: 20 }), jsonValue),
      seed: fc.oneof(fc.integer(), fc.constant(2 ** 31), jsonValue),
      lang: fc.oneof(fc.constantFrom('en', 'es', 'xx', 'e', ''), nastyString),
      white_label_domain: nastyString,
      audience: fc.oneof(
        fc.record({ ideology_lean: fc.oneof(fc.double(), jsonValue), age_band: fc.oneof(fc.constantFrom('18-29', '65+', '0-1'), jsonValue), urbanicity: jsonValue }, { requiredKeys: [] }),
        jsonValue,
      ),
      force: jsonValue,
      series: fc.oneof(series, fc.array(series, { maxLength: 5 }), jsonValue),
    },
    { requiredKeys: [] },
  )
  .chain((body) => fc.dictionary(fc.string({ maxLength: 10 }), jsonValue, { maxKeys: 3 }).map((extra) => ({ ...extra, ...body })));

/** A valid submission with one field replaced by a random one (reaches the database more often). */
const nearValid = fc
  .tuple(submission, fc.constantFrom('name', 'scenario', 'n_agents', 'n_rounds', 'seed', 'lang', 'white_label_domain', 'audience', 'force', 'series'))
  .map(([random, field]) => {
    const body: Record<string, unknown> = { name: 'near valid', scenario: SAMPLE_SCENARIO, n_agents: 50, n_rounds: 2 };
    if (field in random) body[field] = random[field as keyof typeof random];
    return body;
  });

const accountBody = fc.record(
  {
    email: fc.oneof(fc.emailAddress(), fc.constantFrom('nobody@example.com', 'a@b', '@', 'x'.repeat(300) + '@example.com'), nastyString, jsonValue),
    password: fc.oneof(fc.constant('correct horse battery'), nastyString, jsonValue),
    tenant_name: fc.oneof(fc.constant('Org'), nastyString, jsonValue),
  },
  { requiredKeys: [] },
);

/** Raw payload text: JSON of a value, or broken JSON, or not JSON at all. */
const rawPayload = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: value.map((v) => (JSON.stringify(v) ?? 'null').slice(0, -1)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '[]', 'null', '"x"', '{"a":1,"a":2}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '\uFEFF{}', '1e999999', '{"name":"\\u0000"}', '{"name":"\\ud800"}') },
    { weight: 1, arbitrary: fc.integer({ min: 40, max: 6000 }).map((d) => `{"name":"d","scenario":"s","audience":${'['.repeat(d)}${']'.repeat(d)}}`) },
  );

/** Path ids: valid-looking, wrong forms, over-long, bad percent-encoding. */
const pathId = fc.oneof(
  fc.uuid().map((u) => u),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.uuid().map((u) => `urn:uuid:${u}`),
  fc.uuid().map((u) => `{${u}}`),
  fc.uuid().map((u) => u.replace(/-/g, '')),
  fc.integer({ min: 101, max: 2500 }).map((n) => 'a'.repeat(n)),
  fc.constantFrom('%', '%zz', '%C0%AF', '%00', '%uD800', '%ED%A0%80', '%FF%FE', '..', '%2e%2e', '%2F', ' ', '%20', 'null', '0', '-1', UUID + '%00'),
  fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s)),
  fc.string({ unit: 'binary', maxLength: 20 }).map((s) => { try { return encodeURIComponent(s); } catch { return 'x'; } }),
);

/** Query strings: `limit` in every spelling, repeated, with stray parameters. */
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('0x10', '0', '-1', '1e2', '5.0', '5.5', ' 5', '5 ', '+5', '', 'NaN', 'Infinity', '99999999999999999999', '201', '200', '1', '0b1', '0o7', '%00', '%zz', '%F0%9F%98%80').map((v) => `?limit=${v}`),
  fc.constant('?limit=1&limit=2'),
  fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })).map(([k, v]) => `?${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
  fc.string({ maxLength: 30 }).map((s) => `?${s}`),
);

interface Principal {
  session: string;
  apiKey: string;
}

/** Header sets: content types, credentials (right, wrong, malformed), idempotency keys, one stray header (wrong Content-Length, encodings, a second credential…). */
const headers = (who: Principal, kind: 'session' | 'any' | 'none') =>
  fc
    .record({
      contentType: fc.option(
        fc.oneof(
          { weight: 12, arbitrary: fc.constant('application/json') },
          { weight: 1, arbitrary: fc.constantFrom(
          'application/json; charset=utf-8',
          'application/json; charset=utf-16',
          'APPLICATION/JSON',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/jsonx',
          'application/problem+json',
          '*/*',
          ';;',
          '',
          ) },
        ),
        { freq: 10 },
      ),
      cred: fc.constantFrom('right', 'right', 'right', 'wrong', 'garbage', 'none', 'other-header'),
      idem: fc.option(fc.oneof(fc.string({ maxLength: 20 }), fc.constant('k'.repeat(300)), fc.constant('é'), fc.constant('')), { freq: 3 }),
      stray: fc.option(
        fc.tuple(
          fc.constantFrom('content-length', 'content-encoding', 'accept', 'accept-charset', 'x-forwarded-for', 'x-api-key', 'authorization', 'idempotency-key', 'host', 'x-fuzz'),
          fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('0', '-1', '999999999', 'gzip', 'br', '*/*', '::1', 'sk_live_', 'Bearer sess_x')),
        ),
        { freq: 4 },
      ),
    })
    .map(({ contentType, cred, idem, stray }) => {
      const h: Record<string, string> = {};
      if (contentType !== null) h['content-type'] = contentType;
      const secret = kind === 'session' ? who.session : who.apiKey;
      if (kind !== 'none') {
        if (cred === 'right') kind === 'session' ? (h.authorization = `Bearer ${secret}`) : (h['x-api-key'] = secret);
        else if (cred === 'wrong') h.authorization = `Bearer ${secret.slice(0, -2)}zz`;
        else if (cred === 'garbage') h.authorization = ['Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', `Bearer ${'x'.repeat(5000)}`, 'bearer   sk_live_'][secret.length % 5]!;
        else if (cred === 'other-header') kind === 'session' ? (h['x-api-key'] = secret) : (h.authorization = `Bearer ${who.session}`);
      }
      if (idem !== null) h['idempotency-key'] = idem;
      if (stray !== null) h[stray[0]] = stray[1];
      return h;
    });

/** One random request to one of the endpoints that take input. */
function requestArb(who: Principal, victimKeyId: string): fc.Arbitrary<FuzzRequest> {
  const id = fc.oneof({ weight: 6, arbitrary: pathId }, { weight: 1, arbitrary: fc.constant(victimKeyId) });
  const post = (url: string, body: fc.Arbitrary<unknown>, kind: 'session' | 'any' | 'none') =>
    fc.record({ url: fc.constant(url), payload: rawPayload(body), headers: headers(who, kind) }).map((r) => ({ method: 'POST' as const, ...r }));
  const get = (url: fc.Arbitrary<string>, kind: 'session' | 'any') => fc.record({ url, headers: headers(who, kind) }).map((r) => ({ method: 'GET' as const, ...r }));
  return fc.oneof(
    { weight: 2, arbitrary: post('/v1/auth/signup', accountBody, 'none') },
    { weight: 2, arbitrary: post('/v1/auth/login', accountBody, 'none') },
    { weight: 2, arbitrary: post('/v1/keys', fc.oneof(fc.record({ name: fc.oneof(nastyString, jsonValue), plan: jsonValue }, { requiredKeys: [] }), jsonValue), 'session') },
    { weight: 1, arbitrary: fc.record({ id, q: query, headers: headers(who, 'session') }).map(({ id, q, headers }) => ({ method: 'POST' as const, url: `/v1/keys/${id}/rotate${q}`, headers })) },
    { weight: 1, arbitrary: fc.record({ id, headers: headers(who, 'session') }).map(({ id, headers }) => ({ method: 'DELETE' as const, url: `/v1/keys/${id}`, headers })) },
    { weight: 6, arbitrary: post('/v1/jobs', fc.oneof(submission, nearValid), 'any') },
    { weight: 4, arbitrary: post('/v1/scenarios', fc.oneof(submission, nearValid), 'any') },
    { weight: 1, arbitrary: post('/v1/billing/checkout', jsonValue, 'session') },
    { weight: 3, arbitrary: get(fc.tuple(pathId, query).map(([i, q]) => `/v1/jobs/${i}/status${q}`), 'any') },
    { weight: 2, arbitrary: get(fc.tuple(pathId, query).map(([i, q]) => `/v1/jobs/${i}/report${q}`), 'any') },
    { weight: 2, arbitrary: get(pathId.map((i) => `/v1/scenarios/${i}`), 'any') },
    { weight: 1, arbitrary: get(pathId.map((i) => `/v1/scenarios/${i}/report`), 'any') },
    { weight: 3, arbitrary: get(query.map((q) => `/v1/scenarios${q}`), 'any') },
    { weight: 1, arbitrary: get(query.map((q) => `/v1/credits${q}`), 'any') },
    { weight: 1, arbitrary: get(query.map((q) => `/v1/keys${q}`), 'session') },
  );
}

// ---------------------------------------------------------------------------------------------
// Explicit hostile cases
// ---------------------------------------------------------------------------------------------

function explicitCases(who: Principal): { label: string; req: FuzzRequest; expect?: number }[] {
  const key = { 'x-api-key': who.apiKey, 'content-type': 'application/json' };
  const sess = { authorization: `Bearer ${who.session}`, 'content-type': 'application/json' };
  const job = (extra: Record<string, unknown>) => JSON.stringify({ name: 'x', scenario: SAMPLE_SCENARIO, ...extra });
  const many = (n: number) => {
    const o: Record<string, number> = {};
    for (let i = 0; i < n; i++) o[`k${i}`] = i;
    return JSON.stringify({ name: 'k', scenario: 's', ...o });
  };
  const stringsSeries = [0, 1, 2].map((i) => ({ name: `s${i}`, frequency: 'daily', values: Array.from({ length: 20_000 }, (_, j) => `v${j % 100}`) }));
  const cases: { label: string; req: FuzzRequest; expect?: number }[] = [
    { label: 'NUL in job name', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: job({ name: 'a\u0000b' }) }, expect: 422 },
    { label: 'NUL in scenario', req: { method: 'POST', url: '/v1/scenarios', headers: key, payload: JSON.stringify({ scenario: 'x\u0000y' }) }, expect: 422 },
    { label: 'NUL in series name', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: job({ series: { name: '\u0000', values: [1, 2, 3, 4, 5, 6, 7, 8] } }) }, expect: 422 },
    { label: 'NUL in signup email', req: { method: 'POST', url: '/v1/auth/signup', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a\u0000@example.com', password: 'long enough', tenant_name: 'x' }) }, expect: 422 },
    { label: 'NUL in tenant name', req: { method: 'POST', url: '/v1/auth/signup', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'nul@example.com', password: 'long enough', tenant_name: 'a\u0000' }) }, expect: 422 },
    { label: 'NUL in key name', req: { method: 'POST', url: '/v1/keys', headers: sess, payload: JSON.stringify({ name: '\u0000' }) }, expect: 422 },
    { label: 'lone high surrogate in name', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: job({ name: 'a\uD800' }) }, expect: 422 },
    { label: 'lone low surrogate in scenario', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: job({ scenario: '\uDC00 price rise' }) }, expect: 422 },
    { label: 'lone surrogate in login password', req: { method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x@example.com', password: '\uD800\uD800' }) }, expect: 422 },
    { label: 'lone surrogate in an unknown key', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: JSON.stringify({ name: 'x', scenario: 's', '\uD800': 1 }) }, expect: 422 },
    { label: 'urn:uuid: job id', req: { method: 'GET', url: `/v1/jobs/urn:uuid:${UUID}/status`, headers: key }, expect: 422 },
    { label: 'urn:uuid: scenario id', req: { method: 'GET', url: `/v1/scenarios/urn:uuid:${UUID}`, headers: key }, expect: 422 },
    { label: 'urn:uuid: key id', req: { method: 'DELETE', url: `/v1/keys/urn:uuid:${UUID}`, headers: { authorization: `Bearer ${who.session}` } }, expect: 422 },
    { label: '5,000-deep JSON', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: `{"name":"d","scenario":"s","audience":${'['.repeat(4999)}${']'.repeat(4999)}}` }, expect: 422 },
    { label: '5,000-deep objects', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` }, expect: 422 },
    { label: '60,000 keys', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: many(60_000) }, expect: 422 },
    { label: '60,000 keys at signup', req: { method: 'POST', url: '/v1/auth/signup', headers: { 'content-type': 'application/json' }, payload: many(60_000) }, expect: 422 },
    { label: 'three series of 20,000 strings', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: job({ series: stringsSeries }) }, expect: 422 },
    { label: 'one series of 200,000 numbers', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: job({ series: { name: 's', values: Array.from({ length: 200_000 }, (_, i) => i % 10) } }) } },
    { label: 'bad percent-encoding in a job id', req: { method: 'GET', url: '/v1/jobs/%zz/status', headers: key }, expect: 400 },
    { label: 'overlong UTF-8 in a job id', req: { method: 'GET', url: '/v1/jobs/%C0%AF/status', headers: key }, expect: 400 },
    { label: 'encoded surrogate in a scenario id', req: { method: 'GET', url: '/v1/scenarios/%ED%A0%80', headers: key } },
    { label: 'bad percent-encoding in the query', req: { method: 'GET', url: '/v1/scenarios?limit=%zz', headers: key }, expect: 422 },
    { label: 'encoded NUL in a job id', req: { method: 'GET', url: `/v1/jobs/${UUID}%00/report`, headers: key }, expect: 422 },
    { label: '101-character id', req: { method: 'GET', url: `/v1/jobs/${'a'.repeat(101)}/status`, headers: key }, expect: 422 },
    { label: '2,500-character id', req: { method: 'GET', url: `/v1/jobs/${'a'.repeat(2500)}/report`, headers: key } },
    { label: '150-character key id', req: { method: 'POST', url: `/v1/keys/${'b'.repeat(150)}/rotate`, headers: { authorization: `Bearer ${who.session}` } }, expect: 422 },
    { label: 'limit=0x10', req: { method: 'GET', url: '/v1/scenarios?limit=0x10', headers: key }, expect: 422 },
    { label: 'limit=1e1', req: { method: 'GET', url: '/v1/scenarios?limit=1e1', headers: key }, expect: 422 },
    { label: 'limit twice', req: { method: 'GET', url: '/v1/scenarios?limit=1&limit=2', headers: key }, expect: 422 },
    { label: 'text/plain body', req: { method: 'POST', url: '/v1/jobs', headers: { ...key, 'content-type': 'text/plain' }, payload: job({}) }, expect: 415 },
    { label: 'form body', req: { method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a&password=b' }, expect: 415 },
    { label: 'body over 1 MiB', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: job({ scenario: 'x'.repeat(1_200_000) }) }, expect: 413 },
    { label: 'idempotency key of 300 characters', req: { method: 'POST', url: '/v1/jobs', headers: { ...key, 'idempotency-key': 'k'.repeat(300) }, payload: job({}) }, expect: 422 },
    { label: 'non-ASCII idempotency key', req: { method: 'POST', url: '/v1/jobs', headers: { ...key, 'idempotency-key': 'clé' }, payload: job({}) }, expect: 422 },
    { label: 'huge bearer token', req: { method: 'GET', url: '/v1/credits', headers: { authorization: `Bearer ${'t'.repeat(50_000)}` } }, expect: 401 },
    { label: 'prototype pollution keys', req: { method: 'POST', url: '/v1/jobs', headers: key, payload: '{"name":"p","scenario":"s","__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' }, expect: 422 },
  ];
  return cases;
}

for (const backend of await backends({ TENANT_MAX_QUEUED_AGENT_ROUNDS: '1000000000' })) {
  describe(`fuzzing the HTTP edge on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let acct: TestAccount;
    let victimKeyId: string;

    before(async () => {
      // No worker: submissions that get through stay queued. The queue cap is raised so that the
      // few valid random submissions never turn the rest into 429s.
      rt = await startOn(backend, { worker: false });
      acct = await signup(rt.app!);
      await grantUsd(rt, acct.tenantId, 100_000);
      const k = await rt.app!.inject({ method: 'POST', url: '/v1/keys', headers: { authorization: `Bearer ${acct.session}` }, payload: { name: 'victim' } });
      victimKeyId = k.json().key_id;
    });
    after(async () => {
      await rt.stop();
    });

    it('answers every explicit hostile case with the contract (and the expected status)', async (t) => {
      const counts = new Counts();
      for (const c of explicitCases(acct)) {
        const r = await rt.app!.inject({ method: c.req.method, url: c.req.url, headers: c.req.headers, payload: c.req.payload });
        counts.add(r.statusCode);
        assertContract(r, c.label);
        if (c.expect !== undefined) assert.equal(r.statusCode, c.expect, `${c.label}: ${r.body.slice(0, 300)}`);
      }
      t.diagnostic(`${backend.name}: explicit cases: ${counts}`);
    });

    it(`never answers a 5xx or a malformed error to ${RUNS} random requests (seed ${SEED})`, async (t) => {
      const counts = new Counts();
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(requestArb(acct, victimKeyId), async (req) => send(rt.app!, req, counts)),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      t.diagnostic(`${backend.name}: fuzz seed ${SEED}: ${counts} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      assert.ok(counts.requests >= RUNS * 0.9, `most generated requests were sent (${counts})`);
      assert.ok((counts.byStatus.get(422) ?? 0) > RUNS / 4, `the fuzz reaches validation often (${counts})`);
    });
  });
}
