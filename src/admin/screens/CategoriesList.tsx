import { useEffect, useMemo, useState } from "react";
import { CATEGORIES } from "#src/lib/admin-contracts/messages.ts";
import type { AdminCategory } from "#src/lib/admin-contracts/responses.ts";
import { categoryPath } from "#src/lib/urls.ts";
import { CategoryDeleteDialog } from "../components/CategoryDeleteDialog.tsx";
import { ListFooter } from "../components/ListFooter.tsx";
import { DataTable, EmptyList, IdentityCells, ListActions, ListPending, ListRows, ListSearch } from "../components/ListParts.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { ReformulateDialog, type ReformulateTarget } from "../components/ReformulateDialog.tsx";
import { RenameImagesDialog } from "../components/RenameImagesDialog.tsx";
import { RowActions } from "../components/RowActions.tsx";
import { StatCards } from "../components/StatCards.tsx";
import { useAdminList } from "../hooks/useAdminData.ts";
import { useDebouncedValue } from "../hooks/useDebouncedValue.ts";
import { useImageRename } from "../hooks/useImageRename.ts";
import * as adminApi from "../lib/admin-api.ts";
import { filterCategories } from "../lib/category-filter.ts";
import { clampPage, slicePage } from "../lib/pagination.ts";
import { paths } from "../lib/routes.ts";
import { useDocumentTitle } from "../router.tsx";
import { Td, Tr } from "../ui/Table.tsx";

/** /admin/categories: every category is loaded once, then searched and paged here. */
export function CategoriesList() {
  useDocumentTitle("Categorias");

  const { data: list, loading, reload } = useAdminList(adminApi.listCategories, CATEGORIES.loadError);
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText, 300);
  const [page, setPage] = useState(1);

  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  const { renamingId, renameImage } = useImageRename<AdminCategory>(adminApi.renameCategoryImage, reload);
  const [reformulating, setReformulating] = useState<ReformulateTarget | null>(null);
  const [renamingAll, setRenamingAll] = useState(false);

  // A new search goes back to the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced search changes.
  useEffect(() => setPage(1), [search]);

  const filtered = useMemo(() => filterCategories(list?.items ?? [], search), [list, search]);
  const currentPage = clampPage(page, filtered.length);
  const rows = slicePage(filtered, currentPage);

  const counts = list?.counts;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Categorias"
        description="Organize os desenhos em categorias."
        actions={
          <ListActions onRenameAll={() => setRenamingAll(true)} create={{ to: paths.categoryNew, label: "Nova Categoria" }} />
        }
      />

      <StatCards
        label="Resumo das categorias"
        stats={[
          { label: "Total", value: counts?.total },
          { label: "Com descrição", value: counts?.withDescription, tone: "success" },
          { label: "Sem descrição", value: counts?.withoutDescription, tone: "muted" },
          { label: "Com imagem", value: counts?.withImage, tone: "brand" },
        ]}
      />

      <section aria-label="Lista de categorias" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <search className="border-b border-slate-200 p-4">
          <ListSearch
            placeholder="Buscar por nome, slug ou descrição..."
            value={searchText}
            onChange={setSearchText}
            className="max-w-xl"
          />
        </search>

        {list === undefined ? (
          <ListPending loading={loading} failed={CATEGORIES.loadError} />
        ) : rows.length === 0 ? (
          <EmptyList
            filtered={search.trim() !== ""}
            notFound="Nenhuma categoria encontrada."
            clearLabel="Limpar busca"
            onClear={() => setSearchText("")}
            none="Nenhuma categoria cadastrada ainda."
            create={{ to: paths.categoryNew, label: "Criar Primeira Categoria" }}
          />
        ) : (
          <ListRows loading={loading}>
            <DataTable
              caption="Categorias"
              columns={[
                { label: "Imagem", className: "w-16" },
                "Nome",
                "Slug",
                "Descrição",
                { label: "Ações", className: "text-right" },
              ]}
            >
              {rows.map((category) => (
                <Tr key={category.id}>
                  <IdentityCells
                    imageUrl={category.imageUrl}
                    to={paths.category(category.id)}
                    name={category.name}
                    slug={category.slug}
                  />
                  <Td className="max-w-md">
                    {category.description?.trim() ? (
                      <span className="line-clamp-2">{category.description}</span>
                    ) : (
                      <span className="text-slate-500 italic">Sem descrição</span>
                    )}
                  </Td>
                  <Td>
                    <RowActions
                      name={category.name}
                      editTo={paths.category(category.id)}
                      siteHref={categoryPath(category.slug)}
                      renaming={renamingId === category.id}
                      onRename={() => renameImage(category)}
                      onReformulate={() => setReformulating({ kind: "category", item: category })}
                      onDelete={() => setToDelete(category)}
                    />
                  </Td>
                </Tr>
              ))}
            </DataTable>
          </ListRows>
        )}

        {list !== undefined && filtered.length > 0 && (
          <ListFooter page={currentPage} total={filtered.length} noun="categorias" onPageChange={setPage} />
        )}
      </section>

      <CategoryDeleteDialog
        category={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          setToDelete(null);
          reload();
        }}
      />
      <RenameImagesDialog
        open={renamingAll}
        noun="todas as categorias"
        run={adminApi.renameAllCategoryImages}
        onClose={() => setRenamingAll(false)}
        onDone={reload}
      />
      <ReformulateDialog target={reformulating} onClose={() => setReformulating(null)} onSaved={reload} />
    </div>
  );
}
