/**
 * Issue 28 items 4–7 over HTTP on both back-ends: protective headers, request decoding (charset,
 * invalid UTF-8, repeated headers), session logout and revocation, the tenant's request budget over
 * all its keys, refused requests counted against their sender, and the login lockout per account
 * and address before the account alone.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { backends, fundedAccount, SAMPLE_SCENARIO, signup, startOn } from '../helpers.js';

/** One raw HTTP/1.1 exchange with exact bytes: repeated headers, undecodable bodies. */
async function raw(port: number, head: string[], body: Buffer = Buffer.alloc(0)): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${head.join('\r\n')}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
      socket.write(body); // not end(): a half-closed socket may be dropped before the answer
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(headers!)?.[1]), headers: headers!.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
  });
}

const LIMITS = { RATE_LIMIT_MAX: '10', RATE_LIMIT_MAX_PER_IP: '20', LOGIN_MAX_PER_ACCOUNT_IP: '3', LOGIN_MAX_PER_ACCOUNT: '10' };

for (const backend of await backends(LIMITS)) {
  describe(`Hardening on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let port: number;
    // Every test signs up from an address of its own: sign-ups count per IP (20 a minute here).
    const ip = () => `10.${randomBytes(3).join('.')}`;
    const account = async () => {
      const remoteAddress = ip();
      const email = `h-${randomBytes(6).toString('hex')}@example.com`;
      const s = await rt.app!.inject({ method: 'POST', url: '/v1/auth/signup', remoteAddress, payload: { email, password: 'correct horse battery', tenant_name: 'H' } });
      assert.equal(s.statusCode, 201, s.body);
      return { email, session: s.json().session_token as string, tenantId: s.json().tenant_id as string, signupResponse: s };
    };
    const newKey = async (session: string) => {
      const k = await rt.app!.inject({ method: 'POST', url: '/v1/keys', headers: { authorization: `Bearer ${session}` }, payload: { name: 'k' } });
      assert.equal(k.statusCode, 201, k.body);
      return k;
    };

    before(async () => {
      rt = await startOn(backend, { worker: false });
      await rt.app!.listen({ port: 0, host: '127.0.0.1' });
      port = (rt.app!.server.address() as net.AddressInfo).port;
    });
    after(async () => {
      await rt.stop();
    });

    it('headers: no-store and nosniff on secrets and errors; the badge keeps its caching and gets nosniff and a CSP', async () => {
      const a = await account();
      for (const r of [a.signupResponse, await newKey(a.session)]) {
        assert.equal(r.headers['cache-control'], 'no-store');
        assert.equal(r.headers['x-content-type-options'], 'nosniff');
      }
      const login = await rt.app!.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress: ip(), payload: { email: a.email, password: 'correct horse battery' } });
      assert.equal(login.statusCode, 200);
      assert.equal(login.headers['cache-control'], 'no-store');
      const missing = await rt.app!.inject({ method: 'GET', url: '/v1/nothing-here' });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.headers['x-content-type-options'], 'nosniff');
      const badge = await rt.app!.inject({ method: 'GET', url: '/v1/assets/powered-by.svg' });
      assert.equal(badge.statusCode, 200);
      assert.equal(badge.headers['x-content-type-options'], 'nosniff');
      assert.match(String(badge.headers['content-security-policy']), /default-src 'none'/);
      assert.match(String(badge.headers['cache-control']), /public/);
      // Malformed HTTP is answered on the socket, with the same headers.
      const bad = await raw(port, ['NOT HTTP AT ALL']);
      assert.equal(bad.status, 400);
      assert.match(bad.headers, /x-content-type-options: nosniff/);
      assert.match(bad.headers, /cache-control: no-store/);
    });

    it('decoding: a latin1 or utf-16 JSON body is 415; invalid UTF-8 is 422 and stores nothing; utf-8 in any spelling is accepted', async () => {
      const acct = await fundedAccount(rt, 1000);
      const body = JSON.stringify({ name: 'caf\u00e9', scenario: SAMPLE_SCENARIO, n_agents: 10, n_rounds: 1 });
      for (const charset of ['latin1', 'ISO-8859-1', 'utf-16', '"windows-1252"']) {
        const r = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': acct.apiKey, 'content-type': `application/json; charset=${charset}` }, payload: body });
        assert.equal(r.statusCode, 415, `${charset}: ${r.body}`);
        assert.equal(r.json().detail.code, 'unsupported_media_type');
      }
      const bytes = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xe9]), Buffer.from(`","scenario":${JSON.stringify(SAMPLE_SCENARIO)},"n_agents":10,"n_rounds":1}`)]);
      const invalid = await raw(port, ['POST /v1/jobs HTTP/1.1', 'Host: x', `X-API-Key: ${acct.apiKey}`, 'Content-Type: application/json'], bytes);
      assert.equal(invalid.status, 422, invalid.body);
      const item = JSON.parse(invalid.body).detail[0];
      assert.equal(item.type, 'json_invalid');
      assert.match(item.ctx.error, /UTF-8/);
      for (const charset of ['utf-8', 'UTF-8', '"utf-8"', 'utf8']) {
        const r = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': acct.apiKey, 'content-type': `application/json; charset=${charset}` }, payload: body });
        assert.equal(r.statusCode, 202, `${charset}: ${r.body}`);
      }
      const names = await rt.ctx.db.selectFrom('jobs').select('name').where('tenant_id', '=', acct.tenantId).execute();
      assert.deepEqual(names.map((n) => n.name), ['café', 'café', 'café', 'café'], 'only the UTF-8 bodies were stored, unaltered');
    });

    it('decoding: a repeated Idempotency-Key, X-API-Key or Authorization header is 400 duplicate_header', async () => {
      const acct = await fundedAccount(rt, 1000);
      const body = Buffer.from(JSON.stringify({ name: 'dup', scenario: SAMPLE_SCENARIO, n_agents: 10, n_rounds: 1 }));
      const base = ['POST /v1/jobs HTTP/1.1', 'Host: x', 'Content-Type: application/json'];
      for (const [label, head] of [
        ['Idempotency-Key', [...base, `X-API-Key: ${acct.apiKey}`, 'Idempotency-Key: a', 'Idempotency-Key: b']],
        ['X-API-Key', [...base, `X-API-Key: ${acct.apiKey}`, `x-api-key: ${acct.apiKey}`]],
        ['Authorization', [...base, `Authorization: Bearer ${acct.apiKey}`, 'Authorization: Bearer sk_live_other']],
      ] as const) {
        const r = await raw(port, [...head], body);
        assert.equal(r.status, 400, `${label}: ${r.body}`);
        assert.equal(JSON.parse(r.body).detail.code, 'duplicate_header', label);
      }
      assert.equal((await rt.ctx.db.selectFrom('jobs').select('id').where('tenant_id', '=', acct.tenantId).execute()).length, 0);
    });

    it('sessions: logout ends the presented session at once, revoke-all ends every session, keys live on; sessions last 7 days by default', async () => {
      const a = await account();
      const expires = Date.parse(a.signupResponse.json().expires_at);
      assert.ok(Math.abs(expires - (Date.now() + 7 * 86400_000)) < 60_000, 'a 7-day session');
      const second = await rt.app!.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress: ip(), payload: { email: a.email, password: 'correct horse battery' } });
      const third = await rt.app!.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress: ip(), payload: { email: a.email, password: 'correct horse battery' } });
      const [s2, s3] = [second.json().session_token as string, third.json().session_token as string];
      const key = (await newKey(a.session)).json().api_key as string;
      const as = (token: string) => ({ authorization: `Bearer ${token}` });

      const listing = await rt.app!.inject({ method: 'GET', url: '/v1/keys', headers: as(a.session) });
      assert.equal(listing.statusCode, 200);
      assert.doesNotMatch(listing.body, /sess_|session/i, 'key management shows nothing of sessions');

      for (const headers of [{ 'x-api-key': key }, as(key)]) {
        const byKey = await rt.app!.inject({ method: 'POST', url: '/v1/auth/logout', headers });
        assert.equal(byKey.statusCode, 403, 'an API key is not a session');
        assert.equal(byKey.json().detail.code, 'session_required');
      }

      const out = await rt.app!.inject({ method: 'POST', url: '/v1/auth/logout', headers: as(a.session) });
      assert.equal(out.statusCode, 200, out.body);
      assert.deepEqual(out.json(), { revoked_sessions: 1 });
      assert.equal(out.headers['cache-control'], 'no-store');
      const after = await rt.app!.inject({ method: 'GET', url: '/v1/keys', headers: as(a.session) });
      assert.equal(after.statusCode, 401, 'a logged-out session is refused at once');
      assert.equal((await rt.app!.inject({ method: 'GET', url: '/v1/keys', headers: as(s2) })).statusCode, 200, 'other sessions live on');

      const all = await rt.app!.inject({ method: 'POST', url: '/v1/auth/sessions/revoke-all', headers: as(s2) });
      assert.equal(all.statusCode, 200, all.body);
      assert.deepEqual(all.json(), { revoked_sessions: 2 });
      for (const s of [s2, s3]) assert.equal((await rt.app!.inject({ method: 'GET', url: '/v1/keys', headers: as(s) })).statusCode, 401);
      assert.equal((await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': key } })).statusCode, 200, 'API keys are not sessions');
    });

    it('rate: 6 keys of one tenant share the tenant budget (5 × the per-key limit); another tenant is not touched', async () => {
      const a = await account();
      const keys: string[] = [];
      for (let i = 0; i < 6; i++) keys.push((await newKey(a.session)).json().api_key);
      // The session's 6 key creations count against the tenant too: 50 − 6 = 44 left for the keys.
      // 8 rounds: each key sends 8, under its own limit of 10; the tenant's 44 run out in round 8.
      const answers = [];
      for (let round = 0; round < 8; round++) {
        for (const key of keys) answers.push(await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': key } }));
      }
      const codes = answers.map((r) => r.statusCode);
      assert.deepEqual(codes, [...Array(44).fill(200), ...Array(4).fill(429)], codes.join(' '));
      const refused = answers.at(-1)!;
      assert.match(refused.json().detail.message, /tenant/);
      assert.match(String(refused.headers['ratelimit-policy']), /"tenant";q=50/);
      assert.ok(Number(refused.headers['retry-after']) >= 1);
      const other = await signup(rt.app!, ip());
      assert.equal((await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': other.apiKey } })).statusCode, 200);
    });

    it('rate: requests refused by validation count against the key, or the address, that sent them', async () => {
      const from = ip();
      const anonymous: number[] = [];
      for (let i = 0; i < 25; i++) {
        const r = await rt.app!.inject({ method: 'POST', url: '/v1/auth/signup', remoteAddress: from, headers: { 'content-type': 'application/json' }, payload: '{"email": not json' });
        anonymous.push(r.statusCode);
      }
      assert.deepEqual(anonymous, [...Array(20).fill(422), ...Array(5).fill(429)], 'malformed bodies from one address');
      const a = await account();
      const key = (await newKey(a.session)).json().api_key as string;
      const keyed: number[] = [];
      for (let i = 0; i < 12; i++) {
        const r = await rt.app!.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': key }, payload: { name: 'x', scenario: SAMPLE_SCENARIO, n_agents: -1 } });
        keyed.push(r.statusCode);
      }
      assert.deepEqual(keyed, [...Array(10).fill(422), ...Array(2).fill(429)], 'invalid bodies with a key');
      const r = await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': key } });
      assert.equal(r.statusCode, 429, 'the key spent its window on refused requests');
    });

    it("rate: the owner logs in from another address while one address is locked out of the account", async () => {
      const a = await account();
      const attacker = ip();
      const guesses: number[] = [];
      for (let i = 0; i < 5; i++) {
        guesses.push((await rt.app!.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress: attacker, payload: { email: a.email, password: `guess ${i}` } })).statusCode);
      }
      assert.deepEqual(guesses, [401, 401, 401, 429, 429]);
      const locked = await rt.app!.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress: attacker, payload: { email: a.email, password: 'correct horse battery' } });
      assert.equal(locked.statusCode, 429, 'the guessing address stays locked out, right password or not');
      const owner = await rt.app!.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress: ip(), payload: { email: a.email, password: 'correct horse battery' } });
      assert.equal(owner.statusCode, 200, owner.body);
    });
  });
}
