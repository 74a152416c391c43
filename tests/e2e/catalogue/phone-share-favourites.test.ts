import { describe, expect, it } from "vitest";
import { checkA11y, waitForIslands } from "../../support/browser.ts";
import { catalogueSite, closePage } from "../../support/catalogue-site.ts";

/**
 * What a parent meets on a phone: the drawing and its two main buttons on the
 * first screen with nothing moving, 'Compartilhar', 'Salvar' and the 'Meus
 * favoritos' page, and drawn icons where emoji showed as boxes.
 */
const { baseUrl, catalogue, get, open, newPage, drawingPath, templatePaths } = catalogueSite();

/** Sum of the layout shifts the page has had so far (the CLS of a short visit). */
const LAYOUT_SHIFT = `new Promise((resolve) => {
  let total = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value; })
    .observe({ type: "layout-shift", buffered: true });
  setTimeout(() => resolve(total), 500);
})`;

const articlePaths = () => catalogue.urls.map((url) => new URL(url).pathname).filter((path) => /^\/blog\/[^/]+$/.test(path));

describe("drawing page on a phone", () => {
  it("shows the drawing and 'Baixar Desenho' and 'Imprimir Desenho' side by side on the first screen, with no layout shift", async () => {
    const { page } = await open(drawingPath(0), { mobile: true });
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    await page.locator("figure img").evaluate((image: HTMLImageElement) => image.decode());
    const image = await page.locator("figure img").boundingBox();
    const download = await page.getByRole("link", { name: "Baixar Desenho" }).boundingBox();
    const print = await page.getByRole("button", { name: "Imprimir Desenho" }).boundingBox();
    const title = await page.locator("main h1").boundingBox();
    if (!image || !download || !print || !title) throw new Error("the drawing, its title or its buttons are not on the page");
    expect(title.y).toBeLessThan(image.y);
    expect(image.y).toBeLessThan(viewport.height / 3);
    expect(image.height).toBeGreaterThan(viewport.height / 3);
    // Both buttons under the drawing, in one row, inside the first screen.
    expect(download.y).toBeGreaterThan(image.y + image.height - 1);
    expect(Math.abs(download.y - print.y)).toBeLessThan(2);
    expect(print.y + print.height).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate(LAYOUT_SHIFT)).toBe(0);
    await closePage(page);
  });

  it("shows the cookie banner above the page on a first visit, covering none of the drawing's buttons, moving nothing", async () => {
    const page = await newPage({ mobile: true });
    await page.goto(drawingPath(0));
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    await banner.waitFor({ state: "visible" });
    const bannerBox = await banner.boundingBox();
    if (!bannerBox) throw new Error("no banner box");
    expect(bannerBox.y).toBe(0);
    for (const control of [
      page.getByRole("link", { name: "Baixar Desenho" }),
      page.getByRole("button", { name: "Imprimir Desenho" }),
      page.getByRole("link", { name: "Baixar PDF (A4)" }),
      page.getByRole("button", { name: "Compartilhar" }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      // What a finger on the control's centre touches is the control, not the banner.
      const touched = await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && element.contains(top);
      });
      expect(touched).toBe(true);
    }
    expect(await page.evaluate(LAYOUT_SHIFT)).toBe(0);
    // Chosen, it goes, and stays gone.
    await banner.getByRole("button", { name: "Rejeitar" }).click();
    await banner.waitFor({ state: "hidden" });
    await page.reload();
    await page.waitForLoadState("load");
    expect(await banner.isVisible()).toBe(false);
    await closePage(page);
  });

  it("puts the drawing in its own column on a desktop, beside the title and the buttons", async () => {
    const { page } = await open(drawingPath(0));
    const image = await page.locator("figure img").boundingBox();
    const title = await page.locator("main h1").boundingBox();
    const download = await page.getByRole("link", { name: "Baixar Desenho" }).boundingBox();
    if (!image || !title || !download) throw new Error("missing parts");
    expect(image.x + image.width).toBeLessThan(title.x);
    expect(download.y).toBeGreaterThan(title.y);
    expect(download.y).toBeLessThan(image.y + image.height);
    expect(await page.evaluate(LAYOUT_SHIFT)).toBe(0);
    await closePage(page);
  });
});

