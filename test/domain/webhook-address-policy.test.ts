/**
 * Where webhooks may go (src/domain/webhooks/address-policy.ts): the address table, IPv4-mapped
 * IPv6 forms, URL forms that hide an address, and resolution (every address of a name is checked).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseWebhookUrl, refusedAddress, resolveWebhookAddress, WebhookUrlError } from '../../src/domain/webhooks/index.js';
import { retryDelaySeconds } from '../../src/domain/webhooks/index.js';

const strict = { allowLoopback: false };
const loose = { allowLoopback: true };

describe('Webhook address policy', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, unspecified, reserved and metadata addresses, v4 and v6', () => {
    for (const a of [
      '127.0.0.1', '127.255.0.9', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1',
      '100.100.100.200', '0.0.0.0', '224.0.0.1', '239.255.255.250', '255.255.255.255', '240.0.0.1', '198.18.0.1', '192.0.0.170',
      '::', '::1', 'fc00::1', 'fd00:ec2::254', 'fe80::1', 'ff02::1', '::ffff:10.0.0.1', '::ffff:a00:1', '::ffff:127.0.0.1',
      '::ffff:169.254.169.254', '::a00:1', '64:ff9b::a00:1', '2002:a00:1::', '2001:0:a00:1::1', '2001:db8::1', 'fec0::1',
    ]) {
      assert.ok(refusedAddress(a, strict), `${a} is refused`);
    }
    for (const a of ['93.184.215.14', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      assert.equal(refusedAddress(a, strict), null, `${a} is allowed`);
    }
  });

  it('WEBHOOK_ALLOW_LOOPBACK allows loopback only', () => {
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) assert.equal(refusedAddress(a, loose), null, a);
    for (const a of ['10.0.0.1', '169.254.169.254', '::ffff:10.0.0.1', 'fd00::1', '0.0.0.0']) assert.ok(refusedAddress(a, loose), a);
  });

  it('checks the address a URL really names (decimal, hex and bracketed forms) and every address of a name', async () => {
    const none = async () => [];
    for (const u of ['https://2130706433/', 'https://0x7f.1/', 'https://[::ffff:7f00:1]/', 'https://0177.0.0.1/']) {
      await assert.rejects(resolveWebhookAddress(parseWebhookUrl(u), none, strict), (e: unknown) => e instanceof WebhookUrlError && e.type === 'url_address_not_allowed', u);
    }
    const mixed = async () => [{ address: '93.184.215.14', family: 4 as const }, { address: '10.0.0.5', family: 4 as const }];
    await assert.rejects(resolveWebhookAddress(parseWebhookUrl('https://mixed.test/'), mixed, strict), /10\.0\.0\.5/);
    const pub = async () => [{ address: '2606:4700:4700::1111', family: 6 as const }];
    assert.deepEqual(await resolveWebhookAddress(parseWebhookUrl('https://v6.test:8443/x'), pub, strict), { address: '2606:4700:4700::1111', family: 6, host: 'v6.test' });
    await assert.rejects(resolveWebhookAddress(parseWebhookUrl('https://gone.test/'), async () => { throw Object.assign(new Error('x'), { code: 'ENOTFOUND' }); }, strict), (e: unknown) => e instanceof WebhookUrlError && e.type === 'url_unresolvable');
    await assert.rejects(resolveWebhookAddress(parseWebhookUrl('https://empty.test/'), none, strict), (e: unknown) => e instanceof WebhookUrlError && e.type === 'url_unresolvable');
  });

  it('accepts https URLs without credentials only', () => {
    for (const [u, type] of [
      ['http://a.test/', 'url_scheme'],
      ['HTTP://a.test/', 'url_scheme'],
      ['wss://a.test/', 'url_scheme'],
      ['https://u@a.test/', 'url_credentials'],
      ['https://:p@a.test/', 'url_credentials'],
      ['not a url', 'url_parsing'],
      ['https://', 'url_parsing'],
    ] as const) {
      assert.throws(() => parseWebhookUrl(u), (e: unknown) => e instanceof WebhookUrlError && e.type === type, u);
    }
    assert.equal(parseWebhookUrl('HTTPS://A.test:443/x?y=1').href, 'https://a.test/x?y=1');
  });

  it('retries back off exponentially with full jitter, within the cap, at least Retry-After', () => {
    const policy = { baseSeconds: 30, maxDelaySeconds: 43_200, windowSeconds: 259_200 };
    assert.equal(retryDelaySeconds(1, policy, null, 0.999999) < 30, true);
    assert.equal(retryDelaySeconds(3, policy, null, 0.5), 60);
    assert.equal(retryDelaySeconds(30, policy, null, 0.5), 21_600, 'capped at 12 h');
    assert.equal(retryDelaySeconds(1, policy, null, 0), 0, 'full jitter starts at 0');
    assert.equal(retryDelaySeconds(1, policy, 120, 0.1), 120, 'Retry-After is honoured');
    assert.equal(retryDelaySeconds(1, policy, 10 ** 9, 0.1), 43_200, 'but not beyond the cap');
    // Expected number of attempts in the 3-day window with the defaults: each retry waits half its bound on average.
    let t = 0;
    let n = 1;
    while (t + retryDelaySeconds(n, policy, null, 0.5) <= policy.windowSeconds) t += retryDelaySeconds(n++, policy, null, 0.5);
    assert.ok(n >= 15 && n <= 30, `about ${n} attempts in 3 days`);
  });
});
