-- A stand-in of what a Supabase database has for Database Webhooks, for a
-- plain PostgreSQL or PGlite: the `supabase_functions.http_request()`
-- trigger function that supabase/webhooks/content_webhooks.sql attaches,
-- and pg_net's `net.http_post`, whose requests a background worker sends.
--
-- The protocol, as Supabase ships it (supabase/postgres, the
-- `supabase_functions` init script, and pg_net's README):
-- - the trigger's arguments are url, method, headers (json text), params
--   (json text) and a timeout in milliseconds;
-- - for POST it builds `{ old_record: OLD, record: NEW, type: TG_OP,
--   table: TG_TABLE_NAME, schema: TG_TABLE_SCHEMA }` from the whole rows,
--   and calls `net.http_post(url, body, params, headers, timeout)`;
-- - pg_net queues the request in `net.http_request_queue`, a table written
--   in the caller's transaction: a rolled back write sends nothing, and a
--   committed one is sent after the commit by pg_net's worker, in queue
--   order. Here the worker is the test's relay (supabase-webhook.ts), which
--   takes the queue's rows and posts them.
create schema if not exists net;
create schema if not exists supabase_functions;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language plpgsql
as $$
declare
  request_id bigint;
  query text;
begin
  select string_agg(format('%s=%s', key, value), '&') into query from jsonb_each_text(params);
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    'POST',
    case when query is null then url else url || '?' || query end,
    headers,
    convert_to(body::text, 'UTF8'),
    timeout_milliseconds
  )
  returning id into request_id;
  return request_id;
end
$$;

create or replace function supabase_functions.http_request()
returns trigger
language plpgsql
as $$
declare
  url text := tg_argv[0]::text;
  method text := tg_argv[1]::text;
  headers jsonb := '{"Content-Type": "application/json"}'::jsonb;
  params jsonb := '{}'::jsonb;
  timeout_ms integer := 1000;
begin
  if url is null or url = 'null' then
    raise exception 'url argument is missing';
  end if;
  if method is null or method = 'null' then
    raise exception 'method argument is missing';
  end if;
  if tg_argv[2] is not null and tg_argv[2] <> 'null' then
    headers := tg_argv[2]::jsonb;
  end if;
  if tg_argv[3] is not null and tg_argv[3] <> 'null' then
    params := tg_argv[3]::jsonb;
  end if;
  if tg_argv[4] is not null and tg_argv[4] <> 'null' then
    timeout_ms := tg_argv[4]::integer;
  end if;
  if method <> 'POST' then
    raise exception 'method argument % is not supported by this stand-in', method;
  end if;
  perform net.http_post(
    url,
    jsonb_build_object(
      'old_record', case when tg_op = 'INSERT' then null else to_jsonb(old) end,
      'record', case when tg_op = 'DELETE' then null else to_jsonb(new) end,
      'type', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema
    ),
    params,
    headers,
    timeout_ms
  );
  return new;
end
$$;
