import { isDotRefusal, mainFigure } from "#src/lib/activities/main-figure.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { formatPercent } from "#src/lib/format.ts";
import { loadCorsImage } from "../cors-image.ts";
import { greyCanvas } from "../grey-canvas.ts";
import { planColourByNumber } from "./colour-by-number.ts";
import { planDotToDot } from "./dot-to-dot.ts";
import { colouringSheetOf, regionMapOf } from "./drawing-files.ts";
import { type GreyRaster, hollowSolids, inkShare, thickenLines } from "./line-art.ts";
import { coarseMap } from "./region-poles.ts";

/**
 * The 'Atividades' row's previews (issue 48): a small picture of each sheet
 * of this drawing, drawn in the tab when the row comes into view, from what
 * the sheets are made of (the drawing's region map, about 19 KB, and its
 * image, already on the page), with the sheets' own planning on a map a
 * quarter of the size each way. pdf-lib is not needed: each preview is a
 * canvas the size of an A4 page at 1 px/mm.
 */
export type PreviewKind = "pinte-por-numero" | "ligue-os-pontos" | "traco-grosso";
export type PreviewDrawing = { id: string; imageUrl: string };

/** Every 4th map pixel: a preview 210 px wide shows about 1.2 of them a pixel. */
const STEP = 4;
/** Map pixels a millimetre on paper at that step (A4's 210 mm across the map's 1240 px, over 4). */
const PER_MM = 1240 / 210 / STEP;
const PAGE_MM = { width: 210, height: 297 };
const MARGIN = 12;
const HEADER = 16;
const FOOTER = 26;
const INK = "#333333";

/** The page: white, the heading and the name line as grey bars, the footer's BNCC line; the context then draws in map pixels inside the drawing's room. */
function startPreview(canvas: HTMLCanvasElement, map: StoredRegionMap): CanvasRenderingContext2D | null {
  const landscape = map.width > map.height;
  const [width, height] = landscape ? [PAGE_MM.height, PAGE_MM.width] : [PAGE_MM.width, PAGE_MM.height];
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: false });
  if (!context) return null;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.fillStyle = "#bdbdbd";
  context.fillRect(MARGIN, MARGIN, width * 0.55, 5);
  context.fillRect(MARGIN, MARGIN + 8, width * 0.4, 2);
  context.fillRect(MARGIN, height - MARGIN - 8, width - 2 * MARGIN, 2);
  const room = { x: MARGIN, y: MARGIN + HEADER, width: width - 2 * MARGIN, height: height - MARGIN - HEADER - FOOTER };
  const scale = Math.min(room.width / map.width, room.height / map.height);
  context.translate(room.x + (room.width - map.width * scale) / 2, room.y + (room.height - map.height * scale) / 2);
  context.scale(scale, scale);
  return context;
}

function drawNumber(context: CanvasRenderingContext2D, text: string, x: number, y: number, size: number): void {
  context.font = `bold ${size}px sans-serif`;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillStyle = INK;
  context.fillText(text, x, y);
}

function colourByNumber(canvas: HTMLCanvasElement, map: StoredRegionMap, image: HTMLImageElement, sheet: ColouringSheet): void {
  const context = startPreview(canvas, map);
  if (!context) return;
  context.drawImage(image, 0, 0, map.width, map.height);
  const plan = planColourByNumber(map, { level: "facil", minRadius: 3 * PER_MM, reference: sheet.reference });
  for (const { number, pole } of plan.labels) drawNumber(context, String(number), pole.x, pole.y, Math.min(14, pole.radius));
  // The legend's swatches under the drawing.
  const size = 6 * PER_MM;
  plan.legend.forEach((entry, index) => {
    context.fillStyle = `#${entry.colour.toString(16).padStart(6, "0")}`;
    context.fillRect(index * size * 2.5, map.height + size * 0.6, size, size);
  });
}

function dotToDot(canvas: HTMLCanvasElement, map: StoredRegionMap, image: HTMLImageElement): boolean {
  const plan = planDotToDot(map, {
    level: "facil",
    sizes: { gap: 5.5 * PER_MM, dot: 0.7 * PER_MM, digitWidth: 2 * PER_MM, textHeight: 2.6 * PER_MM, margin: 0.5 * PER_MM },
  });
  if (isDotRefusal(plan)) return false;
  const context = startPreview(canvas, map);
  if (!context) return false;
  context.globalAlpha = 0.3;
  context.drawImage(image, 0, 0, map.width, map.height);
  context.globalAlpha = 1;
  context.strokeStyle = "#ffffff";
  context.lineWidth = 2.4 * PER_MM;
  context.lineJoin = "round";
  context.beginPath();
  for (const [index, point] of plan.outline.entries()) {
    if (index === 0) context.moveTo(point.x, point.y);
    else context.lineTo(point.x, point.y);
  }
  context.closePath();
  context.stroke();
  context.fillStyle = INK;
  for (const dot of plan.dots) {
    context.beginPath();
    context.arc(dot.x, dot.y, 1.2 * PER_MM, 0, 2 * Math.PI);
    context.fill();
  }
  for (const label of plan.labels) drawNumber(context, String(label.number), label.x, label.y, 2.8 * PER_MM);
  return true;
}

