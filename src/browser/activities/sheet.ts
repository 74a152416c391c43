import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { NAME_LINE_TEXT } from "#src/browser/caderno/layout.ts";
import { type Activity, objectiveLine } from "#src/lib/activities/bncc.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { A4_POINTS, drawingPageLayout, FOOTER_POINTS, SAFE_MARGIN_POINTS } from "#src/lib/print-page.ts";
import { fitInside } from "../caderno/layout.ts";
import { embedDrawingBox, newSheetDocument, winAnsi, wrapText } from "../pdf-document.ts";

/**
 * The frame every activity sheet shares (issue 48): an A4 page in the
 * drawing's orientation; from the top, the activity and the drawing's title,
 * the name and date line, the room for the drawing, the room the activity
 * keeps under it (a legend, a note), the teacher's line naming the BNCC
 * objective, and the site's footer. A sheet is a page of a document: its
 * own, when a drawing page saves one sheet, or a caderno's, one after
 * another.
 */
export type Box = { x: number; y: number; width: number; height: number };

/** A document the sheets are added to, with its fonts and the line at the foot of every sheet. */
export type SheetDocument = { document: PDFDocument; font: PDFFont; bold: PDFFont; footer: string };

export type Sheet = SheetDocument & {
  page: PDFPage;
  /** Where the drawing goes. */
  drawing: Box;
  /** The room kept under the drawing, `below` points tall. */
  below: Box;
};

export const INK = rgb(0.2, 0.2, 0.2);
const GREY = rgb(0.45, 0.45, 0.45);
const HEADER_POINTS = 44;
const OBJECTIVE_POINTS = 22;

export async function sheetDocument({
  title,
  subject,
  footer,
  now,
}: {
  title: string;
  subject: string;
  footer: string;
  now: Date;
}): Promise<SheetDocument> {
  const document = await newSheetDocument({ title, subject, now });
  const [font, bold] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { document, font, bold, footer };
}

/** Where a sheet's parts go, before any is drawn: the page's size, the drawing's room and the room under it. */
export function sheetFrame({ landscape, below }: { landscape: boolean; below: number }) {
  const [pageWidth, pageHeight] = landscape ? [A4_POINTS.height, A4_POINTS.width] : [A4_POINTS.width, A4_POINTS.height];
  const left = SAFE_MARGIN_POINTS;
  const width = pageWidth - 2 * SAFE_MARGIN_POINTS;
  const top = pageHeight - SAFE_MARGIN_POINTS;
  const belowBottom = SAFE_MARGIN_POINTS + FOOTER_POINTS + OBJECTIVE_POINTS;
  const drawingBottom = belowBottom + below;
  return {
    size: [pageWidth, pageHeight] as [number, number],
    drawing: { x: left, y: drawingBottom, width, height: top - HEADER_POINTS - drawingBottom },
    below: { x: left, y: belowBottom, width, height: below },
  };
}

/** Adds a sheet's page to `into`, with its heading, name line, objective and footer drawn. */
export function startSheet(
  into: SheetDocument,
  { activity, title, landscape, below }: { activity: Activity; title: string; landscape: boolean; below: number },
): Sheet {
  const frame = sheetFrame({ landscape, below });
  const { font, bold } = into;
  const page = into.document.addPage(frame.size);
  const [pageWidth] = frame.size;
  const { x: left, width } = frame.drawing;
  const top = frame.size[1] - SAFE_MARGIN_POINTS;
  const text = winAnsi(`${activity.name}: ${title}`);
  const size = Math.min(16, (16 * width) / Math.max(1, bold.widthOfTextAtSize(text, 16)));
  page.drawText(text, { x: left, y: top - size, size, font: bold, color: INK });
  page.drawText(NAME_LINE_TEXT, { x: left, y: top - size - 18, size: 11, font, color: INK });
  drawObjective(page, font, objectiveLine(activity.objective), { left, width, y: SAFE_MARGIN_POINTS + FOOTER_POINTS + 4 });
  const line = winAnsi(into.footer);
  page.drawText(line, {
    x: (pageWidth - font.widthOfTextAtSize(line, 7.5)) / 2,
    y: SAFE_MARGIN_POINTS + 2,
    size: 7.5,
    font,
    color: GREY,
  });
  return { ...into, page, drawing: frame.drawing, below: frame.below };
}

/** One sheet in a document of its own, saved: what a drawing page's 'Atividades' buttons give. */
export async function singleSheet<T>(
  { activity, title, footer, now }: { activity: Activity; title: string; footer: string; now: Date },
  add: (into: SheetDocument) => Promise<T>,
): Promise<{ pdf: Uint8Array; result: T }> {
  const into = await sheetDocument({ title: `${activity.name}: ${title}`, subject: `Atividade: ${activity.name}`, footer, now });
  const result = await add(into);
  return { pdf: await into.document.save({ useObjectStreams: true }), result };
}

/** The teacher's line: the BNCC objective, in small type, on up to two lines. */
function drawObjective(
  page: PDFPage,
  font: PDFFont,
  text: string,
  { left, width, y }: { left: number; width: number; y: number },
): void {
  const size = 7;
  for (const [index, line] of wrapText(font, text, size, width).slice(0, 2).entries()) {
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
 * Where the drawing's print PDF (its printable box) lands in a sheet's room
 * for it, and where its region map's pixels land: `perPixel` points a map
 * pixel, `toSheet` a pixel's centre in the sheet's points. Known before
 * anything is embedded, from the box every drawing's PDF has, so a sheet
 * can be planned (and refused) first.
 */
export function drawingPlacement(room: Box, map: Pick<StoredRegionMap, "width" | "height">) {
  const { box } = drawingPageLayout(map.height >= map.width);
  const placed = fitInside(room, box.width, box.height);
  const scale = placed.width / box.width;
  const image = imageInBox(map, box);
  return {
    placed,
    perPixel: (image.width / map.width) * scale,
    toSheet: (x: number, y: number) => ({
      x: placed.x + (image.x + (x + 0.5) * (image.width / map.width)) * scale,
      y: placed.y + (image.y + (map.height - y - 0.5) * (image.height / map.height)) * scale,
    }),
  };
}

/** Draws the drawing's print PDF (its printable box, embedded as it is, as the caderno does) where `drawingPlacement` put it; `opacity` below 1 draws it faint. */
export async function drawDrawing(sheet: Sheet, pdf: Uint8Array, placed: Box, { opacity = 1 } = {}): Promise<void> {
  const embedded = await embedDrawingBox(sheet.document, pdf);
  const at = fitInside(placed, embedded.width, embedded.height);
  sheet.page.drawPage(embedded, opacity < 1 ? { ...at, opacity } : at);
}
