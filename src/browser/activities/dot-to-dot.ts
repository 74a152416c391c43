import { DOT_LEVELS, type NumberLevel } from "#src/lib/activities/levels.ts";
import { type DotRefusal, isDotRefusal, mainFigure } from "#src/lib/activities/main-figure.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { dotsAlongRing, type Point, ringLength, traceOutline } from "./contour.ts";

/**
 * 'Ligue os pontos' (issue 48): the drawing's main figure, its outer outline
 * brought down to numbered dots, and where each number goes. In the region
 * map's pixels.
 *
 * - The main figure (src/lib/activities/main-figure.ts) is the largest
 *   connected part of what is not the page around it; a drawing without
 *   one is not offered the sheet.
 * - The outline becomes the level's count of dots (its corners, then spread
 *   along its longest stretches: ./contour.ts), never two dots closer than `gap` (a number's room), dot 1
 *   at the top, counting clockwise.
 * - Each number sits outside the figure, beside its dot, clear of the other
 *   numbers, the dots and the lines the child will draw between them. A dot
 *   whose number finds no room (deep in a notch) is left out; a level whose
 *   dots cannot all be numbered takes fewer, down to its fewest.
 */
export type DotLabel = { number: number; x: number; y: number; width: number; height: number };
export type DotPlan = {
  dots: Point[];
  /** Each dot's number's box, centred at (x, y). */
  labels: DotLabel[];
  /** The traced outline (every boundary pixel, in order): the sheet hides the drawing's own outer line along it. */
  outline: Point[];
};

export type DotSizes = {
  /** Least distance between two dots (a number's room). */
  gap: number;
  /** A dot's radius. */
  dot: number;
  /** A number's box: width per digit, and height. */
  digitWidth: number;
  textHeight: number;
  /** Clearance around a number. */
  margin: number;
};

/** Sums of a mask over any box in O(1): a summed-area table one larger each way. */
function boxCounter(mask: Uint8Array, width: number, height: number) {
  const stride = width + 1;
  const table = new Uint32Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += mask[y * width + x] as number;
      table[(y + 1) * stride + x + 1] = (table[y * stride + x + 1] as number) + row;
    }
  }
  /** How many mask pixels are in [x0, x1) × [y0, y1), clipped to the raster; -1 when the box leaves it. */
  return (x0: number, y0: number, x1: number, y1: number): number => {
    const [a, b, c, d] = [Math.floor(x0), Math.floor(y0), Math.ceil(x1), Math.ceil(y1)];
    if (a < 0 || b < 0 || c > width || d > height) return -1;
    return (
      (table[d * stride + c] as number) -
      (table[b * stride + c] as number) -
      (table[d * stride + a] as number) +
      (table[b * stride + a] as number)
    );
  };
}

/** Whether segment a–b crosses the box (Liang–Barsky clipping). */
function segmentMeetsBox(a: Point, b: Point, box: { x0: number; y0: number; x1: number; y1: number }): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - box.x0],
    [dx, box.x1 - a.x],
    [-dy, a.y - box.y0],
    [dy, box.y1 - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

/** Drops dots closer than `gap` to another, the one that shapes the ring least first, down to no fewer than `fewest`. */
function spaceDots(dots: Point[], gap: number): Point[] {
  const kept = [...dots];
  for (;;) {
    let closest = Infinity;
    let pair: [number, number] = [0, 0];
    for (let i = 0; i < kept.length; i++) {
      for (let j = i + 1; j < kept.length; j++) {
        const a = kept[i] as Point;
        const b = kept[j] as Point;
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (distance < closest) {
          closest = distance;
          pair = [i, j];
        }
      }
    }
    if (closest >= gap || kept.length <= 3) return kept;
    const weight = (index: number) => {
      const n = kept.length;
      const a = kept[(index + n - 1) % n] as Point;
      const b = kept[index] as Point;
      const c = kept[(index + 1) % n] as Point;
      return Math.abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y));
    };
    kept.splice(weight(pair[0]) <= weight(pair[1]) ? pair[0] : pair[1], 1);
  }
}

/** The dots, from the top one, clockwise (the outline is traced clockwise). */
function fromTheTop(dots: Point[]): Point[] {
  let top = 0;
  dots.forEach((dot, index) => {
    const best = dots[top] as Point;
    if (dot.y < best.y || (dot.y === best.y && dot.x < best.x)) top = index;
  });
  return [...dots.slice(top), ...dots.slice(0, top)];
}

/** Directions tried for a number around its dot, from straight out of the figure, turning both ways. */
const TURNS = [0, 30, -30, 60, -60, 90, -90, 120, -120, 150, -150, 180].map((degrees) => (degrees * Math.PI) / 180);
const REACHES = [1, 1.4, 1.9, 2.5];

