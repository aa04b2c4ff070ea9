-- Workers take jobs straight from this table, fairly between tenants (docs/decisions.md "Dispatch from the jobs table").
-- run_after: when a queued job may be taken (a retry after an infrastructure error waits a little).
alter table jobs add column run_after timestamptz not null default now();
-- When a tenant last had a job taken: the round-robin order between tenants.
alter table tenants add column last_claimed_at timestamptz;
create index jobs_queued on jobs (tenant_id, created_at) where status = 'queued';
