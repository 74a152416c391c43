import type { APIRoute } from "astro";
import { missingPage } from "#src/server/site/moved.ts";

/**
 * The spec's second address form, /desenho/{slug}: a permanent redirect to the
 * drawing's one canonical page, /desenhos/{categorySlug}/{drawingSlug}, by its
 * current slug or by one it had before (the PDF's footer prints this form).
 * A drawing in the trash answers the not-found page with 410.
 */
export const GET: APIRoute = async ({ url, redirect, rewrite }) => {
  const missing = await missingPage(url.pathname);
  if ("movedTo" in missing) return redirect(missing.movedTo, 301);
  const page = await rewrite("/404");
  return missing.status === 410 ? new Response(page.body, { status: 410, headers: page.headers }) : page;
};
