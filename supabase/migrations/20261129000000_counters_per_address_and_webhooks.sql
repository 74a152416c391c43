-- Hardening, round three (issue 43): counters bounded per address across
-- items, and what the Supabase webhooks ask of the database.
--
-- 1. A visitor (one address, `src/server/counters/hits.ts`) already moved
--    each counter of an item at most once per period, but could count every
--    item once: a sweep of 100,000 drawings kept 100,000 rows of
--    `counter_hits` a day, and a dozen addresses filled a 500 MB database.
--    `counter_visitors` now keeps one small row per visitor and period with
--    how many hits it counted; past `COUNTER_HITS_PER_ADDRESS` (300) in a
--    period its hits are answered with the current value and written
--    nowhere. A teacher making a caderno of 40 drawings counts 80 hits (a
--    view and a download each); a school behind one address counts up to
--    300, then nothing more that day: better one count too few.
-- 2. `downloads_move_popular`: whether a drawing's new download count
--    changed the home page's "mais baixados" list. The webhook triggers of
--    supabase/webhooks/content_webhooks.sql ask it before calling the site,
--    so a download that moves nothing calls no function.

create table public.counter_visitors (
  visitor bytea not null check (octet_length(visitor) between 8 and 64),
  period_start timestamptz not null,
  counted integer not null default 0 check (counted >= 0),
  constraint counter_visitors_pkey primary key (visitor, period_start)
);

comment on table public.counter_visitors is
  'How many hits each visitor (keyed hash of the address, as in counter_hits) counted in the current period, across every item and counter: at most 300. Rows of finished periods are purged by the counting functions. Server only.';

create index counter_visitors_period_idx on public.counter_visitors (period_start);

alter table public.counter_visitors enable row level security;
revoke all on table public.counter_visitors from public, anon, authenticated;
grant select, insert, update, delete on table public.counter_visitors to service_role;

-- Records that `visitor` counted `item_id` on `counter` in the period; true
-- when it had not yet and its address still had room in the period (the
-- caller then increments). Also purges up to 100 rows of earlier periods
-- from each table: every call writes at most one row of each and may delete
-- two hundred, so finished periods drain within the first calls of a new one.
create or replace function public.record_counter_hit(counter text, item_id uuid, visitor bytea, period_start timestamptz)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  hits_per_address constant integer := 300;
  inserted integer;
  counted integer;
begin
  delete from public.counter_hits
  where ctid in (
    select expired.ctid from public.counter_hits expired
    where expired.period_start < record_counter_hit.period_start
    limit 100
    for update skip locked
  );
  delete from public.counter_visitors
  where ctid in (
    select expired.ctid from public.counter_visitors expired
    where expired.period_start < record_counter_hit.period_start
    limit 100
    for update skip locked
  );
  -- Already counted in this period: nothing to spend.
  perform 1 from public.counter_hits h
  where h.counter = record_counter_hit.counter
    and h.item_id = record_counter_hit.item_id
    and h.visitor = record_counter_hit.visitor
    and h.period_start = record_counter_hit.period_start;
  if found then
    return false;
  end if;
  -- One hit of the address's budget for the period; none left: not counted, nothing kept.
  insert into public.counter_visitors as spent (visitor, period_start, counted)
  values (record_counter_hit.visitor, record_counter_hit.period_start, 1)
  on conflict on constraint counter_visitors_pkey
    do update set counted = spent.counted + 1 where spent.counted < hits_per_address
  returning spent.counted into counted;
  if counted is null then
    return false;
  end if;
  insert into public.counter_hits (counter, item_id, visitor, period_start)
  values (record_counter_hit.counter, record_counter_hit.item_id, record_counter_hit.visitor, record_counter_hit.period_start)
  on conflict do nothing;
  get diagnostics inserted = row_count;
  return inserted > 0;
end
$$;

comment on function public.record_counter_hit(text, uuid, bytea, timestamptz) is
  'Remembers one visitor''s hit on a counter for the period (true the first time, while its address has counted fewer than 300 hits in the period) and purges a batch of finished periods. Server only.';

revoke all on function public.record_counter_hit(text, uuid, bytea, timestamptz) from public, anon, authenticated;
grant execute on function public.record_counter_hit(text, uuid, bytea, timestamptz) to service_role;

-- The home page lists the 8 active drawings with the most downloads (ties:
-- the greater id first; src/lib/site.ts HOME_POPULAR_DRAWINGS, and
-- `countersMovePopular` in src/server/changes/webhook.ts, the same rule in
-- the site's code). A drawing whose count went from `before` to `after`
-- changed that list when it is in it now and overtook another drawing on
-- the way, i.e. some other active drawing ranks between its old and its new
-- place. A decrease says yes (rare: an administrator's edit). Two index
-- probes bounded by the list's length, whatever the catalogue's size.
create or replace function public.downloads_move_popular(drawing_id uuid, before bigint, after bigint, is_active boolean)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when before is null or after is null or after < before then true
    when not is_active or after = before then false
    else (
      select count(*) < 8 from (
        select 1 from public.drawings d
        where d.active and d.id <> drawing_id and (d.downloads, d.id) > (after, drawing_id)
        limit 8
      ) ahead
    ) and exists (
      select 1 from public.drawings d
      where d.active and d.id <> drawing_id
        and (d.downloads, d.id) > (before, drawing_id) and (d.downloads, d.id) < (after, drawing_id)
    )
  end
$$;

comment on function public.downloads_move_popular(uuid, bigint, bigint, boolean) is
  'Whether a drawing''s download count going from before to after changed the home page''s 8 most downloaded drawings (the Supabase webhook asks before calling the site).';

-- The list's order, for the probes above and for the list itself.
create index if not exists drawings_active_downloads_id_idx on public.drawings (downloads desc, id desc) where active;
