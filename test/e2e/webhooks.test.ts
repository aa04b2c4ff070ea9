/**
 * Webhooks end to end (docs/api.md "Webhooks"; docs/decisions.md "Webhooks"), on both back-ends,
 * with a real HTTPS receiver on loopback whose certificate authority is made in the test
 * (test/webhook-receiver.ts; WEBHOOK_ALLOW_LOOPBACK=1 and WEBHOOK_CA_FILE):
 * registration rules, signed events for completed and failed jobs to subscribed endpoints only,
 * retries with the same event id, 410, redirects, one attempt in flight per endpoint, secret
 * rotation, the send-time address check, the per-tenant maximum and tenant isolation.
 * Host names other than localhost resolve through a table (`resolveHost`), so no lookup leaves
 * the machine.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { backends, fundedAccount, SAMPLE_SCENARIO, startOn, type TestAccount } from '../helpers.js';
import { startReceiver, type Receiver } from '../webhook-receiver.js';
import { systemResolver } from '../../src/domain/webhooks/index.js';
import type { HostResolver } from '../../src/domain/ports.js';
import { EngineFailure, type EngineRunner } from '../../src/queue/engine-pool.js';
import { completeJob, failJob } from '../../src/domain/jobs/index.js';
import { verifyWebhookSignature, WebhookSignatureError } from '../../src/lib/webhook-signature.js';

const receiver: Receiver = await startReceiver();
after(() => receiver.close());

/** Names resolved without DNS: hook.test is the receiver, internal.test a private address, public.test a public one; others but localhost do not resolve. */
const HOSTS = new Map<string, string>([
  ['hook.test', '127.0.0.1'],
  ['rebind.test', '127.0.0.1'],
  ['internal.test', '10.1.2.3'],
  ['public.test', '93.184.215.14'],
]);
const resolveHost: HostResolver = async (host) => {
  const a = HOSTS.get(host);
  if (a) return [{ address: a, family: 4 }];
  if (host !== 'localhost') throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return systemResolver(host); // /etc/hosts

};

/** The engine stand-in: a job named "fail…" fails with an engine error, every other completes at once. */
const runner: EngineRunner = {
  run: async (input) => {
    if (input.name.startsWith('fail')) throw new EngineFailure('engine_error', 'the test asked this run to fail');
    return { fake: true, name: input.name } as any;
  },
  destroy: async () => {},
};

const SETTINGS = {
  WEBHOOK_ALLOW_LOOPBACK: '1',
  WEBHOOK_CA_FILE: receiver.caFile,
  WEBHOOK_RETRY_BASE_SECONDS: '0.05',
  WEBHOOK_RETRY_MAX_DELAY_SECONDS: '0.2',
  WEBHOOK_RETRY_WINDOW_SECONDS: '4',
  WEBHOOK_POLL_SECONDS: '0.2',
  WEBHOOK_TIMEOUT_SECONDS: '2',
  WEBHOOK_MAX_ENDPOINTS: '4',
};

