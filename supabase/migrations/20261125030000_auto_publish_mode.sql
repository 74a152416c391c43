-- How automatic publishing puts a drawing on the site (issue 19).
--
-- 'review' (the default): the drawing the AI made is saved inactive, for an
-- administrator to read before activating it; model text never goes live
-- unreviewed. 'live': it is active at once when its category matched.
-- Chosen on the 'Publicação Automática' screen; one row. Server only.

create table public.auto_publish_settings (
  id boolean primary key default true check (id),
  publish_mode text not null default 'review' check (publish_mode in ('review', 'live')),
  updated_at timestamptz not null default now()
);

comment on table public.auto_publish_settings is
  'Automatic publishing''s single settings row: publish_mode review (saved inactive) or live. Server only.';

insert into public.auto_publish_settings (id) values (true) on conflict do nothing;

alter table public.auto_publish_settings enable row level security;
revoke all on table public.auto_publish_settings from public, anon, authenticated;
grant select, insert, update on table public.auto_publish_settings to service_role;
