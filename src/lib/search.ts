import type { DifficultyTier } from "./colouring/difficulty.ts";
import { normalizeSearchText } from "./search-text.ts";
import { LEVEL_PARAM } from "./urls.ts";

/**
 * The search API's contract, shared by the server routes
 * (src/pages/api/search/*) and the islands that call them: limits, the
 * shape of the answers, and how a query becomes words.
 * docs/decisions/0018-search-in-the-database.md has the why.
 */

/** Longest query accepted, in characters (the API answers 400 beyond). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Words of a query searched; more are ignored (each one narrows the results). */
export const SEARCH_MAX_WORDS = 8;
/** Results per page of the drawing search ('Carregar mais desenhos' asks for the next). */
export const SEARCH_PAGE_SIZE = 24;
/** Deepest page served: 50 pages of 24 is 1,200 drawings, more than anyone scrolls. */
export const SEARCH_MAX_PAGE = 50;
/** Longest word searched; longer ones are cut (no Portuguese word is near it). */
export const SEARCH_MAX_WORD_LENGTH = 40;

export const DRAWING_SEARCH_PATH = "/api/search";
export const ARTICLE_SEARCH_PATH = "/api/search/articles";

export type DrawingSearchHit = {
  url: string;
  title: string;
  /** The card image, or null when the drawing has none yet. */
  image: string | null;
  category: string;
  /** Its difficulty tier, null before its region map is made. */
  difficulty: DifficultyTier | null;
};

export type ExcerptPart = { text: string; marked: boolean };

export type ArticleSearchHit = {
  url: string;
  title: string;
  /** A passage of the article around the matching words, split so matches can be marked up as text, never as HTML. */
  excerpt: ExcerptPart[];
};

/**
 * A page the query named (issue 44), shown as a card above the drawings: the
 * age band of '4 anos', the collection of 'natal' (with its caderno), the
 * category of 'bichos'.
 */
export type SearchShortcut = {
  kind: "band" | "collection" | "category";
  name: string;
  href: string;
  /** Its card image, or null. */
  image: string | null;
  /** What it holds: 'Nível Fácil · 98 desenhos', '12 desenhos e um caderno pronto'. */
  detail: string;
};

export type SearchAnswer<Hit> = {
  query: string;
  /** The pages the query named (the drawing search's), first of all; none for a plain query. */
  shortcuts?: SearchShortcut[];
  /** The query with its typos corrected, when the one typed found nothing and the correction did; else null. */
  correctedQuery: string | null;
  total: number;
  page: number;
  pageSize: number;
  results: Hit[];
};

/**
 * The words a query searches: lower case, accent-free, letters and digits
 * only, at most SEARCH_MAX_WORDS, each at most SEARCH_MAX_WORD_LENGTH long.
 */
export function searchWords(query: string): string[] {
  return normalizeSearchText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, SEARCH_MAX_WORDS)
    .map((word) => word.slice(0, SEARCH_MAX_WORD_LENGTH));
}

/**
 * The API address of a page of a drawing search, of drawings of one
 * difficulty `tier` only when given; with a tier, the query may be blank:
 * then it lists every drawing of the tier, newest first.
 */
export function drawingSearchUrl(query: string, page = 1, tier: DifficultyTier | null = null): string {
  const params = new URLSearchParams({ q: query.slice(0, SEARCH_QUERY_MAX_LENGTH) });
  if (page > 1) params.set("page", String(page));
  if (tier) params.set(LEVEL_PARAM, tier);
  return `${DRAWING_SEARCH_PATH}?${params}`;
}

export function articleSearchUrl(query: string): string {
  return `${ARTICLE_SEARCH_PATH}?${new URLSearchParams({ q: query.slice(0, SEARCH_QUERY_MAX_LENGTH) })}`;
}
