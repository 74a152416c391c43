-- Collections ('Coleções', issue 36): a named, ordered selection of
-- drawings (from any category) and articles, with an optional yearly date
-- (Páscoa, Dia das Mães, Natal...) around which it leads the site.
--
-- The order lives in the row itself, as arrays of ids: a collection is
-- saved, announced, trashed and restored as one row, so the one-write-path
-- machinery (one change per transaction, the Lixeira's jsonb copy, former
-- slugs) covers it as it is. Ids of drawings or articles deleted since are
-- skipped where the lists are read; they cost nothing and never show.
--
-- `yearly_date` is the rule of src/lib/calendar/yearly-date.ts as jsonb:
-- {"kind":"fixed","month":10,"day":12}, {"kind":"weekday","month":5,
-- "weekday":0,"nth":2} or {"kind":"easter","offsetDays":0}; null for a
-- collection without a date. The application validates it (zod); here
-- only its shape's size is bounded.

create table public.collections (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 120),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  description text not null default '' check (char_length(description) <= 5000),
  image_url text,
  yearly_date jsonb check (yearly_date is null or (jsonb_typeof(yearly_date) = 'object' and pg_column_size(yearly_date) < 512)),
  days_before integer not null default 30 check (days_before between 0 and 120),
  drawing_ids uuid[] not null default '{}' check (cardinality(drawing_ids) <= 200),
  article_ids uuid[] not null default '{}' check (cardinality(article_ids) <= 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.collections is
  'Coleções: ordered drawings and articles, with an optional yearly date around which the collection leads the home page (issue 36).';

create index collections_drawing_ids_idx on public.collections using gin (drawing_ids);

create trigger collections_touch_updated_at
  before update on public.collections
  for each row execute function public.touch_updated_at();

alter table public.collections enable row level security;
create policy "Anyone can read collections"
  on public.collections for select to anon, authenticated
  using (true);

-- Former slugs and the Lixeira know the new kind.
alter table public.former_slugs drop constraint if exists former_slugs_kind_check;
alter table public.former_slugs
  add constraint former_slugs_kind_check check (kind in ('drawing', 'category', 'article', 'collection'));
create trigger collections_former_slugs
  after insert or update of slug or delete on public.collections
  for each row execute function public.remember_former_slug('collection');

alter table public.trash drop constraint if exists trash_kind_check;
alter table public.trash
  add constraint trash_kind_check check (kind in ('drawing', 'category', 'article', 'collection'));

-- Content changes: a collection is announced like the other content rows
-- (20261127200000_one_change_per_transaction.sql): the announcement at
-- commit reads the row back, so it learns the new table. (A function is
-- replaced whole: its body is the previous migration's, with the join on
-- collections added.)
create or replace function public.notify_content_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  change record;
  change_type text;
begin
  -- Nothing stashed since the last announcement: a later event of the same commit, or only views moved.
  -- (Asking the stash itself would scan the entries the first event deleted, once per event.)
  if coalesce(current_setting('rabisco.content_stash', true), '') <> 'pending' then
    return null;
  end if;
  perform set_config('rabisco.content_stash', 'announced', true);
  -- The transaction's first event at commit announces every row it wrote, in one pass over the stash, in
  -- the order they were first written; the later events find the stash empty and say nothing.
  for change in
    with taken as (
      delete from public.content_change_stash s where s.xact = txid_current() returning s.*
    )
    select
      taken.position,
      taken.table_name,
      taken.inserted,
      taken.digest,
      taken.announced,
      coalesce(to_jsonb(d), to_jsonb(c), to_jsonb(a), to_jsonb(k)) as current_row
    from taken
    left join public.drawings d on taken.table_name = 'drawings' and d.id = taken.row_id
    left join public.categories c on taken.table_name = 'categories' and c.id = taken.row_id
    left join public.blog_articles a on taken.table_name = 'blog_articles' and a.id = taken.row_id
    left join public.collections k on taken.table_name = 'collections' and k.id = taken.row_id
    order by taken.position
  loop
    if change.inserted then
      -- Inserted and deleted in the same transaction: nothing to say.
      continue when change.current_row is null;
      change_type := 'INSERT';
    elsif change.current_row is null then
      change_type := 'DELETE';
    elsif md5((change.current_row - 'views')::text) = change.digest then
      -- Back where it began (or only its views moved).
      continue;
    else
      change_type := 'UPDATE';
    end if;
    perform pg_notify(
      'content_changes',
      jsonb_build_object(
        'type', change_type,
        'table', change.table_name,
        'schema', 'public',
        'record', case when change.current_row is null then null
          else public.content_change_announced(change.table_name, change.current_row) end,
        'old_record', change.announced
      )::text
    );
  end loop;
  return null;
end
$$;

comment on function public.notify_content_change() is
  'Announces, at commit, each content row a transaction wrote: once, with its state before and after (webhook payload shape, key columns only), for the rebuild engine.';

create trigger collections_stash_content_change
  after insert or update or delete on public.collections
  for each row execute function public.stash_content_change();
create constraint trigger collections_notify_content_change
  after insert or update or delete on public.collections
  deferrable initially deferred for each row execute function public.notify_content_change();
