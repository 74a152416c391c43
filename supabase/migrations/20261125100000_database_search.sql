-- Search from the database (issue 24, docs/decisions/0018-search-in-the-database.md).
--
-- The visitor search (drawings) and the blog's article search run here, with
-- PostgreSQL full-text search, instead of in a static Pagefind index that had
-- to be rebuilt whole after every change. What they need, kept in step with
-- the content by statement-level triggers, so a search sees an edit the
-- moment it commits:
--
-- 1. `public.rabisco_search`, a text search configuration: Portuguese
--    stemming after `unaccent`, so 'Coração' and 'coracao' are one word.
-- 2. `public.search_singular(text)`: plural endings the Snowball stemmer
--    leaves apart ('leões'/'leão', 'pães'/'pão', 'ovos'/'ovo', 'trens'/
--    'trem', 'animais'/'animal') rewritten to the singular before stemming,
--    on documents and queries alike.
-- 3. `public.drawing_search` and `public.article_search`: one weighted
--    document per searchable drawing (active, with a category) and per
--    published article, with a GIN index. Title A, tags B, category (or the
--    article's excerpt) C, description (or the article's text) D.
-- 4. `public.search_words`: every accent-free word of those documents and
--    how many documents have it, with a trigram index (pg_trgm), for the
--    typo correction ('Mostrando resultados para: …').
--
-- Texts are cut to a bounded length before they are indexed: a huge
-- description or article can never make a write fail on the index's limits.

------------------------------------------------------------------------------
-- Text search configuration and normalisation
------------------------------------------------------------------------------
create text search configuration public.rabisco_search (copy = pg_catalog.portuguese);
alter text search configuration public.rabisco_search
  alter mapping for hword, hword_part, word with extensions.unaccent, pg_catalog.portuguese_stem;

comment on text search configuration public.rabisco_search is
  'Portuguese stemming of accent-free words: the site''s search documents and queries.';

-- Singular form of the plural endings the Portuguese stemmer does not bring
-- together with their singular, applied in this order to lower-case,
-- accent-free text (search_normalize), on documents and queries alike.
create or replace function public.search_singular(value text)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
as $$
  select
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(value,
      '\m(mae|heroi)s\M', '\1', 'g'),  -- exceptions: 'maes' is not 'mao', 'herois' is not 'herol'
      '\m(\w+)[oa]es\M', '\1ao', 'g'),  -- leoes, paes, caes -> leao, pao, cao
      '\m(\w+)aos\M', '\1ao', 'g'),  -- maos -> mao
      '\m(\w{3,})ais\M', '\1al', 'g'),  -- animais -> animal (not 'mais', 'pais')
      '\m(\w{2,})eis\M', '\1el', 'g'),  -- aneis, papeis -> anel, papel (not 'reis', 'seis')
      '\m(\w{3,})ois\M', '\1ol', 'g'),  -- girassois, farois -> girassol, farol (not 'bois', 'dois')
      '\m(\w+)ns\M', '\1m', 'g'),  -- trens, nuvens, jardins -> trem, nuvem, jardim
      '\m(\w+[rz])es\M', '\1', 'g'),  -- flores, luzes -> flor, luz
      '\m(\w+[^aeiou\W][aeiou])s\M', '\1', 'g')  -- ovos, avos -> ovo, avo (not 'mes', 'pais')
$$;

comment on function public.search_singular(text) is
  'Rewrites plural endings the Portuguese stemmer misses to the singular (leoes -> leao, trens -> trem, ovos -> ovo). Input is search_normalize''d text.';

-- The text a search document is made of, normalised and bounded.
create or replace function public.search_text(value text, max_length integer)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.search_singular(public.search_normalize(left(coalesce(value, ''), max_length)))
$$;

-- A title as its accent-free words separated by single spaces, the form a
-- query's words are compared with ('Gato brincalhão!' -> 'gato brincalhao').
create or replace function public.search_title_key(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(public.search_normalize(left(coalesce(value, ''), 500)), '[^[:alnum:]]+', ' ', 'g'))
$$;

