import { collectionCover } from "#src/lib/collections/cover.ts";
import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import { drawingsLabel } from "#src/lib/format.ts";
import {
  type ArticleSearchHit,
  type DrawingSearchHit,
  type ExcerptPart,
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  type SearchShortcut,
  searchWords,
} from "#src/lib/search.ts";
import { agePath, articlePath, cardUrlFor, categoryPath, collectionPath, drawingPath } from "#src/lib/urls.ts";
import { type Executor, inTransaction } from "#src/server/repositories/executor.ts";
import {
  type DrawingSearchPlan,
  type DrawingSearchRow,
  drawingsOfTierRows,
  lookAlikeWords,
  type PageRequest,
  type SearchScope,
  searchArticleRows,
  searchableNames,
  searchDrawingRows,
  shownDrawingCounts,
  shownDrawingImages,
  useTypoSettings,
  wordMatches,
} from "#src/server/repositories/full-text-search.ts";
import { renderArticleBody } from "../markdown.ts";
import { allowedEdits, bestCorrection } from "./correction.ts";
import { isPortugueseWord } from "./portuguese-words.ts";
import { type Understanding, understandQuery } from "./understanding.ts";

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
function excerptParts(headline: string): ExcerptPart[] {
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

/** The search plan of what a query was understood to mean (null: it names only ages, or nothing to look up). */
function planOf(
  understood: Understanding,
  names: SearchNames,
  phrase: string,
  tiers: DifficultyTier[] | null,
): DrawingSearchPlan | null {
  const alternatives = understood.named.map((item) => {
    const collection = item.collection ? names.collections.find((each) => each.slug === item.collection) : undefined;
    const category = item.category ? names.categories.find((each) => each.slug === item.category) : undefined;
    const nameWords = searchWords(collection?.name ?? category?.name ?? "");
    const same = nameWords.join(" ") === item.words.join(" ");
    return {
      anyOf: same || nameWords.length === 0 ? [item.words] : [item.words, nameWords],
      drawingIds: collection?.drawingIds ?? [],
    };
  });
  if (understood.words.length === 0 && alternatives.length === 0) return null;
  const first = understood.collections.flatMap((slug) => names.collections.find((each) => each.slug === slug)?.drawingIds ?? []);
  return { words: understood.words, alternatives, tiers, phrase, first };
}

type SearchNames = Awaited<ReturnType<typeof searchableNames>>;

/** The cards of the pages a query named: its collections, its categories, then its age bands. */
async function shortcutsOf(db: Executor, understood: Understanding, names: SearchNames): Promise<SearchShortcut[]> {
  const singleTier = understood.tiers?.length === 1 ? (understood.tiers[0] ?? null) : null;
  const collections = understood.collections.flatMap((slug) => names.collections.find((each) => each.slug === slug) ?? []);
  const categories = understood.categories.flatMap((slug) => names.categories.find((each) => each.slug === slug) ?? []);
  const [members, counts] = await Promise.all([
    Promise.all(collections.map((collection) => shownDrawingImages(db, collection.drawingIds))),
    shownDrawingCounts(
      db,
      categories.map((category) => category.id),
    ),
  ]);
  return [
    ...collections.flatMap((collection, index): SearchShortcut[] => {
      const shown = members[index] ?? [];
      if (shown.length === 0) return [];
      return [
        {
          kind: "collection",
          name: collection.name,
          href: collectionPath(collection.slug),
          image: cardUrlFor(collectionCover(collection, shown)),
          detail: `${drawingsLabel(shown.length)} e um caderno pronto para imprimir`,
        },
      ];
    }),
    ...categories.flatMap((category): SearchShortcut[] => {
      const count = counts.get(category.id) ?? 0;
      if (count === 0) return [];
      return [
        {
          kind: "category",
          name: category.name,
          href: categoryPath(category.slug),
          image: cardUrlFor(category.imageUrl),
          detail: drawingsLabel(count),
        },
      ];
    }),
    ...understood.bands.map(
      (band): SearchShortcut => ({
        kind: "band",
        name: band.heading,
        href: agePath(band.slug),
        image: null,
        detail: `Nível ${band.level}${singleTier ? "" : ` (${band.ages})`}`,
      }),
    ),
  ];
}

/**
 * A page of the drawing search (active drawings with a category). The query
 * is understood first (./understanding.ts): the ages it names narrow it to
 * their tiers, a collection it names brings all of its drawings, a category
 * it names its drawings and those whose text says so; the rest of its words
 * must all match. With `tier` (the page's level filter), only drawings of
 * that tier; a query of ages alone, or a blank query with a tier, lists the
 * tier, newest first. The first page brings the cards of the pages named.
 */
export async function searchDrawings(
  db: Executor,
  query: string,
  page = 1,
  timings?: SearchTimings,
  tier: DifficultyTier | null = null,
): Promise<SearchAnswer<DrawingSearchHit>> {
  const paging = { page, pageSize: SEARCH_PAGE_SIZE };
  const listTiers = async (tiers: readonly DifficultyTier[], request: PageRequest) =>
    drawingHits(await drawingsOfTierRows(db, tiers, request));
  if (tier && searchWords(query).length === 0) {
    const found = await timed(timings, () => listTiers([tier], paging));
    return { query, correctedQuery: null, total: found.total, page, pageSize: SEARCH_PAGE_SIZE, results: found.results };
  }
  const names = await timed(timings, () => searchableNames(db));
  const last: { understood: Understanding | null } = { understood: null };
  const run = async (db: Executor, _words: string[], phrase: string, request: PageRequest) => {
    const understood = understandQuery(phrase, names);
    last.understood = understood;
    const tiers = tier ? [tier] : understood.tiers;
    const plan = planOf(understood, names, phrase, tiers);
    const rows = plan ? await searchDrawingRows(db, plan, request) : null;
    if (rows) return drawingHits(rows);
    return tiers ? listTiers(tiers, request) : { total: 0, results: [] };
  };
  const answer = await search(db, "drawings", query, paging, run, timings);
  const understood = last.understood;
  if (page > 1 || !understood) return answer;
  return { ...answer, shortcuts: await timed(timings, () => shortcutsOf(db, understood, names)) };
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
