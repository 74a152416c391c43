import type { ArticleDraft } from "#src/admin/lib/article-draft.ts";
import { draftIsBehindServer, draftOfferMessage } from "#src/admin/lib/article-draft.ts";
import { Button } from "#src/admin/ui/Button.tsx";
import { AlertIcon } from "#src/admin/ui/icons.tsx";

/** The offer of a local copy from an earlier visit that was never saved: restore it or discard it. */
export function DraftOffer({
  offer,
  editing,
  savedAt,
  onRestore,
  onDiscard,
}: {
  offer: ArticleDraft;
  editing: boolean;
  /** When the server's version was saved (null for a new article). */
  savedAt: string | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-label="Rascunho não salvo"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-2 text-sm text-amber-950">
        <AlertIcon className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-semibold">{draftOfferMessage(offer, editing)}</p>
          {draftIsBehindServer(offer, savedAt) && (
            <p className="mt-1">O artigo foi salvo depois deste rascunho: restaurar desfaz essas alterações.</p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" onClick={onDiscard}>
          Descartar
        </Button>
        <Button size="sm" onClick={onRestore}>
          Restaurar
        </Button>
      </div>
    </section>
  );
}
