/**
 * One webhook attempt (docs/decisions.md "Webhooks"): the endpoint's host is resolved once and
 * every address checked (src/domain/webhooks/address-policy.ts), the connection goes to the checked
 * address (a `lookup` that answers it, so there is no second resolution a rebinding DNS could
 * change), the body is signed afresh (`Service-Signature: t=<now>,v1=…`) with the same
 * `Service-Event-Id`, and the answer's status is all that is kept. Redirects are not followed, the
 * whole attempt (lookup included) has `WEBHOOK_TIMEOUT_SECONDS`, and at most 64 KiB of the answer
 * is read. The outcome is recorded by the domain's `finishAttempt`.
 */
import https from 'node:https';
import net from 'node:net';
import type { SecureContext } from 'node:tls';
import type { AppContext } from '../../domain/context.js';
import type { HostResolver } from '../../domain/ports.js';
import { finishAttempt, parseWebhookUrl, resolveWebhookAddress, WebhookUrlError, type AttemptOutcome, type ClaimedDelivery } from '../../domain/webhooks/index.js';
import { signWebhookPayload, SIGNATURE_HEADER } from '../../lib/webhook-signature.js';

/** The header that carries the event id, the same on every retry. */
export const EVENT_ID_HEADER = 'Service-Event-Id';
/** The sender's User-Agent. */
export const USER_AGENT = 'scenario-sim-webhooks/0.2.0';
/** Most bytes of a receiver's answer read before the connection is closed. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** How `sendWebhookAttempt` sends. */
export interface SendOptions {
  /** Time limit of the whole attempt, ms. */
  timeoutMs: number;
  allowLoopback: boolean;
  /**
   * TLS settings with the trusted certificate authorities, made once (building one parses every root
   * certificate: about 30 ms); undefined → Node's default, with its bundled roots.
   */
  secureContext?: SecureContext;
  resolveHost: HostResolver;
  /** Aborts the attempt (the sender is stopping). */
  signal?: AbortSignal;
}

/** A short, stable description of why an attempt failed without a status. */
function describe(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `timeout: no answer within ${timeoutMs / 1000} s`;
  if (err instanceof WebhookUrlError) return `address refused: ${err.message}`;
  const e = err as { code?: string; name?: string; message?: string };
  if (e?.name === 'AbortError') return 'interrupted: the sender stopped';
  const message = (e?.message ?? String(err)).slice(0, 300);
  return e?.code ? `${e.code}: ${message}` : message;
}

/** Seconds of a `Retry-After` header (delay-seconds or an HTTP date), or null. */
function retryAfter(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  if (/^\d+$/.test(v.trim())) return Number(v.trim());
  const at = Date.parse(v);
  return Number.isFinite(at) ? Math.max(0, (at - Date.now()) / 1000) : null;
}

/**
 * Sends one attempt of `claim`; never throws (every failure is an outcome).
 */
export async function sendWebhookAttempt(claim: Pick<ClaimedDelivery, 'url' | 'body' | 'secrets' | 'eventId'>, options: SendOptions): Promise<AttemptOutcome> {
  const started = performance.now();
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const elapsed = () => performance.now() - started;
  try {
    const url = parseWebhookUrl(claim.url);
    const aborted = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    aborted.catch(() => {});
    const target = await Promise.race([resolveWebhookAddress(url, options.resolveHost, { allowLoopback: options.allowLoopback }), aborted]);
    const body = Buffer.from(claim.body, 'utf8');
    const headers = {
      'content-type': 'application/json',
      'content-length': String(body.length),
      'user-agent': USER_AGENT,
      [SIGNATURE_HEADER]: signWebhookPayload(body, claim.secrets, Math.floor(Date.now() / 1000)),
      [EVENT_ID_HEADER]: claim.eventId,
    };
    const response = await new Promise<{ status: number; retryAfter: number | null; location: string | null }>((resolve, reject) => {
      const req = https.request({
        method: 'POST',
        hostname: target.host,
        port: url.port ? Number(url.port) : 443,
        path: `${url.pathname}${url.search}`,
        headers,
        // The checked address, never a second lookup.
        lookup: ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) =>
          opts?.all ? cb(null, [{ address: target.address, family: target.family }]) : cb(null, target.address, target.family)) as any,
        servername: net.isIP(target.host) ? undefined : target.host,
        agent: false,
        // Passed on to tls.connect (its type is missing from https.RequestOptions).
        ...({ secureContext: options.secureContext } as object),
        signal,
      });
      req.once('response', (res) => {
        let read = 0;
        const done = () => {
          resolve({ status: res.statusCode ?? 0, retryAfter: retryAfter(res.headers['retry-after']), location: typeof res.headers.location === 'string' ? res.headers.location : null });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= MAX_RESPONSE_BYTES) done();
        });
        res.once('end', done);
        res.once('error', done);
      });
      req.once('error', reject);
      req.end(body);
    });
    const redirect = response.status >= 300 && response.status < 400;
    return {
      statusCode: response.status,
      durationMs: elapsed(),
      error: redirect ? `redirect not followed${response.location ? ` (Location: ${response.location.slice(0, 200)})` : ''}` : null,
      retryAfterSeconds: response.status === 429 || response.status === 503 ? response.retryAfter : null,
    };
  } catch (err) {
    return { statusCode: null, durationMs: elapsed(), error: describe(err, timeout.aborted, options.timeoutMs) };
  }
}

/**
 * Sends one claimed attempt and records its outcome (src/domain/webhooks/deliveries.ts).
 * @returns the delivery's state, and the delay to its next attempt when it stays pending.
 * @throws when the outcome cannot be written (the lease then frees the endpoint, and the attempt is
 *   marked interrupted at the next claim).
 */
export async function deliverWebhook(ctx: AppContext, claim: ClaimedDelivery, options: Omit<SendOptions, 'resolveHost' | 'timeoutMs' | 'allowLoopback'>) {
  const cfg = ctx.config.webhooks;
  const outcome = await sendWebhookAttempt(claim, { ...options, timeoutMs: cfg.timeoutSeconds * 1000, allowLoopback: cfg.allowLoopback, resolveHost: ctx.resolveHost });
  const result = await finishAttempt(ctx.db, claim, outcome, { baseSeconds: cfg.retryBaseSeconds, maxDelaySeconds: cfg.retryMaxDelaySeconds, windowSeconds: cfg.retryWindowSeconds });
  ctx.logger.info(
    { deliveryId: claim.deliveryId, eventId: claim.eventId, endpointId: claim.endpointId, attempt: claim.attempt, statusCode: outcome.statusCode, durationMs: Math.round(outcome.durationMs), error: outcome.error, state: result.state },
    'webhook attempt',
  );
  return result;
}
