// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DrawingSearchHit, SearchAnswer } from "../lib/search.ts";
import SearchResults from "./SearchResults.tsx";
import { click, hydrate, type Mounted, serverRender, settle } from "./testing/render.ts";

type Answer = SearchAnswer<DrawingSearchHit>;
// The search API's answers (src/islands/search-client.ts); the API itself is tested in tests/api.
const search = vi.hoisted(() => ({
  outcome: vi.fn<(query: string) => (page: number) => Answer>(),
  pages: [] as number[],
  tiers: [] as (string | null)[],
  fail: false,
}));
vi.mock("./search-client.ts", () => ({
  searchDrawings: (query: string, page = 1, tier: string | null = null) => {
    search.pages.push(page);
    search.tiers.push(tier);
    return search.fail ? Promise.reject(new Error("offline")) : Promise.resolve(search.outcome(query)(page));
  },
}));

const hit = (n: number, image = true): DrawingSearchHit => ({
  url: `/desenhos/animais/gato-${n}`,
  title: `Gato ${n}`,
  image: image ? `/storage/drawings/gato-${n}.card.webp` : null,
  category: "Animais",
  difficulty: n % 2 === 0 ? "facil" : null,
});
const outcome =
  (total: number, correctedQuery: string | null = null) =>
  (page: number): Answer => {
    const all = Array.from({ length: total }, (_, index) => hit(index, index !== 1));
    const results = all.slice((page - 1) * 24, page * 24);
    return { query: "", correctedQuery, total, page, pageSize: 24, results };
  };

let mounted: Mounted | undefined;
const root = () => mounted?.container.querySelector<HTMLElement>("[data-search-results]") as HTMLElement;
const visible = (selector: string) => {
  const element = mounted?.container.querySelector<HTMLElement>(selector);
  return element !== null && element !== undefined && !element.closest("[hidden]");
};

beforeEach(() => {
  search.outcome.mockReset();
  search.pages = [];
  search.tiers = [];
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

  it("lists a difficulty level without a query: its heading, then its drawings from the API", async () => {
    const document = new DOMParser().parseFromString(serverRender(SearchResults, { query: "", tier: "medio" }), "text/html");
    expect(document.querySelector("h1")?.textContent).toBe("Desenhos de nível Médio (6 a 8 anos)");
    expect(document.querySelectorAll("[data-skeleton]")).toHaveLength(8);
    search.outcome.mockReturnValue(outcome(3));
    mounted = await hydrate(SearchResults, { query: "", tier: "medio" });
    await settle();
    expect(search.tiers).toEqual(["medio"]);
    expect(mounted.container.querySelector("[data-count]")?.textContent).toBe("3 desenhos encontrados");
  });

  it("renders a blank query as the empty state, with no skeletons", () => {
    const document = new DOMParser().parseFromString(serverRender(SearchResults, { query: "" }), "text/html");
    expect(document.querySelectorAll("[data-skeleton]")).toHaveLength(0);
    expect(document.querySelector("[data-count]")?.textContent).toBe("0 desenhos encontrados");
    expect(document.querySelector("[data-empty]")?.hasAttribute("hidden")).toBe(false);
    expect(document.querySelector("[data-empty] a")?.getAttribute("href")).toBe("/");
  });

  it("shows the results as drawing cards, then 'Carregar mais desenhos' adds a page", async () => {
    search.outcome.mockReturnValue(outcome(30));
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
    // The difficulty label, as the static cards show it; none for a drawing not yet mapped.
    expect(first.querySelector("[data-difficulty]")?.textContent).toBe("Fácil · 2 a 5 anos");
    expect(cards[1]?.querySelector("[data-difficulty]")).toBeNull();
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
    expect(search.pages).toEqual([1, 2]);
  });

  it("keeps the results shown when 'Carregar mais desenhos' fails, and can be pressed again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    search.outcome.mockReturnValue(outcome(30));
    mounted = await hydrate(SearchResults, { query: "gato" });
    await settle();
    search.fail = true;
    await click(mounted.container.querySelector("[data-more]") as HTMLElement);
    await settle();
    expect(root().dataset.state).toBe("results");
    expect(mounted.container.querySelectorAll("[data-testid=search-results] li")).toHaveLength(24);
    expect(visible("[data-more]")).toBe(true);
    expect((mounted.container.querySelector("[data-more]") as HTMLButtonElement).disabled).toBe(false);
    search.fail = false;
    await click(mounted.container.querySelector("[data-more]") as HTMLElement);
    await settle();
    expect(mounted.container.querySelectorAll("[data-testid=search-results] li")).toHaveLength(30);
  });

  it("says which corrected query it shows", async () => {
    search.outcome.mockReturnValue(outcome(2, "girassol"));
    mounted = await hydrate(SearchResults, { query: "girasol" });
    await settle();
    expect(visible("[data-corrected]")).toBe(true);
    expect(mounted.container.querySelector("[data-corrected-query]")?.textContent).toBe("girassol");
  });

  it("shows 'Nenhum resultado encontrado' when nothing matches", async () => {
    search.outcome.mockReturnValue(outcome(0));
    mounted = await hydrate(SearchResults, { query: "xyzzy" });
    await settle();
    expect(root().dataset.state).toBe("empty");
    expect(mounted.container.querySelector("[data-count]")?.textContent).toBe("0 desenhos encontrados");
    expect(visible("[data-empty]")).toBe(true);
    expect(visible("[data-testid=search-results]")).toBe(false);
  });

  it("shows the error toast and the error state when the search API fails", async () => {
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
    search.outcome.mockReturnValue(outcome(3));
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
