/**
 * The one error catalogue (docs/api.md "Error body"): every non-422 failure a caller can cause
 * is an `ApiError`, rendered by the HTTP error handler as
 * `{"detail":{"code":"<snake_case>","message":"<human text>", ...extra}}`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Factories for the codes of docs/api.md "Error body". */
export const errors = {
  unauthorized: (message = 'Missing or invalid credential') =>
    new ApiError(401, 'unauthorized', message, {}, { 'WWW-Authenticate': 'Bearer' }),
  sessionRequired: () =>
    new ApiError(403, 'session_required', 'This endpoint needs a session token from POST /v1/auth/login, not an API key'),
  tierRequired: (tier: string) => new ApiError(403, 'tier_required', `This endpoint needs the ${tier} tier or higher`),
  notFound: (what: string) => new ApiError(404, 'not_found', `${what} not found`),
  reportNotReady: (status: string) =>
    new ApiError(404, 'report_not_ready', `The report is not ready: the job is ${status}`, { status }),
  jobFailed: (message: string) => new ApiError(404, 'job_failed', `The job failed and was refunded: ${message}`),
  insufficientCredits: (balanceCents: number, requiredCents: number) =>
    new ApiError(
      402,
      'insufficient_credits',
      'The credit wallet cannot pay for this operation. Credit is bought in the web application (packages: GET /v1/plans); ' +
        'to try the API first, sign up a sandbox tenant ("sandbox": true at POST /v1/auth/signup), whose wallet holds play credit (GET /v1/docs).',
      { balance_usd: balanceCents / 100, required_usd: requiredCents / 100, how_to_get_credit: '/v1/docs#sandbox' },
    ),
  emailTaken: () => new ApiError(409, 'email_taken', 'An account with this email already exists'),
  invalidLogin: () => new ApiError(401, 'unauthorized', 'Wrong email or password', {}, { 'WWW-Authenticate': 'Bearer' }),
  checkoutRetired: () =>
    new ApiError(
      410,
      'checkout_retired',
      'API plan subscriptions are retired: credits are bought in the web application and every key draws from the shared wallet',
    ),
  payloadTooLarge: (limit: string) => new ApiError(413, 'payload_too_large', `The request body exceeds ${limit}`),
  unsupportedMediaType: (type: string) =>
    new ApiError(415, 'unsupported_media_type', `Content type ${type} is not accepted here`),
  /** 429 with `Retry-After` in whole seconds (RFC 9110 §10.2.3) and the same number as `retry_after`. */
  rateLimited: (retryAfterSeconds: number, message: string) => {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new ApiError(429, 'rate_limited', message, { retry_after: seconds }, { 'Retry-After': String(seconds) });
  },
  tenantQueueFull: (pendingAgentRounds: number, maxAgentRounds: number, retryAfterSeconds: number) =>
    new ApiError(
      429,
      'tenant_queue_full',
      'Too much of this tenant\'s simulation work is queued or running; submit again when some of it has finished',
      { pending_agent_rounds: pendingAgentRounds, max_pending_agent_rounds: maxAgentRounds },
      { 'Retry-After': String(retryAfterSeconds) },
    ),
  linkNotReady: (status: string) => new ApiError(409, 'link_not_ready', `The tiebreaker needs a complete link: this one is ${status}`, { status }),
  wrongMode: (mode: string) => new ApiError(409, 'wrong_mode', `The tiebreaker is for compare links only: this link is ${mode}`, { mode }),
  tiebreakerAlreadyRun: (state: 'running' | 'complete') =>
    new ApiError(
      409,
      'tiebreaker_already_run',
      state === 'running' ? 'The tiebreaker of this link is running' : 'The tiebreaker of this link has already run; its result is on the link report',
      { tiebreaker: state },
    ),
  linkFailed: (message: string) => new ApiError(404, 'link_failed', `The link's cross-analysis failed and was refunded: ${message}`),
  idempotencyConflict: () =>
    new ApiError(409, 'idempotency_conflict', 'A request with this Idempotency-Key is still being processed'),
};

import type { ValidationItem } from '../contracts/errors.js';

/** A 422 raised by a business rule (e.g. a reused Idempotency-Key), rendered as the validation error body. */
export class RequestValidationError extends Error {
  constructor(readonly items: ValidationItem[]) {
    super(items.map((i) => i.msg).join('; '));
    this.name = 'RequestValidationError';
  }
}
