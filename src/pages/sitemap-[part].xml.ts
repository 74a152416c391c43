import type { APIRoute } from "astro";
import { loadSitePages } from "../server/site/loaders/site-pages.ts";
import { renderSitemapPart, sitemapPartNumber } from "../server/site/sitemap.ts";

/**
 * A part of the sitemap once it is split (/sitemap-1.xml, ...; src/server/site/sitemap.ts).
 * The name is checked before any page is read: anything but a part number
 * that may exist costs a 404, not a read of every page's address.
 */
export const GET: APIRoute = async ({ params, rewrite, locals }) => {
  const part = sitemapPartNumber(params.part);
  if (part === null) return rewrite("/404");
  const body = renderSitemapPart(locals.siteUrl, await loadSitePages(), part);
  if (body === null) return rewrite("/404");
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
};
