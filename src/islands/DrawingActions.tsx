import type { MouseEvent } from "react";
import { useEffect } from "react";
import {
  type DrawingRef,
  downloadDrawing,
  printDrawing,
  recordDrawingDownload,
  recordDrawingView,
} from "../lib/drawing-actions.ts";
import { markDrawingActionsReady, takeEarlyPrint } from "../lib/early-print.ts";

/**
 * The drawing page's actions (spec "Drawing page"): 'Baixar Desenho' saves
 * the image as {slug}.webp, 'Imprimir Desenho' prints it through a hidden
 * frame, 'Baixar PDF (A4)' is a plain link to the static PDF. Hydrated when
 * the browser is idle, it counts the page view once.
 *
 * No click is lost before hydration: both downloads are real links with a
 * `download` attribute, which the island enhances with the counter and the
 * toast; a print click is held by the page's early listener
 * (src/components/EarlyPrint.astro) and run here once hydrated.
 */
type Props = DrawingRef & { pdfUrl: string | null };

const BUTTON =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-bold shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";

export default function DrawingActions({ id, slug, title, imageUrl, pdfUrl }: Props) {
  const drawing = { id, slug, title, imageUrl };
  useEffect(() => {
    recordDrawingView(id);
    markDrawingActionsReady();
    if (takeEarlyPrint()) printDrawing({ id, slug, title, imageUrl });
  }, [id, slug, title, imageUrl]);
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    // The link downloads on its own before hydration; here, the image is fetched
    // (so a cross-origin one, from Supabase Storage, still saves as a file) and counted.
    event.preventDefault();
    void downloadDrawing(drawing);
  };
  return (
    <div data-drawing-actions className="flex flex-wrap gap-3 print:hidden">
      <a
        href={imageUrl}
        download={`${slug}.webp`}
        data-action="download"
        className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-600`}
        onClick={download}
      >
        <span aria-hidden="true">⬇️</span> Baixar Desenho
      </a>
      <button
        type="button"
        data-action="print"
        className={`${BUTTON} border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
        onClick={() => printDrawing(drawing)}
      >
        <span aria-hidden="true">🖨️</span> Imprimir Desenho
      </button>
      {pdfUrl && (
        <a
          href={pdfUrl}
          download={`${slug}.pdf`}
          data-action="pdf"
          className={`${BUTTON} border-2 border-gray-300 bg-white text-ink hover:border-brand-700`}
          // The PDF is a static file; downloading it counts as a download too.
          onClick={() => void recordDrawingDownload(id)}
        >
          <span aria-hidden="true">📄</span> Baixar PDF (A4)
        </a>
      )}
    </div>
  );
}
