import { PDFDict, PDFDocument, PDFName, type PDFPage, rgb } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { NAME_LINE_TEXT } from "#src/browser/caderno/layout.ts";
import { A4_POINTS, FOOTER_POINTS, SAFE_MARGIN_POINTS } from "#src/lib/print-page.ts";
import { pageText, pdfHex } from "../../../tests/support/pdf-text.ts";
import { winAnsi } from "../pdf-document.ts";
import { type ActivitySheets, type CadernoDrawing, CadernoTooLargeError, makeCaderno } from "./caderno-pdf.ts";

/**
 * Cadernos from drawings' PDFs shaped like the stored ones (one A4 page, the
 * drawing inside the printable box, a footer below it), read back with
 * pdf-lib: sheets, what each holds, the name lines and the metadata.
 */
async function drawingPdf(landscape = false): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const [width, height] = landscape ? [A4_POINTS.height, A4_POINTS.width] : [A4_POINTS.width, A4_POINTS.height];
  const page = document.addPage([width, height]);
  const box = { x: SAFE_MARGIN_POINTS, y: SAFE_MARGIN_POINTS + FOOTER_POINTS };
  page.drawRectangle({
    ...box,
    width: width - 2 * box.x,
    height: height - box.y - SAFE_MARGIN_POINTS,
    borderColor: rgb(0, 0, 0),
    borderWidth: 3,
  });
  page.drawText("Rabisco footer", { x: box.x, y: SAFE_MARGIN_POINTS + 2, size: 7.5 });
  return document.save();
}

const drawings = (count: number): CadernoDrawing[] =>
  Array.from({ length: count }, (_, index) => ({ title: `Desenho ${index + 1}`, pdfUrl: `/storage/drawings/d${index + 1}.pdf` }));

const options = {
  title: "Páscoa na escola",
  perSheet: 4 as const,
  nameLine: true,
  cover: false,
  footer: "Rabisco · rabisco.com.br",
};

const hex = pdfHex;
const xObjects = (page: PDFPage) => {
  const resources = page.node.Resources();
  const dict = resources?.lookup(PDFName.of("XObject"), PDFDict);
  return dict ? dict.keys().length : 0;
};

