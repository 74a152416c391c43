import type { APIRoute } from "astro";
import { z } from "zod";
import { loadColouringSheet } from "#src/server/colouring/sheet.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json, jsonError } from "#src/server/http/json.ts";

const idSchema = z.uuid();
/** A drawing edited in the admin shows its new image on the colouring screen within a minute. */
const CACHE = "public, max-age=60";

/**
 * GET /api/drawings/{id}/colouring: what the colouring screen ('Pintar
 * online', /pintar?desenho={id}) needs of a drawing the site shows
 * (src/server/colouring/sheet.ts). 400 for an id that is not a uuid, 404 for
 * a drawing the site does not show.
 */
export const GET: APIRoute = async ({ params }) => {
  const id = idSchema.safeParse(params.id);
  if (!id.success) return jsonError(400, "Identificador inválido.");
  const sheet = await loadColouringSheet((await contentDeps()).db, id.data);
  if (!sheet) return jsonError(404, "Desenho não encontrado.");
  return json(sheet, 200, { "cache-control": CACHE, "netlify-cdn-cache-control": CACHE });
};
