-- One write, one announcement (issue 35): a transaction that writes a row
-- several times (a drawing's save, then its image, its image hash and its
-- region map; a rename with its image) announces that row once, at commit,
-- with its state before the transaction and after it. Until now each
-- statement was announced, and each announcement was a rebuild run.
--
-- Two triggers per table:
-- 1. `stash_content_change` (immediate) keeps, in a transaction-local
--    setting, the row's announced columns and a digest of the whole row as
--    they were before the transaction's first write to it ('absent' for an
--    insert). A write that changes nothing but `views` stashes nothing.
-- 2. `notify_content_change` (a constraint trigger, deferred to commit)
--    reads the row as it is then and announces the difference once: INSERT,
--    UPDATE or DELETE, or nothing when the row is back where it began (only
--    its views moved, or it was inserted and deleted in the same
--    transaction). The payload keeps the webhook's shape
--    (src/server/changes/webhook.ts).

create or replace function public.content_change_columns(table_name text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case table_name
    when 'drawings' then array[
      'id', 'slug', 'category_id', 'active', 'created_at', 'downloads', 'updated_at',
      'difficulty_tier', 'difficulty_override'
    ]
    when 'blog_articles' then array['id', 'slug', 'status', 'updated_at']
    else array['id', 'slug', 'updated_at']
  end
$$;

comment on function public.content_change_columns(text) is
  'The columns a content change announces for each table (NOTIFY payloads are small).';

create or replace function public.content_change_announced(table_name text, full_row jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
  from jsonb_each(full_row)
  where key = any (public.content_change_columns(table_name))
$$;

create or replace function public.content_change_key(table_name text, row_id uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'rabisco_change.' || table_name || '_' || replace(row_id::text, '-', '')
$$;

create or replace function public.stash_content_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  key text;
begin
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'views') = (to_jsonb(old) - 'views') then
    return null;
  end if;
  key := public.content_change_key(tg_table_name, case when tg_op = 'INSERT' then new.id else old.id end);
  -- A transaction-local setting reads as '' after its transaction: unset.
  if coalesce(current_setting(key, true), '') = '' then
    perform set_config(
      key,
      case
        when tg_op = 'INSERT' then 'absent'
        else jsonb_build_object(
          'digest', md5((to_jsonb(old) - 'views')::text),
          'row', public.content_change_announced(tg_table_name, to_jsonb(old))
        )::text
      end,
      true
    );
  end if;
  return null;
end
$$;

comment on function public.stash_content_change() is
  'Keeps a content row''s state before its transaction''s first write, for notify_content_change at commit.';

create or replace function public.notify_content_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_id uuid := case when tg_op = 'DELETE' then old.id else new.id end;
  key text := public.content_change_key(tg_table_name, row_id);
  stashed text := coalesce(current_setting(key, true), '');
  current_row jsonb;
  change_type text;
  old_row jsonb;
  new_row jsonb;
begin
  if stashed in ('', 'announced') then
    return null;
  end if;
  perform set_config(key, 'announced', true);
  execute format('select to_jsonb(t) from %I.%I as t where t.id = $1', tg_table_schema, tg_table_name)
    into current_row using row_id;
  if stashed = 'absent' then
    if current_row is null then
      return null;
    end if;
    change_type := 'INSERT';
  else
    if current_row is null then
      change_type := 'DELETE';
    elsif md5((current_row - 'views')::text) = (stashed::jsonb) ->> 'digest' then
      return null;
    else
      change_type := 'UPDATE';
    end if;
    old_row := (stashed::jsonb) -> 'row';
  end if;
  if current_row is not null then
    new_row := public.content_change_announced(tg_table_name, current_row);
  end if;
  perform pg_notify(
    'content_changes',
    jsonb_build_object(
      'type', change_type,
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
  'Announces, at commit, each content row a transaction wrote: once, with its state before and after (webhook payload shape, key columns only), for the rebuild engine.';

drop trigger if exists categories_notify_content_change on public.categories;
drop trigger if exists drawings_notify_content_change on public.drawings;
drop trigger if exists blog_articles_notify_content_change on public.blog_articles;

create trigger categories_stash_content_change
  after insert or update or delete on public.categories
  for each row execute function public.stash_content_change();
create constraint trigger categories_notify_content_change
  after insert or update or delete on public.categories
  deferrable initially deferred
  for each row execute function public.notify_content_change();

create trigger drawings_stash_content_change
  after insert or update or delete on public.drawings
  for each row execute function public.stash_content_change();
create constraint trigger drawings_notify_content_change
  after insert or update or delete on public.drawings
  deferrable initially deferred
  for each row execute function public.notify_content_change();

create trigger blog_articles_stash_content_change
  after insert or update or delete on public.blog_articles
  for each row execute function public.stash_content_change();
create constraint trigger blog_articles_notify_content_change
  after insert or update or delete on public.blog_articles
  deferrable initially deferred
  for each row execute function public.notify_content_change();
