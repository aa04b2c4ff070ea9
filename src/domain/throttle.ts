/**
 * Rate limits (the interface's 429 "Rate limit exceeded" with `Retry-After`), all on the
 * `RateLimitStore` counters (src/ratelimit).
 *
 * Request rate (docs/decisions.md "Request rate limit"): every request is counted per credential, or
 * per client IP where the endpoint takes none.
 *
 * Login throttling (docs/decisions.md "Login throttling"): fixed windows per account and client IP
 * pair, per account (the email, hashed) and per client IP. Every attempt counts, right or wrong,
 * before the password is checked, so concurrent guesses cannot slip past a check-then-count race,
 * and a throttled attempt never reaches the (constant-time) password check. The pair's limit is
 * far below the account's: guesses from one address lock that address out, and the owner logging
 * in from another address is refused only once the account's own, higher limit is reached.
 *
 * Sign-up throttling (docs/decisions.md "Sign-up throttling"): per client IP and for the whole
 * process, counted before the password is hashed.
 */
import type { LoginThrottle, RequestRateLimit, SignupThrottle } from '../config.js';
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
  const account = hashToken(attempt.email.trim().toLowerCase());
  await throttle(store, limits.windowSeconds, logger, 'login', 'Too many login attempts; try again later', [
    { key: `login:pair:${account}:${attempt.ip}`, limit: limits.maxPerAccountAndIp },
    { key: `login:account:${account}`, limit: limits.maxPerAccount },
    { key: `login:ip:${attempt.ip}`, limit: limits.maxPerIp },
  ]);
}

/**
 * Counts one sign-up from `ip`, before its password is hashed.
 * @throws ApiError 429 `rate_limited` (with `Retry-After`) when the address or the whole process
 *   is over its limit. When the store cannot be reached the sign-up is let through with a warning.
 */
export async function throttleSignup(store: RateLimitStore, limits: SignupThrottle, logger: { warn(obj: object, msg: string): void }, attempt: { ip: string }): Promise<void> {
  await throttle(store, limits.windowSeconds, logger, 'sign-up', 'Too many sign-ups; try again later', [
    { key: `signup:ip:${attempt.ip}`, limit: limits.maxPerIp },
    { key: 'signup:all', limit: limits.maxGlobal },
  ]);
}

/**
 * Counts one hit on every window of `windows` and refuses when any is over its limit, with the
 * longest wait among those over. Fails open (a warning) when the store cannot be reached.
 */
async function throttle(
  store: RateLimitStore,
  windowSeconds: number,
  logger: { warn(obj: object, msg: string): void },
  what: string,
  message: string,
  windows: { key: string; limit: number }[],
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  let counts;
  try {
    counts = await Promise.all(windows.map((w) => store.hit(w.key, windowMs)));
  } catch (err) {
    logger.warn({ err }, `${what} throttle store unavailable; attempt not counted`);
    return;
  }
  const over = counts.filter((c, i) => c.count > windows[i]!.limit);
  if (over.length) {
    const waitMs = Math.max(...over.map((c) => c.resetMs));
    throw errors.rateLimited(waitMs / 1000, message);
  }
}

/**
 * Who a request is counted against (docs/decisions.md "Request rate limit"): a credential (and its
 * tenant, whose budget all its credentials share), or a client IP.
 */
export type RateSubject =
  | { kind: 'api_key'; keyId: string; tenantId: string }
  | { kind: 'session'; tokenHash: string; tenantId: string }
  | { kind: 'ip'; ip: string };

