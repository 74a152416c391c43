import { describe, expect, it } from "vitest";
import { backgroundRegions } from "#src/lib/activities/background.ts";
import { DOT_LEVELS, type NumberLevel } from "#src/lib/activities/levels.ts";
import { isDotRefusal, mainFigure } from "#src/lib/activities/main-figure.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { dotsAlongRing, type Point, simplifyRing, traceOutline } from "./contour.ts";
import { type DotPlan, planDotToDot } from "./dot-to-dot.ts";

/** A page `width`×`height` whose pixels get the region `regionAt` says (1: the page around). */
function shapeMap(width: number, height: number, regionAt: (x: number, y: number) => number): StoredRegionMap {
  const labels = new Uint16Array(width * height);
  let regions = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const region = regionAt(x, y);
      labels[y * width + x] = region;
      regions = Math.max(regions, region);
    }
  }
  return { width, height, labels, regions };
}

/** A five-pointed star around (cx, cy): a figure with corners and notches, like a drawing's. */
function inStar(x: number, y: number, cx: number, cy: number, outer: number, inner: number): boolean {
  const angle = Math.atan2(y - cy, x - cx) + Math.PI / 2;
  const sector = (((angle % ((2 * Math.PI) / 5)) + (2 * Math.PI) / 5) % ((2 * Math.PI) / 5)) / ((2 * Math.PI) / 5);
  // Radius along the star's edge: from a point (outer) to a notch (inner) and back.
  const t = Math.abs(sector - 0.5) * 2;
  const radius = inner + (outer - inner) * t;
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** Sizes of a sheet's numbers and dots in map pixels, about as the sheet's are at 150 DPI. */
const SIZES = { gap: 30, dot: 5, digitWidth: 12, textHeight: 16, margin: 3 };

/** A star figure in two regions (its top half and bottom half), on a 400×400 page. */
const star = shapeMap(400, 400, (x, y) => (inStar(x, y, 200, 210, 170, 80) ? (y < 210 ? 2 : 3) : 1));

/** Twice the signed area of a ring: positive when it turns clockwise on the screen (y down). */
function signedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let index = 0; index < points.length; index++) {
    const a = points[index] as Point;
    const b = points[(index + 1) % points.length] as Point;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

describe("tracing a figure's outline", () => {
  it("follows a square's boundary pixels once, clockwise, from its top-left corner", () => {
    const inside = (x: number, y: number) => x >= 2 && x < 7 && y >= 3 && y < 8;
    const outline = traceOutline(inside, 10, 10);
    expect(outline[0]).toEqual({ x: 2, y: 3 });
    expect(outline[1]).toEqual({ x: 3, y: 3 });
    // 5×5 square: 16 boundary pixels, each once.
    expect(outline).toHaveLength(16);
    expect(new Set(outline.map(({ x, y }) => `${x},${y}`)).size).toBe(16);
    expect(signedArea(outline)).toBeGreaterThan(0);
    for (const { x, y } of outline) expect(inside(x, y)).toBe(true);
  });

  it("follows the outer boundary only, not a hole's, and a one-pixel neck both ways", () => {
    // A ring (with a hole) joined to a block by a neck one pixel wide.
    const inside = (x: number, y: number) =>
      (x >= 1 && x <= 9 && y >= 1 && y <= 9 && !(x >= 4 && x <= 6 && y >= 4 && y <= 6)) ||
      (y === 5 && x >= 10 && x <= 12) ||
      (x >= 13 && x <= 16 && y >= 3 && y <= 7);
    const outline = traceOutline(inside, 20, 12);
    const keys = outline.map(({ x, y }) => `${x},${y}`);
    // The hole's edge is never on it; the far block's is.
    expect(keys).not.toContain("4,4");
    expect(keys).not.toContain("3,3");
    expect(keys).toContain("16,5");
    // The neck's pixels are passed twice: out to the block and back.
    expect(keys.filter((key) => key === "11,5")).toHaveLength(2);
  });

  it("keeps a ring's corners when bringing it down to a few points, in order", () => {
    const outline = traceOutline((x, y) => x >= 10 && x < 60 && y >= 10 && y < 40, 70, 50);
    const corners = simplifyRing(outline, 4).map((index) => outline[index]);
    expect(corners).toEqual([
      { x: 10, y: 10 },
      { x: 59, y: 10 },
      { x: 59, y: 39 },
      { x: 10, y: 39 },
    ]);
    const dots = dotsAlongRing(outline, 12);
    expect(dots).toHaveLength(12);
    expect([...dots].sort((a, b) => a - b)).toEqual(dots);
    // Spread along the sides too: no stretch of the ring between two dots is longer than a side.
    for (let index = 0; index < dots.length; index++) {
      const from = dots[index] as number;
      const to = dots[(index + 1) % dots.length] as number;
      expect((to - from + outline.length) % outline.length).toBeLessThanOrEqual(50);
    }
  });
});

describe("'Ligue os pontos'", () => {
  const plans = (["facil", "medio", "desafio"] as NumberLevel[]).map((level) => {
    const plan = planDotToDot(star, { level, sizes: SIZES });
    if (isDotRefusal(plan)) throw new Error(`${level}: ${plan.reason}`);
    return [level, plan] as [NumberLevel, DotPlan];
  });

  it("brings the figure's outline down to the level's count of dots, in order, clockwise, none closer than a number", () => {
    for (const [level, plan] of plans) {
      const { fewest, most } = DOT_LEVELS[level];
      expect(plan.dots.length).toBeGreaterThanOrEqual(fewest);
      expect(plan.dots.length).toBeLessThanOrEqual(most);
      expect(signedArea(plan.dots)).toBeGreaterThan(0);
      // Every dot is on the outline, and they come in the outline's order (one turn round).
      const position = new Map(plan.outline.map((point, index) => [`${point.x},${point.y}`, index]));
      const along = plan.dots.map(({ x, y }) => position.get(`${x},${y}`) as number);
      expect(along.every((index) => index !== undefined)).toBe(true);
      const turns = along.filter((index, i) => i > 0 && index < (along[i - 1] as number)).length;
      expect(turns).toBeLessThanOrEqual(1);
      for (const [i, a] of plan.dots.entries()) {
        for (const b of plan.dots.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(SIZES.gap);
      }
      // Dot 1 is the topmost.
      expect(Math.min(...plan.dots.map((dot) => dot.y))).toBe(plan.dots[0]?.y);
    }
    // A harder level has more dots.
    const counts = plans.map(([, plan]) => plan.dots.length);
    expect(counts[0]).toBeLessThan(counts[2] as number);
  });

  it("numbers the dots 1 to n, each number outside the figure, near its dot, none overlapping another or a dot", () => {
    const figure = mainFigure(star);
    if (isDotRefusal(figure)) throw new Error(figure.reason);
    for (const [, plan] of plans) {
      expect(plan.labels.map((label) => label.number)).toEqual(plan.dots.map((_, index) => index + 1));
      for (const [index, label] of plan.labels.entries()) {
        for (let y = Math.floor(label.y - label.height / 2); y <= Math.ceil(label.y + label.height / 2); y++) {
          for (let x = Math.floor(label.x - label.width / 2); x <= Math.ceil(label.x + label.width / 2); x++) {
            expect(figure.mask[y * star.width + x], `number ${label.number} over the figure`).toBe(0);
          }
        }
        const dot = plan.dots[index] as Point;
        expect(Math.hypot(label.x - dot.x, label.y - dot.y)).toBeLessThan(4 * SIZES.textHeight);
        for (const other of plan.labels.slice(index + 1)) {
          const apart =
            Math.abs(other.x - label.x) >= (other.width + label.width) / 2 ||
            Math.abs(other.y - label.y) >= (other.height + label.height) / 2;
          expect(apart, `numbers ${label.number} and ${other.number} overlap`).toBe(true);
        }
        for (const other of plan.dots) {
          const nearestX = Math.max(label.x - label.width / 2, Math.min(other.x, label.x + label.width / 2));
          const nearestY = Math.max(label.y - label.height / 2, Math.min(other.y, label.y + label.height / 2));
          expect(Math.hypot(other.x - nearestX, other.y - nearestY)).toBeGreaterThanOrEqual(SIZES.dot);
        }
      }
    }
  });

  it("is not offered without a figure, with a figure too small, or with many figures alike", () => {
    const empty = shapeMap(200, 200, () => 1);
    expect(planDotToDot(empty, { level: "facil", sizes: SIZES })).toEqual({ reason: expect.any(String) });
    const speck = shapeMap(400, 400, (x, y) => (Math.hypot(x - 200, y - 200) < 20 ? 2 : 1));
    expect(isDotRefusal(planDotToDot(speck, { level: "facil", sizes: SIZES }))).toBe(true);
    // Nine discs alike: none is the drawing's main figure.
    const dots = shapeMap(600, 600, (x, y) => (Math.hypot((x % 200) - 100, (y % 200) - 100) < 60 ? 2 : 1));
    expect(isDotRefusal(planDotToDot(dots, { level: "facil", sizes: SIZES }))).toBe(true);
    // A figure too small for the level's fewest dots at this spacing.
    const small = shapeMap(400, 400, (x, y) => (Math.hypot(x - 200, y - 200) < 75 ? 2 : 1));
    expect(isDotRefusal(planDotToDot(small, { level: "facil", sizes: SIZES }))).toBe(false);
    expect(isDotRefusal(planDotToDot(small, { level: "desafio", sizes: SIZES }))).toBe(true);
  });

  it("takes a frame's inside for the page around, and finds the figure within it", () => {
    // A frame line (region 1 outside it, a strip), the sky (2) and the ground (3) inside it, a star (4) on them.
    const framed = shapeMap(400, 400, (x, y) => {
      if (x < 20 || y < 20 || x >= 380 || y >= 380) return 1;
      if (inStar(x, y, 200, 200, 120, 60)) return 4;
      return y < 300 ? 2 : 3;
    });
    expect([...backgroundRegions(framed)].sort()).toEqual([1, 2, 3]);
    const plan = planDotToDot(framed, { level: "facil", sizes: SIZES });
    if (isDotRefusal(plan)) throw new Error(plan.reason);
    for (const dot of plan.dots) expect(inStar(dot.x, dot.y, 200, 200, 120, 60)).toBe(true);
    // Without a frame, a page region that reaches in around the figure is the only page.
    expect([...backgroundRegions(star)]).toEqual([1]);
  });
});
