import type { Browser, Page } from "playwright-core";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { checkA11y, launchBrowser, newPage, waitForIslands } from "../support/browser.ts";

/**
 * The public blog end to end on the built and served site: the list, an
 * article and its not-found view, SEO (BlogPosting, Open Graph, RSS, sitemap),
 * share with the clipboard fallback and native share, favourites in
 * localStorage, the view counter (read back from the database on
 * PostgreSQL), the article search and accessibility of both templates.
 */
const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const sql = databaseUrl ? postgres(databaseUrl, { max: 2, onnotice: () => {} }) : null;
let browser: Browser;

type ListedArticle = { slug: string; title: string; featured: boolean };
/** The blog as /blog lists it, in order. */
let listed: ListedArticle[];

async function openPage(path: string, options: { mobile?: boolean } = {}): Promise<Page> {
  const page = await newPage(browser, { baseUrl, consent: "rejected", ...options });
  await page.goto(path);
  await waitForIslands(page);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await openPage("/blog");
  listed = await page.locator("[data-testid=article-card]").evaluateAll((cards) =>
    cards.map((card) => ({
      slug: (card.querySelector("h3 a")?.getAttribute("href") ?? "").replace("/blog/", ""),
      title: card.querySelector("h3")?.textContent?.trim() ?? "",
      featured: (card.textContent ?? "").includes("EM DESTAQUE"),
    })),
  );
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  await sql?.end();
});

describe("blog list", () => {
  it("lists the published articles, featured first, as cards", async () => {
    const page = await openPage("/blog");
    expect(await page.title()).toBe("Blog Educativo | Rabisco");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Blog Educativo");
    expect(listed.length).toBeGreaterThan(1);
    const firstPlain = listed.findIndex((article) => !article.featured);
    expect(listed.slice(firstPlain).every((article) => !article.featured)).toBe(true);
    const card = page.locator("[data-testid=article-card]").first();
    await expect(card.locator("h3 a").getAttribute("href")).resolves.toMatch(/^\/blog\/[a-z0-9-]+$/);
    const text = (await card.textContent()) ?? "";
    expect(text).toContain("Equipe Editorial");
    expect(text).toMatch(/\d{2} de [a-zç]+ de \d{4}/);
    expect(text).toMatch(/\d+ min de leitura/);
    await expect(card.locator("img").getAttribute("src")).resolves.toBeTruthy();
    // At most 3 tags, then '+N'.
    for (const tags of await page.locator("[data-testid=article-card] ul[aria-label=Tags]").all()) {
      const items = await tags.locator("li").allTextContents();
      const counters = items.filter((item) => /^\+\d+$/.test(item));
      expect(items.length - counters.length).toBeLessThanOrEqual(3);
      expect(counters.length).toBeLessThanOrEqual(1);
    }
    // View counts are not in the static HTML; the page fills them in.
    await page.locator("[data-article-views]").first().waitFor();
    await expect(page.locator("[data-article-views]").first().textContent()).resolves.toMatch(/\d+ visualiza(ção|ções)/);
    await page.getByText("Nossa metodologia editorial").waitFor();
    await page.getByText("Próximos temas").waitFor();
    await page.close();
  });

  it("keeps view counts out of the static HTML", async () => {
    const html = await (await fetch(`${baseUrl}/blog`)).text();
    expect(html).not.toMatch(/visualizaç/);
    expect(html).toContain("data-article-views");
  });

  it("lists exactly the published articles, newest publication first within each group", async () => {
    if (!sql) return;
    const rows = await sql<{ slug: string; is_featured: boolean }[]>`
      select slug, is_featured from blog_articles where status = 'published'
      order by is_featured desc, published_at desc nulls last, id desc`;
    expect(listed.map((article) => article.slug)).toEqual(rows.map((row) => row.slug));
  });

  it("searches articles from the blog, ignoring accents", async () => {
    const page = await openPage("/blog");
    await page.getByRole("searchbox", { name: "Buscar artigos" }).fill("alfabetizacao");
    const results = page.locator("[data-blog-search-results]");
    await results.waitFor();
    const titles = await results.locator("li h3").allTextContents();
    expect(titles.some((title) => /alfabetização/i.test(title))).toBe(true);
    await page.locator("[data-blog-list]").waitFor({ state: "hidden" });
    await page.getByRole("searchbox", { name: "Buscar artigos" }).fill("zzxxqqwv");
    await results.getByText("Nenhum artigo encontrado").waitFor();
    await page.getByRole("searchbox", { name: "Buscar artigos" }).fill("");
    await page.locator("[data-blog-list]").waitFor();
    await page.close();
  });

  it("passes axe on phone and desktop", async () => {
    for (const mobile of [false, true]) {
      const page = await openPage("/blog", { mobile });
      await page.locator("[data-article-views]:visible").first().waitFor();
      await checkA11y(page);
      await page.close();
    }
  });
});

