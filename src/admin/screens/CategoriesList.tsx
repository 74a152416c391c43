import { useEffect, useMemo, useState } from "react";
import { CATEGORIES, DRAWINGS } from "#src/lib/admin-contracts/messages.ts";
import type { AdminCategory } from "#src/lib/admin-contracts/responses.ts";
import { categoryPath } from "#src/lib/urls.ts";
import { CategoryDeleteDialog } from "../components/CategoryDeleteDialog.tsx";
import { ListFooter } from "../components/ListFooter.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { ReformulateDialog, type ReformulateTarget } from "../components/ReformulateDialog.tsx";
import { RenameImagesDialog } from "../components/RenameImagesDialog.tsx";
import { RowActions } from "../components/RowActions.tsx";
import { StatCards } from "../components/StatCards.tsx";
import { Thumbnail } from "../components/Thumbnail.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useDebouncedValue } from "../hooks/useDebouncedValue.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isApiError } from "../lib/api.ts";
import { filterCategories } from "../lib/category-filter.ts";
import { clampPage, slicePage } from "../lib/pagination.ts";
import { paths } from "../lib/routes.ts";
import { Link, useDocumentTitle } from "../router.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { Input } from "../ui/Input.tsx";
import { PlusIcon, RefreshIcon, SearchIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { Table, TBody, Td, THead, Th, Tr } from "../ui/Table.tsx";
import { useToast } from "../ui/Toast.tsx";

/** /admin/categories: every category is loaded once, then searched and paged here. */
export function CategoriesList() {
  useDocumentTitle("Categorias");
  const toast = useToast();
  const reportError = useErrorReporter();

  const {
    data: list,
    loading,
    reload,
  } = useAdminData("categories", (_key, signal) => adminApi.listCategories(signal), {
    errorMessage: CATEGORIES.loadError,
  });
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText, 300);
  const [page, setPage] = useState(1);

  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [reformulating, setReformulating] = useState<ReformulateTarget | null>(null);
  const [renamingAll, setRenamingAll] = useState(false);

  // A new search goes back to the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced search changes.
  useEffect(() => setPage(1), [search]);

  const filtered = useMemo(() => filterCategories(list?.items ?? [], search), [list, search]);
  const currentPage = clampPage(page, filtered.length);
  const rows = slicePage(filtered, currentPage);

  async function renameImage(category: AdminCategory) {
    setRenamingId(category.id);
    try {
      await adminApi.renameCategoryImage(category.id);
      toast.success(DRAWINGS.renamed);
      reload();
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
        toast.toast({ title: "Erro", description: `${DRAWINGS.renameError}: ${error.message}`, variant: "destructive" });
      } else {
        reportError(error, DRAWINGS.renameError);
      }
    } finally {
      setRenamingId(null);
    }
  }

  const counts = list?.counts;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Categorias"
        description="Organize os desenhos em categorias."
        actions={
          <>
            <Button variant="secondary" onClick={() => setRenamingAll(true)}>
              <RefreshIcon />
              Atualizar Nomes das Imagens
            </Button>
            <Link to={paths.categoryNew} className={buttonClass("primary")}>
              <PlusIcon />
              Nova Categoria
            </Link>
          </>
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
          <Input
            label="Buscar"
            type="search"
            placeholder="Buscar por nome, slug ou descrição..."
            icon={<SearchIcon />}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            fieldClassName="max-w-xl"
          />
        </search>

        {list === undefined ? (
          <div className="flex justify-center py-16 text-brand-700">
            {loading ? <Spinner size="lg" showLabel /> : <p className="text-sm text-slate-600">{CATEGORIES.loadError}.</p>}
          </div>
        ) : rows.length === 0 ? (
          <div className="px-6 py-16 text-center">
            {search.trim() ? (
              <>
                <p className="font-semibold text-slate-900">Nenhuma categoria encontrada.</p>
                <Button variant="secondary" className="mt-5" onClick={() => setSearchText("")}>
                  Limpar busca
                </Button>
              </>
            ) : (
              <>
                <p className="font-semibold text-slate-900">Nenhuma categoria cadastrada ainda.</p>
                <Link to={paths.categoryNew} className={buttonClass("primary", "md", "mt-5")}>
                  <PlusIcon />
                  Criar Primeira Categoria
                </Link>
              </>
            )}
          </div>
        ) : (
          <div aria-busy={loading} className={loading ? "opacity-60" : undefined}>
            <Table caption="Categorias">
              <THead>
                <tr>
                  <Th className="w-16">Imagem</Th>
                  <Th>Nome</Th>
                  <Th>Slug</Th>
                  <Th>Descrição</Th>
                  <Th className="text-right">Ações</Th>
                </tr>
              </THead>
              <TBody>
                {rows.map((category) => (
                  <Tr key={category.id}>
                    <Td>
                      <Thumbnail src={category.imageUrl} />
                    </Td>
                    <Td className="font-semibold text-slate-900">
                      <Link to={paths.category(category.id)} className="rounded hover:text-brand-800 hover:underline">
                        {category.name}
                      </Link>
                    </Td>
                    <Td className="font-mono text-xs text-slate-600">{category.slug}</Td>
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
              </TBody>
            </Table>
          </div>
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
        successMessage={DRAWINGS.renamedAll}
        errorMessage={DRAWINGS.renameAllError}
        onClose={() => setRenamingAll(false)}
        onDone={reload}
      />
      <ReformulateDialog target={reformulating} onClose={() => setReformulating(null)} onSaved={reload} />
    </div>
  );
}
