import { frame, heart, star } from "./decorations.ts";
import type { Random } from "./random.ts";
import { arc, circle, dot, g, PAGE_SIZE, page, polygon, rect, regularPolygon, rotate, stroke } from "./svg.ts";

/**
 * Geometric pages: tessellations clipped to the page frame, and a page of
 * big basic shapes for the youngest children.
 */

const { width: W, height: H } = PAGE_SIZE.portrait;
const INSET = 60;

/** Tiles are drawn past the frame and clipped to it, so the pattern runs edge to edge. */
function framed(tiles: string): string {
  const clip = `<clipPath id="inside"><rect x="${INSET}" y="${INSET}" width="${W - 2 * INSET}" height="${H - 2 * INSET}" rx="70"/></clipPath>`;
  return page("portrait", `<defs>${clip}</defs>${g(tiles, { "clip-path": "url(#inside)" })}${frame(W, H, INSET)}`);
}

function hexagons(random: Random): string {
  const radius = random.range(120, 150);
  const dx = Math.sqrt(3) * radius;
  const dy = 1.5 * radius;
  const tiles: string[] = [];
  for (let row = -1; row * dy < H + radius; row++) {
    for (let column = -1; column * dx < W + dx; column++) {
      const x = column * dx + (row % 2 === 0 ? 0 : dx / 2);
      const y = row * dy;
      tiles.push(polygon(regularPolygon(x, y, radius, 6, -90)));
      const inner = (row + column) % 3;
      if (inner === 0) tiles.push(polygon(regularPolygon(x, y, radius * 0.55, 6, -90)));
      else if (inner === 1) tiles.push(circle(x, y, radius * 0.4));
    }
  }
  return framed(tiles.join(""));
}

function triangles(random: Random): string {
  const side = random.range(230, 280);
  const height = (side * Math.sqrt(3)) / 2;
  const tiles: string[] = [];
  for (let row = -1; row * height < H + height; row++) {
    for (let column = -2; column * side < W + side; column++) {
      const x = column * side + (row % 2 === 0 ? 0 : side / 2);
      const y = row * height;
      const up = polygon([
        [x, y + height],
        [x + side / 2, y],
        [x + side, y + height],
      ]);
      const down = polygon([
        [x + side / 2, y],
        [x + side * 1.5, y],
        [x + side, y + height],
      ]);
      tiles.push(up, down);
      if ((row + column) % 2 === 0) tiles.push(circle(x + side / 2, y + height * 0.62, side * 0.14));
    }
  }
  return framed(tiles.join(""));
}

/** Overlapping circles on a triangular grid: petals and little triangles to fill. */
function circles(random: Random): string {
  const spacing = random.range(260, 300);
  const rowHeight = (spacing * Math.sqrt(3)) / 2;
  const rings: string[] = [];
  for (let row = -1; row * rowHeight < H + spacing; row++) {
    for (let column = -1; column * spacing < W + spacing; column++) {
      const x = column * spacing + (row % 2 === 0 ? 0 : spacing / 2);
      rings.push(circle(x, row * rowHeight, spacing));
    }
  }
  return framed(g(rings, { fill: "none" }));
}

function diamonds(random: Random): string {
  const size = random.range(260, 300);
  const tiles: string[] = [];
  for (let row = -1; row * (size / 2) < H + size; row++) {
    for (let column = -1; column * size < W + size; column++) {
      const x = column * size + (row % 2 === 0 ? 0 : size / 2);
      const y = row * (size / 2);
      tiles.push(polygon(regularPolygon(x, y, size / 2, 4, -90)));
      tiles.push(polygon(regularPolygon(x, y, size / 4, 4, -45)));
    }
  }
  return framed(tiles.join(""));
}

function squares(random: Random): string {
  const cell = random.range(260, 300);
  const tiles: string[] = [];
  for (let row = 0; row * cell < H; row++) {
    for (let column = 0; column * cell < W; column++) {
      const x = column * cell;
      const y = row * cell;
      const c = cell / 2;
      tiles.push(rect(x, y, cell, cell));
      for (let step = 1; step <= 2; step++) {
        const inset = (cell * step) / 6.5;
        tiles.push(
          g(rect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset), {
            transform: rotate((row + column + step) % 2 === 0 ? 0 : 45 / step, x + c, y + c),
          }),
        );
      }
    }
  }
  return framed(tiles.join(""));
}

/** Big, simple shapes with lots of room: the first geometry lesson. */
function basicShapes(random: Random): string {
  const cells = [
    [W * 0.3, 520],
    [W * 0.7, 520],
    [W * 0.3, 1170],
    [W * 0.7, 1170],
    [W * 0.3, 1820],
    [W * 0.7, 1820],
  ] as const;
  const drawers = [
    (x: number, y: number) => circle(x, y, 230),
    (x: number, y: number) => rect(x - 210, y - 210, 420, 420, 20),
    (x: number, y: number) =>
      polygon([
        [x, y - 250],
        [x + 260, y + 210],
        [x - 260, y + 210],
      ]),
    (x: number, y: number) => star(x, y, 520),
    (x: number, y: number) => heart(x, y, 470),
    (x: number, y: number) => polygon(regularPolygon(x, y, 240, 6, -90)),
  ];
  const order = drawers.map((draw) => ({ draw, key: random.next() })).sort((a, b) => a.key - b.key);
  const face = (x: number, y: number) =>
    dot(x - 55, y - 10, 16) + dot(x + 55, y - 10, 16) + stroke(arc(x, y + 15, 60, 45, 20, 160));
  return page(
    "portrait",
    frame(W, H) + cells.map(([x, y], index) => (order[index]?.draw(x, y) ?? "") + face(x, y + 20)).join(""),
  );
}

export const PATTERNS = { hexagons, triangles, circles, diamonds, squares, basicShapes } as const;
export type PatternName = keyof typeof PATTERNS;

export function patternPage(name: PatternName, random: Random): string {
  return PATTERNS[name](random);
}
