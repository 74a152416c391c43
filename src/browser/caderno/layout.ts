import { A4_POINTS, FOOTER_POINTS, mm, SAFE_MARGIN_POINTS } from "#src/lib/print-page.ts";

/**
 * Where things go on the sheets of a 'caderno' (issue 36): many drawings in
 * one A4 PDF, 1, 2 or 4 to a sheet, for a class or a holiday. Pure
 * geometry, in PDF points with the origin at the bottom left, so the
 * browser's PDF maker and the tests agree on every position.
 *
 * - Every sheet keeps the 12 mm border home printers cannot reach, and a
 *   strip at the bottom for the site's footer.
 * - 2 or 4 to a sheet: the cells are parted by a 10 mm gutter with a dashed
 *   cut line down its middle, so each child gets a clean piece.
 * - The optional 'Nome / Data' line goes at the top of each cell, not once
 *   per sheet: a sheet cut in four still says whose each piece is.
 */
/** Between two cells: room for scissors. */
export const CUT_GUTTER_POINTS = mm(10);
/** The 'Nome / Data' line's strip at the top of a cell. */
export const NAME_LINE_POINTS = 24;
export const NAME_LINE_TEXT = "Nome: ____________________________   Data: ___/___/______";

/** The most drawings a caderno holds: a class set, and a bounded tab's memory. */
export const CADERNO_MAX_DRAWINGS = 40;
export const PER_SHEET_CHOICES = [1, 2, 4] as const;
export type PerSheet = (typeof PER_SHEET_CHOICES)[number];

export type Rect = { x: number; y: number; width: number; height: number };
export type Line = { x1: number; y1: number; x2: number; y2: number };

/** One drawing's place: the box its image fits in, and where its name line is written (its baseline's start). */
export type Cell = { image: Rect; nameLine: { x: number; y: number; width: number } | null };

export type SheetLayout = {
  cells: Cell[];
  /** Dashed lines down the middle of the gutters. */
  cutLines: Line[];
  /** The footer's baseline. */
  footerY: number;
};

/** The layout of a sheet with `perSheet` cells (upright A4). */
export function sheetLayout(perSheet: PerSheet, { nameLine }: { nameLine: boolean }): SheetLayout {
  const left = SAFE_MARGIN_POINTS;
  const bottom = SAFE_MARGIN_POINTS + FOOTER_POINTS;
  const width = A4_POINTS.width - 2 * SAFE_MARGIN_POINTS;
  const height = A4_POINTS.height - 2 * SAFE_MARGIN_POINTS - FOOTER_POINTS;
  const columns = perSheet === 4 ? 2 : 1;
  const rows = perSheet === 1 ? 1 : 2;
  const cellWidth = (width - (columns - 1) * CUT_GUTTER_POINTS) / columns;
  const cellHeight = (height - (rows - 1) * CUT_GUTTER_POINTS) / rows;
  const cells: Cell[] = [];
  // Reading order: left to right, top to bottom.
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = left + column * (cellWidth + CUT_GUTTER_POINTS);
      const top = bottom + height - row * (cellHeight + CUT_GUTTER_POINTS);
      const imageHeight = nameLine ? cellHeight - NAME_LINE_POINTS : cellHeight;
      cells.push({
        image: { x, y: top - cellHeight, width: cellWidth, height: imageHeight },
        nameLine: nameLine ? { x, y: top - NAME_LINE_POINTS + 8, width: cellWidth } : null,
      });
    }
  }
  const cutLines: Line[] = [];
  if (rows === 2) {
    const y = bottom + cellHeight + CUT_GUTTER_POINTS / 2;
    cutLines.push({ x1: left, y1: y, x2: left + width, y2: y });
  }
  if (columns === 2) {
    const x = left + cellWidth + CUT_GUTTER_POINTS / 2;
    cutLines.push({ x1: x, y1: bottom, x2: x, y2: bottom + height });
  }
  return { cells, cutLines, footerY: SAFE_MARGIN_POINTS + 2 };
}

/** An image of `width` × `height` scaled to fit `box` whole, centred in it. */
export function fitInside(box: Rect, width: number, height: number): Rect {
  const scale = Math.min(box.width / width, box.height / height);
  const fitted = { width: width * scale, height: height * scale };
  return { x: box.x + (box.width - fitted.width) / 2, y: box.y + (box.height - fitted.height) / 2, ...fitted };
}

/** The drawings sheet by sheet, in order; the last sheet may have empty cells. */
export function sheetsOf<T>(items: readonly T[], perSheet: PerSheet): T[][] {
  const sheets: T[][] = [];
  for (let start = 0; start < items.length; start += perSheet) sheets.push(items.slice(start, start + perSheet));
  return sheets;
}
