import { PRINT_FRAME_REMOVE_MS } from "../lib/site.ts";
import { saveBytes } from "./save-bytes.ts";
import { toast } from "./toast.ts";

/** Browser side of the drawing page: counters, download and print. */
export type DrawingRef = { id: string; slug: string; title: string; imageUrl: string };

/** Bumps a counter; a failure is only logged, as the spec says. */
async function bump(id: string, counter: "view" | "download"): Promise<void> {
  try {
    const response = await fetch(`/api/drawings/${encodeURIComponent(id)}/${counter}`, { method: "POST" });
    // Read the small body: until it is read, the browser keeps the request open.
    await response.text();
    if (!response.ok) console.error(`Falha ao registrar ${counter}: HTTP ${response.status}`);
  } catch (error) {
    console.error(error);
  }
}

/** Counts a download made outside `downloadDrawing` (the PDF link). */
export function recordDrawingDownload(id: string): Promise<void> {
  return bump(id, "download");
}

let viewRecorded = false;

/** Counts one view per page load, after the page has loaded. */
export function recordDrawingView(id: string): void {
  if (viewRecorded || !id) return;
  viewRecorded = true;
  void bump(id, "view");
}

/** Saves the image as {slug}.webp and counts the download. */
export async function downloadDrawing(drawing: DrawingRef): Promise<void> {
  try {
    const response = await fetch(drawing.imageUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    saveBytes(await response.blob(), `${drawing.slug}.webp`);
    toast({ title: "Download iniciado!", description: drawing.title });
    await bump(drawing.id, "download");
  } catch (error) {
    console.error(error);
    toast({ title: "Erro", description: "Não foi possível baixar o desenho. Tente novamente.", variant: "destructive" });
  }
}

/**
 * Prints only the drawing: a hidden frame holding the image, whose print
 * dialog opens once the image has loaded, on an A4 sheet turned the way the
 * drawing is; the frame goes away 1 s later.
 */
export function printDrawing(drawing: DrawingRef): void {
  toast({ title: "Preparando para imprimir..." });
  const frame = document.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.dataset.printFrame = "";
  frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden";
  const fail = (error: unknown) => {
    console.error(error);
    frame.remove();
    toast({ title: "Erro", description: "Não foi possível preparar a impressão.", variant: "destructive" });
  };
  frame.addEventListener("load", () => {
    const doc = frame.contentDocument;
    const win = frame.contentWindow;
    if (!doc || !win) return fail(new Error("print frame unavailable"));
    const image = doc.querySelector("img");
    if (!image) return fail(new Error("no image"));
    const print = () => {
      try {
        // A landscape drawing prints on a landscape sheet, as its PDF does.
        const landscape = image.naturalWidth > image.naturalHeight;
        const page = doc.createElement("style");
        page.textContent = `@page{size:A4 ${landscape ? "landscape" : "portrait"};margin:10mm}`;
        doc.head.append(page);
        win.focus();
        win.print();
      } catch (error) {
        return fail(error);
      }
      setTimeout(() => frame.remove(), PRINT_FRAME_REMOVE_MS);
    };
    if (image.complete && image.naturalWidth > 0) print();
    else {
      image.addEventListener("load", print, { once: true });
      image.addEventListener("error", () => fail(new Error("image failed to load")), { once: true });
    }
  });
  const title = drawing.title.replace(/[<>&"]/g, "");
  const src = new URL(drawing.imageUrl, location.href).toString().replace(/"/g, "%22");
  frame.srcdoc = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title><style>html,body{margin:0;height:100%}img{display:block;width:100%;height:100%;object-fit:contain}</style></head><body><img src="${src}" alt=""></body></html>`;
  document.body.append(frame);
}
