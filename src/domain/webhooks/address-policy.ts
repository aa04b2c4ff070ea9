/**
 * Where webhooks may be sent (docs/decisions.md "Webhooks"; OWASP API7:2023 SSRF): `https:` URLs
 * without credentials, whose host is, or resolves only to, public unicast addresses. Refused:
 * loopback, private (RFC 1918, IPv6 unique-local), link-local (cloud metadata 169.254.169.254 among
 * them), CGNAT (100.64/10, also Alibaba's metadata 100.100.100.200), multicast, unspecified,
 * broadcast, reserved and documentation ranges, IPv6 forms that embed an IPv4 address (NAT64,
 * 6to4, Teredo, IPv4-compatible), and IPv4-mapped IPv6 addresses of any refused IPv4 address
 * (`net.BlockList` checks `::ffff:a.b.c.d` against the IPv4 rules).
 * Loopback is allowed only with `WEBHOOK_ALLOW_LOOPBACK=1` (the project's tests).
 *
 * The same check runs at registration and before every attempt, on the addresses of one DNS lookup
 * per attempt; the sender then connects to the checked address (src/queue/jobs/deliver-webhook.ts).
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import type { HostResolver, ResolvedAddress } from '../ports.js';

/** Ranges never reachable by a webhook. */
const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (and 100.100.100.200, a cloud metadata address)
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast 255.255.255.255
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::', 96], // IPv4-compatible (deprecated), embeds an IPv4 address
  ['64:ff9b::', 96], // NAT64, embeds an IPv4 address
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo, embeds an IPv4 address
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, embeds an IPv4 address
  ['fc00::', 7], // unique local (private; fd00:ec2::254 is a cloud metadata address)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv6');
}

/** Loopback: refused unless `allowLoopback`. */
const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** A URL refused at registration; `type` is the 422 item's type, `msg` its message. */
export class WebhookUrlError extends Error {
  constructor(
    readonly type: 'url_parsing' | 'url_scheme' | 'url_credentials' | 'url_address_not_allowed' | 'url_unresolvable',
    message: string,
  ) {
    super(message);
    this.name = 'WebhookUrlError';
  }
}

/** The system resolver (getaddrinfo, as browsers and curl use): every address of `hostname`. */
export const systemResolver: HostResolver = async (hostname) => {
  const all = await lookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Why `address` is refused, or null when a webhook may be sent to it. */
export function refusedAddress(address: string, options: { allowLoopback: boolean }): string | null {
  const family = net.isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(address, type)) return options.allowLoopback ? null : 'a loopback address';
  if (BLOCKED.check(address, type)) return 'a private, link-local, shared, multicast, reserved or metadata address';
  return null;
}

/** A URL's host without the brackets of an IPv6 literal. */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Parses a webhook URL and checks its form: https, no user name or password, a host.
 * @throws WebhookUrlError (url_parsing, url_scheme, url_credentials)
 */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError('url_parsing', 'Input should be a valid URL');
  }
  if (url.protocol !== 'https:') throw new WebhookUrlError('url_scheme', "URL scheme should be 'https'");
  if (url.username || url.password) throw new WebhookUrlError('url_credentials', 'URL should not hold a user name or password');
  if (!url.hostname) throw new WebhookUrlError('url_parsing', 'Input should be a valid URL with a host');
  return url;
}

/**
 * Resolves a webhook URL's host once and checks every address (an IP literal is checked as it is).
 * @returns the first allowed address, to connect to without resolving again.
 * @throws WebhookUrlError `url_unresolvable` when the name has no address, `url_address_not_allowed`
 *   when any address is refused (a name with one private address among public ones is refused too:
 *   the connection could land on either).
 */
export async function resolveWebhookAddress(url: URL, resolve: HostResolver, options: { allowLoopback: boolean }): Promise<ResolvedAddress & { host: string }> {
  const host = bareHost(url);
  let addresses: ResolvedAddress[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      throw new WebhookUrlError('url_unresolvable', `The host ${host} does not resolve (${(err as { code?: string }).code ?? 'lookup failed'})`);
    }
    if (!addresses.length) throw new WebhookUrlError('url_unresolvable', `The host ${host} has no address`);
  }
  for (const a of addresses) {
    const why = refusedAddress(a.address, options);
    if (why) throw new WebhookUrlError('url_address_not_allowed', `The host ${host} is or resolves to ${a.address}, ${why}; webhooks go to public addresses only`);
  }
  return { ...addresses[0]!, host };
}
