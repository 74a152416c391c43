-- Generated articles (issue 19, docs/ai.md "AI assistance").
--
-- Every article text the AI generator returns, kept in the database as soon
-- as it arrives: a generation is paid for, and on a host whose disk cannot
-- be written (Netlify's functions) the file under data/generated-articles/
-- is not written at all. The administrator gets the text in the answer
-- either way. Server only.

create table public.generated_articles (
  id uuid primary key default gen_random_uuid(),
  topic text not null,
  content text not null,
  word_count integer not null default 0 check (word_count >= 0),
  cost numeric(12, 6) not null default 0 check (cost >= 0),
  file_path text,
  created_at timestamptz not null default now()
);

comment on table public.generated_articles is
  'The raw text of every AI-generated article (article, ---, INSERT statement), with its topic and cost. Server only.';
comment on column public.generated_articles.file_path is
  'Where the text was also saved on disk, relative to the project root; null where the disk could not be written.';

create index generated_articles_created_at_idx on public.generated_articles (created_at);

alter table public.generated_articles enable row level security;
revoke all on table public.generated_articles from public, anon, authenticated;
grant select, insert on table public.generated_articles to service_role;
