import type { APIRoute } from "astro";
import { getDb } from "#src/server/db/index.ts";
import { json } from "#src/server/http/json.ts";
import { loadSearchSuggestions } from "#src/server/search/suggestions.ts";

/**
 * GET /api/search/suggestions: the popular categories and drawings a search
 * without results suggests (src/server/search/suggestions.ts). The same for
 * everyone and slow to change, so shared caches keep it for 5 minutes.
 */
export const GET: APIRoute = async () =>
  json(await loadSearchSuggestions(await getDb()), 200, { "cache-control": "public, max-age=300" });
