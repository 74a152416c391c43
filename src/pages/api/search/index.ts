import { searchRoute } from "#src/server/search/route.ts";
import { searchDrawings } from "#src/server/search/search.ts";

/**
 * GET /api/search?q=&page=&nivel=: a page of 24 drawings matching the query
 * (of one difficulty tier, with `nivel`; a blank query then lists the whole
 * tier), the count and the typo correction (src/server/search/search.ts).
 * 400 for a bad query, 429 past the per-address limit.
 */
export const GET = searchRoute(
  (db, { q, page, nivel }, timings) => searchDrawings(db, q, page, timings, nivel ?? null),
  ["q", "page", "nivel"],
);