describe("cadernos", () => {
  it("puts 12 drawings 4 to a sheet on 3 A4 sheets, each drawing with its name line, and says what it is", async () => {
    const source = await drawingPdf();
    const progress: number[] = [];
    const { pdf, skipped } = await makeCaderno(drawings(12), options, {
      fetchPdf: async () => source,
      onProgress: ({ done, total }) => {
        expect(total).toBe(12);
        progress.push(done);
      },
      now: new Date("2026-11-27T12:00:00Z"),
    });
    expect(skipped).toEqual([]);
    expect(progress).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(3);
    for (const page of document.getPages()) {
      expect(page.getWidth()).toBeCloseTo(A4_POINTS.width, 1);
      expect(page.getHeight()).toBeCloseTo(A4_POINTS.height, 1);
      expect(xObjects(page)).toBe(4);
      const text = pageText(page);
      expect(text.split(hex(NAME_LINE_TEXT)).length - 1).toBe(4);
      expect(text).toContain(hex("Rabisco · rabisco.com.br"));
    }
    expect(document.getTitle()).toBe("Páscoa na escola");
    expect(document.catalog.get(PDFName.of("Lang"))?.toString()).toContain("pt-BR");
  });

  it("opens with a cover listing the drawings, leaves out a file it cannot read, and lays a lying drawing out whole", async () => {
    const upright = await drawingPdf();
    const lying = await drawingPdf(true);
    const list = drawings(3);
    const { pdf, skipped } = await makeCaderno(
      list,
      { ...options, perSheet: 1, nameLine: false, cover: true },
      {
        fetchPdf: async (url) => {
          if (url.endsWith("d2.pdf")) return new TextEncoder().encode("<html>not a pdf</html>");
          return url.endsWith("d3.pdf") ? lying : upright;
        },
      },
    );
    expect(skipped.map((drawing) => drawing.title)).toEqual(["Desenho 2"]);
    const document = await PDFDocument.load(pdf);
    // The cover, then one sheet per drawing (the unreadable one's sheet stays, empty, so the numbering holds).
    expect(document.getPageCount()).toBe(4);
    const cover = pageText(document.getPage(0));
    expect(cover).toContain(hex("Páscoa na escola"));
    expect(cover).toContain(hex("1. Desenho 1"));
    expect(cover).toContain(hex("2. Desenho 3"));
    expect(xObjects(document.getPage(1))).toBe(1);
    expect(xObjects(document.getPage(2))).toBe(0);
    expect(xObjects(document.getPage(3))).toBe(1);
    expect(pageText(document.getPage(1))).not.toContain(hex("Nome:"));
  });

  it("stops when cancelled, and refuses more than 40 drawings", async () => {
    const source = await drawingPdf();
    const controller = new AbortController();
    await expect(
      makeCaderno(drawings(10), options, {
        fetchPdf: async () => source,
        onProgress: ({ done }) => {
          if (done === 3) controller.abort();
        },
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: "AbortError" });
    await expect(makeCaderno(drawings(41), options, { fetchPdf: async () => source })).rejects.toBeInstanceOf(
      CadernoTooLargeError,
    );
  });

  it("makes an activity's sheets one a drawing, reading the next drawing while it makes one, and leaves out a drawing that fails", async () => {
    const events: string[] = [];
    let reading = 0;
    let mostReadAtOnce = 0;
    const sheets: ActivitySheets<CadernoDrawing, string> = {
      read: async (drawing) => {
        reading++;
        mostReadAtOnce = Math.max(mostReadAtOnce, reading);
        events.push(`read ${drawing.title}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        reading--;
        if (drawing.title === "Desenho 3") throw new Error("HTTP 404");
        return `inputs of ${drawing.title}`;
      },
      add: async (into, drawing, inputs) => {
        events.push(`add ${drawing.title} from ${inputs}`);
        if (drawing.title === "Desenho 5") throw new Error("no outline");
        into.document.addPage([A4_POINTS.width, A4_POINTS.height]).drawText(winAnsi(inputs), { x: 40, y: 400, size: 12 });
      },
    };
    const { pdf, skipped } = await makeCaderno(
      drawings(6),
      { ...options, cover: true },
      { fetchPdf: async () => new Uint8Array(), sheets },
    );
    expect(skipped.map((drawing) => drawing.title)).toEqual(["Desenho 3", "Desenho 5"]);
    const document = await PDFDocument.load(pdf);
    // The cover, then the four sheets made, each from its own drawing's inputs.
    expect(document.getPageCount()).toBe(5);
    expect(pageText(document.getPage(4))).toContain(hex("inputs of Desenho 6"));
    // The next drawing is read before the current one's sheet is made, one read at a time.
    expect(events.indexOf("read Desenho 2")).toBeLessThan(events.indexOf("add Desenho 1 from inputs of Desenho 1"));
    expect(events.indexOf("read Desenho 4")).toBeGreaterThan(events.indexOf("add Desenho 2 from inputs of Desenho 2"));
    expect(mostReadAtOnce).toBe(1);
    expect(events.filter((event) => event.startsWith("read"))).toHaveLength(6);
  });

  it("lets go of the drawing read ahead when an activity caderno is cancelled", async () => {
    const controller = new AbortController();
    const released: string[] = [];
    const sheets: ActivitySheets<CadernoDrawing, string> = {
      read: async (drawing) => drawing.title,
      add: async (into) => {
        into.document.addPage();
      },
      release: (inputs) => released.push(inputs),
    };
    await expect(
      makeCaderno(drawings(5), options, {
        fetchPdf: async () => new Uint8Array(),
        sheets,
        onProgress: ({ done }) => {
          if (done === 2) controller.abort();
        },
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: "AbortError" });
    await expect.poll(() => released).toEqual(["Desenho 3"]);
  });

  it("writes what the standard fonts can: Portuguese accents stay, the rest becomes a space", () => {
    expect(winAnsi("Dia das Mães — São João 🎉")).toBe("Dia das Mães — São João");
    expect(winAnsi("Natal\u200b 🎄 feliz")).toBe("Natal feliz");
  });
});
