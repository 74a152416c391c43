-- The search by level (issue 44): '4 anos', 'dinossauro 4 anos' and the
-- search page's level filter narrow the results to a tier. The search
-- documents carry each drawing's shown tier (the administrator's choice, else
-- the computed one), so the narrowing is a column of the row the text matched
-- and a tier's newest drawings are one index scan, at 100,000 drawings as at
-- 100 (docs/search.md "Measured").

alter table public.drawing_search add column tier text;

comment on column public.drawing_search.tier is
  'The drawing''s shown difficulty tier, coalesce(difficulty_override, difficulty_tier): kept by sync_drawing_search and sync_drawing_search_tier.';

update public.drawing_search s
set tier = coalesce(d.difficulty_override, d.difficulty_tier)
from public.drawings d
where d.id = s.drawing_id;

create index drawing_search_tier_newest_idx on public.drawing_search (tier, created_at desc, drawing_id desc);

-- The document's sync, as in 20261125100000_database_search, with the tier.
create or replace function public.sync_drawing_search(ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  removed text[];
  added text[];
begin
  with before as (
    select s.drawing_id, s.words from public.drawing_search_words s where s.drawing_id = any (ids)
  ),
  next as (
    select
      d.id,
      setweight(to_tsvector('public.rabisco_search', public.search_text(d.title, 500)), 'A')
        || setweight(to_tsvector('public.rabisco_search', public.search_text(array_to_string(d.tags, ' '), 2000)), 'B')
        || setweight(to_tsvector('public.rabisco_search', public.search_text(c.name, 500)), 'C')
        || setweight(to_tsvector('public.rabisco_search', public.search_text(d.description, 20000)), 'D') as document,
      public.search_vocabulary(
        left(d.title, 500) || ' ' || left(array_to_string(d.tags, ' '), 2000) || ' ' || left(c.name, 500) || ' '
          || left(coalesce(d.description, ''), 20000)
      ) as words,
      public.search_title_key(d.title) as title_key,
      d.created_at,
      coalesce(d.difficulty_override, d.difficulty_tier) as tier
    from public.drawings d
    join public.categories c on c.id = d.category_id
    where d.id = any (ids) and d.active
  ),
  gone as (
    delete from public.drawing_search s
    where s.drawing_id = any (ids) and not exists (select 1 from next where next.id = s.drawing_id)
  ),
  gone_words as (
    delete from public.drawing_search_words s
    where s.drawing_id = any (ids) and not exists (select 1 from next where next.id = s.drawing_id)
  ),
  put as (
    insert into public.drawing_search (drawing_id, document, title_key, created_at, tier)
    select id, document, title_key, created_at, tier from next
    on conflict (drawing_id) do update set
      document = excluded.document,
      title_key = excluded.title_key,
      created_at = excluded.created_at,
      tier = excluded.tier
  ),
  put_words as (
    insert into public.drawing_search_words (drawing_id, words)
    select id, words from next
    on conflict (drawing_id) do update set words = excluded.words
  )
  select
    coalesce((select array_agg(word) from before, unnest(before.words) as word), '{}'),
    coalesce((select array_agg(word) from next, unnest(next.words) as word), '{}')
  into removed, added;
  perform public.search_words_add('drawings', removed, added);
end
$$;

-- A level that changes (the region maps' backfill, an administrator's choice)
-- moves only the tier: no document is made again, so re-measuring 100,000
-- drawings costs 100,000 one-column updates, not 100,000 documents.
create or replace function public.sync_drawing_search_tier()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.drawing_search s
  set tier = coalesce(n.difficulty_override, n.difficulty_tier)
  from new_rows n
  join old_rows o on o.id = n.id
  where s.drawing_id = n.id
    and coalesce(n.difficulty_override, n.difficulty_tier) is distinct from coalesce(o.difficulty_override, o.difficulty_tier)
    and s.tier is distinct from coalesce(n.difficulty_override, n.difficulty_tier);
  return null;
end
$$;

create trigger drawings_search_tier after update on public.drawings
  referencing old table as old_rows new table as new_rows for each statement
  execute function public.sync_drawing_search_tier();
