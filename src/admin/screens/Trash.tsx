import { useState } from "react";
import { TRASH } from "#src/lib/admin-contracts/messages.ts";
import type { TrashItem, TrashKind } from "#src/lib/admin-contracts/responses.ts";
import { formatDate } from "#src/lib/format.ts";
import { DataTable, DeleteDialog, ListPending } from "../components/ListParts.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { Thumbnail } from "../components/Thumbnail.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useConfirmedDelete } from "../hooks/useConfirmedDelete.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isApiError } from "../lib/api.ts";
import { useDocumentTitle } from "../router.tsx";
import { Badge } from "../ui/Badge.tsx";
import { Button } from "../ui/Button.tsx";
import { Td, Tr } from "../ui/Table.tsx";
import { useToast } from "../ui/Toast.tsx";

const KIND_LABELS: Record<TrashKind, string> = {
  drawing: "Desenho",
  category: "Categoria",
  article: "Artigo",
  collection: "Coleção",
};

/**
 * /admin/trash, the 'Lixeira': what was deleted in the last 30 days, newest
 * first, with 'Restaurar' (back as it was; its address works again) and
 * 'Excluir definitivamente' (the files go too).
 */
export function Trash() {
  useDocumentTitle(TRASH.title);
  const toast = useToast();
  const reportError = useErrorReporter();
  const { data, loading, reload } = useAdminData("trash", (_key, signal) => adminApi.listTrash(signal), {
    errorMessage: TRASH.loadError,
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const purge = useConfirmedDelete<TrashItem>({
    remove: (item) => adminApi.purgeFromTrash(item.id),
    messages: { done: (item) => TRASH.purged(item.title), notFound: TRASH.notFound, failed: TRASH.purgeError },
    reload,
  });

  async function restore(item: TrashItem) {
    setBusyId(item.id);
    try {
      await adminApi.restoreFromTrash(item.id);
      toast.success(TRASH.restored(item.title));
    } catch (error) {
      reportError(error, isApiError(error, 404) ? TRASH.notFound : TRASH.restoreError);
    } finally {
      setBusyId(null);
      reload();
    }
  }

  const items = data?.items;
  return (
    <div className="space-y-6">
      <PageHeader
        title={TRASH.title}
        description="Desenhos, categorias e artigos excluídos ficam aqui por 30 dias e podem ser restaurados. Enquanto isso, seus endereços respondem que o conteúdo foi removido."
      />
      <section aria-label="Itens na lixeira" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {items === undefined ? (
          <ListPending loading={loading} failed={TRASH.loadError} />
        ) : items.length === 0 ? (
          <p className="px-6 py-16 text-center font-semibold text-slate-900">{TRASH.empty}</p>
        ) : (
          <DataTable
            caption="Itens na lixeira"
            columns={[
              { label: "Imagem", className: "w-16" },
              "Item",
              "Tipo",
              "Excluído em",
              "Apagado para sempre em",
              { label: "Ações", className: "text-right" },
            ]}
          >
            {items.map((item) => (
              <Tr key={item.id} data-trash-item={item.kind}>
                <Td>
                  <Thumbnail src={item.imageUrl} />
                </Td>
                <Td className="font-semibold text-slate-900">{item.title}</Td>
                <Td>
                  <Badge>{KIND_LABELS[item.kind]}</Badge>
                </Td>
                <Td>{formatDate(new Date(item.deletedAt))}</Td>
                <Td>{formatDate(new Date(item.purgeAt))}</Td>
                <Td>
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void restore(item)}
                      loading={busyId === item.id}
                      disabled={purge.pending?.id === item.id}
                      aria-label={`Restaurar "${item.title}"`}
                    >
                      Restaurar
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => purge.ask(item)}
                      disabled={busyId === item.id || purge.pending?.id === item.id}
                      aria-label={`Excluir "${item.title}" definitivamente`}
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    >
                      Excluir definitivamente
                    </Button>
                  </div>
                </Td>
              </Tr>
            ))}
          </DataTable>
        )}
      </section>
      <DeleteDialog
        deletion={purge}
        title="Excluir definitivamente"
        message={(item) => TRASH.confirmPurge(item.title)}
        confirmLabel="Excluir definitivamente"
      />
    </div>
  );
}
