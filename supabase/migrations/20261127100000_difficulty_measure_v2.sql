-- The difficulty measure changed (issue 34,
-- docs/decisions/0022-difficulty-a-teacher-agrees-with.md): regions are
-- weighed by what filling them asks of a child's hand, and details inside a
-- bigger region count little. difficulty_measure is the version of the
-- measure a drawing's metrics come from (DIFFICULTY_MEASURE_VERSION in
-- src/lib/colouring/difficulty.ts); a drawing measured by another version is
-- owed again, so the backfill at the next start or build measures it anew
-- and records its tier. Its map file stays served meanwhile: only the
-- metrics are remade. A changed tier moves updated_at and re-renders the
-- drawing's pages, as any change of difficulty does.
alter table public.drawings
  add column difficulty_measure integer check (difficulty_measure > 0);

comment on column public.drawings.difficulty_measure is
  'The version of the difficulty measure difficulty_score and difficulty_tier come from; owed again when it differs from the code''s.';
