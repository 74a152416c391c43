-- Supabase Database Webhooks: content changes reach the site (docs/rebuilds.md; on Netlify, the CDN purger).
--
-- NOT a migration, on purpose: it is not in supabase/migrations and neither
-- `npm run migrate` nor `supabase db push` applies it. It needs two values
-- that belong to one deployment and must not be committed (the site's public
-- URL and the shared secret), and it only makes sense on Supabase, whose
-- `supabase_functions.http_request` sends the HTTP calls (pg_net). Run it once
-- per Supabase project, and again whenever the URL or the secret changes:
--
--   psql "$DATABASE_URL" \
--     -v webhook_url='https://rabisco.com.br/api/hooks/content-changed' \
--     -v webhook_secret="$WEBHOOK_SECRET" \
--     -f supabase/webhooks/content_webhooks.sql
--
-- (The Supabase dashboard's Database → Webhooks screen creates the same
-- triggers; then add the x-webhook-secret header there.)
--
-- Elsewhere (PGlite, a plain PostgreSQL) the DO block finds no
-- supabase_functions schema and only says so: those databases announce
-- changes with LISTEN/NOTIFY instead (migration *_content_change_notify.sql).
--
-- The tables are the ones the migrations announce (every table with a
-- `notify_content_change` trigger, *_one_change_per_transaction.sql and
-- later): a table a migration adds to the site reaches Netlify's CDN the day
-- this file is run again, with nothing to edit here. Run it again after
-- every migration that adds a content table (docs/operations.md).
--
-- Each table gets an insert/delete trigger and an update trigger that skips
-- updates changing nothing but view counts (no page shows them) and, for
-- drawings, download counts that leave the home page's "mais baixados"
-- list as it was (`public.downloads_move_popular`): a download calls no
-- function unless it moved that list.

select set_config('rabisco.webhook_url', :'webhook_url', false),
       set_config('rabisco.webhook_secret', :'webhook_secret', false);

do $$
declare
  url text := current_setting('rabisco.webhook_url');
  secret text := current_setting('rabisco.webhook_secret');
  headers text;
  content_table text;
  shown_change text;
  tables integer := 0;
begin
  if not exists (select 1 from pg_namespace where nspname = 'supabase_functions') then
    raise notice 'No supabase_functions schema: not a Supabase database, no webhook created (LISTEN/NOTIFY covers it).';
    return;
  end if;
  if url !~ '^https?://' then
    raise exception 'webhook_url must be the absolute URL of /api/hooks/content-changed, got %', url;
  end if;
  if length(secret) < 16 then
    raise exception 'webhook_secret must be the WEBHOOK_SECRET of the site (at least 16 characters)';
  end if;
  headers := jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', secret)::text;

  for content_table in
    select distinct c.relname
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and t.tgfoid = 'public.notify_content_change()'::regprocedure
    order by c.relname
  loop
    execute format('drop trigger if exists %I on public.%I', content_table || '_content_webhook', content_table);
    execute format('drop trigger if exists %I on public.%I', content_table || '_content_webhook_update', content_table);
    execute format(
      'create trigger %I after insert or delete on public.%I for each row
       execute function supabase_functions.http_request(%L, %L, %L, %L, %L)',
      content_table || '_content_webhook', content_table, url, 'POST', headers, '{}', '5000'
    );
    if content_table = 'drawings' then
      shown_change := '(to_jsonb(old) - ''views'' - ''downloads'') is distinct from (to_jsonb(new) - ''views'' - ''downloads'')
        or (old.downloads is distinct from new.downloads
            and public.downloads_move_popular(new.id, old.downloads, new.downloads, new.active))';
    else
      shown_change := '(to_jsonb(old) - ''views'') is distinct from (to_jsonb(new) - ''views'')';
    end if;
    execute format(
      'create trigger %I after update on public.%I for each row
       when (%s)
       execute function supabase_functions.http_request(%L, %L, %L, %L, %L)',
      content_table || '_content_webhook_update', content_table, shown_change, url, 'POST', headers, '{}', '5000'
    );
    raise notice 'Content webhook on public.%', content_table;
    tables := tables + 1;
  end loop;
  if tables = 0 then
    raise exception 'No content table announces its changes: run the migrations first (npm run migrate), then this file.';
  end if;
end
$$;
