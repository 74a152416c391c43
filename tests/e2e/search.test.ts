import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { searchFormPath, searchPath } from "#src/lib/urls.ts";
import { checkA11y, launchBrowser, newPage } from "../support/browser.ts";
import { fetchPage } from "../support/html.ts";

/**
 * The drawing search end to end: /search/{query} and /busca/{query} render
 * a shell without the database, the island asks the search API, which
 * searches the sample catalogue (sample-content/catalogue) in the database
 * with accents, plurals, prefixes and typos (the whole corpus runs in
 * tests/db/search.test.ts), and the results look like the site's drawing
 * cards.
 */
const baseUrl = inject("baseUrl");
let browser: Browser;

type Card = { href: string; title: string; category: string; image: string | null };

async function openSearch(path: string, options: { mobile?: boolean } = {}): Promise<Page> {
  const page = await newPage(browser, { baseUrl, consent: "rejected", ...options });
  await page.goto(path);
  return page;
}

/** Waits for the island to finish and returns the state and cards it shows. */
async function results(page: Page): Promise<{ state: string; count: string; cards: Card[] }> {
  await page.locator("[data-search-results]:not([data-state=loading]):not([aria-busy=true])").waitFor({ state: "attached" });
  const state = (await page.locator("[data-search-results]").getAttribute("data-state")) ?? "";
  const count = ((await page.locator("[data-count]").textContent()) ?? "").trim();
  const cards = await page.locator("[data-testid=search-results] li").evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector("a")?.getAttribute("href") ?? "",
      title: item.querySelector("h2")?.textContent ?? "",
      category: item.querySelector("[data-category]")?.textContent ?? "",
      image: item.querySelector("img")?.getAttribute("src") ?? null,
    })),
  );
  return { state, count, cards };
}

