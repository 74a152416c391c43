-- Whether a drawing has a main figure with a closed outline (issue 48): what
-- its 'Ligue os pontos' sheet traces (src/lib/activities/main-figure.ts).
-- Measured with the region map, by the same analysis (difficulty measure 6),
-- so a drawing page that has none does not offer the sheet at all.
-- Null until the drawing's map is made with this measure: the page then
-- offers the sheet, and the browser turns its button off once it has read
-- the map.

alter table public.drawings add column dot_figure boolean;

comment on column public.drawings.dot_figure is
  'Whether the region map has a main figure for ''Ligue os pontos'' (issue 48); null until measured (difficulty measure 6).';

-- Its page shows it (the sheet offered or not): like any other change of what
-- the page shows, it moves updated_at, which is how a change reaches the
-- rebuild engine (src/server/changes/change.ts) and the sitemap's lastmod.
drop trigger if exists drawings_touch_updated_at on public.drawings;
create trigger drawings_touch_updated_at
  before update of title, slug, description, category_id, tags, image_url, active, difficulty_tier, difficulty_override, dot_figure
  on public.drawings
  for each row execute function public.touch_updated_at();
