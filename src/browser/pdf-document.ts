import { PDFDocument, type PDFEmbeddedPage, type PDFFont } from "pdf-lib";
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