/** Each dot's number placed, or the index of the first dot whose number finds no room. */
function placeLabels(
  dots: Point[],
  outline: Point[],
  outlineIndex: number[],
  counters: { figure: ReturnType<typeof boxCounter>; figures: ReturnType<typeof boxCounter> },
  sizes: DotSizes,
): DotLabel[] | number {
  const labels: DotLabel[] = [];
  const segments = dots.map((dot, index) => [dot, dots[(index + 1) % dots.length] as Point] as const);
  for (const [index, dot] of dots.entries()) {
    const number = index + 1;
    const width = String(number).length * sizes.digitWidth;
    const height = sizes.textHeight;
    // Straight out of the figure: across the outline's direction here, on the side the figure is not.
    const at = outlineIndex[index] as number;
    const reach = Math.max(4, Math.round(outline.length / 200));
    const before = outline[(at - reach + outline.length) % outline.length] as Point;
    const after = outline[(at + reach) % outline.length] as Point;
    const tangent = Math.atan2(after.y - before.y, after.x - before.x);
    // Clockwise on the screen, the figure lies to the right of the way: out is to the left.
    const out = tangent - Math.PI / 2;
    const clearance = sizes.margin;
    const fits = (x: number, y: number, figureOnly: boolean): boolean => {
      const box = { x0: x - width / 2, y0: y - height / 2, x1: x + width / 2, y1: y + height / 2 };
      const padded = { x0: box.x0 - clearance, y0: box.y0 - clearance, x1: box.x1 + clearance, y1: box.y1 + clearance };
      const counter = figureOnly ? counters.figure : counters.figures;
      if (counter(padded.x0, padded.y0, padded.x1, padded.y1) !== 0) return false;
      for (const other of labels) {
        if (
          Math.abs(other.x - x) < (other.width + width) / 2 + clearance &&
          Math.abs(other.y - y) < (other.height + height) / 2 + clearance
        )
          return false;
      }
      for (const other of dots) {
        const nearestX = Math.max(box.x0, Math.min(other.x, box.x1));
        const nearestY = Math.max(box.y0, Math.min(other.y, box.y1));
        if (Math.hypot(other.x - nearestX, other.y - nearestY) < sizes.dot + clearance) return false;
      }
      return !segments.some(([a, b]) => segmentMeetsBox(a, b, padded));
    };
    let placed: DotLabel | null = null;
    // Clear of every figure first (a cloud, a flower beside the main one), then of the main figure only.
    for (const figureOnly of [false, true]) {
      for (const scale of REACHES) {
        for (const turn of TURNS) {
          const distance = (sizes.dot + clearance + Math.hypot(width, height) / 2) * scale;
          const x = dot.x + Math.cos(out + turn) * distance;
          const y = dot.y + Math.sin(out + turn) * distance;
          if (fits(x, y, figureOnly)) {
            placed = { number, x, y, width, height };
            break;
          }
        }
        if (placed) break;
      }
      if (placed) break;
    }
    if (!placed) return index;
    labels.push(placed);
  }
  return labels;
}

/** The plan of a dot-to-dot sheet at `level`, or why the drawing does not give one. */
export function planDotToDot(
  map: StoredRegionMap,
  { level, sizes }: { level: NumberLevel; sizes: DotSizes },
): DotPlan | DotRefusal {
  const figure = mainFigure(map);
  if (isDotRefusal(figure)) return figure;
  const { width, height } = map;
  const outline = traceOutline((x, y) => figure.mask[y * width + x] === 1, width, height);
  const { fewest, most } = DOT_LEVELS[level];
  const roomFor = Math.floor(ringLength(outline) / sizes.gap);
  if (roomFor < fewest) return { reason: "o contorno da figura é pequeno demais para os pontos deste nível" };
  const counters = { figure: boxCounter(figure.mask, width, height), figures: boxCounter(figure.figures, width, height) };
  // Fewer dots leave more room for the numbers: from the level's most down to its fewest.
  for (let count = Math.min(most, roomFor); count >= fewest; count = Math.min(count - 1, Math.floor(count * 0.9))) {
    const indices = dotsAlongRing(outline, count);
    const at = new Map(indices.map((index) => [outline[index] as Point, index]));
    const dots = fromTheTop(
      spaceDots(
        indices.map((index) => outline[index] as Point),
        sizes.gap,
      ),
    );
    // A dot whose number finds no room (deep in a notch of the outline) is left out: the line then spans the notch.
    while (dots.length >= fewest) {
      const placed = placeLabels(
        dots,
        outline,
        dots.map((dot) => at.get(dot) as number),
        counters,
        sizes,
      );
      if (typeof placed !== "number") return { dots, labels: placed, outline };
      dots.splice(placed, 1);
    }
  }
  return { reason: "não há espaço para os números fora do contorno" };
}
