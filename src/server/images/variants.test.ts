import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderImageVariants } from "./variants.ts";

const svg = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="none" stroke="#000" stroke-width="8"/></svg>`,
  );

/** A transparent PNG that carries EXIF and ICC data, like a phone photo would. */
async function pngWithMetadata(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: "someone", Artist: "someone" } } })
    .toBuffer();
}

describe("renderImageVariants", () => {
  it("fits a portrait image inside A4 and makes the card and social variants", async () => {
    const variants = await renderImageVariants(svg(1654, 2339));
    expect(variants.full).toMatchObject({ width: 1654, height: 2339 });
    expect(variants.card).toMatchObject({ width: 480, height: Math.round((2339 * 480) / 1654) });
    expect(variants.og).toMatchObject({ width: 1200, height: 630 });

    const full = await sharp(variants.full.bytes).metadata();
    expect(full).toMatchObject({ format: "webp", width: 1654, height: 2339 });
    const card = await sharp(variants.card.bytes).metadata();
    expect(card).toMatchObject({ format: "webp", width: 480 });
    const og = await sharp(variants.og.bytes).metadata();
    expect(og).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("fits a landscape image inside landscape A4 and shrinks large images", async () => {
    const variants = await renderImageVariants(svg(4678, 3308));
    expect(variants.full).toMatchObject({ width: 2339, height: 1654 });
    expect((await sharp(variants.full.bytes).metadata()).width).toBe(2339);
    expect(variants.card.width).toBe(480);
  });

  it("does not enlarge a small image for print", async () => {
    const variants = await renderImageVariants(svg(800, 600));
    expect(variants.full).toMatchObject({ width: 800, height: 600 });
  });

  it("strips metadata and flattens transparency on white", async () => {
    const input = await pngWithMetadata(300, 400);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const variants = await renderImageVariants(input);
    for (const variant of Object.values(variants)) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.hasAlpha).toBe(false);
    }
    const { dominant } = await sharp(variants.full.bytes).stats();
    expect(dominant.r + dominant.g + dominant.b).toBeGreaterThan(3 * 240);
  });

  it("rejects bytes that are not an image", async () => {
    await expect(renderImageVariants(Buffer.from("not an image"))).rejects.toThrow();
  });
});
