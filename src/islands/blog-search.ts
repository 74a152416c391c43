import { useSyncExternalStore } from "react";
import { searchArticles } from "#src/browser/search/search-client.ts";
import { toast } from "../browser/toast.ts";
import type { ArticleSearchHit, SearchAnswer } from "../lib/search.ts";

/**
 * The article search of /blog, shared by its two islands: the form in the
 * page's header (BlogSearchForm) runs the searches, the results in the
 * list's column (BlogSearchResults) show them in place of the article list.
 * Only the latest query's answer is shown; a blank query shows the list.
 */
export type BlogSearchState =
  | { active: false }
  | { active: true; hits: ArticleSearchHit[]; total: number; corrected: string | null };

type Search = (query: string) => Promise<SearchAnswer<ArticleSearchHit>>;

export type BlogSearch = {
  get(): BlogSearchState;
  subscribe(listener: () => void): () => void;
  search(query: string): Promise<void>;
};

const INACTIVE: BlogSearchState = { active: false };

export function createBlogSearch(find: Search = searchArticles): BlogSearch {
  let state = INACTIVE;
  let generation = 0;
  const listeners = new Set<() => void>();
  const set = (next: BlogSearchState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async search(query) {
      const current = ++generation;
      if (query.trim() === "") return set(INACTIVE);
      try {
        const answer = await find(query);
        if (current === generation) {
          set({ active: true, hits: answer.results, total: answer.total, corrected: answer.correctedQuery });
        }
      } catch (error) {
        console.error(error);
        toast({ title: "Erro", description: "Falha ao buscar artigos", variant: "destructive" });
      }
    },
  };
}

/** The page's search (one per page: both islands import this module). */
export const blogSearch = createBlogSearch();

export function useBlogSearch(search: BlogSearch = blogSearch): BlogSearchState {
  return useSyncExternalStore(search.subscribe, search.get, () => INACTIVE);
}

/** "1 artigo encontrado" / "3 artigos encontrados". */
export function articleCountLabel(count: number): string {
  return `${count} ${count === 1 ? "artigo encontrado" : "artigos encontrados"}`;
}
