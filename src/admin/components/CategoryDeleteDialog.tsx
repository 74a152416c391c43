import { useEffect, useRef, useState } from "react";
import { CATEGORIES, TRASH } from "#src/lib/admin-contracts/messages.ts";
import type { AdminCategory } from "#src/lib/admin-contracts/responses.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isApiError } from "../lib/api.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import { Select } from "../ui/Select.tsx";
import { useToast } from "../ui/Toast.tsx";

/**
 * Deleting a category (issue 21): the dialog says how many drawings it has
 * and, when it has any, where they go: another category, chosen here, or no
 * deletion at all. A drawing is never left active without a page. The
 * category goes to the Lixeira for 30 days.
 */
export function CategoryDeleteDialog({
  category,
  onClose,
  onDeleted,
}: {
  /** The category to delete; null while the dialog is closed. */
  category: AdminCategory | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const reportError = useErrorReporter();
  const cancel = useRef<HTMLButtonElement>(null);
  const [targets, setTargets] = useState<AdminCategory[]>([]);
  const [moveTo, setMoveTo] = useState("");
  const [busy, setBusy] = useState(false);
  const count = category?.drawingsCount ?? 0;

  useEffect(() => {
    setMoveTo("");
    if (!category || category.drawingsCount === 0) return;
    const controller = new AbortController();
    adminApi
      .listCategories(controller.signal)
      .then((list) => setTargets(list.items.filter((item) => item.id !== category.id)))
      .catch((error: unknown) => reportError(error, CATEGORIES.loadError));
    return () => controller.abort();
  }, [category, reportError]);

  async function confirm() {
    if (!category) return;
    setBusy(true);
    try {
      await adminApi.deleteCategory(category.id, moveTo || undefined);
      toast.success(CATEGORIES.deleted);
      onDeleted();
    } catch (error) {
      reportError(
        error,
        isApiError(error, 404) ? CATEGORIES.notFound : isApiError(error, 409, 422) ? error.message : CATEGORIES.deleteError,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={category !== null}
      role="alertdialog"
      title="Excluir categoria"
      description={category ? CATEGORIES.confirmDelete(category.name) : ""}
      onClose={onClose}
      dismissible={!busy}
      initialFocus={cancel}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} loading={busy} disabled={count > 0 && !moveTo}>
            {busy ? "Excluindo..." : count > 0 ? "Mover e excluir" : "Excluir"}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-700" data-category-delete>
        {count > 0 ? (
          <>
            <p className="font-semibold text-slate-900" data-drawings-count>
              {count === 1 ? "Esta categoria tem 1 desenho." : `Esta categoria tem ${count} desenhos.`} Para excluí-la, mova-os
              para outra categoria.
            </p>
            <Select
              label="Mover os desenhos para"
              placeholder="Escolha uma categoria"
              value={moveTo}
              onChange={(event) => setMoveTo(event.target.value)}
              options={targets.map((target) => ({ value: target.id, label: target.name }))}
              disabled={busy}
            />
          </>
        ) : (
          <p>Esta categoria não tem desenhos.</p>
        )}
        <p>{TRASH.keptFor}</p>
      </div>
    </Dialog>
  );
}
