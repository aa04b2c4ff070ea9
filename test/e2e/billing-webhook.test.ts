/**
 * The payment provider's webhook (issue 25 item 3; docs/api.md "Billing webhook"): a signed
 * `checkout.session.completed` with custom id `api_<package>` credits the package once per event
 * id (replays, also concurrent ones, are acknowledged and credit nothing); a forged, stale or
 * missing signature credits nothing; other events are acknowledged and ignored. Both back-ends.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { signWebhookPayload } from '../../src/lib/webhook-signature.js';
import { backends, signup, startOn } from '../helpers.js';

const SECRET = 'whsec_payment_provider_test_secret';

function event(tenantId: string, customId: string, extra: Record<string, unknown> = {}, id = `evt_${randomUUID()}`): string {
  return JSON.stringify({
    id,
    type: 'checkout.session.completed',
    data: { object: { id: `cs_${randomUUID()}`, client_reference_id: tenantId, payment_status: 'paid', metadata: { custom_id: customId }, ...extra } },
  });
}

for (const backend of await backends({ PAYMENT_WEBHOOK_SECRET: SECRET })) {
  describe(`POST /v1/billing/webhook on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let simCost = 0;
    before(async () => {
      rt = await startOn(backend, { worker: false });
      simCost = (await rt.app!.inject({ method: 'GET', url: '/v1/plans' })).json().sim_cost_usd;
    });
    after(async () => rt.stop());

    const post = (body: string, signature: string | null) =>
      rt.app!.inject({
        method: 'POST',
        url: '/v1/billing/webhook',
        headers: { 'content-type': 'application/json', ...(signature ? { 'service-signature': signature } : {}) },
        payload: body,
      });
    const now = () => Math.floor(Date.now() / 1000);
    const balance = async (session: string) => (await rt.app!.inject({ method: 'GET', url: '/v1/credits', headers: { authorization: `Bearer ${session}` } })).json();

    it('credits a package once; a replay (sequential and 10 concurrent) is acknowledged as duplicate and credits nothing', async () => {
      const acct = await signup(rt.app!);
      const body = event(acct.tenantId, 'api_pack5');
      const first = await post(body, signWebhookPayload(body, [SECRET], now()));
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.json().outcome, 'credited');
      assert.equal(first.json().credited_usd, 5 * simCost, 'Pack 5 = 5 simulations at the configured price');
      const replay = await post(body, signWebhookPayload(body, [SECRET], now()));
      assert.equal(replay.statusCode, 200);
      assert.equal(replay.json().outcome, 'duplicate');
      const concurrent = await Promise.all(Array.from({ length: 10 }, () => post(body, signWebhookPayload(body, [SECRET], now()))));
      assert.deepEqual(concurrent.map((r) => r.json().outcome), Array(10).fill('duplicate'));
      const wallet = await balance(acct.session);
      assert.equal(wallet.balance_usd, 5 * simCost, 'credited exactly once');
      assert.equal(wallet.transactions.filter((t: any) => t.kind === 'purchase').length, 1);
      console.log(`  replayed event: 1 credited, 11 duplicates, balance ${wallet.balance_usd} USD`);
    });

    it('a new event racing itself 10 times at once credits once', async () => {
      const acct = await signup(rt.app!);
      const body = event(acct.tenantId, 'api_single');
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(body, signWebhookPayload(body, [SECRET], now()))));
      const outcomes = answers.map((r) => r.json().outcome).sort();
      assert.deepEqual(outcomes, ['credited', ...Array(9).fill('duplicate')], JSON.stringify(outcomes));
      assert.equal((await balance(acct.session)).balance_usd, simCost);
    });

    it('a forged, stale, future, missing or malformed signature is 400 invalid_signature and credits nothing', async () => {
      const acct = await signup(rt.app!);
      const body = event(acct.tenantId, 'api_pack25');
      const cases: [string, string | null, string][] = [
        ['forged (wrong secret)', signWebhookPayload(body, ['whsec_attacker'], now()), 'signature_mismatch'],
        ['stale (10 min old)', signWebhookPayload(body, [SECRET], now() - 600), 'timestamp_too_old'],
        ['from the future (10 min ahead)', signWebhookPayload(body, [SECRET], now() + 600), 'timestamp_in_future'],
        ['missing', null, 'missing_header'],
        ['malformed', 'v1=abc', 'malformed_header'],
        ['signed over another body', signWebhookPayload(body.replace('api_pack25', 'api_single'), [SECRET], now()), 'signature_mismatch'],
      ];
      for (const [what, signature, reason] of cases) {
        const r = await post(body, signature);
        assert.equal(r.statusCode, 400, `${what}: ${r.body}`);
        assert.equal(r.json().detail.code, 'invalid_signature');
        assert.equal(r.json().detail.reason, reason, what);
      }
      assert.equal((await balance(acct.session)).balance_usd, 0, 'nothing credited');
      // The same body, signed properly, still credits (no refused attempt recorded its event id).
      const ok = await post(body, signWebhookPayload(body, [SECRET], now()));
      assert.equal(ok.json().outcome, 'credited');
    });

    it('other events are acknowledged with 200 and ignored', async () => {
      const acct = await signup(rt.app!);
      const bodies = [
        JSON.stringify({ id: `evt_${randomUUID()}`, type: 'invoice.paid', data: { object: { client_reference_id: acct.tenantId, metadata: { custom_id: 'api_pack5' } } } }),
        event(acct.tenantId, 'web_pack5'),
        event(acct.tenantId, 'api_platinum'),
        event(acct.tenantId, 'api_pack5', { payment_status: 'unpaid' }),
        event(randomUUID(), 'api_pack5'),
        event('not-a-uuid', 'api_pack5'),
      ];
      for (const body of bodies) {
        const r = await post(body, signWebhookPayload(body, [SECRET], now()));
        assert.equal(r.statusCode, 200, r.body);
        assert.equal(r.json().outcome, 'ignored', body);
        assert.ok(r.json().reason);
      }
      assert.equal((await balance(acct.session)).balance_usd, 0);
    });

    it('a signed body that is not an event is 400 invalid_event; a non-JSON content type is 415', async () => {
      const body = '[1,2,3]';
      const r = await post(body, signWebhookPayload(body, [SECRET], now()));
      assert.equal(r.statusCode, 400);
      assert.equal(r.json().detail.code, 'invalid_event');
      const form = await rt.app!.inject({ method: 'POST', url: '/v1/billing/webhook', headers: { 'content-type': 'text/plain' }, payload: 'x' });
      assert.equal(form.statusCode, 415);
    });
  });
}

describe('POST /v1/billing/webhook without PAYMENT_WEBHOOK_SECRET', () => {
  it('answers 503 billing_webhook_not_configured and credits nothing', async () => {
    const [pglite] = await backends();
    const rt = await startOn(pglite!, { worker: false });
    try {
      const body = event(randomUUID(), 'api_single');
      const r = await rt.app!.inject({ method: 'POST', url: '/v1/billing/webhook', headers: { 'content-type': 'application/json', 'service-signature': signWebhookPayload(body, ['x'], Math.floor(Date.now() / 1000)) }, payload: body });
      assert.equal(r.statusCode, 503);
      assert.equal(r.json().detail.code, 'billing_webhook_not_configured');
    } finally {
      await rt.stop();
    }
  });
});
