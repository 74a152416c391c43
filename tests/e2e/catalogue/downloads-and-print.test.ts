import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { waitForIslands } from "../../support/browser.ts";
import { catalogueSite, closePage, counterResponse, slugOf } from "../../support/catalogue-site.ts";
import { spokenText } from "../../support/html.ts";

/** A drawing page's download (and its counter), A4 PDF and print buttons. */
const { baseUrl, sql, get, newPage, open, drawingPath, drawingRow } = catalogueSite();

describe("drawing downloads and printing", () => {
  it("downloads {slug}.webp, shows 'Download iniciado!' and counts one download", async () => {
    const path = drawingPath(2);
    const slug = slugOf(path);
    const { page } = await open(path);
    // The served site is shared by every e2e file, and it counts this browser's address once per period: another
    // file may already have downloaded this drawing, so its hit is forgotten first and this click counts anew.
    if (sql) {
      const { id } = await drawingRow(slug);
      await sql`delete from counter_hits where counter = 'drawing_downloads' and item_id = ${id}`;
    }
    const before = sql ? Number((await drawingRow(slug)).downloads) : null;
    const counted = counterResponse(page, "download");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Baixar Desenho" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${slug}.webp`);
    const file = await download.path();
    expect((await sharp(file).metadata()).format).toBe("webp");
    const toast = page.locator("[data-toast]");
    await toast.getByText("Download iniciado!").waitFor({ state: "visible" });
    const response = await counted;
    expect(response.status()).toBe(200);
    if (sql && before !== null) {
      await page.waitForTimeout(300); // no second request may follow
      expect(Number((await drawingRow(slug)).downloads)).toBe(before + 1);
    } else {
      console.warn("Skipped: the downloads counter was not read back (no database URL; run with TEST_DATABASE_URL set).");
    }
    await closePage(page);
  });

  it("loses no tap made before the actions' script runs: download, print and 'Salvar' are held, then done once each", async () => {
    const path = drawingPath(1);
    const page = await newPage({ consent: "accepted" });
    await page.addInitScript(() => {
      window.print = () => {
        (window.top as Window & { __printed?: number }).__printed =
          ((window.top as Window & { __printed?: number }).__printed ?? 0) + 1;
      };
    });
    // Hold the actions' module, so the taps land while the page shows only its HTML (and the
    // inline early script that holds taps, src/lib/early-actions.ts).
    const script = (await get(path)).document.querySelector('script[type="module"][src*="DrawingActions"]');
    const scriptUrl = new URL(script?.getAttribute("src") ?? "/missing", baseUrl).pathname;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === scriptUrl,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(path, { waitUntil: "commit" });
    const download = page.getByRole("link", { name: "Baixar Desenho" });
    await download.waitFor({ state: "visible" });
    const downloaded = page.waitForEvent("download");
    await download.click();
    await page.getByRole("button", { name: "Imprimir Desenho" }).click();
    const save = page.locator("[data-action=save]");
    await save.click();
    // Held: busy, nothing done yet.
    expect(await page.locator('[data-drawing-actions] [aria-busy="true"]').count()).toBe(3);
    expect(await page.evaluate(() => (window as Window & { __printed?: number }).__printed ?? 0)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("savedDrawings"))).toBeNull();
    release();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(`${slugOf(path)}.webp`);
    expect((await sharp(await file.path()).metadata()).format).toBe("webp");
    await page.waitForFunction(() => ((window as Window & { __printed?: number }).__printed ?? 0) === 1, undefined, {
      timeout: 60_000,
    });
    await page.waitForFunction(() => (localStorage.getItem("savedDrawings") ?? "[]").length > 2, undefined, { timeout: 60_000 });
    expect(await save.getAttribute("aria-pressed")).toBe("true");
    expect(await save.textContent()).toContain("Salvo");
    expect(await page.locator('[data-drawing-actions] [aria-busy="true"]').count()).toBe(0);
    await closePage(page);
  });

  it("works on a phone with JavaScript off: the drawing and its PDF download, and 'Pintar online' opens", async () => {
    const path = drawingPath(2);
    const page = await newPage({ javaScript: false, mobile: true, consent: "accepted" });
    await page.goto(path);
    const [image] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Baixar Desenho" }).click(),
    ]);
    expect(image.suggestedFilename()).toBe(`${slugOf(path)}.webp`);
    expect((await sharp(await image.path()).metadata()).format).toBe("webp");
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Baixar PDF (A4)" }).click()]);
    expect(pdf.suggestedFilename()).toBe(`${slugOf(path)}.pdf`);
    await page.getByRole("link", { name: "Pintar online" }).click();
    await page.waitForURL(/\/pintar\?desenho=/);
    expect(await page.locator("h1").first().textContent()).toBeTruthy();
    await closePage(page);
  });

  it("offers a real A4 PDF", async () => {
    const path = drawingPath(0);
    const { document } = await get(path);
    const link = document.querySelector('a[data-action="pdf"]');
    expect(spokenText(link)).toBe("Baixar PDF (A4)");
    expect(link?.getAttribute("download")).toBe(`${slugOf(path)}.pdf`);
    const response = await fetch(new URL(link?.getAttribute("href") ?? "", baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    // Its metadata name the drawing, with the date the file was made (not the epoch).
    expect(pdf.getTitle()).toBe((await get(path)).document.querySelector("main h1")?.textContent?.trim());
    expect(pdf.getCreationDate()?.getFullYear()).toBeGreaterThan(2000);
  });

  it("prints through a hidden frame that goes away about 1 s after the dialog", async () => {
    const page = await newPage({ consent: "accepted" });
    // Every frame (the print frame too) gets a print() that only records the call.
    await page.addInitScript(() => {
      window.print = () => {
        const top = window.top as Window & { __printedAt?: number[]; __sheet?: { styles: string; landscape: boolean } };
        top.__printedAt = [...(top.__printedAt ?? []), top.performance.now()];
        // What the frame prints: its page rule, and which way its drawing is turned.
        const image = document.querySelector("img");
        top.__sheet = {
          styles: [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join(""),
          landscape: image ? image.naturalWidth > image.naturalHeight : false,
        };
      };
    });
    await page.goto(drawingPath(0));
    await waitForIslands(page);
    await page.evaluate(() => {
      const w = window as Window & { __frameRemovedAt?: number };
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof HTMLIFrameElement && node.hasAttribute("data-print-frame"))
              w.__frameRemovedAt = performance.now();
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("button", { name: "Imprimir Desenho" }).click();
    await page.locator("[data-toast]").getByText("Preparando para imprimir...").waitFor({ state: "visible" });
    const frame = page.locator("iframe[data-print-frame]");
    await frame.waitFor({ state: "attached" });
    expect(await frame.getAttribute("aria-hidden")).toBe("true");
    expect(await frame.isVisible()).toBe(false);
    await frame.waitFor({ state: "detached", timeout: 60_000 });
    const times = await page.evaluate(() => {
      const w = window as Window & { __printedAt?: number[]; __frameRemovedAt?: number };
      return { printed: w.__printedAt ?? [], removed: w.__frameRemovedAt ?? null };
    });
    expect(times.printed.length).toBe(1);
    const sheet = await page.evaluate(() => (window as Window & { __sheet?: { styles: string; landscape: boolean } }).__sheet);
    expect(sheet?.styles).toContain(`@page{size:A4 ${sheet?.landscape ? "landscape" : "portrait"}`);
    expect(times.removed).not.toBeNull();
    const delay = (times.removed as number) - (times.printed[0] as number);
    expect(delay).toBeGreaterThanOrEqual(950);
    expect(delay).toBeLessThan(2_000);
    expect(await page.getByText("Não foi possível preparar a impressão.").count()).toBe(0);
    await closePage(page);
  });

  it("prints only the drawing with the print stylesheet", async () => {
    const { page } = await open(drawingPath(0));
    await page.emulateMedia({ media: "print" });
    const outside = await page.evaluate(() => {
      const figure = document.querySelector("figure.drawing-print-target");
      if (!figure) return ["no figure"];
      const shown: string[] = [];
      for (const element of document.body.querySelectorAll("*")) {
        if (figure === element || figure.contains(element) || element.contains(figure)) continue;
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const paints =
          style.visibility === "visible" &&
          style.display !== "none" &&
          box.width > 0 &&
          box.height > 0 &&
          (element instanceof HTMLImageElement ||
            element instanceof SVGElement ||
            [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()));
        if (paints) shown.push(`${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40)}`);
      }
      return shown;
    });
    expect(outside).toEqual([]);
    expect(await page.locator("figure.drawing-print-target img").isVisible()).toBe(true);
    expect(await page.locator("main h1").isVisible()).toBe(false);
    expect(await page.locator("header").first().isVisible()).toBe(false);
    await closePage(page);
  });
});
