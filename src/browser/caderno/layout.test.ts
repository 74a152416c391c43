import { describe, expect, it } from "vitest";
import { A4_POINTS, FOOTER_POINTS, SAFE_MARGIN_POINTS } from "#src/lib/print-page.ts";
import { CUT_GUTTER_POINTS, fitInside, NAME_LINE_POINTS, type Rect, sheetLayout, sheetsOf } from "./layout.ts";

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 1e-9 &&
  inner.y >= outer.y - 1e-9 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-9;
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const printable: Rect = {
  x: SAFE_MARGIN_POINTS,
  y: SAFE_MARGIN_POINTS + FOOTER_POINTS,
  width: A4_POINTS.width - 2 * SAFE_MARGIN_POINTS,
  height: A4_POINTS.height - 2 * SAFE_MARGIN_POINTS - FOOTER_POINTS,
};

describe("caderno sheets", () => {
  it("keeps every cell inside the printable box, above the footer, and apart from the others by the cut gutter", () => {
    for (const perSheet of [1, 2, 4] as const) {
      for (const nameLine of [false, true]) {
        const { cells } = sheetLayout(perSheet, { nameLine });
        expect(cells).toHaveLength(perSheet);
        for (const cell of cells) expect(inside(cell.image, printable)).toBe(true);
        for (const [i, a] of cells.entries())
          for (const b of cells.slice(i + 1)) {
            expect(overlap(a.image, b.image)).toBe(false);
            const gap = Math.max(
              b.image.x - (a.image.x + a.image.width),
              a.image.y - (b.image.y + b.image.height),
              a.image.x - (b.image.x + b.image.width),
              b.image.y - (a.image.y + a.image.height),
            );
            expect(gap).toBeGreaterThanOrEqual(CUT_GUTTER_POINTS - 1e-9);
          }
      }
    }
  });

  it("orders cells as one reads: left to right, then top to bottom", () => {
    const [a, b, c, d] = sheetLayout(4, { nameLine: false }).cells.map((cell) => cell.image);
    expect(a?.x).toBeLessThan(b?.x ?? 0);
    expect(a?.y).toBe(b?.y);
    expect(c?.y).toBeLessThan(a?.y ?? 0);
    expect(c?.x).toBe(a?.x);
    expect(d?.x).toBe(b?.x);
  });

  it("draws a cut line down the middle of each gutter: none for one drawing, one for two, a cross for four", () => {
    expect(sheetLayout(1, { nameLine: false }).cutLines).toEqual([]);
    expect(sheetLayout(2, { nameLine: false }).cutLines).toHaveLength(1);
    const cross = sheetLayout(4, { nameLine: false }).cutLines;
    expect(cross).toHaveLength(2);
    const [top, bottom] = sheetLayout(2, { nameLine: false }).cells.map((cell) => cell.image);
    const [line] = sheetLayout(2, { nameLine: false }).cutLines;
    expect(line?.y1).toBeCloseTo(((top?.y ?? 0) + (bottom?.y ?? 0) + (bottom?.height ?? 0)) / 2, 6);
  });

  it("gives each cell its own name line above its drawing, inside the cell, when asked", () => {
    expect(sheetLayout(4, { nameLine: false }).cells.every((cell) => cell.nameLine === null)).toBe(true);
    for (const perSheet of [1, 2, 4] as const) {
      const plain = sheetLayout(perSheet, { nameLine: false }).cells;
      const named = sheetLayout(perSheet, { nameLine: true }).cells;
      for (const [index, cell] of named.entries()) {
        const line = cell.nameLine;
        expect(line).not.toBeNull();
        expect(cell.image.height).toBeCloseTo((plain[index]?.image.height ?? 0) - NAME_LINE_POINTS, 6);
        // The line sits in the strip between the drawing and the cell's top.
        expect(line?.y ?? 0).toBeGreaterThan(cell.image.y + cell.image.height);
        expect(line?.y ?? 0).toBeLessThan((plain[index]?.image.y ?? 0) + (plain[index]?.image.height ?? 0));
      }
    }
  });

  it("fits an image whole and centred, upright or lying", () => {
    const box: Rect = { x: 10, y: 20, width: 200, height: 100 };
    expect(fitInside(box, 400, 400)).toEqual({ x: 60, y: 20, width: 100, height: 100 });
    expect(fitInside(box, 800, 200)).toEqual({ x: 10, y: 45, width: 200, height: 50 });
  });

  it("deals the drawings onto sheets in order, the last one partly empty", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(sheetsOf(twelve, 4)).toHaveLength(3);
    expect(sheetsOf(twelve.slice(0, 5), 2)).toEqual([[0, 1], [2, 3], [4]]);
    expect(sheetsOf([], 1)).toEqual([]);
  });
});
