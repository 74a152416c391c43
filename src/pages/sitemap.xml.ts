import type { APIRoute } from "astro";
import { loadSitePages } from "../server/site/loaders/site-pages.ts";
import { renderSitemap } from "../server/site/sitemap.ts";

export const GET: APIRoute = async ({ locals }) =>
  new Response(renderSitemap(locals.siteUrl, await loadSitePages()), {
    headers: { "content-type": "application/xml; charset=utf-8" },
  });
