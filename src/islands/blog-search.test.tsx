// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ArticleSearchHit, SearchAnswer } from "../lib/search.ts";
import BlogSearchForm from "./BlogSearchForm.tsx";
import BlogSearchResults from "./BlogSearchResults.tsx";
import { articleCountLabel, createBlogSearch } from "./blog-search.ts";
import { hydrate, type Mounted, serverRender, settle, type } from "./testing/render.ts";

const hit = (slug: string, excerpt: ArticleSearchHit["excerpt"]): ArticleSearchHit => ({
  url: `/blog/${slug}`,
  title: slug,
  excerpt,
});
// The search API's answers; the API itself is tested in tests/api.
const index: Record<string, ArticleSearchHit[]> = {
  alfabetizacao: [
    hit("alfabetizacao-e-desenho", [
      { text: "a ", marked: false },
      { text: "alfabetização", marked: true },
      { text: " & o <b>desenho</b>", marked: false },
    ]),
  ],
};
const outcome = (hits: ArticleSearchHit[], correctedQuery: string | null = null): SearchAnswer<ArticleSearchHit> => ({
  query: "",
  total: hits.length,
  correctedQuery,
  page: 1,
  pageSize: 10,
  results: hits,
});
const find = async (query: string) => (query === "fail" ? Promise.reject(new Error("offline")) : outcome(index[query] ?? []));

let mounted: Mounted[] = [];
afterEach(() => {
  for (const island of mounted) island.unmount();
  mounted = [];
  document.body.replaceChildren();
});

describe("blog search", () => {
  it("keeps only the latest query's answer and goes back to the list on a blank one", async () => {
    const search = createBlogSearch(find);
    const slow = search.search("alfabetizacao");
    await search.search("zzxxqqwv");
    await slow;
    expect(search.get()).toEqual({ active: true, hits: [], total: 0, corrected: null });
    await search.search("  ");
    expect(search.get()).toEqual({ active: false });
  });

  it("says 'Falha ao buscar artigos' when the search API fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const toasts: unknown[] = [];
    const listener = (event: Event) => toasts.push((event as CustomEvent).detail);
    window.addEventListener("rabisco:toast", listener);
    await createBlogSearch(find).search("fail");
    window.removeEventListener("rabisco:toast", listener);
    expect(toasts).toEqual([{ title: "Erro", description: "Falha ao buscar artigos", variant: "destructive" }]);
  });

  it("counts in Portuguese", () => {
    expect(articleCountLabel(1)).toBe("1 artigo encontrado");
    expect(articleCountLabel(3)).toBe("3 artigos encontrados");
  });

  it("renders the form and hidden results on the server", () => {
    expect(serverRender(BlogSearchForm, {})).toContain('placeholder="Buscar artigos..."');
    expect(serverRender(BlogSearchResults, {})).toMatch(/<section[^>]*data-blog-search-results[^>]*hidden/);
  });

  it("shows the results in place of the list, with marked excerpts, then the empty state, then the list again", async () => {
    const search = createBlogSearch(find);
    const list = document.createElement("div");
    list.dataset.blogList = "";
    document.body.append(list);
    mounted = [await hydrate(BlogSearchForm, { search }), await hydrate(BlogSearchResults, { search })];
    const [form, results] = mounted as [Mounted, Mounted];
    const input = form.container.querySelector("input") as HTMLInputElement;
    const section = results.container.querySelector("[data-blog-search-results]") as HTMLElement;

    await type(input, "alfabetizacao");
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settle();
    expect(section.hidden).toBe(false);
    expect(list.hidden).toBe(true);
    expect(section.querySelector("h2")?.textContent).toBe("1 artigo encontrado");
    expect(section.querySelector("li h3 a")?.getAttribute("href")).toBe("/blog/alfabetizacao-e-desenho");
    expect(section.querySelector("[data-excerpt]")?.innerHTML).toBe(
      "a <mark>alfabetização</mark> &amp; o &lt;b&gt;desenho&lt;/b&gt;",
    );

    await type(input, "zzxxqqwv");
    form.container.querySelector("form")?.requestSubmit();
    await settle();
    expect(section.querySelector<HTMLElement>("[data-blog-search-empty]")?.hidden).toBe(false);
    expect(section.textContent).toContain("Nenhum artigo encontrado");

    await type(input, "");
    form.container.querySelector("form")?.requestSubmit();
    await settle();
    expect(section.hidden).toBe(true);
    expect(list.hidden).toBe(false);
  });
});
