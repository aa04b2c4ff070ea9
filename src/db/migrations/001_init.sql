-- Accounts, credentials, wallet and jobs (docs/api.md). PostgreSQL 15 compatible.
create table tenants (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null unique,
  password_hash text not null,
  tier text not null default 'standard' check (tier in ('standard', 'pro', 'enterprise')),
  white_label boolean not null default false,
  sandbox boolean not null default false,
  balance_cents bigint not null default 0 check (balance_cents >= 0),
  created_at timestamptz not null default now()
);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants(id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create table api_keys (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants(id) on delete cascade,
  name text not null,
  prefix text not null,
  key_hash text not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_tenant on api_keys (tenant_id, created_at);

create table jobs (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants(id) on delete cascade,
  name text not null,
  scenario text not null,
  options jsonb not null,
  series jsonb,
  status text not null default 'queued' check (status in ('queued', 'running', 'completed', 'failed')),
  cost_cents bigint not null,
  current_round integer not null default 0,
  total_rounds integer not null,
  batch_id text,
  attempts integer not null default 0,
  heartbeat_at timestamptz,
  failure_code text,
  failure_message text,
  report json, -- json, not jsonb: keeps the report byte for byte as the engine wrote it
  created_at timestamptz not null default now(),
  started_at timestamptz,
  completed_at timestamptz
);
create index jobs_tenant_created on jobs (tenant_id, created_at desc);
create index jobs_running on jobs (heartbeat_at) where status = 'running';

create table wallet_transactions (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants(id) on delete cascade,
  kind text not null check (kind in ('grant', 'job_charge', 'job_refund', 'link_charge', 'link_refund', 'tiebreaker_charge', 'referral', 'purchase')),
  amount_cents bigint not null,
  balance_after_cents bigint not null check (balance_after_cents >= 0),
  job_id uuid references jobs(id) on delete set null,
  note text,
  created_at timestamptz not null default now()
);
create index wallet_transactions_tenant on wallet_transactions (tenant_id, created_at desc);
-- A job is refunded at most once, whatever races (docs/decisions.md "Refund exactly once").
create unique index wallet_transactions_one_refund on wallet_transactions (job_id) where kind = 'job_refund';
