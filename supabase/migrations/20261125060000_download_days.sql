-- Downloads per drawing and day (issue 21), for the admin's "most downloaded
-- this week". A trigger on drawings.downloads keeps it, so every counting
-- path (the counter function, a Supabase dashboard edit) is covered and the
-- visitor-facing counter stays one atomic update. Days are São Paulo days.
-- Rows older than the dashboard needs (35 days) are dropped as new ones come.

create table public.drawing_download_days (
  drawing_id uuid not null references public.drawings (id) on delete cascade,
  day date not null,
  downloads bigint not null default 0 check (downloads >= 0),
  primary key (drawing_id, day)
);

create index drawing_download_days_day_idx on public.drawing_download_days (day);

comment on table public.drawing_download_days is
  'Downloads counted per drawing and day (America/Sao_Paulo), kept by the count_download_day trigger: the admin dashboard''s week. Server only.';

create or replace function public.count_download_day()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  today date := (now() at time zone 'America/Sao_Paulo')::date;
begin
  if new.downloads > old.downloads then
    insert into public.drawing_download_days (drawing_id, day, downloads)
      values (new.id, today, new.downloads - old.downloads)
      on conflict (drawing_id, day) do update
        set downloads = public.drawing_download_days.downloads + excluded.downloads;
    -- A cheap, bounded cleanup: the first count of a day drops what is past any week the dashboard shows.
    if not exists (select 1 from public.drawing_download_days where day = today and drawing_id <> new.id) then
      delete from public.drawing_download_days where day < today - 35;
    end if;
  end if;
  return new;
end
$$;

create trigger drawings_download_days
  after update of downloads on public.drawings
  for each row execute function public.count_download_day();

alter table public.drawing_download_days enable row level security;
revoke all on table public.drawing_download_days from public, anon, authenticated;
grant select, insert, update, delete on table public.drawing_download_days to service_role;