describe("sharing a drawing", () => {
  it("copies the page's address where the browser has no share sheet, and links to WhatsApp", async () => {
    const path = drawingPath(1);
    const { page } = await open(path);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    // Chromium on Linux has no Web Share: the link is copied.
    await page.evaluate(() => Object.defineProperty(navigator, "share", { configurable: true, value: undefined }));
    await page.getByRole("button", { name: "Compartilhar" }).click();
    await expect
      .poll(() => page.locator("[data-drawing-actions] [data-feedback]").textContent())
      .toBe("Link copiado para a área de transferência!");
    expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe(path);
    const whatsApp = new URL((await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href")) ?? "");
    expect(whatsApp.host).toBe("wa.me");
    expect(new URL((whatsApp.searchParams.get("text") ?? "").split(" ").at(-1) ?? "").pathname).toBe(path);
    await closePage(page);
  });
});

describe("Meus favoritos", () => {
  it("lists the drawings and articles saved with 'Salvar', removes them, and says when there are none", async () => {
    const drawing = drawingPath(2);
    const [article] = articlePaths();
    if (!article) throw new Error("the sample content has no article");
    const { page } = await open(drawing, { mobile: true });
    const drawingTitle = (await page.locator("main h1").textContent())?.trim() ?? "";
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect
      .poll(() => page.locator("[data-drawing-actions] [data-feedback]").textContent())
      .toBe("Desenho salvo nos favoritos!");
    await page.goto(article);
    await waitForIslands(page);
    const articleTitle = (await page.locator("main h1").textContent())?.trim() ?? "";
    await page.locator("[data-action=save]").click();
    await expect.poll(() => page.locator("[data-action=save]").textContent()).toContain("Salvo");

    // From the menu, as a phone user gets there.
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("link", { name: "Meus favoritos" }).click();
    await page.waitForURL("**/favoritos");
    await page.locator("[data-favourites=ready]").waitFor();
    const drawings = page.locator("[data-favourites-section=drawing] h3");
    const articles = page.locator("[data-favourites-section=article] h3");
    expect(await drawings.allTextContents()).toEqual([drawingTitle]);
    expect(await articles.allTextContents()).toEqual([articleTitle]);
    expect(await page.locator("[data-favourites-section=drawing] a").getAttribute("href")).toBe(drawing);
    expect(await page.locator("[data-favourites-section=article] a").getAttribute("href")).toBe(article);
    await checkA11y(page);

    await page.getByRole("button", { name: `Remover ${drawingTitle} dos favoritos` }).click();
    expect(await drawings.count()).toBe(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("savedDrawings"))) ?? "null")).toEqual([]);
    await page.getByRole("button", { name: `Remover ${articleTitle} dos favoritos` }).click();
    await page.getByRole("heading", { name: "Você ainda não tem favoritos" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Você ainda não tem favoritos" }).waitFor();
    await checkA11y(page);
    await closePage(page);
  });

  it("is a static page for nobody's search engine, linked from the header", async () => {
    const { status, document } = await get("/favoritos");
    expect(status).toBe(200);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
    expect(document.querySelector('header a[href="/favoritos"]')).not.toBeNull();
    expect(catalogue.urls.some((url) => new URL(url).pathname === "/favoritos")).toBe(false);
  });

  it("answers 400 to a body that is not a list, drops entries that are not ids, and only shows what the site shows", async () => {
    const post = (body: string) =>
      fetch(`${baseUrl}/api/favorites`, { method: "POST", headers: { "content-type": "application/json" }, body });
    for (const body of ["", "{", '{"drawings":"x"}', '{"drawings":["x"],"extra":1}']) {
      const response = await post(body);
      expect(response.status, body.slice(0, 40)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe("Lista de favoritos inválida.");
    }
    const unknown = await post(JSON.stringify({ drawings: [crypto.randomUUID()], articles: [crypto.randomUUID()] }));
    expect(await unknown.json()).toEqual({ drawings: [], articles: [] });
    // Entries that are not ids, and more than 100, are dropped rather than failing the whole list.
    const messy = await post(JSON.stringify({ drawings: ["not-a-uuid", 7, null, ...Array(150).fill(crypto.randomUUID())] }));
    expect(messy.status).toBe(200);
    expect(await messy.json()).toEqual({ drawings: [], articles: [] });
  });

  it("shows the saved drawings of a list that also holds entries that are not ids, and more than 100", async () => {
    // A drawing no other test visits: a visit moves its view count, which counters.test.ts reads.
    const { page } = await open(drawingPath(6));
    const drawingTitle = (await page.locator("main h1").textContent())?.trim() ?? "";
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("savedDrawings"))).toMatch(/^\["[0-9a-f-]{36}"\]$/);
    // An older version's entries, or a hand edit: rubbish first, then 120 ids the site does not know, then the saved one.
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem("savedDrawings") ?? "[]") as string[];
      const unknown = Array.from({ length: 120 }, () => crypto.randomUUID());
      localStorage.setItem("savedDrawings", JSON.stringify(["not-a-uuid", 7, { id: 1 }, ...unknown, ...saved]));
    });
    await page.goto("/favoritos");
    await page.locator("[data-favourites=ready]").waitFor();
    expect(await page.locator("[data-favourites-section=drawing] h3").allTextContents()).toEqual([drawingTitle]);
    expect(await page.getByText("Não foi possível carregar seus favoritos").count()).toBe(0);
    await closePage(page);
  });
});

describe("icons", () => {
  it("draws icons as SVG: no emoji in any public template", async () => {
    for (const path of templatePaths()) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html.match(/[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B50}]/gu), path).toBeNull();
    }
    const { document } = await get(drawingPath(0));
    expect(document.querySelectorAll('[data-drawing-actions] svg[aria-hidden="true"]').length).toBeGreaterThanOrEqual(5);
  });
});
