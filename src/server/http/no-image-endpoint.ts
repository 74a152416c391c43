import type { APIRoute } from "astro";

/**
 * Astro's image endpoint (/_image), replaced: the site never uses
 * astro:assets (its images are made once, on upload, by src/server/images),
 * and Astro's own endpoint re-encodes any public file at any width and
 * quality on request, about 2 s of CPU each, so four anonymous requests
 * could hold every page up (docs/security.md "Work an anonymous request can
 * start"). Every request gets the site's not-found page.
 */
export const GET: APIRoute = ({ rewrite }) => rewrite("/404");
