import { useId } from "react";
import { PUBLISHING } from "#src/lib/admin-contracts/messages.ts";
import type { PendingDrawingList } from "../lib/admin-api.ts";
import { Button } from "../ui/Button.tsx";
import { AlertIcon, SendIcon, TrashIcon } from "../ui/icons.tsx";

export type PendingItem = PendingDrawingList["items"][number];

/**
 * 'Desenhos Pendentes': the files waiting, oldest first (the order they
 * are published in), two columns on small screens up to four on large ones,
 * each with its file name, the last failure if publishing it failed, and a
 * button to remove it.
 */
export function PendingDrawingsGrid({
  items,
  busy,
  onRemove,
  onPublish,
  canPublish,
  disabledReason = null,
}: {
  /** Null when the list could not be loaded. */
  items: PendingItem[] | null;
  busy: boolean;
  onRemove: (item: PendingItem) => void;
  /** 'Publicar este': this file next, ahead of the older ones. */
  onPublish: (item: PendingItem) => void;
  canPublish: boolean;
  /** Why 'Publicar este' is disabled, said above the cards and tied to each button. */
  disabledReason?: string | null;
}) {
  const headingId = useId();
  const reasonId = useId();
  const reason = !canPublish && disabledReason ? disabledReason : null;
  return (
    <section aria-labelledby={headingId} aria-busy={busy} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {PUBLISHING.pendingHeading}
      </h2>
      {items === null ? (
        <p className="mt-4 text-sm text-slate-600">{PUBLISHING.loadError}.</p>
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{PUBLISHING.empty}</p>
      ) : (
        <>
          {reason && (
            <p id={reasonId} className="mt-2 text-sm text-slate-600">
              {reason}
            </p>
          )}
          <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
                <div className="relative aspect-square bg-slate-50">
                  <img
                    src={item.url}
                    alt={PUBLISHING.thumbnail(item.fileName)}
                    loading="lazy"
                    width={240}
                    height={240}
                    className="size-full object-contain p-2"
                  />
                  <Button
                    variant="secondary"
                    size="icon"
                    className="absolute top-2 right-2"
                    aria-label={PUBLISHING.remove(item.fileName)}
                    title={PUBLISHING.removeConfirm}
                    onClick={() => onRemove(item)}
                  >
                    <TrashIcon />
                  </Button>
                </div>
                <div className="space-y-1 border-t border-slate-200 p-2">
                  <p className="truncate text-sm font-medium text-slate-900" title={item.fileName}>
                    {item.fileName}
                  </p>
                  {item.attempts > 0 && (
                    <p className="flex items-start gap-1 text-xs text-amber-900">
                      <AlertIcon className="mt-0.5 size-3.5 shrink-0" />
                      {PUBLISHING.failedAttempts(item.attempts, item.lastError)}
                    </p>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    className="w-full"
                    disabled={!canPublish}
                    aria-describedby={reason ? reasonId : undefined}
                    aria-label={PUBLISHING.publishThis(item.fileName)}
                    onClick={() => onPublish(item)}
                  >
                    <SendIcon />
                    Publicar este
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
