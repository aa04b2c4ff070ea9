/**
 * Referrals (issue 25 item 4; docs/api.md "Referrals"): every tenant has a code; redeeming it (or
 * sending it at sign-up) credits each side the referral credit as `referral` wallet transactions,
 * once per referred tenant, also under 20 concurrent redemptions; self-referral, unknown codes and
 * rings are refused and change nothing. Both back-ends.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { backends, signup, startOn } from '../helpers.js';

const CONCURRENT = 20;

for (const backend of await backends()) {
  describe(`referrals on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    before(async () => {
      rt = await startOn(backend, { worker: false });
    });
    after(async () => rt.stop());

    const as = (key: string) => ({ 'x-api-key': key });
    const referrals = async (key: string) => (await rt.app!.inject({ method: 'GET', url: '/v1/referrals', headers: as(key) })).json();
    const wallet = async (key: string) => (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: as(key) })).json();
    const redeem = (key: string, code: string) => rt.app!.inject({ method: 'POST', url: '/v1/referrals/redeem', headers: as(key), payload: { code } });

    it('every tenant has its own code; a redemption credits 100 USD to each side as referral transactions', async () => {
      const a = await signup(rt.app!);
      const b = await signup(rt.app!);
      const ra = await referrals(a.apiKey);
      const rb = await referrals(b.apiKey);
      assert.match(ra.code, /^R[0-9A-F]{15}$/);
      assert.notEqual(ra.code, rb.code);
      assert.equal(ra.credit_usd, 100);
      assert.deepEqual([ra.redemptions_count, ra.referred_by], [0, null]);

      const r = await redeem(b.apiKey, ` ${ra.code.toLowerCase()} `);
      assert.equal(r.statusCode, 200, r.body);
      assert.deepEqual(r.json(), { redeemed: true, credit_usd: 100, balance_usd: 100 });
      for (const k of [a.apiKey, b.apiKey]) {
        const w = await wallet(k);
        assert.equal(w.balance_usd, 100);
        assert.deepEqual(w.transactions.map((t: any) => [t.kind, t.amount_usd]), [['referral', 100]]);
      }
      const after = await referrals(a.apiKey);
      assert.equal(after.redemptions_count, 1);
      assert.equal(after.earned_usd, 100);
      assert.equal((await referrals(b.apiKey)).referred_by.credit_usd, 100);
    });

    it(`${CONCURRENT} concurrent redemptions of one code by one tenant credit once`, async () => {
      const a = await signup(rt.app!);
      const b = await signup(rt.app!);
      const code = (await referrals(a.apiKey)).code;
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => redeem(b.apiKey, code)));
      const statuses = answers.map((x) => x.statusCode).sort();
      assert.deepEqual(statuses, [200, ...Array(CONCURRENT - 1).fill(409)], answers.map((x) => x.body).join('\n'));
      for (const x of answers.filter((x) => x.statusCode === 409)) assert.equal(x.json().detail.code, 'referral_already_redeemed');
      assert.equal((await wallet(a.apiKey)).balance_usd, 100, 'referrer credited once');
      assert.equal((await wallet(b.apiKey)).balance_usd, 100, 'referred tenant credited once');
      console.log(`  ${CONCURRENT} concurrent redemptions: statuses ${JSON.stringify(statuses.reduce((m: any, s) => ((m[s] = (m[s] ?? 0) + 1), m), {}))}`);
    });

    it('a tenant redeems once: a second code is 409; self-referral, an unknown code and an A→B→A ring are 422, nothing credited', async () => {
      const a = await signup(rt.app!);
      const b = await signup(rt.app!);
      const c = await signup(rt.app!);
      const codeA = (await referrals(a.apiKey)).code;
      const codeB = (await referrals(b.apiKey)).code;
      const codeC = (await referrals(c.apiKey)).code;

      const self = await redeem(a.apiKey, codeA);
      assert.equal(self.statusCode, 422);
      assert.deepEqual([self.json().detail[0].type, self.json().detail[0].loc], ['self_referral', ['body', 'code']]);
      const unknown = await redeem(a.apiKey, 'RNOSUCHCODE00000');
      assert.equal(unknown.statusCode, 422);
      assert.equal(unknown.json().detail[0].type, 'referral_code_unknown');
      assert.equal((await wallet(a.apiKey)).balance_usd, 0, 'refusals credit nothing');

      assert.equal((await redeem(b.apiKey, codeA)).statusCode, 200);
      const second = await redeem(b.apiKey, codeC);
      assert.equal(second.statusCode, 409);
      const ring = await redeem(a.apiKey, codeB);
      assert.equal(ring.statusCode, 422);
      assert.equal(ring.json().detail[0].type, 'referral_cycle');
      assert.equal((await wallet(a.apiKey)).balance_usd, 100);
      assert.equal((await wallet(b.apiKey)).balance_usd, 100);
      assert.equal((await wallet(c.apiKey)).balance_usd, 0);
      const blank = await redeem(a.apiKey, '');
      assert.equal(blank.statusCode, 422);
    });

    it('referral_code at sign-up credits both sides; an unknown one is 422 and creates no tenant', async () => {
      const a = await signup(rt.app!);
      const code = (await referrals(a.apiKey)).code;
      const email = `ref${randomBytes(4).toString('hex')}@example.com`;
      const bad = await rt.app!.inject({ method: 'POST', url: '/v1/auth/signup', payload: { email, password: 'correct horse battery', tenant_name: 'Ref', referral_code: 'RNOSUCHCODE00000' } });
      assert.equal(bad.statusCode, 422);
      assert.deepEqual(bad.json().detail[0].loc, ['body', 'referral_code']);
      const ok = await rt.app!.inject({ method: 'POST', url: '/v1/auth/signup', payload: { email, password: 'correct horse battery', tenant_name: 'Ref', referral_code: code } });
      assert.equal(ok.statusCode, 201, 'the email was not taken by the refused sign-up');
      const session = ok.json().session_token;
      const w = (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { authorization: `Bearer ${session}` } })).json();
      assert.equal(w.balance_usd, 100);
      assert.equal(w.transactions[0].kind, 'referral');
      assert.equal((await wallet(a.apiKey)).balance_usd, 100);
      const again = await rt.app!.inject({ method: 'POST', url: '/v1/referrals/redeem', headers: { authorization: `Bearer ${session}` }, payload: { code } });
      assert.equal(again.statusCode, 409, 'the sign-up redemption counts as the one');
    });
  });
}
