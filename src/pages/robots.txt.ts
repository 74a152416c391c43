import type { APIRoute } from "astro";
import { renderRobots } from "../server/site/sitemap.ts";

export const GET: APIRoute = ({ locals }) =>
  new Response(renderRobots(locals.siteUrl), { headers: { "content-type": "text/plain; charset=utf-8" } });
