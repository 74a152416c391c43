import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import {
  type ArticleSearchHit,
  articleSearchUrl,
  type DrawingSearchHit,
  drawingSearchUrl,
  type SearchAnswer,
} from "#src/lib/search.ts";

/**
 * The browser side of the search: asks the search API (src/pages/api/search)
 * and hands back its answer; a failed request throws, so the page can say
 * it could not search rather than "0 desenhos encontrados".
 */
async function ask<Hit>(url: string): Promise<SearchAnswer<Hit>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json()) as SearchAnswer<Hit>;
}

/** A page (1-based) of the drawing search, of one difficulty tier when given. */
export function searchDrawings(
  query: string,
  page = 1,
  tier: DifficultyTier | null = null,
): Promise<SearchAnswer<DrawingSearchHit>> {
  return ask(drawingSearchUrl(query, page, tier));
}

/** The blog's article search (the first results only). */
export function searchArticles(query: string): Promise<SearchAnswer<ArticleSearchHit>> {
  return ask(articleSearchUrl(query));
}
