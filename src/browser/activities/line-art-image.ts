import { type GreyRaster, hollowSolids, inkShare, thickenLines } from "#src/browser/activities/line-art.ts";
import { greyCanvas } from "../grey-canvas.ts";
import { zlibCompress } from "../pdf-document.ts";
import { fetchOk } from "./drawing-files.ts";
import type { ThickLinesPicture } from "./thick-lines-sheet.ts";

/**
 * The 'Traço grosso' picture, made in this tab from the drawing's image (the
 * full one, A4 at print resolution): decoded on a canvas at WORK_DPI, read as grey, its
 * lines widened and, with 'Economia de tinta', its solid black areas emptied
 * (./line-art.ts), then compressed as they are for the sheet (no JPEG to encode).
 */
/** How much each side of a line grows: lines about 2 mm wide on paper. */
const WIDEN_MM = 0.75;
/** The outline a solid black area keeps with 'Economia de tinta'. */
const OUTLINE_MM = 1;
/** A4's long side, in millimetres: the image is the page's height (or width, turned). */
const A4_LONG_MM = 297;
/**
 * The resolution the sheet is made at: the region maps' 150 DPI. Lines 2 mm
 * wide are 12 pixels there, sharp on paper, and a phone transforms about
 * half the full image's pixels (200 DPI).
 */
const WORK_DPI = 150;

/** The drawing's image, decoded at WORK_DPI: what a 'Traço grosso' sheet reads (network and decoding, off the main thread). */
export type LineArtImage = { bitmap: ImageBitmap; width: number; height: number };

export async function decodeLineArt(imageUrl: string, signal?: AbortSignal): Promise<LineArtImage> {
  const blob = await (await fetchOk(imageUrl, signal)).blob();
  // Decoded at the working size, off the main thread: the size from the file's header when it is a WebP (the stored images are), else from a first decode.
  const size = webpSize(new Uint8Array(await blob.slice(0, 32).arrayBuffer())) ?? (await decodedSize(blob));
  const { width, height } = workingSize(size);
  const bitmap = await createImageBitmap(blob, { resizeWidth: width, resizeHeight: height, resizeQuality: "high" });
  return { bitmap, width, height };
}

/** The sheet's picture from the decoded image (the tab's own work); the bitmap is closed. */
export async function thickLinesPicture(
  { bitmap, width, height }: LineArtImage,
  { saveInk }: { saveInk: boolean },
): Promise<ThickLinesPicture> {
  let grey: Uint8Array;
  try {
    grey = greyCanvas(bitmap, width, height).grey;
  } finally {
    bitmap.close();
  }
  const original: GreyRaster = { grey, width, height };
  const perMm = Math.max(width, height) / A4_LONG_MM;
  let sheet = thickenLines(original, WIDEN_MM * perMm);
  // The areas are the drawing's own: its lines, widened, are not areas to empty.
  if (saveInk) sheet = hollowSolids(sheet, OUTLINE_MM * perMm, original);
  return {
    image: { zlib: await zlibCompress(sheet.grey) },
    width,
    height,
    inkBefore: inkShare(original),
    inkAfter: inkShare(sheet),
    saveInk,
  };
}

/** An image's size at WORK_DPI (never larger than it is). */
export function workingSize(size: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, ((A4_LONG_MM / 25.4) * WORK_DPI) / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

async function decodedSize(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** A WebP's canvas size from its first 30 bytes (RIFF, then a VP8X, VP8 or VP8L chunk); null for anything else. */
export function webpSize(head: Uint8Array): { width: number; height: number } | null {
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length < 30 || text(0, 4) !== "RIFF" || text(8, 12) !== "WEBP") return null;
  const at = (index: number) => head[index] as number;
  const chunk = text(12, 16);
  if (chunk === "VP8X")
    return { width: 1 + (at(24) | (at(25) << 8) | (at(26) << 16)), height: 1 + (at(27) | (at(28) << 8) | (at(29) << 16)) };
  if (chunk === "VP8 ") return { width: (at(26) | (at(27) << 8)) & 0x3fff, height: (at(28) | (at(29) << 8)) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = at(21) | (at(22) << 8) | (at(23) << 16) | (at(24) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}