/**
 * What 'Traço grosso' costs in ink, said beside its option before any sheet
 * is made: the shares of black pixels of the drawing, of the sheet and of
 * the sheet with 'Economia de tinta', estimated on the image at half the
 * sheets' resolution (75 DPI).
 */
function inkEstimate(image: HTMLImageElement, map: StoredRegionMap): string {
  const width = Math.round((map.width * STEP) / 2);
  const height = Math.round((map.height * STEP) / 2);
  const perMm = (PER_MM * STEP) / 2;
  const original: GreyRaster = { grey: greyCanvas(image, width, height).grey, width, height };
  const thick = thickenLines(original, 0.75 * perMm);
  const before = inkShare(original);
  const after = inkShare(thick);
  const saving = inkShare(hollowSolids(thick, perMm, original));
  // Short enough for two lines of a phone's column (the row keeps two for it).
  const said = saving < after - 0.005 ? `com economia, ${formatPercent(saving, 0)}.` : "a economia quase não muda este desenho.";
  return `Cerca de ${formatPercent(after, 0)} de tinta (o original: ${formatPercent(before, 0)}); ${said}`;
}

function thickLines(canvas: HTMLCanvasElement, map: StoredRegionMap, image: HTMLImageElement): void {
  const grey = greyCanvas(image, map.width, map.height);
  const thick = thickenLines({ grey: grey.grey, width: map.width, height: map.height }, 0.75 * PER_MM);
  const { data } = grey.pixels;
  for (let index = 0, at = 0; index < thick.grey.length; index++, at += 4) {
    const value = thick.grey[index] as number;
    data[at] = value;
    data[at + 1] = value;
    data[at + 2] = value;
    data[at + 3] = 255;
  }
  grey.context.putImageData(grey.pixels, 0, 0);
  const context = startPreview(canvas, map);
  context?.drawImage(grey.canvas, 0, 0);
}

/** The 'Ligue os pontos' button, for a drawing that gives none: off, and saying why in its own words. */
function withoutDots(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('button[data-action="ligue-os-pontos"]');
  if (!button) return;
  button.disabled = true;
  const label = button.querySelector<HTMLElement>("[data-label]");
  if (label) label.textContent = "Sem contorno para ligar os pontos";
}

/** Waits for the browser to be idle (or a frame), so the previews never hold up a tap. */
const idle = () =>
  new Promise<void>((resolve) =>
    "requestIdleCallback" in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 50),
  );

/** While the row makes a sheet (`data-making`, set by activities-row.ts), the previews wait: the sheet goes first. */
async function whenFree(root: HTMLElement): Promise<void> {
  await idle();
  while (root.hasAttribute("data-making")) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await idle();
  }
}

/**
 * Draws the previews into the row's canvases (`canvas[data-preview]`), one
 * at a time when the tab is idle. A preview that cannot be made (no map, no
 * outline for dots) keeps its box's page icon: the sheet's button stays.
 */
export async function drawPreviews(root: HTMLElement, drawing: PreviewDrawing): Promise<void> {
  const canvases = [...root.querySelectorAll<HTMLCanvasElement>("canvas[data-preview]")];
  try {
    await whenFree(root);
    const sheet = await colouringSheetOf(drawing.id);
    const [full, image] = await Promise.all([regionMapOf(sheet), loadCorsImage(drawing.imageUrl)]);
    if (!full) throw new Error("no region map");
    await whenFree(root);
    const map = coarseMap(full, STEP);
    for (const canvas of canvases) {
      await whenFree(root);
      const kind = canvas.dataset.preview as PreviewKind;
      if (kind === "pinte-por-numero") colourByNumber(canvas, map, image, sheet);
      else if (kind === "ligue-os-pontos") {
        if (!dotToDot(canvas, map, image)) {
          // No figure with a closed outline: the sheet is not offered (its button says why).
          if (isDotRefusal(mainFigure(map))) withoutDots(root);
          continue;
        }
      } else {
        thickLines(canvas, map, image);
        await whenFree(root);
        const estimate = root.querySelector<HTMLElement>("[data-ink-estimate]");
        if (estimate) estimate.textContent = inkEstimate(image, map);
      }
      canvas.dataset.drawn = "";
    }
  } catch (error) {
    // The page icons stay: the sheets themselves are still made on a press.
    console.warn("Activity previews:", error);
  } finally {
    root.dataset.previews = "done";
  }
}
