import { decodePDFRawStream, PDFDocument, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { A4_POINTS, FOOTER_POINTS, SAFE_MARGIN_POINTS } from "#src/lib/print-page.ts";
import { drawingPdfLabel, renderA4Pdf } from "./pdf.ts";

const made = new Date("2026-11-25T10:00:00Z");
const label = drawingPdfLabel("https://rabisco.example", { title: "Gato feliz", slug: "gato-feliz" }, made);

/** The page's decoded content stream: the drawing operators and the footer's text. */
async function contentOf(pdf: PDFDocument): Promise<string> {
  const contents = pdf.getPage(0).node.Contents();
  const streams = contents && "asArray" in contents ? contents.asArray() : [contents];
  return streams
    .map((ref) => pdf.context.lookup(ref))
    .flatMap((stream) =>
      stream instanceof PDFRawStream ? [Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1")] : [],
    )
    .join("\n");
}

describe("renderA4Pdf", () => {
  it("centres the drawing on one A4 page inside the safe margins, above the footer", async () => {
    const image = await sharp({ create: { width: 800, height: 1200, channels: 3, background: "#ffffff" } })
      .webp()
      .toBuffer();
    const pdf = await PDFDocument.load(await renderA4Pdf(image, label));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(A4_POINTS.width, 1);
    expect(height).toBeCloseTo(A4_POINTS.height, 1);
    expect(SAFE_MARGIN_POINTS).toBeGreaterThan(30);
    // The image is moved into place first (`1 0 0 1 x y cm`): its bottom edge sits at or above the footer's strip.
    const [, x, y] = /1 0 0 1 ([\d.]+) ([\d.]+) cm/.exec(await contentOf(pdf))?.map(Number) ?? [];
    expect(x).toBeGreaterThanOrEqual(SAFE_MARGIN_POINTS - 0.01);
    expect(y).toBeGreaterThanOrEqual(SAFE_MARGIN_POINTS + FOOTER_POINTS - 0.01);
  });

  it("carries the drawing's title and a real creation date, and a footer with the site's name and the drawing's address", async () => {
    const image = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#ffffff" } })
      .webp()
      .toBuffer();
    const pdf = await PDFDocument.load(await renderA4Pdf(image, label));
    expect(pdf.getTitle()).toBe("Gato feliz");
    expect(pdf.getSubject()).toBe("Desenho para colorir");
    expect(pdf.getCreationDate()?.toISOString()).toBe(made.toISOString());
    const content = await contentOf(pdf);
    // Helvetica text is drawn as a hex string of WinAnsi bytes.
    const shown = [...content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)]
      .map((match) => Buffer.from(match[1] ?? "", "hex").toString("latin1"))
      .join("");
    expect(shown).toBe("Rabisco · desenhos para colorir grátis · rabisco.example/desenho/gato-feliz");
  });

  it("turns the page for a landscape drawing", async () => {
    const image = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#ffffff" } })
      .webp()
      .toBuffer();
    const pdf = await PDFDocument.load(await renderA4Pdf(image, label));
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(A4_POINTS.height, 1);
    expect(height).toBeCloseTo(A4_POINTS.width, 1);
  });

  it("gives the same bytes for the same image and label", async () => {
    const image = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#ffffff" } })
      .webp()
      .toBuffer();
    expect(Buffer.from(await renderA4Pdf(image, label)).equals(Buffer.from(await renderA4Pdf(image, label)))).toBe(true);
  });
});
