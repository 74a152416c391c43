-- The deploys whose code already emptied the CDN's cache (issue 43): a set,
-- where one column remembered only the last deploy, so alternating two
-- deploy ids purged the whole site each time. A deploy is claimed by
-- inserting its id (the primary key makes one claimer win); a purge that
-- fails gives its claim back. Rows older than a year and a month are
-- dropped as new deploys come: a deploy that old never runs again.
create table public.cdn_purged_deploys (
  deploy_id text primary key check (char_length(deploy_id) between 1 and 100),
  purged_at timestamptz not null default now()
);

comment on table public.cdn_purged_deploys is
  'Deploys whose published code emptied the CDN''s cache once (netlify/functions/deploy-succeeded.mjs). Server only.';

alter table public.cdn_purged_deploys enable row level security;
revoke all on table public.cdn_purged_deploys from public, anon, authenticated;
grant select, insert, delete on table public.cdn_purged_deploys to service_role;

insert into public.cdn_purged_deploys (deploy_id)
select purged_for_deploy from public.cdn_purge_state where purged_for_deploy is not null
on conflict do nothing;

alter table public.cdn_purge_state drop column purged_for_deploy;
comment on table public.cdn_purge_state is
  'One row: the CDN purger''s lease, its last purge, the purges it still owes, and the year pages were checked against. Server only.';
