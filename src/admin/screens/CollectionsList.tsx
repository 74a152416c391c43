import { COLLECTIONS, TRASH } from "#src/lib/admin-contracts/messages.ts";
import type { AdminCollection } from "#src/lib/admin-contracts/responses.ts";
import { yearlyDateLabel } from "#src/lib/collections/rule-label.ts";
import { collectionPath } from "#src/lib/urls.ts";
import { DataTable, DeleteDialog, EmptyList, IdentityCells, ListPending, ListRows } from "../components/ListParts.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { DeleteButton, EditLink, ViewOnSiteLink } from "../components/RowActions.tsx";
import { useAdminList } from "../hooks/useAdminData.ts";
import { useConfirmedDelete } from "../hooks/useConfirmedDelete.ts";
import * as adminApi from "../lib/admin-api.ts";
import { paths } from "../lib/routes.ts";
import { Link, useDocumentTitle } from "../router.tsx";
import { buttonClass } from "../ui/Button.tsx";
import { PlusIcon } from "../ui/icons.tsx";
import { Td, Tr } from "../ui/Table.tsx";

/** /admin/collections: every collection (a few dozen at most), with its date and how many drawings it names. */
export function CollectionsList() {
  useDocumentTitle(COLLECTIONS.title);
  const { data: list, loading, reload } = useAdminList(adminApi.listCollections, COLLECTIONS.loadError);
  const deletion = useConfirmedDelete<AdminCollection>({
    remove: (collection) => adminApi.deleteCollection(collection.id),
    messages: { done: COLLECTIONS.deleted, notFound: COLLECTIONS.notFound, failed: COLLECTIONS.deleteError },
    reload,
  });

  return (
    <div className="space-y-6">
      <PageHeader
        title={COLLECTIONS.title}
        description="Reúna desenhos de várias categorias e artigos em coleções, como as datas comemorativas do calendário escolar."
        actions={
          <Link to={paths.collectionNew} className={buttonClass("primary")}>
            <PlusIcon />
            Nova Coleção
          </Link>
        }
      />
      <section aria-label="Lista de coleções" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {list === undefined ? (
          <ListPending loading={loading} failed={COLLECTIONS.loadError} />
        ) : list.items.length === 0 ? (
          <EmptyList
            filtered={false}
            notFound="Nenhuma coleção encontrada."
            onClear={() => {}}
            none="Nenhuma coleção cadastrada ainda."
            create={{ to: paths.collectionNew, label: "Criar Primeira Coleção" }}
          />
        ) : (
          <ListRows loading={loading}>
            <DataTable
              caption={COLLECTIONS.title}
              columns={[
                { label: "Imagem", className: "w-16" },
                "Nome",
                "Slug",
                "Data",
                "Desenhos",
                { label: "Ações", className: "text-right" },
              ]}
            >
              {list.items.map((collection) => (
                <Tr key={collection.id}>
                  <IdentityCells
                    imageUrl={collection.coverUrl}
                    to={paths.collection(collection.id)}
                    name={collection.name}
                    slug={collection.slug}
                  />
                  <Td>{yearlyDateLabel(collection.yearlyDate)}</Td>
                  <Td>{collection.drawingIds.length}</Td>
                  <Td>
                    <div className="flex items-center justify-end gap-1">
                      <ViewOnSiteLink name={collection.name} href={collectionPath(collection.slug)} />
                      <EditLink name={collection.name} to={paths.collection(collection.id)} />
                      <DeleteButton name={collection.name} onClick={() => deletion.ask(collection)} />
                    </div>
                  </Td>
                </Tr>
              ))}
            </DataTable>
          </ListRows>
        )}
      </section>
      <DeleteDialog
        deletion={deletion}
        title="Excluir coleção"
        message={(collection) => `${COLLECTIONS.confirmDelete(collection.name)} ${TRASH.keptFor}`}
      />
    </div>
  );
}
