-- Drawing notifications carry created_at too (issue 23): with it beside
-- category_id, active and downloads, the rebuild engine can tell an edit that
-- leaves a drawing where it is in its category's lists (a title, a
-- description) from one that moves it, and checks that category's pages only
-- for the second (src/server/site/engine/invalidation.ts#movesInLists).

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
    when 'drawings' then array['id', 'slug', 'category_id', 'active', 'created_at', 'downloads', 'updated_at']
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

