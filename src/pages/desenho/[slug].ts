import type { APIRoute } from "astro";
import { drawingPathOf } from "#src/lib/urls.ts";
import { getDb } from "#src/server/db/index.ts";
import { getDrawingBySlug } from "#src/server/repositories/drawings.ts";

/**
 * The spec's second address form, /desenho/{slug}: a permanent redirect to the
 * drawing's one canonical page, /desenhos/{categorySlug}/{drawingSlug}.
 */
export const GET: APIRoute = async ({ params, redirect, rewrite }) => {
  const drawing = await getDrawingBySlug(await getDb(), params.slug ?? "", { active: true });
  const target = drawing ? drawingPathOf(drawing) : null;
  return target ? redirect(target, 301) : rewrite("/404");
};
