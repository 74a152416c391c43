import type { APIRoute } from "astro";
import { config } from "#src/server/config.ts";
import { loadBlogRss } from "#src/server/site/loaders/blog.ts";

/** RSS 2.0 of the blog; published by the site pipeline as blog/rss.xml. */
export const GET: APIRoute = async () =>
  new Response(await loadBlogRss(config().siteUrl), {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
  });
