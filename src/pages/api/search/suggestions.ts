import type { APIRoute } from "astro";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";
import { loadSearchSuggestions } from "#src/server/search/suggestions.ts";

/**
 * GET /api/search/suggestions: the popular categories and drawings a search
 * without results suggests (src/server/search/suggestions.ts). The same for
 * everyone and slow to change, so shared caches keep it for 5 minutes.
 */
export const GET: APIRoute = async () =>
  json(await loadSearchSuggestions((await contentDeps()).db), 200, { "cache-control": "public, max-age=300" });
