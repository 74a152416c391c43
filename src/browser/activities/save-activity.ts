import { recordDrawingDownload } from "#src/browser/drawing-actions.ts";
import { saveBytes } from "#src/browser/save-bytes.ts";
import type { NumberLevel } from "#src/lib/activities/levels.ts";
import { inflateRegionMap } from "#src/lib/colouring/region-map-file.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { colouringSheetUrl } from "#src/lib/offline.ts";

/**
 * Makes an activity sheet of one drawing in this tab and saves it as a file,
 * then counts one download (issue 48). What it reads is what the drawing
 * already has: its print PDF and its region map. The sheet's code (pdf-lib
 * and the planning) loads here on the first press, never with the page.
 */
export type ActivityDrawing = { id: string; slug: string; title: string; pdfUrl: string };

export class NoRegionMapError extends Error {
  override name = "NoRegionMapError";
}

/** The drawing gives no such sheet; `message` says why, in Portuguese, for the page to say. */
export class ActivityRefusedError extends Error {
  override name = "ActivityRefusedError";
}

const footer = () => `Rabisco · desenhos para colorir grátis · ${window.location.host}`;

/** The drawing's region map, found through its colouring description (GET /api/drawings/{id}/colouring). */
async function regionMapOf(id: string) {
  const response = await fetch(colouringSheetUrl(id));
  if (!response.ok) throw new Error(`colouring sheet: HTTP ${response.status}`);
  const { regionsUrl } = (await response.json()) as ColouringSheet;
  if (!regionsUrl) throw new NoRegionMapError(id);
  return inflateRegionMap(await bytesOf(regionsUrl));
}

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The 'Traço grosso' sheet (with 'Economia de tinta' when asked); what its note says of its ink, for the page to say too. */
export async function saveThickLines(
  drawing: ActivityDrawing & { imageUrl: string },
  { saveInk }: { saveInk: boolean },
): Promise<string> {
  const [{ thickLinesSheet, inkNote }, { thickLinesPicture }] = await Promise.all([
    import("./thick-lines-sheet.ts"),
    import("./line-art-image.ts"),
  ]);
  const picture = await thickLinesPicture(drawing.imageUrl, { saveInk });
  const pdf = await thickLinesSheet(
    { title: drawing.title, picture },
    { footer: footer() },
  );
  saveBytes(pdf, `${drawing.slug}-traco-grosso${saveInk ? "-economia" : ""}.pdf`, "application/pdf");
  await recordDrawingDownload(drawing.id);
  return inkNote(picture);
}

export async function saveColourByNumber(drawing: ActivityDrawing, level: NumberLevel): Promise<void> {
  const [{ colourByNumberSheet }, pdf, map] = await Promise.all([
    import("./colour-by-number-sheet.ts"),
    bytesOf(drawing.pdfUrl),
    regionMapOf(drawing.id),
  ]);
  const sheet = await colourByNumberSheet(
    { title: drawing.title, pdf, map },
    { level, footer: footer() },
  );
  saveBytes(sheet.pdf, `${drawing.slug}-pinte-por-numero.pdf`, "application/pdf");
  await recordDrawingDownload(drawing.id);
}

/** The 'Ligue os pontos' sheet; what its note says (how many dots). Throws ActivityRefusedError for a drawing without a usable outline. */
export async function saveDotToDot(drawing: ActivityDrawing, level: NumberLevel): Promise<string> {
  const [{ dotToDotSheet, dotNote }, pdf, map] = await Promise.all([
    import("./dot-to-dot-sheet.ts"),
    bytesOf(drawing.pdfUrl),
    regionMapOf(drawing.id),
  ]);
  const sheet = await dotToDotSheet({ title: drawing.title, pdf, map }, { level, footer: footer() });
  if ("reason" in sheet) throw new ActivityRefusedError(`Este desenho não dá um 'Ligue os pontos' neste nível: ${sheet.reason}.`);
  saveBytes(sheet.pdf, `${drawing.slug}-ligue-os-pontos.pdf`, "application/pdf");
  await recordDrawingDownload(drawing.id);
  return dotNote(sheet.plan.dots.length);
}
