/**
 * Rate limits (the interface's 429 "Rate limit exceeded" with `Retry-After`), all on the
 * `RateLimitStore` counters (src/ratelimit).
 *
 * Request rate (docs/decisions.md "Request rate limit"): every request is counted per credential, or
 * per client IP where the endpoint takes none.
 *
 * Login throttling (docs/decisions.md "Login throttling"): fixed windows per account (the email,
 * hashed) and per client IP. Every attempt counts, right or wrong, before the password is checked,
 * so concurrent guesses cannot slip past a check-then-count race, and a throttled attempt never
 * reaches the (constant-time) password check.
 */
import type { LoginThrottle, RequestRateLimit } from '../config.js';
import { errors } from './errors.js';
import type { RateLimitStore } from './ports.js';
import { hashToken } from './secrets.js';

/**
 * Counts one login attempt for `email` from `ip`.
 * @throws ApiError 429 `rate_limited` (with `Retry-After` and `retry_after`) when either window is
 *   over its limit. When the store cannot be reached the attempt is let through and a warning is
 *   logged: an outage of Redis must not lock every user out.
 */
export async function throttleLogin(store: RateLimitStore, limits: LoginThrottle, logger: { warn(obj: object, msg: string): void }, attempt: { email: string; ip: string }): Promise<void> {
  const windowMs = limits.windowSeconds * 1000;
  let counts;
  try {
    counts = await Promise.all([
      store.hit(`login:account:${hashToken(attempt.email.trim().toLowerCase())}`, windowMs),
      store.hit(`login:ip:${attempt.ip}`, windowMs),
    ]);
  } catch (err) {
    logger.warn({ err }, 'login throttle store unavailable; attempt not counted');
    return;
  }
  const [account, ip] = counts;
  const over = [account.count > limits.maxPerAccount ? account : null, ip.count > limits.maxPerIp ? ip : null].filter((c) => c !== null);
  if (over.length) {
    const waitMs = Math.max(...over.map((c) => c.resetMs));
    throw errors.rateLimited(waitMs / 1000, 'Too many login attempts; try again later');
  }
}

/** Who a request is counted against (docs/decisions.md "Request rate limit"). */
export type RateSubject = { kind: 'api_key'; keyId: string } | { kind: 'session'; tokenHash: string } | { kind: 'ip'; ip: string };

/** The window of one request after it was counted: the `RateLimit` headers and `GET /v1/credits`'s `rate_limit`. */
export interface RequestQuota {
  /** The counter: per credential (API key or session token) or per client IP (endpoints without a credential). */
  scope: 'api_key' | 'session' | 'ip';
  /** Requests allowed per window. */
  limit: number;
  /** Requests left in this window after this one (0 when over). */
  remaining: number;
  /** Whole seconds until the window ends (at least 1). */
  resetSeconds: number;
  /** Window length, seconds. */
  windowSeconds: number;
}

/** When each store last warned that it was unreachable (ms), so an outage logs once per window, not per request. */
const lastOutageWarning = new WeakMap<RateLimitStore, number>();

/**
 * Counts one request against its subject's fixed window: `RATE_LIMIT_MAX` per credential, or
 * `RATE_LIMIT_MAX_PER_IP` per client IP for endpoints without a credential, in windows of
 * `RATE_LIMIT_WINDOW_SECONDS` (the interface's Limits: 120 requests per minute per key).
 * @returns the quota after this request, or null when the store cannot be reached (the request is
 *   let through, and one warning per window is logged: an outage of Redis must not stop the API).
 * @throws ApiError 429 `rate_limited` with `Retry-After` (whole seconds to the end of the window)
 *   and the `RateLimit` headers when the subject is over its limit.
 */
export async function countRequest(
  store: RateLimitStore,
  limits: RequestRateLimit,
  logger: { warn(obj: object, msg: string): void },
  subject: RateSubject,
): Promise<RequestQuota | null> {
  const windowMs = limits.windowSeconds * 1000;
  const [key, limit] =
    subject.kind === 'api_key'
      ? [`req:key:${subject.keyId}`, limits.maxPerCredential]
      : subject.kind === 'session'
        ? [`req:session:${subject.tokenHash}`, limits.maxPerCredential]
        : [`req:ip:${subject.ip}`, limits.maxPerIp];
  let counted;
  try {
    counted = await store.hit(key, windowMs);
  } catch (err) {
    const now = Date.now();
    if (now - (lastOutageWarning.get(store) ?? -Infinity) >= windowMs) {
      lastOutageWarning.set(store, now);
      logger.warn({ err }, 'request rate-limit store unavailable; requests are not counted');
    }
    return null;
  }
  const quota: RequestQuota = {
    scope: subject.kind,
    limit,
    remaining: Math.max(0, limit - counted.count),
    resetSeconds: Math.max(1, Math.ceil(counted.resetMs / 1000)),
    windowSeconds: limits.windowSeconds,
  };
  if (counted.count > limit) {
    const what = subject.kind === 'ip' ? 'this address' : subject.kind === 'api_key' ? 'this API key' : 'this session';
    const err = errors.rateLimited(quota.resetSeconds, `Rate limit exceeded: ${limit} requests per ${limits.windowSeconds} s for ${what}; try again in ${quota.resetSeconds} s`);
    Object.assign(err.headers, rateLimitHeaders(quota));
    throw err;
  }
  return quota;
}

/**
 * The `RateLimit-Policy` and `RateLimit` response headers of IETF draft-ietf-httpapi-ratelimit-headers
 * (structured fields: `q` quota, `w` window seconds, `r` remaining, `t` seconds to reset), with the
 * policy named after the counter's scope.
 */
export function rateLimitHeaders(quota: RequestQuota): Record<string, string> {
  const name = quota.scope === 'ip' ? 'ip' : 'credential';
  return {
    'RateLimit-Policy': `"${name}";q=${quota.limit};w=${quota.windowSeconds}`,
    RateLimit: `"${name}";r=${quota.remaining};t=${quota.resetSeconds}`,
  };
}
