import type { APIRoute } from "astro";
import { config } from "../server/config.ts";
import { getDb } from "../server/db/index.ts";
import { listSitePages } from "../server/site/paths.ts";
import { renderSitemap } from "../server/site/sitemap.ts";

export const GET: APIRoute = async () =>
  new Response(renderSitemap(config().siteUrl, await listSitePages(await getDb())), {
    headers: { "content-type": "application/xml; charset=utf-8" },
  });
