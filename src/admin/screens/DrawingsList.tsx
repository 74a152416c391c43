import { useEffect, useState } from "react";
import { ADMIN_PAGE_SIZE } from "#src/lib/admin-contracts/limits.ts";
import { BULK, CATEGORIES, DRAWINGS, TRASH } from "#src/lib/admin-contracts/messages.ts";
import type { AdminDrawing } from "#src/lib/admin-contracts/responses.ts";
import type { BulkAction, DrawingLevelFilter, DrawingSortKey, DrawingStatusFilter } from "#src/lib/admin-contracts/schemas.ts";
import { DIFFICULTY_LABELS, DIFFICULTY_TIERS } from "#src/lib/colouring/difficulty.ts";
import { formatNumber } from "#src/lib/format.ts";
import { pageCount } from "#src/lib/pagination.ts";
import { drawingPathOf } from "#src/lib/urls.ts";
import { DrawingBulkBar } from "../components/DrawingBulkBar.tsx";
import { ListFooter } from "../components/ListFooter.tsx";
import {
  DeleteDialog,
  EmptyList,
  IdentityCells,
  ListActions,
  ListPending,
  ListRows,
  ListSearch,
} from "../components/ListParts.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { ReformulateDialog, type ReformulateTarget } from "../components/ReformulateDialog.tsx";
import { RenameImagesDialog } from "../components/RenameImagesDialog.tsx";
import { RowActions } from "../components/RowActions.tsx";
import { StatCards } from "../components/StatCards.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useConfirmedDelete } from "../hooks/useConfirmedDelete.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import { useImageRename } from "../hooks/useImageRename.ts";
import { useListQuery } from "../hooks/useListQuery.ts";
import { useSearchText } from "../hooks/useSearchText.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isApiError } from "../lib/api.ts";
import { DRAWING_LIST_ADDRESS, type DrawingQuery, hasDrawingFilters, sortedBy } from "../lib/drawing-query.ts";
import { paths } from "../lib/routes.ts";
import { useDocumentTitle } from "../router.tsx";
import { Badge } from "../ui/Badge.tsx";
import { Select } from "../ui/Select.tsx";
import { SortableTh, Table, TBody, Td, THead, Th, Tr } from "../ui/Table.tsx";
import { useToast } from "../ui/Toast.tsx";

/** The columns a click on the heading sorts by, in their order on screen. */
const SORTABLE_COLUMNS: [DrawingSortKey, string][] = [
  ["title", "Título"],
  ["slug", "Slug"],
  ["category", "Categoria"],
  ["level", "Nível"],
  ["active", "Status"],
  ["views", "Visualizações"],
  ["downloads", "Downloads"],
];

/** The level filter: to find a drawing the measure labelled wrongly, or one not measured yet. */
const LEVEL_OPTIONS: { value: DrawingLevelFilter; label: string }[] = [
  { value: "all", label: "Todos os níveis" },
  ...DIFFICULTY_TIERS.map((tier) => ({
    value: tier,
    label: `${DIFFICULTY_LABELS[tier].name} (${DIFFICULTY_LABELS[tier].ages})`,
  })),
  { value: "none", label: "Sem nível" },
];

const STATUS_OPTIONS: { value: DrawingStatusFilter; label: string }[] = [
  { value: "all", label: "Todos" },
  { value: "active", label: "Ativos" },
  { value: "inactive", label: "Inativos" },
];

