import type { APIRoute } from "astro";
import { getDb } from "#src/server/db/index.ts";
import { json } from "#src/server/http/json.ts";
import { publishedArticleViews } from "#src/server/repositories/articles.ts";

/**
 * GET /api/articles/views?ids=a,b,c: `{ views: { [id]: number } }` for the
 * published articles among the ids. The static blog pages fill their view
 * counts from it (docs/decisions/0004-blog-counters.md). A short shared
 * cache keeps a busy blog page from asking the database on every visit.
 */
export const GET: APIRoute = async ({ url }) => {
  const ids = (url.searchParams.get("ids") ?? "").split(",").map((id) => id.trim());
  return json({ views: await publishedArticleViews(await getDb(), ids) }, 200, { "cache-control": "public, max-age=30" });
};
