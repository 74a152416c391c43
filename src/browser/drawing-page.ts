import { afterLoad, enhanceActions } from "./actions.ts";
import { downloadDrawing, printDrawing, recordDrawingDownload, recordDrawingView } from "./drawing-actions.ts";
import { shareAndSaveHandlers } from "./share-and-save.ts";
import { DRAWING_MESSAGES } from "./share-messages.ts";
import { toast } from "./toast.ts";

/**
 * The drawing page's actions (src/components/DrawingActions.astro), bound
 * when this module runs: taps made before are replayed (src/browser/actions.ts).
 * The page view is counted once the page has loaded.
 */
export function enhanceDrawingActions(root: HTMLElement): void {
  const { id = "", slug = "", title = "", image = "", url = "" } = root.dataset;
  const drawing = { id, slug, title, imageUrl: image };
  enhanceActions(root, {
    download: (_link, event) => {
      // The link saves the image on its own without JavaScript; here it is fetched
      // (so a cross-origin one, from Supabase Storage, still saves as a file) and counted.
      event.preventDefault();
      void downloadDrawing(drawing);
    },
    // The PDF is a static file the link downloads; it counts as a download too.
    pdf: () => void recordDrawingDownload(id),
    "named-pdf": (button, event) => {
      event.preventDefault();
      void downloadNamedSheet(button, drawing, (button as HTMLButtonElement).value);
    },
    print: () => printDrawing(drawing),
    ...shareAndSaveHandlers(root, { kind: "drawing", id, title, text: `Desenho para colorir: ${title}`, url }, DRAWING_MESSAGES),
  });
  afterLoad(() => recordDrawingView(id));
}

/**
 * The teacher's sheet ('PDF com nome e data'): the drawing's page with a
 * 'Nome / Data' line, made in this tab like a caderno of one (issue 36). The
 * PDF code loads on the first press, never with the page.
 */
async function downloadNamedSheet(button: HTMLElement, drawing: { id: string; slug: string; title: string }, pdfUrl: string) {
  if (button.getAttribute("aria-busy") === "true") return;
  const label = button.querySelector("[data-label]");
  const idle = label?.textContent ?? "";
  button.setAttribute("aria-busy", "true");
  if (label) label.textContent = "Preparando…";
  try {
    const { saveCaderno } = await import("./caderno/save-caderno.ts");
    await saveCaderno([{ id: drawing.id, title: drawing.title, pdfUrl }], {
      title: drawing.title,
      perSheet: 1,
      nameLine: true,
      cover: false,
      fileName: `${drawing.slug}-com-nome.pdf`,
    });
    toast({ title: "Download iniciado!", description: `${drawing.title}, com linha para nome e data` });
  } catch (error) {
    console.error(error);
    toast({ title: "Erro", description: "Não foi possível preparar o PDF. Tente novamente.", variant: "destructive" });
  } finally {
    button.removeAttribute("aria-busy");
    if (label) label.textContent = idle;
  }
}
