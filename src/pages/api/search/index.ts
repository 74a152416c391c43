import { searchRoute } from "#src/server/search/route.ts";
import { searchDrawings } from "#src/server/search/search.ts";

/**
 * GET /api/search?q=&page=: a page of 24 drawings matching the query, the
 * count and the typo correction (src/server/search/search.ts). 400 for a
 * bad query, 429 past the per-address limit.
 */
export const GET = searchRoute((db, { q, page }, timings) => searchDrawings(db, q, page, timings), ["q", "page"]);
