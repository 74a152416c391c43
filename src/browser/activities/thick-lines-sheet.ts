import { fitInside } from "#src/browser/caderno/layout.ts";
import { ACTIVITIES } from "#src/lib/activities/bncc.ts";
import { formatPercent } from "#src/lib/format.ts";
import { drawGreyImage, winAnsi } from "../pdf-document.ts";
import { INK, type SheetDocument, singleSheet, startSheet } from "./sheet.ts";

/**
 * A 'Traço grosso' sheet (issue 48): the drawing with its lines widened for
 * small hands, and, with 'Economia de tinta', its solid black areas emptied
 * to their outline. The picture comes made (./line-art-image.ts, in the
 * browser, from the drawing's image); this lays it on the activity's frame
 * and says how much ink the sheet takes, as the share of black pixels.
 */
export type ThickLinesPicture = {
  /** The transformed drawing: 8-bit grey pixels, zlib-compressed (made in the tab), or a JPEG. */
  image: { zlib: Uint8Array } | { jpeg: Uint8Array };
  width: number;
  height: number;
  /** Share of ink (0 to 1) of the drawing as it is, and of this sheet's. */
  inkBefore: number;
  inkAfter: number;
  saveInk: boolean;
};

const NOTE_POINTS = 18;

/** What the sheet says of its ink: 'Traço grosso com economia de tinta: 9,4 % de tinta (o desenho original: 12,1 %).' */
export function inkNote(picture: Pick<ThickLinesPicture, "inkBefore" | "inkAfter" | "saveInk">): string {
  const what = picture.saveInk ? "Traço grosso com economia de tinta" : "Traço grosso";
  return `${what}: ${formatPercent(picture.inkAfter)} de tinta (o desenho original: ${formatPercent(picture.inkBefore)}).`;
}

/** Adds a 'Traço grosso' sheet to `into`. */
export async function addThickLinesPage(
  into: SheetDocument,
  drawing: { title: string; picture: ThickLinesPicture },
): Promise<void> {
  const { picture } = drawing;
  const sheet = startSheet(into, {
    activity: ACTIVITIES["traco-grosso"],
    title: drawing.title,
    landscape: picture.width > picture.height,
    below: NOTE_POINTS,
  });
  const at = fitInside(sheet.drawing, picture.width, picture.height);
  if ("zlib" in picture.image) {
    drawGreyImage(sheet.document, sheet.page, { zlib: picture.image.zlib, width: picture.width, height: picture.height }, at);
  } else sheet.page.drawImage(await sheet.document.embedJpg(picture.image.jpeg), at);
  sheet.page.drawText(winAnsi(inkNote(picture)), {
    x: sheet.below.x,
    y: sheet.below.y + 6,
    size: 9,
    font: sheet.font,
    color: INK,
  });
}

/** A 'Traço grosso' sheet alone, as a drawing page saves it. */
export async function thickLinesSheet(
  drawing: { title: string; picture: ThickLinesPicture },
  { footer, now = new Date() }: { footer: string; now?: Date },
): Promise<Uint8Array> {
  const { pdf } = await singleSheet({ activity: ACTIVITIES["traco-grosso"], title: drawing.title, footer, now }, (into) =>
    addThickLinesPage(into, drawing),
  );
  return pdf;
}
