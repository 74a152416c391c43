import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { distancesTo, withinRadius } from "./distance.ts";
import { type GreyRaster, hasSolids, hollowSolids, inkShare, thickenLines } from "./line-art.ts";
import { webpSize } from "./line-art-image.ts";

/** A white page with black rectangles [left, top, right, bottom] (inclusive). */
function page(width: number, height: number, rectangles: [number, number, number, number][]): GreyRaster {
  const grey = new Uint8Array(width * height).fill(255);
  for (const [left, top, right, bottom] of rectangles)
    for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) grey[y * width + x] = 0;
  return { grey, width, height };
}

const row = (raster: GreyRaster, y: number) => [...raster.grey.subarray(y * raster.width, (y + 1) * raster.width)];
const inkRun = (values: number[]) => values.filter((value) => value < 128).length;

describe("the distance to the nearest seed", () => {
  it("is exact: a brute force agrees on a scattered few", () => {
    const width = 23;
    const height = 17;
    const seeds = new Set([5, 77, 200, 301, 390]);
    const distances = distancesTo(width, height, (index) => seeds.has(index));
    for (let index = 0; index < width * height; index++) {
      const [x, y] = [index % width, Math.floor(index / width)];
      const best = Math.min(...[...seeds].map((seed) => ((seed % width) - x) ** 2 + (Math.floor(seed / width) - y) ** 2));
      expect(distances[index]).toBe(best);
    }
  });
});

describe("the pixels within a radius of a seed", () => {
  it("are exactly those the distance transform puts within it, for the sheets' radii and beyond", () => {
    const width = 61;
    const height = 47;
    // A fixed scatter of seeds: a line, a blob and lone pixels.
    const seeds = new Uint8Array(width * height);
    for (let index = 0; index < seeds.length; index++) seeds[index] = (index * 7919) % 97 === 0 ? 1 : 0;
    for (let x = 5; x < 50; x++) seeds[20 * width + x] = 1;
    for (let y = 30; y < 36; y++) for (let x = 40; x < 47; x++) seeds[y * width + x] = 1;
    const distances = distancesTo(width, height, (index) => seeds[index] === 1);
    for (const radius of [0, 0.5, 1, 1.5, 2.5, 4.43, 5.9, 9, 20, 32.5, 40]) {
      const near = withinRadius(seeds, width, height, radius);
      const expected = Uint8Array.from(distances, (distance) => (distance <= radius * radius ? 1 : 0));
      expect([...near], `radius ${radius}`).toEqual([...expected]);
    }
  });
});

describe("'Traço grosso'", () => {
  it("widens a thin line by the radius on each side, and leaves the page far from it white", () => {
    // A vertical line 2 px wide at x = 20–21.
    const thin = page(44, 30, [[20, 0, 21, 29]]);
    const thick = thickenLines(thin, 5);
    expect(inkRun(row(thin, 15))).toBe(2);
    expect(inkRun(row(thick, 15))).toBe(12);
    expect(row(thick, 15).slice(0, 10)).toEqual(Array(10).fill(255));
    expect(inkShare(thick)).toBeGreaterThan(inkShare(thin) * 5);
  });
});

describe("'Economia de tinta'", () => {
  it("empties a solid black area down to its outline, keeps thin lines whole, and says how much ink it saved", () => {
    // A 30×30 solid square, and a 2 px line beside it.
    const solid = page(60, 40, [
      [4, 4, 33, 33],
      [45, 0, 46, 39],
    ]);
    const hollow = hollowSolids(solid, 3);
    // Across the square's middle: 3 px of outline on each side, white inside; the line untouched.
    const middle = row(hollow, 18);
    expect(middle.slice(4, 7)).toEqual([0, 0, 0]);
    expect(middle.slice(8, 30)).toEqual(Array(22).fill(255));
    expect(middle.slice(31, 34)).toEqual([0, 0, 0]);
    expect(middle.slice(45, 47)).toEqual([0, 0]);
    const before = inkShare(solid);
    const after = inkShare(hollow);
    expect(after).toBeLessThan(before / 2);
    expect(before).toBeCloseTo((30 * 30 + 2 * 40) / (60 * 40), 5);
  });

  it("after 'Traço grosso', empties the drawing's own solid areas, not its widened lines", () => {
    const drawing = page(60, 40, [
      [4, 4, 33, 33],
      [45, 0, 46, 39],
    ]);
    const thick = thickenLines(drawing, 4);
    // The line is 10 px wide now, deeper than 3 px inside in places, yet stays whole: only the square empties.
    const both = hollowSolids(thick, 3, drawing);
    expect(inkRun(row(both, 18).slice(38))).toBe(10);
    expect(row(both, 18).slice(12, 26)).toEqual(Array(14).fill(255));
    // Measured on the widened picture itself, the line would have been emptied into two.
    expect(inkRun(row(hollowSolids(thick, 3), 18).slice(38))).toBeLessThan(10);
  });
});

describe("'Economia de tinta''s shortcut", () => {
  it("finds a solid area only where ink runs deeper than the outline kept, both ways", () => {
    // Lines 5 px wide, one across and one down, apart: nothing deeper than 3 px inside.
    const lines = page(60, 60, [
      [0, 8, 59, 12],
      [28, 20, 32, 59],
    ]);
    expect(hasSolids(lines, 3)).toBe(false);
    expect(hollowSolids(lines, 3)).toBe(lines);
    // A 9×9 square: its centre is 5 px from the white.
    const square = page(60, 60, [[10, 10, 18, 18]]);
    expect(hasSolids(square, 4)).toBe(true);
    expect(hasSolids(square, 5)).toBe(false);
    expect(hollowSolids(square, 5)).toBe(square);
    expect(inkShare(hollowSolids(square, 3))).toBeLessThan(inkShare(square));
  });
});

describe("a WebP's size from its header", () => {
  it("reads the lossy, lossless and extended forms sharp writes, and nothing else", async () => {
    const create = { width: 1240, height: 1754, channels: 3 as const, background: "#ffffff" };
    for (const webp of [{ quality: 80 }, { lossless: true }]) {
      const bytes = await sharp({ create }).webp(webp).toBuffer();
      expect(webpSize(new Uint8Array(bytes.subarray(0, 32)))).toEqual({ width: 1240, height: 1754 });
    }
    const extended = await sharp({ create: { ...create, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .webp({ quality: 80 })
      .toBuffer();
    expect(webpSize(new Uint8Array(extended.subarray(0, 32)))).toEqual({ width: 1240, height: 1754 });
    const png = await sharp({ create }).png().toBuffer();
    expect(webpSize(new Uint8Array(png.subarray(0, 32)))).toBeNull();
  });
});
