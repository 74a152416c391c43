import { PDFDocument } from "pdf-lib";
import sharp from "sharp";

/**
 * The 'Baixar PDF (A4)' file: the drawing centred on one A4 page at print
 * resolution, inside safe margins that home printers can reach. Stored next
 * to the image as `<name>.pdf` (its public URL: pdfUrlFor in src/lib/urls.ts).
 */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;
/** 12 mm: inside the unprintable border of common inkjet and laser printers. */
export const SAFE_MARGIN_POINTS = (12 / 25.4) * 72;
/** Pixels per inch the embedded image keeps at its printed size. */
const PRINT_DPI = 200;

/** Storage path of the PDF that goes with a full image's storage path. */
export function pdfPathFor(imagePath: string): string {
  return imagePath.replace(/\.webp$/i, ".pdf");
}

export async function renderA4Pdf(image: Uint8Array, title: string): Promise<Uint8Array> {
  const portrait = await sharp(image)
    .metadata()
    .then(({ width = 1, height = 1 }) => height >= width);
  const page = portrait ? [A4_POINTS.width, A4_POINTS.height] : [A4_POINTS.height, A4_POINTS.width];
  const [pageWidth = 0, pageHeight = 0] = page;
  const box = { width: pageWidth - 2 * SAFE_MARGIN_POINTS, height: pageHeight - 2 * SAFE_MARGIN_POINTS };
  const jpeg = await sharp(image)
    .flatten({ background: "#ffffff" })
    .resize({
      width: Math.round((box.width / 72) * PRINT_DPI),
      height: Math.round((box.height / 72) * PRINT_DPI),
      fit: "inside",
      withoutEnlargement: true,
    })
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setCreator("Rabisco");
  document.setProducer("Rabisco");
  // Fixed dates keep the file identical when the same image is rendered again.
  document.setCreationDate(new Date(0));
  document.setModificationDate(new Date(0));
  const embedded = await document.embedJpg(jpeg);
  const scale = Math.min(box.width / embedded.width, box.height / embedded.height);
  const width = embedded.width * scale;
  const height = embedded.height * scale;
  document.addPage(page as [number, number]).drawImage(embedded, {
    x: (pageWidth - width) / 2,
    y: (pageHeight - height) / 2,
    width,
    height,
  });
  return document.save({ useObjectStreams: true });
}
