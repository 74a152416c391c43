import fs from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { catalogueSite, closePage, slugOf } from "../../support/catalogue-site.ts";
import { clientPoint, colouringTarget, waitForPixel } from "../../support/colouring.ts";
import { waitForHtml } from "../../support/poll.ts";

/** Offline use (issue 47): the service worker keeps what was visited, network first for pages. */
const { baseUrl, sql, get, newPage, drawingPath, catalogue } = catalogueSite();

/** A phone whose service worker controls the page at `path`, which it has then loaded once more through it. */
async function keptPage(path: string): Promise<Page> {
  const page = await newPage({ consent: "accepted", mobile: true, serviceWorker: true });
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
  await page.reload();
  await page.locator("figure img").first().waitFor();
  await page.waitForFunction(() => (document.querySelector("figure img") as HTMLImageElement | null)?.complete === true);
  return page;
}

const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

describe("installing Rabisco", () => {
  it("is installable: Chromium finds the manifest, its icons and the service worker", async () => {
    const manifest = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    const app = (await manifest.json()) as {
      name: string;
      lang: string;
      theme_color: string;
      icons: { src: string; purpose: string }[];
    };
    expect(app).toMatchObject({ name: "Rabisco: desenhos para colorir", lang: "pt-BR", theme_color: "#f97316" });
    for (const icon of app.icons) expect((await fetch(`${baseUrl}${icon.src}`)).headers.get("content-type")).toBe("image/png");
    expect(app.icons.map((icon) => icon.purpose)).toContain("maskable");

    const page = await newPage({ consent: "accepted", mobile: true, serviceWorker: true });
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito ones, where Chromium never offers to install: the one error left.
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(["in-incognito"]);
    await closePage(page);
  });
});

