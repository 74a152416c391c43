-- Content changes purge Netlify's CDN by cache tag instead of building and
-- deploying the site (issue 32; docs/decisions/0021-cdn-cache-tags-instead-of-deploys.md).
--
-- On Netlify every public page is rendered on request by the site's function
-- and kept in the CDN's durable cache, tagged with the dependency keys its
-- render recorded. The function records here what each cached page was built
-- from, so that the purger (a background function) can tell, after a content
-- change, exactly which keys moved and which pages to warm again. The build
-- hook and its rate limit go: no content change builds or deploys any more.

drop function if exists public.claim_build_hook(text, interval, interval);
drop table if exists public.build_hook_state;

-- One row per page the CDN may hold: its dependency keys with the
-- fingerprints its render recorded, and the keys' groups (what a change points
-- at), indexed to find the pages a change may touch.
create table public.cdn_pages (
  path text primary key,
  keys text[] not null,
  fingerprints text[] not null,
  groups text[] not null,
  rendered_at timestamptz not null default now(),
  check (cardinality(keys) = cardinality(fingerprints))
);

create index cdn_pages_groups_idx on public.cdn_pages using gin (groups);

comment on table public.cdn_pages is
  'What each page cached by the CDN was rendered from (dependency keys and their fingerprints). Written by the site''s function, read by the CDN purger. Server only.';

-- Content changes waiting for the purger: the content webhook queues them,
-- the purger takes them in bursts. A change stays here until a run has
-- planned it, so a purger that dies loses nothing.
create table public.cdn_changes (
  id bigint generated always as identity primary key,
  change jsonb not null,
  created_at timestamptz not null default now()
);

comment on table public.cdn_changes is
  'Content changes the CDN purger has not planned yet (queued by the content webhook). Server only.';

-- One row: who runs the purger now (a lease, so that one instance at a time
-- purges), when it last called the purge API (Netlify allows 2 purges per
-- 5 s), the tags owed by a purge that failed, the year the pages were last
-- checked against, and the deploy whose code the cache was last emptied for.
create table public.cdn_purge_state (
  id boolean primary key default true check (id),
  lease_owner text,
  lease_until timestamptz,
  last_purge_at timestamptz,
  owed_tags text[] not null default '{}',
  owed_paths text[] not null default '{}',
  year_checked text,
  purged_for_deploy text
);

insert into public.cdn_purge_state (id) values (true);

comment on table public.cdn_purge_state is
  'One row: the CDN purger''s lease, its last purge, the purges it still owes, the year pages were checked against, and the deploy the cache was emptied for. Server only.';

alter table public.cdn_pages enable row level security;
alter table public.cdn_changes enable row level security;
alter table public.cdn_purge_state enable row level security;
revoke all on table public.cdn_pages, public.cdn_changes, public.cdn_purge_state from public, anon, authenticated;
grant select, insert, update, delete on table public.cdn_pages, public.cdn_changes, public.cdn_purge_state to service_role;
