import type { SortDirection } from "#src/lib/admin-contracts/schemas.ts";
import { pageOffset } from "#src/lib/pagination.ts";

export type PagingInput = { page?: number | undefined; limit?: number | undefined };

/** Resolved paging: `limit` undefined means every row. */
export type Paging = { page: number; limit: number | undefined; offset: number };

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
  return value;
}

/** Page and limit give the range offset (page-1)*limit; a limit alone is page 1; neither is everything. */
export function resolvePaging({ page, limit }: PagingInput): Paging {
  const resolvedPage = page === undefined ? 1 : positiveInteger(page, "page");
  if (limit === undefined) {
    if (resolvedPage !== 1) throw new RangeError("page needs a limit");
    return { page: 1, limit: undefined, offset: 0 };
  }
  const resolvedLimit = positiveInteger(limit, "limit");
  return { page: resolvedPage, limit: resolvedLimit, offset: pageOffset(resolvedPage, resolvedLimit) };
}

export function resolveSortOrder(order: SortDirection | undefined): SortDirection {
  if (order === undefined) return "desc";
  if (order !== "asc" && order !== "desc") throw new RangeError(`unknown sort order ${String(order)}`);
  return order;
}

/** Looks a sort key up in a whitelist, so untyped input can never name an arbitrary column. */
export function resolveSortColumn<K extends string, C>(columns: Record<K, C>, key: K | undefined, fallback: K): C {
  const chosen = key ?? fallback;
  if (!Object.hasOwn(columns, chosen)) throw new RangeError(`unknown sort field ${String(chosen)}`);
  return columns[chosen];
}