describe("offline use", () => {
  it("opens a visited drawing page with its image without a network, and answers any other page with the offline page", async () => {
    const path = drawingPath(3);
    const title = (await get(path)).document.querySelector("main h1")?.textContent?.trim();
    const page = await keptPage(path);
    await page.context().setOffline(true);
    await page.goto(path);
    expect(await page.locator("main h1").textContent()).toBe(title);
    expect(await page.evaluate(() => (document.querySelector("figure img") as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    await page.goto(drawingPath(4));
    expect(await page.locator("main h1").textContent()).toBe("Sem conexão com a internet");
    // 'Minhas pinturas' was never kept here: the offline page does not offer a link that would lead back to it.
    await page.locator("[data-device-page='/minhas-pinturas'][hidden]").waitFor({ state: "attached" });
    // The worker's install kept the offline page alone, not the device's pages and their screens' code.
    const installed = await page.evaluate(async () => {
      const base = (await caches.keys()).find((name) => name.startsWith("rabisco-base-"));
      return base ? (await (await caches.open(base)).keys()).map((request) => new URL(request.url).pathname) : [];
    });
    expect(installed).toContain("/sem-internet");
    expect(installed.filter((path) => !path.startsWith("/_astro/"))).toEqual(["/sem-internet"]);
    // It lists what this device keeps: the drawing visited, by its title.
    const kept = page.locator("[data-offline-list]").getByRole("link", { name: title ?? "" });
    await kept.waitFor();
    expect(await kept.getAttribute("href")).toBe(path);
    await closePage(page);
  });

  it("never keeps the admin or the API", async () => {
    const page = await keptPage(drawingPath(2));
    await page.goto("/admin");
    await page.evaluate(() => fetch("/api/search?q=gato").then((response) => response.text()));
    await page.goto(drawingPath(2));
    const paths = await cachedPaths(page);
    expect(paths).toContain(drawingPath(2));
    expect(paths.filter((cached) => cached.startsWith("/admin") || cached.startsWith("/api/"))).toEqual([]);
    await closePage(page);
  });

  it("shows an edited title on the next visit online: pages come from the network first", async () => {
    if (!sql) {
      console.warn("Skipped: the drawing was not edited (no database URL; run with TEST_DATABASE_URL set).");
      return;
    }
    const path = drawingPath(1);
    const page = await keptPage(path);
    const slug = slugOf(path);
    const [row] = await sql<{ id: string; title: string }[]>`select id, title from drawings where slug = ${slug}`;
    if (!row) throw new Error(`no drawing ${slug}`);
    // A change of description keeps the address (a title would move it): the page's text is what is checked.
    const marker = `Editado para o teste offline ${Date.now()}`;
    try {
      await sql`update drawings set description = ${marker} where id = ${row.id}`;
      await waitForHtml(baseUrl, path, (html) => html.includes(marker));
      await page.goto(path);
      expect(await page.getByTestId("drawing-description").textContent()).toContain(marker);
    } finally {
      await sql`update drawings set description = null where id = ${row.id}`;
    }
    await closePage(page);
  });
});

describe("'Salvar para usar sem internet'", () => {
  it("keeps a collection: offline, its page and drawings open, a caderno is made, a drawing is coloured and kept, and its PDF is there", async () => {
    // The smallest collection of the sample with two drawings or more: saving it is quick.
    const collections = catalogue.urls.map((url) => new URL(url).pathname).filter((path) => /^\/colecoes\/[^/]+$/.test(path));
    const sized = await Promise.all(
      collections.map(async (path) => ({
        path,
        drawings: (await get(path)).document.querySelectorAll("[data-testid=collection-drawings] a").length,
      })),
    );
    const [chosen] = sized.filter((collection) => collection.drawings >= 2).sort((a, b) => a.drawings - b.drawings);
    if (!chosen) throw new Error("the sample has no collection of two drawings or more");
    const page = await newPage({ consent: "accepted", mobile: true, serviceWorker: true });
    await page.goto(chosen.path);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
    await page.getByRole("button", { name: "Salvar para usar sem internet" }).click();
    const status = page.locator("[data-offline-status]");
    await expect
      .poll(() => status.textContent(), { timeout: 60_000 })
      .toMatch(/^Vai ocupar cerca de [\d,]+ (KB|MB) neste aparelho\.$/);
    await page.getByRole("button", { name: "Salvar neste aparelho" }).click();
    await expect.poll(() => status.textContent(), { timeout: 120_000 }).toBe("Disponível sem internet");
    expect(await page.getByRole("button", { name: "Remover deste aparelho" }).isVisible()).toBe(true);

    const drawingHref = await page.locator("[data-testid=collection-drawings] a").first().getAttribute("href");
    if (!drawingHref) throw new Error("no drawing link");
    const target = await colouringTarget(baseUrl, drawingHref);
    await page.context().setOffline(true);
    await page.goto(chosen.path);
    expect(await page.locator("main h1").textContent()).toContain(": desenhos para colorir");
    expect(await page.locator("[data-offline-status]").textContent()).toBe("Disponível sem internet");
    // A caderno of it, made in this tab from the kept PDFs (the dialog and pdf-lib were kept with the page).
    await page.getByRole("button", { name: "Baixar caderno" }).click();
    const dialog = page.getByRole("dialog", { name: "Baixar caderno" });
    await dialog.waitFor({ timeout: 30_000 });
    const caderno = page.waitForEvent("download", { timeout: 120_000 });
    await dialog.getByRole("button", { name: /^Baixar PDF/ }).click();
    const cadernoPdf = await PDFDocument.load(await fs.readFile((await (await caderno).path()) ?? ""));
    // Its cover, then two drawings a sheet (the dialog's defaults): every drawing is in, none skipped for want of its PDF.
    expect(cadernoPdf.getPageCount()).toBe(1 + Math.ceil(chosen.drawings / 2));
    await page.goto(drawingHref);
    expect(await page.locator("main h1").textContent()).toBe(target.sheet.title);
    const pdfHref = await page.locator("a[data-action=pdf]").getAttribute("href");
    const pdfStart = await page.evaluate(async (href) => {
      const response = await fetch(href ?? "");
      return new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5));
    }, pdfHref);
    expect(pdfStart).toBe("%PDF-");

    await page.getByRole("link", { name: "Pintar online" }).click();
    await page.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
    const point = await clientPoint(page, target);
    await page.touchscreen.tap(point.x, point.y);
    await waitForPixel(page, target, [0xe5, 0x39, 0x35]);
    // Kept in 'Minhas pinturas', offline too: the set kept that page, and the offline page now offers it.
    await page.goto("/pagina-nunca-visitada");
    await page.getByRole("link", { name: "Minhas pinturas" }).waitFor();
    await page.goto("/minhas-pinturas");
    await page
      .getByTestId("my-colourings")
      .getByRole("link", { name: new RegExp(target.sheet.title) })
      .waitFor({ timeout: 30_000 });
    await page.context().setOffline(false);

    // Removed on request: the set's cache is gone.
    await page.goto(chosen.path);
    await page.getByRole("button", { name: "Remover deste aparelho" }).click();
    await expect.poll(() => status.textContent()).toBe("Removido deste aparelho.");
    expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("rabisco-salvo:")))).toEqual(
      [],
    );
    await closePage(page);
  });

  it("keeps 'Meus favoritos': offline, the list shows its cards from the last visit and each drawing opens", async () => {
    const paths = [drawingPath(0), drawingPath(2)];
    const ids = await Promise.all(
      paths.map(async (path) => (await get(path)).document.querySelector("[data-drawing-actions]")?.getAttribute("data-id")),
    );
    const page = await newPage({ consent: "accepted", mobile: true, serviceWorker: true });
    await page.addInitScript((saved) => {
      if (!localStorage.getItem("savedDrawings")) localStorage.setItem("savedDrawings", JSON.stringify(saved));
    }, ids);
    await page.goto("/favoritos");
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
    await page.reload();
    await page.locator("[data-favourites=ready]").waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Salvar para usar sem internet" }).click();
    const status = page.locator("[data-offline-status]");
    await expect.poll(() => status.textContent(), { timeout: 60_000 }).toMatch(/^Vai ocupar cerca de/);
    await page.getByRole("button", { name: "Salvar neste aparelho" }).click();
    await expect.poll(() => status.textContent(), { timeout: 120_000 }).toBe("Disponível sem internet");

    await page.context().setOffline(true);
    await page.goto("/favoritos");
    await page.locator("[data-favourites-offline]").waitFor({ timeout: 30_000 });
    const cards = page.locator("[data-favourites=ready] a[href^='/desenhos/']");
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const first = await cards.first().getAttribute("href");
    await page.goto(first ?? "/");
    expect(await page.locator("main h1").textContent()).toBe(
      (await get(first ?? "/")).document.querySelector("main h1")?.textContent?.trim(),
    );
    await closePage(page);
  });
});
