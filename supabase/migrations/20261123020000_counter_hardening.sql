-- Counters that cannot be abused (issue 9, "Hardening"; docs/operations.md "Counters").
--
-- 1. Counters are bigint: a popular drawing must not overflow at 2^31.
-- 2. A visitor counts at most once per item and counter per period. The
--    server passes a keyed hash of the visitor's address (never the address
--    itself) and the start of the current period; `counter_hits` remembers
--    who counted what in that period. Rows of finished periods are deleted a
--    small batch at a time by the counting calls themselves, so the table
--    holds at most one row per visitor, item and counter of the current
--    period, plus a remainder of the previous one that drains quickly.
-- 3. Only the site's server counts. It connects as the owner of the tables,
--    so the functions need no security definer, and anon/authenticated (a
--    public Supabase key) may no longer execute them: the old one-argument
--    functions, executable by anon, are dropped.

------------------------------------------------------------------------------
-- Bigint counters
------------------------------------------------------------------------------
drop function if exists public.increment_drawing_views(uuid);
drop function if exists public.increment_drawing_downloads(uuid);
drop function if exists public.increment_article_views(uuid);

alter table public.drawings
  alter column views type bigint,
  alter column downloads type bigint;
alter table public.blog_articles
  alter column views type bigint;

------------------------------------------------------------------------------
-- Who counted what in the current period
------------------------------------------------------------------------------
create table public.counter_hits (
  counter text not null check (counter in ('drawing_views', 'drawing_downloads', 'article_views')),
  item_id uuid not null,
  -- HMAC of the visitor's address (IPv6 grouped by /64) keyed by a server
  -- secret and the period: not reversible, not linkable across periods.
  visitor bytea not null check (octet_length(visitor) between 8 and 64),
  period_start timestamptz not null,
  primary key (counter, item_id, visitor, period_start)
);

comment on table public.counter_hits is
  'One row per visitor (keyed hash of the address), item and counter in the current counting period: a visitor moves a counter at most once per period. Rows of finished periods are purged by the counting functions. Server only.';
comment on column public.counter_hits.visitor is
  'HMAC-SHA256 (truncated) of the visitor''s address key, keyed by a server secret and the period; never the address itself.';
comment on column public.counter_hits.period_start is
  'Start of the counting period the hit belongs to (COUNTER_PERIOD_HOURS, computed by the server).';

-- The purge looks for rows of earlier periods.
create index counter_hits_period_idx on public.counter_hits (period_start);

-- Enabled with no policy: a public key (anon, authenticated) sees nothing.
alter table public.counter_hits enable row level security;
revoke all on table public.counter_hits from public, anon, authenticated;

comment on table public.drawings is
  'Printable colouring drawings. Public: anyone may read the active ones. Counters move only through the server''s increment functions.';

-- Records that `visitor` counted `item_id` on `counter` in the period starting
-- at `period_start`; true when it had not yet (the caller then increments).
-- Also deletes up to 100 rows of earlier periods: every call inserts at most
-- one row and may delete a hundred, so finished periods drain within the
-- first calls of a new one without a scheduled job.
create or replace function public.record_counter_hit(counter text, item_id uuid, visitor bytea, period_start timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  inserted integer;
begin
  delete from public.counter_hits
  where ctid in (
    select expired.ctid from public.counter_hits expired
    where expired.period_start < record_counter_hit.period_start
    limit 100
    for update skip locked
  );
  insert into public.counter_hits (counter, item_id, visitor, period_start)
  values (record_counter_hit.counter, record_counter_hit.item_id, record_counter_hit.visitor, record_counter_hit.period_start)
  on conflict do nothing;
  get diagnostics inserted = row_count;
  return inserted > 0;
end
$$;

comment on function public.record_counter_hit(text, uuid, bytea, timestamptz) is
  'Remembers one visitor''s hit on a counter for the period (true the first time) and purges a batch of finished periods. Server only.';

------------------------------------------------------------------------------
-- The counters
-- Each returns the counter's current value, moved by one only for the first
-- hit of the visitor in the period, or null when no visible row has that id
-- (nothing is recorded then). Concurrent first hits of one visitor meet on
-- the primary key: one inserts and increments, the others wait for it and
-- only read.
------------------------------------------------------------------------------
create or replace function public.increment_drawing_views(drawing_id uuid, visitor bytea, period_start timestamptz)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  value bigint;
begin
  perform 1 from public.drawings where id = drawing_id and active;
  if not found then
    return null;
  end if;
  if public.record_counter_hit('drawing_views', drawing_id, visitor, period_start) then
    update public.drawings set views = views + 1 where id = drawing_id and active returning views into value;
  else
    select views into value from public.drawings where id = drawing_id and active;
  end if;
  return value;
end
$$;

create or replace function public.increment_drawing_downloads(drawing_id uuid, visitor bytea, period_start timestamptz)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  value bigint;
begin
  perform 1 from public.drawings where id = drawing_id and active;
  if not found then
    return null;
  end if;
  if public.record_counter_hit('drawing_downloads', drawing_id, visitor, period_start) then
    update public.drawings set downloads = downloads + 1 where id = drawing_id and active returning downloads into value;
  else
    select downloads into value from public.drawings where id = drawing_id and active;
  end if;
  return value;
end
$$;

create or replace function public.increment_article_views(article_id uuid, visitor bytea, period_start timestamptz)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  value bigint;
begin
  perform 1 from public.blog_articles where id = article_id and status = 'published';
  if not found then
    return null;
  end if;
  if public.record_counter_hit('article_views', article_id, visitor, period_start) then
    update public.blog_articles set views = views + 1 where id = article_id and status = 'published' returning views into value;
  else
    select views into value from public.blog_articles where id = article_id and status = 'published';
  end if;
  return value;
end
$$;

comment on function public.increment_drawing_views(uuid, bytea, timestamptz) is
  'One view of an active drawing, counted once per visitor and period; returns the current count (null: no such active drawing). Server only.';
comment on function public.increment_drawing_downloads(uuid, bytea, timestamptz) is
  'One download of an active drawing, counted once per visitor and period; returns the current count (null: no such active drawing). Server only.';
comment on function public.increment_article_views(uuid, bytea, timestamptz) is
  'One view of a published article, counted once per visitor and period; returns the current count (null: no such published article). Server only.';

-- Functions are executable by PUBLIC by default, and Supabase's default
-- privileges also grant new functions to anon and authenticated.
revoke all on function public.record_counter_hit(text, uuid, bytea, timestamptz) from public, anon, authenticated;
revoke all on function public.increment_drawing_views(uuid, bytea, timestamptz) from public, anon, authenticated;
revoke all on function public.increment_drawing_downloads(uuid, bytea, timestamptz) from public, anon, authenticated;
revoke all on function public.increment_article_views(uuid, bytea, timestamptz) from public, anon, authenticated;
grant execute on function public.record_counter_hit(text, uuid, bytea, timestamptz) to service_role;
grant execute on function public.increment_drawing_views(uuid, bytea, timestamptz) to service_role;
grant execute on function public.increment_drawing_downloads(uuid, bytea, timestamptz) to service_role;
grant execute on function public.increment_article_views(uuid, bytea, timestamptz) to service_role;
grant select, insert, delete on table public.counter_hits to service_role;
