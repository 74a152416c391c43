import { LineCapStyle, rgb } from "pdf-lib";
import { ACTIVITIES } from "#src/lib/activities/bncc.ts";
import type { NumberLevel } from "#src/lib/activities/levels.ts";
import { type DotRefusal, isDotRefusal } from "#src/lib/activities/main-figure.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { mm } from "#src/lib/print-page.ts";
import { winAnsi } from "../pdf-document.ts";
import { simplifyRing } from "./contour.ts";
import { type DotPlan, planDotToDot } from "./dot-to-dot.ts";
import { drawDrawing, drawingPlacement, INK, type SheetDocument, sheetFrame, singleSheet, startSheet } from "./sheet.ts";

/**
 * A 'Ligue os pontos' sheet (issue 48): the drawing faint, its outer line
 * hidden, and on it the figure's outline as numbered dots
 * (./dot-to-dot.ts): the picture appears as the child joins them. Made in
 * the browser from the drawing's print PDF and region map, like 'Pinte por
 * número'.
 */
export type DotSheetDrawing = { title: string; pdf: Uint8Array; map: StoredRegionMap };

/** How faint the drawing's inner lines print. */
const FAINT = 0.3;
/** The band along the outline that hides the drawing's own outer line (about the widest line of the sample, and some). */
const HIDE_LINE_MM = 2.4;
const NUMBER_POINTS = 10;
const DOT_POINTS = 2;
const NOTE_POINTS = 18;
/** Helvetica's digits are 0.556 em wide; its figures 0.72 em tall. */
const DIGIT_EM = 0.556;
const FIGURE_EM = 0.72;

/**
 * Adds a 'Ligue os pontos' sheet of `drawing` to `into`; or, for a drawing
 * without a usable outline at this level, why, with nothing added (the plan
 * comes before the page).
 */
export async function addDotToDotPage(
  into: SheetDocument,
  drawing: DotSheetDrawing,
  { level }: { level: NumberLevel },
): Promise<DotPlan | DotRefusal> {
  const landscape = drawing.map.width > drawing.map.height;
  const frame = sheetFrame({ landscape, below: NOTE_POINTS });
  const { placed, perPixel, toSheet } = drawingPlacement(frame.drawing, drawing.map);
  const plan = planDotToDot(drawing.map, {
    level,
    sizes: {
      // Never two dots closer than a two-digit number and its clearance.
      gap: mm(5.5) / perPixel,
      dot: DOT_POINTS / perPixel,
      digitWidth: (DIGIT_EM * NUMBER_POINTS) / perPixel,
      textHeight: (FIGURE_EM * NUMBER_POINTS) / perPixel,
      margin: 1.5 / perPixel,
    },
  });
  if (isDotRefusal(plan)) return plan;
  const sheet = startSheet(into, {
    activity: ACTIVITIES["ligue-os-pontos"],
    title: drawing.title,
    landscape,
    below: NOTE_POINTS,
  });
  const { page, font, bold } = sheet;
  await drawDrawing(sheet, drawing.pdf, placed, { opacity: FAINT });

  // The drawing's own outer line, hidden under a white band along the outline.
  const ring = simplifyRing(plan.outline, Math.min(plan.outline.length, 800)).map((index) => {
    const point = plan.outline[index] as { x: number; y: number };
    return toSheet(point.x, point.y);
  });
  const path = `${ring.map((point, index) => `${index === 0 ? "M" : "L"}${point.x.toFixed(2)} ${(-point.y).toFixed(2)}`).join(" ")} Z`;
  page.drawSvgPath(path, {
    x: 0,
    y: 0,
    borderColor: rgb(1, 1, 1),
    borderWidth: mm(HIDE_LINE_MM),
    borderLineCap: LineCapStyle.Round,
  });

  for (const [index, dot] of plan.dots.entries()) {
    const at = toSheet(dot.x, dot.y);
    page.drawCircle({ x: at.x, y: at.y, size: DOT_POINTS, color: INK });
    // Dot 1 is ringed: where the child starts.
    if (index === 0) page.drawCircle({ x: at.x, y: at.y, size: DOT_POINTS * 2.4, borderColor: INK, borderWidth: 0.8 });
  }
  for (const label of plan.labels) {
    const text = String(label.number);
    const face = label.number === 1 ? bold : font;
    const at = toSheet(label.x, label.y);
    page.drawText(text, {
      x: at.x - face.widthOfTextAtSize(text, NUMBER_POINTS) / 2,
      y: at.y - (FIGURE_EM * NUMBER_POINTS) / 2,
      size: NUMBER_POINTS,
      font: face,
      color: INK,
    });
  }
  page.drawText(winAnsi(dotNote(plan.dots.length)), { x: sheet.below.x, y: sheet.below.y + 6, size: 9, font, color: INK });
  return plan;
}

/** A 'Ligue os pontos' sheet alone, as a drawing page saves it; or why the drawing gives none. */
export async function dotToDotSheet(
  drawing: DotSheetDrawing,
  { level, footer, now = new Date() }: { level: NumberLevel; footer: string; now?: Date },
): Promise<{ pdf: Uint8Array; plan: DotPlan } | DotRefusal> {
  const { pdf, result } = await singleSheet(
    { activity: ACTIVITIES["ligue-os-pontos"], title: drawing.title, footer, now },
    (into) => addDotToDotPage(into, drawing, { level }),
  );
  return isDotRefusal(result) ? result : { pdf, plan: result };
}

/** What the sheet asks of the child: 'Ligue os pontos de 1 a 38, em ordem, começando pelo 1 (no círculo).' */
export function dotNote(count: number): string {
  return `Ligue os pontos de 1 a ${count}, em ordem, começando pelo 1 (no círculo).`;
}
