import { decodePDFRawStream, PDFArray, type PDFPage, PDFRawStream } from "pdf-lib";

/**
 * What a PDF page's content streams say, decoded: pdf-lib writes the text
 * of its standard fonts as hex strings of WinAnsi codes, so a test looks
 * for `pdfHex("Nome:")` in it.
 */
export function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams: unknown[] =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
    .join("\n");
}

/** A text as pdf-lib's standard fonts write it in a content stream. */
export const pdfHex = (text: string) => Buffer.from(text, "latin1").toString("hex").toUpperCase();