async function until<T>(check: () => Promise<T | undefined | false> | T | undefined | false, what: string, ms = 20_000): Promise<T> {
  for (const end = Date.now() + ms; ; ) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const auth = (a: TestAccount) => ({ 'x-api-key': a.apiKey });

async function register(app: FastifyInstance, a: TestAccount, url: string, events: string[] = ['scenario.completed', 'scenario.failed']) {
  const r = await app.inject({ method: 'POST', url: '/v1/webhooks', headers: auth(a), payload: { url, events } });
  assert.equal(r.statusCode, 201, r.body);
  return r.json() as { endpoint_id: string; secret: string; url: string; events: string[]; created_at: string; status: string };
}

async function submit(app: FastifyInstance, a: TestAccount, name: string): Promise<string> {
  const r = await app.inject({ method: 'POST', url: '/v1/jobs', headers: auth(a), payload: { name, scenario: SAMPLE_SCENARIO, n_agents: 10, n_rounds: 1 } });
  assert.equal(r.statusCode, 202, r.body);
  return r.json().job_id;
}

async function deliveries(app: FastifyInstance, a: TestAccount, limit = 50): Promise<any[]> {
  const r = await app.inject({ method: 'GET', url: `/v1/webhooks/deliveries?limit=${limit}`, headers: auth(a) });
  assert.equal(r.statusCode, 200, r.body);
  return r.json().deliveries;
}

const json = (req: { raw: Buffer }) => JSON.parse(req.raw.toString('utf8'));

for (const backend of await backends(SETTINGS)) {
  describe(`Webhooks on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let app: FastifyInstance;
    // Each suite uses its own paths on the shared receiver.
    const p = (name: string) => `/${backend.name}/${name}`;
    before(async () => {
      rt = await startOn(backend, { worker: { runner }, resolveHost });
      app = rt.app!;
    });
    after(async () => rt.stop());

    it('a completed and a failed job each send one correctly signed event to the subscribed endpoints, none to others', async () => {
      const a = await fundedAccount(rt, 5000);
      const b = await fundedAccount(rt, 5000);
      const completedOnly = await register(app, a, receiver.url(p('completed')), ['scenario.completed']);
      const failedOnly = await register(app, a, receiver.url(p('failed')), ['scenario.failed']);
      // A host name (resolved once per attempt, connected to the checked address, certificate checked for the name).
      const both = await register(app, a, receiver.url(p('both'), 'hook.test'), ['scenario.completed', 'scenario.failed', 'scenario.completed']);
      assert.deepEqual(both.events, ['scenario.completed', 'scenario.failed'], 'repeats are dropped');
      assert.match(both.secret, /^whsec_[A-Za-z0-9_-]{43}$/);
      const other = await register(app, b, receiver.url(p('other-tenant')));

      const done = await submit(app, a, 'a launch that completes');
      const failed = await submit(app, a, 'fail: a launch whose run fails');
      await until(() => receiver.on(p('both')).length === 2 && receiver.on(p('completed')).length === 1 && receiver.on(p('failed')).length === 1, 'four deliveries');
      await sleep(600); // nothing more arrives
      assert.equal(receiver.on(p('completed')).length, 1);
      assert.equal(receiver.on(p('failed')).length, 1);
      assert.equal(receiver.on(p('both')).length, 2);
      assert.equal(receiver.on(p('other-tenant')).length, 0, "another tenant's endpoint gets nothing");

      const check = (req: (typeof receiver.requests)[number], secret: string, type: string, jobId: string) => {
        verifyWebhookSignature(req.raw, req.headers['service-signature'] as string, secret);
        assert.throws(() => verifyWebhookSignature(req.raw, req.headers['service-signature'] as string, other.secret), WebhookSignatureError);
        const tampered = Buffer.from(req.raw.toString('utf8').replace(jobId, jobId.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))));
        assert.throws(() => verifyWebhookSignature(tampered, req.headers['service-signature'] as string, secret), /No signature matches/);
        const body = json(req);
        assert.deepEqual(Object.keys(body).sort(), ['created', 'data', 'id', 'type']);
        assert.equal(body.type, type);
        assert.equal(req.headers['service-event-id'], body.id);
        assert.equal(req.headers['content-type'], 'application/json');
        assert.ok(Number.isInteger(body.created) && Math.abs(body.created - Date.now() / 1000) < 60);
        assert.deepEqual(body.data, {
          job_id: jobId,
          scenario_id: jobId,
          status: type === 'scenario.completed' ? 'completed' : 'failed',
          report_url: `/v1/jobs/${jobId}/report`,
        });
        assert.match(req.headers['service-signature'] as string, /^t=\d+,v1=[0-9a-f]{64}$/);
        return body.id as string;
      };
      const completedEvent = check(receiver.on(p('completed'))[0]!, completedOnly.secret, 'scenario.completed', done);
      const failedEvent = check(receiver.on(p('failed'))[0]!, failedOnly.secret, 'scenario.failed', failed);
      const bothTypes = receiver.on(p('both')).map((r) => json(r).type).sort();
      assert.deepEqual(bothTypes, ['scenario.completed', 'scenario.failed']);
      for (const r of receiver.on(p('both'))) check(r, both.secret, json(r).type, json(r).type === 'scenario.completed' ? done : failed);
      assert.equal(json(receiver.on(p('both')).find((r) => json(r).type === 'scenario.completed')!).id, completedEvent, 'one event, the same id at every endpoint');
      assert.equal(json(receiver.on(p('both')).find((r) => json(r).type === 'scenario.failed')!).id, failedEvent);

      const list = await until(async () => {
        const l = await deliveries(app, a);
        return l.length === 4 && l.every((d) => d.state === 'succeeded') && l;
      }, 'four succeeded deliveries');
      for (const d of list) {
        assert.equal(d.attempts, 1);
        assert.equal(d.last_status_code, 200);
        assert.equal(d.last_error, null);
        assert.equal(d.next_attempt_at, null);
        assert.ok(Number.isInteger(d.last_duration_ms));
        assert.equal(d.attempt_history.length, 1);
      }
      assert.deepEqual((await deliveries(app, b)).length, 0);
      // Newest first; limit.
      const times = list.map((d) => d.created_at);
      assert.deepEqual(times, [...times].sort().reverse());
      assert.equal((await deliveries(app, a, 1)).length, 1);
      const bad = await app.inject({ method: 'GET', url: '/v1/webhooks/deliveries?limit=0', headers: auth(a) });
      assert.equal(bad.statusCode, 422);
      assert.deepEqual(bad.json().detail[0].loc, ['query', 'limit']);

      // The list never shows a secret.
      const listed = await app.inject({ method: 'GET', url: '/v1/webhooks', headers: auth(a) });
      assert.equal(listed.statusCode, 200);
      assert.equal(listed.json().endpoints.length, 3);
      assert.ok(!listed.body.includes('whsec_'));
      assert.deepEqual(Object.keys(listed.json().endpoints[0]).sort(), ['created_at', 'disabled_reason', 'endpoint_id', 'events', 'status', 'url']);

      // A finished job makes no second event: late or repeated final writes change nothing.
      const attempts = (id: string) => rt.ctx.db.selectFrom('jobs').select('attempts').where('id', '=', id).executeTakeFirstOrThrow();
      assert.equal(await completeJob(rt.ctx.db, done, (await attempts(done)).attempts, { again: true }), false);
      assert.equal(await failJob(rt.ctx.db, done, null, { code: 'engine_error', message: 'late' }), false);
      assert.equal(await failJob(rt.ctx.db, failed, null, { code: 'engine_error', message: 'again' }), false);
      const events = await rt.ctx.db.selectFrom('webhook_events').select(['job_id', 'type']).where('job_id', 'in', [done, failed]).execute();
      assert.deepEqual(events.map((e) => `${e.job_id === done ? 'done' : 'failed'} ${e.type}`).sort(), ['done scenario.completed', 'failed scenario.failed']);
    });

    it("another tenant's endpoint id is a 404; each tenant lists only its own", async () => {
      const a = await fundedAccount(rt);
      const b = await fundedAccount(rt);
      const ep = await register(app, a, receiver.url(p('isolation')));
      for (const [method, url] of [
        ['DELETE', `/v1/webhooks/${ep.endpoint_id}`],
        ['POST', `/v1/webhooks/${ep.endpoint_id}/rotate-secret`],
      ] as const) {
        const r = await app.inject({ method, url, headers: auth(b) });
        assert.equal(r.statusCode, 404, `${method} ${url}: ${r.body}`);
        assert.equal(r.json().detail.code, 'not_found');
      }
      assert.deepEqual((await app.inject({ method: 'GET', url: '/v1/webhooks', headers: auth(b) })).json().endpoints, []);
      const del = await app.inject({ method: 'DELETE', url: `/v1/webhooks/${ep.endpoint_id}`, headers: auth(a) });
      assert.equal(del.statusCode, 200);
      assert.deepEqual(del.json(), { endpoint_id: ep.endpoint_id, deleted: true });
      assert.equal((await app.inject({ method: 'DELETE', url: `/v1/webhooks/${ep.endpoint_id}`, headers: auth(a) })).statusCode, 404);
      assert.equal((await app.inject({ method: 'DELETE', url: '/v1/webhooks/not-a-uuid', headers: auth(a) })).statusCode, 422);
      assert.equal((await app.inject({ method: 'GET', url: '/v1/webhooks' })).statusCode, 401);
    });

    it('a receiver that answers 500 three times then 200 gets the event on the 4th attempt with the same Service-Event-Id', async () => {
      const a = await fundedAccount(rt);
      receiver.script(p('retry'), (n) => ({ status: n <= 3 ? 500 : 200 }));
      const ep = await register(app, a, receiver.url(p('retry')));
      const job = await submit(app, a, 'retried');
      await until(() => receiver.on(p('retry')).length === 4, 'four attempts');
      const got = receiver.on(p('retry'));
      const ids = new Set(got.map((r) => r.headers['service-event-id']));
      assert.equal(ids.size, 1, 'the same event id on every attempt');
      assert.equal(new Set(got.map((r) => r.raw.toString('utf8'))).size, 1, 'the same body on every attempt');
      for (const r of got) verifyWebhookSignature(r.raw, r.headers['service-signature'] as string, ep.secret);
      assert.equal(json(got[0]!).data.job_id, job);
      const [d] = await until(async () => {
        const l = await deliveries(app, a);
        return l[0]?.state === 'succeeded' && l;
      }, 'the delivery to succeed');
      assert.equal(d.attempts, 4);
      assert.deepEqual(d.attempt_history.map((h: any) => h.status_code), [500, 500, 500, 200]);
      assert.deepEqual(d.attempt_history.map((h: any) => h.attempt), [1, 2, 3, 4]);
      assert.equal(d.last_status_code, 200);
      assert.equal(d.event_id, [...ids][0]);
      await sleep(400);
      assert.equal(receiver.on(p('retry')).length, 4, 'no attempt after the success');
    });

    it('410 disables the endpoint; a receiver that never answers 2xx is retried until the window ends, then failed', async () => {
      const a = await fundedAccount(rt);
      receiver.script(p('gone'), () => ({ status: 410 }));
      receiver.script(p('down'), () => ({ status: 503, headers: { 'retry-after': '0' } }));
      const gone = await register(app, a, receiver.url(p('gone')));
      const down = await register(app, a, receiver.url(p('down')));
      await register(app, a, receiver.url(p('sync')));
      await submit(app, a, 'first');
      await until(() => receiver.on(p('gone')).length === 1 && receiver.on(p('sync')).length === 1, 'the first event');
      const endpoints = await until(async () => {
        const e = (await app.inject({ method: 'GET', url: '/v1/webhooks', headers: auth(a) })).json().endpoints;
        return e.find((x: any) => x.endpoint_id === gone.endpoint_id)?.status === 'disabled' && e;
      }, 'the endpoint to be disabled');
      assert.match(endpoints.find((x: any) => x.endpoint_id === gone.endpoint_id).disabled_reason, /410/);
      await submit(app, a, 'second');
      await until(() => receiver.on(p('sync')).length === 2, 'the second event');
      await sleep(300);
      assert.equal(receiver.on(p('gone')).length, 1, 'nothing more is sent to a disabled endpoint');
      const goneDelivery = (await deliveries(app, a)).filter((d) => d.endpoint_id === gone.endpoint_id);
      assert.equal(goneDelivery.length, 1, 'the second event made no delivery to the disabled endpoint');
      assert.equal(goneDelivery[0].state, 'failed');
      assert.equal(goneDelivery[0].last_status_code, 410);

      // The 503 endpoint: retried with backoff until the 4 s window is spent, then failed.
      const failed = await until(
        async () => {
          const l = (await deliveries(app, a)).filter((d) => d.endpoint_id === down.endpoint_id);
          return l.length === 2 && l.every((d) => d.state === 'failed') && l;
        },
        'the 503 deliveries to fail',
        15_000,
      );
      for (const d of failed) {
        assert.ok(d.attempts >= 3, `retried several times (${d.attempts})`);
        assert.equal(d.attempt_history.length, d.attempts, 'every attempt is recorded');
        assert.ok(d.attempt_history.every((h: any) => h.status_code === 503));
        assert.match(d.last_error, /retry window/);
        assert.equal(d.next_attempt_at, null);
      }
    });

    it('at most one attempt is in flight per endpoint; redirects are not followed', async () => {
      const a = await fundedAccount(rt, 5000);
      receiver.script(p('slow'), () => ({ status: 200, delayMs: 150 }));
      receiver.script(p('redirect'), (n) => (n === 1 ? { status: 302, headers: { location: receiver.url(p('elsewhere')) } } : { status: 200 }));
      await register(app, a, receiver.url(p('slow')));
      const redirect = await register(app, a, receiver.url(p('redirect')), ['scenario.failed']);
      for (let i = 0; i < 4; i++) await submit(app, a, `burst ${i}`);
      await submit(app, a, 'fail: for the redirect');
      await until(() => receiver.on(p('slow')).length === 5, 'five events at the slow endpoint');
      assert.equal(receiver.maxConcurrent(p('slow')), 1, 'never two attempts at once to one endpoint');
      await until(() => receiver.on(p('redirect')).length === 2, 'the retry after the redirect');
      assert.equal(receiver.on(p('elsewhere')).length, 0, 'the redirect was not followed');
      const d = await until(async () => {
        const l = (await deliveries(app, a)).find((x) => x.endpoint_id === redirect.endpoint_id);
        return l?.state === 'succeeded' && l;
      }, 'the redirected delivery to succeed');
      assert.equal(d.attempt_history[0].status_code, 302);
      assert.match(d.attempt_history[0].error, /redirect not followed/);
    });

    it('after a secret rotation deliveries carry both signatures (new first), each verifying with its secret', async () => {
      const a = await fundedAccount(rt);
      const ep = await register(app, a, receiver.url(p('rotate')));
      const r = await app.inject({ method: 'POST', url: `/v1/webhooks/${ep.endpoint_id}/rotate-secret`, headers: auth(a) });
      assert.equal(r.statusCode, 200, r.body);
      const rotated = r.json();
      assert.match(rotated.secret, /^whsec_/);
      assert.notEqual(rotated.secret, ep.secret);
      const overlap = new Date(rotated.previous_secret_expires_at).getTime() - Date.now();
      assert.ok(overlap > 23.9 * 3600_000 && overlap <= 24 * 3600_000, 'both sign for 24 hours');
      await submit(app, a, 'after rotation');
      await until(() => receiver.on(p('rotate')).length === 1, 'the event');
      const req = receiver.on(p('rotate'))[0]!;
      const header = req.headers['service-signature'] as string;
      assert.match(header, /^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
      verifyWebhookSignature(req.raw, header, rotated.secret);
      verifyWebhookSignature(req.raw, header, ep.secret);
      // A receiver that has only one secret sees one matching signature.
      const [t, newSig, oldSig] = header.split(',');
      verifyWebhookSignature(req.raw, `${t},${newSig}`, rotated.secret);
      verifyWebhookSignature(req.raw, `${t},${oldSig}`, ep.secret);
      assert.throws(() => verifyWebhookSignature(req.raw, `${t},${oldSig}`, rotated.secret), WebhookSignatureError);
    });

    it('the address is checked again at send time: a name that now resolves to a private address gets nothing', async () => {
      const a = await fundedAccount(rt);
      const ep = await register(app, a, receiver.url(p('rebind'), 'rebind.test'));
      HOSTS.set('rebind.test', '10.0.0.7');
      try {
        await submit(app, a, 'rebinding');
        const d = await until(async () => {
          const l = (await deliveries(app, a)).find((x) => x.endpoint_id === ep.endpoint_id);
          return l && l.attempts >= 2 && l;
        }, 'refused attempts');
        assert.equal(receiver.on(p('rebind')).length, 0, 'no request reached any address');
        assert.equal(d.state, 'pending', 'retried: the name may point back to a public address');
        assert.equal(d.last_status_code, null);
        assert.match(d.last_error, /address refused: .*10\.0\.0\.7/);
      } finally {
        HOSTS.set('rebind.test', '127.0.0.1');
      }
      await until(() => receiver.on(p('rebind')).length === 1, 'delivery once the name is public again');
    });

    it('deleting an endpoint ends its pending deliveries', async () => {
      const a = await fundedAccount(rt);
      receiver.script(p('deleted'), () => ({ status: 500 }));
      const ep = await register(app, a, receiver.url(p('deleted')));
      await submit(app, a, 'to a deleted endpoint');
      await until(() => receiver.on(p('deleted')).length >= 1, 'a first attempt');
      assert.equal((await app.inject({ method: 'DELETE', url: `/v1/webhooks/${ep.endpoint_id}`, headers: auth(a) })).statusCode, 200);
      const d = await until(async () => {
        const l = (await deliveries(app, a))[0];
        return l?.state === 'failed' && l;
      }, 'the delivery to end');
      assert.match(d.last_error, /endpoint deleted/);
      // An attempt already on the wire when the endpoint was deleted may still arrive; none may start after.
      await sleep(300);
      const seen = receiver.on(p('deleted')).length;
      await sleep(500);
      assert.equal(receiver.on(p('deleted')).length, seen, 'no attempt after the deletion');
    });

    it('a tenant may register WEBHOOK_MAX_ENDPOINTS endpoints (4 here), also under concurrent requests', async () => {
      const a = await fundedAccount(rt);
      const results = await Promise.all(
        Array.from({ length: 7 }, (_, i) => app.inject({ method: 'POST', url: '/v1/webhooks', headers: auth(a), payload: { url: receiver.url(p(`max-${i}`)), events: ['scenario.completed'] } })),
      );
      assert.equal(results.filter((r) => r.statusCode === 201).length, 4);
      const refused = results.filter((r) => r.statusCode !== 201);
      assert.equal(refused.length, 3);
      for (const r of refused) {
        assert.equal(r.statusCode, 422, r.body);
        assert.deepEqual(r.json().detail[0].loc, ['body']);
        assert.equal(r.json().detail[0].type, 'too_many_webhook_endpoints');
      }
      const id = results.find((r) => r.statusCode === 201)!.json().endpoint_id;
      await app.inject({ method: 'DELETE', url: `/v1/webhooks/${id}`, headers: auth(a) });
      await register(app, a, receiver.url(p('max-again')));
    });

    it('malformed registrations are 422s', async () => {
      const a = await fundedAccount(rt);
      for (const [payload, loc] of [
        [{ url: receiver.url('/x') }, ['body', 'events']],
        [{ url: receiver.url('/x'), events: [] }, ['body', 'events']],
        [{ url: receiver.url('/x'), events: ['scenario.started'] }, ['body', 'events', 0]],
        [{ events: ['scenario.completed'] }, ['body', 'url']],
        [{ url: 'not a url', events: ['scenario.completed'] }, ['body', 'url']],
        [{ url: receiver.url('/x'), events: ['scenario.completed'], extra: 1 }, ['body', 'extra']],
      ] as const) {
        const r = await app.inject({ method: 'POST', url: '/v1/webhooks', headers: auth(a), payload });
        assert.equal(r.statusCode, 422, JSON.stringify(payload));
        assert.deepEqual(r.json().detail[0].loc, loc, JSON.stringify(payload));
      }
    });
  });
}

// Registration without WEBHOOK_ALLOW_LOOPBACK: the service's default.
for (const backend of await backends()) {
  describe(`Webhook URL rules at registration on ${backend.name} (default settings)`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    before(async () => {
      rt = await startOn(backend, { worker: false, resolveHost });
    });
    after(async () => rt.stop());

    it('refuses http, loopback, private, link-local, metadata, IPv6 and IPv4-mapped IPv6 addresses, and names that resolve to them', async () => {
      const a = await fundedAccount(rt);
      const cases: [string, string][] = [
        ['http://hook.test/x', 'url_scheme'],
        ['https://127.0.0.1/x', 'url_address_not_allowed'],
        ['https://10.0.0.1/x', 'url_address_not_allowed'],
        ['https://169.254.169.254/latest/meta-data', 'url_address_not_allowed'],
        ['https://[::1]/x', 'url_address_not_allowed'],
        ['https://[::ffff:10.0.0.1]/x', 'url_address_not_allowed'],
        ['https://[::ffff:127.0.0.1]/x', 'url_address_not_allowed'],
        ['https://internal.test/x', 'url_address_not_allowed'],
        ['https://localhost/x', 'url_address_not_allowed'],
        ['https://2130706433/x', 'url_address_not_allowed'],
        ['https://100.100.100.200/x', 'url_address_not_allowed'],
        ['https://172.16.5.4/x', 'url_address_not_allowed'],
        ['https://192.168.1.1/x', 'url_address_not_allowed'],
        ['https://0.0.0.0/x', 'url_address_not_allowed'],
        ['https://224.0.0.1/x', 'url_address_not_allowed'],
        ['https://[fe80::1]/x', 'url_address_not_allowed'],
        ['https://[fd00:ec2::254]/x', 'url_address_not_allowed'],
        ['https://[::]/x', 'url_address_not_allowed'],
        ['https://user:pass@public.test/x', 'url_credentials'],
        ['https://nowhere.invalid/x', 'url_unresolvable'],
        ['ftp://public.test/x', 'url_scheme'],
      ];
      for (const [url, type] of cases) {
        const r = await rt.app!.inject({ method: 'POST', url: '/v1/webhooks', headers: auth(a), payload: { url, events: ['scenario.completed'] } });
        assert.equal(r.statusCode, 422, `${url}: ${r.body}`);
        const [item] = r.json().detail;
        assert.deepEqual(item.loc, ['body', 'url'], url);
        assert.equal(item.type, type, url);
        assert.equal(item.input, url);
      }
      const ok = await rt.app!.inject({ method: 'POST', url: '/v1/webhooks', headers: auth(a), payload: { url: 'https://public.test/hooks?x=1', events: ['scenario.completed'] } });
      assert.equal(ok.statusCode, 201, ok.body);
      assert.equal(ok.json().url, 'https://public.test/hooks?x=1');
      assert.deepEqual((await rt.app!.inject({ method: 'GET', url: '/v1/webhooks', headers: auth(a) })).json().endpoints.length, 1, 'refused registrations left nothing');
    });
  });
}
