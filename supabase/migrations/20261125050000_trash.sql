-- Safe deletes (issue 21).
--
-- 1. A drawing is never active and unreachable: an active drawing has a
--    category (a drawing without one has no page). Drawings that are active
--    without a category today (their category was deleted) become inactive,
--    so the admin shows what visitors get. Deleting a category that still has
--    active drawings now fails here too; the admin moves them first.
-- 2. Deleted drawings, categories and articles go to the trash ('Lixeira')
--    for 30 days: the row as it was (jsonb), restorable as it was. Their
--    addresses answer 410 meanwhile; their image files are removed when the
--    item is purged, not when it is deleted.

update public.drawings set active = false where active and category_id is null;
alter table public.drawings
  add constraint drawings_active_needs_category check (not active or category_id is not null);

create table public.trash (
  id uuid primary key,
  kind text not null check (kind in ('drawing', 'category', 'article')),
  title text not null,
  slug text not null,
  image_url text,
  row jsonb not null,
  deleted_at timestamptz not null default now()
);

create index trash_kind_slug_idx on public.trash (kind, slug);
create index trash_deleted_at_idx on public.trash (deleted_at);

comment on table public.trash is
  'Deleted drawings, categories and articles (the row as jsonb) for 30 days: restorable from the admin''s Lixeira; their addresses answer 410. Server only.';

alter table public.trash enable row level security;
revoke all on table public.trash from public, anon, authenticated;
grant select, insert, update, delete on table public.trash to service_role;
