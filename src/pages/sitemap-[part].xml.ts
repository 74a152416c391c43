import type { APIRoute } from "astro";
import { loadSitePages } from "../server/site/loaders/site-pages.ts";
import { renderSitemapPart } from "../server/site/sitemap.ts";

/** A part of the sitemap once it is split (/sitemap-1.xml, ...; src/server/site/sitemap.ts). */
export const GET: APIRoute = async ({ params, rewrite, locals }) => {
  const part = /^[1-9]\d{0,5}$/.test(params.part ?? "") ? Number(params.part) : 0;
  const body = renderSitemapPart(locals.siteUrl, await loadSitePages(), part);
  if (body === null) return rewrite("/404");
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
};
