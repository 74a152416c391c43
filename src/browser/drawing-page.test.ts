// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_ACTIONS_QUEUE, earlyActionsScript } from "../lib/early-actions.ts";
import { enhanceDrawingActions } from "./drawing-page.ts";

const actions = vi.hoisted(() => ({
  downloadDrawing: vi.fn(async () => {}),
  printDrawing: vi.fn(),
  recordDrawingDownload: vi.fn(async () => {}),
  recordDrawingView: vi.fn(),
}));
vi.mock("./drawing-actions.ts", () => actions);

const drawing = {
  id: "00000000-0000-4000-8000-0000000000d1",
  slug: "gato-feliz",
  title: "Gato feliz",
  imageUrl: "/storage/drawings/gato-feliz.webp",
};
const url = "https://rabisco.example/desenhos/animais/gato-feliz";

/** The markup src/components/DrawingActions.astro renders, as far as the module reads it. */
function renderActions(): HTMLElement {
  document.body.innerHTML = `
    <div data-actions data-drawing-actions data-id="${drawing.id}" data-slug="${drawing.slug}" data-title="${drawing.title}"
      data-image="${drawing.imageUrl}" data-url="${url}">
      <a href="${drawing.imageUrl}" download="gato-feliz.webp" data-action="download">Baixar Desenho</a>
      <button type="button" data-action="print">Imprimir Desenho</button>
      <a href="/storage/drawings/gato-feliz.pdf" download="gato-feliz.pdf" data-action="pdf">Baixar PDF (A4)</a>
      <button type="button" data-action="share">Compartilhar</button>
      <a href="https://wa.me/?text=x" data-action="whatsapp" data-action-native>WhatsApp</a>
      <button type="button" data-action="save" aria-pressed="false"><span data-save-label>Salvar</span></button>
      <p role="status" data-feedback></p>
    </div>`;
  return document.querySelector("[data-drawing-actions]") as HTMLElement;
}

const control = (action: string) => document.querySelector(`[data-action=${action}]`) as HTMLElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Links are not followed in jsdom; what matters is whether a handler let them be. */
function followed(link: HTMLElement): () => boolean {
  let prevented = false;
  link.addEventListener("click", (event) => {
    prevented = event.defaultPrevented;
  });
  return () => !prevented;
}

beforeEach(() => {
  for (const action of Object.values(actions)) action.mockClear();
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_ACTIONS_QUEUE];
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("the drawing page's actions", () => {
  it("download, print and count the PDF once bound, and count the view", async () => {
    enhanceDrawingActions(renderActions());
    expect(actions.recordDrawingView).toHaveBeenCalledWith(drawing.id);
    control("download").click();
    expect(actions.downloadDrawing).toHaveBeenCalledWith(drawing);
    control("print").click();
    expect(actions.printDrawing).toHaveBeenCalledWith(drawing);
    const pdfFollowed = followed(control("pdf"));
    control("pdf").click();
    expect(actions.recordDrawingDownload).toHaveBeenCalledWith(drawing.id);
    expect(pdfFollowed()).toBe(true);
  });

  it("hold taps made before the module runs and do each once when it does", async () => {
    const root = renderActions();
    // The inline script, as the page runs it before the actions are parsed. It listens on the
    // document, so it is taken off again at the end.
    const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
    const add = document.addEventListener.bind(document);
    document.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean) => {
      listeners.push([type, listener, options]);
      add(type, listener, options);
    }) as typeof document.addEventListener;
    new Function(earlyActionsScript())();
    // A page with two groups of actions carries it twice: it listens once.
    new Function(earlyActionsScript())();
    document.addEventListener = add;
    expect(listeners).toHaveLength(1);
    try {
      const whatsAppFollowed = followed(control("whatsapp"));
      control("whatsapp").click();
      expect(whatsAppFollowed()).toBe(true);
      const saveFollowed = followed(control("save"));
      control("save").click();
      control("save").click();
      control("print").click();
      expect(saveFollowed()).toBe(false);
      expect(control("save").getAttribute("aria-busy")).toBe("true");
      expect(localStorage.getItem("savedDrawings")).toBeNull();
      expect(actions.printDrawing).not.toHaveBeenCalled();

      enhanceDrawingActions(root);
      await settle();
      // Each held control once, in the order tapped: two taps on 'Salvar' before are one save.
      expect(JSON.parse(localStorage.getItem("savedDrawings") ?? "[]")).toEqual([drawing.id]);
      expect(control("save").getAttribute("aria-pressed")).toBe("true");
      expect(control("save").textContent).toBe("Salvo");
      expect(control("save").hasAttribute("aria-busy")).toBe(false);
      expect(actions.printDrawing).toHaveBeenCalledTimes(1);
      // Bound now: a tap is no longer held.
      control("print").click();
      expect(actions.printDrawing).toHaveBeenCalledTimes(2);
    } finally {
      for (const [type, listener, options] of listeners) document.removeEventListener(type, listener, options);
    }
  });

  it("say 'Salvo' for a drawing saved before, and take it out of the favourites on a tap", () => {
    localStorage.setItem("savedDrawings", JSON.stringify([drawing.id]));
    enhanceDrawingActions(renderActions());
    expect(control("save").getAttribute("aria-pressed")).toBe("true");
    control("save").click();
    expect(control("save").getAttribute("aria-pressed")).toBe("false");
    expect(control("save").textContent).toBe("Salvar");
    expect(document.querySelector("[data-feedback]")?.textContent).toBe("Desenho removido dos favoritos!");
    expect(localStorage.getItem("savedDrawings")).toBe("[]");
  });

  it("copy the page's address where there is no share sheet, and say so", async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => copied.push(text) },
    });
    enhanceDrawingActions(renderActions());
    control("share").click();
    await settle();
    await settle();
    expect(copied).toEqual([url]);
    expect(document.querySelector("[data-feedback]")?.textContent).toBe("Link copiado para a área de transferência!");
  });
});
