import {
  DRAWING_SORT_FIELDS,
  DRAWING_STATUS_FILTERS,
  type DrawingSortKey,
  type DrawingStatusFilter,
  type SortDirection,
} from "#src/lib/admin-contracts/schemas.ts";

/**
 * The drawings list's filters and sort live in the address
 * (`?search=&category=&status=&sort=&order=&page=`), so the browser's back
 * button returns to the same page of the same search, and a sorted list can
 * be shared.
 */
export type DrawingQuery = {
  search: string;
  categoryId: string;
  status: DrawingStatusFilter;
  sort: DrawingSortKey;
  order: SortDirection;
  page: number;
};

export const DEFAULT_DRAWING_QUERY: DrawingQuery = {
  search: "",
  categoryId: "",
  status: "all",
  sort: "created_at",
  order: "desc",
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function parseDrawingQuery(search: string): DrawingQuery {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    search: params.get("search") ?? "",
    categoryId: params.get("category") ?? "",
    status: oneOf(DRAWING_STATUS_FILTERS, params.get("status"), "all"),
    sort: oneOf(DRAWING_SORT_FIELDS, params.get("sort"), DEFAULT_DRAWING_QUERY.sort),
    order: oneOf(["asc", "desc"] as const, params.get("order"), DEFAULT_DRAWING_QUERY.order),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/**
 * The query after a click on a column's heading: the same column turns its
 * direction; another starts with what people look for first (the most
 * viewed, A to Z), back on page 1.
 */
export function sortedBy(query: DrawingQuery, sort: DrawingSortKey): DrawingQuery {
  const firstOrder: SortDirection = ["title", "slug", "category"].includes(sort) ? "asc" : "desc";
  const order = query.sort === sort ? (query.order === "asc" ? "desc" : "asc") : firstOrder;
  return { ...query, sort, order, page: 1 };
}

/** The query string for a query ('' for the defaults), leaving defaults out. */
export function drawingQueryToSearch(query: DrawingQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set("search", query.search.trim());
  if (query.categoryId) params.set("category", query.categoryId);
  if (query.status !== "all") params.set("status", query.status);
  if (query.sort !== DEFAULT_DRAWING_QUERY.sort || query.order !== DEFAULT_DRAWING_QUERY.order) {
    params.set("sort", query.sort);
    params.set("order", query.order);
  }
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasDrawingFilters(query: DrawingQuery): boolean {
  return query.search.trim() !== "" || query.categoryId !== "" || query.status !== "all";
}
