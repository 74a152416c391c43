-- AI usage records (issue 12, docs/ai.md "AI assistance").
--
-- One row per call to the AI provider, successful or not: what it was for,
-- the model, the tokens and cost the provider reported (or the cost the
-- configured prices give), how long it took, and a short error when it
-- failed. The admin area sums the month's cost from here. Server only.

create table public.ai_usage (
  id uuid primary key default gen_random_uuid(),
  kind text not null
    check (kind in ('reformulate-drawing', 'reformulate-category', 'generate-article', 'publish-drawing')),
  model text not null,
  input_tokens integer not null default 0 check (input_tokens >= 0),
  output_tokens integer not null default 0 check (output_tokens >= 0),
  cost numeric(12, 6) not null default 0 check (cost >= 0),
  duration_ms integer not null default 0 check (duration_ms >= 0),
  success boolean not null,
  error text,
  created_at timestamptz not null default now()
);

comment on table public.ai_usage is
  'One row per call to the AI provider, successful or not: kind, model, tokens, cost in US dollars, duration. Server only.';
comment on column public.ai_usage.cost is
  'US dollars: the cost the provider reported, else tokens times the configured prices, else 0.';
comment on column public.ai_usage.error is
  'A short reason when the call failed (never the provider''s raw answer nor the key).';

create index ai_usage_created_at_idx on public.ai_usage (created_at);

alter table public.ai_usage enable row level security;
revoke all on table public.ai_usage from public, anon, authenticated;
grant select, insert on table public.ai_usage to service_role;
