-- Issue 25 (docs/decisions.md "Issue 25"): payment-provider events, referrals, uploaded documents.
-- Numbered 025 (the issue) so that migrations other branches add meanwhile (006…) cannot take its number.

-- Payment events that credited a package: the event id is the provider's, so a replay finds its row.
create table payment_events (
  event_id text primary key,
  tenant_id uuid not null references tenants(id) on delete cascade,
  package text not null,
  amount_cents bigint not null,
  created_at timestamptz not null default now()
);

-- Every tenant has a referral code (60 random bits, hex); existing tenants get one each.
alter table tenants add column referral_code text not null
  default ('R' || upper(substr(md5(gen_random_uuid()::text), 1, 15)));
create unique index tenants_referral_code on tenants (referral_code);

-- One row per referred tenant (the primary key makes "once per referred tenant" hold under any race).
create table referral_redemptions (
  referred_tenant_id uuid primary key references tenants(id) on delete cascade,
  referrer_tenant_id uuid not null references tenants(id) on delete cascade,
  credit_cents bigint not null,
  created_at timestamptz not null default now(),
  check (referred_tenant_id <> referrer_tenant_id)
);
create index referral_redemptions_referrer on referral_redemptions (referrer_tenant_id, created_at desc);

-- The documents a scenario was read from: where each one's text sits in jobs.scenario.
create table job_documents (
  job_id uuid not null references jobs(id) on delete cascade,
  ord integer not null,
  tenant_id uuid not null references tenants(id) on delete cascade,
  filename text not null,
  media_type text not null,
  bytes bigint not null,
  sha256 text not null,
  pages integer,
  text_start integer not null,
  text_end integer not null,
  primary key (job_id, ord)
);
