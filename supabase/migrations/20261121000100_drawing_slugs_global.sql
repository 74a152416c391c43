-- Drawing slugs are unique across the whole catalogue, not only within a
-- category: /desenho/{slug} and the image file drawings/{slug}.webp name a
-- drawing by its slug alone. The application already generates them so; this
-- makes the database guarantee it. (The spec's per-category uniqueness is
-- implied by it.)
drop index if exists public.drawings_slug_idx;
create unique index drawings_slug_key on public.drawings (slug);
