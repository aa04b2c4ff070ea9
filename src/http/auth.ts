/**
 * Credential checks as preHandlers (docs/api.md "Authentication", "Credentials"):
 * `Authorization: Bearer <API key | session token>` or `X-API-Key: <API key>`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../domain/context.js';
import { resolveCredential, type Principal } from '../domain/accounts.js';
import { ApiError, errors } from '../domain/errors.js';
import { countRequest, rateLimitHeaders, type RateSubject, type RequestQuota } from '../domain/throttle.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** This request's rate-limit window after it was counted; null when not counted (or the store was down). */
    rateQuota: RequestQuota | null;
    /** Whether this request was counted against a rate limit (so that it is counted once). */
    rateCounted: boolean;
  }
}

/**
 * Counts the request against `subject` (docs/decisions.md "Request rate limit"), keeps the quota on
 * the request for `GET /v1/credits`, and sets the `RateLimit-Policy` and `RateLimit` headers.
 * @throws ApiError 429 `rate_limited` over the limit (with `Retry-After` and the same headers).
 */
async function countAgainst(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, subject: RateSubject): Promise<void> {
  request.rateCounted = true;
  const quota = await countRequest(ctx.rateLimits, ctx.config.requestRateLimit, request.log, subject);
  request.rateQuota = quota;
  if (quota) reply.headers(rateLimitHeaders(quota));
}

/**
 * A preHandler for the endpoints that take no credential (plans, sign-up, login, the OpenAPI
 * document, the badge): counts the request per client IP (`RATE_LIMIT_MAX_PER_IP`).
 */
export function limitByIp(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => countAgainst(ctx, request, reply, { kind: 'ip', ip: request.ip });
}

/**
 * The credential of a request and the kinds its header may carry: `Authorization: Bearer` takes an
 * API key or a session token; `X-API-Key` takes an API key only (the interface's Authentication
 * section), so a session token sent there is refused like an unknown key.
 */
function credentialOf(request: FastifyRequest): { credential: string; apiKeyOnly: boolean } | null {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.trim()) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth.trim());
    if (!m) throw errors.unauthorized('The Authorization header must be "Bearer <credential>"');
    return { credential: m[1]!, apiKeyOnly: false };
  }
  const key = request.headers['x-api-key'];
  if (typeof key === 'string' && key.trim()) return { credential: key.trim(), apiKeyOnly: true };
  return null;
}

/**
 * A preHandler that requires a valid credential and counts the request against it (per API key, or
 * per session token: `RATE_LIMIT_MAX` per window). With `sessionOnly`, an API key is refused with
 * 403 `session_required` (key management and billing, docs/api.md "Credentials"); such a refusal
 * still counts against the key.
 * @throws ApiError 401, 403, or 429 `rate_limited` over the limit.
 */
export function requireAuth(ctx: AppContext, options: { sessionOnly?: boolean } = {}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = credentialOf(request);
    if (!sent) throw errors.unauthorized();
    const principal = await resolveCredential(ctx.db, sent.credential, { apiKeyOnly: sent.apiKeyOnly }).catch(async (err: unknown) => {
      // A credential that does not resolve counts against the client's address (429 once the address
      // has sent RATE_LIMIT_MAX_PER_IP in the window), so guessing keys is bounded too.
      if (err instanceof ApiError && err.status === 401) {
        request.rateCounted = true;
        await countRequest(ctx.rateLimits, ctx.config.requestRateLimit, request.log, { kind: 'ip', ip: request.ip });
      }
      throw err;
    });
    // Only credentials that resolved are counted per credential, so made-up keys cannot fill the counter store.
    await countAgainst(ctx, request, reply, subjectOf(principal));
    if (options.sessionOnly && principal.kind !== 'session') throw errors.sessionRequired();
    request.principal = principal;
  };
}

/** The rate-limit subject of a resolved credential: the key or session, and its tenant. */
function subjectOf(principal: Principal): RateSubject {
  return principal.keyId
    ? { kind: 'api_key', keyId: principal.keyId, tenantId: principal.tenant.id }
    : { kind: 'session', tokenHash: principal.credentialHash, tenantId: principal.tenant.id };
}

/**
 * Counts a request that was refused before its route counted it (a body that does not parse, a
 * validation error, an unknown path, a duplicate header), so refusals are bounded like any other
 * request (docs/decisions.md "Request rate limit"): against its credential when it carries one that
 * resolves, else against the client's address. Does nothing when the request was counted already.
 * @throws ApiError 429 `rate_limited` when that subject is over its limit.
 */
export async function countRefusedRequest(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.rateCounted) return;
  request.rateCounted = true;
  let principal: Principal | null = null;
  try {
    const sent = credentialOf(request);
    if (sent) principal = await resolveCredential(ctx.db, sent.credential, { apiKeyOnly: sent.apiKeyOnly });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  }
  await countAgainst(ctx, request, reply, principal ? subjectOf(principal) : { kind: 'ip', ip: request.ip });
}

/** The authenticated principal of a request that passed `requireAuth`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw errors.unauthorized();
  return request.principal;
}

/** Security requirement objects for the OpenAPI document. */
export const SECURITY_ANY: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKeyHeader: [] }];
export const SECURITY_SESSION: Record<string, string[]>[] = [{ bearerAuth: [] }];
