import { useState } from "react";
import { ADMIN_PAGE_SIZE } from "#src/lib/admin-contracts/limits.ts";
import { ARTICLES, TRASH } from "#src/lib/admin-contracts/messages.ts";
import type { AdminArticle } from "#src/lib/admin-contracts/responses.ts";
import type { ArticleStatusFilter } from "#src/lib/admin-contracts/schemas.ts";
import { formatNumber } from "#src/lib/format.ts";
import { pageCount } from "#src/lib/pagination.ts";
import { articlePath } from "#src/lib/urls.ts";
import { ArticleActionLegend, ArticleRowActions } from "../components/ArticleRowActions.tsx";
import { ArticleProblemBadge, ArticleStatusBadge } from "../components/ArticleStatusBadge.tsx";
import { ListFooter } from "../components/ListFooter.tsx";
import { DataTable, DeleteDialog, EmptyList, ListActions, ListPending, ListRows, ListSearch } from "../components/ListParts.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { StatCards } from "../components/StatCards.tsx";
import { Thumbnail } from "../components/Thumbnail.tsx";
import { useAdminData } from "../hooks/useAdminData.ts";
import { useConfirmedDelete } from "../hooks/useConfirmedDelete.ts";
import { useErrorReporter } from "../hooks/useErrorReporter.ts";
import { useListQuery } from "../hooks/useListQuery.ts";
import { useSearchText } from "../hooks/useSearchText.ts";
import * as adminApi from "../lib/admin-api.ts";
import { isApiError } from "../lib/api.ts";
import { formatAdminDateTime, foundLabel, tagOverflow } from "../lib/article-list.ts";
import { ARTICLE_LIST_ADDRESS, type ArticleQuery, hasArticleFilters } from "../lib/article-query.ts";
import { paths } from "../lib/routes.ts";
import { Link, useDocumentTitle } from "../router.tsx";
import { Badge } from "../ui/Badge.tsx";
import { Select } from "../ui/Select.tsx";
import { Td, Tr } from "../ui/Table.tsx";
import { useToast } from "../ui/Toast.tsx";

const STATUS_OPTIONS: { value: ArticleStatusFilter; label: string }[] = [
  { value: "all", label: "Todos os status" },
  { value: "draft", label: "Rascunhos" },
  { value: "published", label: "Publicados" },
  { value: "archived", label: "Arquivados" },
];

/** A date cell: '23/11/26 14:05', or a dash that screen readers hear as words. */
function DateCell({ value, missing }: { value: string | null; missing: string }) {
  const text = formatAdminDateTime(value);
  if (text === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{missing}</span>
      </>
    );
  }
  return <time dateTime={value ?? undefined}>{text}</time>;
}

