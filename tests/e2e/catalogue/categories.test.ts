import { describe, expect, it } from "vitest";
import { DIFFICULTY_LABELS, DIFFICULTY_TIERS } from "#src/lib/colouring/difficulty.ts";
import { catalogueSite, closePage } from "../../support/catalogue-site.ts";
import { meta, text } from "../../support/html.ts";

/** The all-categories page with its filter, and a category's page with its not-found views. */
const { catalogue, get, open } = catalogueSite();

describe("all categories", () => {
  it("answers 200 with every category, sorted by name", async () => {
    const { status, document } = await get("/categorias/todas");
    expect(status).toBe(200);
    expect(text(document.querySelector("h1"))).toBe("Todas as Categorias");
    const names = [...document.querySelectorAll('[data-testid="all-categories"] li')].map((item) =>
      text(item.querySelector("h2")),
    );
    expect(names.length).toBe(catalogue.categories.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
    // The age guide: one band per level, the same the badges show.
    const bands = [...document.querySelectorAll("[data-age-band] h3")].map((heading) => text(heading));
    expect(bands).toEqual(DIFFICULTY_TIERS.map((tier) => DIFFICULTY_LABELS[tier].ages));
  });

  it("narrows the grid as the visitor types and echoes the text when nothing matches", async () => {
    const { page } = await open("/categorias/todas");
    const input = page.getByPlaceholder("Buscar categorias...");
    const cards = page.locator('[data-testid="all-categories"] li:visible');
    const total = await cards.count();
    expect(total).toBe(catalogue.categories.length);

    const first = (await page.locator('[data-testid="all-categories"] li h2').first().textContent())?.trim() ?? "";
    await input.fill(first.slice(0, Math.max(3, Math.ceil(first.length / 2))).toUpperCase());
    await expect.poll(() => cards.count()).toBeLessThan(total);
    expect(await cards.count()).toBeGreaterThan(0);
    for (const name of await cards.locator("h2").allTextContents()) {
      expect(name.normalize("NFD").toLowerCase()).toContain(first.slice(0, 3).normalize("NFD").toLowerCase());
    }

    await input.fill("xyzzy dragão");
    const empty = page.locator("[data-filter-empty]");
    await empty.waitFor({ state: "visible" });
    expect(await empty.textContent()).toContain("Nenhuma categoria encontrada");
    expect(await empty.textContent()).toContain("xyzzy dragão");
    expect(await cards.count()).toBe(0);

    await input.fill("");
    await expect.poll(() => cards.count()).toBe(total);
    expect(await empty.isVisible()).toBe(false);
    await closePage(page);
  });
});

describe("category page", () => {
  it("answers 200 with the breadcrumb, heading, count and the category's drawings", async () => {
    const { status, document } = await get(`/categorias/${catalogue.category}`);
    expect(status).toBe(200);
    expect(text(document.querySelector("h1"))).toMatch(/^Desenhos de .+ para colorir$/);
    const count = Number(text(document.querySelector('[data-testid="drawings-count"]')).match(/^(\d+) desenhos?$/)?.[1]);
    expect(count).toBe(catalogue.drawingPaths.length);
    const links = [...document.querySelectorAll('[data-testid="category-drawings"] a')].map((link) => link.getAttribute("href"));
    expect(links.length).toBe(Math.min(count, 40));
    for (const link of links) expect(catalogue.drawingPaths).toContain(link);
    expect(document.querySelector('nav[aria-label="Trilha de navegação"] a[href="/"]')).not.toBeNull();
  });

  it("answers 404 with 'Categoria não encontrada' for an unknown slug", async () => {
    const { status, document } = await get("/categorias/categoria-que-nao-existe");
    expect(status).toBe(404);
    expect(text(document.querySelector("main h1"))).toBe("Categoria não encontrada");
    expect(document.querySelector('main a[href="/"]')).not.toBeNull();
    expect(meta(document, "robots")).toContain("noindex");
  });

  it("answers 404 for a page number past the end and for /pagina/1 (page 1 is the category's own address)", async () => {
    const pages = Math.ceil(catalogue.drawingPaths.length / 40);
    for (const path of [`/categorias/${catalogue.category}/pagina/${pages + 1}`, `/categorias/${catalogue.category}/pagina/1`]) {
      const { status, document } = await get(path);
      expect(status, path).toBe(404);
      expect(text(document.querySelector("main h1"))).toBe("Categoria não encontrada");
    }
  });
});

describe("category orders", () => {
  it("offers 'Novos' and 'Mais baixados', each its own page, most downloaded first, outside the sitemap", async () => {
    const base = `/categorias/${catalogue.category}`;
    const { status, document } = await get(base);
    expect(status).toBe(200);
    const tabs = [...document.querySelectorAll('[data-testid="category-order"] a')];
    expect(tabs.map(text)).toEqual(["Novos", "Mais baixados"]);
    expect(tabs[0]?.getAttribute("aria-current")).toBe("page");
    expect(tabs[1]?.getAttribute("href")).toBe(`${base}/mais-baixados`);

    const sorted = await get(`${base}/mais-baixados`);
    expect(sorted.status).toBe(200);
    expect(sorted.document.querySelector('[data-testid="category-order"] a[aria-current="page"]')?.textContent?.trim()).toBe(
      "Mais baixados",
    );
    expect(meta(sorted.document, "robots")).toContain("noindex");
    expect(sorted.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/mais-baixados$/);
    // The same drawings as the 'Novos' page set (on one page each, or the first pages of both), in another order.
    const slugsOf = (page: Document) =>
      [...page.querySelectorAll('[data-testid="category-drawings"] a[href^="/desenhos/"]')].map((link) =>
        link.getAttribute("href"),
      );
    const newest = slugsOf(document);
    const byDownloads = slugsOf(sorted.document);
    expect(byDownloads.length).toBe(newest.length);
    // Every card is one of this category's drawings (the order itself is the data suite's: counters move while this suite runs).
    for (const href of byDownloads) expect(href).toMatch(new RegExp(`^/desenhos/${catalogue.category}/`));
    expect(catalogue.urls.some((url) => url.includes("/mais-baixados"))).toBe(false);
  });
});
