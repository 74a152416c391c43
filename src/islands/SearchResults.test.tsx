// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchHit, SearchOutcome } from "../components/search/pagefind.ts";
import SearchResults from "./SearchResults.tsx";
import { click, hydrate, type Mounted, serverRender, settle } from "./testing/render.ts";

const search = vi.hoisted(() => ({ outcome: vi.fn<(query: string) => Promise<SearchOutcome>>(), fail: false }));
vi.mock("../components/search/pagefind.ts", () => ({
  preloadSearch: () => {},
  searchBundle: (_: string, query: string) => (search.fail ? Promise.reject(new Error("offline")) : search.outcome(query)),
}));

const hit = (n: number, image = true): SearchHit => ({
  url: `/desenhos/animais/gato-${n}`,
  title: `Gato ${n}`,
  excerpt: "",
  data: { category: "Animais", ...(image ? { image: `/storage/drawings/gato-${n}.card.webp` } : {}) },
});
const outcome = (total: number, correctedQuery: string | null = null): SearchOutcome => {
  const all = Array.from({ length: total }, (_, index) => hit(index, index !== 1));
  return { total, correctedQuery, page: async (start, count) => all.slice(start, start + count) };
};

let mounted: Mounted | undefined;
const root = () => mounted?.container.querySelector<HTMLElement>("[data-search-results]") as HTMLElement;
const visible = (selector: string) => {
  const element = mounted?.container.querySelector<HTMLElement>(selector);
  return element !== null && element !== undefined && !element.closest("[hidden]");
};

beforeEach(() => {
  search.outcome.mockReset();
  // A vi.fn that rejects fails the test in this Vitest: a plain rejected promise stands for the failing index.
  search.fail = false;
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe("SearchResults", () => {
  it("renders the loading state on the server: heading, 8 skeletons, busy", () => {
    const document = new DOMParser().parseFromString(serverRender(SearchResults, { query: "gato" }), "text/html");
    expect(document.querySelector("h1")?.textContent).toBe("Resultados para: gato");
    expect(document.querySelectorAll("[data-skeleton]")).toHaveLength(8);
    expect(document.querySelector("[data-search-results]")?.getAttribute("aria-busy")).toBe("true");
    expect(document.querySelector("[data-search-results]")?.getAttribute("data-state")).toBe("loading");
    expect(document.querySelector("[data-count]")?.textContent).toBe("Carregando...");
    expect(document.querySelector("[data-empty]")?.hasAttribute("hidden")).toBe(true);
  });

  it("renders a blank query as the empty state, with no skeletons", () => {
    const document = new DOMParser().parseFromString(serverRender(SearchResults, { query: "" }), "text/html");
    expect(document.querySelectorAll("[data-skeleton]")).toHaveLength(0);
    expect(document.querySelector("[data-count]")?.textContent).toBe("0 desenhos encontrados");
    expect(document.querySelector("[data-empty]")?.hasAttribute("hidden")).toBe(false);
    expect(document.querySelector("[data-empty] a")?.getAttribute("href")).toBe("/");
  });

  it("shows the results as drawing cards, then 'Carregar mais desenhos' adds a page", async () => {
    search.outcome.mockResolvedValue(outcome(30));
    mounted = await hydrate(SearchResults, { query: "gato" });
    await settle();
    expect(root().dataset.state).toBe("results");
    expect(root().hasAttribute("aria-busy")).toBe(false);
    expect(mounted.container.querySelectorAll("[data-skeleton]")).toHaveLength(0);
    expect(mounted.container.querySelector("[data-count]")?.textContent).toBe("30 desenhos encontrados");
    const cards = mounted.container.querySelectorAll("[data-testid=search-results] li");
    expect(cards).toHaveLength(24);
    const first = cards[0] as HTMLElement;
    expect(first.querySelector("a")?.getAttribute("href")).toBe("/desenhos/animais/gato-0");
    expect(first.querySelector("h2")?.textContent).toBe("Gato 0");
    expect(first.querySelector("[data-category]")?.textContent).toBe("Animais");
    expect(first.querySelector("img")?.getAttribute("alt")).toBe("Desenho para colorir: Gato 0");
    expect(first.querySelector("img")?.getAttribute("loading")).toBe("eager");
    expect(cards[1]?.querySelector("img")).toBeNull();
    expect(cards[1]?.querySelector("[data-no-image]")).not.toBeNull();
    expect(cards[20]?.querySelector("img")?.getAttribute("loading")).toBe("lazy");
    expect(visible("[data-more]")).toBe(true);
    expect(visible("[data-corrected]")).toBe(false);

    await click(mounted.container.querySelector("[data-more]") as HTMLElement);
    await settle();
    expect(mounted.container.querySelectorAll("[data-testid=search-results] li")).toHaveLength(30);
    expect(visible("[data-more]")).toBe(false);
  });

  it("says which corrected query it shows", async () => {
    search.outcome.mockResolvedValue(outcome(2, "girassol"));
    mounted = await hydrate(SearchResults, { query: "girasol" });
    await settle();
    expect(visible("[data-corrected]")).toBe(true);
    expect(mounted.container.querySelector("[data-corrected-query]")?.textContent).toBe("girassol");
  });

  it("shows 'Nenhum resultado encontrado' when nothing matches", async () => {
    search.outcome.mockResolvedValue(outcome(0));
    mounted = await hydrate(SearchResults, { query: "xyzzy" });
    await settle();
    expect(root().dataset.state).toBe("empty");
    expect(mounted.container.querySelector("[data-count]")?.textContent).toBe("0 desenhos encontrados");
    expect(visible("[data-empty]")).toBe(true);
    expect(visible("[data-testid=search-results]")).toBe(false);
  });

  it("shows the error toast and the empty state when the index fails", async () => {
    const toasts: unknown[] = [];
    const listener = (event: Event) => toasts.push((event as CustomEvent).detail);
    window.addEventListener("rabisco:toast", listener);
    vi.spyOn(console, "error").mockImplementation(() => {});
    search.fail = true;
    mounted = await hydrate(SearchResults, { query: "gato" });
    await settle();
    window.removeEventListener("rabisco:toast", listener);
    expect(toasts).toEqual([{ title: "Erro", description: "Falha ao carregar desenhos", variant: "destructive" }]);
    // An error, never "0 desenhos encontrados" nor 'Nenhum resultado encontrado'.
    expect(root().dataset.state).toBe("error");
    expect(root().hasAttribute("aria-busy")).toBe(false);
    expect(mounted.container.querySelector("[data-count]")?.textContent).toBe("");
    expect(visible("[data-empty]")).toBe(false);
    expect(visible("[data-error]")).toBe(true);
    // 'Tentar novamente' runs the search again.
    search.fail = false;
    search.outcome.mockResolvedValue(outcome(3));
    const retry = [...mounted.container.querySelectorAll("[data-error] button")].find(
      (button) => button.textContent === "Tentar novamente",
    ) as HTMLElement;
    await click(retry);
    await settle();
    expect(root().dataset.state).toBe("results");
    expect(mounted.container.querySelector("[data-count]")?.textContent).toBe("3 desenhos encontrados");
    expect(visible("[data-error]")).toBe(false);
  });
});
