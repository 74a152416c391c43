-- Image URL lookups (issue 9, docs/decisions/0008-image-file-names.md).
--
-- The /storage route serves a drawing's or category's image files only while
-- a visible row names them: it looks the file's image URL up by prefix
-- (`image_url like '<url>%'`, so older URLs carrying a `?v=` version match
-- too). text_pattern_ops lets a btree answer a prefix LIKE whatever the
-- database's collation, so each image request costs one index probe.
-- No new table, so no new row-level security policy.

create index if not exists drawings_image_url_lookup_idx
  on public.drawings (image_url text_pattern_ops)
  where image_url is not null;

create index if not exists categories_image_url_lookup_idx
  on public.categories (image_url text_pattern_ops)
  where image_url is not null;

comment on index public.drawings_image_url_lookup_idx is
  'Prefix lookups of image_url: which drawings (active or not) show a stored image file.';
comment on index public.categories_image_url_lookup_idx is
  'Prefix lookups of image_url: which categories show a stored image file.';
