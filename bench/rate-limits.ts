/**
 * The request rate limit of the benches: the service's default (120 requests per minute per key,
 * docs/decisions.md "Request rate limit") would cap a load test at 2 requests/s, so the benches
 * raise it to 10^9 unless RATE_LIMIT_MAX / RATE_LIMIT_MAX_PER_IP are set (to bench the limiter
 * itself, e.g. `RATE_LIMIT_MAX=120 npm run bench:api`).
 */
export function benchRateLimits(): { RATE_LIMIT_MAX: string; RATE_LIMIT_MAX_PER_IP: string } {
  return { RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX || '1000000000', RATE_LIMIT_MAX_PER_IP: process.env.RATE_LIMIT_MAX_PER_IP || '1000000000' };
}
