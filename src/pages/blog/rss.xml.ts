import type { APIRoute } from "astro";
import { loadBlogFeed } from "#src/server/site/loaders/blog.ts";
import { renderBlogRss } from "#src/server/site/rss.ts";

/** RSS 2.0 of the blog; published by the site pipeline as blog/rss.xml. */
export const GET: APIRoute = async ({ locals }) =>
  new Response(renderBlogRss(locals.siteUrl, await loadBlogFeed()), {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
  });
