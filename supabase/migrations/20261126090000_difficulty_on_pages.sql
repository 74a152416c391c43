-- A drawing's difficulty is on its pages now (issue 25): its label on its
-- page and cards, and its tier places it in its category's level lists
-- (/categorias/{slug}/nivel/{tier}).
--
-- 1. A change of difficulty moves updated_at, like any other change of what
--    the drawing's page shows (the sitemap's lastmod follows it).
-- 2. Drawing notifications carry the two difficulty columns, so the rebuild
--    engine can tell a change of tier (it moves the drawing between level
--    lists) from one that leaves it in place
--    (src/server/site/engine/invalidation.ts#movesInLists).

drop trigger if exists drawings_touch_updated_at on public.drawings;
create trigger drawings_touch_updated_at
  before update of title, slug, description, category_id, tags, image_url, active, difficulty_tier, difficulty_override
  on public.drawings
  for each row execute function public.touch_updated_at();

create or replace function public.notify_content_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  columns text[];
  new_row jsonb;
  old_row jsonb;
begin
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'views') = (to_jsonb(old) - 'views') then
    return null;
  end if;
  columns := case tg_table_name
    when 'drawings' then array[
      'id', 'slug', 'category_id', 'active', 'created_at', 'downloads', 'updated_at',
      'difficulty_tier', 'difficulty_override'
    ]
    when 'blog_articles' then array['id', 'slug', 'status', 'updated_at']
    else array['id', 'slug', 'updated_at']
  end;
  if tg_op <> 'DELETE' then
    select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) into new_row
    from jsonb_each(to_jsonb(new)) where key = any (columns);
  end if;
  if tg_op <> 'INSERT' then
    select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) into old_row
    from jsonb_each(to_jsonb(old)) where key = any (columns);
  end if;
  perform pg_notify(
    'content_changes',
    jsonb_build_object(
      'type', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema,
      'record', new_row,
      'old_record', old_row
    )::text
  );
  return null;
end
$$;


-- 3. The tier the AI proposed when it published the drawing automatically
--    (where the AI is configured): shown to the administrator beside the
--    computed one, never on the public pages.
alter table public.drawings
  add column difficulty_ai text check (difficulty_ai in ('facil', 'medio', 'dificil', 'desafio'));

comment on column public.drawings.difficulty_ai is
  'The tier the AI proposed when it published the drawing; advice for the administrator, not shown publicly.';
