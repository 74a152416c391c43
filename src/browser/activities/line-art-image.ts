import { type GreyRaster, hollowSolids, inkShare, thickenLines } from "#src/browser/activities/line-art.ts";
import { greyCanvas } from "../grey-canvas.ts";
import type { ThickLinesPicture } from "./thick-lines-sheet.ts";

/**
 * The 'Traço grosso' picture, made in this tab from the drawing's image (the
 * full one, A4 at print resolution): decoded on a canvas, read as grey, its
 * lines widened and, with 'Economia de tinta', its solid black areas emptied
 * (src/lib/activities/line-art.ts), then written as a JPEG for the sheet.
 */
/** How much each side of a line grows: lines about 2 mm wide on paper. */
const WIDEN_MM = 0.75;
/** The outline a solid black area keeps with 'Economia de tinta'. */
const OUTLINE_MM = 1;
/** A4's long side, in millimetres: the image is the page's height (or width, turned). */
const A4_LONG_MM = 297;

export async function thickLinesPicture(imageUrl: string, { saveInk }: { saveInk: boolean }): Promise<ThickLinesPicture> {
  const response = await fetch(imageUrl);
  if (!response.ok) throw new Error(`GET ${imageUrl}: HTTP ${response.status}`);
  const bitmap = await createImageBitmap(await response.blob());
  const { width, height } = bitmap;
  const { canvas, context, pixels, grey } = greyCanvas(bitmap, width, height);
  bitmap.close();
  const original: GreyRaster = { grey, width, height };
  const perMm = Math.max(width, height) / A4_LONG_MM;
  let sheet = thickenLines(original, WIDEN_MM * perMm);
  // The areas are the drawing's own: its lines, widened, are not areas to empty.
  if (saveInk) sheet = hollowSolids(sheet, OUTLINE_MM * perMm, original);
  for (let index = 0, at = 0; index < sheet.grey.length; index++, at += 4) {
    const value = sheet.grey[index] as number;
    pixels.data[at] = value;
    pixels.data[at + 1] = value;
    pixels.data[at + 2] = value;
    pixels.data[at + 3] = 255;
  }
  context.putImageData(pixels, 0, 0);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error("toBlob gave nothing"))), "image/jpeg", 0.9),
  );
  return {
    jpeg: new Uint8Array(await blob.arrayBuffer()),
    width,
    height,
    inkBefore: inkShare(original),
    inkAfter: inkShare(sheet),
    saveInk,
  };
}
