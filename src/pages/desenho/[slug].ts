import type { APIRoute } from "astro";
import { movedAddress } from "#src/server/loaders/moved.ts";

/**
 * The spec's second address form, /desenho/{slug}: a permanent redirect to the
 * drawing's one canonical page, /desenhos/{categorySlug}/{drawingSlug}, by its
 * current slug or by one it had before (the PDF's footer prints this form).
 */
export const GET: APIRoute = async ({ url, redirect, rewrite }) => {
  const target = await movedAddress(url.pathname);
  return target ? redirect(target, 301) : rewrite("/404");
};
