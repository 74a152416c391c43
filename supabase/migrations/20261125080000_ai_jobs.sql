-- AI work that may outlast a synchronous request (issue 20).
--
-- On Netlify a synchronous function stops after 60 seconds (30 under
-- `netlify dev`), and a generated article can take longer. The admin API
-- stores the validated request here and answers 202 at once; the work runs in
-- the background function netlify/functions/ai-jobs-background.mjs (15
-- minutes), or in-process under `npm start`, and the screen polls the row.

create table public.ai_jobs (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('generate-article')),
  input jsonb not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  -- The work's answer (status 'done'), as the synchronous route would have sent it.
  result jsonb,
  -- Why it failed (status 'failed'): { "status": 502, "message": "..." }, the HTTP error it stands for.
  error jsonb,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);

create index ai_jobs_created_at_idx on public.ai_jobs (created_at);

comment on table public.ai_jobs is
  'AI requests run in the background (generated articles); the admin screen polls them. Rows older than a day are deleted.';

alter table public.ai_jobs enable row level security;
