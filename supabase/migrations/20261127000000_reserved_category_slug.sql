-- A category named 'Todas' took the slug `todas`, the address of the page of
-- all categories (/categorias/todas): it had no page of its own, and the
-- sitemap listed that address twice. New slugs skip the addresses fixed
-- routes hold (src/lib/reserved-slugs.ts); a category that already has one
-- moves to the first free `todas-N`. The former_slugs trigger remembers
-- `todas`, so its drawings' old addresses (/desenhos/todas/...) answer 301
-- to the new ones, while /categorias/todas stays the page of all categories.
do $$
declare
  suffix integer := 1;
begin
  if exists (select 1 from public.categories where slug = 'todas') then
    while exists (select 1 from public.categories where slug = 'todas-' || suffix) loop
      suffix := suffix + 1;
    end loop;
    update public.categories set slug = 'todas-' || suffix where slug = 'todas';
  end if;
end
$$;
