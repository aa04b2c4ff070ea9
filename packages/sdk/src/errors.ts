/** Typed errors of the SDK: every refusal of the API carries its `detail` body. */
import type { components } from './schema.js';

/** The error body of the API (`{"detail": {...}}`): an object with code and message, or the 422 list of problems. */
export type ErrorDetail = components['schemas']['ErrorBody']['detail'] | components['schemas']['ValidationErrorBody']['detail'];

/**
 * The API answered with an error status. `code` is `detail.code` (for a 422, `validation_error`);
 * `retryAfter` is the `Retry-After` header in seconds when there was one (429, some 503).
 */
export class ScenarioSimError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail: ErrorDetail | undefined,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ScenarioSimError';
  }
}

/** 401: missing, wrong or revoked credential. */
export class AuthenticationError extends ScenarioSimError {
  override name = 'AuthenticationError';
}
/** 402 `insufficient_credits`: the wallet cannot pay (`detail.balance_usd`, `detail.required_usd`). */
export class InsufficientCreditsError extends ScenarioSimError {
  override name = 'InsufficientCreditsError';
}
/** 403: the tier (`tier_required`) or the credential kind (`session_required`) does not allow it. */
export class PermissionError extends ScenarioSimError {
  override name = 'PermissionError';
}
/** 404: not found (or not the caller's; `report_not_ready` before completion). */
export class NotFoundError extends ScenarioSimError {
  override name = 'NotFoundError';
}
/** 409: conflict (tiebreaker not allowed, idempotency key reused with another body…). */
export class ConflictError extends ScenarioSimError {
  override name = 'ConflictError';
}
/** 422: the request was malformed; `detail` lists every problem with its `loc`. */
export class ValidationError extends ScenarioSimError {
  override name = 'ValidationError';
}
/** 429: too many requests; `retryAfter` says when to try again. */
export class RateLimitError extends ScenarioSimError {
  override name = 'RateLimitError';
}

/** The job failed (its price was refunded): `failure` is the status body's `failure` ({code, message}). */
export class JobFailedError extends Error {
  override name = 'JobFailedError';
  constructor(
    readonly jobId: string,
    readonly failure: { code: string; message: string } | null,
  ) {
    super(`Job ${jobId} failed${failure ? `: ${failure.code}: ${failure.message}` : ''} (refunded)`);
  }
}

/** The link failed (its price was refunded). */
export class LinkFailedError extends Error {
  override name = 'LinkFailedError';
  constructor(
    readonly linkId: string,
    readonly failure: unknown,
  ) {
    super(`Link ${linkId} failed (refunded)`);
  }
}

/** `waitForReport` / `waitForLink` gave up after `timeoutMs`. */
export class WaitTimeoutError extends Error {
  override name = 'WaitTimeoutError';
  constructor(
    readonly id: string,
    readonly lastStatus: string,
  ) {
    super(`Still ${lastStatus} after the wait: ${id}`);
  }
}

/** Parses a Retry-After header (seconds, or an HTTP date) into seconds, or null. */
export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value);
  if (Number.isFinite(n)) return Math.max(0, n);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, (at - Date.now()) / 1000);
}

/** The typed error for a response with `status` and parsed `body`. */
export function errorFor(status: number, body: unknown, headers: Headers): ScenarioSimError {
  const detail = (body as { detail?: ErrorDetail } | null)?.detail;
  const single = detail && !Array.isArray(detail) ? detail : undefined;
  const code = single?.code ?? (status === 422 ? 'validation_error' : `http_${status}`);
  const message = single?.message ?? (Array.isArray(detail) ? detail.map((d) => `${d.loc.join('.')}: ${d.msg}`).join('; ') : `HTTP ${status}`);
  const retryAfter = parseRetryAfter(headers.get('retry-after'));
  const Kind =
    status === 401 ? AuthenticationError
    : status === 402 ? InsufficientCreditsError
    : status === 403 ? PermissionError
    : status === 404 ? NotFoundError
    : status === 409 ? ConflictError
    : status === 422 ? ValidationError
    : status === 429 ? RateLimitError
    : ScenarioSimError;
  return new Kind(status, code, message, detail, retryAfter);
}
