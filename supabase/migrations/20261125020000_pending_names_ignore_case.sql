-- Pending file names unique without regard to case (issue 19).
--
-- 'gato.png' and 'GATO.PNG' are one file on a case-insensitive disk or
-- bucket path; the upload then takes the next free name ('GATO-2.png').
-- Rows already differing only by case (none should exist: the queue is
-- short-lived) are left as they are, and the index waits for them to go.

do $$
begin
  if exists (
    select 1 from public.pending_drawings group by lower(file_name) having count(*) > 1
  ) then
    raise notice 'pending_drawings: names differing only by case exist; publish or remove them, then create pending_drawings_file_name_ci_key';
  else
    create unique index pending_drawings_file_name_ci_key on public.pending_drawings (lower(file_name));
  end if;
end
$$;
