import { ADMIN_PAGE_SIZE } from "#src/lib/admin-contracts/limits.ts";
import { pageCount } from "#src/lib/pagination.ts";

/**
 * Paging of the admin lists (spec section 9): ADMIN_PAGE_SIZE rows a page, a
 * window of 5 page numbers around the current one, plus the first and last
 * page with an ellipsis where numbers are skipped.
 */
export const PAGE_WINDOW = 5;

export type PageItem = { type: "page"; page: number } | { type: "ellipsis"; position: "start" | "end" };

/** `page` brought into 1..pageCount. */
export function clampPage(page: number, total: number, limit = ADMIN_PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, limit));
}

/**
 * The page buttons to show: up to `windowSize` numbers centred on `current`
 * (shifted at either end so there are always `windowSize` when the pages
 * allow), the first and last page when outside the window, and an ellipsis
 * for each gap.
 */
export function paginationWindow(current: number, totalPages: number, windowSize = PAGE_WINDOW): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  const size = Math.max(1, Math.trunc(windowSize));
  let start = Math.max(1, page - Math.floor((size - 1) / 2));
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);

  const items: PageItem[] = [];
  if (start > 1) {
    items.push({ type: "page", page: 1 });
    if (start > 2) items.push({ type: "ellipsis", position: "start" });
  }
  for (let number = start; number <= end; number++) items.push({ type: "page", page: number });
  if (end < totalPages) {
    if (end < totalPages - 1) items.push({ type: "ellipsis", position: "end" });
    items.push({ type: "page", page: totalPages });
  }
  return items;
}

/** The 1-based row numbers a page shows, for 'Mostrando X a Y de Z'; 0 to 0 when empty. */
export function pageRange(page: number, total: number, limit = ADMIN_PAGE_SIZE): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const current = clampPage(page, total, limit);
  return { from: (current - 1) * limit + 1, to: Math.min(current * limit, total) };
}

/** 'Mostrando 11 a 20 de 25 desenhos'. */
export function showingLabel(page: number, total: number, noun: string, limit = ADMIN_PAGE_SIZE): string {
  const { from, to } = pageRange(page, total, limit);
  return `Mostrando ${from} a ${to} de ${total} ${noun}`;
}

/** One page of an already loaded list (the categories list pages on the client). */
export function slicePage<T>(items: readonly T[], page: number, limit = ADMIN_PAGE_SIZE): T[] {
  const current = clampPage(page, items.length, limit);
  return items.slice((current - 1) * limit, current * limit);
}
