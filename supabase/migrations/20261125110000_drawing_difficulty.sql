-- The difficulty of colouring each drawing (issue 25,
-- docs/decisions/0019-colouring-difficulty.md), from the region map the
-- server computes from its image and stores beside it ({name}.regions.bin).
--
-- regions_image_url: the image_url the map and the metrics were made from.
-- When it differs from image_url (a new image, a drawing from before this
-- migration) the map is owed: the server's backfill computes it. Set with
-- null metrics when the image could not be mapped: the drawing stays
-- printable, and is not tried again until its image changes.
--
-- difficulty_tier is the computed tier; difficulty_override the one an
-- administrator chose by hand, which wins. No page shows them yet, so they
-- do not move updated_at: the backfill writing them re-renders nothing.

alter table public.drawings
  add column regions_image_url text,
  add column difficulty_regions integer check (difficulty_regions >= 0),
  add column difficulty_score real check (difficulty_score >= 0),
  add column difficulty_leaks integer check (difficulty_leaks >= 0),
  add column difficulty_tier text check (difficulty_tier in ('facil', 'medio', 'dificil', 'desafio')),
  add column difficulty_override text check (difficulty_override in ('facil', 'medio', 'dificil', 'desafio'));

comment on column public.drawings.regions_image_url is
  'The image_url whose region map ({name}.regions.bin) and difficulty metrics are stored; owed again when image_url differs.';
comment on column public.drawings.difficulty_regions is
  'R: regions of at least 4 mm² of the drawing printed on A4. Null when the image could not be mapped.';
comment on column public.drawings.difficulty_score is
  'R + 1.5·S100 + 2·S25 (regions under 100 and 25 mm²).';
comment on column public.drawings.difficulty_leaks is
  'Regions that exist only because a gap of 1–2 px in the lines was closed: the art may spill when filled.';
comment on column public.drawings.difficulty_tier is
  'The tier computed from difficulty_score; difficulty_override, when set, wins.';

-- The drawings whose map is owed, found without reading the others.
create index drawings_regions_owed_idx on public.drawings (id)
  where image_url is not null and regions_image_url is distinct from image_url;

-- The public filters: drawings of a tier.
create index drawings_difficulty_idx on public.drawings ((coalesce(difficulty_override, difficulty_tier)))
  where active;
