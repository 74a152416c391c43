import { type DifficultyTier, isDifficultyTier } from "#src/lib/colouring/difficulty.ts";
import type { SearchSuggestions } from "#src/lib/search-suggestions.ts";
import { toast } from "../toast.ts";
import { resultCard, shortcutCard, suggestionsOf } from "./cards.ts";
import { searchDrawings } from "./search-client.ts";
import {
  countLabel,
  EAGER_IMAGES,
  hasMore,
  initialSearchView,
  PAGE_SIZE,
  type SearchAction,
  searchReducer,
} from "./search-results-state.ts";

/**
 * The drawing search results (spec "Search page") of /search/{query} and
 * /busca/{query}, without React (issue 47): the server renders the frame in
 * its first state (src/components/search/SearchResults.astro: heading,
 * skeletons, the empty and error sections hidden); this script asks the
 * search API for a page at a time (the first is the answer the HTML
 * preloads), and shows the count, the typo correction, the shortcuts, the
 * cards, 'Carregar mais desenhos', the empty state with its suggestions, or
 * the error with 'Tentar novamente'. The states are search-results-state.ts's.
 */
type Parts = {
  count: HTMLElement;
  corrected: HTMLElement;
  correctedQuery: HTMLElement;
  levels: HTMLElement;
  shortcuts: HTMLElement;
  skeletons: HTMLElement | null;
  results: HTMLElement;
  more: HTMLElement;
  moreButton: HTMLButtonElement;
  error: HTMLElement;
  retry: HTMLButtonElement;
  empty: HTMLElement;
};

function partsOf(root: HTMLElement): Parts {
  const part = <T extends HTMLElement>(selector: string): T => {
    const found = root.querySelector<T>(selector);
    if (!found) throw new Error(`search results: no ${selector}`);
    return found;
  };
  return {
    count: part("[data-count]"),
    corrected: part("[data-corrected]"),
    correctedQuery: part("[data-corrected-query]"),
    levels: part("[data-level-filter]"),
    shortcuts: part("[data-shortcuts]"),
    skeletons: root.querySelector<HTMLElement>("[data-skeletons]"),
    results: part("[data-results]"),
    more: part("[data-more-row]"),
    moreButton: part("[data-more]"),
    error: part("[data-error]"),
    retry: part("[data-retry]"),
    empty: part("[data-empty]"),
  };
}

const failed = () => toast({ title: "Erro", description: "Falha ao carregar desenhos", variant: "destructive" });

export function startSearchResults(root: HTMLElement): void {
  const query = root.dataset.query ?? "";
  const given = root.dataset.tier ?? null;
  const tier: DifficultyTier | null = isDifficultyTier(given) ? given : null;
  const parts = partsOf(root);
  let view = initialSearchView({ query, tier });
  // Bumped by each search from the start ('Tentar novamente'): an answer to an older one is dropped.
  let attempt = 0;
  let shownHits = 0;
  let shownShortcuts = false;
  let suggested = false;

  const render = () => {
    root.dataset.state = view.state;
    if (view.busy) root.setAttribute("aria-busy", "true");
    else root.removeAttribute("aria-busy");
    const loading = view.state === "loading";
    parts.count.textContent = view.state === "error" || loading ? "" : countLabel(view.total);
    if (loading)
      parts.count.append(Object.assign(document.createElement("span"), { className: "sr-only", textContent: "Carregando..." }));
    parts.corrected.hidden = view.corrected === null;
    parts.correctedQuery.textContent = view.corrected ?? "";
    // The level filter, unless the search found nothing at all: no level would find more (issue 34). With a level
    // chosen and nothing found, it stays, to go back to 'Todos'.
    parts.levels.hidden = view.state === "empty" && tier === null;
    if (view.shortcuts.length > 0 && !shownShortcuts) {
      parts.shortcuts.replaceChildren(...view.shortcuts.map(shortcutCard));
      shownShortcuts = true;
    } else if (view.shortcuts.length === 0 && shownShortcuts) {
      parts.shortcuts.replaceChildren();
      shownShortcuts = false;
    }
    parts.shortcuts.hidden = view.shortcuts.length === 0;
    if (parts.skeletons) parts.skeletons.hidden = !loading;
    if (view.hits.length < shownHits) {
      parts.results.replaceChildren();
      shownHits = 0;
    }
    parts.results.append(...view.hits.slice(shownHits).map((hit, index) => resultCard(hit, shownHits + index < EAGER_IMAGES)));
    shownHits = view.hits.length;
    parts.results.hidden = loading || view.total === 0;
    parts.more.hidden = !hasMore(view);
    parts.moreButton.disabled = view.loadingMore;
    parts.error.hidden = view.state !== "error";
    parts.empty.hidden = view.state !== "empty";
    if (view.state === "empty" && !suggested) {
      suggested = true;
      void showSuggestions(root);
    }
  };
  const dispatch = (action: SearchAction) => {
    view = searchReducer(view, action);
    render();
  };

  /** Loads page `page` into the view; the first page also brings the count, the correction and the shortcuts. */
  const loadPage = async (page: number, current: () => boolean) => {
    dispatch({ type: "loadingMore" });
    const answer = await searchDrawings(query, page, tier);
    if (!current()) return;
    if (page === 1)
      dispatch({ type: "found", total: answer.total, corrected: answer.correctedQuery, shortcuts: answer.shortcuts });
    dispatch({ type: "hits", hits: answer.results });
  };

  const search = () => {
    if (query.trim() === "" && !tier) return;
    const mine = ++attempt;
    const current = () => mine === attempt;
    loadPage(1, current)
      .then(() => current() && dispatch({ type: "done" }))
      .catch((error: unknown) => {
        if (!current()) return;
        console.error(error);
        failed();
        dispatch({ type: "failed" });
      });
  };

  parts.moreButton.addEventListener("click", () => {
    if (view.loadingMore) return;
    const mine = attempt;
    loadPage(Math.floor(view.hits.length / PAGE_SIZE) + 1, () => mine === attempt).catch((error: unknown) => {
      console.error(error);
      dispatch({ type: "moreFailed" });
      failed();
    });
  });
  parts.retry.addEventListener("click", () => {
    dispatch({ type: "retry" });
    search();
  });

  render();
  search();
}

/**
 * What a search without results offers instead (GET /api/search/suggestions),
 * below the empty state once loaded, so nothing above it moves; nothing at
 * all if they cannot be loaded.
 */
async function showSuggestions(root: HTMLElement): Promise<void> {
  try {
    const response = await fetch("/api/search/suggestions");
    if (!response.ok) return;
    const shelf = suggestionsOf((await response.json()) as SearchSuggestions);
    if (shelf) root.append(shelf);
  } catch (error) {
    console.error(error);
  }
}
