import { useEffect, useState } from "react";
import { REFERENCE_PAINTING } from "#src/lib/admin-contracts/messages.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isAbort } from "../lib/api.ts";
import { buttonClass } from "../ui/Button.tsx";
import { useToast } from "../ui/Toast.tsx";

/**
 * A drawing's reference painting in its form (issue 48): whether it has one,
 * painted when and how many areas, a link that opens the colouring screen to
 * paint it ('Salvar como referência' there stores it), and its removal.
 * 'Pinte por número' sheets take their colours from it.
 */
export function ReferencePaintingPanel({ drawingId }: { drawingId: string }) {
  const toast = useToast();
  const [status, setStatus] = useState<adminApi.ReferencePaintingStatus | undefined>(undefined);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      adminApi.getReferencePainting(drawingId, controller.signal).then(setStatus, (error: unknown) => {
        if (!isAbort(error)) toast.error(REFERENCE_PAINTING.loadError);
      });
    void load();
    // The administrator paints in another tab: coming back here shows what was saved.
    const again = () => {
      if (document.visibilityState === "visible") void load();
    };
    document.addEventListener("visibilitychange", again);
    return () => {
      controller.abort();
      document.removeEventListener("visibilitychange", again);
    };
  }, [drawingId, toast]);

  const remove = async () => {
    setRemoving(true);
    try {
      await adminApi.deleteReferencePainting(drawingId);
      setStatus(null);
      toast.success(REFERENCE_PAINTING.removed);
    } catch {
      toast.error(REFERENCE_PAINTING.removeError);
    } finally {
      setRemoving(false);
    }
  };

  const date = status ? new Intl.DateTimeFormat("pt-BR", { dateStyle: "short" }).format(new Date(status.paintedAt)) : "";
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-reference-painting-panel>
      <h2 className="text-sm font-semibold text-slate-900">{REFERENCE_PAINTING.title}</h2>
      <p className="text-sm text-slate-600" aria-live="polite">
        {status === undefined ? "…" : status ? REFERENCE_PAINTING.painted(status.points.length, date) : REFERENCE_PAINTING.none}
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={`/pintar?desenho=${encodeURIComponent(drawingId)}&referencia=1`}
          target="_blank"
          rel="noopener"
          className={buttonClass("secondary", "sm")}
        >
          {status ? REFERENCE_PAINTING.repaint : REFERENCE_PAINTING.paint}
        </a>
        {status && (
          <button type="button" onClick={() => void remove()} disabled={removing} className={buttonClass("ghost", "sm")}>
            {REFERENCE_PAINTING.remove}
          </button>
        )}
      </div>
    </section>
  );
}
