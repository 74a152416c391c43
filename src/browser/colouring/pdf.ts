/**
 * A one-page A4 PDF holding one JPEG, for 'Baixar PDF' of a coloured
 * drawing. A PDF that only shows a JPEG is five small objects and the JPEG
 * itself (DCTDecode): written here in a few lines rather than shipping a PDF
 * library to the colouring screen, whose JavaScript budget is 120 KB.
 *
 * The sheet is turned the way the picture is, and the picture fitted inside
 * 10 mm margins, centred: as the drawing's own PDF and the print dialog do.
 */
import { concatBytes } from "#src/lib/bytes.ts";
import { A4_POINTS, mm } from "#src/lib/print-page.ts";

const MARGIN_POINTS = mm(10);

export type PdfImage = { jpeg: Uint8Array; width: number; height: number };

export function a4PdfOfJpeg({ jpeg, width, height }: PdfImage, title = ""): Uint8Array<ArrayBuffer> {
  if (!(width > 0 && height > 0)) throw new Error("image has no size");
  const landscape = width > height;
  const pageWidth = landscape ? A4_POINTS.height : A4_POINTS.width;
  const pageHeight = landscape ? A4_POINTS.width : A4_POINTS.height;
  const scale = Math.min((pageWidth - 2 * MARGIN_POINTS) / width, (pageHeight - 2 * MARGIN_POINTS) / height);
  const drawnWidth = width * scale;
  const drawnHeight = height * scale;
  const x = (pageWidth - drawnWidth) / 2;
  const y = (pageHeight - drawnHeight) / 2;
  const content = `q ${fixed(drawnWidth)} 0 0 ${fixed(drawnHeight)} ${fixed(x)} ${fixed(y)} cm /Im0 Do Q`;

  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (body: string | (string | Uint8Array)[]) => {
    offsets.push(length);
    push(`${offsets.length} 0 obj\n`);
    for (const part of Array.isArray(body) ? body : [body]) push(part);
    push("\nendobj\n");
  };

  // The binary comment line tells readers the file holds binary data.
  push(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  object("<< /Type /Catalog /Pages 2 0 R >>");
  object("<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  object(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${fixed(pageWidth)} ${fixed(pageHeight)}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`,
  );
  object([
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
    jpeg,
    "\nendstream",
  ]);
  object(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  object(`<< /Title ${pdfText(title)} /Producer (Rabisco) >>`);
  const xref = length;
  push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, "0")} 00000 n \n`);
  push(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R /Info ${offsets.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  return concatBytes(parts);
}

const fixed = (value: number) => value.toFixed(2);

/**
 * A title as a PDF text string: UTF-16BE after its byte order mark, in hex
 * (PDF 1.4 §3.8.1), so accents survive ('Borboleta no céu', not '…ceu')
 * and no character needs escaping. At most 200 characters.
 */
function pdfText(text: string): string {
  const title = [...text].slice(0, 200).join("");
  let hex = "FEFF";
  for (let index = 0; index < title.length; index++) hex += title.charCodeAt(index).toString(16).padStart(4, "0");
  return `<${hex.toUpperCase()}>`;
}
