import { useState } from "react";
import { isApiError } from "../lib/api.ts";
import { useToast } from "../ui/Toast.tsx";
import { useErrorReporter } from "./useErrorReporter.ts";

/**
 * A row deleted after the administrator confirms it ('Excluir' on a list,
 * 'Excluir definitivamente' in the Lixeira): the row asked about, the call
 * while it runs, the spec's toasts, then the list reloaded whatever
 * happened (a 404 means someone else deleted it: the list shows that).
 * Pair it with a ConfirmDialog: `open={pending !== null}`, `busy={busy}`,
 * `onConfirm={confirm}`, `onCancel={cancel}`.
 */
export function useConfirmedDelete<T extends { id: string }>({
  remove,
  messages,
  reload,
}: {
  remove: (item: T) => Promise<unknown>;
  messages: { done: string | ((item: T) => string); notFound: string; failed: string };
  reload: () => void;
}) {
  const toast = useToast();
  const reportError = useErrorReporter();
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const item = pending;
    if (!item) return;
    setBusy(true);
    try {
      await remove(item);
      toast.success(typeof messages.done === "function" ? messages.done(item) : messages.done);
    } catch (error) {
      reportError(error, isApiError(error, 404) ? messages.notFound : messages.failed);
    } finally {
      setBusy(false);
      setPending(null);
      reload();
    }
  }

  return { pending, busy, ask: setPending, confirm, cancel: () => setPending(null) };
}
