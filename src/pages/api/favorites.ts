import type { APIRoute } from "astro";
import { contentDeps } from "#src/server/content/deps.ts";
import { favouritesRequest, loadFavourites } from "#src/server/favourites.ts";
import { readBodyLimited } from "#src/server/http/body.ts";
import { json, jsonError } from "#src/server/http/json.ts";

/** Room for two lists of 100 uuids, with plenty to spare. */
const MAX_BODY_BYTES = 16 * 1024;
const BAD_REQUEST = "Lista de favoritos inválida.";

/**
 * POST /api/favorites `{ drawings: uuid[], articles: uuid[] }` (at most 100
 * each): the cards of those the site shows (src/server/favourites.ts), for
 * the 'Meus favoritos' page. A POST because the lists live in the visitor's
 * browser and can be long; the answer is per visitor, so nothing caches it.
 */
export const POST: APIRoute = async ({ request }) => {
  let body: unknown;
  try {
    const bytes = await readBodyLimited(request, MAX_BODY_BYTES, () => new Error("too large"));
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return jsonError(400, BAD_REQUEST);
  }
  const wanted = favouritesRequest.safeParse(body);
  if (!wanted.success) return jsonError(400, BAD_REQUEST);
  return json(await loadFavourites((await contentDeps()).db, wanted.data));
};
