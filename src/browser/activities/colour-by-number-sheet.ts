import { type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { type NumberPlan, planColourByNumber } from "#src/browser/activities/colour-by-number.ts";
import { ACTIVITIES } from "#src/lib/activities/bncc.ts";
import { NUMBER_LEVELS, type NumberLevel } from "#src/lib/activities/levels.ts";
import type { ReferencePoint } from "#src/lib/activities/reference-painting.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { mm } from "#src/lib/print-page.ts";
import { winAnsi } from "../pdf-document.ts";
import { type Box, drawDrawing, drawingPlacement, INK, type SheetDocument, singleSheet, startSheet } from "./sheet.ts";

/**
 * A 'Pinte por número' sheet (issue 48), made in the browser from what the
 * drawing already has: its print PDF ('Baixar PDF (A4)'), whose printable
 * box is embedded as it is (no image decoded or encoded, as the caderno
 * does), and its region map, which says where each number goes
 * (src/lib/activities/colour-by-number.ts). The numbers are written over the
 * drawing at each region's most interior point, the legend below it names
 * each number's colour in words (a black-and-white print stays readable),
 * and the teacher's line names the BNCC objective.
 */
export type SheetDrawing = {
  title: string;
  pdf: Uint8Array;
  map: StoredRegionMap;
  /** The drawing's reference painting, when an administrator made one: the numbers' colours. */
  reference?: readonly ReferencePoint[] | null;
};

/** Narrowest a numbered region may be on paper: room for a legible number. */
export const MIN_REGION_MM = 6;

const LEGEND_ROW_POINTS = 22;

/** Adds a 'Pinte por número' sheet of `drawing` to `into`. */
export async function addColourByNumberPage(
  into: SheetDocument,
  drawing: SheetDrawing,
  { level }: { level: NumberLevel },
): Promise<NumberPlan> {
  const legendRows = Math.ceil(NUMBER_LEVELS[level].colours / 4);
  const sheet = startSheet(into, {
    activity: ACTIVITIES["pinte-por-numero"],
    title: drawing.title,
    landscape: drawing.map.width > drawing.map.height,
    below: legendRows * LEGEND_ROW_POINTS + 6,
  });
  const { page, font } = sheet;
  const { placed, perPixel, toSheet } = drawingPlacement(sheet.drawing, drawing.map);
  await drawDrawing(sheet, drawing.pdf, placed);
  const plan = planColourByNumber(drawing.map, {
    level,
    minRadius: mm(MIN_REGION_MM / 2) / perPixel,
    reference: drawing.reference ?? null,
  });
  for (const { number, pole } of plan.labels) {
    const text = String(number);
    const size = Math.max(7, Math.min(16, pole.radius * perPixel * 0.9));
    const at = toSheet(pole.x, pole.y);
    page.drawText(text, {
      x: at.x - font.widthOfTextAtSize(text, size) / 2,
      y: at.y - font.heightAtSize(size, { descender: false }) / 2,
      size,
      font,
      color: INK,
    });
  }
  drawLegend(page, font, plan, sheet.below);
  return plan;
}

/** A 'Pinte por número' sheet alone, as a drawing page saves it. */
export async function colourByNumberSheet(
  drawing: SheetDrawing,
  { level, footer, now = new Date() }: { level: NumberLevel; footer: string; now?: Date },
): Promise<{ pdf: Uint8Array; plan: NumberPlan }> {
  const { pdf, result } = await singleSheet(
    { activity: ACTIVITIES["pinte-por-numero"], title: drawing.title, footer, now },
    (into) => addColourByNumberPage(into, drawing, { level }),
  );
  return { pdf, plan: result };
}

/** The legend: each number's swatch and colour name, four to a row. */
function drawLegend(page: PDFPage, font: PDFFont, plan: NumberPlan, room: Box): void {
  const column = room.width / 4;
  const top = room.y + room.height;
  for (const [index, entry] of plan.legend.entries()) {
    const x = room.x + (index % 4) * column;
    const y = top - Math.floor(index / 4) * LEGEND_ROW_POINTS - 14;
    const r = (entry.colour >> 16) & 0xff;
    const g = (entry.colour >> 8) & 0xff;
    const b = entry.colour & 0xff;
    page.drawRectangle({
      x,
      y: y - 2,
      width: 14,
      height: 14,
      color: rgb(r / 255, g / 255, b / 255),
      borderColor: INK,
      borderWidth: 0.75,
    });
    page.drawText(winAnsi(`${entry.number} = ${entry.name}`), { x: x + 20, y, size: 11, font, color: INK });
  }
}
