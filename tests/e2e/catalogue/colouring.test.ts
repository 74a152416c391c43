import fs from "node:fs";
import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { checkA11y, layoutShift, watchLayoutShift } from "../../support/browser.ts";
import { catalogueSite, closePage } from "../../support/catalogue-site.ts";
import { clientPoint, type Target, colouringTarget as targetOn, waitForPixel } from "../../support/colouring.ts";

/**
 * 'Pintar online' (issue 25) in Chromium, on a phone with touch: the drawing
 * page's link, a tap that fills exactly one region of the drawing's region
 * map, undo and redo, the colouring found again after a reload, a pinch that
 * leaves no mark, the printed and downloaded pictures, and a drawing whose
 * stored map is missing (the screen makes one).
 */
const { baseUrl, newPage, open, drawingPath } = catalogueSite();
const colouringTarget = (path: string) => targetOn(baseUrl, path);

/** A phone at the colouring screen of `sheet`. */
async function openScreen(sheet: ColouringSheet): Promise<Page> {
  const page = await newPage({ consent: "accepted", mobile: true });
  await page.goto(`/pintar?desenho=${sheet.id}`);
  await page.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
  return page;
}

const RED = [0xe5, 0x39, 0x35];
/** The viewport checks' screenshots, for a person to look at (not compared). */
const SCREENSHOTS = "test-results/screenshots";
const BLUE = [0x1e, 0x88, 0xe5];
const WHITE = [255, 255, 255];

/** The colour layer's pixels, as RGBA, through a PNG of the canvas. */
async function canvasPixels(page: Page): Promise<Uint8Array> {
  const url = await page
    .getByTestId("colouring-canvas")
    .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL("image/png"));
  const { data } = await sharp(Buffer.from(url.split(",")[1] ?? "", "base64"))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

/** Pixels of the region not in `inside`, and pixels elsewhere not white. */
function misplaced(pixels: Uint8Array, target: Target, inside: number[]): { inRegion: number; outside: number } {
  let inRegion = 0;
  let outside = 0;
  for (let index = 0; index < target.map.labels.length; index++) {
    const rgb = [pixels[4 * index], pixels[4 * index + 1], pixels[4 * index + 2]];
    const want = target.map.labels[index] === target.region ? inside : WHITE;
    if (rgb.some((value, channel) => value !== want[channel])) {
      if (target.map.labels[index] === target.region) inRegion++;
      else outside++;
    }
  }
  return { inRegion, outside };
}

/** The RGB at the target's point of a full-size picture of the drawing. */
async function pictureColourAt(picture: Buffer, target: Target): Promise<{ rgb: number[]; width: number; height: number }> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.floor(((target.x + 0.5) / target.map.width) * info.width);
  const y = Math.floor(((target.y + 0.5) / target.map.height) * info.height);
  const at = 3 * (y * info.width + x);
  return { rgb: [data[at] as number, data[at + 1] as number, data[at + 2] as number], width: info.width, height: info.height };
}

/**
 * Waits until this browser's IndexedDB holds the drawing's colouring with `commands` commands (autosave is
 * asynchronous), and with `thumbnail`, a thumbnail too (made in the frame after the change).
 */
async function waitForSaved(page: Page, id: string, commands: number, thumbnail = false): Promise<void> {
  // Polled from here: page.waitForFunction takes the promise an async predicate returns for a truthy answer.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const saved = await page.evaluate(
      async ({ id, commands, thumbnail }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open("rabisco-colouring");
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          if (!db.objectStoreNames.contains("colourings")) return false;
          const record = await new Promise<{ history?: { done?: unknown[] }; thumbnail?: unknown } | undefined>(
            (resolve, reject) => {
              const request = db.transaction("colourings").objectStore("colourings").get(id);
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            },
          );
          return record?.history?.done?.length === commands && (!thumbnail || record.thumbnail instanceof Blob);
        } finally {
          db.close();
        }
      },
      { id, commands, thumbnail },
    );
    if (saved) return;
    if (Date.now() > deadline) throw new Error(`the colouring of ${id} was not saved with ${commands} commands`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The colour at the target's point of the thumbnail a card shows (its <img>, read through a canvas). */
async function thumbnailColourAt(page: Page, card: ReturnType<Page["getByRole"]>, target: Target): Promise<number[]> {
  const image = card.locator("img[data-colouring-thumbnail=colouring]");
  await image.waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
    await image.elementHandle(),
  );
  return image.evaluate(
    (element, { fx, fy }) => {
      const img = element as HTMLImageElement;
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext("2d");
      context?.drawImage(img, 0, 0);
      const data = context?.getImageData(Math.floor(fx * canvas.width), Math.floor(fy * canvas.height), 1, 1).data;
      return data ? [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0] : [];
    },
    { fx: (target.x + 0.5) / target.map.width, fy: (target.y + 0.5) / target.map.height },
  );
}