function RowTags({ tags }: { tags: string[] }) {
  const { shown, hidden, more } = tagOverflow(tags);
  if (tags.length === 0) return <span className="text-slate-500 italic">Sem tags</span>;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="brand">{tag}</Badge>
        </li>
      ))}
      {more && (
        <li>
          <Badge>
            <span aria-hidden="true">{more}</span>
            <span className="sr-only">{`e mais ${hidden.length}: ${hidden.join(", ")}`}</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}

/** /admin/articles: filtered and paged by the server, ten at a time, with publish and unpublish on the rows. */
export function ArticlesList() {
  useDocumentTitle("Artigos do Blog");
  const toast = useToast();
  const reportError = useErrorReporter();

  const [query, setQuery] = useListQuery(paths.articles, ARTICLE_LIST_ADDRESS);
  // A new search goes back to the first page.
  const [searchText, setSearchText] = useSearchText(query.search ?? "", (search) => setQuery({ search, page: 1 }));
  const {
    data: list,
    loading,
    reload,
  } = useAdminData(query, adminApi.listArticles, {
    errorMessage: ARTICLES.loadError,
    onData: (result) => {
      // The last row of the last page went away: show the new last page.
      if (result.items.length === 0 && result.total > 0 && result.page > 1) {
        setQuery({ page: pageCount(result.total, ADMIN_PAGE_SIZE) });
      }
    },
  });

  const deletion = useConfirmedDelete<AdminArticle>({
    remove: (article) => adminApi.deleteArticle(article.id),
    messages: { done: ARTICLES.deleted, notFound: ARTICLES.notFound, failed: ARTICLES.deleteError },
    reload,
  });
  const [changingId, setChangingId] = useState<string | null>(null);

  function setFilter(change: Partial<ArticleQuery>) {
    setQuery({ ...change, page: 1 });
  }

  function clearFilters() {
    setSearchText("");
    setQuery(ARTICLE_LIST_ADDRESS.defaults);
  }

  async function changeStatus(article: AdminArticle, action: "publish" | "unpublish") {
    setChangingId(article.id);
    try {
      if (action === "publish") {
        await adminApi.publishArticle(article.id);
        toast.success(ARTICLES.published(article.title));
      } else {
        await adminApi.unpublishArticle(article.id);
        toast.success(ARTICLES.unpublished(article.title));
      }
    } catch (error) {
      const message = action === "publish" ? ARTICLES.publishError : ARTICLES.unpublishError;
      if (isApiError(error, 409)) {
        // Its status changed meanwhile ('Apenas rascunhos podem ser publicados.'): the reason says more.
        toast.toast({ title: "Erro", description: `${message}: ${error.message}`, variant: "destructive" });
      } else {
        reportError(error, isApiError(error, 404) ? ARTICLES.notFound : message);
      }
    } finally {
      setChangingId(null);
      reload();
    }
  }

  const filtered = hasArticleFilters(query);
  const total = list?.total ?? 0;
  const counts = list?.counts;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Artigos do Blog"
        description={
          list === undefined ? "Gerencie os artigos educativos do blog." : <span aria-live="polite">{foundLabel(total)}</span>
        }
        actions={<ListActions create={{ to: paths.articleNew, label: "Novo Artigo" }} />}
      />

      <StatCards
        label="Resumo dos artigos"
        stats={[
          { label: "Publicados", value: counts?.published, tone: "success" },
          { label: "Rascunhos", value: counts?.drafts, tone: "muted" },
          { label: "Total de Visualizações", value: counts?.totalViews, tone: "brand" },
          { label: "Em Destaque", value: counts?.featured },
        ]}
      />

      <section aria-label="Lista de artigos" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <search className="grid gap-3 border-b border-slate-200 p-4 md:grid-cols-[1fr_14rem]">
          <ListSearch placeholder="Buscar por título, resumo ou tags..." value={searchText} onChange={setSearchText} />
          <Select
            label="Status"
            value={query.status}
            onChange={(event) => setFilter({ status: event.target.value as ArticleStatusFilter })}
            options={STATUS_OPTIONS}
          />
        </search>
        <div className="border-b border-slate-200 px-4 py-2">
          <ArticleActionLegend />
        </div>

        {list === undefined ? (
          <ListPending loading={loading} failed={ARTICLES.loadError} />
        ) : list.items.length === 0 && !loading ? (
          <EmptyList
            filtered={filtered}
            notFound="Nenhum artigo encontrado."
            clearHint="Tente outra busca ou limpe os filtros."
            onClear={clearFilters}
            none="Nenhum artigo encontrado."
            noneHint="Comece escrevendo o primeiro artigo do blog."
            create={{ to: paths.articleNew, label: "Criar Primeiro Artigo" }}
          />
        ) : (
          <ListRows loading={loading}>
            <DataTable
              caption="Artigos"
              columns={[
                "Artigo",
                "Status",
                "Tags",
                { label: "Visualizações", className: "text-right" },
                "Publicado em",
                "Atualizado em",
                { label: "Ações", className: "text-right" },
              ]}
            >
              {list.items.map((article) => (
                <Tr key={article.id}>
                  <Td className="min-w-72">
                    <div className="flex items-start gap-3">
                      <Thumbnail src={article.featuredImageUrl} />
                      <div className="min-w-0">
                        <div className="flex flex-wrap items-center gap-2">
                          <Link
                            to={paths.article(article.id)}
                            className="rounded font-semibold text-slate-900 hover:text-brand-800 hover:underline"
                          >
                            {article.title}
                          </Link>
                          {article.isFeatured && <Badge variant="brand">Destaque</Badge>}
                        </div>
                        <p className="mt-0.5 line-clamp-2 text-xs text-slate-600">{article.excerpt}</p>
                      </div>
                    </div>
                  </Td>
                  <Td>
                    <div className="flex flex-col items-start gap-1">
                      <ArticleStatusBadge status={article.status} />
                      {article.problem !== null && <ArticleProblemBadge problem={article.problem} />}
                    </div>
                  </Td>
                  <Td>
                    <RowTags tags={article.tags} />
                  </Td>
                  <Td className="text-right tabular-nums">{formatNumber(article.views)}</Td>
                  <Td className="whitespace-nowrap tabular-nums">
                    <DateCell value={article.publishedAt} missing="Não publicado" />
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">
                    <DateCell value={article.updatedAt} missing="Sem data" />
                  </Td>
                  <Td>
                    <ArticleRowActions
                      title={article.title}
                      status={article.status}
                      editTo={paths.article(article.id)}
                      siteHref={article.status === "published" ? articlePath(article.slug) : null}
                      busy={changingId === article.id}
                      onPublish={() => changeStatus(article, "publish")}
                      onUnpublish={() => changeStatus(article, "unpublish")}
                      onDelete={() => deletion.ask(article)}
                    />
                  </Td>
                </Tr>
              ))}
            </DataTable>
          </ListRows>
        )}

        {list !== undefined && total > 0 && (
          <ListFooter
            page={query.page}
            total={total}
            noun="artigos"
            onPageChange={(page) => setQuery({ page })}
            disabled={loading}
          />
        )}
      </section>

      <DeleteDialog
        deletion={deletion}
        title="Excluir artigo"
        message={(article) => `${ARTICLES.confirmDelete(article.title)} ${TRASH.keptFor}`}
      />
    </div>
  );
}
