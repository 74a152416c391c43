import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { A4_POINTS, renderA4Pdf, SAFE_MARGIN_POINTS } from "./pdf.ts";

describe("renderA4Pdf", () => {
  it("centres the drawing on one A4 page inside the safe margins", async () => {
    const image = await sharp({ create: { width: 800, height: 1200, channels: 3, background: "#ffffff" } })
      .webp()
      .toBuffer();
    const pdf = await PDFDocument.load(await renderA4Pdf(image, "Gato"));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(A4_POINTS.width, 1);
    expect(height).toBeCloseTo(A4_POINTS.height, 1);
    expect(pdf.getTitle()).toBe("Gato");
    expect(SAFE_MARGIN_POINTS).toBeGreaterThan(30);
  });

  it("turns the page for a landscape drawing", async () => {
    const image = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#ffffff" } })
      .webp()
      .toBuffer();
    const pdf = await PDFDocument.load(await renderA4Pdf(image, "Carro"));
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(A4_POINTS.height, 1);
    expect(height).toBeCloseTo(A4_POINTS.width, 1);
  });

  it("gives the same bytes for the same image", async () => {
    const image = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#ffffff" } })
      .webp()
      .toBuffer();
    expect(Buffer.from(await renderA4Pdf(image, "A")).equals(Buffer.from(await renderA4Pdf(image, "A")))).toBe(true);
  });
});