-- How well a query's words (joined by single spaces) match a title key: 2
-- when they are the whole title, 1 when they are a run of its words, else 0.
-- No SET clause, so the planner can inline it.
create or replace function public.search_title_match(title_key text, phrase text)
returns integer
language sql
immutable
parallel safe
as $$
  select case
    when title_key = phrase then 2
    when pg_catalog.strpos(' ' || title_key || ' ', ' ' || phrase || ' ') > 0 then 1
    else 0
  end
$$;

-- The accent-free words of a text that typo corrections can suggest: 3 to
-- 40 letters, not bare numbers, each once.
create or replace function public.search_vocabulary(value text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct word order by word), '{}')
  from regexp_split_to_table(public.search_normalize(coalesce(value, '')), '[^[:alnum:]]+') as word
  where length(word) between 3 and 40 and word !~ '^[0-9]+$'
$$;

-- A search's tsquery from its words (lower-case, accent-free letters and
-- digits, src/lib/search.ts#searchWords): every word must match, by its stem
-- or, from 4 letters, as the beginning of a word ('girass' finds
-- 'girassol'). Stop words ('a', 'de', 'para') are dropped; null when no word
-- is left. The prefix is taken from the word as typed, the stem from its
-- singular (search_singular), as documents are.
create or replace function public.search_query(words text[])
returns tsquery
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  result tsquery;
  term tsquery;
  word text;
begin
  foreach word in array coalesce(words, '{}') loop
    term := plainto_tsquery('public.rabisco_search', public.search_singular(word));
    continue when numnode(term) = 0;
    if length(word) >= 4 then
      term := term || to_tsquery('pg_catalog.simple', quote_literal(word) || ':*');
    end if;
    result := case when result is null then term else result && term end;
  end loop;
  return result;
end
$$;

-- Article text for a passage shown under a search result: markdown marks,
-- link targets and HTML tags out, and the two private-use characters the
-- server marks the words found with (src/server/search/search.ts).
create or replace function public.search_plain_text(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(
      regexp_replace(coalesce(value, ''), '\]\([^)]*\)|<[^>]*>|[\uE000\uE001]', ' ', 'g'),
      '[#*_`>\[\]|~]+', ' ', 'g'),
    '\s+', ' ', 'g')
$$;

------------------------------------------------------------------------------
-- Search documents
------------------------------------------------------------------------------
create table public.search_words (
  scope text not null check (scope in ('drawings', 'articles')),
  word text not null,
  documents integer not null default 0,
  primary key (scope, word)
);

create index search_words_trgm_idx on public.search_words using gin (word extensions.gin_trgm_ops);

comment on table public.search_words is
  'Every accent-free word of the searchable drawings (or articles) and how many have it: the vocabulary of the typo correction. A word whose count fell to 0 stays, ignored. Server only.';

create table public.drawing_search (
  drawing_id uuid primary key,
  document tsvector not null,
  -- The title's words (search_title_key): a query that is the whole title,
  -- or a run of its words, comes first.
  title_key text not null,
  created_at timestamptz not null
);

create index drawing_search_document_idx on public.drawing_search using gin (document);

comment on table public.drawing_search is
  'The search document of every searchable drawing (active, with a category), kept by triggers on drawings and categories. Server only.';

-- The vocabulary words of each drawing_search row, apart: a search reads
-- every matching row of drawing_search, and half its bytes were these.
create table public.drawing_search_words (
  drawing_id uuid primary key,
  words text[] not null
);

comment on table public.drawing_search_words is
  'The vocabulary words (search_vocabulary) each searchable drawing adds to search_words, so an edit can take them back. Server only.';

create table public.article_search (
  article_id uuid primary key,
  document tsvector not null,
  words text[] not null,
  title_key text not null,
  published_at timestamptz
);

create index article_search_document_idx on public.article_search using gin (document);

comment on table public.article_search is
  'The search document of every published article, kept by a trigger on blog_articles. Server only.';

alter table public.search_words enable row level security;
alter table public.drawing_search enable row level security;
alter table public.drawing_search_words enable row level security;
alter table public.article_search enable row level security;
revoke all on table public.search_words, public.drawing_search, public.drawing_search_words, public.article_search
  from public, anon, authenticated;

