import { useState } from "react";
import type { History } from "#src/browser/colouring/document.ts";
import { toast } from "#src/browser/toast.ts";
import { REFERENCE_PAINTING } from "#src/lib/admin-contracts/messages.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import Icon from "../Icon.tsx";

/**
 * 'Salvar como referência' on the colouring screen, opened from the admin
 * (/pintar?desenho={id}&referencia=1, issue 48): the administrator's fills
 * become the drawing's reference painting, the colours of its 'Pinte por
 * número' sheets. Any visitor may open the address; only a signed-in
 * administrator's save is taken (the API answers 401 to anyone else).
 */
export function ReferenceSave({ drawingId, map, history }: { drawingId: string; map: StoredRegionMap; history: () => History }) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { referencePoints, saveReferencePainting } = await import("#src/browser/colouring/reference-painting.ts");
      const outcome = await saveReferencePainting(drawingId, referencePoints(history().done, map));
      if (outcome.status === "saved") toast({ title: REFERENCE_PAINTING.saved(outcome.areas) });
      else {
        const message =
          outcome.status === "empty"
            ? REFERENCE_PAINTING.empty
            : outcome.status === "signed-out"
              ? REFERENCE_PAINTING.needsSignIn
              : REFERENCE_PAINTING.saveError;
        toast({ title: message, variant: "destructive" });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void save()}
      aria-busy={busy}
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl bg-brand-700 px-3 text-sm font-bold text-white hover:bg-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-busy:opacity-70"
    >
      <Icon name="check" />
      {REFERENCE_PAINTING.saveButton}
    </button>
  );
}
