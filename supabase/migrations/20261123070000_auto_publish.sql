-- Automatic publishing (issue 13, docs/publishing.md "Automatic publishing").
--
-- pending_drawings: one row per image waiting in the storage folder
-- drawings-to-publish/ (the bytes live in storage, the row is the truth:
-- a file is pending while its row exists). Publishing claims a row
-- atomically (claim_token, claimed_until: two publishers never take the same
-- file), then deletes it in the same transaction that inserts the drawing,
-- so a crash leaves either the pending row or the drawing, never both and
-- never neither; the bytes are removed after the commit (a leftover file no
-- row names is swept). A failed attempt releases the claim, counts, and sets
-- retry_after (the scheduler's back-off).
--
-- image_hash: a 64-bit perceptual hash (difference hash of the image with
-- its white margins trimmed, 16 hex digits), on pending rows and drawings,
-- so an upload that repeats an existing image is refused.
--
-- auto_publish_state: the one row of the scheduler (AUTO_PUBLISH_EVERY):
-- when the next scheduled publication is due, claimed atomically by whichever
-- process runs it (npm start's timer or Netlify's scheduled function), and
-- how many runs in a row failed (a failed run is retried sooner than a whole
-- interval, with a growing delay: no retry storm when the AI is down).

create table public.pending_drawings (
  id uuid primary key default gen_random_uuid(),
  file_name text not null unique
    check (file_name ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$' and length(file_name) <= 120 and position('..' in file_name) = 0),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  byte_size integer not null check (byte_size > 0),
  image_hash text check (image_hash ~ '^[0-9a-f]{16}$'),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  retry_after timestamptz,
  claim_token uuid,
  claimed_until timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.pending_drawings is
  'Images waiting in storage drawings-to-publish/ for automatic publishing; a row is deleted in the transaction that creates its drawing. Server only.';

create index pending_drawings_queue_idx on public.pending_drawings (created_at, id);

alter table public.drawings add column image_hash text check (image_hash ~ '^([0-9a-f]{16})?$');

comment on column public.drawings.image_hash is
  'Perceptual hash of the image (difference hash, 16 hex digits) for refusing duplicate uploads; empty when the image has none (blank), null until computed.';

create table public.auto_publish_state (
  id boolean primary key default true check (id),
  next_run_at timestamptz,
  last_run_at timestamptz,
  last_outcome text,
  consecutive_failures integer not null default 0 check (consecutive_failures >= 0)
);

comment on table public.auto_publish_state is
  'The scheduled publisher''s single row: when the next publication is due. Server only.';

alter table public.pending_drawings enable row level security;
alter table public.auto_publish_state enable row level security;
revoke all on table public.pending_drawings, public.auto_publish_state from public, anon, authenticated;
grant select, insert, update, delete on table public.pending_drawings, public.auto_publish_state to service_role;
