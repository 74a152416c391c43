// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enhanceArticleActions } from "./article-page.ts";
import { loadArticleViews } from "./article-views.ts";

const article = {
  id: "00000000-0000-4000-8000-0000000000a1",
  title: "Pintar acalma",
  excerpt: "Por que colorir ajuda",
  url: "https://rabisco.example/blog/pintar",
};
const requests: string[] = [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The markup of the article page's header count, 'Ações' and 'Estatísticas' (src/components/blog), as far as the modules read it. */
function renderArticle(): HTMLElement {
  document.body.innerHTML = `
    <span data-article-views="${article.id}" data-counted hidden><span data-views-text></span></span>
    <section data-actions data-article-actions data-id="${article.id}" data-title="${article.title}" data-text="${article.excerpt}" data-url="${article.url}">
      <button type="button" data-action="share">Compartilhar</button>
      <button type="button" data-action="save" aria-pressed="false"><span data-save-label>Salvar</span></button>
      <p role="status" data-feedback></p>
    </section>
    <div data-article-views="${article.id}" data-counted hidden><dd data-views-number></dd></div>`;
  return document.querySelector("[data-article-actions]") as HTMLElement;
}
const save = () => document.querySelector("[data-action=save]") as HTMLButtonElement;
const feedback = () => document.querySelector("[data-feedback]");

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
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the article page's actions", () => {
  it("count the view once and show the count in the header and 'Estatísticas'", async () => {
    enhanceArticleActions(renderArticle());
    await settle();
    await settle();
    expect(requests).toEqual([`POST /api/articles/${article.id}/view`]);
    expect(document.querySelector("[data-views-text]")?.textContent).toBe("1.234 visualizações");
    expect(document.querySelector("[data-views-number]")?.textContent).toBe("1.234");
    expect([...document.querySelectorAll("[data-article-views]")].every((element) => !element.hasAttribute("hidden"))).toBe(true);
  });

  it("save and unsave in localStorage, with messages that vanish after 3 s", () => {
    localStorage.setItem("savedArticles", JSON.stringify(["00000000-0000-4000-8000-0000000000ff"]));
    enhanceArticleActions(renderArticle());
    vi.useFakeTimers();
    save().click();
    expect(save().getAttribute("aria-pressed")).toBe("true");
    expect(save().textContent).toBe("Salvo");
    expect(feedback()?.textContent).toBe("Artigo salvo nos favoritos!");
    expect(JSON.parse(localStorage.getItem("savedArticles") ?? "")).toEqual(["00000000-0000-4000-8000-0000000000ff", article.id]);
    save().click();
    expect(save().textContent).toBe("Salvar");
    expect(feedback()?.textContent).toBe("Artigo removido dos favoritos!");
    vi.advanceTimersByTime(3_000);
    expect(feedback()?.textContent).toBe("");
  });

  it("share natively, say when sharing failed, and copy the link without a share sheet", async () => {
    enhanceArticleActions(renderArticle());
    const share = document.querySelector("[data-action=share]") as HTMLElement;
    const shared: unknown[] = [];
    Object.defineProperty(navigator, "share", { configurable: true, value: async (data: unknown) => shared.push(data) });
    share.click();
    await settle();
    expect(shared).toEqual([{ title: article.title, text: article.excerpt, url: article.url }]);
    expect(feedback()?.textContent).toBe("Artigo compartilhado com sucesso!");

    vi.spyOn(console, "error").mockImplementation(() => {});
    Object.defineProperty(navigator, "share", { configurable: true, value: () => Promise.reject(new Error("no")) });
    share.click();
    await settle();
    expect(feedback()?.textContent).toBe("Erro ao compartilhar. Tente novamente.");
    expect(feedback()?.getAttribute("data-tone")).toBe("error");

    const copied: string[] = [];
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => copied.push(text) },
    });
    share.click();
    await settle();
    await settle();
    expect(copied).toEqual([article.url]);
    expect(feedback()?.textContent).toBe("Link copiado para a área de transferência!");
  });
});

describe("the blog cards' counts", () => {
  it("come in one request and show on each card", async () => {
    document.body.innerHTML = ["b1", "b2", "b1"]
      .map((id) => `<span data-article-views="${id}" hidden><span data-views-text></span></span>`)
      .join("");
    await loadArticleViews(["b1", "b2", "b1"]);
    expect(requests).toEqual(["GET /api/articles/views?ids=b1,b2"]);
    expect([...document.querySelectorAll("[data-views-text]")].map((element) => element.textContent)).toEqual([
      "1 visualização",
      "7 visualizações",
      "1 visualização",
    ]);
  });
});
