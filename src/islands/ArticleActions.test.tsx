// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ArticleActions from "./ArticleActions.tsx";
import ArticleStats from "./ArticleStats.tsx";
import ArticleViewCount from "./ArticleViewCount.tsx";
import { click, hydrate, type Mounted, serverRender, settle } from "./testing/render.ts";

const article = {
  id: "00000000-0000-4000-8000-0000000000a1",
  title: "Pintar acalma",
  excerpt: "Por que colorir ajuda",
  url: "https://rabisco.example/blog/pintar",
};
const requests: string[] = [];
let mounted: Mounted[] = [];

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    requests.push(`${init?.method ?? "GET"} ${url}`);
    if (url.endsWith("/view")) return new Response(JSON.stringify({ value: 1234 }));
    return new Response(JSON.stringify({ views: { b1: 1, b2: 7 } }));
  });
});
afterEach(() => {
  for (const island of mounted) island.unmount();
  mounted = [];
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
const feedback = () => mounted[0]?.container.querySelector("[data-feedback]")?.textContent;
const save = () => mounted[0]?.container.querySelector("[data-action=save]") as HTMLButtonElement;

describe("ArticleActions", () => {
  it("renders 'Compartilhar' and 'Salvar' on the server, with the id to count", () => {
    const html = serverRender(ArticleActions, article);
    expect(html).toContain('data-record-view="00000000-0000-4000-8000-0000000000a1"');
    expect(html).toContain("Compartilhar");
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain("Salvar");
  });

  it("counts the view once hydrated and shows the count in the header and 'Estatísticas'", async () => {
    const header = await hydrate(ArticleViewCount, { articleId: "00000000-0000-4000-8000-0000000000a1", counted: true });
    const stats = await hydrate(ArticleStats, {
      articleId: "00000000-0000-4000-8000-0000000000a1",
      readingMinutes: 4,
      wordCount: 1250,
    });
    expect(stats.container.querySelector("[data-article-views]")?.hasAttribute("hidden")).toBe(true);
    expect(stats.container.textContent).toContain("4 min");
    expect(stats.container.textContent).toContain("1.250");
    mounted = [await hydrate(ArticleActions, article), header, stats];
    await settle();
    expect(requests).toEqual(["POST /api/articles/00000000-0000-4000-8000-0000000000a1/view"]);
    expect(header.container.querySelector("[data-views-text]")?.textContent).toBe("1.234 visualizações");
    expect(header.container.querySelector("[data-article-views]")?.hasAttribute("hidden")).toBe(false);
    expect(stats.container.querySelector("[data-views-number]")?.textContent).toBe("1.234");
    expect(stats.container.querySelector("[data-article-views]")?.hasAttribute("hidden")).toBe(false);
  });

  it("saves and unsaves in localStorage, with messages that vanish after 3 s", async () => {
    localStorage.setItem("savedArticles", JSON.stringify(["00000000-0000-4000-8000-0000000000ff"]));
    mounted = [await hydrate(ArticleActions, article)];
    vi.useFakeTimers();
    await act(async () => save().click());
    expect(save().getAttribute("aria-pressed")).toBe("true");
    expect(save().textContent).toContain("Salvo");
    expect(feedback()).toBe("Artigo salvo nos favoritos!");
    expect(JSON.parse(localStorage.getItem("savedArticles") ?? "")).toEqual([
      "00000000-0000-4000-8000-0000000000ff",
      "00000000-0000-4000-8000-0000000000a1",
    ]);
    await act(async () => save().click());
    expect(save().textContent).toContain("Salvar");
    expect(feedback()).toBe("Artigo removido dos favoritos!");
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(feedback()).toBe("");
  });

  it("shows 'Salvo' after hydrating when the article was saved before", async () => {
    localStorage.setItem("savedArticles", JSON.stringify(["00000000-0000-4000-8000-0000000000a1"]));
    mounted = [await hydrate(ArticleActions, article)];
    expect(save().getAttribute("aria-pressed")).toBe("true");
    expect(save().textContent).toContain("Salvo");
  });

  it("shares natively, copies the link without it, and says when sharing failed", async () => {
    mounted = [await hydrate(ArticleActions, article)];
    const share = mounted[0]?.container.querySelector("[data-action=share]") as HTMLElement;
    const shared: unknown[] = [];
    Object.defineProperty(navigator, "share", { configurable: true, value: async (data: unknown) => shared.push(data) });
    await click(share);
    await settle();
    expect(shared).toEqual([{ title: "Pintar acalma", text: "Por que colorir ajuda", url: article.url }]);
    expect(feedback()).toBe("Artigo compartilhado com sucesso!");

    vi.spyOn(console, "error").mockImplementation(() => {});
    Object.defineProperty(navigator, "share", { configurable: true, value: () => Promise.reject(new Error("no")) });
    await click(share);
    await settle();
    expect(feedback()).toBe("Erro ao compartilhar. Tente novamente.");
    expect(mounted[0]?.container.querySelector("[data-feedback]")?.getAttribute("data-tone")).toBe("error");

    const copied: string[] = [];
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => copied.push(text) },
    });
    await click(share);
    await settle();
    expect(copied).toEqual([article.url]);
    expect(feedback()).toBe("Link copiado para a área de transferência!");
  });
});

describe("ArticleViewCount", () => {
  it("is hidden and empty in the server's HTML", () => {
    const html = serverRender(ArticleViewCount, { articleId: "b1" });
    expect(html).toContain('data-article-views="b1"');
    expect(html).toContain("hidden");
    expect(html).not.toMatch(/visualiza/);
  });

  it("fetches the counts of the blog's cards in one request", async () => {
    mounted = [await hydrate(ArticleViewCount, { articleId: "b1" }), await hydrate(ArticleViewCount, { articleId: "b2" })];
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
    });
    expect(requests).toEqual(["GET /api/articles/views?ids=b1,b2"]);
    expect(mounted[0]?.container.textContent).toBe("1 visualização");
    expect(mounted[1]?.container.textContent).toBe("7 visualizações");
  });
});
