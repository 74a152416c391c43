import { sql } from "kysely";
import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import { shownTierSql } from "./drawings-query.ts";
import type { Executor } from "./executor.ts";

/**
 * The search's queries (src/server/search/search.ts has the rest): full-text
 * search over the documents the triggers of migration
 * 20261125100000_database_search keep, and the typo vocabulary.
 */
export type SearchScope = "drawings" | "articles";

/** Which page of hits a query asks for (the API's `page`, the search's page size). */
export type PageRequest = { page: number; pageSize: number };

type DrawingSearchSqlRow = {
  total: number;
  slug: string | null;
  title: string | null;
  image_url: string | null;
  category_slug: string | null;
  category_name: string | null;
  difficulty: DifficultyTier | null;
};

/** One row of a page of drawing hits: the count of all hits, and one hit (all null on an empty page). */
export type DrawingSearchRow = {
  total: number;
  slug: string | null;
  title: string | null;
  imageUrl: string | null;
  categorySlug: string | null;
  categoryName: string | null;
  difficulty: DifficultyTier | null;
};

const toDrawingSearchRow = (row: DrawingSearchSqlRow): DrawingSearchRow => ({
  total: row.total,
  slug: row.slug,
  title: row.title,
  imageUrl: row.image_url,
  categorySlug: row.category_slug,
  categoryName: row.category_name,
  difficulty: row.difficulty,
});

/** A drawing's tier as pages show it, for the drawings aliased `d` below. */
const TIER = shownTierSql("d");

export type ArticleSearchRow = {
  total: number;
  slug: string | null;
  title: string | null;
  content: string | null;
  headline: string | null;
};

/**
 * A page of the drawings matching every word, and the count of all of them
 * (the count is on every row; one row of nulls when the page is empty). A
 * query that is the whole title comes first, then one that is a run of the
 * title's words, then ts_rank, then the newest.
 */
export async function searchDrawingRows(
  db: Executor,
  words: string[],
  phrase: string,
  { page, pageSize }: PageRequest,
  tier: DifficultyTier | null = null,
) {
  // The tier filter, when there is one: after the text match, which is the selective part.
  const ofTier = tier ? sql`and exists (select 1 from public.drawings d where d.id = s.drawing_id and ${TIER} = ${tier})` : sql``;
  const { rows } = await sql<DrawingSearchSqlRow>`
    with hits as materialized (
      select s.drawing_id, public.search_title_match(s.title_key, ${phrase}) as exact, ts_rank(s.document, q.query) as rank, s.created_at
      from public.drawing_search s, (select public.search_query(${words}::text[]) as query) q
      where s.document @@ q.query ${ofTier}
    )
    select t.total, p.slug, p.title, p.image_url, p.category_slug, p.category_name, p.difficulty
    from (select count(*)::integer as total from hits) t
    left join lateral (
      select d.slug, d.title, d.image_url, c.slug as category_slug, c.name as category_name, ${TIER} as difficulty,
        h.exact, h.rank, h.created_at, h.drawing_id
      from (select * from hits order by exact desc, rank desc, created_at desc, drawing_id
            limit ${pageSize} offset ${(page - 1) * pageSize}) h
      join public.drawings d on d.id = h.drawing_id
      join public.categories c on c.id = d.category_id
    ) p on true
    order by p.exact desc, p.rank desc, p.created_at desc, p.drawing_id`.execute(db);
  return rows.map(toDrawingSearchRow);
}

/**
 * A page of every active drawing (with a category) of one difficulty tier,
 * newest first, and their count: the difficulty filter without a query.
 */
