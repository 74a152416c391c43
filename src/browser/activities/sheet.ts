import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { NAME_LINE_TEXT } from "#src/browser/caderno/layout.ts";
import { type Activity, objectiveLine } from "#src/lib/activities/bncc.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { A4_POINTS, FOOTER_POINTS, SAFE_MARGIN_POINTS } from "#src/lib/print-page.ts";
import { fitInside } from "../caderno/layout.ts";
import { embedDrawingBox, newSheetDocument, winAnsi } from "../pdf-document.ts";

/**
 * The frame every activity sheet shares (issue 48): an A4 page in the
 * drawing's orientation; from the top, the activity and the drawing's title,
 * the name and date line, the room for the drawing, the room the activity
 * keeps under it (a legend, a note), the teacher's line naming the BNCC
 * objective, and the site's footer.
 */
export type Box = { x: number; y: number; width: number; height: number };

export type Sheet = {
  document: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  /** Where the drawing goes. */
  drawing: Box;
  /** The room kept under the drawing, `below` points tall. */
  below: Box;
};

export const INK = rgb(0.2, 0.2, 0.2);
const GREY = rgb(0.45, 0.45, 0.45);
const HEADER_POINTS = 44;
const OBJECTIVE_POINTS = 22;

export async function startSheet({
  activity,
  title,
  landscape,
  below,
  footer,
  now,
}: {
  activity: Activity;
  title: string;
  landscape: boolean;
  /** Points kept under the drawing for the activity's own parts. */
  below: number;
  footer: string;
  now: Date;
}): Promise<Sheet> {
  const [pageWidth, pageHeight] = landscape ? [A4_POINTS.height, A4_POINTS.width] : [A4_POINTS.width, A4_POINTS.height];
  const heading = `${activity.name}: ${title}`;
  const document = await newSheetDocument({ title: heading, subject: `Atividade: ${activity.name}`, now });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([pageWidth, pageHeight]);
  const left = SAFE_MARGIN_POINTS;
  const width = pageWidth - 2 * SAFE_MARGIN_POINTS;
  const top = pageHeight - SAFE_MARGIN_POINTS;
  const belowBottom = SAFE_MARGIN_POINTS + FOOTER_POINTS + OBJECTIVE_POINTS;
  const drawingBottom = belowBottom + below;

  const text = winAnsi(heading);
  const size = Math.min(16, (16 * width) / Math.max(1, bold.widthOfTextAtSize(text, 16)));
  page.drawText(text, { x: left, y: top - size, size, font: bold, color: INK });
  page.drawText(NAME_LINE_TEXT, { x: left, y: top - size - 18, size: 11, font, color: INK });
  drawObjective(page, font, objectiveLine(activity.objective), { left, width, y: SAFE_MARGIN_POINTS + FOOTER_POINTS + 4 });
  const line = winAnsi(footer);
  page.drawText(line, {
    x: (pageWidth - font.widthOfTextAtSize(line, 7.5)) / 2,
    y: SAFE_MARGIN_POINTS + 2,
    size: 7.5,
    font,
    color: GREY,
  });
  return {
    document,
    page,
    font,
    bold,
    drawing: { x: left, y: drawingBottom, width, height: top - HEADER_POINTS - drawingBottom },
    below: { x: left, y: belowBottom, width, height: below },
  };
}

/** The teacher's line: the BNCC objective, in small type, on up to two lines. */
function drawObjective(
  page: PDFPage,
  font: PDFFont,
  text: string,
  { left, width, y }: { left: number; width: number; y: number },
): void {
  const size = 7;
  const words = winAnsi(text).split(" ");
  const lines: string[] = [""];
  for (const word of words) {
    const current = lines[lines.length - 1] as string;
    const next = current === "" ? word : `${current} ${word}`;
    if (font.widthOfTextAtSize(next, size) <= width || current === "") lines[lines.length - 1] = next;
    else lines.push(word);
  }
  for (const [index, line] of lines.slice(0, 2).entries()) {
    page.drawText(line, { x: left, y: y + (1 - index) * (size + 2), size, font, color: GREY });
  }
}

/** Where the stored PDF put the drawing inside its printable box (src/server/images/pdf.ts), in that box's points. */
function imageInBox(map: { width: number; height: number }, box: { width: number; height: number }): Box {
  const scale = Math.min(box.width / map.width, box.height / map.height);
  const width = map.width * scale;
  const height = map.height * scale;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}

/**
 * Lays the drawing's print PDF (its printable box, embedded as it is, as the
 * caderno does) in the sheet's room for it, and says where its region map's
 * pixels land: `perPixel` points a map pixel, `toSheet` a pixel's centre in
 * the sheet's points. `opacity` below 1 draws it faint.
 */
export async function placeDrawing(
  sheet: Sheet,
  drawing: { pdf: Uint8Array; map: Pick<StoredRegionMap, "width" | "height"> },
  { opacity = 1 }: { opacity?: number } = {},
): Promise<{ perPixel: number; toSheet: (x: number, y: number) => { x: number; y: number } }> {
  const embedded = await embedDrawingBox(sheet.document, drawing.pdf);
  const placed = fitInside(sheet.drawing, embedded.width, embedded.height);
  sheet.page.drawPage(embedded, opacity < 1 ? { ...placed, opacity } : placed);
  const { map } = drawing;
  const scale = placed.width / embedded.width;
  const image = imageInBox(map, { width: embedded.width, height: embedded.height });
  return {
    perPixel: (image.width / map.width) * scale,
    toSheet: (x, y) => ({
      x: placed.x + (image.x + (x + 0.5) * (image.width / map.width)) * scale,
      y: placed.y + (image.y + (map.height - y - 0.5) * (image.height / map.height)) * scale,
    }),
  };
}
