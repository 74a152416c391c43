-- Rabisco: initial schema.
-- The single source of truth for every database: the embedded PGlite default,
-- a plain PostgreSQL server and a Supabase project all run this same file.

------------------------------------------------------------------------------
-- Supabase compatibility
-- Supabase ships the roles anon/authenticated/service_role and an `extensions`
-- schema. A plain PostgreSQL server or PGlite has neither, so create them when
-- missing; on Supabase these statements do nothing.
------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists extensions;
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

------------------------------------------------------------------------------
-- Helpers
------------------------------------------------------------------------------

-- Lower-cased, accent-free text, so 'Cão' and 'cao' compare equal. Immutable so
-- it can back expression indexes (unaccent itself is only stable).
create or replace function public.search_normalize(value text)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, value))
$$;

comment on function public.search_normalize(text) is
  'Lower-case, accent-free form of a text, used by the accent-insensitive search indexes.';

create or replace function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

------------------------------------------------------------------------------
-- Categories
------------------------------------------------------------------------------
create table public.categories (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text,
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.categories is
  'Groups of colouring drawings (animals, letters, vehicles...). Public: anyone may read.';

create index categories_name_idx on public.categories (name);

create trigger categories_touch_updated_at
  before update on public.categories
  for each row execute function public.touch_updated_at();

------------------------------------------------------------------------------
-- Drawings
------------------------------------------------------------------------------
create table public.drawings (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text,
  category_id uuid references public.categories (id) on delete set null,
  tags text[] not null default '{}',
  image_url text,
  active boolean not null default true,
  views integer not null default 0 check (views >= 0),
  downloads integer not null default 0 check (downloads >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint drawings_category_slug_key unique (category_id, slug)
);

comment on table public.drawings is
  'Printable colouring drawings. Public: anyone may read the active ones and bump their counters through the increment functions.';

create index drawings_slug_idx on public.drawings (slug);
create index drawings_category_created_idx on public.drawings (category_id, created_at desc);
create index drawings_created_idx on public.drawings (created_at desc);
create index drawings_downloads_idx on public.drawings (downloads desc);
create index drawings_tags_idx on public.drawings using gin (tags);
create index drawings_search_idx on public.drawings using gin (
  (public.search_normalize(title) || ' ' || public.search_normalize(coalesce(description, '')))
  extensions.gin_trgm_ops
);

create trigger drawings_touch_updated_at
  before update of title, slug, description, category_id, tags, image_url, active
  on public.drawings
  for each row execute function public.touch_updated_at();

------------------------------------------------------------------------------
-- Blog articles
------------------------------------------------------------------------------
create table public.blog_articles (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  excerpt text not null default '',
  content text not null default '',
  featured_image_url text,
  meta_title text,
  meta_description text,
  tags text[] not null default '{}',
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  is_featured boolean not null default false,
  published_at timestamptz,
  views integer not null default 0 check (views >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.blog_articles is
  'Educational blog articles in markdown. Public: anyone may read the published ones.';

create index blog_articles_status_published_idx on public.blog_articles (status, published_at desc);
create index blog_articles_created_idx on public.blog_articles (created_at desc);
create index blog_articles_featured_idx on public.blog_articles (is_featured) where is_featured;
create index blog_articles_tags_idx on public.blog_articles using gin (tags);
create index blog_articles_search_idx on public.blog_articles using gin (
  (public.search_normalize(title) || ' ' || public.search_normalize(excerpt) || ' ' || public.search_normalize(content))
  extensions.gin_trgm_ops
);

-- Views are a counter, not an edit: bumping them must not move updated_at.
create trigger blog_articles_touch_updated_at
  before update of title, slug, excerpt, content, featured_image_url, meta_title,
    meta_description, tags, status, is_featured, published_at
  on public.blog_articles
  for each row execute function public.touch_updated_at();

------------------------------------------------------------------------------
-- Counters
-- Each is one atomic UPDATE, so concurrent calls never lose a count (reading
-- views and writing views + 1 would). They return the new value, or null when
-- no visible row has that id. Security definer lets the anonymous role bump a
-- counter without any right to update the table itself.
------------------------------------------------------------------------------
create or replace function public.increment_drawing_views(drawing_id uuid)
returns integer
language sql
security definer
set search_path = ''
as $$
  update public.drawings set views = views + 1
  where id = drawing_id and active
  returning views
$$;

create or replace function public.increment_drawing_downloads(drawing_id uuid)
returns integer
language sql
security definer
set search_path = ''
as $$
  update public.drawings set downloads = downloads + 1
  where id = drawing_id and active
  returning downloads
$$;

create or replace function public.increment_article_views(article_id uuid)
returns integer
language sql
security definer
set search_path = ''
as $$
  update public.blog_articles set views = views + 1
  where id = article_id and status = 'published'
  returning views
$$;

------------------------------------------------------------------------------
-- Row-level security
-- The site's own server connects as the table owner, which RLS does not
-- restrict. These policies describe what a public (anon) key may do on
-- Supabase: read what visitors see, nothing else.
------------------------------------------------------------------------------
alter table public.categories enable row level security;
alter table public.drawings enable row level security;
alter table public.blog_articles enable row level security;

create policy "Anyone can read categories"
  on public.categories for select to anon, authenticated
  using (true);

create policy "Anyone can read active drawings"
  on public.drawings for select to anon, authenticated
  using (active);

create policy "Anyone can read published articles"
  on public.blog_articles for select to anon, authenticated
  using (status = 'published');

revoke all on function public.increment_drawing_views(uuid) from public;
revoke all on function public.increment_drawing_downloads(uuid) from public;
revoke all on function public.increment_article_views(uuid) from public;
grant execute on function public.increment_drawing_views(uuid) to anon, authenticated, service_role;
grant execute on function public.increment_drawing_downloads(uuid) to anon, authenticated, service_role;
grant execute on function public.increment_article_views(uuid) to anon, authenticated, service_role;
