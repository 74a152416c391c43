import fs from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { NAME_LINE_TEXT } from "#src/browser/caderno/layout.ts";
import { A4_POINTS } from "#src/lib/print-page.ts";
import { checkA11y, DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from "../../support/browser.ts";
import { catalogueSite, closePage } from "../../support/catalogue-site.ts";
import { pageText, pdfHex } from "../../support/pdf-text.ts";
import { readWithPdfJs } from "../../support/pdfjs.ts";
import { qpdfCheck } from "../../support/qpdf.ts";

/**
 * Issue 36 as a teacher meets it: the collections' pages on a phone and a
 * desktop, and a caderno of twelve favourites at four to a sheet, made in
 * the browser and opened again to read its pages.
 */
const { catalogue, get, open, sql } = catalogueSite();

const collectionPaths = () =>
  catalogue.urls.map((url) => new URL(url).pathname).filter((path) => /^\/colecoes\/[^/]+$/.test(path));

/** The id of a drawing, from its page's 'Pintar online' link. */
async function drawingId(path: string): Promise<string> {
  const { html } = await get(path);
  const id = /\/pintar\?desenho=([0-9a-f-]{36})/.exec(html)?.[1];
  if (!id) throw new Error(`no drawing id on ${path}`);
  return id;
}

/** The first `count` drawings saved as favourites, and 'Meus favoritos'' caderno dialog open. */
async function favouritesCaderno(count: number) {
  const ids = await Promise.all(catalogue.drawings.slice(0, count).map((drawing) => drawingId(drawing.path)));
  const { page } = await open("/");
  await page.evaluate((saved) => localStorage.setItem("savedDrawings", JSON.stringify(saved)), ids);
  await page.goto("/favoritos");
  await page.getByRole("button", { name: "Baixar caderno" }).click();
  return { page, ids, dialog: page.getByRole("dialog", { name: "Baixar caderno" }) };
}

describe("collections", () => {
  it("lists the six dates of the school calendar on /colecoes and in the sitemap, each page with its drawings", async () => {
    expect(collectionPaths().sort()).toEqual(
      ["dia-das-criancas", "dia-das-maes", "festa-junina", "folclore", "natal", "pascoa"].map((slug) => `/colecoes/${slug}`),
    );
    expect(catalogue.urls.map((url) => new URL(url).pathname)).toContain("/colecoes");
    const { status, document } = await get("/colecoes");
    expect(status).toBe(200);
    const linked = [...document.querySelectorAll('main a[href^="/colecoes/"]')].map((link) => link.getAttribute("href"));
    expect(new Set(linked)).toEqual(new Set(collectionPaths()));
    for (const path of collectionPaths()) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.document.querySelectorAll('[data-testid="collection-drawings"] li').length).toBeGreaterThanOrEqual(4);
      const jsonLd = [...page.document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string },
      );
      expect(jsonLd.map((data) => data["@type"])).toContain("CollectionPage");
      expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(new RegExp(`${path}$`));
    }
  });

  for (const [name, viewport] of [
    ["a phone", MOBILE_VIEWPORT],
    ["a desktop", DESKTOP_VIEWPORT],
  ] as const) {
    it(`shows a collection page on ${name}, axe clean, with 'Baixar caderno' and its dialog`, async () => {
      const { page, status } = await open("/colecoes/natal", { mobile: viewport === MOBILE_VIEWPORT });
      expect(status).toBe(200);
      expect(page.viewportSize()).toEqual(viewport);
      await page.getByRole("heading", { level: 1, name: /Natal/ }).waitFor();
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await checkA11y(page);
      await page.getByRole("button", { name: "Baixar caderno" }).click();
      const dialog = page.getByRole("dialog", { name: "Baixar caderno" });
      await dialog.waitFor();
      await checkA11y(page);
      await dialog.getByRole("button", { name: "Fechar" }).click();
      await dialog.waitFor({ state: "hidden" });
      await closePage(page);
    });
  }
});