/** /admin/drawings: filtered and paged by the server, ten at a time. */
export function DrawingsList() {
  useDocumentTitle("Desenhos");
  const toast = useToast();
  const reportError = useErrorReporter();

  const [query, setQuery] = useListQuery(paths.drawings, DRAWING_LIST_ADDRESS);
  // A new search goes back to the first page.
  const [searchText, setSearchText] = useSearchText(query.search ?? "", (search) => setQuery({ search, page: 1 }));
  // For the category filter only: a failure leaves it with 'Todas as categorias'.
  const categoryList = useAdminData("categories", (_key, signal) => adminApi.listCategories(signal), {
    errorMessage: CATEGORIES.loadError,
  });
  const categories = categoryList.data?.items ?? [];
  const {
    data: list,
    loading,
    reload,
  } = useAdminData(query, adminApi.listDrawings, {
    errorMessage: DRAWINGS.loadError,
    onData: (result) => {
      // The last row of the last page was deleted: show the new last page.
      if (result.items.length === 0 && result.total > 0 && result.page > 1) {
        setQuery({ page: pageCount(result.total, ADMIN_PAGE_SIZE) });
      }
    },
  });

  const deletion = useConfirmedDelete<AdminDrawing>({
    remove: (drawing) => adminApi.deleteDrawing(drawing.id),
    messages: { done: DRAWINGS.deleted, notFound: DRAWINGS.notFound, failed: DRAWINGS.deleteError },
    reload,
  });
  const { renamingId, renameImage } = useImageRename<AdminDrawing>(adminApi.renameDrawingImage, reload);
  const [reformulating, setReformulating] = useState<ReformulateTarget | null>(null);
  const [renamingAll, setRenamingAll] = useState(false);
  // Bulk actions: the rows ticked on this page, or every drawing the filter matches.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [bulkBusy, setBulkBusy] = useState(false);

  // Another page, filter or sort: a new choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [query]);

  function setFilter(change: Partial<DrawingQuery>) {
    setQuery({ ...change, page: 1 });
  }

  function clearFilters() {
    setSearchText("");
    setQuery(DRAWING_LIST_ADDRESS.defaults);
  }

  function toggleRow(id: string) {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function togglePage(ids: string[]) {
    setAllMatching(false);
    setSelected((current) => (ids.every((id) => current.has(id)) ? new Set() : new Set(ids)));
  }

  async function runBulk(action: BulkAction, categoryId?: string) {
    setBulkBusy(true);
    try {
      const result = await adminApi.bulkDrawings({
        action,
        ...(allMatching
          ? {
              filter: {
                ...(query.search ? { search: query.search } : {}),
                ...(query.categoryId ? { categoryId: query.categoryId } : {}),
                status: query.status,
                level: query.level,
              },
            }
          : { ids: [...selected] }),
        ...(categoryId ? { categoryId } : {}),
      });
      toast.success(BULK.done(action, result.affected));
      if (result.skipped > 0) toast.toast({ title: "Atenção", description: BULK.skippedWithoutCategory(result.skipped) });
      setSelected(new Set());
      setAllMatching(false);
    } catch (error) {
      reportError(error, isApiError(error, 404, 422) ? error.message : BULK.error);
    } finally {
      setBulkBusy(false);
      reload();
    }
  }

  const filtered = hasDrawingFilters(query);
  const total = list?.total ?? 0;
  const counts = list?.counts;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Desenhos"
        description="Gerencie os desenhos para colorir publicados no site."
        actions={
          <ListActions onRenameAll={() => setRenamingAll(true)} create={{ to: paths.drawingNew, label: "Novo Desenho" }} />
        }
      />

      <StatCards
        label="Resumo dos desenhos"
        stats={[
          { label: "Ativos", value: counts?.active, tone: "success" },
          { label: "Inativos", value: counts?.inactive, tone: "muted" },
          { label: "Categorias", value: counts?.categories, tone: "brand" },
          { label: "Total", value: counts?.total },
        ]}
      />

      <section aria-label="Lista de desenhos" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <search className="grid gap-3 border-b border-slate-200 p-4 md:grid-cols-2 lg:grid-cols-[1fr_14rem_14rem_10rem]">
          <ListSearch placeholder="Buscar por título, slug ou categoria..." value={searchText} onChange={setSearchText} />
          <Select
            label="Categoria"
            value={query.categoryId ?? ""}
            onChange={(event) => setFilter({ categoryId: event.target.value || undefined })}
            placeholder="Todas as categorias"
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
          />
          <Select
            label="Nível"
            value={query.level}
            onChange={(event) => setFilter({ level: event.target.value as DrawingLevelFilter })}
            options={LEVEL_OPTIONS}
          />
          <Select
            label="Status"
            value={query.status}
            onChange={(event) => setFilter({ status: event.target.value as DrawingStatusFilter })}
            options={STATUS_OPTIONS}
          />
        </search>

        {list === undefined ? (
          <ListPending loading={loading} failed={DRAWINGS.loadError} />
        ) : list.items.length === 0 && !loading ? (
          <EmptyList
            filtered={filtered}
            notFound="Nenhum desenho encontrado."
            clearHint="Tente outra busca ou limpe os filtros."
            onClear={clearFilters}
            none="Nenhum desenho cadastrado ainda."
            noneHint="Comece criando o primeiro desenho para colorir."
            create={{ to: paths.drawingNew, label: "Criar Primeiro Desenho" }}
          />
        ) : (
          <ListRows loading={loading}>
            <DrawingBulkBar
              selected={selected.size}
              pageSize={list.items.length}
              matching={total}
              allMatching={allMatching}
              onAllMatching={setAllMatching}
              onClear={() => {
                setSelected(new Set());
                setAllMatching(false);
              }}
              categories={categories}
              busy={bulkBusy}
              onRun={(action, categoryId) => void runBulk(action, categoryId)}
            />
            <Table caption="Desenhos">
              <THead>
                <tr>
                  <Th className="w-10">
                    <input
                      type="checkbox"
                      aria-label="Selecionar todos os desenhos desta página"
                      className="size-5 accent-brand-700"
                      checked={list.items.length > 0 && list.items.every((item) => selected.has(item.id))}
                      onChange={() => togglePage(list.items.map((item) => item.id))}
                    />
                  </Th>
                  <Th className="w-16">Imagem</Th>
                  {SORTABLE_COLUMNS.map(([sort, label]) => (
                    <SortableTh
                      key={sort}
                      label={label}
                      direction={query.sort === sort ? query.order : null}
                      onSort={() => setQuery((current) => sortedBy(current, sort))}
                      className={sort === "views" || sort === "downloads" ? "text-right" : undefined}
                    />
                  ))}
                  <Th className="text-right">Ações</Th>
                </tr>
              </THead>
              <TBody>
                {list.items.map((drawing) => (
                  <Tr key={drawing.id}>
                    <Td>
                      <input
                        type="checkbox"
                        aria-label={`Selecionar "${drawing.title}"`}
                        className="size-5 accent-brand-700"
                        checked={selected.has(drawing.id)}
                        onChange={() => toggleRow(drawing.id)}
                      />
                    </Td>
                    <IdentityCells
                      imageUrl={drawing.imageUrl}
                      to={paths.drawing(drawing.id)}
                      name={drawing.title}
                      slug={drawing.slug}
                    />
                    <Td>{drawing.category?.name ?? <span className="text-slate-500 italic">Sem categoria</span>}</Td>
                    <Td data-column="level">
                      {drawing.difficulty ? (
                        DIFFICULTY_LABELS[drawing.difficulty].name
                      ) : (
                        <span className="text-slate-500 italic">Sem nível</span>
                      )}
                    </Td>
                    <Td>{drawing.active ? <Badge variant="success">Ativo</Badge> : <Badge>Inativo</Badge>}</Td>
                    <Td className="text-right tabular-nums" data-column="views">
                      {formatNumber(drawing.views)}
                    </Td>
                    <Td className="text-right tabular-nums" data-column="downloads">
                      {formatNumber(drawing.downloads)}
                    </Td>
                    <Td>
                      <RowActions
                        name={drawing.title}
                        editTo={paths.drawing(drawing.id)}
                        siteHref={drawing.active ? drawingPathOf(drawing) : null}
                        renaming={renamingId === drawing.id}
                        onRename={() => renameImage(drawing)}
                        onReformulate={() => setReformulating({ kind: "drawing", item: drawing })}
                        onDelete={() => deletion.ask(drawing)}
                      />
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </ListRows>
        )}

        {list !== undefined && total > 0 && (
          <ListFooter
            page={query.page}
            total={total}
            noun="desenhos"
            onPageChange={(page) => setQuery({ page })}
            disabled={loading}
          />
        )}
      </section>

      <DeleteDialog
        deletion={deletion}
        title="Excluir desenho"
        message={(drawing) => `${DRAWINGS.confirmDelete(drawing.title)} ${TRASH.keptFor}`}
      />
      <RenameImagesDialog
        open={renamingAll}
        noun="todos os desenhos"
        run={adminApi.renameAllDrawingImages}
        onClose={() => setRenamingAll(false)}
        onDone={reload}
      />
      <ReformulateDialog target={reformulating} onClose={() => setReformulating(null)} onSaved={reload} />
    </div>
  );
}
