import { useEffect } from "react";
import {
  type DrawingRef,
  downloadDrawing,
  printDrawing,
  recordDrawingDownload,
  recordDrawingView,
} from "../lib/drawing-actions.ts";

/**
 * The drawing page's actions (spec "Drawing page"): 'Baixar Desenho' saves
 * the image as {slug}.webp, 'Imprimir Desenho' prints it through a hidden
 * frame, 'Baixar PDF (A4)' is a plain link to the static PDF. Hydrated when
 * the browser is idle, it counts the page view once.
 */
type Props = DrawingRef & { pdfUrl: string | null };

const BUTTON =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-bold shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";

export default function DrawingActions({ id, slug, title, imageUrl, pdfUrl }: Props) {
  useEffect(() => recordDrawingView(id), [id]);
  const drawing = { id, slug, title, imageUrl };
  return (
    <div data-drawing-actions className="flex flex-wrap gap-3 print:hidden">
      <button
        type="button"
        data-action="download"
        className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-600`}
        onClick={() => void downloadDrawing(drawing)}
      >
        <span aria-hidden="true">⬇️</span> Baixar Desenho
      </button>
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
