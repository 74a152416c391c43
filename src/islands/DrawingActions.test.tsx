// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import DrawingActions from "./DrawingActions.tsx";
import { click, hydrate, type Mounted, serverRender } from "./testing/render.ts";

const actions = vi.hoisted(() => ({
  downloadDrawing: vi.fn(async () => {}),
  printDrawing: vi.fn(),
  recordDrawingDownload: vi.fn(async () => {}),
  recordDrawingView: vi.fn(),
}));
vi.mock("../lib/drawing-actions.ts", () => actions);

const drawing = { id: "d1", slug: "gato-feliz", title: "Gato feliz", imageUrl: "/storage/drawings/gato-feliz.webp" };
let mounted: Mounted | undefined;
beforeEach(() => {
  for (const action of Object.values(actions)) action.mockClear();
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe("DrawingActions", () => {
  it("renders the buttons and the PDF link on the server", () => {
    const document = new DOMParser().parseFromString(
      serverRender(DrawingActions, { ...drawing, pdfUrl: "/storage/drawings/gato-feliz.pdf" }),
      "text/html",
    );
    expect([...document.querySelectorAll("button")].map((button) => button.textContent?.trim())).toEqual(["🖨️ Imprimir Desenho"]);
    // A real link before hydration: a click then downloads the image natively.
    const download = document.querySelector("a[data-action=download]");
    expect(download?.textContent?.trim()).toBe("⬇️ Baixar Desenho");
    expect(download?.getAttribute("href")).toBe(drawing.imageUrl);
    expect(download?.getAttribute("download")).toBe(`${drawing.slug}.webp`);
    const pdf = document.querySelector("a[data-action=pdf]");
    expect(pdf?.getAttribute("href")).toBe("/storage/drawings/gato-feliz.pdf");
    expect(pdf?.getAttribute("download")).toBe("gato-feliz.pdf");
  });

  it("prints once hydrated when the print button was clicked before", async () => {
    document.documentElement.setAttribute("data-early-print", "");
    mounted = await hydrate(DrawingActions, { ...drawing, pdfUrl: null });
    expect(actions.printDrawing).toHaveBeenCalledWith(drawing);
    expect(document.documentElement.hasAttribute("data-early-print")).toBe(false);
    expect(document.documentElement.hasAttribute("data-drawing-actions-ready")).toBe(true);
  });

  it("has no PDF link without a PDF", () => {
    expect(serverRender(DrawingActions, { ...drawing, pdfUrl: null })).not.toContain('data-action="pdf"');
  });

  it("counts the view once hydrated, and downloads, prints and counts the PDF on click", async () => {
    mounted = await hydrate(DrawingActions, { ...drawing, pdfUrl: "/storage/drawings/gato-feliz.pdf" });
    expect(actions.recordDrawingView).toHaveBeenCalledWith("d1");
    const find = (action: string) => mounted?.container.querySelector(`[data-action=${action}]`) as HTMLElement;
    await click(find("download"));
    expect(actions.downloadDrawing).toHaveBeenCalledWith(drawing);
    await click(find("print"));
    expect(actions.printDrawing).toHaveBeenCalledWith(drawing);
    find("pdf").addEventListener("click", (event) => event.preventDefault());
    await click(find("pdf"));
    expect(actions.recordDrawingDownload).toHaveBeenCalledWith("d1");
  });
});
