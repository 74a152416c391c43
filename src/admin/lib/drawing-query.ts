import { type DrawingSortKey, drawingListQuerySchema, type SortDirection } from "#src/lib/admin-contracts/schemas.ts";
import { type ListQuery, listAddress } from "./list-query.ts";

/**
 * The drawings list's filters and sort, in the address
 * (`?search=&category=&level=&status=&sort=&order=&page=`), read with the API's
 * own schema (./list-query.ts).
 */
export const DRAWING_LIST_ADDRESS = listAddress(drawingListQuerySchema.omit({ limit: true }), {
  names: { categoryId: "category" },
  together: [["sort", "order"]],
});

export type DrawingQuery = ListQuery<typeof DRAWING_LIST_ADDRESS.fields>;

/**
 * The query after a click on a column's heading: the same column turns its
 * direction; another starts with what people look for first (the most
 * viewed, A to Z), back on page 1.
 */
export function sortedBy(query: DrawingQuery, sort: DrawingSortKey): Pick<DrawingQuery, "sort" | "order" | "page"> {
  const firstOrder: SortDirection = ["title", "slug", "category"].includes(sort) ? "asc" : "desc";
  const order = query.sort === sort ? (query.order === "asc" ? "desc" : "asc") : firstOrder;
  return { sort, order, page: 1 };
}

export function hasDrawingFilters(query: DrawingQuery): boolean {
  return Boolean(query.search) || Boolean(query.categoryId) || query.status !== "all" || query.level !== "all";
}
