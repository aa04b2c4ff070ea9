-- Linked reports (docs/api.md "Links"; docs/decisions.md "Issue 23").
-- A link group is its own queue entry: workers take `pending` rows (fenced by `attempts`, like jobs).
create table link_groups (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants(id) on delete cascade,
  name text not null,
  mode text not null check (mode in ('ranked', 'compare')),
  scenario_ids jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'running', 'complete', 'failed')),
  cost_cents bigint not null,
  attempts integer not null default 0,
  heartbeat_at timestamptz,
  failure_code text,
  failure_message text,
  -- Members in every language, their replicate risks, and the cross-analysis per language.
  result json,
  -- The Decision Tiebreaker: null (not run), 'running' (charged, computing) or 'complete' (result stored).
  tiebreaker_state text check (tiebreaker_state in ('running', 'complete')),
  tiebreaker_started_at timestamptz,
  tiebreaker json,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  completed_at timestamptz,
  run_after timestamptz not null default now()
);
create index link_groups_tenant_created on link_groups (tenant_id, created_at desc);
create index link_groups_pending on link_groups (run_after) where status = 'pending';
create index link_groups_running on link_groups (heartbeat_at) where status = 'running';
create index link_groups_tiebreaker_running on link_groups (tiebreaker_started_at) where tiebreaker_state = 'running';

alter table wallet_transactions add column link_id uuid references link_groups(id) on delete set null;
alter table wallet_transactions drop constraint wallet_transactions_kind_check;
alter table wallet_transactions add constraint wallet_transactions_kind_check
  check (kind in ('grant', 'job_charge', 'job_refund', 'link_charge', 'link_refund', 'tiebreaker_charge', 'tiebreaker_refund', 'referral', 'purchase'));
-- A link is refunded at most once, whatever races (as jobs: docs/decisions.md "Refund exactly once").
create unique index wallet_transactions_one_link_refund on wallet_transactions (link_id) where kind = 'link_refund';
