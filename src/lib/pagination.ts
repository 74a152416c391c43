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
