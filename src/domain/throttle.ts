/**
 * Login throttling (docs/decisions.md "Login throttling"; the interface's 429 "Rate limit exceeded"
 * with `Retry-After`): fixed windows per account (the email, hashed) and per client IP. Every
 * attempt counts, right or wrong, before the password is checked, so concurrent guesses cannot
 * slip past a check-then-count race, and a throttled attempt never reaches the (constant-time)
 * password check.
 */
import type { LoginThrottle } from '../config.js';
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