-- Adds `delta` documents to each word of the scope's vocabulary, in word
-- order so concurrent writers lock the rows in the same order.
create or replace function public.search_words_add(search_scope text, removed text[], added text[])
returns void
language sql
set search_path = ''
as $$
  insert into public.search_words (scope, word, documents)
  select search_scope, word, sum(delta)::integer
  from (
    select unnest(removed) as word, -1 as delta
    union all
    select unnest(added), 1
  ) as changes
  group by word
  having sum(delta) <> 0
  order by word
  on conflict (scope, word) do update set documents = public.search_words.documents + excluded.documents
$$;

-- Recomputes the search documents of the given drawings from the tables:
-- written for the searchable ones, removed for the others (inactive, without
-- a category, deleted), the vocabulary adjusted by the difference.
create or replace function public.sync_drawing_search(ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  removed text[];
  added text[];
begin
  with before as (
    select s.drawing_id, s.words from public.drawing_search_words s where s.drawing_id = any (ids)
  ),
  next as (
    select
      d.id,
      setweight(to_tsvector('public.rabisco_search', public.search_text(d.title, 500)), 'A')
        || setweight(to_tsvector('public.rabisco_search', public.search_text(array_to_string(d.tags, ' '), 2000)), 'B')
        || setweight(to_tsvector('public.rabisco_search', public.search_text(c.name, 500)), 'C')
        || setweight(to_tsvector('public.rabisco_search', public.search_text(d.description, 20000)), 'D') as document,
      public.search_vocabulary(
        left(d.title, 500) || ' ' || left(array_to_string(d.tags, ' '), 2000) || ' ' || left(c.name, 500) || ' '
          || left(coalesce(d.description, ''), 20000)
      ) as words,
      public.search_title_key(d.title) as title_key,
      d.created_at
    from public.drawings d
    join public.categories c on c.id = d.category_id
    where d.id = any (ids) and d.active
  ),
  gone as (
    delete from public.drawing_search s
    where s.drawing_id = any (ids) and not exists (select 1 from next where next.id = s.drawing_id)
  ),
  gone_words as (
    delete from public.drawing_search_words s
    where s.drawing_id = any (ids) and not exists (select 1 from next where next.id = s.drawing_id)
  ),
  put as (
    insert into public.drawing_search (drawing_id, document, title_key, created_at)
    select id, document, title_key, created_at from next
    on conflict (drawing_id) do update set
      document = excluded.document,
      title_key = excluded.title_key,
      created_at = excluded.created_at
  ),
  put_words as (
    insert into public.drawing_search_words (drawing_id, words)
    select id, words from next
    on conflict (drawing_id) do update set words = excluded.words
  )
  select
    coalesce((select array_agg(word) from before, unnest(before.words) as word), '{}'),
    coalesce((select array_agg(word) from next, unnest(next.words) as word), '{}')
  into removed, added;
  perform public.search_words_add('drawings', removed, added);
end
$$;

create or replace function public.sync_article_search(ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  removed text[];
  added text[];
begin
  with before as (
    select s.article_id, s.words from public.article_search s where s.article_id = any (ids)
  ),
  source as (
    -- Markdown marks, link targets and HTML tags are not words of the text.
    select a.id, a.title, a.tags, a.published_at,
      public.search_plain_text(left(a.excerpt, 2000)) as excerpt,
      public.search_plain_text(left(a.content, 200000)) as body
    from public.blog_articles a
    where a.id = any (ids) and a.status = 'published'
  ),
  next as (
    select
      id,
      setweight(to_tsvector('public.rabisco_search', public.search_text(title, 500)), 'A')
        || setweight(to_tsvector('public.rabisco_search', public.search_text(array_to_string(tags, ' '), 2000)), 'B')
        || setweight(to_tsvector('public.rabisco_search', public.search_text(excerpt, 2000)), 'C')
        || setweight(to_tsvector('public.rabisco_search', public.search_text(body, 200000)), 'D') as document,
      public.search_vocabulary(
        left(title, 500) || ' ' || left(array_to_string(tags, ' '), 2000) || ' ' || left(excerpt, 2000) || ' ' || body
      ) as words,
      public.search_title_key(title) as title_key,
      published_at
    from source
  ),
  gone as (
    delete from public.article_search s
    where s.article_id = any (ids) and not exists (select 1 from next where next.id = s.article_id)
  ),
  put as (
    insert into public.article_search (article_id, document, words, title_key, published_at)
    select id, document, words, title_key, published_at from next
    on conflict (article_id) do update set
      document = excluded.document,
      words = excluded.words,
      title_key = excluded.title_key,
      published_at = excluded.published_at
  )
  select
    coalesce((select array_agg(word) from before, unnest(before.words) as word), '{}'),
    coalesce((select array_agg(word) from next, unnest(next.words) as word), '{}')
  into removed, added;
  perform public.search_words_add('articles', removed, added);
end
$$;

------------------------------------------------------------------------------
-- Triggers: statement level, so a bulk insert (a seed, an import) costs one
-- sync, and a counter bump (views, downloads) costs a one-row comparison.
------------------------------------------------------------------------------
-- Attached to drawings and blog_articles: calls the sync function named by
-- the first argument with the rows inserted, deleted, or updated in one of
-- the columns named by the other arguments (what their documents are made
-- of; a counter is not).
create or replace function public.search_documents_trigger()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  ids uuid[];
  columns text[] := tg_argv[1:];
begin
  if tg_op = 'INSERT' then
    select array_agg(id) into ids from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(id) into ids from old_rows;
  else
    select array_agg(n.id) into ids
    from new_rows n join old_rows o on o.id = n.id
    where (select jsonb_object_agg(key, value) from jsonb_each(to_jsonb(n)) where key = any (columns))
      is distinct from (select jsonb_object_agg(key, value) from jsonb_each(to_jsonb(o)) where key = any (columns));
  end if;
  if ids is not null then
    execute format('select public.%I($1)', tg_argv[0]) using ids;
  end if;
  return null;
end
$$;

create trigger drawings_search_insert after insert on public.drawings
  referencing new table as new_rows for each statement
  execute function public.search_documents_trigger('sync_drawing_search');
create trigger drawings_search_update after update on public.drawings
  referencing old table as old_rows new table as new_rows for each statement
  execute function public.search_documents_trigger(
    'sync_drawing_search', 'title', 'description', 'tags', 'category_id', 'active', 'created_at');
create trigger drawings_search_delete after delete on public.drawings
  referencing old table as old_rows for each statement
  execute function public.search_documents_trigger('sync_drawing_search');

create trigger articles_search_insert after insert on public.blog_articles
  referencing new table as new_rows for each statement
  execute function public.search_documents_trigger('sync_article_search');
create trigger articles_search_update after update on public.blog_articles
  referencing old table as old_rows new table as new_rows for each statement
  execute function public.search_documents_trigger(
    'sync_article_search', 'title', 'excerpt', 'content', 'tags', 'status', 'published_at');
create trigger articles_search_delete after delete on public.blog_articles
  referencing old table as old_rows for each statement
  execute function public.search_documents_trigger('sync_article_search');

-- A renamed category changes the documents of its drawings.
create or replace function public.categories_search_trigger()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  ids uuid[];
begin
  select array_agg(d.id) into ids
  from new_rows n
  join old_rows o on o.id = n.id
  join public.drawings d on d.category_id = n.id
  where n.name is distinct from o.name;
  if ids is not null then
    perform public.sync_drawing_search(ids);
  end if;
  return null;
end
$$;

create trigger categories_search_update after update on public.categories
  referencing old table as old_rows new table as new_rows for each statement execute function public.categories_search_trigger();

------------------------------------------------------------------------------
-- What is already there
------------------------------------------------------------------------------
select public.sync_drawing_search(coalesce((select array_agg(id) from public.drawings), '{}'));
select public.sync_article_search(coalesce((select array_agg(id) from public.blog_articles), '{}'));
