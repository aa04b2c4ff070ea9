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

function credentialOf(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.trim()) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth.trim());
    if (!m) throw errors.unauthorized('The Authorization header must be "Bearer <credential>"');
    return m[1]!;
  }
  const key = request.headers['x-api-key'];
  if (typeof key === 'string' && key.trim()) return key.trim();
  return null;
}

/**
 * A preHandler that requires a valid credential. With `sessionOnly`, an API key is refused with
 * 403 `session_required` (key management and billing, docs/api.md "Credentials").
 */
export function requireAuth(ctx: AppContext, options: { sessionOnly?: boolean } = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const credential = credentialOf(request);
    if (!credential) throw errors.unauthorized();
    const principal = await resolveCredential(ctx.db, credential);
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
