/**
 * The webhook signature scheme (docs/api.md "Webhooks"; Stripe's scheme, which the interface's
 * Events section mirrors): the header `Service-Signature: t=<unix seconds>,v1=<mac>[,v1=<mac>…]`,
 * where each `<mac>` is the lowercase hex HMAC-SHA256, keyed with one of the endpoint's secrets
 * (the whole `whsec_…` string, as UTF-8), of `<t>.<raw body>`. During a secret rotation the sender
 * adds one `v1=` per active secret; a receiver accepts the request when any of them matches.
 *
 * Used by the service to sign its deliveries, and exported from the package (`scenario-sim/webhooks`)
 * for receivers. Imports only Node's crypto.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance: a receiver rejects timestamps more than 5 minutes from its clock. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** The name of the signature header. */
export const SIGNATURE_HEADER = 'Service-Signature';

/** Why a signature was refused (`WebhookSignatureError.code`). */
export type WebhookSignatureFailure =
  | 'missing_header'
  | 'malformed_header'
  | 'no_signatures'
  | 'timestamp_too_old'
  | 'timestamp_in_future'
  | 'signature_mismatch';

/** A signature that does not verify; `code` says why. */
export class WebhookSignatureError extends Error {
  constructor(
    readonly code: WebhookSignatureFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Options of `verifyWebhookSignature`. */
export interface VerifyOptions {
  /** Largest accepted distance between the header's timestamp and `now`, either way, seconds (default 300). */
  toleranceSeconds?: number;
  /** The receiver's clock: a Date, or unix seconds (default: the current time). */
  now?: Date | number;
}

type Body = string | Uint8Array;

/** Lowercase hex HMAC-SHA256 of `<t>.<body>` keyed with `secret` (UTF-8). */
export function computeWebhookSignature(body: Body, secret: string, timestamp: number): string {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestamp}.`, 'utf8');
  mac.update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body);
  return mac.digest('hex');
}

/**
 * The `Service-Signature` header value for `body` at `timestamp` (unix seconds): one `v1=` per
 * secret, in the order given (the current secret first, then a previous one during a rotation).
 * @throws Error when no secret is given or the timestamp is not a non-negative integer.
 */
export function signWebhookPayload(body: Body, secrets: readonly string[], timestamp: number): string {
  if (!secrets.length) throw new Error('At least one secret is needed to sign');
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new Error(`Timestamp must be whole unix seconds, got ${timestamp}`);
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${computeWebhookSignature(body, s, timestamp)}`)].join(',');
}

/** The parts of a signature header: its timestamp and every `v1` value (other schemes are ignored). */
export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (!/^\d{1,15}$/.test(value) || timestamp !== null) throw new WebhookSignatureError('malformed_header', 'The signature header has no valid timestamp (t=<unix seconds>)');
      timestamp = Number(value);
    } else if (key === 'v1') {
      signatures.push(value);
    }
  }
  if (timestamp === null) throw new WebhookSignatureError('malformed_header', 'The signature header has no timestamp (t=<unix seconds>)');
  return { timestamp, signatures };
}

/**
 * Checks a delivery's `Service-Signature` header against the raw request body, as received (bytes
 * or the exact string: a re-serialized JSON object does not verify).
 * Accepts when the timestamp is within `toleranceSeconds` of `now` (older ones are replays, later
 * ones a wrong clock or a forgery) and any `v1=` value equals the HMAC of `<t>.<body>` keyed with
 * `secret`; every comparison is constant-time.
 * @returns the header's timestamp (unix seconds).
 * @throws WebhookSignatureError (`code`: missing_header, malformed_header, no_signatures,
 *   timestamp_too_old, timestamp_in_future, signature_mismatch).
 */
export function verifyWebhookSignature(rawBody: Body, header: string | string[] | null | undefined, secret: string, options: VerifyOptions = {}): { timestamp: number } {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) throw new WebhookSignatureError('missing_header', `No ${SIGNATURE_HEADER} header`);
  const { timestamp, signatures } = parseSignatureHeader(value);
  if (!signatures.length) throw new WebhookSignatureError('no_signatures', 'The signature header has no v1 signature');
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const now = options.now === undefined ? Date.now() / 1000 : options.now instanceof Date ? options.now.getTime() / 1000 : options.now;
  if (now - timestamp > tolerance) throw new WebhookSignatureError('timestamp_too_old', `The signature's timestamp is more than ${tolerance} s old`);
  if (timestamp - now > tolerance) throw new WebhookSignatureError('timestamp_in_future', `The signature's timestamp is more than ${tolerance} s ahead of this clock`);
  const expected = Buffer.from(computeWebhookSignature(rawBody, secret, timestamp), 'utf8');
  // Every candidate is compared (no early exit), each in constant time; lengths differ only for
  // values that are not a SHA-256 hex digest at all.
  let match = false;
  for (const sig of signatures) {
    const given = Buffer.from(sig, 'utf8');
    if (given.length === expected.length && timingSafeEqual(given, expected)) match = true;
  }
  if (!match) throw new WebhookSignatureError('signature_mismatch', 'No signature matches the body and secret');
  return { timestamp };
}
