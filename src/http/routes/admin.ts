/**
 * The admin HTTP API (docs/api.md "Admin API"), guarded by `Authorization: Bearer <ADMIN_TOKEN>`:
 * create a tenant, grant credit, set tier, white-label and sandbox while the service runs. With no
 * ADMIN_TOKEN configured every admin path is a 404 (the API is off).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AdminGrant, AdminGrantResult, AdminTenantCreate, AdminTenantUpdate, AdminTenantView } from '../../contracts/admin.js';
import { Uuid } from '../../contracts/common.js';
import { usdToCents } from '../../config.js';
import type { AppContext } from '../../domain/context.js';
import { adminCreateTenant, adminTenantView, grantCredit, isAdminToken, updateTenant } from '../../domain/admin.js';
import { ApiError, errors } from '../../domain/errors.js';
import { limitByIp } from '../auth.js';
import { errorResponses } from '../schemas.js';

/** OpenAPI security requirement of the admin operations. */
export const SECURITY_ADMIN: Record<string, string[]>[] = [{ adminToken: [] }];

/** A preHandler: counts the request per IP, then checks the admin token. */
function requireAdmin(ctx: AppContext) {
  const perIp = limitByIp(ctx);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await perIp(request, reply);
    const token = ctx.config.adminToken;
    if (!token) throw new ApiError(404, 'not_found', 'The admin API is off: set ADMIN_TOKEN to turn it on');
    const header = request.headers.authorization ?? '';
    const presented = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
    if (!presented || !isAdminToken(presented, token)) throw errors.unauthorized('Missing or wrong admin token (Authorization: Bearer <ADMIN_TOKEN>)');
  };
}

/** The admin routes (`/v1/admin/…`), each behind the admin token. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const admin = requireAdmin(ctx);
    const params = Type.Object({ tenant_id: Uuid });
    const common = { tags: ['admin'], security: SECURITY_ADMIN };

    app.post(
      '/admin/tenants',
      {
        preHandler: admin,
        config: { admission: false },
        schema: {
          ...common,
          operationId: 'adminCreateTenant',
          summary: 'Create a tenant (tier, sandbox, white-label, opening credit)',
          body: AdminTenantCreate,
          response: { 201: AdminTenantView, ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        const b = request.body;
        const view = await adminCreateTenant(ctx.db, {
          email: b.email,
          password: b.password,
          name: b.tenant_name,
          tier: b.tier,
          sandbox: b.sandbox,
          whiteLabel: b.white_label,
          creditsCents: usdToCents(b.credits_usd ?? 0),
        });
        return reply.code(201).send(view);
      },
    );

    app.get(
      '/admin/tenants/:tenant_id',
      {
        preHandler: admin,
        schema: { ...common, operationId: 'adminGetTenant', summary: 'A tenant with its balance', params, response: { 200: AdminTenantView, ...errorResponses(401, 404, 422, 429) } },
      },
      async (request) => adminTenantView(ctx.db, request.params.tenant_id),
    );

    app.patch(
      '/admin/tenants/:tenant_id',
      {
        preHandler: admin,
        schema: {
          ...common,
          operationId: 'adminUpdateTenant',
          summary: 'Set tier, white-label or sandbox (white-label needs the enterprise tier)',
          params,
          body: AdminTenantUpdate,
          response: { 200: AdminTenantView, ...errorResponses(400, 401, 404, 413, 415, 422, 429) },
        },
      },
      async (request) => updateTenant(ctx.db, request.params.tenant_id, request.body),
    );

    app.post(
      '/admin/tenants/:tenant_id/grants',
      {
        preHandler: admin,
        schema: {
          ...common,
          operationId: 'adminGrantCredit',
          summary: "Add credit to a tenant's wallet (visible at once in GET /v1/credits)",
          params,
          body: AdminGrant,
          response: { 201: AdminGrantResult, ...errorResponses(401, 404, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        const cents = usdToCents(request.body.usd);
        if (cents <= 0) throw new ApiError(400, 'amount_too_small', 'usd must be at least 0.01');
        return reply.code(201).send(await grantCredit(ctx.db, request.params.tenant_id, cents, request.body.note ?? 'admin grant'));
      },
    );
  };
}
