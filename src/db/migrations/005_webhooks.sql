-- Outgoing webhooks (docs/api.md "Webhooks"; docs/decisions.md "Webhooks").
-- Endpoints a tenant registered; deleted ones are kept (deleted_at) so their deliveries stay listed.
create table webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants(id) on delete cascade,
  url text not null,
  events text[] not null,
  -- The signing secret must be readable to sign (an HMAC key cannot be hashed); see docs/decisions.md.
  secret text not null,
  previous_secret text,
  previous_secret_expires_at timestamptz,
  created_at timestamptz not null default now(),
  disabled_at timestamptz,
  disabled_reason text,
  deleted_at timestamptz,
  -- At most one attempt in flight per endpoint: the sender holding the lease, and until when.
  lease_delivery_id uuid,
  lease_until timestamptz
);
create index webhook_endpoints_tenant on webhook_endpoints (tenant_id, created_at) where deleted_at is null;

-- The outbox: one row per event, written in the transaction that completes or fails the job.
-- `body` is the exact JSON sent on every attempt.
create table webhook_events (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants(id) on delete cascade,
  type text not null check (type in ('scenario.completed', 'scenario.failed')),
  job_id uuid not null references jobs(id) on delete cascade,
  body text not null,
  created_at timestamptz not null default now()
);
-- A job completes or fails once: one event of each kind at most, whatever races.
create unique index webhook_events_one_per_job on webhook_events (job_id, type);

-- One event to one endpoint, written in the same transaction as the event.
create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants(id) on delete cascade,
  event_id uuid not null references webhook_events(id) on delete cascade,
  endpoint_id uuid not null references webhook_endpoints(id) on delete cascade,
  state text not null default 'pending' check (state in ('pending', 'succeeded', 'failed')),
  attempts integer not null default 0,
  last_status_code integer,
  last_duration_ms integer,
  last_error text,
  next_attempt_at timestamptz default now(),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index webhook_deliveries_tenant on webhook_deliveries (tenant_id, created_at desc, id desc);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where state = 'pending';
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id) where state = 'pending';

-- Every attempt: a row from the moment it starts (a sender killed mid-attempt leaves it unfinished,
-- and the next claim marks it interrupted).
create table webhook_attempts (
  id uuid primary key default gen_random_uuid(),
  delivery_id uuid not null references webhook_deliveries(id) on delete cascade,
  attempt integer not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  status_code integer,
  duration_ms integer,
  error text,
  unique (delivery_id, attempt)
);
