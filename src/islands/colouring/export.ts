import { a4PdfOfJpeg } from "#src/browser/colouring/pdf.ts";
import { printDrawing } from "#src/browser/drawing-actions.ts";
import { BLOB_LIFETIME_MS, saveBytes } from "#src/browser/save-bytes.ts";
import { toast } from "#src/browser/toast.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";

/**
 * The coloured drawing as a picture, for printing and downloads: the colours
 * (the region map's resolution, smoothed up) under the line art at its full
 * resolution, multiplied, so black lines stay crisp over any colour; at
 * another size for the lists' thumbnails.
 */
export function composeColouring(
  colours: HTMLCanvasElement,
  lineArt: HTMLImageElement,
  width = lineArt.naturalWidth,
  height = lineArt.naturalHeight,
): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d context");
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(colours, 0, 0, canvas.width, canvas.height);
  context.globalCompositeOperation = "multiply";
  context.drawImage(lineArt, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** The width of the lists' thumbnails: two cards a row on a phone, at twice the pixels. */
export const THUMBNAIL_WIDTH = 360;

/** A small JPEG of the colouring as it is, the lines multiplied over the colours as in the full picture. */
export async function thumbnailOf(colours: HTMLCanvasElement, lineArt: HTMLImageElement): Promise<Blob> {
  const height = Math.round((THUMBNAIL_WIDTH * colours.height) / colours.width);
  return blobOf(composeColouring(colours, lineArt, THUMBNAIL_WIDTH, height), "image/jpeg", 0.85);
}

function blobOf(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`toBlob gave nothing for ${type}`))), type, quality),
  );
}

const failed = (what: string) => (error: unknown) => {
  console.error(error);
  toast({ title: "Erro", description: `Não foi possível ${what}. Tente novamente.`, variant: "destructive" });
};

export async function downloadPng(sheet: ColouringSheet, picture: () => HTMLCanvasElement): Promise<void> {
  try {
    saveBytes(await blobOf(picture(), "image/png"), `${sheet.slug}-colorido.png`);
    toast({ title: "Download iniciado!", description: sheet.title });
  } catch (error) {
    failed("baixar a imagem")(error);
  }
}

export async function downloadPdf(sheet: ColouringSheet, picture: () => HTMLCanvasElement): Promise<void> {
  try {
    const canvas = picture();
    const jpeg = new Uint8Array(await (await blobOf(canvas, "image/jpeg", 0.92)).arrayBuffer());
    const pdf = a4PdfOfJpeg({ jpeg, width: canvas.width, height: canvas.height }, `${sheet.title} - Rabisco`);
    saveBytes(pdf, `${sheet.slug}-colorido.pdf`, "application/pdf");
    toast({ title: "Download iniciado!", description: sheet.title });
  } catch (error) {
    failed("gerar o PDF")(error);
  }
}

/** Prints the coloured drawing through the drawing page's print frame (A4, turned as the drawing). */
export async function printColouring(sheet: ColouringSheet, picture: () => HTMLCanvasElement): Promise<void> {
  try {
    const url = URL.createObjectURL(await blobOf(picture(), "image/png"));
    printDrawing({ id: sheet.id, slug: sheet.slug, title: sheet.title, imageUrl: url });
    setTimeout(() => URL.revokeObjectURL(url), BLOB_LIFETIME_MS);
  } catch (error) {
    failed("preparar a impressão")(error);
  }
}
