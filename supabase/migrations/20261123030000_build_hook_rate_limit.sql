-- A global rate limit for Netlify's build hook (issue 9, "Hardening";
-- docs/rebuilds.md "In production (Netlify)").
--
-- Every function instance that handles the content webhook may ask for a
-- build; they share this one row, so the limit holds across all of them:
-- at most one build per NETLIFY_BUILD_MIN_INTERVAL_SECONDS for content
-- changes, and per NETLIFY_POPULAR_BUILD_MIN_INTERVAL_SECONDS when only the
-- home page's popular list moved. A refused request is not lost: it leaves
-- `owed_content` / `owed_popular` set; a build clears them when it starts
-- (it renders everything committed by then), and at its end triggers the
-- build still owed for changes that arrived meanwhile.

create table public.build_hook_state (
  id boolean primary key default true check (id),
  last_triggered_at timestamptz,
  owed_content boolean not null default false,
  owed_popular boolean not null default false
);

comment on table public.build_hook_state is
  'One row: when the Netlify build hook was last called, and whether a build refused by the minimum interval is still owed. Server only.';
comment on column public.build_hook_state.owed_content is
  'A content change was refused by the interval and no build has started since.';
comment on column public.build_hook_state.owed_popular is
  'A change of the popular list only was refused by the interval and no build has started since.';

insert into public.build_hook_state (id) values (true);

alter table public.build_hook_state enable row level security;
revoke all on table public.build_hook_state from public, anon, authenticated;

-- Whether the caller may call the build hook now for a change of `kind`
-- ('content' or 'popular'). Yes: the call is recorded and the debt cleared.
-- No: the debt is recorded. A content debt makes any later request use the
-- content interval. One UPDATE decides, under the row's lock, so concurrent
-- callers (any number of instances) get one yes per interval.
create or replace function public.claim_build_hook(kind text, content_interval interval, popular_interval interval)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if kind not in ('content', 'popular') then
    raise exception 'unknown build kind %', kind;
  end if;
  update public.build_hook_state
  set last_triggered_at = now(), owed_content = false, owed_popular = false
  where id
    and (
      last_triggered_at is null
      or last_triggered_at <= now() - case when kind = 'content' or owed_content then content_interval else popular_interval end
    );
  if found then
    return true;
  end if;
  update public.build_hook_state
  set owed_content = owed_content or kind = 'content', owed_popular = owed_popular or kind = 'popular'
  where id;
  return false;
end
$$;

comment on function public.claim_build_hook(text, interval, interval) is
  'Global rate limit of the Netlify build hook: true when a build may be triggered now (recorded), false when the interval refuses it (recorded as owed). Server only.';

revoke all on function public.claim_build_hook(text, interval, interval) from public, anon, authenticated;
grant execute on function public.claim_build_hook(text, interval, interval) to service_role;
grant select, update on table public.build_hook_state to service_role;