/** The window of one request after it was counted: the `RateLimit` headers and `GET /v1/credits`'s `rate_limit`. */
export interface RequestQuota {
  /**
   * The counter with the fewest requests left: per credential (API key or session token), per
   * tenant (all its credentials), or per client IP (endpoints without a credential).
   */
  scope: 'api_key' | 'session' | 'tenant' | 'ip';
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
 * Counts one request against its subject's fixed windows: `RATE_LIMIT_MAX` per credential and
 * `RATE_LIMIT_MAX_PER_TENANT` per tenant (all its keys and sessions together), or
 * `RATE_LIMIT_MAX_PER_IP` per client IP for requests without a resolved credential, in windows of
 * `RATE_LIMIT_WINDOW_SECONDS` (the interface's Limits: 120 requests per minute per key).
 * @returns the quota with the fewest requests left after this request, or null when the store
 *   cannot be reached (the request is let through, and one warning per window is logged: an outage
 *   of Redis must not stop the API).
 * @throws ApiError 429 `rate_limited` with `Retry-After` (whole seconds to the end of the window)
 *   and the `RateLimit` headers when the subject is over a limit.
 */
export async function countRequest(
  store: RateLimitStore,
  limits: RequestRateLimit,
  logger: { warn(obj: object, msg: string): void },
  subject: RateSubject,
): Promise<RequestQuota | null> {
  const windowMs = limits.windowSeconds * 1000;
  const windows: { scope: RequestQuota['scope']; key: string; limit: number }[] =
    subject.kind === 'api_key'
      ? [
          { scope: 'api_key', key: `req:key:${subject.keyId}`, limit: limits.maxPerCredential },
          { scope: 'tenant', key: `req:tenant:${subject.tenantId}`, limit: limits.maxPerTenant },
        ]
      : subject.kind === 'session'
        ? [
            { scope: 'session', key: `req:session:${subject.tokenHash}`, limit: limits.maxPerCredential },
            { scope: 'tenant', key: `req:tenant:${subject.tenantId}`, limit: limits.maxPerTenant },
          ]
        : [{ scope: 'ip', key: `req:ip:${subject.ip}`, limit: limits.maxPerIp }];
  let counted;
  try {
    counted = await Promise.all(windows.map((w) => store.hit(w.key, windowMs)));
  } catch (err) {
    const now = Date.now();
    if (now - (lastOutageWarning.get(store) ?? -Infinity) >= windowMs) {
      lastOutageWarning.set(store, now);
      logger.warn({ err }, 'request rate-limit store unavailable; requests are not counted');
    }
    return null;
  }
  const quotas: RequestQuota[] = windows.map((w, i) => ({
    scope: w.scope,
    limit: w.limit,
    remaining: Math.max(0, w.limit - counted[i]!.count),
    resetSeconds: Math.max(1, Math.ceil(counted[i]!.resetMs / 1000)),
    windowSeconds: limits.windowSeconds,
  }));
  const over = quotas.filter((q, i) => counted[i]!.count > q.limit);
  if (over.length) {
    // The longest wait among the windows over their limit: a retry before it would be refused again.
    const quota = over.reduce((a, b) => (b.resetSeconds > a.resetSeconds ? b : a));
    const what = { ip: 'this address', api_key: 'this API key', session: 'this session', tenant: 'this tenant (all its keys and sessions)' }[quota.scope];
    const err = errors.rateLimited(quota.resetSeconds, `Rate limit exceeded: ${quota.limit} requests per ${limits.windowSeconds} s for ${what}; try again in ${quota.resetSeconds} s`);
    Object.assign(err.headers, rateLimitHeaders(quota));
    throw err;
  }
  // The tightest window is the one a client should pace itself by.
  return quotas.reduce((a, b) => (b.remaining < a.remaining ? b : a));
}

/**
 * The `RateLimit-Policy` and `RateLimit` response headers of IETF draft-ietf-httpapi-ratelimit-headers
 * (structured fields: `q` quota, `w` window seconds, `r` remaining, `t` seconds to reset), with the
 * policy named after the counter's scope.
 */
export function rateLimitHeaders(quota: RequestQuota): Record<string, string> {
  const name = quota.scope === 'ip' ? 'ip' : quota.scope === 'tenant' ? 'tenant' : 'credential';
  return {
    'RateLimit-Policy': `"${name}";q=${quota.limit};w=${quota.windowSeconds}`,
    RateLimit: `"${name}";r=${quota.remaining};t=${quota.resetSeconds}`,
  };
}
