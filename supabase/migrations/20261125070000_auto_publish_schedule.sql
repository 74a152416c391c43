-- The automatic publishing schedule set on the screen (issue 21).
--
-- schedule_every: null follows the server's AUTO_PUBLISH_EVERY (the default,
-- as before); 'off' turns scheduled publishing off; an interval such as
-- '6h' or '1d' publishes one pending drawing that often. The server checks
-- the interval's format and range before storing it.

alter table public.auto_publish_settings
  add column schedule_every text check (schedule_every is null or schedule_every ~ '^(off|([0-9]+[smhd])+)$');

comment on column public.auto_publish_settings.schedule_every is
  'Scheduled publishing interval chosen on the screen: null = AUTO_PUBLISH_EVERY, ''off'', or an interval like ''6h''.';
