import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { colourByNumberSheet } from "#src/browser/activities/colour-by-number-sheet.ts";
import { thickenLines } from "#src/browser/activities/line-art.ts";
import { workingSize } from "#src/browser/activities/line-art-image.ts";
import { inkNote, thickLinesSheet } from "#src/browser/activities/thick-lines-sheet.ts";
import { zlibCompress } from "#src/browser/pdf-document.ts";
import { NUMBER_LEVELS } from "#src/lib/activities/levels.ts";
import { isDotRefusal, mainFigure } from "#src/lib/activities/main-figure.ts";
import { A4_POINTS } from "#src/lib/print-page.ts";
import { decodeRegionMap } from "#src/server/colouring/region-file.ts";
import { composeA4Pdf } from "#src/server/images/pdf.ts";
import { readWithPdfJs } from "../tests/support/pdfjs.ts";
import { CATALOGUE } from "./catalogue.ts";
import { artVariants } from "./images.ts";
import { sampleAnalyse } from "./rendered.ts";

/**
 * A 'Pinte por número' sheet (issue 48) from a sample drawing's own print
 * PDF and region map (the shipped ones), as the browser makes it, read back
 * by pdf-lib and by pdf.js.
 */
async function sampleDrawing() {
  const drawing = CATALOGUE[0]?.drawings[0];
  if (!drawing) throw new Error("no sample drawing");
  const images = await artVariants(drawing.art);
  const [{ file }, pdf] = await Promise.all([
    sampleAnalyse(images.full.bytes),
    composeA4Pdf(images.print, { title: "Casinha", address: "rabisco.example/desenho/casinha", createdAt: new Date(0) }),
  ]);
  return { title: "Casinha", pdf, map: decodeRegionMap(file) };
}

describe("a 'Pinte por número' sheet", () => {
  it("is one A4 page with the drawing, a number in each wide region, the legend in words and the BNCC objective", async () => {
    const drawing = await sampleDrawing();
    const { pdf, plan } = await colourByNumberSheet(drawing, { level: "facil", footer: "Rabisco · rabisco.example" });
    expect(plan.labels.length).toBeGreaterThan(0);
    expect(plan.legend.length).toBeLessThanOrEqual(NUMBER_LEVELS.facil.colours);
    // Each number at a pixel of its own region, found on the map's every other pixel.
    for (const { region, pole } of plan.labels) expect(drawing.map.labels[pole.y * drawing.map.width + pole.x]).toBe(region);

    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    const reading = await readWithPdfJs(pdf);
    const [page] = reading.pages;
    const portrait = drawing.map.height >= drawing.map.width;
    expect([page?.width ?? 0, page?.height ?? 0].map(Math.round)).toEqual(
      (portrait ? [A4_POINTS.width, A4_POINTS.height] : [A4_POINTS.height, A4_POINTS.width]).map(Math.round),
    );
    expect(reading.info.Title).toBe("Pinte por número: Casinha");
    const text = page?.text ?? "";
    expect(text).toContain("Pinte por número: Casinha");
    expect(text).toContain("Nome:");
    for (const entry of plan.legend) expect(text).toContain(`${entry.number} = ${entry.name}`);
    expect(text).toContain("BNCC EI03ET07");
    // Every number the plan placed is written on the page: the text's lone numbers, counted (the legend's too).
    const written = text.split(/\s+/).filter((word) => /^\d$/.test(word));
    expect(written.length).toBe(plan.labels.length + plan.legend.length);
    expect(new Set(written)).toEqual(new Set(plan.legend.map((entry) => String(entry.number))));
  }, 60_000);

  it("uses more colours at a harder level, never more than it allows", async () => {
    const drawing = await sampleDrawing();
    for (const level of ["medio", "desafio"] as const) {
      const { plan } = await colourByNumberSheet(drawing, { level, footer: "Rabisco" });
      expect(plan.legend.length).toBeLessThanOrEqual(NUMBER_LEVELS[level].colours);
    }
  }, 60_000);
});

describe("a 'Traço grosso' sheet", () => {
  it("is one A4 page with the picture it is given, what it says of its ink, and the BNCC objective", async () => {
    const drawing = CATALOGUE[0]?.drawings[0];
    if (!drawing) throw new Error("no sample drawing");
    const { full } = await artVariants(drawing.art);
    // As the tab makes it: grey at the working size, widened, compressed by the platform's zlib.
    const metadata = await sharp(full.bytes).metadata();
    const size = workingSize({ width: metadata.width ?? 1, height: metadata.height ?? 1 });
    const grey = new Uint8Array(
      await sharp(full.bytes).resize(size.width, size.height).flatten({ background: "#ffffff" }).greyscale().raw().toBuffer(),
    );
    const thick = thickenLines({ grey, ...size }, 4);
    const picture = {
      image: { zlib: await zlibCompress(thick.grey) },
      width: size.width,
      height: size.height,
      inkBefore: 0.099,
      inkAfter: 0.202,
      saveInk: true,
    };
    expect(inkNote(picture)).toBe("Traço grosso com economia de tinta: 20,2 % de tinta (o desenho original: 9,9 %).");
    const pdf = await thickLinesSheet({ title: "Casinha", picture }, { footer: "Rabisco" });
    const reading = await readWithPdfJs(pdf);
    expect(reading.pages).toHaveLength(1);
    expect(reading.info.Title).toBe("Traço grosso: Casinha");
    const text = reading.pages[0]?.text ?? "";
    expect(text).toContain(inkNote(picture));
    expect(text).toContain("BNCC EI03CG05");
    expect(text).toContain("Nome:");
    // The picture is the widened pixels themselves: a grey FlateDecode image of the working size.
    const document = await PDFDocument.load(pdf);
    const images = document.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFRawStream =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
      );
    expect(images).toHaveLength(1);
    const [image] = images;
    expect(image?.dict.get(PDFName.of("Filter"))).toBe(PDFName.of("FlateDecode"));
    expect(image?.dict.get(PDFName.of("ColorSpace"))).toBe(PDFName.of("DeviceGray"));
    expect(new Uint8Array(inflateSync(image?.getContents() ?? new Uint8Array()))).toEqual(thick.grey);
  }, 60_000);
});

describe("'Ligue os pontos' on the sample", () => {
  it("is left out for exactly the pictures whose shipped map has no main figure, as the browser reads the map", async () => {
    const drawings = CATALOGUE.flatMap((category) => category.drawings);
    const analysed = await Promise.all(
      drawings.map(async (drawing) => ({
        title: drawing.title,
        ...(await sampleAnalyse((await artVariants(drawing.art)).full.bytes)),
      })),
    );
    const without = analysed.filter((entry) => !entry.metrics.dotFigure);
    // What bench/results/activities.json lists, with its reasons.
    expect(without.map((entry) => entry.title).sort()).toEqual([
      "Barquinho a vela",
      "Caça aos ovos de Páscoa",
      "Formas sorridentes",
    ]);
    for (const entry of [...without, ...analysed.filter((candidate) => candidate.metrics.dotFigure).slice(0, 3)]) {
      expect(entry.metrics.dotFigure, entry.title).toBe(!isDotRefusal(mainFigure(decodeRegionMap(entry.file))));
    }
  }, 120_000);
});
