import type { APIRoute } from "astro";
import { config } from "../server/config.ts";
import { renderRobots } from "../server/site/sitemap.ts";

export const GET: APIRoute = () =>
  new Response(renderRobots(config().siteUrl), { headers: { "content-type": "text/plain; charset=utf-8" } });