describe("the caderno on static pages", () => {
  it("is a plain button on a category page: no React island comes with the page, the dialog opens on the press", async () => {
    const path = `/categorias/${catalogue.category}`;
    const { document } = await get(path);
    expect(document.querySelector("astro-island")).toBeNull();
    const launcher = document.querySelector("button[data-caderno-launcher]");
    const data = JSON.parse(launcher?.getAttribute("data-caderno-launcher") ?? "{}") as { drawings?: { pdfUrl: string }[] };
    expect(data.drawings?.length).toBeGreaterThan(1);
    expect(data.drawings?.every((drawing) => drawing.pdfUrl.endsWith(".pdf"))).toBe(true);
    const { page } = await open(path);
    await page.getByRole("button", { name: "Baixar caderno" }).click();
    const dialog = page.getByRole("dialog", { name: "Baixar caderno" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await dialog.waitFor({ state: "detached" });
    // Focus goes back to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-caderno-launcher"))).toBe(true);
    await closePage(page);
  });
});

describe("a caderno of favourites", () => {
  it("puts 12 favourites 4 to a sheet on 3 A4 pages with the name line, and counts each drawing's download", async () => {
    const { page, dialog, ids } = await favouritesCaderno(12);
    await dialog.getByRole("radio", { name: "4 por folha" }).check();
    await dialog.getByRole("checkbox", { name: "Capa com o título, o objetivo da BNCC e a lista de desenhos" }).uncheck();
    expect(await dialog.getByRole("checkbox", { name: "Linha para nome e data em cada desenho" }).isChecked()).toBe(true);

    const counted: string[] = [];
    page.on("response", (response) => {
      const match = /\/api\/drawings\/([0-9a-f-]{36})\/download$/.exec(response.url());
      if (match?.[1] && response.ok()) counted.push(match[1]);
    });
    const download = page.waitForEvent("download", { timeout: 120_000 });
    await dialog.getByRole("button", { name: "Baixar PDF (12 desenhos)" }).click();
    const file = await (await download).path();
    expect((await download).suggestedFilename()).toBe("caderno-meus-favoritos.pdf");

    const pdf = await PDFDocument.load(await fs.readFile(file));
    expect(pdf.getPageCount()).toBe(3);
    for (const sheet of pdf.getPages()) {
      expect(sheet.getWidth()).toBeCloseTo(A4_POINTS.width, 1);
      expect(sheet.getHeight()).toBeCloseTo(A4_POINTS.height, 1);
      expect(pageText(sheet).split(pdfHex(NAME_LINE_TEXT)).length - 1).toBe(4);
    }
    expect(pdf.getTitle()).toBe("Meus favoritos");
    // And as pdf.js reads it (Firefox's viewer): three A4 pages, each with four name lines, title and language.
    const read = await readWithPdfJs(await fs.readFile(file));
    expect(read.pages.map((sheet) => [Math.round(sheet.width), Math.round(sheet.height)])).toEqual([
      [595, 842],
      [595, 842],
      [595, 842],
    ]);
    for (const sheet of read.pages) expect(sheet.text.split("Nome:").length - 1).toBe(4);
    expect(read.info.Title).toBe("Meus favoritos");
    expect(read.info.Language).toBe("pt-BR");
    // Each drawing counted once, as the server answered.
    await expect.poll(() => counted.length, { timeout: 60_000 }).toBe(12);
    expect(new Set(counted)).toEqual(new Set(ids));
    if (sql) {
      // Counted by the server's rules (once per visitor and period: an earlier test may have counted some already).
      const rows = await sql<{ downloads: string }[]>`select downloads from drawings where id = any(${ids}::uuid[])`;
      expect(rows.every((row) => Number(row.downloads) >= 1)).toBe(true);
    }
    await closePage(page);
  });
});

describe("a caderno of activities", () => {
  it("makes 20 'Ligue os pontos' sheets from 20 favourites: a cover naming the BNCC objective, then one numbered sheet each", async () => {
    const { page, dialog } = await favouritesCaderno(20);
    await dialog.getByRole("radio", { name: "Ligue os pontos" }).check();
    // One sheet a drawing: the per-sheet choice and the name line (every sheet has one) are gone.
    await dialog.getByRole("radio", { name: "4 por folha" }).waitFor({ state: "detached" });
    await dialog.getByRole("radio", { name: /Médio/ }).check();
    await checkA11y(page);
    const download = page.waitForEvent("download", { timeout: 300_000 });
    await dialog.getByRole("button", { name: "Baixar PDF (20 desenhos)" }).click();
    const file = await download;
    const read = await readWithPdfJs(await fs.readFile(await file.path()));
    const [cover, ...sheets] = read.pages;
    expect(cover?.text).toContain("20 folhas de atividade: Ligue os pontos (Médio)");
    expect(cover?.text).toContain("BNCC EI03ET07");
    expect(cover?.text).toContain("Relacionar números às suas respectivas quantidades");
    expect(sheets).toHaveLength(20);
    for (const sheet of sheets) {
      expect(sheet.text).toContain("Ligue os pontos:");
      expect(sheet.text).toContain("Nome:");
      expect(sheet.text).toContain("BNCC EI03ET07");
      const note = /Ligue os pontos de 1 a (\d+), em ordem/.exec(sheet.text);
      // 'Médio': more dots than 'Fácil''s fewest, no more than its 40.
      expect(Number(note?.[1])).toBeGreaterThanOrEqual(15);
      expect(Number(note?.[1])).toBeLessThanOrEqual(40);
    }
    await page.getByText("20 desenhos em um PDF.").waitFor();
    await closePage(page);
  });
});

describe("a caderno of 'Traço grosso'", () => {
  it("makes a sheet from each drawing's image, 'Economia de tinta' said on each, and leaves out and names one it cannot read", async () => {
    const { page, dialog, ids } = await favouritesCaderno(4);
    const unreadable = (await get(catalogue.drawings[1]?.path as string)).document
      .querySelector("h1")
      ?.textContent?.trim() as string;
    expect(unreadable).toBeTruthy();
    // The second drawing's description (where its image's address comes from) fails: only it is left out.
    await page.route(`**/api/drawings/${ids[1]}/colouring`, (route) => route.fulfill({ status: 503, body: "" }));
    await dialog.getByRole("radio", { name: "Traço grosso" }).check();
    await dialog.getByRole("checkbox", { name: /Economia de tinta/ }).check();
    const download = page.waitForEvent("download", { timeout: 300_000 });
    await dialog.getByRole("button", { name: "Baixar PDF (4 desenhos)" }).click();
    const bytes = await fs.readFile(await (await download).path());
    await qpdfCheck(bytes);
    const [cover, ...sheets] = (await readWithPdfJs(bytes)).pages;
    expect(cover?.text).toContain("3 folhas de atividade: Traço grosso (com economia de tinta)");
    expect(cover?.text).toContain("BNCC EI03CG05");
    expect(cover?.text).not.toContain(unreadable);
    expect(sheets).toHaveLength(3);
    for (const sheet of sheets) {
      expect(sheet.text).toMatch(
        /Traço grosso com economia de tinta: \d+(,\d+)? % de tinta \(o desenho original: \d+(,\d+)? %\)/,
      );
      expect(sheet.text).toContain("BNCC EI03CG05");
    }
    await page.getByText(`Ficaram de fora: ${unreadable}.`).waitFor();
    await closePage(page);
  });
});

describe("a teacher's sheet", () => {
  it("offers a drawing's A4 page with the name and date line, one page, counted as a download", async () => {
    const path = catalogue.drawings[0]?.path as string;
    const id = await drawingId(path);
    const { page } = await open(path);
    const counted: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(`/api/drawings/${id}/download`) && response.ok()) counted.push(id);
    });
    const download = page.waitForEvent("download", { timeout: 120_000 });
    await page.getByRole("button", { name: "PDF com nome e data" }).click();
    const file = await (await download).path();
    expect((await download).suggestedFilename()).toBe(`${path.split("/").at(-1)}-com-nome.pdf`);
    const pdf = await PDFDocument.load(await fs.readFile(file));
    expect(pdf.getPageCount()).toBe(1);
    const [sheet] = pdf.getPages();
    if (!sheet) throw new Error("no page");
    expect(sheet.getWidth()).toBeCloseTo(A4_POINTS.width, 1);
    expect(pageText(sheet).split(pdfHex(NAME_LINE_TEXT)).length - 1).toBe(1);
    await expect.poll(() => counted.length, { timeout: 60_000 }).toBe(1);
    await closePage(page);
  });
});
