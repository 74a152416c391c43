import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../catalogue.ts";
import { artKey, renderArtSvg } from "./index.ts";
import { createRandom } from "./random.ts";

const specs = CATALOGUE.flatMap((category) => category.drawings.map((drawing) => drawing.art));

describe("seed art", () => {
  it("is deterministic: the same spec always draws the same SVG", () => {
    for (const spec of specs.slice(0, 20)) expect(renderArtSvg(spec)).toBe(renderArtSvg(spec));
    expect(renderArtSvg({ kind: "mandala", seed: 1 })).not.toBe(renderArtSvg({ kind: "mandala", seed: 2 }));
  });

  it("names each spec independently of key order", () => {
    expect(artKey({ kind: "figure", figure: "cat", scene: "meadow" })).toBe(
      artKey({ scene: "meadow", figure: "cat", kind: "figure" }),
    );
  });

  it("gives every catalogue picture a distinct, well-formed A4 page", async () => {
    const svgs = specs.map(renderArtSvg);
    expect(new Set(svgs).size).toBe(svgs.length);
    for (const svg of svgs) {
      const { format, width = 0, height = 0 } = await sharp(Buffer.from(svg)).metadata();
      expect(format).toBe("svg");
      expect([width, height].sort((a, b) => a - b)).toEqual([1654, 2339]);
    }
  });

  it("has a seeded random generator", () => {
    const a = createRandom("x");
    const b = createRandom("x");
    const values = Array.from({ length: 5 }, () => a.next());
    expect(values).toEqual(Array.from({ length: 5 }, () => b.next()));
    for (const value of values) expect(value).toBeGreaterThanOrEqual(0);
    expect(createRandom("y").next()).not.toBe(values[0]);
  });
});
