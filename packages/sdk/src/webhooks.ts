/**
 * Verifying webhook deliveries (the API's Events section): the header
 * `Service-Signature: t=<unix seconds>,v1=<hex mac>[,v1=…]`, each mac the HMAC-SHA256 keyed with the
 * endpoint's secret (`whsec_…`, UTF-8) over `<t>.<raw body>`. During a secret rotation the header
 * carries one `v1=` per active secret; any match is accepted. Stale timestamps are refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the signature. */
export const SIGNATURE_HEADER = 'Service-Signature';

/** Why a delivery was refused. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
  constructor(
    readonly code: 'missing_header' | 'malformed_header' | 'timestamp_out_of_tolerance' | 'signature_mismatch',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checks a delivery: `rawBody` exactly as received (string or bytes, before any JSON parsing),
 * `header` the Service-Signature value, `secret` the endpoint's secret. Returns the parsed event.
 * @param options.toleranceSeconds largest distance between `t` and now, either way (default 300).
 * @param options.now the receiver's clock in unix seconds (default: now).
 * @throws WebhookVerificationError when the header is missing or malformed, the timestamp is stale,
 *   or no signature matches.
 */
export function verifyWebhookSignature<T = unknown>(
  rawBody: string | Uint8Array,
  header: string | null | undefined,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): T {
  if (!header) throw new WebhookVerificationError('missing_header', `No ${SIGNATURE_HEADER} header`);
  let t: number | null = null;
  const macs: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === 't' && v && /^\d+$/.test(v)) t = Number(v);
    else if (k === 'v1' && v && /^[0-9a-f]{64}$/.test(v)) macs.push(v);
  }
  if (t === null || macs.length === 0) throw new WebhookVerificationError('malformed_header', `Malformed ${SIGNATURE_HEADER} header`);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (options.toleranceSeconds ?? 300)) throw new WebhookVerificationError('timestamp_out_of_tolerance', 'Timestamp outside the tolerance');
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const expected = createHmac('sha256', secret).update(`${t}.`, 'utf8').update(body).digest();
  if (!macs.some((m) => timingSafeEqual(Buffer.from(m, 'hex'), expected))) throw new WebhookVerificationError('signature_mismatch', 'No signature matches the secret');
  return JSON.parse(body.toString('utf8')) as T;
}
