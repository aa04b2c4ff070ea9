/**
 * `POST /v1/auth/signup`, `POST /v1/auth/login`, `POST /v1/auth/logout` and
 * `POST /v1/auth/sessions/revoke-all` (docs/api.md "Accounts and sessions").
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../domain/context.js';
import { login, revokeAllSessions, revokeSession, signup } from '../../domain/accounts.js';
import { throttleLogin, throttleSignup } from '../../domain/throttle.js';
import { LoginBody, SessionGrant, SessionsRevoked, SignupBody } from '../../contracts/accounts.js';
import { errorResponses } from '../schemas.js';
import { limitByIp, principalOf, requireAuth, SECURITY_SESSION } from '../auth.js';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const perIp = limitByIp(ctx);
    app.post(
      '/auth/signup',
      {
        preHandler: perIp,
        config: { admission: false },
        schema: {
          tags: ['accounts'],
          summary: 'Create an account (tenant) and get a session token; "sandbox": true gives a play-credit wallet (throttled per IP and overall: 429 with Retry-After)',
          body: SignupBody,
          response: { 201: SessionGrant, ...errorResponses(409, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        const { email, password, tenant_name: name, sandbox = false, referral_code: code } = request.body;
        await throttleSignup(ctx.rateLimits, ctx.config.signupThrottle, request.log, { ip: request.ip });
        // A sandbox tenant's wallet holds play credit, so the quickstart runs with no admin step.
        const creditsCents = sandbox ? ctx.config.sandboxCreditCents : 0;
        const referral = code === undefined ? undefined : { code, creditCents: ctx.config.referralCreditCents };
        return reply.code(201).send(await signup(ctx.db, { email, password, name, sandbox, creditsCents, referral }, ctx.config.sessionTtlSeconds));
      },
    );

    app.post(
      '/auth/login',
      {
        preHandler: perIp,
        config: { admission: false },
        schema: {
          tags: ['accounts'],
          summary: 'Log in and get a session token (throttled per account and per IP: 429 with Retry-After)',
          body: LoginBody,
          response: { 200: SessionGrant, ...errorResponses(401, 413, 415, 422, 429) },
        },
      },
      async (request) => {
        await throttleLogin(ctx.rateLimits, ctx.config.loginThrottle, request.log, { email: request.body.email, ip: request.ip });
        return login(ctx.db, request.body.email, request.body.password, ctx.config.sessionTtlSeconds);
      },
    );

    const session = requireAuth(ctx, { sessionOnly: true });
    app.post(
      '/auth/logout',
      {
        preHandler: session,
        schema: {
          tags: ['accounts'],
          summary: 'End the session presented in Authorization; its token is refused from the next request on',
          security: SECURITY_SESSION,
          response: { 200: SessionsRevoked, ...errorResponses(401, 403, 429) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        return { revoked_sessions: await revokeSession(ctx.db, p.tenant.id, p.credentialHash) };
      },
    );

    app.post(
      '/auth/sessions/revoke-all',
      {
        preHandler: session,
        schema: {
          tags: ['accounts'],
          summary: "End every session of the caller's account, the presented one included (API keys are not touched)",
          security: SECURITY_SESSION,
          response: { 200: SessionsRevoked, ...errorResponses(401, 403, 429) },
        },
      },
      async (request) => ({ revoked_sessions: await revokeAllSessions(ctx.db, principalOf(request).tenant.id) }),
    );
  };
}
