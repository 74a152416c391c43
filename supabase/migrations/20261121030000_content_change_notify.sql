-- Content change notifications for incremental rebuilds (docs/rebuilds.md "Rebuilds").
--
-- Every committed change of a category, drawing or blog article is announced
-- with pg_notify on the channel `content_changes`, in the shape of a Supabase
-- Database Webhook payload ({ type, table, schema, record, old_record }). The
-- rebuild engine of `npm start` LISTENs on a PostgreSQL database, so an edit
-- made with psql or any other program reaches the static site in about a
-- second. Plain SQL: it runs the same on PGlite, PostgreSQL and Supabase.
--
-- NOTIFY payloads are limited to 8000 bytes, so records carry only the
-- columns that say which pages to look at; the engine reads the rest from the
-- database. Updates that change nothing but view counts are not announced:
-- no page shows them. Download counts are (they order the home page's popular
-- drawings). Notifications are delivered on commit, never for a rollback.

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
    when 'drawings' then array['id', 'slug', 'category_id', 'active', 'downloads', 'updated_at']
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

comment on function public.notify_content_change() is
  'Announces a content change on the content_changes channel (webhook payload shape, key columns only) for the rebuild engine.';

create trigger categories_notify_content_change
  after insert or update or delete on public.categories
  for each row execute function public.notify_content_change();

create trigger drawings_notify_content_change
  after insert or update or delete on public.drawings
  for each row execute function public.notify_content_change();

create trigger blog_articles_notify_content_change
  after insert or update or delete on public.blog_articles
  for each row execute function public.notify_content_change();
