import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { drawingPageLayout, FOOTER_POINTS, SAFE_MARGIN_POINTS } from "#src/lib/print-page.ts";
import { shortDrawingPath } from "#src/lib/urls.ts";

/**
 * The 'Baixar PDF (A4)' file: the drawing centred on one A4 page at print
 * resolution, inside safe margins that home printers can reach, turned the
 * way the drawing is. Its metadata carry the drawing's title and the date the
 * file was made; a discreet footer names the site and the drawing's address,
 * so a printed sheet says where it came from. Stored next to the image as
 * `<name>.pdf` (its public URL: pdfUrlFor in src/lib/urls.ts).
 *
 * Two stages: `printImage` (resize and JPEG-encode the drawing, ~100 ms) and
 * `composeA4Pdf` (the page, the metadata and the footer, a few ms), so the
 * seed can cache the first and label each drawing's file cheaply.
 */
const FOOTER_FONT_SIZE = 7.5;
/** Pixels per inch the embedded image keeps at its printed size. */
const PRINT_DPI = 200;

/** What a drawing's PDF says about it. */
export type PdfLabel = {
  /** The drawing's title, for the document's metadata. */
  title: string;
  /** Where the drawing lives, without the scheme: `rabisco.com.br/desenho/gato`. */
  address: string;
  /** When the file is made. */
  createdAt: Date;
};

/** The drawing as the JPEG a PDF page embeds, sized for its page's printable box. */
export type PrintImage = { jpeg: Uint8Array };

/** Storage path of the PDF that goes with a full image's storage path. */
export function pdfPathFor(imagePath: string): string {
  return imagePath.replace(/\.webp$/i, ".pdf");
}

export async function printImage(image: Uint8Array): Promise<PrintImage> {
  const { width = 1, height = 1 } = await sharp(image).metadata();
  const { box } = drawingPageLayout(height >= width);
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
  return { jpeg: new Uint8Array(jpeg) };
}

export async function composeA4Pdf(print: PrintImage, label: PdfLabel): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(label.title);
  document.setSubject("Desenho para colorir");
  document.setAuthor("Rabisco");
  document.setCreator("Rabisco");
  document.setProducer("Rabisco");
  document.setLanguage("pt-BR");
  document.setCreationDate(label.createdAt);
  document.setModificationDate(label.createdAt);
  const embedded = await document.embedJpg(print.jpeg);
  const { page: size, box } = drawingPageLayout(embedded.height >= embedded.width);
  const [pageWidth] = size;
  const scale = Math.min(box.width / embedded.width, box.height / embedded.height);
  const width = embedded.width * scale;
  const height = embedded.height * scale;
  const page = document.addPage(size);
  const boxBottom = SAFE_MARGIN_POINTS + FOOTER_POINTS;
  page.drawImage(embedded, { x: (pageWidth - width) / 2, y: boxBottom + (box.height - height) / 2, width, height });

  // Standard Helvetica (WinAnsi): the footer holds only the site's words and an ASCII address.
  const font = await document.embedFont(StandardFonts.Helvetica);
  const footer = `Rabisco · desenhos para colorir grátis · ${asciiOnly(label.address)}`;
  const footerWidth = font.widthOfTextAtSize(footer, FOOTER_FONT_SIZE);
  page.drawText(footer, {
    x: (pageWidth - footerWidth) / 2,
    y: SAFE_MARGIN_POINTS + 2,
    size: FOOTER_FONT_SIZE,
    font,
    color: rgb(0.45, 0.45, 0.45),
  });
  return document.save({ useObjectStreams: true });
}

/** The whole PDF from the drawing's image. */
export async function renderA4Pdf(image: Uint8Array, label: PdfLabel): Promise<Uint8Array> {
  return composeA4Pdf(await printImage(image), label);
}

/** What a drawing's PDF says: its title, its short address on the site (`/desenho/{slug}`, which always leads to it) and now. */
export function drawingPdfLabel(siteUrl: string, drawing: { title: string; slug: string }, createdAt = new Date()): PdfLabel {
  const host = new URL(siteUrl).host;
  return { title: drawing.title, address: `${host}${shortDrawingPath(drawing.slug)}`, createdAt };
}

function asciiOnly(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, "");
}
