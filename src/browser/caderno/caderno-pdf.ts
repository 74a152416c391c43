import { type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import {
  CADERNO_MAX_DRAWINGS,
  fitInside,
  NAME_LINE_TEXT,
  type PerSheet,
  sheetLayout,
  sheetsOf,
} from "#src/browser/caderno/layout.ts";
import { ACTIVITIES, type Activity, objectiveLine } from "#src/lib/activities/bncc.ts";
import { A4_POINTS, FOOTER_POINTS, SAFE_MARGIN_POINTS } from "#src/lib/print-page.ts";
import type { SheetDocument } from "../activities/sheet.ts";
import { embedDrawingBox, newSheetDocument, winAnsi, wrapText } from "../pdf-document.ts";

/**
 * A caderno's PDF, made in the browser (issue 36): many drawings on A4
 * sheets, from the drawings' own stored PDFs ('Baixar PDF (A4)'). Each of
 * those holds the drawing at print resolution inside the page's printable
 * box (src/server/images/pdf.ts); that box is embedded as it is, scaled into
 * its cell, so no image is decoded or encoded again and the tab holds one
 * drawing's file at a time. This module is loaded only when a caderno is
 * asked for: pdf-lib stays out of the pages' scripts.
 */
export type CadernoDrawing = { title: string; pdfUrl: string };

export type CadernoOptions = {
  /** The caderno's name: the cover's title and the document's. */
  title: string;
  perSheet: PerSheet;
  /** 'Nome / Data' above each drawing. */
  nameLine: boolean;
  /** A first page with the title and the list of drawings. */
  cover: boolean;
  /** The site's line at the foot of every sheet. */
  footer: string;
  /**
   * What the caderno asks of the child (issue 48): 'Colorir' by default, the
   * drawings as they are, `perSheet` to a sheet; another activity makes one
   * sheet of each drawing with `sheets`. The cover names it, its level
   * ('Desafio') and its BNCC objective.
   */
  activity?: { activity: Activity; level?: string | undefined };
};

/**
 * An activity's sheets, one a drawing: `read` fetches and decodes what a
 * drawing's sheet needs, `add` makes the sheet from it into the caderno's
 * document. Either throws to leave the drawing out. The next drawing is read
 * while the current one's sheet is made, so the network and the decoder
 * work while the tab computes; `release` lets go of a read that will not be
 * used (a cancelled caderno).
 */
export type ActivitySheets<T, P> = {
  read: (drawing: T, signal?: AbortSignal) => Promise<P>;
  add: (into: SheetDocument, drawing: T, read: P) => Promise<unknown>;
  release?: (read: P) => void;
};

export type CadernoProgress = { done: number; total: number };

export class CadernoTooLargeError extends Error {
  override name = "CadernoTooLargeError";
}

const GREY = rgb(0.45, 0.45, 0.45);

/**
 * The caderno's bytes. `fetchPdf` reads a drawing's stored PDF (fetch, in
 * the browser); `onProgress` hears after each drawing; `signal` stops it
 * between two drawings ('Cancelar'). A drawing whose file cannot be read or
 * understood is left out and named in `skipped`: one bad file never stops
 * the caderno.
 */
export async function makeCaderno<T extends CadernoDrawing, P = unknown>(
  drawings: readonly T[],
  options: CadernoOptions,
  {
    fetchPdf,
    sheets,
    onProgress = () => {},
    signal,
    now = new Date(),
  }: {
    fetchPdf: (url: string, signal?: AbortSignal) => Promise<Uint8Array>;
    /** Given, each drawing is its activity's sheet, not its own page in a cell. */
    sheets?: ActivitySheets<T, P>;
    onProgress?: (progress: CadernoProgress) => void;
    signal?: AbortSignal;
    now?: Date;
  },
): Promise<{ pdf: Uint8Array; skipped: T[] }> {
  if (drawings.length > CADERNO_MAX_DRAWINGS) throw new CadernoTooLargeError(`at most ${CADERNO_MAX_DRAWINGS} drawings`);
  const document = await newSheetDocument({ title: options.title, subject: "Caderno de desenhos para colorir", now });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);

  const cover = options.cover ? document.addPage([A4_POINTS.width, A4_POINTS.height]) : null;
  const layout = sheetLayout(options.perSheet, { nameLine: options.nameLine });
  const skipped: T[] = [];
  const placed: CadernoDrawing[] = [];
  let done = 0;
  /** One drawing, in isolation: one that cannot be read or made is left out and named, the caderno goes on. */
  const add = async (drawing: T, work: () => Promise<unknown>) => {
    signal?.throwIfAborted();
    try {
      await work();
      placed.push(drawing);
    } catch (error) {
      signal?.throwIfAborted();
      console.warn(`Could not add "${drawing.title}" to the caderno: ${(error as Error).message}`);
      skipped.push(drawing);
    }
  };
  const progressed = () => onProgress({ done: ++done, total: drawings.length });
  if (sheets) {
    // An activity: each drawing is a sheet of its own, the next drawing read while one is made.
    const into: SheetDocument = { document, font, bold, footer: options.footer };
    const read = (drawing: T | undefined) => {
      if (!drawing) return null;
      const reading = sheets.read(drawing, signal);
      // Awaited in its turn (where a failure leaves that drawing out); not a rejection nobody hears meanwhile.
      reading.catch(() => {});
      return reading;
    };
    // The read not yet taken by its drawing: at most one, the next drawing's, is in flight while a sheet is made.
    let pending = read(drawings[0]);
    try {
      for (const [index, drawing] of drawings.entries()) {
        await add(drawing, async () => {
          const reading = pending as Promise<P>;
          pending = null;
          let inputs: P;
          try {
            inputs = await reading;
          } finally {
            pending = read(drawings[index + 1]);
          }
          await sheets.add(into, drawing, inputs);
        });
        progressed();
      }
    } finally {
      // Cancelled midway: the drawing read ahead is let go.
      pending?.then(
        (unused) => sheets.release?.(unused),
        () => {},
      );
    }
  } else {
    for (const sheet of sheetsOf(drawings, options.perSheet)) {
      const page = document.addPage([A4_POINTS.width, A4_POINTS.height]);
      for (const [index, drawing] of sheet.entries()) {
        const cell = layout.cells[index];
        if (!cell) continue;
        await add(drawing, async () => {
          const embedded = await embedDrawingBox(document, await fetchPdf(drawing.pdfUrl, signal));
          page.drawPage(embedded, fitInside(cell.image, embedded.width, embedded.height));
        });
        if (cell.nameLine) {
          page.drawText(NAME_LINE_TEXT, {
            x: cell.nameLine.x,
            y: cell.nameLine.y,
            size: nameLineSize(font, cell.nameLine.width),
            font,
          });
        }
        progressed();
      }
      drawCutLines(page, layout.cutLines);
      drawFooter(page, font, options.footer, layout.footerY);
    }
  }
  if (cover) drawCover(cover, { font, bold }, options, placed);
  return { pdf: await document.save({ useObjectStreams: true }), skipped };
}