const near = (rgb: number[], want: number[], tolerance = 12) =>
  rgb.every((value, channel) => Math.abs(value - (want[channel] as number)) <= tolerance);

describe("colouring online", () => {
  it("opens from the drawing page's 'Pintar online' link, accessible, with 24 named colours", async () => {
    const { page } = await open(drawingPath(0), { mobile: true });
    await page.getByRole("link", { name: "Pintar online" }).click();
    await page.waitForURL(/\/pintar\?desenho=[0-9a-f-]{36}$/);
    await page.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
    expect(await page.locator("main h1").textContent()).toBe("Pintar online");
    expect(await page.getByRole("group", { name: "Cores" }).getByRole("button").count()).toBe(24);
    await page.getByRole("button", { name: "Verde", exact: true }).click();
    await page.getByTestId("colouring-announcement").getByText("Cor selecionada: Verde").waitFor({ state: "attached" });
    expect(await page.getByRole("button", { name: "Verde", exact: true }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await checkA11y(page);
    await closePage(page);
  });

  it("fills the tapped region and nothing else; undo and redo, by button and keyboard; the colouring is there after a reload", async () => {
    const target = await colouringTarget(drawingPath(1));
    const page = await openScreen(target.sheet);
    const point = await clientPoint(page, target);
    await page.touchscreen.tap(point.x, point.y);
    await waitForPixel(page, target, RED);
    expect(misplaced(await canvasPixels(page), target, RED)).toEqual({ inRegion: 0, outside: 0 });

    await page.getByRole("button", { name: "Desfazer" }).click();
    await waitForPixel(page, target, WHITE);
    expect(misplaced(await canvasPixels(page), target, WHITE)).toEqual({ inRegion: 0, outside: 0 });
    await page.getByRole("button", { name: "Refazer" }).click();
    await waitForPixel(page, target, RED);
    await page.keyboard.press("Control+z");
    await waitForPixel(page, target, WHITE);
    await page.keyboard.press("Control+Shift+z");
    await waitForPixel(page, target, RED);

    // Another colour over it, then back: the page comes back as it was left, from IndexedDB.
    await page.getByRole("button", { name: "Azul", exact: true }).click();
    const again = await clientPoint(page, target);
    await page.touchscreen.tap(again.x, again.y);
    await waitForPixel(page, target, BLUE);
    // The red fill (undone and redone twice) and the blue one: two commands saved.
    await waitForSaved(page, target.sheet.id, 2);
    await page.reload();
    await page.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
    await waitForPixel(page, target, BLUE);
    expect(misplaced(await canvasPixels(page), target, BLUE)).toEqual({ inRegion: 0, outside: 0 });
    // Its history came back too: undo shows the red fill under the blue one.
    await page.getByRole("button", { name: "Desfazer" }).click();
    await waitForPixel(page, target, RED);
    await closePage(page);
  });

  it("keeps the picture's size when the tool changes: the brush's row is always laid out", async () => {
    const target = await colouringTarget(drawingPath(2));
    const page = await openScreen(target.sheet);
    const size = async () => {
      const box = await page.getByTestId("colouring-viewport").boundingBox();
      return [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)];
    };
    await page.getByRole("button", { name: "Balde de tinta" }).click();
    const filling = await size();
    expect(await page.getByRole("button", { name: "Fino" }).count()).toBe(0);
    await page.getByRole("button", { name: "Pincel" }).click();
    await page.getByRole("button", { name: "Fino" }).waitFor();
    expect(await size()).toEqual(filling);
    await page.getByRole("button", { name: "Borracha" }).click();
    expect(await size()).toEqual(filling);
    await closePage(page);
  });

  it("keeps the chosen tool, colour and recent colours after a reload", async () => {
    const target = await colouringTarget(drawingPath(2));
    const page = await openScreen(target.sheet);
    await page.getByRole("button", { name: "Azul", exact: true }).click();
    const point = await clientPoint(page, target);
    await page.touchscreen.tap(point.x, point.y);
    await waitForPixel(page, target, BLUE);
    await page.getByRole("button", { name: "Pincel" }).click();
    await page.getByRole("button", { name: "Grosso" }).click();
    await page.reload();
    await page.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
    expect(await page.getByRole("button", { name: "Pincel" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Grosso" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Azul", exact: true }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("group", { name: "Cores recentes" }).getByRole("button").first().getAttribute("aria-label")).toBe(
      "Azul (recente)",
    );
    await closePage(page);
  });

  it("takes back a brush stroke when a second finger lands: a pinch zooms and leaves no mark", async () => {
    const target = await colouringTarget(drawingPath(2));
    const page = await openScreen(target.sheet);
    await page.getByRole("button", { name: "Pincel" }).click();
    const start = await clientPoint(page, target);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number; id: number }[]) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
    await touch("touchStart", [{ ...start, id: 1 }]);
    await touch("touchMove", [{ x: start.x + 20, y: start.y + 8, id: 1 }]);
    await touch("touchMove", [{ x: start.x + 40, y: start.y + 16, id: 1 }]);
    // The first finger's stroke was painting.
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="colouring-canvas"]');
      const data = canvas?.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data;
      return data?.some((value, index) => index % 4 !== 3 && value !== 255) ?? false;
    });
    await touch("touchStart", [
      { x: start.x + 40, y: start.y + 16, id: 1 },
      { x: start.x + 90, y: start.y + 90, id: 2 },
    ]);
    await touch("touchMove", [
      { x: start.x + 20, y: start.y, id: 1 },
      { x: start.x + 140, y: start.y + 140, id: 2 },
    ]);
    await touch("touchEnd", []);
    const pixels = await canvasPixels(page);
    expect(misplaced(pixels, target, WHITE)).toEqual({ inRegion: 0, outside: 0 });
    expect(await page.getByRole("button", { name: "Desfazer" }).isDisabled()).toBe(true);
    // The pinch zoomed in.
    expect(await page.getByRole("button", { name: "Ver o desenho inteiro" }).isDisabled()).toBe(false);
    await closePage(page);
  });

  it("prints and downloads the coloured drawing: colours under the full-size line art, A4", async () => {
    const target = await colouringTarget(drawingPath(3));
    const page = await openScreen(target.sheet);
    await page.addInitScript(() => {
      window.print = () => {
        // What the frame prints, copied through a canvas (the page's CSP lets no fetch read a blob: URL).
        const top = window.top as Window & { __printed?: { src: string; styles: string } };
        const image = document.querySelector("img");
        const canvas = document.createElement("canvas");
        canvas.width = image?.naturalWidth ?? 0;
        canvas.height = image?.naturalHeight ?? 0;
        if (image) canvas.getContext("2d")?.drawImage(image, 0, 0);
        top.__printed = {
          src: canvas.toDataURL("image/png"),
          styles: [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join(""),
        };
      };
    });
    await page.reload();
    await page.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
    const point = await clientPoint(page, target);
    await page.touchscreen.tap(point.x, point.y);
    await waitForPixel(page, target, RED);

    await page.getByRole("button", { name: "Imprimir pintura" }).click();
    const printed = await page.waitForFunction(
      () => (window as Window & { __printed?: { src: string; styles: string } }).__printed,
      undefined,
      {
        timeout: 60_000,
      },
    );
    const { src, styles } = (await printed.jsonValue()) as { src: string; styles: string };
    const lineArt = await sharp(
      Buffer.from(await (await fetch(new URL(target.sheet.imageUrl, baseUrl))).arrayBuffer()),
    ).metadata();
    const print = await pictureColourAt(Buffer.from(src.split(",")[1] ?? "", "base64"), target);
    expect([print.width, print.height]).toEqual([lineArt.width, lineArt.height]);
    expect(near(print.rgb, RED)).toBe(true);
    expect(styles).toContain(`@page{size:A4 ${print.width > print.height ? "landscape" : "portrait"}`);

    const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Baixar PNG" }).click()]);
    expect(png.suggestedFilename()).toBe(`${target.sheet.slug}-colorido.png`);
    const file = await pictureColourAt(
      await sharp(await png.path())
        .png()
        .toBuffer(),
      target,
    );
    expect(near(file.rgb, RED)).toBe(true);
    // The line art is on top: the picture has as many dark pixels as the drawing's lines.
    const darkShare = async (image: ReturnType<typeof sharp>) => {
      const { data } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
      return data.filter((value) => value < 100).length / data.length;
    };
    const lines = await darkShare(
      sharp(Buffer.from(await (await fetch(new URL(target.sheet.imageUrl, baseUrl))).arrayBuffer())).flatten({
        background: "#fff",
      }),
    );
    expect(Math.abs((await darkShare(sharp(await png.path()))) - lines)).toBeLessThan(0.01);

    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Baixar PDF" }).click()]);
    expect(pdf.suggestedFilename()).toBe(`${target.sheet.slug}-colorido.pdf`);
    const pdfFile = await PDFDocument.load(fs.readFileSync(await pdf.path()));
    const { width, height } = pdfFile.getPage(0).getSize();
    expect([Math.round(Math.min(width, height)), Math.round(Math.max(width, height))]).toEqual([595, 842]);
    await closePage(page);
  });

  it("colours a drawing whose stored map cannot be had, from a map it makes itself", async () => {
    const target = await colouringTarget(drawingPath(4));
    const page = await newPage({ consent: "accepted", mobile: true });
    await page.route("**/*.regions.bin", (route) => route.fulfill({ status: 404, body: "Not found" }));
    await page.goto(`/pintar?desenho=${target.sheet.id}`);
    await page.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
    const point = await clientPoint(page, target);
    await page.touchscreen.tap(point.x, point.y);
    await waitForPixel(page, target, RED);
    // The browser's map is the server's algorithm on the browser's decoding of the image: the region comes out the same.
    const { inRegion, outside } = misplaced(await canvasPixels(page), target, RED);
    const area = target.map.labels.filter((label) => label === target.region).length;
    expect(inRegion + outside).toBeLessThan(area * 0.05);
    await closePage(page);
  });

  it("keeps the thumbnail of a colouring left 0.3 s after its last tap", async () => {
    const target = await colouringTarget(drawingPath(6));
    const page = await openScreen(target.sheet);
    const point = await clientPoint(page, target);
    await page.touchscreen.tap(point.x, point.y);
    const tapped = Date.now();
    await waitForPixel(page, target, RED);
    await page.waitForTimeout(Math.max(0, 300 - (Date.now() - tapped)));
    await page.goto("/minhas-pinturas");
    const card = page.getByTestId("my-colourings").getByRole("link", { name: new RegExp(target.sheet.title) });
    await card.waitFor({ timeout: 30_000 });
    expect(near(await thumbnailColourAt(page, card, target), RED, 40)).toBe(true);
    await closePage(page);
  });

  it("lists the colourings in progress on the home page, each back to its colouring screen", async () => {
    const target = await colouringTarget(drawingPath(5));
    const page = await openScreen(target.sheet);
    const point = await clientPoint(page, target);
    await page.touchscreen.tap(point.x, point.y);
    await waitForPixel(page, target, RED);
    await waitForSaved(page, target.sheet.id, 1, true);
    await page.goto("/");
    const list = page.getByTestId("continue-colouring");
    await list.getByRole("link").first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole("heading", { name: "Continuar pintando" }).isVisible()).toBe(true);
    const link = list.getByRole("link", { name: new RegExp(target.sheet.title) });
    expect(await link.getAttribute("href")).toBe(`/pintar?desenho=${target.sheet.id}`);
    // The card shows the child's colouring, not the blank line art (a JPEG: a looser match).
    expect(near(await thumbnailColourAt(page, link, target), RED, 40)).toBe(true);
    await link.click();
    await page.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
    await waitForPixel(page, target, RED);
    // 'Minhas pinturas' lists it too, with the same thumbnail, and deletes it on request.
    await page.goto("/");
    await page.getByRole("link", { name: "Ver todas as minhas pinturas" }).click();
    await page.waitForURL("**/minhas-pinturas");
    const mine = page.getByTestId("my-colourings");
    const card = mine.getByRole("link", { name: new RegExp(target.sheet.title) });
    await card.waitFor({ timeout: 30_000 });
    expect(near(await thumbnailColourAt(page, card, target), RED, 40)).toBe(true);
    page.once("dialog", (dialog) => void dialog.accept());
    await mine.getByRole("button", { name: `Apagar a pintura de ${target.sheet.title}` }).click();
    await card.waitFor({ state: "detached" });
    await page.reload();
    await page
      .getByRole("status")
      .filter({ hasText: /pintura/ })
      .or(page.getByText("Você ainda não começou nenhuma pintura"))
      .first()
      .waitFor();
    expect(
      await page
        .getByTestId("my-colourings")
        .getByRole("link", { name: new RegExp(target.sheet.title) })
        .count(),
    ).toBe(0);
    await closePage(page);
    // A browser that never coloured sees no such section, and gets no database for looking.
    const fresh = await newPage({ consent: "accepted" });
    await fresh.goto("/");
    await fresh.waitForLoadState("networkidle");
    expect(await fresh.locator("[data-continue-colouring]").isHidden()).toBe(true);
    expect(await fresh.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([]);
    await closePage(fresh);
  });

  // Issue 34: the focused mode fits every screen. A phone upright and turned, a tablet both ways, a laptop.
  it.each([
    { name: "phone", width: 390, height: 844, touch: true },
    { name: "phone-landscape", width: 844, height: 390, touch: true },
    { name: "tablet", width: 820, height: 1180, touch: true },
    { name: "tablet-landscape", width: 1180, height: 820, touch: true },
    { name: "laptop", width: 1366, height: 768, touch: false },
  ])(
    "shows the whole drawing, 'Desfazer', the exports and every colour without scrolling on a $name ($width×$height)",
    async ({ name, width, height, touch }) => {
      const target = await colouringTarget(drawingPath(0));
      // No stored cookie choice: the banner must not cover the board either.
      const page = await newPage({ mobile: touch, viewport: { width, height } });
      await page.goto(`/pintar?desenho=${target.sheet.id}`);
      await page.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
      // The brush adds its row of sizes: the tightest layout.
      await page.getByRole("button", { name: "Pincel" }).click();
      await page.getByRole("button", { name: "Fino" }).waitFor();
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOTS}/colouring-${name}-${width}x${height}.png` });
      const inView = async (label: string, box: { x: number; y: number; width: number; height: number } | null) => {
        expect(box, label).not.toBeNull();
        const { x, y, width: w, height: h } = box as NonNullable<typeof box>;
        expect([label, x >= 0, y >= 0, x + w <= width + 0.5, y + h <= height + 0.5]).toEqual([label, true, true, true, true]);
      };
      await inView("the drawing", await page.getByTestId("colouring-viewport").boundingBox());
      for (const button of ["Desfazer", "Refazer", "Imprimir pintura", "Baixar PNG", "Baixar PDF", "Pincel", "Borracha"]) {
        await inView(button, await page.getByRole("button", { name: button, exact: true }).boundingBox());
      }
      const swatches = page.getByRole("group", { name: "Cores" }).getByRole("button");
      expect(await swatches.count()).toBe(24);
      for (const swatch of await swatches.all()) {
        const box = await swatch.boundingBox();
        await inView(`swatch ${await swatch.getAttribute("aria-label")}`, box);
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
      }
      // The site's header folded away, and the page does not scroll under the board.
      expect(await page.locator("body > header").isHidden()).toBe(true);
      expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
      await closePage(page);
    },
  );

  it("takes the screen without moving the page under it: no layout shift on a phone, no cookie banner", async () => {
    const target = await colouringTarget(drawingPath(1));
    const page = await newPage({ mobile: true });
    await watchLayoutShift(page);
    await page.goto(`/pintar?desenho=${target.sheet.id}`);
    await page.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
    expect(await page.locator("body > header").isHidden()).toBe(true);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    // The choice waits for the next page: the screen carries no banner to fold away.
    expect(await page.locator("[data-cookie-banner]").count()).toBe(0);
    await closePage(page);
  });

  it("says so for an address without a drawing", async () => {
    const page = await newPage({ consent: "accepted" });
    await page.goto("/pintar?desenho=00000000-0000-4000-8000-000000000000");
    await page.getByRole("alert").getByText("Desenho não encontrado").waitFor({ timeout: 60_000 });
    await page.goto("/pintar");
    await page.getByRole("alert").getByText("Desenho não encontrado").waitFor({ timeout: 60_000 });
    await closePage(page);
  });
});
