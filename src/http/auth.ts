/**
 * Credential checks as preHandlers (docs/api.md "Authentication", "Credentials"):
 * `Authorization: Bearer <API key | session token>` or `X-API-Key: <API key>`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../domain/context.js';
import { resolveCredential, type Principal } from '../domain/accounts.js';
import { errors } from '../domain/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
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
 * A preHandler that requires a valid credential. With `sessionOnly`, an API key is refused with
 * 403 `session_required` (key management and billing, docs/api.md "Credentials").
 */
export function requireAuth(ctx: AppContext, options: { sessionOnly?: boolean } = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const sent = credentialOf(request);
    if (!sent) throw errors.unauthorized();
    const principal = await resolveCredential(ctx.db, sent.credential, { apiKeyOnly: sent.apiKeyOnly });
    if (options.sessionOnly && principal.kind !== 'session') throw errors.sessionRequired();
    request.principal = principal;
  };
}

/** The authenticated principal of a request that passed `requireAuth`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw errors.unauthorized();
  return request.principal;
}

/** Security requirement objects for the OpenAPI document. */
export const SECURITY_ANY: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKeyHeader: [] }];
export const SECURITY_SESSION: Record<string, string[]>[] = [{ bearerAuth: [] }];
