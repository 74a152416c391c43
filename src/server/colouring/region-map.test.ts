import { describe, expect, it } from "vitest";
import {
  DIFFICULTY_TIERS,
  difficultyMetrics,
  hasManyParts,
  MANY_PARTS,
  measuredTier,
  REPEATED,
  TIER_THRESHOLDS,
  tierOf,
  tierWithAdvice,
  UNSURE_SHARE,
} from "#src/lib/colouring/difficulty.ts";
import { computeRegionMap } from "#src/lib/colouring/region-map.ts";
import { decodeRegionMap, encodeRegionMap } from "./region-file.ts";

/** A white raster with black rectangles' outlines (1 px thick), minus the given gap pixels. */
function raster(width: number, height: number, boxes: [number, number, number, number][], gaps: [number, number][] = []) {
  const grey = new Uint8Array(width * height).fill(255);
  for (const [left, top, right, bottom] of boxes) {
    for (let x = left; x <= right; x++) {
      grey[top * width + x] = 0;
      grey[bottom * width + x] = 0;
    }
    for (let y = top; y <= bottom; y++) {
      grey[y * width + left] = 0;
      grey[y * width + right] = 0;
    }
  }
  for (const [x, y] of gaps) grey[y * width + x] = 255;
  return grey;
}

const at = (map: { labels: Uint16Array; width: number }, x: number, y: number) => map.labels[y * map.width + x];

describe("computeRegionMap", () => {
  it("a blank page is one region", () => {
    const map = computeRegionMap(raster(20, 20, []), 20, 20);
    expect([map.regions, map.leaks, map.areas[1]]).toEqual([1, 0, 400]);
    expect(new Set(map.labels)).toEqual(new Set([1]));
  });

  it("a closed outline makes two regions, and its line is shared out to them: no pixel is left without one", () => {
    const map = computeRegionMap(raster(30, 30, [[5, 5, 24, 24]]), 30, 30);
    expect(map.regions).toBe(2);
    expect(map.leaks).toBe(0);
    const outside = at(map, 0, 0);
    const inside = at(map, 15, 15);
    expect(outside).not.toBe(inside);
    expect([...map.labels].every((label) => label === outside || label === inside)).toBe(true);
    // Interior areas: 18×18 inside; the rest minus the 76 pixels of line outside.
    expect(map.areas[inside as number]).toBe(18 * 18);
    expect(map.areas[outside as number]).toBe(900 - 20 * 20);
  });

  it("closes a gap of 2 px for the regions, and counts it as a leak", () => {
    const map = computeRegionMap(
      raster(
        30,
        30,
        [[5, 5, 24, 24]],
        [
          [14, 5],
          [15, 5],
        ],
      ),
      30,
      30,
    );
    expect(map.regions).toBe(2);
    expect(map.leaks).toBe(1);
    expect(at(map, 0, 0)).not.toBe(at(map, 15, 15));
  });

  it("gives a channel too narrow to be a region to the region it opens onto, not half to each line's other side", () => {
    // Top half: left | 2 px channel | right, between lines at x = 10 and x = 13; the channel opens at its
    // foot (x 11–12 of the line y = 20) onto the bottom half. The closing walls the channel in; it is open art.
    const grey = raster(40, 40, [[2, 2, 37, 37]]);
    for (let y = 2; y <= 20; y++) for (const x of [10, 13]) grey[y * 40 + x] = 0;
    for (let x = 2; x <= 37; x++) if (x !== 11 && x !== 12) grey[20 * 40 + x] = 0;
    const map = computeRegionMap(grey, 40, 40);
    const [left, right, bottom] = [at(map, 5, 10), at(map, 25, 10), at(map, 20, 30)];
    expect(new Set([left, right, bottom]).size).toBe(3);
    const channel = [];
    for (let y = 3; y < 20; y++) for (const x of [11, 12]) channel.push(at(map, x, y));
    expect(new Set(channel)).toEqual(new Set([bottom]));
  });

  it("leaves a wider gap open: one region, no leak", () => {
    const gap: [number, number][] = [12, 13, 14, 15, 16, 17].map((x) => [x, 5]);
    const map = computeRegionMap(raster(30, 30, [[5, 5, 24, 24]], gap), 30, 30);
    expect([map.regions, map.leaks]).toEqual([1, 0]);
  });

  it("finds nested and side-by-side regions", () => {
    const map = computeRegionMap(
      raster(40, 30, [
        [2, 2, 37, 27],
        [5, 5, 15, 15],
        [20, 5, 35, 25],
        [24, 9, 31, 21],
      ]),
      40,
      30,
    );
    expect(map.regions).toBe(5);
    expect(new Set([at(map, 0, 0), at(map, 3, 20), at(map, 10, 10), at(map, 22, 7), at(map, 27, 15)]).size).toBe(5);
  });
});

