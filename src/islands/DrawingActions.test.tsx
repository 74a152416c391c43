// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import DrawingActions from "./DrawingActions.tsx";
import { click, hydrate, type Mounted, serverRender, settle } from "./testing/render.ts";

const actions = vi.hoisted(() => ({
  downloadDrawing: vi.fn(async () => {}),
  printDrawing: vi.fn(),
  recordDrawingDownload: vi.fn(async () => {}),
  recordDrawingView: vi.fn(),
}));
vi.mock("../browser/drawing-actions.ts", () => actions);

const drawing = {
  id: "00000000-0000-4000-8000-0000000000d1",
  slug: "gato-feliz",
  title: "Gato feliz",
  imageUrl: "/storage/drawings/gato-feliz.webp",
};
const url = "https://rabisco.example/desenhos/animais/gato-feliz";
let mounted: Mounted | undefined;
beforeEach(() => {
  for (const action of Object.values(actions)) action.mockClear();
  localStorage.clear();
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe("DrawingActions", () => {
  it("renders the buttons and the PDF link on the server", () => {
    const document = new DOMParser().parseFromString(
      serverRender(DrawingActions, { ...drawing, url, pdfUrl: "/storage/drawings/gato-feliz.pdf" }),
      "text/html",
    );
    expect([...document.querySelectorAll("[data-action]")].map((action) => action.textContent?.trim())).toEqual([
      "Baixar Desenho",
      "Imprimir Desenho",
      "Baixar PDF (A4)",
      "PDF com nome e data",
      "Compartilhar",
      "WhatsApp",
      "Salvar",
    ]);
    // Icons are drawn, not emoji, and hidden from screen readers.
    expect(document.querySelectorAll('[data-action] svg[aria-hidden="true"]').length).toBe(7);
    // A real link before hydration: a click then downloads the image natively.
    const download = document.querySelector("a[data-action=download]");
    expect(download?.getAttribute("href")).toBe(drawing.imageUrl);
    expect(download?.getAttribute("download")).toBe(`${drawing.slug}.webp`);
    const pdf = document.querySelector("a[data-action=pdf]");
    expect(pdf?.getAttribute("href")).toBe("/storage/drawings/gato-feliz.pdf");
    expect(pdf?.getAttribute("download")).toBe("gato-feliz.pdf");
  });

  it("prints once hydrated when the print button was clicked before", async () => {
    document.documentElement.setAttribute("data-early-print", "");
    mounted = await hydrate(DrawingActions, { ...drawing, url, pdfUrl: null });
    expect(actions.printDrawing).toHaveBeenCalledWith(drawing);
    expect(document.documentElement.hasAttribute("data-early-print")).toBe(false);
    expect(document.documentElement.hasAttribute("data-drawing-actions-ready")).toBe(true);
  });

  it("has no PDF link without a PDF", () => {
    expect(serverRender(DrawingActions, { ...drawing, url, pdfUrl: null })).not.toContain('data-action="pdf"');
  });

  it("counts the view once hydrated, and downloads, prints and counts the PDF on click", async () => {
    mounted = await hydrate(DrawingActions, { ...drawing, url, pdfUrl: "/storage/drawings/gato-feliz.pdf" });
    expect(actions.recordDrawingView).toHaveBeenCalledWith("00000000-0000-4000-8000-0000000000d1");
    const find = (action: string) => mounted?.container.querySelector(`[data-action=${action}]`) as HTMLElement;
    await click(find("download"));
    expect(actions.downloadDrawing).toHaveBeenCalledWith(drawing);
    await click(find("print"));
    expect(actions.printDrawing).toHaveBeenCalledWith(drawing);
    find("pdf").addEventListener("click", (event) => event.preventDefault());
    await click(find("pdf"));
    expect(actions.recordDrawingDownload).toHaveBeenCalledWith("00000000-0000-4000-8000-0000000000d1");
  });

  it("saves the drawing in 'savedDrawings' and says so, and 'Salvo' comes back with the page", async () => {
    mounted = await hydrate(DrawingActions, { ...drawing, url, pdfUrl: null });
    const save = () => mounted?.container.querySelector("[data-action=save]") as HTMLElement;
    await click(save());
    expect(save().getAttribute("aria-pressed")).toBe("true");
    expect(save().textContent).toContain("Salvo");
    expect(mounted.container.querySelector("[data-feedback]")?.textContent).toBe("Desenho salvo nos favoritos!");
    expect(JSON.parse(localStorage.getItem("savedDrawings") ?? "")).toEqual(["00000000-0000-4000-8000-0000000000d1"]);
    mounted.unmount();
    mounted = await hydrate(DrawingActions, { ...drawing, url, pdfUrl: null });
    expect(save().getAttribute("aria-pressed")).toBe("true");
  });

  it("shares the page's address, copies it without a share sheet, and links to WhatsApp with title and address", async () => {
    mounted = await hydrate(DrawingActions, { ...drawing, url, pdfUrl: null });
    const whatsApp = new URL(mounted.container.querySelector("[data-action=whatsapp]")?.getAttribute("href") ?? "");
    expect(whatsApp.origin).toBe("https://wa.me");
    expect(whatsApp.searchParams.get("text")).toBe(`Gato feliz ${url}`);
    const copied: string[] = [];
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => copied.push(text) },
    });
    await click(mounted.container.querySelector("[data-action=share]") as HTMLElement);
    await settle();
    expect(copied).toEqual([url]);
    expect(mounted.container.querySelector("[data-feedback]")?.textContent).toBe("Link copiado para a área de transferência!");
  });
});
