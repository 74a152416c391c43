import { useState } from "react";
import { TRASH } from "#src/lib/admin-contracts/messages.ts";
import type { TrashItem, TrashKind } from "#src/lib/admin-contracts/responses.ts";
import { formatDate } from "#src/lib/format.ts";
import { PageHeader } from "../components/PageHeader.tsx";
import { Thumbnail } from "../components/Thumbnail.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isApiError } from "../lib/api.ts";
import { useDocumentTitle } from "../router.tsx";
import { Badge } from "../ui/Badge.tsx";
import { Button } from "../ui/Button.tsx";
import { ConfirmDialog } from "../ui/Dialog.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { Table, TBody, Td, THead, Th, Tr } from "../ui/Table.tsx";
import { useToast } from "../ui/Toast.tsx";

const KIND_LABELS: Record<TrashKind, string> = { drawing: "Desenho", category: "Categoria", article: "Artigo" };

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
  const [toPurge, setToPurge] = useState<TrashItem | null>(null);

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

  async function purge() {
    if (!toPurge) return;
    setBusyId(toPurge.id);
    try {
      await adminApi.purgeFromTrash(toPurge.id);
      toast.success(TRASH.purged(toPurge.title));
    } catch (error) {
      reportError(error, isApiError(error, 404) ? TRASH.notFound : TRASH.purgeError);
    } finally {
      setBusyId(null);
      setToPurge(null);
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
          <div className="flex justify-center py-16 text-brand-700">
            {loading ? <Spinner size="lg" showLabel /> : <p className="text-sm text-slate-600">{TRASH.loadError}.</p>}
          </div>
        ) : items.length === 0 ? (
          <p className="px-6 py-16 text-center font-semibold text-slate-900">{TRASH.empty}</p>
        ) : (
          <Table caption="Itens na lixeira">
            <THead>
              <tr>
                <Th className="w-16">Imagem</Th>
                <Th>Item</Th>
                <Th>Tipo</Th>
                <Th>Excluído em</Th>
                <Th>Apagado para sempre em</Th>
                <Th className="text-right">Ações</Th>
              </tr>
            </THead>
            <TBody>
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
                        aria-label={`Restaurar "${item.title}"`}
                      >
                        Restaurar
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setToPurge(item)}
                        disabled={busyId === item.id}
                        aria-label={`Excluir "${item.title}" definitivamente`}
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      >
                        Excluir definitivamente
                      </Button>
                    </div>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </section>
      <ConfirmDialog
        open={toPurge !== null}
        title="Excluir definitivamente"
        message={toPurge ? TRASH.confirmPurge(toPurge.title) : ""}
        confirmLabel="Excluir definitivamente"
        busyLabel="Excluindo..."
        destructive
        busy={toPurge !== null && busyId === toPurge.id}
        onConfirm={() => void purge()}
        onCancel={() => setToPurge(null)}
      />
    </div>
  );
}
