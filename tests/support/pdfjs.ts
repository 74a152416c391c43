import { GlobalWorkerOptions, getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * A PDF as Mozilla's pdf.js reads it (what Firefox shows): each page's size
 * in points and its text, and the document's metadata. A second reader
 * nobody here wrote, beside pdf-lib, for the cadernos (issue 36).
 */
GlobalWorkerOptions.workerSrc = import.meta.resolve("pdfjs-dist/legacy/build/pdf.worker.mjs");

export type PdfJsReading = {
  info: { Title?: string; Language?: string; [key: string]: unknown };
  pages: { width: number; height: number; text: string }[];
};

export async function readWithPdfJs(bytes: Uint8Array): Promise<PdfJsReading> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const { info } = await document.getMetadata();
    const pages: PdfJsReading["pages"] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
      pages.push({ width, height, text });
    }
    return { info: info as PdfJsReading["info"], pages };
  } finally {
    await document.destroy();
  }
}
