/**
 * No secret reaches a log line (docs/decisions.md "Secrets in logs"), against the embedded PGlite
 * and a real PostgreSQL: real flows (sign-up, login, key create/rotate/revoke, submissions, a
 * database error forced inside sign-up, whose failed INSERT carries the email and the scrypt hash
 * as query parameters) run with every log level on, and every line is searched for every secret
 * value used or stored.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { backends, SAMPLE_SCENARIO, startOn, grantUsd } from '../helpers.js';
import { hashToken } from '../../src/domain/secrets.js';

const PASSWORD = 'Tr0ub4dor&3-very-secret';
const EMAIL = 'alice.secret@example.com';
const DOOMED_EMAIL = 'bob.doomed@example.com';
const DOOMED_PASSWORD = 'another-secret-passw0rd';

for (const backend of await backends({ LOG_LEVEL: 'trace' })) {
  describe(`Secrets in logs on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    const lines: string[] = [];

    before(async () => {
      rt = await startOn(backend, { worker: true, logStream: { write: (line: string) => void lines.push(line) } });
    });
    after(async () => {
      await rt.stop();
    });

    it('logs no password, hash, token, key or email through sign-up, login, keys, submissions and a forced database error', async () => {
      const app = rt.app!;
      const signup = await app.inject({ method: 'POST', url: '/v1/auth/signup', payload: { email: EMAIL, password: PASSWORD, tenant_name: 'Secret Org' } });
      assert.equal(signup.statusCode, 201);
      const firstSession = signup.json().session_token as string;
      await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: EMAIL, password: 'wrong-guess-123' } });
      const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: EMAIL, password: PASSWORD } });
      assert.equal(login.statusCode, 200);
      const session = login.json().session_token as string;
      const s = { authorization: `Bearer ${session}` };
      const created = (await app.inject({ method: 'POST', url: '/v1/keys', headers: s, payload: { name: 'ci' } })).json();
      const rotated = (await app.inject({ method: 'POST', url: `/v1/keys/${created.key_id}/rotate`, headers: s })).json();
      const spare = (await app.inject({ method: 'POST', url: '/v1/keys', headers: s, payload: { name: 'spare' } })).json();
      await app.inject({ method: 'DELETE', url: `/v1/keys/${spare.key_id}`, headers: s });
      await grantUsd(rt, signup.json().tenant_id, 1000);
      const job = await app.inject({ method: 'POST', url: '/v1/jobs', headers: { 'x-api-key': rotated.api_key, 'idempotency-key': 'log-test' }, payload: { name: 'logged', scenario: SAMPLE_SCENARIO, n_agents: 50, n_rounds: 1 } });
      assert.equal(job.statusCode, 202, job.body);
      await app.inject({ method: 'POST', url: '/v1/scenarios', headers: { authorization: `Bearer ${rotated.api_key}` }, payload: { scenario: SAMPLE_SCENARIO, n_agents: 50, n_rounds: 1 } });
      await app.inject({ method: 'GET', url: '/v1/credits', headers: { 'x-api-key': created.api_key } }); // revoked by rotation: 401
      await app.inject({ method: 'GET', url: `/v1/credits`, headers: { 'x-api-key': session } }); // a session in X-API-Key: 401

      // A database error inside sign-up: the failed INSERT's parameters are the email, the name and
      // the scrypt hash, and the error's DETAIL repeats the email and the hash.
      await sql
        .raw(
          `create function explode() returns trigger language plpgsql as $$ begin
             if new.name = 'explode' then raise exception 'forced failure' using detail = new.email || ' ' || new.password_hash; end if;
             return new; end $$`,
        )
        .execute(rt.ctx.db);
      await sql.raw('create trigger explode before insert on tenants for each row execute function explode()').execute(rt.ctx.db);
      const boom = await app.inject({ method: 'POST', url: '/v1/auth/signup', payload: { email: DOOMED_EMAIL, password: DOOMED_PASSWORD, tenant_name: 'explode' } });
      assert.equal(boom.statusCode, 500);
      assert.deepEqual(boom.json(), { detail: { code: 'internal_error', message: 'Internal server error' } });

      const tenant = await rt.ctx.db.selectFrom('tenants').select(['password_hash']).where('email', '=', EMAIL).executeTakeFirstOrThrow();
      const keyHashes = (await rt.ctx.db.selectFrom('api_keys').select('key_hash').execute()).map((k) => k.key_hash);
      const sessionHashes = (await rt.ctx.db.selectFrom('sessions').select('token_hash').execute()).map((k) => k.token_hash);
      const secrets: Record<string, string> = {
        password: PASSWORD,
        'doomed password': DOOMED_PASSWORD,
        email: EMAIL,
        'doomed email': DOOMED_EMAIL,
        'email local part': 'alice.secret',
        'password hash': tenant.password_hash,
        'any scrypt hash': 'scrypt$',
        'first session': firstSession,
        session,
        'API key': created.api_key,
        'rotated API key': rotated.api_key,
        'revoked API key': spare.api_key,
        'API key hash': hashToken(created.api_key),
        'rotated key hash': hashToken(rotated.api_key),
        'session hash': hashToken(session),
      };
      keyHashes.forEach((h, i) => (secrets[`stored key hash ${i}`] = h));
      sessionHashes.forEach((h, i) => (secrets[`stored session hash ${i}`] = h));

      const log = lines.join('');
      // The test must see the lines it searches: the requests and the 500 are logged.
      assert.ok(lines.length > 20, `${lines.length} lines captured`);
      const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
      assert.ok(failure, 'the forced database error was logged');
      assert.match(failure.err.message, /forced failure/);
      assert.ok(!('params' in failure.err) && !('detail' in failure.err) && !('query' in failure.err), JSON.stringify(failure.err));
      for (const [label, value] of Object.entries(secrets)) {
        assert.ok(value.length >= 7, `${label} is a real value`);
        assert.ok(!log.includes(value), `${label} appears in a log line: ${lines.find((l) => l.includes(value))?.slice(0, 300)}`);
      }
    });

    it('censors secret fields in any object logged, at any of the first levels', async () => {
      const before = lines.length;
      rt.ctx.logger.info({ password: PASSWORD, user: { email: EMAIL, api_key: 'sk_live_x1234567', nested: { token_hash: 'abcdef1234567', params: [EMAIL] } }, headers: { authorization: 'Bearer sess_zzzzzzzzz', 'x-api-key': 'sk_live_y7654321' } }, 'probe');
      const line = lines.slice(before).join('');
      assert.match(line, /"msg":"probe"/);
      for (const value of [PASSWORD, EMAIL, 'sk_live_x1234567', 'abcdef1234567', 'sess_zzzzzzzzz', 'sk_live_y7654321']) assert.ok(!line.includes(value), `${value} in ${line}`);
      assert.match(line, /\[redacted\]/);
    });
  });
}
