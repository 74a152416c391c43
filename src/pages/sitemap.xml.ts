import type { APIRoute } from "astro";
import { config } from "../server/config.ts";
import { loadSitePages } from "../server/site/loaders/site-pages.ts";
import { renderSitemap } from "../server/site/sitemap.ts";

export const GET: APIRoute = async () =>
  new Response(renderSitemap(config().siteUrl, await loadSitePages()), {
    headers: { "content-type": "application/xml; charset=utf-8" },
  });
