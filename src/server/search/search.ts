import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
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
import {
  type DrawingSearchRow,
  drawingsOfTierRows,
  lookAlikeWords,
  type PageRequest,
  type SearchScope,
  searchArticleRows,
  searchDrawingRows,
  useTypoSettings,
  wordMatches,
} from "../repositories/full-text-search.ts";
import { allowedEdits, bestCorrection } from "./correction.ts";
import { isPortugueseWord } from "./portuguese-words.ts";

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
 * then the newest. The queries are in src/server/repositories/full-text-search.ts.
 */

/** Time spent in the database, apart from the rest (the benchmark reports both). */
export type SearchTimings = { databaseMs: number };

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

function drawingHits(rows: DrawingSearchRow[]) {
  const total = rows[0]?.total ?? 0;
  const results: DrawingSearchHit[] = rows.flatMap((row) =>
    row.slug && row.title && row.categorySlug && row.categoryName
      ? [
          {
            url: drawingPath(row.categorySlug, row.slug),
            title: row.title,
            image: cardUrlFor(row.imageUrl) ?? null,
            category: row.categoryName,
            difficulty: row.difficulty,
          },
        ]
      : [],
  );
  return { total, results };
}

const drawingPageOfTier =
  (tier: DifficultyTier | null) => async (db: Executor, words: string[], phrase: string, page: PageRequest) =>
    drawingHits(await searchDrawingRows(db, words, phrase, page, tier));

async function articlePage(db: Executor, words: string[], phrase: string, page: PageRequest) {
  const rows = await searchArticleRows(db, words, phrase, page, { start: MARK_START, end: MARK_END });
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

/**
 * The query with each word that is neither Portuguese nor in any document
 * replaced by the closest word the vocabulary has, or null when no word
 * could be corrected. A right word is never corrected, even one the
 * catalogue lacks ('mães', 'natal'): the page then says nothing was found.
 * The dictionary is read before the transaction (its first use loads it),
 * which runs so its settings stay local to it.
 */
async function correctWords(db: Executor, scope: SearchScope, words: string[]): Promise<string[] | null> {
  const checkable: string[] = [];
  for (const word of new Set(words)) {
    if (allowedEdits(word) > 0 && !(await isPortugueseWord(word))) checkable.push(word);
  }
  if (checkable.length === 0) return null;
  const corrected = await inTransaction(db, async (trx) => {
    await useTypoSettings(trx);
    const replaced = new Map<string, string>();
    for (const word of checkable) {
      if (await wordMatches(trx, scope, word)) continue;
      const correction = bestCorrection(word, await lookAlikeWords(trx, scope, word));
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
  page: PageRequest,
  run: (db: Executor, words: string[], phrase: string, page: PageRequest) => Promise<{ total: number; results: Hit[] }>,
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

/**
 * A page of the drawing search (active drawings with a category), of one
 * difficulty tier only when given; a blank query with a tier lists the whole
 * tier, newest first.
 */
export async function searchDrawings(
  db: Executor,
  query: string,
  page = 1,
  timings?: SearchTimings,
  tier: DifficultyTier | null = null,
): Promise<SearchAnswer<DrawingSearchHit>> {
  const paging = { page, pageSize: SEARCH_PAGE_SIZE };
  if (tier && searchWords(query).length === 0) {
    const found = drawingHits(await timed(timings, () => drawingsOfTierRows(db, tier, paging)));
    return { query, correctedQuery: null, total: found.total, page, pageSize: SEARCH_PAGE_SIZE, results: found.results };
  }
  return search(db, "drawings", query, paging, drawingPageOfTier(tier), timings);
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