async function search(query: string): Promise<{ state: string; count: string; cards: Card[] }> {
  const page = await openSearch(`/search/${encodeURIComponent(query)}`);
  const found = await results(page);
  await page.close();
  return found;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("search page", () => {
  it("shows 8 skeletons while loading, then drawing cards like the site's", async () => {
    const page = await newPage(browser, { baseUrl, consent: "rejected" });
    // Hold the search API's answer back so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/search\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/search/coracao");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Resultados para: coracao");
    await expect(page.locator("[data-skeleton]").count()).resolves.toBe(8);
    await expect(page.locator("[data-skeleton]").first().isVisible()).resolves.toBe(true);
    release();
    const found = await results(page);
    expect(found.state).toBe("results");
    // The skeletons are gone (hidden, kept for 'Tentar novamente').
    await expect(page.locator("[data-skeleton]").first().isVisible()).resolves.toBe(false);
    expect(found.count).toMatch(/^\d+ desenhos? encontrados?$/);
    // The first page: up to 24 of the count.
    expect(found.cards.length).toBe(Math.min(24, Number(found.count.split(" ")[0])));
    for (const card of found.cards) {
      expect(card.href).toMatch(/^\/desenhos\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(card.title).not.toBe("");
      expect(card.category).not.toBe("");
      expect(card.image).toMatch(/\.card\.webp$/);
    }
    // The first card opens its drawing page.
    await page.locator("[data-testid=search-results] a").first().click();
    await page.waitForURL(/\/desenhos\//);
    await page.close();
  });

  it("asks the search API once for the first page: the island uses the answer the HTML preloads", async () => {
    const page = await newPage(browser, { baseUrl, consent: "rejected" });
    const requested: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/search\?/.test(request.url())) requested.push(request.url());
    });
    await page.goto(`/search/${encodeURIComponent("lápis de cor")}`);
    await results(page);
    expect(requested).toEqual([`${baseUrl}/api/search?q=l%C3%A1pis+de+cor`]);
    await page.close();
  });

  it("ignores accents and case: 'coracao' finds 'Coração', ranking title matches first", async () => {
    const found = await search("CORACAO");
    const titles = found.cards.map((card) => card.title);
    expect(titles).toEqual(expect.arrayContaining(["Coração de blocos", "Herói do coração", "Menina com cachorrinho e coração"]));
    // Drawings named after the word come before those that only mention it.
    const named = titles.filter((title) => /coração/i.test(title)).length;
    expect(titles.slice(0, named).every((title) => /coração/i.test(title))).toBe(true);
  });

  it("finds singular titles from a plural query (Portuguese stemming)", async () => {
    const found = await search("borboletas");
    expect(found.cards.map((card) => card.title)).toContain("Borboleta no céu");
    expect(found.cards[0]?.title).toBe("Borboleta no céu");
  });

  it("matches word prefixes", async () => {
    const found = await search("girass");
    expect(found.cards.map((card) => card.title)).toContain("Girassol feliz");
  });

  it("tolerates a typo and says what it searched for", async () => {
    const page = await openSearch("/search/girasol");
    const found = await results(page);
    expect(found.cards[0]?.title).toBe("Girassol feliz");
    await expect(page.locator("[data-corrected]").isVisible()).resolves.toBe(true);
    await expect(page.locator("[data-corrected-query]").textContent()).resolves.toBe("girassol");
    await page.close();
    expect((await search("elefamte")).cards.map((card) => card.title)).toContain("Elefante fofinho");
  });

  it("shows 'Nenhum resultado encontrado' with a link home when nothing matches", async () => {
    const page = await openSearch("/search/xyzzyplugh");
    const found = await results(page);
    expect(found.state).toBe("empty");
    expect(found.cards).toEqual([]);
    expect(found.count).toBe("0 desenhos encontrados");
    await page.getByRole("heading", { name: "Nenhum resultado encontrado" }).waitFor();
    // No level would find more: the level filter goes.
    expect(await page.getByTestId("search-levels").isHidden()).toBe(true);
    expect(await page.getByRole("link", { name: "Voltar para o início" }).getAttribute("href")).toBe("/");
    // Instead of nothing: the popular categories and the most downloaded drawings.
    await page.getByRole("heading", { name: "Categorias populares" }).waitFor();
    const categories = await page
      .locator("#sugestoes-categorias + ul a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(categories.length).toBeGreaterThan(0);
    for (const href of categories) expect(href).toMatch(/^\/categorias\/[a-z0-9-]+$/);
    await page.getByRole("heading", { name: "Desenhos mais baixados" }).waitFor();
    const drawings = await page.locator("[data-suggestions] h3").allTextContents();
    expect(drawings.length).toBeGreaterThan(0);
    const suggested = await page
      .locator("[data-suggestions] li a[href^='/desenhos/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const href of suggested) expect((await fetch(`${baseUrl}${href}`)).status, href ?? "").toBe(200);
    await checkA11y(page);
    await page.close();
  });

  it("says so when the search cannot load, instead of '0 desenhos encontrados'", async () => {
    const page = await newPage(browser, { baseUrl, consent: "rejected" });
    await page.route(/\/api\/search\?/, (route) => route.abort());
    await page.goto("/search/gato");
    await page.getByRole("heading", { name: "Não foi possível buscar agora" }).waitFor();
    expect(await page.locator("[data-search-results]").getAttribute("data-state")).toBe("error");
    expect(await page.locator("[data-count]").textContent()).toBe("");
    expect(await page.getByRole("heading", { name: "Nenhum resultado encontrado" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Tentar novamente" }).isVisible()).toBe(true);
    await checkA11y(page);
    await page.close();
  });

  it("does not search an empty or blank query", async () => {
    for (const path of ["/search", "/search/%20%20", "/busca/"]) {
      const page = await newPage(browser, { baseUrl, consent: "rejected" });
      const requested: string[] = [];
      page.on("request", (request) => {
        if (/\/api\/search\?/.test(request.url())) requested.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const found = await results(page);
      expect(found.state).toBe("empty");
      expect(found.cards).toEqual([]);
      await page.getByRole("heading", { name: "Nenhum resultado encontrado" }).waitFor();
      await expect(page.locator("[data-skeleton]").count()).resolves.toBe(0);
      expect(requested).toEqual([]);
      await page.close();
    }
  });

  it("renders the same page at /busca/{query}, its canonical address, without touching the database", async () => {
    for (const path of ["/search/gato", "/busca/gato"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toContain("public");
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="${baseUrl}/busca/gato"`);
      expect(html).toContain('<meta name="robots" content="noindex, follow"');
      expect(html).toContain("Resultados para: ");
    }
    const found = await (async () => {
      const page = await openSearch("/busca/gato");
      const shown = await results(page);
      await page.close();
      return shown;
    })();
    expect(found.cards.map((card) => card.title)).toContain("Gato brincalhão");
  });

  it("shows a typed /, = or & as itself in the title and the query, not encoded", async () => {
    for (const path of [searchPath("gato/cão = 1 & 2"), searchFormPath("gato/cão = 1 & 2")]) {
      const { status, document } = await fetchPage(`${baseUrl}${path}`);
      expect(status).toBe(200);
      expect(document.title).toMatch(/^Resultados para: gato\/cão = 1 & 2/);
      expect(document.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(
        `${baseUrl}${searchPath("gato/cão = 1 & 2")}`,
      );
    }
  });

  it("turns the header form's plain submission into /search/{query}", async () => {
    const response = await fetch(`${baseUrl}/search?q=${encodeURIComponent(" cachorro ")}`, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/search/cachorro");
  });

  it("is reached from the header search box", async () => {
    const page = await openSearch("/");
    const box = page.getByRole("searchbox", { name: "Buscar desenhos" }).first();
    await box.fill("tartaruga");
    await box.press("Enter");
    await page.waitForURL(/\/search\/tartaruga$/);
    const found = await results(page);
    expect(found.cards.map((card) => card.title)).toContain("Tartaruga sorridente");
    // The query stays in the box on the results page, to refine it.
    expect(await page.getByRole("searchbox", { name: "Buscar desenhos" }).first().inputValue()).toBe("tartaruga");
    await page.close();
  });

  it("keeps the query, accents and spaces included, in both search boxes of the results page", async () => {
    const { document } = await fetchPage(`${baseUrl}/busca/${encodeURIComponent("lápis de cor")}`);
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="search"][name="q"]')];
    expect(boxes.length).toBe(2);
    for (const box of boxes) expect(box.getAttribute("value")).toBe("lápis de cor");
    const home = await fetchPage(`${baseUrl}/`);
    for (const box of home.document.querySelectorAll('input[type="search"][name="q"]'))
      expect(box.getAttribute("value")).toBe("");
  });

  it("adds the next 24 with 'Carregar mais desenhos', then offers no more", async () => {
    const page = await openSearch("/search/colorir");
    const first = await results(page);
    const total = Number(first.count.split(" ")[0]?.replace(".", ""));
    expect(total).toBeGreaterThan(24);
    expect(first.cards).toHaveLength(24);
    const more = page.getByRole("button", { name: "Carregar mais desenhos" });
    await more.click();
    await page
      .locator("[data-testid=search-results] li")
      .nth(Math.min(total, 48) - 1)
      .waitFor();
    const cards = await page
      .locator("[data-testid=search-results] li a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(cards).toHaveLength(Math.min(total, 48));
    expect(new Set(cards).size).toBe(cards.length);
    if (total <= 48) await expect(more.isVisible()).resolves.toBe(false);
    await page.close();
  });

  it("keeps the level filter to one row on a phone, the ages in each level's name", async () => {
    const page = await openSearch("/search/flor", { mobile: true });
    await results(page);
    const filter = page.getByTestId("search-levels");
    const box = await filter.boundingBox();
    // The caption and one row of 44 px chips (five chips with their ages took about 290 px).
    expect(box?.height ?? 0).toBeLessThan(100);
    const chipTops = await filter.locator("a").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(new Set(chipTops).size).toBe(1);
    expect(await filter.getByRole("link", { name: "Fácil, 2 a 5 anos" }).count()).toBe(1);
    await page.close();
  });

  it("passes axe with results on phone and desktop", async () => {
    for (const mobile of [false, true]) {
      const page = await openSearch("/search/flor", { mobile });
      await results(page);
      await checkA11y(page);
      await page.close();
    }
  });
});
