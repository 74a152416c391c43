import { ARTICLE_STATUS_FILTERS, type ArticleStatusFilter } from "#src/lib/admin-contracts/schemas.ts";

/**
 * The article list's filters live in the address (`?search=&status=&page=`),
 * as the drawings list's do (drawing-query.ts), so the browser's back button
 * returns to the same page of the same search.
 */
export type ArticleQuery = { search: string; status: ArticleStatusFilter; page: number };

export const DEFAULT_ARTICLE_QUERY: ArticleQuery = { search: "", status: "all", page: 1 };

export function parseArticleQuery(search: string): ArticleQuery {
  const params = new URLSearchParams(search);
  const status = params.get("status") ?? "all";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    search: params.get("search") ?? "",
    status: (ARTICLE_STATUS_FILTERS as readonly string[]).includes(status) ? (status as ArticleStatusFilter) : "all",
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string for a query ('' for the defaults), leaving defaults out. */
export function articleQueryToSearch(query: ArticleQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set("search", query.search.trim());
  if (query.status !== "all") params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasArticleFilters(query: ArticleQuery): boolean {
  return query.search.trim() !== "" || query.status !== "all";
}
