/** The admin HTTP API (docs/api.md "Admin API"): tenants, credit grants, tier and white-label. */
import { Type, type Static } from 'typebox';
import { NOT_BLANK, Usd } from './common.js';

const Tier = Type.Union([Type.Literal('standard'), Type.Literal('pro'), Type.Literal('enterprise')], { description: 'Tier: standard, pro or enterprise' });

/** `POST /v1/admin/tenants` body. */
export const AdminTenantCreate = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254, description: 'Login email of the new tenant' }),
    password: Type.String({ minLength: 8, maxLength: 200, description: 'At least 8 characters; stored as a scrypt hash' }),
    tenant_name: Type.String({ minLength: 1, maxLength: 200, pattern: NOT_BLANK, description: 'Name of the organisation' }),
    tier: Type.Optional(Tier),
    sandbox: Type.Optional(Type.Boolean({ description: 'Sandbox tenant (play credit, SANDBOX watermark); default false' })),
    white_label: Type.Optional(Type.Boolean({ description: 'White-label (enterprise only): hosted pages carry no badge; default false' })),
    credits_usd: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Opening grant, USD (default 0)' })),
  },
  { additionalProperties: false },
);
export type AdminTenantCreate = Static<typeof AdminTenantCreate>;

/** `PATCH /v1/admin/tenants/{tenant_id}` body: the settings to change. */
export const AdminTenantUpdate = Type.Object(
  {
    tier: Type.Optional(Tier),
    white_label: Type.Optional(Type.Boolean({ description: 'White-label (enterprise only)' })),
    sandbox: Type.Optional(Type.Boolean({ description: 'Sandbox tenant' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AdminTenantUpdate = Static<typeof AdminTenantUpdate>;

/** `POST /v1/admin/tenants/{tenant_id}/grants` body. */
export const AdminGrant = Type.Object(
  {
    usd: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, description: 'Credit to add, USD (rounded to cents)' }),
    note: Type.Optional(Type.String({ maxLength: 200, description: 'Why (kept on the wallet transaction; default "admin grant")' })),
  },
  { additionalProperties: false },
);
export type AdminGrant = Static<typeof AdminGrant>;

/** A tenant as the admin API shows it. */
export const AdminTenantView = Type.Object(
  {
    tenant_id: Type.String({ description: 'Tenant id' }),
    email: Type.String(),
    name: Type.String(),
    tier: Tier,
    sandbox: Type.Boolean(),
    white_label: Type.Boolean(),
    balance_usd: Usd('Wallet balance'),
  },
  { additionalProperties: false },
);
export type AdminTenantView = Static<typeof AdminTenantView>;

/** Answer of a grant. */
export const AdminGrantResult = Type.Object(
  {
    tenant_id: Type.String(),
    granted_usd: Usd('Credit added'),
    balance_usd: Usd('Wallet balance after the grant'),
  },
  { additionalProperties: false },
);
export type AdminGrantResult = Static<typeof AdminGrantResult>;
