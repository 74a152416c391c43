// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DrawingSearchHit, SearchAnswer } from "#src/lib/search.ts";
import { startSearchResults } from "./search-results.ts";

/**
 * The search page's script on the frame the server renders
 * (src/components/search/SearchResults.astro; the e2e tests run the real
 * page): the search API's answers stand in for the API, which tests/api tests.
 */
type Answer = SearchAnswer<DrawingSearchHit>;
const search = vi.hoisted(() => ({
  outcome: (_page: number): Answer => ({ query: "", correctedQuery: null, total: 0, page: 1, pageSize: 24, results: [] }),
  pages: [] as number[],
  tiers: [] as (string | null)[],
  fail: false,
}));
vi.mock("./search-client.ts", () => ({
  searchDrawings: (_query: string, page = 1, tier: string | null = null) => {
    search.pages.push(page);
    search.tiers.push(tier);
    return search.fail ? Promise.reject(new Error("offline")) : Promise.resolve(search.outcome(page));
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
    return { query: "", correctedQuery, total, page, pageSize: 24, results: all.slice((page - 1) * 24, page * 24) };
  };

/** The server's frame, its parts by their data attributes, in its first state. */
function frame({ query, tier = null, blank = false }: { query: string; tier?: string | null; blank?: boolean }): HTMLElement {
  document.body.innerHTML = `
    <div data-search-results data-query="${query}" ${tier ? `data-tier="${tier}"` : ""} data-state="${blank ? "empty" : "loading"}">
      <h1>Resultados para: ${query}</h1>
      <p data-count></p>
      <p data-corrected hidden>Mostrando resultados para: <strong data-corrected-query></strong></p>
      <div data-level-filter><a href="?nivel=facil">Fácil</a></div>
      <ul data-shortcuts hidden></ul>
      ${blank ? "" : `<ul data-skeletons>${"<li data-skeleton></li>".repeat(8)}</ul>`}
      <ul data-results data-testid="search-results" hidden></ul>
      <p data-more-row hidden><button type="button" data-more>Carregar mais desenhos</button></p>
      <section data-error hidden><button type="button" data-retry>Tentar novamente</button></section>
      <section data-empty ${blank ? "" : "hidden"}><h2>Nenhum resultado encontrado</h2></section>
    </div>
    <template data-icon-template="crayon"><svg data-icon="crayon" class="shrink-0 size-5"><path d="M0 0"></path></svg></template>`;
  const root = document.querySelector<HTMLElement>("[data-search-results]") as HTMLElement;
  startSearchResults(root);
  return root;
}

const $ = (selector: string) => document.querySelector<HTMLElement>(selector) as HTMLElement;
const visible = (selector: string) => {
  const element = document.querySelector<HTMLElement>(selector);
  return element !== null && !element.closest("[hidden]");
};
const cards = () => document.querySelectorAll("[data-testid=search-results] li");
/** Lets the answers and the renders they cause run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let suggestionsAsked = 0;
beforeEach(() => {
  search.outcome = outcome(0);
  search.pages = [];
  search.tiers = [];
  search.fail = false;
  suggestionsAsked = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url !== "/api/search/suggestions") throw new Error(`unexpected ${url}`);
      suggestionsAsked++;
      const body = {
        collections: [{ name: "Natal", href: "/colecoes/natal", when: "Chegando: 25 de dezembro" }],
        categories: [{ name: "Animais", href: "/categorias/animais", drawingsCount: 12 }],
        drawings: [{ title: "Gato", href: "/desenhos/animais/gato", imageUrl: null, category: "Animais", difficulty: "medio" }],
      };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the search page's results", () => {
  it("shows the results as drawing cards like the site's, then 'Carregar mais desenhos' adds a page", async () => {
    search.outcome = outcome(30);
    const root = frame({ query: "gato" });
    // Busy until the first page is in.
    expect(root.getAttribute("aria-busy")).toBe("true");
    expect($("[data-count]").textContent).toBe("Carregando...");
    await settle();
    expect(root.dataset.state).toBe("results");
    expect(root.hasAttribute("aria-busy")).toBe(false);
    expect(visible("[data-skeletons]")).toBe(false);
    expect($("[data-count]").textContent).toBe("30 desenhos encontrados");
    expect(cards()).toHaveLength(24);
    const first = cards()[0] as HTMLElement;
    expect(first.querySelector("a")?.getAttribute("href")).toBe("/desenhos/animais/gato-0");
    expect(first.querySelector("h2")?.textContent).toBe("Gato 0");
    expect(first.querySelector("[data-category]")?.textContent).toBe("Animais");
    // The difficulty label, as the static cards show it; none for a drawing not yet mapped.
    expect(first.querySelector("[data-difficulty]")?.textContent).toBe("Fácil · 2 a 5 anos");
    expect(cards()[1]?.querySelector("[data-difficulty]")).toBeNull();
    expect(first.querySelector("img")?.getAttribute("alt")).toBe("Desenho para colorir: Gato 0");
    expect(first.querySelector("img")?.getAttribute("loading")).toBe("eager");
    expect(first.querySelector("img")?.getAttribute("width")).toBe("480");
    expect(cards()[1]?.querySelector("img")).toBeNull();
    expect(cards()[1]?.querySelector("[data-no-image] svg[data-icon=crayon]")).not.toBeNull();
    expect(cards()[20]?.querySelector("img")?.getAttribute("loading")).toBe("lazy");
    expect(visible("[data-more]")).toBe(true);
    expect(visible("[data-corrected]")).toBe(false);

    $("[data-more]").click();
    await settle();
    expect(cards()).toHaveLength(30);
    expect(visible("[data-more]")).toBe(false);
    expect(search.pages).toEqual([1, 2]);
    // A card is never added twice.
    expect(new Set([...cards()].map((card) => card.querySelector("a")?.getAttribute("href"))).size).toBe(30);
  });

  it("keeps the results shown when 'Carregar mais desenhos' fails, and can be pressed again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    search.outcome = outcome(30);
    const root = frame({ query: "gato" });
    await settle();
    search.fail = true;
    $("[data-more]").click();
    await settle();
    expect(root.dataset.state).toBe("results");
    expect(cards()).toHaveLength(24);
    expect(visible("[data-more]")).toBe(true);
    expect(($("[data-more]") as HTMLButtonElement).disabled).toBe(false);
    search.fail = false;
    $("[data-more]").click();
    await settle();
    expect(cards()).toHaveLength(30);
  });

  it("says which corrected query it shows, and puts the pages the query named above the drawings", async () => {
    search.outcome = (page) => ({
      ...outcome(2, "girassol")(page),
      shortcuts: [{ kind: "category", name: "Flores", href: "/categorias/flores", image: null, detail: "8 desenhos" }],
    });
    frame({ query: "girasol" });
    await settle();
    expect(visible("[data-corrected]")).toBe(true);
    expect($("[data-corrected-query]").textContent).toBe("girassol");
    const shortcut = $("[data-shortcuts] a");
    expect(visible("[data-shortcuts]")).toBe(true);
    expect([shortcut.getAttribute("href"), shortcut.dataset.shortcut]).toEqual(["/categorias/flores", "category"]);
    expect(shortcut.textContent).toBe("CategoriaFlores8 desenhos");
  });

  it("lists a difficulty level without a query, asking the API for that level", async () => {
    search.outcome = outcome(3);
    frame({ query: "", tier: "medio" });
    await settle();
    expect(search.tiers).toEqual(["medio"]);
    expect($("[data-count]").textContent).toBe("3 desenhos encontrados");
  });

  it("shows 'Nenhum resultado encontrado' when nothing matches, without the level filter, then the suggestions", async () => {
    const root = frame({ query: "xyzzy" });
    await settle();
    await settle();
    expect(root.dataset.state).toBe("empty");
    expect($("[data-count]").textContent).toBe("0 desenhos encontrados");
    expect(visible("[data-empty]")).toBe(true);
    expect(visible("[data-testid=search-results]")).toBe(false);
    expect(visible("[data-level-filter]")).toBe(false);
    expect(suggestionsAsked).toBe(1);
    const suggestions = $("[data-suggestions]");
    expect([...suggestions.querySelectorAll("h2")].map((heading) => heading.textContent)).toEqual([
      "Datas comemorativas chegando",
      "Categorias populares",
      "Desenhos mais baixados",
    ]);
    expect(suggestions.querySelector("h3")?.textContent).toBe("Gato");
    expect(suggestions.querySelector("[data-difficulty]")?.textContent).toBe("Médio · 6 a 8 anos");
  });

  it("asks nothing for a blank query: the server rendered it empty; only the suggestions load", async () => {
    frame({ query: "", blank: true });
    await settle();
    expect(search.pages).toEqual([]);
    expect(visible("[data-empty]")).toBe(true);
    expect(suggestionsAsked).toBe(1);
  });

  it("shows the error toast and the error state when the search API fails, and 'Tentar novamente' searches again", async () => {
    const toasts: unknown[] = [];
    const listener = (event: Event) => toasts.push((event as CustomEvent).detail);
    window.addEventListener("rabisco:toast", listener);
    vi.spyOn(console, "error").mockImplementation(() => {});
    search.fail = true;
    const root = frame({ query: "gato" });
    await settle();
    window.removeEventListener("rabisco:toast", listener);
    expect(toasts).toEqual([{ title: "Erro", description: "Falha ao carregar desenhos", variant: "destructive" }]);
    // An error, never "0 desenhos encontrados" nor 'Nenhum resultado encontrado'.
    expect(root.dataset.state).toBe("error");
    expect(root.hasAttribute("aria-busy")).toBe(false);
    expect($("[data-count]").textContent).toBe("");
    expect(visible("[data-empty]")).toBe(false);
    expect(visible("[data-error]")).toBe(true);
    search.fail = false;
    search.outcome = outcome(3);
    $("[data-retry]").click();
    expect(root.dataset.state).toBe("loading");
    await settle();
    expect(root.dataset.state).toBe("results");
    expect($("[data-count]").textContent).toBe("3 desenhos encontrados");
    expect(visible("[data-error]")).toBe(false);
  });
});
