/**
 * Page arithmetic shared by every list split into numbered pages: the
 * category pages (their kind, the site's page list) and the admin's lists
 * count pages with these, so they can never disagree on how many exist.
 */

/** How many pages `total` items fill, `pageSize` per page; an empty list still has its first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** How many items come before page `page` (1-based). */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * A page number (or a count) from a query string, for a zod preprocess: the
 * number when the text is decimal digits alone, NaN (which the schema then
 * refuses) for anything else. `Number()` would also read `0x10` as 16,
 * `1e1` as 10 and `0b11` as 3. Anything that is not a string passes as it is.
 */
export function decimalDigitsOnly(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The page a route's `[page]` segment names (`/pagina/{n}`): 1 on a list's
 * own address (undefined), 0 (no page) for "1", a leading zero or anything
 * but a number: page 1 has one address only.
 */
export function routePageNumber(pageParam: string | undefined): number {
  if (pageParam === undefined) return 1;
  return /^(?:[2-9]|[1-9]\d{1,5})$/.test(pageParam) ? Number(pageParam) : 0;
}