/** The name line at the largest size up to 11 pt that fits its cell. */
function nameLineSize(font: PDFFont, width: number): number {
  return Math.min(11, (11 * width) / font.widthOfTextAtSize(NAME_LINE_TEXT, 11));
}

function drawCutLines(page: PDFPage, lines: ReturnType<typeof sheetLayout>["cutLines"]): void {
  for (const line of lines) {
    page.drawLine({
      start: { x: line.x1, y: line.y1 },
      end: { x: line.x2, y: line.y2 },
      thickness: 0.5,
      color: GREY,
      dashArray: [4, 4],
    });
  }
}

function drawFooter(page: PDFPage, font: PDFFont, text: string, y: number): void {
  const footer = winAnsi(text);
  const size = 7.5;
  page.drawText(footer, { x: (A4_POINTS.width - font.widthOfTextAtSize(footer, size)) / 2, y, size, font, color: GREY });
}

/** The cover: the title, the activity and its BNCC objective, how many drawings, and their names in order (as many as the page holds). */
function drawCover(
  page: PDFPage,
  { font, bold }: { font: PDFFont; bold: PDFFont },
  options: CadernoOptions,
  drawings: readonly CadernoDrawing[],
): void {
  const left = SAFE_MARGIN_POINTS + 24;
  const width = A4_POINTS.width - 2 * left;
  let y = A4_POINTS.height - SAFE_MARGIN_POINTS - 80;
  const title = winAnsi(options.title);
  const titleSize = Math.min(30, (30 * width) / Math.max(1, bold.widthOfTextAtSize(title, 30)));
  page.drawText(title, { x: left, y, size: titleSize, font: bold });
  y -= 28;
  const { activity, level } = options.activity ?? { activity: ACTIVITIES.colorir };
  const count =
    activity.kind === "colorir"
      ? `${drawings.length} ${drawings.length === 1 ? "desenho" : "desenhos"} para colorir`
      : `${drawings.length} ${drawings.length === 1 ? "folha" : "folhas"} de atividade: ${activity.name}${level ? ` (${level})` : ""}`;
  page.drawText(winAnsi(count), { x: left, y, size: 13, font, color: GREY });
  // The teacher's line: the activity's BNCC objective, code and words.
  y -= 24;
  for (const line of wrapText(font, objectiveLine(activity.objective), 10, width)) {
    page.drawText(line, { x: left, y, size: 10, font, color: GREY });
    y -= 13;
  }
  y -= 24;
  for (const [index, drawing] of drawings.entries()) {
    if (y < SAFE_MARGIN_POINTS + FOOTER_POINTS + 20) break;
    page.drawText(`${index + 1}. ${winAnsi(drawing.title)}`, { x: left, y, size: 12, font });
    y -= 18;
  }
  drawFooter(page, font, options.footer, SAFE_MARGIN_POINTS + 2);
}
