import { BLOG_SEARCH_LIMIT } from "#src/lib/site.ts";
import { searchRoute } from "#src/server/search/route.ts";
import { searchArticles } from "#src/server/search/search.ts";

/**
 * GET /api/search/articles?q=: the published articles matching the query,
 * the first BLOG_SEARCH_LIMIT (spec: "search published articles by text,
 * default limit 10"), with a passage around the matches.
 */
export const GET = searchRoute((db, { q }, timings) => searchArticles(db, q, BLOG_SEARCH_LIMIT, timings), ["q"]);
