import type { MouseEvent } from "react";
import { useEffect, useState } from "react";
import {
  type DrawingRef,
  downloadDrawing,
  printDrawing,
  recordDrawingDownload,
  recordDrawingView,
} from "../browser/drawing-actions.ts";
import { markDrawingActionsReady, takeEarlyPrint } from "../browser/early-print.ts";
import { whatsAppShareUrl } from "../browser/share.ts";
import { DRAWING_MESSAGES } from "../browser/share-messages.ts";
import { toast } from "../browser/toast.ts";
import FeedbackMessage from "./FeedbackMessage.tsx";
import Icon from "./Icon.tsx";
import { useShareAndSave } from "./share-and-save.ts";

/**
 * The drawing page's actions (spec "Drawing page"), right under the drawing:
 * 'Baixar Desenho' saves the image as {slug}.webp and 'Imprimir Desenho'
 * prints it through a hidden frame, side by side even on a phone; under them,
 * smaller, 'Baixar PDF (A4)' (a plain link to the static PDF), the
 * teacher's sheet ('PDF com nome e data': the same page with a 'Nome / Data'
 * line, made in the browser like a caderno of one, issue 36),
 * 'Compartilhar', WhatsApp and 'Salvar' (the 'Meus favoritos' list).
 * Hydrated when the browser is idle, it counts the page view once.
 *
 * No click is lost before hydration: both downloads are real links with a
 * `download` attribute, which the island enhances with the counter and the
 * toast; a print click is held by the page's early listener
 * (src/components/EarlyPrint.astro) and run here once hydrated.
 */
type Props = DrawingRef & {
  pdfUrl: string | null;
  /** The page's absolute address, to share. */
  url: string;
};

const FOCUS = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const MAIN_BUTTON = `inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-3 text-sm font-bold shadow-sm sm:px-6 sm:text-base ${FOCUS}`;
const SMALL_BUTTON = `inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full border border-gray-300 bg-white px-3 text-sm font-bold text-ink hover:border-brand-700 hover:text-brand-700 ${FOCUS}`;

export default function DrawingActions({ id, slug, title, imageUrl, pdfUrl, url }: Props) {
  const drawing = { id, slug, title, imageUrl };
  const { saved, feedback, share, toggle } = useShareAndSave(
    { kind: "drawing", id, title, text: `Desenho para colorir: ${title}`, url },
    DRAWING_MESSAGES,
  );
  useEffect(() => {
    recordDrawingView(id);
    markDrawingActionsReady();
    if (takeEarlyPrint()) printDrawing({ id, slug, title, imageUrl });
  }, [id, slug, title, imageUrl]);
  const [namedSheet, setNamedSheet] = useState(false);
  const downloadNamedSheet = async (pdf: string) => {
    setNamedSheet(true);
    try {
      const { saveCaderno } = await import("../browser/caderno/save-caderno.ts");
      await saveCaderno([{ id, title, pdfUrl: pdf }], {
        title,
        perSheet: 1,
        nameLine: true,
        cover: false,
        fileName: `${slug}-com-nome.pdf`,
      });
      toast({ title: "Download iniciado!", description: `${title}, com linha para nome e data` });
    } catch (error) {
      console.error(error);
      toast({ title: "Erro", description: "Não foi possível preparar o PDF. Tente novamente.", variant: "destructive" });
    } finally {
      setNamedSheet(false);
    }
  };
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    // The link downloads on its own before hydration; here, the image is fetched
    // (so a cross-origin one, from Supabase Storage, still saves as a file) and counted.
    event.preventDefault();
    void downloadDrawing(drawing);
  };
  return (
    <div data-drawing-actions className="print:hidden">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3">
        <a
          href={imageUrl}
          download={`${slug}.webp`}
          data-action="download"
          className={`${MAIN_BUTTON} bg-brand-700 text-white hover:bg-brand-600`}
          onClick={download}
        >
          <Icon name="download" /> Baixar Desenho
        </a>
        <button
          type="button"
          data-action="print"
          className={`${MAIN_BUTTON} border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
          onClick={() => printDrawing(drawing)}
        >
          <Icon name="printer" /> Imprimir Desenho
        </button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {pdfUrl && (
          <a
            href={pdfUrl}
            download={`${slug}.pdf`}
            data-action="pdf"
            className={SMALL_BUTTON}
            // The PDF is a static file; downloading it counts as a download too.
            onClick={() => void recordDrawingDownload(id)}
          >
            <Icon name="file" className="size-4" /> Baixar PDF (A4)
          </a>
        )}
        {pdfUrl && (
          <button
            type="button"
            data-action="named-pdf"
            className={SMALL_BUTTON}
            aria-busy={namedSheet}
            disabled={namedSheet}
            onClick={() => void downloadNamedSheet(pdfUrl)}
          >
            <Icon name="file" className="size-4" /> {namedSheet ? "Preparando…" : "PDF com nome e data"}
          </button>
        )}
        <button type="button" data-action="share" className={SMALL_BUTTON} onClick={() => void share()}>
          <Icon name="share" className="size-4" /> Compartilhar
        </button>
        <a
          href={whatsAppShareUrl(title, url)}
          target="_blank"
          rel="noopener noreferrer"
          data-action="whatsapp"
          className={SMALL_BUTTON}
        >
          <Icon name="whatsapp" className="size-4" /> WhatsApp
        </a>
        <button
          type="button"
          data-action="save"
          aria-pressed={saved}
          onClick={toggle}
          // Wide enough for 'Salvo' and 'Salvar' alike: the row never moves when the saved state arrives.
          className={`${SMALL_BUTTON} group min-w-24 aria-pressed:border-brand-700 aria-pressed:text-brand-700`}
        >
          <Icon name="heart" className="size-4 group-aria-pressed:fill-current" /> <span>{saved ? "Salvo" : "Salvar"}</span>
        </button>
      </div>
      <FeedbackMessage feedback={feedback} className="mt-2 min-h-5" />
    </div>
  );
}
