import { type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { fitInside, NAME_LINE_TEXT } from "#src/browser/caderno/layout.ts";
import { ACTIVITIES, objectiveLine } from "#src/lib/activities/bncc.ts";
import { type NumberPlan, planColourByNumber } from "#src/lib/activities/colour-by-number.ts";
import { NUMBER_LEVELS, type NumberLevel } from "#src/lib/activities/levels.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { A4_POINTS, FOOTER_POINTS, mm, SAFE_MARGIN_POINTS } from "#src/lib/print-page.ts";
import { embedDrawingBox, newSheetDocument, winAnsi } from "../pdf-document.ts";

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
export type SheetDrawing = { title: string; pdf: Uint8Array; map: StoredRegionMap };

/** Narrowest a numbered region may be on paper: room for a legible number. */
export const MIN_REGION_MM = 6;

const INK = rgb(0.2, 0.2, 0.2);
const GREY = rgb(0.45, 0.45, 0.45);
const HEADER_POINTS = 44;
const LEGEND_ROW_POINTS = 22;
const OBJECTIVE_POINTS = 22;

type Box = { x: number; y: number; width: number; height: number };

/** Where the stored PDF put the drawing inside its printable box (src/server/images/pdf.ts), in that box's points. */
function imageInBox(map: StoredRegionMap, box: { width: number; height: number }): Box {
  const scale = Math.min(box.width / map.width, box.height / map.height);
  const width = map.width * scale;
  const height = map.height * scale;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}

export async function colourByNumberSheet(
  drawing: SheetDrawing,
  { level, footer, now = new Date() }: { level: NumberLevel; footer: string; now?: Date },
): Promise<{ pdf: Uint8Array; plan: NumberPlan }> {
  const landscape = drawing.map.width > drawing.map.height;
  const [pageWidth, pageHeight] = landscape ? [A4_POINTS.height, A4_POINTS.width] : [A4_POINTS.width, A4_POINTS.height];
  const activity = ACTIVITIES["pinte-por-numero"];
  const document = await newSheetDocument({
    title: `${activity.name}: ${drawing.title}`,
    subject: `Atividade: ${activity.name}`,
    now,
  });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([pageWidth, pageHeight]);

  const embedded = await embedDrawingBox(document, drawing.pdf);

  // The page from the top: the title and the name line, the drawing, the legend, the teacher's line, the footer.
  const left = SAFE_MARGIN_POINTS;
  const width = pageWidth - 2 * SAFE_MARGIN_POINTS;
  const top = pageHeight - SAFE_MARGIN_POINTS;
  const levelColours = NUMBER_LEVELS[level].colours;
  const legendRows = Math.ceil(levelColours / 4);
  const bottom = SAFE_MARGIN_POINTS + FOOTER_POINTS + OBJECTIVE_POINTS + legendRows * LEGEND_ROW_POINTS + 6;
  const area: Box = { x: left, y: bottom, width, height: top - HEADER_POINTS - bottom };
  const placed = fitInside(area, embedded.width, embedded.height);
  page.drawPage(embedded, placed);

  // The drawing inside the embedded box, then map pixels to the sheet's points.
  const scale = placed.width / embedded.width;
  const image = imageInBox(drawing.map, { width: embedded.width, height: embedded.height });
  const perPixel = (image.width / drawing.map.width) * scale;
  const toSheet = (x: number, y: number) => ({
    x: placed.x + (image.x + (x + 0.5) * (image.width / drawing.map.width)) * scale,
    y: placed.y + (image.y + (drawing.map.height - y - 0.5) * (image.height / drawing.map.height)) * scale,
  });
  const plan = planColourByNumber(drawing.map, { level, minRadius: mm(MIN_REGION_MM / 2) / perPixel });
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

  drawHeader(page, { font, bold }, { title: `${activity.name}: ${drawing.title}`, left, width, top });
  drawLegend(page, font, plan, { left, width, top: bottom - 6 });
  drawObjective(page, font, objectiveLine(activity.objective), { left, width, y: SAFE_MARGIN_POINTS + FOOTER_POINTS + 4 });
  const line = winAnsi(footer);
  page.drawText(line, {
    x: (pageWidth - font.widthOfTextAtSize(line, 7.5)) / 2,
    y: SAFE_MARGIN_POINTS + 2,
    size: 7.5,
    font,
    color: GREY,
  });
  return { pdf: await document.save({ useObjectStreams: true }), plan };
}

function drawHeader(
  page: PDFPage,
  { font, bold }: { font: PDFFont; bold: PDFFont },
  { title, left, width, top }: { title: string; left: number; width: number; top: number },
): void {
  const text = winAnsi(title);
  const size = Math.min(16, (16 * width) / Math.max(1, bold.widthOfTextAtSize(text, 16)));
  page.drawText(text, { x: left, y: top - size, size, font: bold, color: INK });
  page.drawText(NAME_LINE_TEXT, { x: left, y: top - size - 18, size: 11, font, color: INK });
}

/** The legend: each number's swatch and colour name, four to a row. */
function drawLegend(
  page: PDFPage,
  font: PDFFont,
  plan: NumberPlan,
  { left, width, top }: { left: number; width: number; top: number },
): void {
  const column = width / 4;
  for (const [index, entry] of plan.legend.entries()) {
    const x = left + (index % 4) * column;
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
