import { formatNumber } from "#src/lib/format.ts";
import { type DrawingSearchHit, SEARCH_PAGE_SIZE, type SearchShortcut } from "#src/lib/search.ts";

/**
 * The states of the search results page (spec "Search page"), as a
 * reducer the page's script (./search-results.ts) and its tests share: loading (8
 * skeletons, busy), then results or empty, then 'Carregar mais desenhos'
 * adds a page at a time. A search that could not
 * load is an error, never "0 desenhos encontrados", and can be tried again.
 */
export type SearchView = {
  state: "loading" | "results" | "empty" | "error";
  /** True until the first page is complete: the page says aria-busy. */
  busy: boolean;
  total: number;
  hits: DrawingSearchHit[];
  /** The corrected query, when the one typed found nothing and a correction did. */
  corrected: string | null;
  /** A page of results is on its way: 'Carregar mais desenhos' waits. */
  loadingMore: boolean;
  /** The pages the query named (its collection, category, age band), as cards above the results. */
  shortcuts: SearchShortcut[];
};

export type SearchAction =
  | { type: "found"; total: number; corrected: string | null; shortcuts?: SearchShortcut[] | undefined }
  | { type: "loadingMore" }
  | { type: "moreFailed" }
  | { type: "hits"; hits: DrawingSearchHit[] }
  | { type: "done" }
  | { type: "failed" }
  | { type: "retry" };

/** Results shown at first and per 'Carregar mais desenhos' (one request to the search API each). */
export const PAGE_SIZE = SEARCH_PAGE_SIZE;
/** Cards above the fold load their images eagerly. */
export const EAGER_IMAGES = 8;

/** A blank query finds nothing (unless a difficulty filter lists its level): the page is empty from the start. */
export function initialSearchView({ query, tier = null }: { query: string; tier?: string | null }): SearchView {
  const blank = query.trim() === "" && !tier;
  return {
    state: blank ? "empty" : "loading",
    busy: !blank,
    total: 0,
    hits: [],
    corrected: null,
    loadingMore: false,
    shortcuts: [],
  };
}

export function searchReducer(view: SearchView, action: SearchAction): SearchView {
  switch (action.type) {
    case "found":
      return { ...view, total: action.total, corrected: action.corrected, shortcuts: action.shortcuts ?? [] };
    case "loadingMore":
      return { ...view, loadingMore: true };
    case "moreFailed":
      // The results shown stay; 'Carregar mais desenhos' can be pressed again.
      return { ...view, loadingMore: false };
    case "hits":
      return {
        ...view,
        hits: [...view.hits, ...action.hits],
        loadingMore: false,
        state: view.total > 0 ? "results" : "empty",
      };
    case "done":
      return { ...view, busy: false, loadingMore: false, state: view.total > 0 ? "results" : "empty" };
    case "failed":
      return { ...view, busy: false, loadingMore: false, total: 0, hits: [], shortcuts: [], state: "error" };
    case "retry":
      return { state: "loading", busy: true, total: 0, hits: [], corrected: null, loadingMore: false, shortcuts: [] };
  }
}

/** Whether 'Carregar mais desenhos' is offered. */
export function hasMore(view: SearchView): boolean {
  return !view.busy && view.hits.length < view.total;
}

/** "1 desenho encontrado" / "12 desenhos encontrados". */
export function countLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "desenho encontrado" : "desenhos encontrados"}`;
}
