-- Stable addresses (issue 21): every slug a drawing, a category or an article
-- had before its current one, so its old address answers a permanent redirect
-- to the current one instead of 404. Links already shared, printed (the PDF
-- footer names the drawing's address) or indexed keep working.
--
-- A trigger keeps the table, so every way a slug changes (the admin,
-- automatic publishing, plain SQL) is covered. A former slug points at the
-- row, not at its next slug, so chains collapse: the redirect always goes to
-- the current address in one hop. When another row (or the same one, back)
-- takes a slug, the former slug stops redirecting: the live page wins.
-- Rows go with their item (on delete cascade is not possible across three
-- tables, so the trigger removes them on delete).

create table public.former_slugs (
  kind text not null check (kind in ('drawing', 'category', 'article')),
  slug text not null,
  target_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (kind, slug)
);

create index former_slugs_target_idx on public.former_slugs (kind, target_id);

comment on table public.former_slugs is
  'Slugs that drawings, categories and articles had before: their old addresses redirect (301) to the current ones. Kept by the remember_former_slug trigger.';

create or replace function public.remember_former_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  item_kind text := tg_argv[0];
begin
  if tg_op = 'DELETE' then
    delete from public.former_slugs where kind = item_kind and target_id = old.id;
    return old;
  end if;
  -- A slug in use is nobody's former slug any more.
  delete from public.former_slugs where kind = item_kind and slug = new.slug;
  if tg_op = 'UPDATE' and new.slug is distinct from old.slug then
    insert into public.former_slugs (kind, slug, target_id)
      values (item_kind, old.slug, new.id)
      on conflict (kind, slug) do update set target_id = excluded.target_id, created_at = now();
  end if;
  return new;
end
$$;

create trigger drawings_former_slugs
  after insert or update of slug or delete on public.drawings
  for each row execute function public.remember_former_slug('drawing');
create trigger categories_former_slugs
  after insert or update of slug or delete on public.categories
  for each row execute function public.remember_former_slug('category');
create trigger blog_articles_former_slugs
  after insert or update of slug or delete on public.blog_articles
  for each row execute function public.remember_former_slug('article');

alter table public.former_slugs enable row level security;
revoke all on table public.former_slugs from public, anon, authenticated;
grant select, insert, update, delete on table public.former_slugs to service_role;