export async function drawingsOfTierRows(db: Executor, tier: DifficultyTier, { page, pageSize }: PageRequest) {
  const { rows } = await sql<DrawingSearchSqlRow>`
    with tiered as materialized (
      select d.id, d.created_at from public.drawings d
      join public.categories c on c.id = d.category_id
      where d.active and ${TIER} = ${tier}
    )
    select t.total, p.slug, p.title, p.image_url, p.category_slug, p.category_name, p.difficulty
    from (select count(*)::integer as total from tiered) t
    left join lateral (
      select d.slug, d.title, d.image_url, c.slug as category_slug, c.name as category_name, ${TIER} as difficulty,
        h.created_at, h.id
      from (select * from tiered order by created_at desc, id desc limit ${pageSize} offset ${(page - 1) * pageSize}) h
      join public.drawings d on d.id = h.id
      join public.categories c on c.id = d.category_id
    ) p on true
    order by p.created_at desc, p.id desc`.execute(db);
  return rows.map(toDrawingSearchRow);
}

/**
 * The same for published articles, with a passage of each around the words
 * found (ts_headline), the matches between `marks`.
 */
export async function searchArticleRows(
  db: Executor,
  words: string[],
  phrase: string,
  { page, pageSize }: PageRequest,
  marks: { start: string; end: string },
) {
  const { rows } = await sql<ArticleSearchRow>`
    with q as materialized (select public.search_query(${words}::text[]) as query),
    hits as materialized (
      select s.article_id, public.search_title_match(s.title_key, ${phrase}) as exact, ts_rank(s.document, q.query) as rank, s.published_at
      from public.article_search s, q
      where s.document @@ q.query
    )
    select t.total, p.slug, p.title, p.content, p.headline
    from (select count(*)::integer as total from hits) t
    left join lateral (
      select a.slug, a.title, a.content, h.exact, h.rank, h.published_at, h.article_id,
        ts_headline(
          'public.rabisco_search',
          public.search_plain_text(a.excerpt || E'\n' || left(a.content, 20000)),
          (select query from q),
          ${`StartSel=${marks.start}, StopSel=${marks.end}, MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=1`}
        ) as headline
      from (select * from hits order by exact desc, rank desc, published_at desc nulls last, article_id
            limit ${pageSize} offset ${(page - 1) * pageSize}) h
      join public.blog_articles a on a.id = h.article_id
    ) p on true
    order by p.exact desc, p.rank desc, p.published_at desc nulls last, p.article_id`.execute(db);
  return rows;
}

/**
 * Loosens the current transaction for the typo correction: a lower trigram
 * similarity threshold (one edit in a 4-letter word leaves few trigrams in
 * common: 'gsto'/'gato' is 0.25), and no sequential scan, because the
 * planner cannot estimate a prefix query and reads the whole table to learn
 * that a word matches nothing (65 ms at 100,000 drawings), where the index
 * answers at once.
 */
export async function useTypoSettings(trx: Executor): Promise<void> {
  await sql`select set_config('pg_trgm.similarity_threshold', '0.2', true), set_config('enable_seqscan', 'off', true)`.execute(
    trx,
  );
}

/** Whether any document of the scope matches this one word (stemmed or as a prefix). */
export async function wordMatches(db: Executor, scope: SearchScope, word: string): Promise<boolean> {
  const table = scope === "drawings" ? sql`public.drawing_search` : sql`public.article_search`;
  const { rows } = await sql<{ found: boolean }>`
    select exists (
      select 1 from ${table} s, (select public.search_query(array[${word}]::text[]) as query) q
      where s.document @@ q.query
    ) as found`.execute(db);
  return rows[0]?.found ?? false;
}

/**
 * Words of the scope's vocabulary that look like `word` (trigram similarity,
 * through the index). Stop words are left out: the search ignores them, so a
 * correction to one ('mães' to 'mais') would silently drop a word of the
 * query and find whatever the rest finds.
 */
export async function lookAlikeWords(
  db: Executor,
  scope: SearchScope,
  word: string,
): Promise<{ word: string; documents: number }[]> {
  const { rows } = await sql<{ word: string; documents: number }>`
    select word, documents from public.search_words
    where scope = ${scope} and documents > 0 and word operator(extensions.%) ${word}
      and numnode(plainto_tsquery('public.rabisco_search', public.search_singular(word))) > 0
    order by extensions.similarity(word, ${word}) desc, documents desc
    limit 30`.execute(db);
  return rows;
}
