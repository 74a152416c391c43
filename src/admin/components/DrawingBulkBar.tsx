import { useState } from "react";
import { BULK } from "#src/lib/admin-contracts/messages.ts";
import type { AdminCategory } from "#src/lib/admin-contracts/responses.ts";
import type { BulkAction } from "#src/lib/admin-contracts/schemas.ts";
import { formatNumber } from "#src/lib/format.ts";
import { Button } from "../ui/Button.tsx";
import { ConfirmDialog } from "../ui/Dialog.tsx";
import { Select } from "../ui/Select.tsx";

/**
 * The drawings list's bulk actions (issue 21): shown once rows are
 * selected. It offers to widen the choice to every drawing the filter
 * matches, then 'Ativar', 'Desativar', 'Mover para…' and 'Excluir' (into the
 * Lixeira, after a confirmation). One request does it all.
 */
export function DrawingBulkBar({
  selected,
  pageSize,
  matching,
  allMatching,
  onAllMatching,
  onClear,
  categories,
  busy,
  onRun,
}: {
  /** Rows ticked on this page. */
  selected: number;
  /** Rows on this page: the offer to take every matching drawing comes once they are all ticked. */
  pageSize: number;
  /** Drawings the filter matches. */
  matching: number;
  allMatching: boolean;
  onAllMatching: (all: boolean) => void;
  onClear: () => void;
  categories: AdminCategory[];
  busy: boolean;
  onRun: (action: BulkAction, categoryId?: string) => void;
}) {
  const [moveTo, setMoveTo] = useState("");
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const count = allMatching ? matching : selected;
  if (selected === 0) return null;
  return (
    <section
      aria-label="Ações em massa"
      data-bulk-bar
      className="flex flex-wrap items-end gap-3 border-b border-brand-200 bg-brand-50 px-4 py-3 text-sm"
    >
      <p className="min-h-9 self-center font-semibold text-slate-900" aria-live="polite">
        {count === 1 ? "1 desenho selecionado" : `${formatNumber(count)} desenhos selecionados`}
        {!allMatching && selected === pageSize && matching > pageSize && (
          <Button variant="ghost" size="sm" className="ml-2 underline" onClick={() => onAllMatching(true)}>
            Selecionar todos os {formatNumber(matching)} que correspondem ao filtro
          </Button>
        )}
        <Button variant="ghost" size="sm" className="ml-1" onClick={onClear}>
          Limpar seleção
        </Button>
      </p>
      <div className="ml-auto flex flex-wrap items-end gap-2">
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => onRun("activate")}>
          Ativar
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => onRun("deactivate")}>
          Desativar
        </Button>
        <div className="flex items-end gap-2">
          <Select
            label="Mover para"
            placeholder="Categoria"
            value={moveTo}
            onChange={(event) => setMoveTo(event.target.value)}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            disabled={busy}
          />
          <Button variant="secondary" size="sm" disabled={busy || !moveTo} onClick={() => onRun("move", moveTo)}>
            Mover
          </Button>
        </div>
        <Button variant="destructive" size="sm" disabled={busy} onClick={() => setConfirmingDelete(true)}>
          Excluir
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title="Excluir desenhos"
        message={BULK.confirmDelete(count)}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        destructive
        busy={busy}
        onConfirm={() => {
          setConfirmingDelete(false);
          onRun("delete");
        }}
        onCancel={() => setConfirmingDelete(false)}
      />
    </section>
  );
}
