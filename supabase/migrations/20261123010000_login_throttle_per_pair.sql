-- Rabisco: login throttling that cannot lock the administrator out.
--
-- The first throttle (20261121010000_admin_auth.sql) locked an e-mail for
-- 15 minutes after 5 failures from anywhere, so whoever knew the
-- administrator's e-mail could keep them out for good. Attempts are now
-- counted per (account, client address) pair, with growing waits after a few
-- free attempts, and per client address across accounts with a looser bar;
-- there is no account-wide lock. Each attempt is reserved in its row before
-- the password is checked (src/server/auth/throttle.ts), so a burst of
-- parallel attempts cannot all pass the check.
--
-- The old table only held short-lived counters: it is dropped, not migrated.

drop table if exists public.login_throttle;

create table public.login_throttle (
  scope text not null check (scope in ('pair', 'ip')),
  -- The client address as counted: IPv4 alone, IPv6 grouped by /64
  -- (addressKey in src/server/http/client-ip.ts).
  ip text not null,
  -- The e-mail typed, trimmed and lower-cased, for 'pair'; '' for 'ip'.
  account text not null default '' check ((scope = 'pair') = (account <> '')),
  attempts integer not null check (attempts >= 0),
  retry_at timestamptz not null,
  expires_at timestamptz not null,
  primary key (scope, ip, account)
);

comment on table public.login_throttle is
  'Administrator sign-in attempts per (e-mail, client address) pair and per client address, reserved before the password is checked; rows past expires_at are purged. Private.';
comment on column public.login_throttle.attempts is
  'Failed (or in-flight) sign-ins counted since the row started; a success deletes the pair and gives the address its attempt back.';
comment on column public.login_throttle.retry_at is
  'pair: no attempt before this time (the growing wait); ip: the end of the address''s window.';
comment on column public.login_throttle.expires_at is
  'When the counts are forgotten; the row is purged after it.';

create index login_throttle_expires_at_idx on public.login_throttle (expires_at);

-- Enabled with no policy, like the other authentication tables: the public
-- Supabase keys can read or write nothing; the server connects as the owner.
alter table public.login_throttle enable row level security;
