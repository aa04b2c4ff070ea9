-- (Numbered 024, after issue 23's 006_links and before issue 25's 025: every file needs its own version.)
-- Hosted report pages (GET /v1/r/{token}): one unguessable token per report, revocable
-- (docs/decisions.md "Issue 24: share tokens"). A revoked token is kept so that it stays dead.
create table report_shares (
  token text primary key,
  job_id uuid not null references jobs(id) on delete cascade,
  tenant_id uuid not null references tenants(id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
-- At most one live token per report.
create unique index report_shares_one_live on report_shares (job_id) where revoked_at is null;
create index report_shares_job on report_shares (job_id, created_at desc);
