import type { ActivityKind } from "#src/lib/activities/bncc.ts";
import { ACTIVITIES } from "#src/lib/activities/bncc.ts";
import type { NumberLevel } from "#src/lib/activities/levels.ts";
import { isDotRefusal } from "#src/lib/activities/main-figure.ts";
import type { ReferencePoint } from "#src/lib/activities/reference-painting.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { addColourByNumberPage } from "./colour-by-number-sheet.ts";
import { addDotToDotPage, dotNote } from "./dot-to-dot-sheet.ts";
import { bytesOf, colouringSheetOf, regionMapOf } from "./drawing-files.ts";
import { decodeLineArt, type LineArtImage, thickLinesPicture } from "./line-art-image.ts";
import { type SheetDocument, singleSheet } from "./sheet.ts";
import { addThickLinesPage, inkNote } from "./thick-lines-sheet.ts";

/**
 * An activity sheet of one drawing, made in this tab from what the drawing
 * already has (issue 48): its print PDF, its region map (found through its
 * colouring description, GET /api/drawings/{id}/colouring) and, for 'Traço
 * grosso', its image. A drawing page saves one sheet; a caderno adds one
 * after another to its own document. Loaded only when an activity is asked
 * for: pdf-lib and the planning come with it.
 */
export type SheetActivity = Exclude<ActivityKind, "colorir">;
export type ActivityChoice = { kind: SheetActivity; level: NumberLevel; saveInk: boolean };
export type ActivitySource = { id: string; title: string; pdfUrl: string; imageUrl?: string };

/** The drawing gives no such sheet; the message says why, in Portuguese. */
export class ActivityRefusedError extends Error {
  override name = "ActivityRefusedError";
}

/** The drawing's region map and reference painting. */
async function mapOf(id: string, signal?: AbortSignal) {
  const sheet = await colouringSheetOf(id, signal);
  const map = await regionMapOf(sheet, signal);
  if (!map) throw new ActivityRefusedError("Este desenho ainda não tem as áreas mapeadas para as atividades.");
  return { map, reference: sheet.reference ?? null };
}

async function imageOf(source: ActivitySource, signal?: AbortSignal): Promise<string> {
  return source.imageUrl || (await colouringSheetOf(source.id, signal)).imageUrl;
}

/**
 * What a sheet reads of its drawing, fetched and decoded (the network and
 * the browser's decoder, mostly off the main thread): 'Traço grosso''s
 * image, or the print PDF with the region map and reference painting. A
 * caderno reads the next drawing's while it makes this one's sheet.
 */
export type ActivityInputs =
  | { kind: "image"; image: LineArtImage }
  | { kind: "map"; pdf: Uint8Array; map: StoredRegionMap; reference: ReferencePoint[] | null };

export async function readActivityInputs(
  source: ActivitySource,
  choice: ActivityChoice,
  signal?: AbortSignal,
): Promise<ActivityInputs> {
  if (choice.kind === "traco-grosso") return { kind: "image", image: await decodeLineArt(await imageOf(source, signal), signal) };
  const [pdf, { map, reference }] = await Promise.all([bytesOf(source.pdfUrl, signal), mapOf(source.id, signal)]);
  return { kind: "map", pdf, map, reference };
}

/** Lets go of what was read for a sheet that will not be made (a caderno cancelled): the decoded image's memory. */
export function releaseActivityInputs(inputs: ActivityInputs): void {
  if (inputs.kind === "image") inputs.image.bitmap.close();
}

/**
 * Adds `source`'s sheet to `into`, from its inputs (read here unless given);
 * what the sheet says of itself for the page to say too ('Ligue os pontos
 * de 1 a 38…', the ink), or null. Throws ActivityRefusedError for a drawing
 * that gives no such sheet (nothing is added then).
 */
export async function addActivitySheet(
  into: SheetDocument,
  source: ActivitySource,
  choice: ActivityChoice,
  { inputs, signal }: { inputs?: ActivityInputs; signal?: AbortSignal | undefined } = {},
): Promise<string | null> {
  const read = inputs ?? (await readActivityInputs(source, choice, signal));
  if (read.kind === "image") {
    const picture = await thickLinesPicture(read.image, { saveInk: choice.saveInk });
    await addThickLinesPage(into, { title: source.title, picture });
    return inkNote(picture);
  }
  const drawing = { title: source.title, pdf: read.pdf, map: read.map, reference: read.reference };
  if (choice.kind === "pinte-por-numero") {
    await addColourByNumberPage(into, drawing, { level: choice.level });
    return null;
  }
  const plan = await addDotToDotPage(into, drawing, { level: choice.level });
  if (isDotRefusal(plan)) throw new ActivityRefusedError(`Este desenho não dá um 'Ligue os pontos' neste nível: ${plan.reason}.`);
  return dotNote(plan.dots.length);
}

/** One sheet in a PDF of its own, and what it says of itself. */
export async function activitySheet(
  source: ActivitySource,
  choice: ActivityChoice,
  { footer, now = new Date() }: { footer: string; now?: Date },
): Promise<{ pdf: Uint8Array; note: string | null }> {
  const { pdf, result } = await singleSheet({ activity: ACTIVITIES[choice.kind], title: source.title, footer, now }, (into) =>
    addActivitySheet(into, source, choice),
  );
  return { pdf, note: result };
}