describe("article page", () => {
  const featured = () => listed.find((article) => article.featured) ?? (listed[0] as ListedArticle);

  it("shows the article with its header, excerpt, rendered content and sidebar", async () => {
    const article = featured();
    const page = await openPage(`/blog/${article.slug}`);
    expect(await page.title()).toContain(" | Rabisco");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(article.title);
    await page.getByText("DESTAQUE", { exact: true }).waitFor();
    const meta = (await page.locator("[data-testid=article-meta]").textContent()) ?? "";
    expect(meta).toContain("Equipe Editorial");
    expect(meta).toMatch(/\d+ min de leitura/);
    await expect(page.locator("[data-testid=article-tags] li").count()).resolves.toBeGreaterThan(0);
    await page.locator("[data-testid=article-excerpt]").waitFor();
    await expect(page.locator("[data-testid=article-content] h2").count()).resolves.toBeGreaterThan(0);
    await expect(page.locator("[data-testid=article-content] script").count()).resolves.toBe(0);
    expect(await page.getByRole("link", { name: "Voltar ao Blog" }).getAttribute("href")).toBe("/blog");
    for (const heading of ["Ações", "Estatísticas", "Gostou do artigo?"]) {
      await page.getByRole("heading", { name: heading, exact: true }).waitFor();
    }
    const stats = (await page.locator("[data-testid=article-stats]").textContent()) ?? "";
    expect(stats).toMatch(/Tempo de leitura\s*\d+ min/);
    expect(stats).toMatch(/Palavras\s*[\d.]+/);
    await page.close();
  });

  it("describes itself to search engines and social networks as an article", async () => {
    const article = featured();
    const html = await (await fetch(`${baseUrl}/blog/${article.slug}`)).text();
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-/);
    expect(html).toMatch(/<meta property="article:modified_time" content="\d{4}-/);
    expect(html).toContain('<meta property="article:tag"');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/blog/${article.slug}"`);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
    );
    const posting = scripts.find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: article.title,
      inLanguage: "pt-BR",
      author: { "@type": "Organization", name: "Rabisco" },
      publisher: { "@type": "Organization", name: "Rabisco" },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${baseUrl}/blog/${article.slug}` },
    });
    expect(posting?.wordCount).toBeGreaterThan(100);
    expect(typeof posting?.datePublished).toBe("string");
    expect(typeof posting?.dateModified).toBe("string");
    expect(typeof posting?.keywords).toBe("string");
    expect(Array.isArray(posting?.image)).toBe(true);
    // No counters in the static page.
    expect(html).not.toMatch(/visualizaç/);
  });

  it("counts a view after the page loads and shows the new count", async () => {
    const article = featured();
    const read = async () =>
      sql
        ? Number((await sql<{ views: number }[]>`select views from blog_articles where slug = ${article.slug}`)[0]?.views)
        : null;
    // Earlier tests opened this article from the same address, which counts once per period:
    // forget those hits, as a new period would (docs/operations.md "Counters").
    if (sql) {
      await sql`delete from counter_hits where counter = 'article_views'
        and item_id = (select id from blog_articles where slug = ${article.slug})`;
    }
    const before = await read();
    const page = await openPage(`/blog/${article.slug}`);
    const views = page.locator("[data-testid=article-stats] [data-views-number]");
    await views.waitFor();
    const shown = Number((await views.textContent())?.replace(/\D/g, ""));
    expect(shown).toBeGreaterThan(0);
    if (before !== null) {
      // The count shown is the one the counter answered: the database's, one more than before this visit.
      await expect.poll(read, { timeout: 10_000 }).toBeGreaterThan(before);
      expect(shown).toBeGreaterThan(before);
      expect(shown).toBeLessThanOrEqual((await read()) ?? 0);
    }
    await page.close();
    // Another visit from the same address in the period shows the count without moving it (docs/operations.md "Counters").
    const counted = await read();
    const again = await openPage(`/blog/${article.slug}`);
    const next = again.locator("[data-testid=article-stats] [data-views-number]");
    await next.waitFor();
    await expect.poll(async () => Number((await next.textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(shown);
    if (counted !== null) expect(await read()).toBe(counted);
    await again.close();
  });

  it("answers the counter API with 400 for a malformed id and 404 for an unknown one", async () => {
    const post = (id: string) => fetch(`${baseUrl}/api/articles/${id}/view`, { method: "POST", headers: { origin: baseUrl } });
    expect((await post("nao-e-um-id")).status).toBe(400);
    expect((await post("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("copies the link when the browser cannot share, and the message goes away after 3 s", async () => {
    const article = featured();
    const page = await newPage(browser, { baseUrl, consent: "rejected" });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    await page.goto(`/blog/${article.slug}`);
    await waitForIslands(page);
    await page.getByRole("button", { name: "Compartilhar" }).click();
    const feedback = page.locator("[data-feedback]");
    await expect.poll(() => feedback.textContent()).toBe("Link copiado para a área de transferência!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/blog/${article.slug}`);
    await expect.poll(() => feedback.textContent(), { timeout: 30_000 }).toBe("");
    await page.close();
  });

  it("uses native share when there is one, and says so when it fails", async () => {
    const article = featured();
    const page = await newPage(browser, { baseUrl, consent: "rejected" });
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared, shareFails: false });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: unknown) => {
          if ((window as unknown as { shareFails: boolean }).shareFails) throw new Error("share failed");
          shared.push(data);
        },
      });
    });
    await page.goto(`/blog/${article.slug}`);
    await waitForIslands(page);
    const feedback = page.locator("[data-feedback]");
    await page.getByRole("button", { name: "Compartilhar" }).click();
    await expect.poll(() => feedback.textContent()).toBe("Artigo compartilhado com sucesso!");
    const shared = await page.evaluate(() => (window as unknown as { shared: { url: string; title: string }[] }).shared);
    expect(shared[0]).toMatchObject({ url: `${baseUrl}/blog/${article.slug}`, title: article.title });
    await page.evaluate(() => Object.assign(window, { shareFails: true }));
    await page.getByRole("button", { name: "Compartilhar" }).click();
    await expect.poll(() => feedback.textContent()).toBe("Erro ao compartilhar. Tente novamente.");
    await page.close();
  });

  it("saves and unsaves the article in localStorage, remembered across visits", async () => {
    const article = featured();
    const page = await openPage(`/blog/${article.slug}`);
    const id = await page.locator("[data-article-actions]").getAttribute("data-id");
    const save = page.locator("[data-action=save]");
    await expect(save.textContent()).resolves.toContain("Salvar");
    await save.click();
    await expect.poll(() => save.textContent()).toContain("Salvo");
    await expect(save.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect.poll(() => page.locator("[data-feedback]").textContent()).toBe("Artigo salvo nos favoritos!");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("savedArticles"))) ?? "null")).toEqual([id]);
    await page.reload();
    await expect.poll(() => save.textContent()).toContain("Salvo");
    await save.click();
    await expect.poll(() => save.textContent()).toContain("Salvar");
    await expect.poll(() => page.locator("[data-feedback]").textContent()).toBe("Artigo removido dos favoritos!");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("savedArticles"))) ?? "null")).toEqual([]);
    await expect.poll(() => page.locator("[data-feedback]").textContent(), { timeout: 30_000 }).toBe("");
    await page.close();
  });

  it("passes axe on phone and desktop", async () => {
    for (const mobile of [false, true]) {
      const page = await openPage(`/blog/${featured().slug}`, { mobile });
      await page.locator("[data-testid=article-stats] [data-views-number]").waitFor();
      await checkA11y(page);
      await page.close();
    }
  });
});

