-- One write, one announcement (issue 35): a transaction that writes a row
-- several times (a drawing's save, then its image, its image hash and its
-- region map; a rename with its image) announces that row once, at commit,
-- with its state before the transaction and after it. Until now each
-- statement was announced, and each announcement was a rebuild run.
--
-- Two triggers per table:
-- 1. `stash_content_change` (immediate) keeps, in `content_change_stash`,
--    the row's announced columns and a digest of the whole row as they were
--    before the transaction's first write to it (none for an insert). A
--    write that changes nothing but `views` stashes nothing.
-- 2. `notify_content_change` (a constraint trigger, deferred to commit):
--    the transaction's first event takes the whole stash back out and reads
--    each row as it is then, in one statement, and announces each row's
--    difference once (INSERT, UPDATE or DELETE), or nothing when the row is
--    back where it began (only its views moved, or it was inserted and
--    deleted in the same transaction). The payload keeps the webhook's
--    shape (src/server/changes/webhook.ts).
--
-- The stash is a table, keyed by the transaction: its rows never outlive
-- their transaction (the deferred trigger deletes each, an abort rolls them
-- back), so no other session ever sees one. A transaction-local setting per
-- row would be simpler, but PostgreSQL 15 keeps custom settings in a sorted
-- array: a 10,000-row insert took minutes.

create unlogged table if not exists public.content_change_stash (
  position bigint generated always as identity,
  xact bigint not null,
  table_name text not null,
  row_id uuid not null,
  inserted boolean not null,
  digest text,
  announced jsonb,
  primary key (xact, table_name, row_id)
);

comment on table public.content_change_stash is
  'Rows a transaction wrote, as they were before it, until its commit announces them (notify_content_change). Always empty outside a transaction.';

alter table public.content_change_stash enable row level security;
revoke all on table public.content_change_stash from public;

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


create or replace function public.stash_content_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'views') = (to_jsonb(old) - 'views') then
    return null;
  end if;
  -- The first write of the transaction wins: it saw the row as it was before.
  insert into public.content_change_stash (xact, table_name, row_id, inserted, digest, announced)
  values (
    txid_current(),
    tg_table_name,
    case when tg_op = 'INSERT' then new.id else old.id end,
    tg_op = 'INSERT',
    case when tg_op = 'INSERT' then null else md5((to_jsonb(old) - 'views')::text) end,
    case when tg_op = 'INSERT' then null else public.content_change_announced(tg_table_name, to_jsonb(old)) end
  )
  on conflict do nothing;
  if found then
    -- One flag for the whole transaction (a setting per row would cost minutes: see above).
    perform set_config('rabisco.content_stash', 'pending', true);
  end if;
  return null;
end
$$;

comment on function public.stash_content_change() is
  'Keeps a content row''s state before its transaction''s first write, for notify_content_change at commit.';

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
      coalesce(to_jsonb(d), to_jsonb(c), to_jsonb(a)) as current_row
    from taken
    left join public.drawings d on taken.table_name = 'drawings' and d.id = taken.row_id
    left join public.categories c on taken.table_name = 'categories' and c.id = taken.row_id
    left join public.blog_articles a on taken.table_name = 'blog_articles' and a.id = taken.row_id
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

-- Each content table: the stash first (immediate), the announcement at commit (deferred).
do $$
declare
  content_table text;
begin
  foreach content_table in array array['categories', 'drawings', 'blog_articles'] loop
    execute format('drop trigger if exists %I on public.%I', content_table || '_notify_content_change', content_table);
    execute format(
      'create trigger %I after insert or update or delete on public.%I '
      'for each row execute function public.stash_content_change()',
      content_table || '_stash_content_change', content_table
    );
    execute format(
      'create constraint trigger %I after insert or update or delete on public.%I '
      'deferrable initially deferred for each row execute function public.notify_content_change()',
      content_table || '_notify_content_change', content_table
    );
  end loop;
end
$$;
