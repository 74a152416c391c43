import { DRAWING_STATUS_FILTERS, type DrawingStatusFilter } from "#src/lib/admin-contracts/schemas.ts";

/**
 * The drawings list's filters live in the address (`?search=&category=&status=&page=`),
 * so the browser's back button returns to the same page of the same search.
 */
export type DrawingQuery = { search: string; categoryId: string; status: DrawingStatusFilter; page: number };

export const DEFAULT_DRAWING_QUERY: DrawingQuery = { search: "", categoryId: "", status: "all", page: 1 };

export function parseDrawingQuery(search: string): DrawingQuery {
  const params = new URLSearchParams(search);
  const status = params.get("status") ?? "all";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    search: params.get("search") ?? "",
    categoryId: params.get("category") ?? "",
    status: (DRAWING_STATUS_FILTERS as readonly string[]).includes(status) ? (status as DrawingStatusFilter) : "all",
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string for a query ('' for the defaults), leaving defaults out. */
export function drawingQueryToSearch(query: DrawingQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set("search", query.search.trim());
  if (query.categoryId) params.set("category", query.categoryId);
  if (query.status !== "all") params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasDrawingFilters(query: DrawingQuery): boolean {
  return query.search.trim() !== "" || query.categoryId !== "" || query.status !== "all";
}
