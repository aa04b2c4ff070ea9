-- Idempotency keys of job and scenario submissions (docs/api.md "Idempotency-Key"), kept 24 h per tenant.
create table idempotency_keys (
  tenant_id uuid not null references tenants(id) on delete cascade,
  key text not null,
  request_hash text not null,
  response_status integer not null,
  response_body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);
