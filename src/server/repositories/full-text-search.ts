import { sql } from "kysely";
import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import { isUuid } from "#src/lib/uuid.ts";
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
 * What a drawing search looks for (src/server/search/search.ts makes it from
 * the query and what it understood of it, ./understanding.ts): `words`, all
 * of which must match; `alternatives`, each of which must be met by one of
 * its lists of words matching (what the query said, or the name it means:
 * 'bichos' or 'animais') or by the drawing being one of its `drawingIds` (a
 * collection named: every drawing of it is a result); and the tiers, when
 * the query named an age. `phrase` (the query's words) puts a drawing whose
 * title it is first; `first` (the collections' drawings) come next.
 */
export type DrawingSearchPlan = {
  words: string[];
  alternatives: { anyOf: string[][]; drawingIds: string[] }[];
  tiers: DifficultyTier[] | null;
  phrase: string;
  first: string[];
};

/** The tsquery of some words (public.search_query) as text, or null when they are all stop words. */
async function queryTexts(db: Executor, lists: string[][]): Promise<(string | null)[]> {
  if (lists.length === 0) return [];
  const columns = lists.map((words, index) => sql`public.search_query(${words}::text[])::text as ${sql.ref(`q${index}`)}`);
  const { rows } = await sql<Record<string, string | null>>`select ${sql.join(columns)}`.execute(db);
  const row = rows[0] ?? {};
  return lists.map((_, index) => {
    const text = row[`q${index}`];
    return text ? text : null;
  });
}

/**
 * A page of the drawings the plan finds, and the count of all of them (the
 * count is on every row; one row of nulls when the page is empty): the
 * drawing whose title is the query first, then one whose title has the
 * query's words in a run, then the drawings of a collection named, then
 * ts_rank, then the newest. Null when the plan asks for nothing the text
 * search can look up (only stop words, no collection): the caller lists the
 * tiers instead, or finds nothing.
 */
export async function searchDrawingRows(db: Executor, plan: DrawingSearchPlan, { page, pageSize }: PageRequest) {
  const lists = [plan.words, ...plan.alternatives.flatMap((alternative) => alternative.anyOf)];
  const [rest = null, ...queries] = await queryTexts(db, lists);
  const conditions = [];
  if (rest) conditions.push(sql`s.document @@ ${rest}::tsquery`);
  let next = 0;
  for (const alternative of plan.alternatives) {
    const ways = queries.slice(next, next + alternative.anyOf.length).filter((query) => query !== null);
    next += alternative.anyOf.length;
    const members = alternative.drawingIds.filter(isUuid);
    const any = [
      ...ways.map((query) => sql`s.document @@ ${query}::tsquery`),
      ...(members.length > 0 ? [sql`s.drawing_id = any(${members}::uuid[])`] : []),
    ];
    if (any.length > 0) conditions.push(sql`(${sql.join(any, sql` or `)})`);
  }
  if (conditions.length === 0) return null;
  // The tier filter, when there is one: a column of the document the text matched (migration 20261130000000).
  if (plan.tiers) conditions.push(ofTiers(plan.tiers));
  const rankQuery = rest ?? queries.find((query) => query !== null) ?? null;
  const first = plan.first.filter(isUuid);
  const { rows } = await sql<DrawingSearchSqlRow>`
    with hits as materialized (
      select s.drawing_id, public.search_title_match(s.title_key, ${plan.phrase}) as exact,
        s.drawing_id = any(${first}::uuid[]) as member,
        ${rankQuery ? sql`ts_rank(s.document, ${rankQuery}::tsquery)` : sql`0::real`} as rank, s.created_at
      from public.drawing_search s
      where ${sql.join(conditions, sql` and `)}
    )
    select t.total, p.slug, p.title, p.image_url, p.category_slug, p.category_name, p.difficulty
    from (select count(*)::integer as total from hits) t
    left join lateral (
      select d.slug, d.title, d.image_url, c.slug as category_slug, c.name as category_name, ${TIER} as difficulty,
        h.exact, h.member, h.rank, h.created_at, h.drawing_id
      from (select * from hits order by exact desc, member desc, rank desc, created_at desc, drawing_id
            limit ${pageSize} offset ${(page - 1) * pageSize}) h
      join public.drawings d on d.id = h.drawing_id
      join public.categories c on c.id = d.category_id
    ) p on true
    order by p.exact desc, p.member desc, p.rank desc, p.created_at desc, p.drawing_id`.execute(db);
  return rows.map(toDrawingSearchRow);
}

/** Documents of the given tiers: one tier is an equality, so its newest are read in the index's order. */
function ofTiers(tiers: readonly DifficultyTier[]) {
  return tiers.length === 1 ? sql`s.tier = ${tiers[0]}` : sql`s.tier = any(${[...tiers]}::text[])`;
}

/**
 * A page of every active drawing (with a category) of the given difficulty
 * tiers, newest first, and their count: the difficulty filter without a
 * query, and a search that names only an age ('4 anos'). Read from the
 * search documents, which carry the tier and are ordered by it
 * (drawing_search_tier_newest_idx): the page is an index scan, the count an
 * index-only one.
 */
export async function drawingsOfTierRows(db: Executor, tiers: readonly DifficultyTier[], { page, pageSize }: PageRequest) {
  const { rows } = await sql<DrawingSearchSqlRow>`
    select t.total, p.slug, p.title, p.image_url, p.category_slug, p.category_name, p.difficulty
    from (select count(*)::integer as total from public.drawing_search s where ${ofTiers(tiers)}) t
    left join lateral (
      select d.slug, d.title, d.image_url, c.slug as category_slug, c.name as category_name, ${TIER} as difficulty,
        h.created_at, h.drawing_id
      from (select s.drawing_id, s.created_at from public.drawing_search s where ${ofTiers(tiers)}
            order by s.created_at desc, s.drawing_id desc limit ${pageSize} offset ${(page - 1) * pageSize}) h
      join public.drawings d on d.id = h.drawing_id
      join public.categories c on c.id = d.category_id
    ) p on true
    order by p.created_at desc, p.drawing_id desc`.execute(db);
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

/** A collection or category as the search names it (./understanding.ts), with what its card above the results shows. */
export type SearchableCollection = {
  id: string;
  slug: string;
  name: string;
  coverDrawingId: string | null;
  drawingIds: string[];
};
export type SearchableCategory = { id: string; slug: string; name: string; imageUrl: string | null };

/**
 * Every collection and category by name, for the search to know which ones a
 * query names: a few dozen rows each, read with every search so a rename is
 * understood the moment it commits.
 */
export async function searchableNames(
  db: Executor,
): Promise<{ collections: SearchableCollection[]; categories: SearchableCategory[] }> {
  const [collections, categories] = await Promise.all([
    db.selectFrom("collections").select(["id", "slug", "name", "cover_drawing_id", "drawing_ids"]).orderBy("name").execute(),
    db.selectFrom("categories").select(["id", "slug", "name", "image_url"]).orderBy("name").execute(),
  ]);
  return {
    collections: collections.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      coverDrawingId: row.cover_drawing_id,
      drawingIds: row.drawing_ids,
    })),
    categories: categories.map((row) => ({ id: row.id, slug: row.slug, name: row.name, imageUrl: row.image_url })),
  };
}

/**
 * The shown drawings (active, in a category) among `ids`, in the order given,
 * with their images: a collection's members as its search card counts and
 * pictures them.
 */
export async function shownDrawingImages(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; imageUrl: string | null }[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom("drawings")
    .innerJoin("categories", "categories.id", "drawings.category_id")
    .select(["drawings.id", "drawings.image_url"])
    .where("drawings.active", "=", true)
    .where("drawings.id", "in", wanted)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.image_url]));
  return wanted.flatMap((id) => (byId.has(id) ? [{ id, imageUrl: byId.get(id) ?? null }] : []));
}

/** How many shown drawings each category given has. */
export async function shownDrawingCounts(db: Executor, categoryIds: readonly string[]): Promise<Map<string, number>> {
  const wanted = categoryIds.filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("drawings")
    .select(["category_id", (eb) => eb.fn.countAll<string | number>().as("count")])
    .where("active", "=", true)
    .where("category_id", "in", wanted)
    .groupBy("category_id")
    .execute();
  return new Map(rows.map((row) => [row.category_id ?? "", Number(row.count)]));
}
