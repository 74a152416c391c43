import { sql } from "kysely";
import {
  type ArticleSearchHit,
  type DrawingSearchHit,
  type ExcerptPart,
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  searchWords,
} from "#src/lib/search.ts";
import { articlePath, cardUrlFor, drawingPath } from "#src/lib/urls.ts";
import { renderArticleBody } from "../markdown.ts";
import { type Executor, inTransaction } from "../repositories/executor.ts";
import { allowedEdits, bestCorrection, type Candidate } from "./correction.ts";

/**
 * The site's search, in the database (docs/decisions/0018-search-in-the-database.md):
 * full-text search over the documents the triggers of migration
 * 20261125100000_database_search keep, ranked with title matches first,
 * with a typo correction when a query finds nothing.
 *
 * `public.search_query(words)` turns the words into a tsquery (every word
 * must match: its stem, or for 4+ letters any word it begins; stop words
 * dropped). A query that is the whole title comes first, then one that is
 * a run of the title's words ('letra a' in 'Letra A para colorir'), then
 * `ts_rank` (weights: title 1, tags 0.4, category or excerpt 0.2, text 0.1),
 * then the newest.
 */
export type SearchScope = "drawings" | "articles";

/** Time spent in the database, apart from the rest (the benchmark reports both). */
export type SearchTimings = { databaseMs: number };

type Page = { page: number; pageSize: number };

type DrawingRow = {
  total: number;
  slug: string | null;
  title: string | null;
  image_url: string | null;
  category_slug: string | null;
  category_name: string | null;
};

type ArticleRow = {
  total: number;
  slug: string | null;
  title: string | null;
  content: string | null;
  headline: string | null;
};

const MARK_START = "\u{E000}";
const MARK_END = "\u{E001}";

async function timed<T>(timings: SearchTimings | undefined, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    if (timings) timings.databaseMs += performance.now() - started;
  }
}

async function drawingPage(db: Executor, words: string[], phrase: string, { page, pageSize }: Page) {
  const { rows } = await sql<DrawingRow>`
    with hits as materialized (
      select s.drawing_id, public.search_title_match(s.title_key, ${phrase}) as exact, ts_rank(s.document, q.query) as rank, s.created_at
      from public.drawing_search s, (select public.search_query(${words}::text[]) as query) q
      where s.document @@ q.query
    )
    select t.total, p.slug, p.title, p.image_url, p.category_slug, p.category_name
    from (select count(*)::integer as total from hits) t
    left join lateral (
      select d.slug, d.title, d.image_url, c.slug as category_slug, c.name as category_name,
        h.exact, h.rank, h.created_at, h.drawing_id
      from (select * from hits order by exact desc, rank desc, created_at desc, drawing_id
            limit ${pageSize} offset ${(page - 1) * pageSize}) h
      join public.drawings d on d.id = h.drawing_id
      join public.categories c on c.id = d.category_id
    ) p on true
    order by p.exact desc, p.rank desc, p.created_at desc, p.drawing_id`.execute(db);
  const total = rows[0]?.total ?? 0;
  const results: DrawingSearchHit[] = rows.flatMap((row) =>
    row.slug && row.title && row.category_slug && row.category_name
      ? [
          {
            url: drawingPath(row.category_slug, row.slug),
            title: row.title,
            image: cardUrlFor(row.image_url) ?? null,
            category: row.category_name,
          },
        ]
      : [],
  );
  return { total, results };
}

async function articlePage(db: Executor, words: string[], phrase: string, { page, pageSize }: Page) {
  const { rows } = await sql<ArticleRow>`
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
          ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=1`}
        ) as headline
      from (select * from hits order by exact desc, rank desc, published_at desc nulls last, article_id
            limit ${pageSize} offset ${(page - 1) * pageSize}) h
      join public.blog_articles a on a.id = h.article_id
    ) p on true
    order by p.exact desc, p.rank desc, p.published_at desc nulls last, p.article_id`.execute(db);
  // An article whose text cannot be rendered has no page (src/server/markdown.ts,
  // which remembers the verdict): it is left out of the results and the count.
  const found = await Promise.all(
    rows.map(async (row): Promise<ArticleSearchHit | null> => {
      if (!row.slug || !row.title || row.content === null || !(await renderArticleBody(row.content)).ok) return null;
      return { url: articlePath(row.slug), title: row.title, excerpt: excerptParts(row.headline ?? "") };
    }),
  );
  const results = found.filter((hit) => hit !== null);
  const unrendered = rows.filter((row) => row.slug !== null).length - results.length;
  return { total: Math.max(0, (rows[0]?.total ?? 0) - unrendered), results };
}

/** ts_headline's passage, its matches between the private-use marks, as parts. */
export function excerptParts(headline: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${MARK_START}${MARK_END}]`, "u")).entries()) {
    if (piece !== "") parts.push({ text: piece, marked: index % 2 === 1 });
  }
  return parts;
}

