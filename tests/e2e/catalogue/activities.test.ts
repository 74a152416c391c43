import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { PALETTE } from "#src/browser/colouring/palette.ts";
import { A4_POINTS } from "#src/lib/print-page.ts";
import { catalogueSite, closePage } from "../../support/catalogue-site.ts";
import { inkOfFirstPage } from "../../support/pdf-raster.ts";
import { readWithPdfJs } from "../../support/pdfjs.ts";
import { qpdfCheck } from "../../support/qpdf.ts";

/**
 * Issue 48 as a teacher meets it: a drawing page's 'Atividades', the sheet
 * made in the browser from the drawing's own PDF and region map, saved as a
 * file that qpdf checks and pdf.js reads (and, for 'Traço grosso',
 * rasterises), and counted as a download.
 */
const { catalogue, get, open, sql } = catalogueSite();

describe("'Atividades' on a drawing page", () => {
  it("gives a 'Pinte por número' A4 sheet at the level chosen: numbers, the legend in words, the BNCC objective", async () => {
    const path = catalogue.drawings[0]?.path as string;
    const { html } = await get(path);
    const id = /\/pintar\?desenho=([0-9a-f-]{36})/.exec(html)?.[1];
    const { page } = await open(path);
    const counted: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(`/api/drawings/${id}/download`) && response.ok()) counted.push(response.url());
    });
    const activities = page.getByRole("region", { name: "Atividades" });
    await activities.getByRole("radio", { name: /Médio/ }).check();
    const download = page.waitForEvent("download", { timeout: 120_000 });
    await activities.getByRole("button", { name: "Baixar Pinte por número (PDF)" }).click();
    expect((await download).suggestedFilename()).toBe(`${path.split("/").at(-1)}-pinte-por-numero.pdf`);
    const bytes = new Uint8Array(await fs.readFile(await (await download).path()));
    await qpdfCheck(bytes);
    const reading = await readWithPdfJs(bytes);
    expect(reading.pages).toHaveLength(1);
    const [sheet] = reading.pages;
    expect(Math.round(Math.min(sheet?.width ?? 0, sheet?.height ?? 0))).toBe(Math.round(A4_POINTS.width));
    const text = sheet?.text ?? "";
    expect(text).toContain("Pinte por número:");
    expect(text).toContain("BNCC EI03ET07");
    // The legend: at most the level's six colours, each by its number and a name of the colouring palette
    // (this sample drawing ships a reference painting, so its colours are the painting's).
    const legend = [...text.matchAll(/(\d) = ([\p{L}-]+)/gu)].map((match) => ({ number: Number(match[1]), name: match[2] }));
    expect(legend.map((entry) => entry.number)).toEqual(legend.map((_, index) => index + 1));
    expect(legend.length).toBeGreaterThan(1);
    expect(legend.length).toBeLessThanOrEqual(6);
    for (const entry of legend) expect(PALETTE.map((colour) => colour.name)).toContain(entry.name);
    // The numbers over the drawing: more lone numbers than the legend's.
    expect(text.split(/\s+/).filter((word) => /^\d$/.test(word)).length).toBeGreaterThan(legend.length);
    await activities.getByText("Atividade pronta: o PDF foi baixado.").waitFor();
    await expect.poll(() => counted.length, { timeout: 60_000 }).toBe(1);
    await closePage(page);
  });

  it("gives a 'Traço grosso' sheet with more ink than the drawing, and less with 'Economia de tinta', saying how much", async () => {
    const path = catalogue.drawings[1]?.path as string;
    const { page } = await open(path);
    const activities = page.getByRole("region", { name: "Atividades" });
    const sheet = async (saveInk: boolean) => {
      await activities.getByRole("checkbox", { name: /Economia de tinta/ }).setChecked(saveInk);
      const download = page.waitForEvent("download", { timeout: 120_000 });
      await activities.getByRole("button", { name: "Baixar Traço grosso (PDF)" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${path.split("/").at(-1)}-traco-grosso${saveInk ? "-economia" : ""}.pdf`);
      const bytes = new Uint8Array(await fs.readFile(await file.path()));
      await qpdfCheck(bytes);
      const reading = await readWithPdfJs(bytes);
      expect(reading.pages).toHaveLength(1);
      const text = reading.pages[0]?.text ?? "";
      expect(text).toContain("Traço grosso:");
      expect(text).toContain("BNCC EI03CG05");
      // 'Traço grosso: 9,4 % de tinta (o desenho original: 6,1 %).', as the sheet and the page say it.
      const ink = /([\d,]+) % de tinta \(o desenho original: ([\d,]+) %\)/.exec(text);
      if (!ink) throw new Error(`no ink note in: ${text}`);
      await activities.getByText(`${ink[1]} % de tinta`).waitFor();
      return { after: Number(ink[1]?.replace(",", ".")), before: Number(ink[2]?.replace(",", ".")), text, bytes };
    };
    const thick = await sheet(false);
    expect(thick.after).toBeGreaterThan(thick.before);
    // Rasterised by pdf.js, the sheet holds more ink than the drawing's own PDF ('Baixar PDF (A4)').
    const plainUrl = await page.getByRole("link", { name: /Baixar PDF \(A4\)/ }).getAttribute("href");
    const plain = new Uint8Array(await (await page.request.get(plainUrl as string)).body());
    const [thickInk, plainInk] = [await inkOfFirstPage(page.context(), thick.bytes), await inkOfFirstPage(page.context(), plain)];
    expect(plainInk).toBeGreaterThan(0);
    expect(thickInk).toBeGreaterThan(plainInk * 1.3);
    const saving = await sheet(true);
    expect(saving.text).toContain("com economia de tinta");
    expect(saving.before).toBe(thick.before);
    expect(saving.after).toBeLessThanOrEqual(thick.after);
    await closePage(page);
  });

  it("gives a 'Ligue os pontos' sheet: the dots numbered 1 to n in order, the note, the BNCC objective, counted once", async () => {
    const path = catalogue.drawings[2]?.path as string;
    const { page } = await open(path);
    const download = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().endsWith("/download"),
      { timeout: 120_000 },
    );
    const activities = page.getByRole("region", { name: "Atividades" });
    await activities.getByRole("radio", { name: /Desafio/ }).check();
    const saved = page.waitForEvent("download", { timeout: 120_000 });
    await activities.getByRole("button", { name: "Baixar Ligue os pontos (PDF)" }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe(`${path.split("/").at(-1)}-ligue-os-pontos.pdf`);
    const bytes = new Uint8Array(await fs.readFile(await file.path()));
    await qpdfCheck(bytes);
    const reading = await readWithPdfJs(bytes);
    expect(reading.pages).toHaveLength(1);
    const text = reading.pages[0]?.text ?? "";
    expect(text).toContain("Ligue os pontos:");
    expect(text).toContain("BNCC EI03ET07");
    const note = /Ligue os pontos de 1 a (\d+), em ordem/.exec(text);
    if (!note) throw new Error(`no note in: ${text}`);
    const count = Number(note[1]);
    // 'Desafio': more than 'Fácil''s most, at most 60.
    expect(count).toBeGreaterThan(20);
    expect(count).toBeLessThanOrEqual(60);
    // The numbers, as drawn over the page, before the note: 1 to n, in order.
    const numbers = text
      .slice(0, note.index)
      .split(/\s+/)
      .filter((word) => /^\d+$/.test(word))
      .map(Number);
    expect(numbers).toEqual(Array.from({ length: count }, (_, index) => index + 1));
    await activities.getByText(`Ligue os pontos de 1 a ${count}`).waitFor();
    expect((await download).ok()).toBe(true);
    await closePage(page);
  });

  it("shows a preview of each sheet once the row is in view, drawn in the tab, without moving the page", async () => {
    const path = catalogue.drawings[2]?.path as string;
    const { page } = await open(path, { mobile: true });
    const activities = page.getByRole("region", { name: "Atividades" });
    const before = await activities.boundingBox();
    await activities.scrollIntoViewIfNeeded();
    const previews = activities.locator("canvas[data-preview]");
    expect(await previews.count()).toBe(3);
    for (const kind of ["pinte-por-numero", "ligue-os-pontos", "traco-grosso"]) {
      await activities.locator(`canvas[data-preview="${kind}"][data-drawn]`).waitFor({ state: "attached", timeout: 60_000 });
    }
    // Each one a picture of its own: lines on white (the dots' drawing faint), and no two alike.
    const pictures = await previews.evaluateAll((canvases) =>
      (canvases as HTMLCanvasElement[]).map((canvas) => {
        const { data } = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
        let drawn = 0;
        for (let at = 0; at < data.length; at += 4) if ((data[at] ?? 255) < 230) drawn++;
        return { drawn, url: canvas.toDataURL() };
      }),
    );
    for (const picture of pictures) expect(picture.drawn).toBeGreaterThan(500);
    expect(new Set(pictures.map((picture) => picture.url)).size).toBe(3);
    // Beside 'Economia de tinta', what the sheet costs in ink, before any sheet is made.
    await activities.getByText(/^Cerca de \d+ % de tinta \(o original: \d+ %\); /).waitFor();
    // Named for assistive technology; the row did not grow or shrink as they came.
    expect(await page.getByRole("img", { name: "Prévia da folha 'Ligue os pontos' deste desenho" }).count()).toBe(1);
    expect((await activities.boundingBox())?.height).toBe(before?.height);
    await closePage(page);
  });

  it("leaves 'Ligue os pontos' out of the page of a drawing without a main figure, and keeps the other sheets", async () => {
    // The egg hunt: eggs scattered over the page, none the drawing's figure (its analysis says so).
    const drawing = catalogue.drawings.find((entry) => entry.slug === "caca-aos-ovos-de-pascoa");
    if (!drawing) throw new Error("the sample has no egg hunt");
    const { document } = await get(drawing.path);
    const row = document.querySelector("[data-activities]");
    expect(row?.querySelector('[data-action="pinte-por-numero"]')).not.toBeNull();
    expect(row?.querySelector('[data-action="traco-grosso"]')).not.toBeNull();
    expect(row?.querySelector('[data-action="ligue-os-pontos"]')).toBeNull();
    expect(row?.querySelector('[data-preview="ligue-os-pontos"]')).toBeNull();
    expect(row?.textContent).not.toContain("Ligue os pontos");
    // A drawing with a figure offers it.
    const figure = (await get(catalogue.drawings[0]?.path as string)).document;
    expect(figure.querySelector('[data-activities] [data-action="ligue-os-pontos"]')).not.toBeNull();
    // In the browser, the previews of the two sheets offered are drawn.
    const { page } = await open(drawing.path, { mobile: true });
    const activities = page.getByRole("region", { name: "Atividades" });
    await activities.scrollIntoViewIfNeeded();
    await page.locator("[data-activities][data-previews=done]").waitFor({ state: "attached", timeout: 60_000 });
    expect(await page.locator("canvas[data-preview][data-drawn]").count()).toBe(2);
    await closePage(page);
  });

  it("offers 'Ligue os pontos' while a drawing's figure is not measured yet, and turns it off once the map shows none", async () => {
    // Only the database the site runs on can take the drawing back to 'not measured' (a map made before measure 6).
    if (!sql) return;
    const drawing = catalogue.drawings.find((entry) => entry.slug === "caca-aos-ovos-de-pascoa");
    if (!drawing) throw new Error("the sample has no egg hunt");
    const offered = async () =>
      (await get(drawing.path)).document.querySelector('[data-activities] [data-action="ligue-os-pontos"]') !== null;
    await sql`update drawings set dot_figure = null where slug = ${drawing.slug}`;
    try {
      // The page is built again from the changed row.
      await expect.poll(offered, { timeout: 60_000, interval: 250 }).toBe(true);
      const { page } = await open(drawing.path, { mobile: true });
      const activities = page.getByRole("region", { name: "Atividades" });
      await activities.scrollIntoViewIfNeeded();
      const button = activities.getByRole("button", { name: "Sem contorno para ligar os pontos" });
      await button.waitFor({ timeout: 60_000 });
      expect(await button.isDisabled()).toBe(true);
      expect(await activities.getByRole("button", { name: "Baixar Pinte por número (PDF)" }).isEnabled()).toBe(true);
      await closePage(page);
    } finally {
      await sql`update drawings set dot_figure = false where slug = ${drawing.slug}`;
      await expect.poll(offered, { timeout: 60_000, interval: 250 }).toBe(false);
    }
  }, 180_000);
});
