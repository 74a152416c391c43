-- Rabisco: administrator authentication.
-- The tables better-auth (src/server/auth/) keeps in the site's own database:
-- administrators, their password credentials, sessions, short-lived
-- verification values and its sign-in rate limiter; plus our own throttle of
-- failed logins. Column names and types are exactly what better-auth's
-- Kysely/PostgreSQL adapter expects (its schema check verifies them at the
-- first request; `getMigrations` of better-auth/db/migration prints them).

------------------------------------------------------------------------------
-- Administrators
-- There is no public sign-up: accounts are made by `npm run admin:create` or,
-- on the embedded default, the local administrator of the first start.
------------------------------------------------------------------------------
create table public."user" (
  "id" text not null primary key,
  "name" text not null,
  "email" text not null unique,
  "emailVerified" boolean not null,
  "image" text,
  "createdAt" timestamptz not null default current_timestamp,
  "updatedAt" timestamptz not null default current_timestamp
);

comment on table public."user" is
  'Administrators of the site (better-auth users). Private: no public key may read it.';

-- One row per way of signing in; ours is providerId 'credential', whose
-- password column holds better-auth''s scrypt hash.
create table public."account" (
  "id" text not null primary key,
  "accountId" text not null,
  "providerId" text not null,
  "userId" text not null references public."user" ("id") on delete cascade,
  "accessToken" text,
  "refreshToken" text,
  "idToken" text,
  "accessTokenExpiresAt" timestamptz,
  "refreshTokenExpiresAt" timestamptz,
  "scope" text,
  "password" text,
  "createdAt" timestamptz not null default current_timestamp,
  "updatedAt" timestamptz not null
);

comment on table public."account" is
  'Sign-in credentials of administrators (better-auth accounts: password hashes). Private.';

create index "account_userId_idx" on public."account" ("userId");

------------------------------------------------------------------------------
-- Sessions
-- The token travels in an httpOnly cookie; deleting a row signs that browser out.
------------------------------------------------------------------------------
create table public."session" (
  "id" text not null primary key,
  "expiresAt" timestamptz not null,
  "token" text not null unique,
  "createdAt" timestamptz not null default current_timestamp,
  "updatedAt" timestamptz not null,
  "ipAddress" text,
  "userAgent" text,
  "userId" text not null references public."user" ("id") on delete cascade
);

comment on table public."session" is
  'Signed-in administrator sessions (better-auth). Private.';

create index "session_userId_idx" on public."session" ("userId");

create table public."verification" (
  "id" text not null primary key,
  "identifier" text not null,
  "value" text not null,
  "expiresAt" timestamptz not null,
  "createdAt" timestamptz not null default current_timestamp,
  "updatedAt" timestamptz not null default current_timestamp
);

comment on table public."verification" is
  'Short-lived verification values of better-auth (unused by e-mail + password sign-in today). Private.';

create index "verification_identifier_idx" on public."verification" ("identifier");

------------------------------------------------------------------------------
-- Throttling
------------------------------------------------------------------------------
-- better-auth's own rate limiter (rateLimit.storage = 'database'): requests
-- per client IP and path in a rolling window; lastRequest is epoch milliseconds.
create table public."rateLimit" (
  "id" text not null primary key,
  "key" text not null unique,
  "count" integer not null,
  "lastRequest" bigint not null
);

comment on table public."rateLimit" is
  'better-auth request rate limiter: request counts per client IP and path. Private.';

-- Failed sign-ins per account (lower-cased e-mail) and per client IP: after
-- 5 failures within 15 minutes the key is locked for 15 minutes; a successful
-- sign-in clears the account's row (src/server/auth/throttle.ts).
create table public.login_throttle (
  kind text not null check (kind in ('account', 'ip')),
  key text not null,
  failures integer not null default 0 check (failures >= 0),
  last_failure_at timestamptz not null default now(),
  locked_until timestamptz,
  primary key (kind, key)
);

comment on table public.login_throttle is
  'Failed administrator sign-ins per account and per client IP, and the resulting temporary locks. Private.';

------------------------------------------------------------------------------
-- Row-level security
-- Enabled with no policy at all: the anon and authenticated roles of a public
-- Supabase key can read or write nothing here. The site's server connects as
-- the table owner, which RLS does not restrict.
------------------------------------------------------------------------------
alter table public."user" enable row level security;
alter table public."account" enable row level security;
alter table public."session" enable row level security;
alter table public."verification" enable row level security;
alter table public."rateLimit" enable row level security;
alter table public.login_throttle enable row level security;