/** Whether any document of the scope matches this one word (stemmed or as a prefix). */
async function wordMatches(db: Executor, scope: SearchScope, word: string): Promise<boolean> {
  const table = scope === "drawings" ? sql`public.drawing_search` : sql`public.article_search`;
  const { rows } = await sql<{ found: boolean }>`
    select exists (
      select 1 from ${table} s, (select public.search_query(array[${word}]::text[]) as query) q
      where s.document @@ q.query
    ) as found`.execute(db);
  return rows[0]?.found ?? false;
}

/** Words of the scope's vocabulary that look like `word` (trigram similarity, through the index). */
async function lookAlikes(db: Executor, scope: SearchScope, word: string): Promise<Candidate[]> {
  const { rows } = await sql<Candidate>`
    select word, documents from public.search_words
    where scope = ${scope} and documents > 0 and word operator(extensions.%) ${word}
    order by extensions.similarity(word, ${word}) desc, documents desc
    limit 30`.execute(db);
  return rows;
}

/**
 * The query with each word no document has replaced by the closest word the
 * vocabulary has, or null when no word could be corrected. Runs in a
 * transaction so its settings stay local to it.
 */
async function correctWords(db: Executor, scope: SearchScope, words: string[]): Promise<string[] | null> {
  const checkable = words.filter((word) => allowedEdits(word) > 0);
  if (checkable.length === 0) return null;
  const corrected = await inTransaction(db, async (trx) => {
    // One edit in a 4-letter word leaves few trigrams in common ('gsto'/'gato': 0.25).
    await sql`select set_config('pg_trgm.similarity_threshold', '0.2', true)`.execute(trx);
    // The planner cannot estimate a prefix query and reads the whole table to
    // learn that a word matches nothing (65 ms at 100,000 drawings); the index answers at once.
    await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx);
    const replaced = new Map<string, string>();
    for (const word of new Set(checkable)) {
      if (await wordMatches(trx, scope, word)) continue;
      const correction = bestCorrection(word, await lookAlikes(trx, scope, word));
      if (correction) replaced.set(word, correction);
    }
    return replaced;
  });
  if (corrected.size === 0) return null;
  return words.map((word) => corrected.get(word) ?? word);
}

async function search<Hit>(
  db: Executor,
  scope: SearchScope,
  query: string,
  page: Page,
  run: (db: Executor, words: string[], phrase: string, page: Page) => Promise<{ total: number; results: Hit[] }>,
  timings?: SearchTimings,
): Promise<SearchAnswer<Hit>> {
  const words = searchWords(query);
  const answer = (found: { total: number; results: Hit[] }, correctedQuery: string | null): SearchAnswer<Hit> => ({
    query,
    correctedQuery,
    total: found.total,
    page: page.page,
    pageSize: page.pageSize,
    results: found.results,
  });
  if (words.length === 0) return answer({ total: 0, results: [] }, null);
  const phrase = words.join(" ");
  const found = await timed(timings, () => run(db, words, phrase, page));
  if (found.total > 0) return answer(found, null);
  const corrected = await timed(timings, () => correctWords(db, scope, words));
  if (!corrected) return answer(found, null);
  const correctedQuery = corrected.join(" ");
  const again = await timed(timings, () => run(db, corrected, correctedQuery, page));
  return again.total > 0 ? answer(again, correctedQuery) : answer(found, null);
}

/** A page of the drawing search (active drawings with a category). */
export function searchDrawings(
  db: Executor,
  query: string,
  page = 1,
  timings?: SearchTimings,
): Promise<SearchAnswer<DrawingSearchHit>> {
  return search(db, "drawings", query, { page, pageSize: SEARCH_PAGE_SIZE }, drawingPage, timings);
}

/** The article search of the blog (published articles), the first `limit` results. */
export function searchArticles(
  db: Executor,
  query: string,
  limit: number,
  timings?: SearchTimings,
): Promise<SearchAnswer<ArticleSearchHit>> {
  return search(db, "articles", query, { page: 1, pageSize: limit }, articlePage, timings);
}
