/**
 * The request rate limit of the benches: the service's default (120 requests per minute per key,
 * docs/decisions.md "Request rate limit") would cap a load test at 2 requests/s, so the benches
 * raise it to 10^9 unless RATE_LIMIT_MAX / RATE_LIMIT_MAX_PER_IP are set (to bench the limiter
 * itself, e.g. `RATE_LIMIT_MAX=120 npm run bench:api`). The tenant budget follows (5 × the per-key
 * limit) unless RATE_LIMIT_MAX_PER_TENANT is set; the sign-up throttle is raised likewise unless
 * SIGNUP_MAX_PER_IP / SIGNUP_MAX_GLOBAL are set, so the sign-up flood phase measures the hashing.
 */
export function benchRateLimits(): Record<string, string> {
  const max = process.env.RATE_LIMIT_MAX || '1000000000';
  return {
    RATE_LIMIT_MAX: max,
    RATE_LIMIT_MAX_PER_IP: process.env.RATE_LIMIT_MAX_PER_IP || '1000000000',
    RATE_LIMIT_MAX_PER_TENANT: process.env.RATE_LIMIT_MAX_PER_TENANT || String(5 * Number(max)),
    SIGNUP_MAX_PER_IP: process.env.SIGNUP_MAX_PER_IP || '1000000000',
    SIGNUP_MAX_GLOBAL: process.env.SIGNUP_MAX_GLOBAL || '1000000000',
  };
}