describe("region map files", () => {
  it("round-trip with 1-byte and 2-byte labels", () => {
    const small = computeRegionMap(raster(30, 30, [[5, 5, 24, 24]]), 30, 30);
    expect(decodeRegionMap(encodeRegionMap(small))).toEqual({ width: 30, height: 30, regions: 2, labels: small.labels });
    const labels = Uint16Array.from({ length: 600 }, (_, index) => (index % 300) + 1);
    const wide = { width: 30, height: 20, regions: 300, labels };
    expect(decodeRegionMap(encodeRegionMap(wide))).toEqual(wide);
  });

  it("refuses what is not one", () => {
    expect(() => decodeRegionMap(encodeRegionMap({ width: 2, height: 2, regions: 1, labels: new Uint16Array(3) }))).toThrow(
      "truncated region map",
    );
  });
});

describe("difficulty", () => {
  /** A map of rectangles (1 px = 1 mm²): each box is its own region, laid on a background region. */
  function boxes(width: number, height: number, rects: [number, number, number, number][]) {
    const labels = new Uint16Array(width * height).fill(1);
    rects.forEach(([x0, y0, x1, y1], index) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) labels[y * width + x] = index + 2;
    });
    const areas = new Uint32Array(rects.length + 2);
    for (const label of labels) areas[label] = (areas[label] ?? 0) + 1;
    return { width, height, labels, areas, regions: rects.length + 1, leaks: 1 };
  }

  it("weighs large fields 1, useful ones 2, fine ones 3, details inside one bigger region 0.5 and specks nothing", () => {
    const map = boxes(40, 40, [
      [0, 0, 30, 30], // 900 mm² (891 around the detail): large
      [30, 30, 40, 40], // 100 mm²: useful
      [30, 0, 36, 6], // 36 mm², beside the large box and the background: fine
      [10, 10, 13, 13], // 9 mm² inside the large box only: a detail
      [38, 20, 39, 22], // 2 mm²: a speck
    ]);
    // The background (1,600 − the boxes = 562 mm²) is a useful field, beside one bigger region but more than a tenth of it.
    expect(difficultyMetrics(map, 1)).toEqual({
      regions: 5,
      large: 1,
      useful: 2,
      fine: 1,
      details: 1,
      score: 1 + 2 * 2 + 3 + 0.5,
      leaks: 1,
      // The boxes at the page's edge are no figure's; the detail is the one region left, of neither size.
      figureUseful: 0,
      figureLarge: 0,
    });
  });

  /** A body (40×40: large) with `parts` boxes of 8×8 (useful: beside it and the page) round it, on a 120×120 page, and a cloud apart. */
  function figure(parts: number) {
    const around: [number, number, number, number][] = [
      ...[0, 1, 2, 3, 4].map((i): [number, number, number, number] => [40 + 8 * i, 32, 48 + 8 * i, 40]),
      ...[0, 1, 2, 3, 4].map((i): [number, number, number, number] => [40 + 8 * i, 80, 48 + 8 * i, 88]),
      [32, 48, 40, 56],
      [32, 60, 40, 68],
      [80, 48, 88, 56],
      [80, 60, 88, 68],
    ];
    return boxes(120, 120, [[40, 40, 80, 80], ...around.slice(0, parts), [5, 5, 25, 15]]);
  }

  it("measures the figure apart from the page and the scenery: a figure of many useful parts and few large fields is at least 'Médio' (ADR 0026)", () => {
    const many = difficultyMetrics(figure(14), 1);
    expect([many.figureUseful, many.figureLarge]).toEqual([14, 1]);
    expect(hasManyParts(many)).toBe(true);
    expect(tierOf(many.score)).toBe("facil");
    expect(measuredTier(many.score, hasManyParts(many))).toBe("medio");
    expect(tierWithAdvice(many.score, null, hasManyParts(many))).toBe("medio");
    const fewer = difficultyMetrics(figure(MANY_PARTS.useful - 1), 1);
    expect(fewer.figureUseful).toBe(MANY_PARTS.useful - 1);
    expect(measuredTier(fewer.score, hasManyParts(fewer))).toBe("facil");
    // Many same-sized parts standing apart (a garland's flags in the sky) count with the figure; fewer do not.
    const flags = (count: number) =>
      difficultyMetrics(
        boxes(160, 120, [
          [40, 40, 80, 80],
          ...Array.from({ length: count }, (_, i): [number, number, number, number] => [
            92 + (i % 4) * 16,
            10 + Math.floor(i / 4) * 16,
            100 + (i % 4) * 16,
            18 + Math.floor(i / 4) * 16,
          ]),
        ]),
        1,
      );
    expect(flags(REPEATED.count).figureUseful).toBe(REPEATED.count);
    expect(flags(REPEATED.count - 1).figureUseful).toBe(0);
    // A score already past 'Fácil' keeps its own tier.
    expect(measuredTier(TIER_THRESHOLDS.dificil, true)).toBe("dificil");
  });

  it("counts a small region as a detail only when it is under a tenth of the one region around it", () => {
    // On a 30×30 page (its background is a useful field too), a 20×20 box with 8×8 inside it: 64 is not under a tenth of 400 − 64; 5×5 is.
    const inside = difficultyMetrics(
      boxes(30, 30, [
        [0, 0, 20, 20],
        [5, 5, 13, 13],
      ]),
      1,
    );
    expect([inside.details, inside.useful]).toEqual([0, 3]);
    const eye = difficultyMetrics(
      boxes(30, 30, [
        [0, 0, 20, 20],
        [5, 5, 10, 10],
      ]),
      1,
    );
    expect([eye.details, eye.useful]).toEqual([1, 2]);
  });

  it("puts scores into the four tiers at the calibrated thresholds", () => {
    expect(tierOf(0)).toBe("facil");
    expect(tierOf(TIER_THRESHOLDS.medio - 0.5)).toBe("facil");
    expect(tierOf(TIER_THRESHOLDS.medio)).toBe("medio");
    expect(tierOf(TIER_THRESHOLDS.dificil)).toBe("dificil");
    expect(tierOf(TIER_THRESHOLDS.desafio + 1000)).toBe("desafio");
    expect(DIFFICULTY_TIERS).toEqual(["facil", "medio", "dificil", "desafio"]);
  });

  it("takes the AI's neighbouring tier only when the score is near the threshold between them", () => {
    const { medio, dificil } = TIER_THRESHOLDS;
    expect(tierWithAdvice(medio - 5, null)).toBe("facil");
    expect(tierWithAdvice(medio - 5, "medio")).toBe("medio");
    expect(tierWithAdvice(medio + 5, "facil")).toBe("facil");
    // Far from the threshold, or two tiers away: the measure stands.
    expect(tierWithAdvice(medio * (1 - UNSURE_SHARE) - 1, "medio")).toBe("facil");
    expect(tierWithAdvice(medio - 5, "dificil")).toBe("facil");
    expect(tierWithAdvice(dificil + 5, "medio")).toBe("medio");
    expect(tierWithAdvice(dificil + 5, "desafio")).toBe("dificil");
  });
});
