-- A drawing's reference painting (issue 48): the colours an administrator
-- painted it with once, on the colouring screen, for its 'Pinte por número'
-- sheets to take their colours from.
--
-- `points` is a JSON array of [x, y, colour] triples: a point deep inside
-- each painted region (its pole), in the region map's pixels, and the colour
-- as 0xRRGGBB. Points rather than region numbers: a region map made again
-- (a new version of the measure, docs/decisions/0019) may number its
-- regions otherwise, and a point still falls in the same area. Read through
-- src/lib/activities/reference-painting.ts, which drops what is malformed.
--
-- Its own table, not a column of drawings: painting one changes nothing a
-- page shows, so it must not reach the content triggers that rebuild pages.

create table public.drawing_reference_paintings (
  drawing_id uuid primary key references public.drawings (id) on delete cascade,
  points jsonb not null check (jsonb_typeof(points) = 'array' and jsonb_array_length(points) <= 4000),
  painted_at timestamptz not null default now()
);

comment on table public.drawing_reference_paintings is
  'The colours an administrator painted a drawing with (issue 48): [[x, y, 0xRRGGBB], ...] at a point inside each painted region of its region map.';

alter table public.drawing_reference_paintings enable row level security;
revoke all on table public.drawing_reference_paintings from public, anon, authenticated;
grant select, insert, update, delete on table public.drawing_reference_paintings to service_role;
