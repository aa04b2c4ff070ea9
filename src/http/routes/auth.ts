/** `POST /v1/auth/signup`, `POST /v1/auth/login` (DESIGN.md §3 "Accounts and sessions"). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../domain/context.js';
import { createSession, createTenant, login } from '../../domain/accounts.js';
import { errorResponses } from '../schemas.js';

const Email = Type.String({ format: 'email', maxLength: 254 });
const SessionGrant = Type.Object({ session_token: Type.String(), expires_at: Type.String({ format: 'date-time' }), tenant_id: Type.String() });

export function authRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/auth/signup',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Create an account (tenant) and get a session token',
          body: Type.Object(
            { email: Email, password: Type.String({ minLength: 8, maxLength: 200 }), tenant_name: Type.String({ minLength: 1, maxLength: 200 }) },
            { additionalProperties: false },
          ),
          response: { 201: SessionGrant, ...errorResponses(409, 422) },
        },
      },
      async (request, reply) => {
        const tenant = await createTenant(ctx.db, { email: request.body.email, password: request.body.password, name: request.body.tenant_name });
        return reply.code(201).send(await createSession(ctx.db, tenant.id, ctx.config.sessionTtlSeconds));
      },
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Log in and get a session token',
          body: Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
          response: { 200: SessionGrant, ...errorResponses(401, 422) },
        },
      },
      async (request) => login(ctx.db, request.body.email, request.body.password, ctx.config.sessionTtlSeconds),
    );
  };
}
