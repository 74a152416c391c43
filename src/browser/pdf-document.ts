import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFEmbeddedPage,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
} from "pdf-lib";
import { FOOTER_POINTS, SAFE_MARGIN_POINTS } from "#src/lib/print-page.ts";

/**
 * What the PDFs made in the browser share (the cadernos, the activity
 * sheets): a new document that says what it is and who made it, and a
 * drawing's own PDF ('Baixar PDF (A4)') taken in by its printable box.
 */
export async function newSheetDocument({
  title,
  subject,
  now,
}: {
  title: string;
  subject: string;
  now: Date;
}): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  document.setTitle(winAnsi(title));
  document.setSubject(subject);
  document.setAuthor("Rabisco");
  document.setCreator("Rabisco");
  document.setProducer("Rabisco");
  document.setLanguage("pt-BR");
  document.setCreationDate(now);
  document.setModificationDate(now);
  return document;
}

/**
 * The printable box of a drawing's own page, embedded as it is (no image
 * decoded or encoded again): its margins and its footer stay out.
 */
export async function embedDrawingBox(document: PDFDocument, drawingPdf: Uint8Array): Promise<PDFEmbeddedPage> {
  const source = await PDFDocument.load(drawingPdf);
  const [sourcePage] = source.getPages();
  if (!sourcePage) throw new Error("the drawing's PDF has no page");
  const { width, height } = sourcePage.getSize();
  return document.embedPage(sourcePage, {
    left: SAFE_MARGIN_POINTS,
    bottom: SAFE_MARGIN_POINTS + FOOTER_POINTS,
    right: width - SAFE_MARGIN_POINTS,
    top: height - SAFE_MARGIN_POINTS,
  });
}

/**
 * The text as the standard fonts can write it (WinAnsi: Portuguese's
 * accents are there); anything else becomes a space rather than stopping
 * the caderno.
 */
export function winAnsi(text: string): string {
  return text
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** `text` in WinAnsi, broken into lines no wider than `width` at `size`. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [""];
  for (const word of winAnsi(text).split(" ")) {
    const current = lines[lines.length - 1] as string;
    const next = current === "" ? word : `${current} ${word}`;
    if (font.widthOfTextAtSize(next, size) <= width || current === "") lines[lines.length - 1] = next;
    else lines.push(word);
  }
  return lines;
}

/**
 * An 8-bit grey raster, already zlib-compressed (the browser's own
 * CompressionStream: native, no JavaScript deflate), drawn on `page` in the
 * box given: a FlateDecode image, no JPEG to encode in the tab, no
 * artefacts around the lines.
 */
export function drawGreyImage(
  document: PDFDocument,
  page: PDFPage,
  image: { zlib: Uint8Array; width: number; height: number },
  at: { x: number; y: number; width: number; height: number },
): void {
  const stream = document.context.stream(image.zlib, {
    Type: "XObject",
    Subtype: "Image",
    Width: image.width,
    Height: image.height,
    ColorSpace: "DeviceGray",
    BitsPerComponent: 8,
    Filter: "FlateDecode",
  });
  const name = page.node.newXObject("Grey", document.context.register(stream));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(at.width, 0, 0, at.height, at.x, at.y),
    drawObject(name),
    popGraphicsState(),
  );
}

/** Bytes compressed as zlib (RFC 1950, PDF's FlateDecode) by the platform's CompressionStream. */
export async function zlibCompress(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
