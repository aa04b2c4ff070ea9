/**
 * The SDK against a started service (issue 26 "Done means"), over real HTTP on PGlite and a real
 * PostgreSQL: signup, key, submit (an idempotency key made for the caller; a retry with it is not
 * charged twice), waitForReport (rounds seen advancing), the report, a compare link, waitForLink, the
 * tiebreaker and its 409 on a second run, webhooks (add, list, deliveries, remove), typed errors with
 * the `detail` body (bad key, empty wallet, a failed job), and verifyWebhookSignature on the
 * service's own signature.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import {
  AuthenticationError,
  ConflictError,
  InsufficientCreditsError,
  JobFailedError,
  PermissionError,
  ScenarioSimClient,
  verifyWebhookSignature,
  WebhookVerificationError,
  type JobStatus,
} from '@scenario-sim/sdk';
import { backends, grantUsd, startOn } from '../helpers.js';
import { failJob } from '../../src/domain/jobs/index.js';
import { startWorker, type WorkerHandle } from '../../src/queue/worker.js';
import { startLinkWorker, type LinkWorkerHandle } from '../../src/queue/link-worker.js';
import { systemResolver } from '../../src/domain/webhooks/index.js';
import { signWebhookPayload } from '../../src/lib/webhook-signature.js';
import { PRICE_VERSIONS } from '../fixtures/link-scenarios.js';

const resolveHost = async (host: string) => (host === 'hooks.example.test' ? [{ address: '93.184.215.14', family: 4 as const }] : systemResolver(host));

for (const backend of await backends()) {
  describe(`SDK flow on ${backend.name}`, { skip: backend.skip }, () => {
    let rt: Awaited<ReturnType<typeof startOn>>;
    let baseUrl = '';
    let session: ScenarioSimClient;
    let client: ScenarioSimClient;
    let tenantId = '';
    let worker: WorkerHandle | null = null;
    let links: LinkWorkerHandle | null = null;
    let failedJob = '';

    before(async () => {
      rt = await startOn(backend, { worker: false, webhooks: false, resolveHost });
      await rt.app!.listen({ port: 0, host: '127.0.0.1' });
      const address = rt.app!.server.address() as { port: number };
      baseUrl = `http://127.0.0.1:${address.port}`;
    });
    after(async () => {
      await links?.stop();
      await worker?.stop();
      await rt.stop();
    });

    it('signs up, issues a key, and refuses a bad key with a typed error carrying detail', async () => {
      const signed = await ScenarioSimClient.signup(baseUrl, { email: `sdk-${Date.now()}-${backend.name}@example.com`, password: 'correct horse battery', tenant_name: 'SDK Org' });
      tenantId = signed.grant.tenant_id;
      session = signed.client;
      const key = await session.createKey('sdk test');
      assert.match(key.api_key, /^sk_/);
      client = session.withApiKey(key.api_key);
      assert.ok((await session.listKeys()).keys.some((k: { key_id: string }) => k.key_id === key.key_id));
      const bad = session.withApiKey('sk_live_not_a_real_key');
      const err = await bad.credits().catch((e) => e);
      assert.ok(err instanceof AuthenticationError, String(err));
      assert.equal(err.status, 401);
      assert.equal(err.code, 'unauthorized');
      assert.equal((err.detail as { code: string }).code, 'unauthorized');
    });

    it('refuses a submission from an empty wallet with InsufficientCreditsError (402, detail.required_usd)', async () => {
      const err = await client.submitJob({ name: 'broke', scenario: PRICE_VERSIONS.bare }).catch((e) => e);
      assert.ok(err instanceof InsufficientCreditsError, String(err));
      assert.equal(err.code, 'insufficient_credits');
      assert.equal(typeof (err.detail as Record<string, unknown>).required_usd, 'number');
    });

    it('submits with an idempotency key made for the caller; the same key is not charged twice', async () => {
      await grantUsd(rt, tenantId, 1000);
      const before = await client.credits();
      const a = await client.submitJob({ name: 'Plan bare', scenario: PRICE_VERSIONS.bare, n_agents: 300 });
      assert.match(a.idempotency_key, /^sdk-[0-9a-f-]{36}$/);
      const again = await client.submitJob({ name: 'Plan bare', scenario: PRICE_VERSIONS.bare, n_agents: 300 }, { idempotencyKey: a.idempotency_key });
      assert.equal(again.job_id, a.job_id);
      const afterCredits = await client.credits();
      assert.equal(Math.round((before.balance_usd - afterCredits.balance_usd) * 100), Math.round(a.sim_cost_usd * 100));
      const f = await client.submitJob({ name: 'fails', scenario: PRICE_VERSIONS.smaller, n_agents: 300 });
      failedJob = f.job_id;
      await failJob(rt.ctx.db, failedJob, null, { code: 'engine_error', message: 'the test failed it' });
    });

    it('waitForReport stops on a failed job with JobFailedError carrying the failure', async () => {
      const err = await client.waitForReport(failedJob, { timeoutMs: 10_000 }).catch((e) => e);
      assert.ok(err instanceof JobFailedError, String(err));
      assert.equal(err.jobId, failedJob);
      assert.equal(err.failure?.code, 'engine_error');
    });

    it('drives submit → wait → report → compare link → tiebreaker', async () => {
      worker = await startWorker(rt.ctx);
      links = await startLinkWorker(rt.ctx);
      const jobs = [];
      for (const [name, scenario] of Object.entries({ bare: PRICE_VERSIONS.bare, grandfathered: PRICE_VERSIONS.grandfathered })) {
        jobs.push(await client.submitJob({ name: `Plan ${name}`, scenario, n_agents: 300 }));
      }
      const seen: JobStatus[] = [];
      const report = await client.waitForReport(jobs[0]!.job_id, { onProgress: (s) => seen.push(s), initialDelayMs: 20, timeoutMs: 120_000 });
      assert.equal(report.scenario_name, 'Plan bare');
      assert.equal(typeof report.risk_score.value, 'number');
      assert.equal(seen.at(-1)!.status, 'completed');
      const rounds = seen.map((s) => s.progress.current_round);
      assert.deepEqual(rounds, [...rounds].sort((x, y) => x - y), 'rounds never go back');
      await client.waitForReport(jobs[1]!.job_id, { initialDelayMs: 20, timeoutMs: 120_000 });

      const link = await client.createLink({ scenario_ids: jobs.map((j) => j.job_id), mode: 'compare', name: 'Bare or grandfathered' });
      assert.match(link.idempotency_key, /^sdk-/);
      const linkReport = await client.waitForLink(link.link_group_id, { initialDelayMs: 20, timeoutMs: 120_000, lang: 'es' });
      assert.equal(linkReport.language, 'es');
      assert.equal(linkReport.members.length, 2);
      const tb = await client.tiebreaker(link.link_group_id);
      assert.ok(jobs.some((j) => j.job_id === tb.winner.scenario_id));
      const again = await client.tiebreaker(link.link_group_id).catch((e) => e);
      assert.ok(again instanceof ConflictError, String(again));
      assert.equal(again.status, 409);
      assert.equal(typeof again.code, 'string');
    });

    it('manages webhooks; the Brain refuses a standard tenant with PermissionError tier_required', async () => {
      const hook = await client.addWebhook('https://hooks.example.test/scenario', ['scenario.completed']);
      assert.match(hook.secret, /^whsec_/);
      assert.ok((await client.listWebhooks()).endpoints.some((e: { endpoint_id: string }) => e.endpoint_id === hook.endpoint_id));
      assert.ok(Array.isArray((await client.webhookDeliveries(10)).deliveries));
      await client.removeWebhook(hook.endpoint_id);
      assert.ok(!(await client.listWebhooks()).endpoints.some((e: { endpoint_id: string }) => e.endpoint_id === hook.endpoint_id));
      const err = await client.brainChat({ message: 'Which plan is riskiest?' }).catch((e) => e);
      assert.ok(err instanceof PermissionError, String(err));
      assert.equal(err.code, 'tier_required');
    });
  });
}

describe('verifyWebhookSignature', () => {
  const body = JSON.stringify({ type: 'scenario.completed', data: { scenario_id: 'x' } });
  const t = 1_800_000_000;
  it("accepts the service's signature (either secret during a rotation) and returns the event", () => {
    const header = signWebhookPayload(body, ['whsec_new', 'whsec_old'], t);
    assert.deepEqual(verifyWebhookSignature(body, header, 'whsec_old', { now: t + 10 }), JSON.parse(body));
    assert.deepEqual(verifyWebhookSignature(new TextEncoder().encode(body), header, 'whsec_new', { now: t }), JSON.parse(body));
  });
  it('refuses a wrong secret, a changed body, a stale timestamp and a malformed header', () => {
    const header = signWebhookPayload(body, ['whsec_a'], t);
    const code = (f: () => unknown) => {
      try {
        f();
        return 'accepted';
      } catch (e) {
        assert.ok(e instanceof WebhookVerificationError);
        return e.code;
      }
    };
    assert.equal(code(() => verifyWebhookSignature(body, header, 'whsec_b', { now: t })), 'signature_mismatch');
    assert.equal(code(() => verifyWebhookSignature(body + ' ', header, 'whsec_a', { now: t })), 'signature_mismatch');
    assert.equal(code(() => verifyWebhookSignature(body, header, 'whsec_a', { now: t + 301 })), 'timestamp_out_of_tolerance');
    assert.equal(code(() => verifyWebhookSignature(body, 'v1=abc', 'whsec_a', { now: t })), 'malformed_header');
    assert.equal(code(() => verifyWebhookSignature(body, undefined, 'whsec_a', { now: t })), 'missing_header');
  });
});

describe('waitForReport honours Retry-After', () => {
  it('waits the seconds a 429 asks before polling again', async () => {
    // A stand-in status endpoint: 429 with Retry-After: 1 once, then completed; the report after.
    const times: number[] = [];
    const server = http.createServer((req, res) => {
      times.push(Date.now());
      res.setHeader('content-type', 'application/json');
      if (req.url!.endsWith('/report')) return res.end(JSON.stringify({ scenario_name: 'x' }));
      if (times.length === 1) {
        res.statusCode = 429;
        res.setHeader('retry-after', '1');
        return res.end(JSON.stringify({ detail: { code: 'rate_limited', message: 'slow down', retry_after: 1 } }));
      }
      res.end(JSON.stringify({ status: 'completed', progress: { current_round: 4, total_rounds: 4, percent: 100, batch_id: null }, failure: null }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const c = new ScenarioSimClient({ baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}`, apiKey: 'sk_test_x' });
      const report = await c.waitForReport('00000000-0000-4000-8000-000000000000', { initialDelayMs: 10 });
      assert.equal(report.scenario_name, 'x');
      assert.ok(times[1]! - times[0]! >= 950, `second poll after ${times[1]! - times[0]!} ms`);
    } finally {
      server.close();
    }
  });
});
