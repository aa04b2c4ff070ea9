/**
 * The webhook signature scheme (src/lib/webhook-signature.ts): a known vector computed with
 * openssl-equivalent HMAC, the sender's header, and every refusal of the verifier (tampered body,
 * wrong secret, stale and future timestamps, malformed headers); several v1 values; the package
 * export used by receivers, imported by plain node.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import {
  computeWebhookSignature,
  parseSignatureHeader,
  signWebhookPayload,
  verifyWebhookSignature,
  WebhookSignatureError,
} from '../../src/lib/webhook-signature.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'whsec_test_secret';
const BODY = '{"id":"e1","type":"scenario.completed","created":1700000000,"data":{"job_id":"j"}}';
const T = 1_700_000_000;

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof WebhookSignatureError, String(err));
    return err.code;
  }
  return 'accepted';
};

describe('Webhook signatures', () => {
  it('signs "<t>.<raw body>" with HMAC-SHA256 keyed with the whole secret, as lowercase hex', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
    assert.equal(computeWebhookSignature(BODY, SECRET, T), expected);
    assert.equal(computeWebhookSignature(Buffer.from(BODY), SECRET, T), expected, 'bytes and text give the same MAC');
    assert.equal(signWebhookPayload(BODY, [SECRET], T), `t=${T},v1=${expected}`);
    const two = signWebhookPayload(BODY, ['whsec_new', 'whsec_old'], T);
    assert.deepEqual(parseSignatureHeader(two), {
      timestamp: T,
      signatures: [computeWebhookSignature(BODY, 'whsec_new', T), computeWebhookSignature(BODY, 'whsec_old', T)],
    });
    assert.throws(() => signWebhookPayload(BODY, [], T));
    assert.throws(() => signWebhookPayload(BODY, [SECRET], 1.5));
  });

  it('accepts a fresh signature and any of several v1 values; ignores other schemes', () => {
    const header = signWebhookPayload(BODY, [SECRET], T);
    assert.deepEqual(verifyWebhookSignature(BODY, header, SECRET, { now: T }), { timestamp: T });
    assert.deepEqual(verifyWebhookSignature(Buffer.from(BODY), header, SECRET, { now: new Date((T + 299) * 1000) }), { timestamp: T });
    const rotated = signWebhookPayload(BODY, ['whsec_new', SECRET], T);
    assert.equal(code(() => verifyWebhookSignature(BODY, rotated, SECRET, { now: T })), 'accepted', 'the old secret matches the second v1');
    assert.equal(code(() => verifyWebhookSignature(BODY, rotated, 'whsec_new', { now: T })), 'accepted');
    const withOthers = `v0=abc,${header},x=1,v1=${'0'.repeat(64)}`;
    assert.equal(code(() => verifyWebhookSignature(BODY, withOthers, SECRET, { now: T })), 'accepted');
    assert.equal(code(() => verifyWebhookSignature(BODY, header.replace(',', ' , '), SECRET, { now: T })), 'accepted', 'spaces around parts');
  });

  it('refuses a tampered body, a wrong secret, stale and future timestamps, and malformed headers', () => {
    const header = signWebhookPayload(BODY, [SECRET], T);
    assert.equal(code(() => verifyWebhookSignature(BODY.replace('"j"', '"k"'), header, SECRET, { now: T })), 'signature_mismatch');
    assert.equal(code(() => verifyWebhookSignature(`${BODY} `, header, SECRET, { now: T })), 'signature_mismatch', 'one byte more');
    assert.equal(code(() => verifyWebhookSignature(JSON.stringify(JSON.parse(BODY), null, 1), header, SECRET, { now: T })), 'signature_mismatch', 'a re-serialized body');
    assert.equal(code(() => verifyWebhookSignature(BODY, header, 'whsec_wrong', { now: T })), 'signature_mismatch');
    assert.equal(code(() => verifyWebhookSignature(BODY, header, SECRET, { now: T + 301 })), 'timestamp_too_old');
    assert.equal(code(() => verifyWebhookSignature(BODY, header, SECRET, { now: T - 301 })), 'timestamp_in_future');
    assert.equal(code(() => verifyWebhookSignature(BODY, header, SECRET, { now: T + 3600, toleranceSeconds: 7200 })), 'accepted');
    assert.equal(code(() => verifyWebhookSignature(BODY, header, SECRET, { now: T + 11, toleranceSeconds: 10 })), 'timestamp_too_old');
    // A stale header re-stamped with a fresh timestamp no longer matches: t is signed.
    assert.equal(code(() => verifyWebhookSignature(BODY, header.replace(`t=${T}`, `t=${T + 1000}`), SECRET, { now: T + 1000 })), 'signature_mismatch');
    // Default clock: a header signed long ago is stale now.
    assert.equal(code(() => verifyWebhookSignature(BODY, header, SECRET)), 'timestamp_too_old');
    assert.equal(code(() => verifyWebhookSignature(BODY, undefined, SECRET, { now: T })), 'missing_header');
    assert.equal(code(() => verifyWebhookSignature(BODY, '', SECRET, { now: T })), 'missing_header');
    assert.equal(code(() => verifyWebhookSignature(BODY, `t=${T}`, SECRET, { now: T })), 'no_signatures');
    assert.equal(code(() => verifyWebhookSignature(BODY, header.replace(/^t=\d+,/, ''), SECRET, { now: T })), 'malformed_header');
    assert.equal(code(() => verifyWebhookSignature(BODY, header.replace(`t=${T}`, 't=soon'), SECRET, { now: T })), 'malformed_header');
    assert.equal(code(() => verifyWebhookSignature(BODY, `t=${T},${header}`, SECRET, { now: T })), 'malformed_header', 'two timestamps');
    assert.equal(code(() => verifyWebhookSignature(BODY, header.replace(/v1=\w+/, (m) => m.toUpperCase().replace('V1', 'v1')), SECRET, { now: T })), 'signature_mismatch', 'upper-case hex is not the sent form');
    assert.equal(code(() => verifyWebhookSignature(BODY, `t=${T},v1=abc`, SECRET, { now: T })), 'signature_mismatch', 'a short value');
  });

  it('any change of body, secret or timestamp breaks the signature (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 2 ** 40 }), fc.string({ minLength: 1 }), (body, secret, t, extra) => {
        const header = signWebhookPayload(body, [secret], t);
        assert.equal(code(() => verifyWebhookSignature(body, header, secret, { now: t })), 'accepted');
        assert.equal(code(() => verifyWebhookSignature(body + extra, header, secret, { now: t })), 'signature_mismatch');
        assert.equal(code(() => verifyWebhookSignature(body, header, secret + extra, { now: t })), 'signature_mismatch');
      }),
      { numRuns: 200 },
    );
  });

  it('is exported from the package for receivers (plain node, no TypeScript setup)', () => {
    const script = `
      import { verifyWebhookSignature, signWebhookPayload, WebhookSignatureError } from 'scenario-sim/webhooks';
      const t = Math.floor(Date.now() / 1000);
      const h = signWebhookPayload('{"a":1}', ['whsec_k'], t);
      verifyWebhookSignature('{"a":1}', h, 'whsec_k');
      let refused = '';
      try { verifyWebhookSignature('{"a":2}', h, 'whsec_k'); } catch (e) { refused = e instanceof WebhookSignatureError ? e.code : String(e); }
      console.log(refused);`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(out.trim(), 'signature_mismatch');
  });
});