describe("article not found", () => {
  it("answers 404 with the not-found view, title and links", async () => {
    const response = await fetch(`${baseUrl}/blog/artigo-que-nao-existe`);
    expect(response.status).toBe(404);
    const page = await openPage("/blog/artigo-que-nao-existe");
    expect(await page.title()).toBe("Artigo não encontrado | Rabisco");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Artigo não encontrado");
    await page.getByText("O artigo que você está procurando não foi encontrado ou não está mais disponível.").waitFor();
    expect(await page.getByRole("link", { name: "Voltar ao Blog" }).getAttribute("href")).toBe("/blog");
    expect(await page.getByRole("link", { name: "Ver todos os artigos" }).getAttribute("href")).toBe("/blog");
    await checkA11y(page);
    await page.close();
  });

  it("never shows, counts or lists an unpublished article", async () => {
    if (!sql) return;
    const [draft] = await sql<{ id: string; slug: string }[]>`
      insert into blog_articles (title, slug, excerpt, content, status)
      values ('Rascunho secreto', 'rascunho-secreto-e2e', 'Ainda não', 'Texto do rascunho', 'draft')
      returning id, slug`;
    try {
      expect((await fetch(`${baseUrl}/blog/${draft?.slug}`)).status).toBe(404);
      const view = await fetch(`${baseUrl}/api/articles/${draft?.id}/view`, { method: "POST", headers: { origin: baseUrl } });
      expect(view.status).toBe(404);
      const views = (await (await fetch(`${baseUrl}/api/articles/views?ids=${draft?.id}`)).json()) as { views: object };
      expect(views.views).toEqual({});
      expect(await (await fetch(`${baseUrl}/blog/rss.xml`)).text()).not.toContain("rascunho-secreto-e2e");
    } finally {
      await sql`delete from blog_articles where id = ${draft?.id ?? null}`;
    }
  });
});

describe("feeds", () => {
  it("publishes an RSS 2.0 feed of the published articles", async () => {
    const response = await fetch(`${baseUrl}/blog/rss.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links.sort()).toEqual(listed.map((article) => `${baseUrl}/blog/${article.slug}`).sort());
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  });

  it("lists the blog and every article in the sitemap", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${baseUrl}/blog</loc>`);
    for (const article of listed) expect(xml).toContain(`<loc>${baseUrl}/blog/${article.slug}</loc>`);
    expect(xml).not.toContain("rss.xml");
  });
});
